import { describe, expect, it } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import { UNNAMED_CLIENT } from '@agendina/scheduling';
import type { NormalisedAppointment } from '@agendina/scheduling';
import { normaliseAppointment, normaliseAppointments } from './appointments.ts';
import type { RawAppointment } from './appointments.ts';

const norm = (raw: RawAppointment): NormalisedAppointment => {
  const a = normaliseAppointment(raw);
  if (a === null) throw new Error('not normalised');
  return a;
};

describe('normaliseAppointment: aliases', () => {
  it('reads id or appointmentId', () => {
    expect(norm({ id: 1, dateTime: '2026-11-16T09:00' }).id).toBe(1);
    expect(norm({ appointmentId: '7', dateTime: '2026-11-16T09:00' }).id).toBe(7);
    expect(normaliseAppointment({ id: 'a7', dateTime: '2026-11-16T09:00' })).toBeNull();
    expect(normaliseAppointment({ id: 0, dateTime: '2026-11-16T09:00' })).toBeNull();
    expect(norm({ id: null, appointmentId: 9, dateTime: '2026-11-16T09:00' }).id).toBe(9);
  });

  it('reads dateTime or startTime', () => {
    expect(norm({ id: 1, startTime: '2026-11-16T09:30:00' }).start.toString()).toBe(
      '2026-11-16T09:30:00',
    );
    expect(
      norm({ id: 1, dateTime: 'garbage', startTime: '2026-11-16T10:00' }).start.toString(),
    ).toBe('2026-11-16T10:00:00');
    expect(
      norm({ id: 1, dateTime: Temporal.PlainDateTime.from('2026-11-16T11:00') }).startMinute,
    ).toBe(660);
  });

  it('reads both spellings of the group fields', () => {
    const camel = norm({
      id: 1,
      dateTime: '2026-11-16T09:00',
      appointmentGroupId: 'g1',
      serviceOrder: 2,
      groupSize: 3,
    });
    const snake = norm({
      id: 1,
      dateTime: '2026-11-16T09:00',
      appointment_group_id: 'g1',
      service_order: 2,
      totalServicesInGroup: 3,
    });
    for (const a of [camel, snake]) {
      expect(a.groupId).toBe('g1');
      expect(a.serviceOrder).toBe(2);
      expect(a.groupSize).toBe(3);
    }
  });

  it('reads serviceIds as an array or comma-separated text', () => {
    expect(norm({ id: 1, dateTime: '2026-11-16T09:00', serviceIds: [3, '4'] }).serviceIds).toEqual([
      3, 4,
    ]);
    expect(norm({ id: 1, dateTime: '2026-11-16T09:00', serviceIds: '3, 4,,' }).serviceIds).toEqual([
      3, 4,
    ]);
    expect(norm({ id: 1, dateTime: '2026-11-16T09:00' }).serviceIds).toEqual([]);
  });
});

describe('normaliseAppointment: display defaults (SPEC.md §3)', () => {
  const bare = norm({ id: 1, dateTime: '2026-11-16T09:00' });

  it('ends 60 minutes after the start', () => {
    expect(bare.end.toString()).toBe('2026-11-16T10:00:00');
    expect(bare.durationMinutes).toBe(60);
  });

  it('shows CONFIRMED when the status is missing, Cliente senza nome, MANUAL and grey', () => {
    expect(bare.status).toBe('CONFIRMED');
    expect(bare.clientName).toBe(UNNAMED_CLIENT);
    expect(UNNAMED_CLIENT).toBe('Cliente senza nome');
    expect(bare.source).toBe('MANUAL');
    expect(bare.colorCode).toBe('#9E9E9E');
    expect(bare.notes).toBe('');
    expect(bare.groupSize).toBe(1);
    expect(bare.isMultiOperator).toBe(false);
    expect(bare.activePeriods).toBeNull();
    expect(bare.createdAt).toBeNull();
    expect(bare.groupId).toBeNull();
    expect(bare.serviceOrder).toBeNull();
    expect(bare.serviceCategory).toBeNull();
  });

  it('takes endTime when after the start, else durationMinutes, else 60', () => {
    expect(
      norm({ id: 1, dateTime: '2026-11-16T09:00', endTime: '2026-11-16T09:45' }).durationMinutes,
    ).toBe(45);
    expect(
      norm({ id: 1, dateTime: '2026-11-16T23:30', endTime: '2026-11-17T00:30' }).durationMinutes,
    ).toBe(60);
    expect(
      norm({
        id: 1,
        dateTime: '2026-11-16T09:00',
        endTime: '2026-11-16T09:00',
        durationMinutes: 30,
      }).durationMinutes,
    ).toBe(30);
    expect(
      norm({ id: 1, dateTime: '2026-11-16T09:00', endTime: 'x', durationMinutes: 0 })
        .durationMinutes,
    ).toBe(60);
    expect(norm({ id: 1, dateTime: '2026-11-16T09:00', durationMinutes: 90 }).end.toString()).toBe(
      '2026-11-16T10:30:00',
    );
  });

  it('keeps the fields that arrived', () => {
    const asSent = {
      clientId: 8,
      hairdresserId: 2,
      hairdresserName: 'Maria',
      hairdresserRole: 'HAIRDRESSER',
      service: 'Taglio',
      serviceId: 11,
      serviceCategory: 'TAGLIO',
      notes: 'Allergica',
      source: 'WHATSAPP_AI',
      createdAt: '2026-11-01T10:00:00Z',
      colorCode: '#FF0000',
    } as const;
    const a = norm({
      ...asSent,
      id: 5,
      clientName: '  Anna Rossi ',
      dateTime: '2026-11-16T09:00:00',
      status: 'in_progress',
      activePeriods: '[{"startOffset":0,"duration":20}]',
    });
    expect(a).toMatchObject({
      ...asSent,
      clientName: 'Anna Rossi',
      status: 'IN_PROGRESS',
      activePeriods: [{ startOffset: 0, duration: 20 }],
      dateKey: '2026-11-16',
      startMinute: 540,
    });
  });

  it('reads a start with a zone in the salon zone, at minute precision', () => {
    expect(norm({ id: 1, dateTime: '2026-07-01T07:00:30Z' }).start.toString()).toBe(
      '2026-07-01T09:00:00',
    );
    expect(
      normaliseAppointment(
        { id: 1, dateTime: '2026-07-01T07:00:00Z' },
        { timeZone: 'UTC' },
      )?.start.toString(),
    ).toBe('2026-07-01T07:00:00');
  });
});

describe('normaliseAppointment: groups', () => {
  it('normalises the group members one level deep and derives multi-operator from them', () => {
    const a = norm({
      id: 1,
      dateTime: '2026-11-16T09:00',
      groupAppointments: [
        {
          id: 1,
          dateTime: '2026-11-16T09:00',
          hairdresserId: 1,
          groupAppointments: [{ id: 99, dateTime: '2026-11-16T09:00' }],
        },
        { id: 2, dateTime: '2026-11-16T10:00', hairdresserId: 2 },
        { id: null },
      ],
    });
    expect(a.groupAppointments.map((m) => m.id)).toEqual([1, 2]);
    expect(a.groupAppointments[0]?.groupAppointments).toEqual([]);
    expect(a.isMultiOperator).toBe(true);
    expect(a.groupSize).toBe(2);
  });

  it('prefers the isMultiOperator flag when sent', () => {
    expect(
      norm({ id: 1, dateTime: '2026-11-16T09:00', isMultiOperator: true }).isMultiOperator,
    ).toBe(true);
  });
});

describe('normaliseAppointment: what cannot be drawn', () => {
  it('is null without an id or a readable start', () => {
    expect(normaliseAppointment({ dateTime: '2026-11-16T09:00' })).toBeNull();
    expect(normaliseAppointment({ id: 1 })).toBeNull();
    expect(normaliseAppointment({ id: 1, dateTime: '2026-11-16' })).toBeNull();
    expect(normaliseAppointment({ id: 1, dateTime: 'domani' })).toBeNull();
  });

  it('is left out of a list, with non-objects', () => {
    const list = normaliseAppointments([
      { id: 1, dateTime: '2026-11-16T09:00' },
      null,
      'x',
      { id: 2 },
    ]);
    expect(list.map((a) => a.id)).toEqual([1]);
    expect(
      normaliseAppointments([{ id: 1, dateTime: '2026-07-01T07:00:00Z' }], { timeZone: 'UTC' })[0]
        ?.startMinute,
    ).toBe(420);
  });
});

describe('normaliseAppointment: phone and price (issue #19)', () => {
  it('keeps the client phone and the price booked, in integer cents', () => {
    const a = norm({
      id: 1,
      dateTime: '2026-11-16T09:00',
      clientPhoneNumber: '+393331234567',
      priceCents: 3500,
    });
    expect(a.clientPhoneNumber).toBe('+393331234567');
    expect(a.priceCents).toBe(3500);
  });

  it('leaves them unknown when missing or not money', () => {
    const a = norm({ id: 1, dateTime: '2026-11-16T09:00', clientPhoneNumber: ' ' });
    expect(a.clientPhoneNumber).toBeNull();
    expect(a.priceCents).toBeNull();
    expect(norm({ id: 1, dateTime: '2026-11-16T09:00', priceCents: 35.5 }).priceCents).toBeNull();
    expect(norm({ id: 1, dateTime: '2026-11-16T09:00', priceCents: -1 }).priceCents).toBeNull();
  });
});
