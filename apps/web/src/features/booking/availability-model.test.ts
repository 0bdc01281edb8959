import { describe, expect, it } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import { ApiError } from '@agendina/api';
import {
  UNAVAILABLE_REASONS,
  closedWeek,
  normaliseService,
  type ServiceBlock,
} from '@agendina/scheduling';
import {
  freeStartMinutes,
  isRuleRefusal,
  lengthBasis,
  openingLabel,
  operatorMarks,
  planChoices,
} from './availability-model.ts';

const services = [
  normaliseService({ id: 5, name: 'Colore', durationMinutes: 90, price: 6000 }),
  normaliseService({ id: 9, name: 'Piega', durationMinutes: 30, price: 2500 }),
];
const block = (serviceId: number | null): ServiceBlock => ({
  serviceId,
  operatorId: null,
  duration: 0,
  isCustomDuration: false,
  order: 1,
  notes: '',
});

describe('operatorMarks', () => {
  it('marks who is busy, off duty, away or not offering the service; free ones are unmarked', () => {
    const marks = operatorMarks(
      [1, 2, 3, 4, 5],
      [
        {
          hairdresserId: 1,
          hairdresserName: 'A',
          colorCode: '#000000',
          available: true,
          nextAvailableAt: null,
          reason: null,
        },
        {
          hairdresserId: 2,
          hairdresserName: 'B',
          colorCode: '#000000',
          available: false,
          nextAvailableAt: null,
          reason: 'Occupato',
        },
        {
          hairdresserId: 3,
          hairdresserName: 'C',
          colorCode: '#000000',
          available: false,
          nextAvailableAt: null,
          reason: 'In ferie o non in servizio',
        },
        {
          hairdresserId: 4,
          hairdresserName: 'D',
          colorCode: '#000000',
          available: false,
          nextAvailableAt: null,
          reason: UNAVAILABLE_REASONS.outsideWorkingHours,
        },
      ],
    );
    expect(marks.get(1)).toBeUndefined();
    expect(marks.get(2)).toBe('busy');
    expect(marks.get(3)).toBe('timeOff');
    expect(marks.get(5)).toBe('noService');
    expect(marks.get(4)).toBe('outsideWorkingHours');
  });
});

describe('lengthBasis', () => {
  it('uses the first chosen service, else says it uses the shortest', () => {
    expect(lengthBasis([block(null), block(5)], services)).toEqual({
      serviceId: 5,
      label: 'Colore (1 h 30 min)',
    });
    expect(lengthBasis([block(null)], services)?.label).toBe(
      'il servizio più breve, Piega (30 min)',
    );
    expect(lengthBasis([block(null)], [])).toBeNull();
  });
});

describe('freeStartMinutes', () => {
  const answer = {
    serviceId: 9,
    serviceName: 'Piega',
    date: '2026-03-12',
    durationMinutes: 30,
    operators: [
      {
        hairdresserId: 1,
        hairdresserName: 'A',
        colorCode: '#000000',
        slots: [
          { startTime: '2026-03-12T10:00:00', endTime: '2026-03-12T10:30:00' },
          { startTime: '2026-03-12T09:00:00', endTime: '2026-03-12T09:30:00' },
        ],
      },
      {
        hairdresserId: 2,
        hairdresserName: 'B',
        colorCode: '#000000',
        slots: [{ startTime: '2026-03-12T09:00:00', endTime: '2026-03-12T09:30:00' }],
      },
    ],
  };
  it('lists each start once, in order, for anyone or for one operator', () => {
    expect(freeStartMinutes(answer, null)).toEqual([540, 600]);
    expect(freeStartMinutes(answer, 2)).toEqual([540]);
  });
});

describe('openingLabel', () => {
  const thursday = Temporal.PlainDate.from('2026-03-12');
  it('says closed or the opening ranges of the day', () => {
    expect(openingLabel(closedWeek(), thursday)).toBe('Chiuso');
    const hours = { ...closedWeek(), thursday: [{ startMinute: 540, endMinute: 1140 }] };
    expect(openingLabel(hours, thursday)).toBe('Aperto 09:00–19:00');
    expect(openingLabel(null, thursday)).toBeNull();
  });
});

describe('isRuleRefusal', () => {
  it('is a 409 or a 422, not a network or server failure', () => {
    expect(isRuleRefusal(new ApiError({ kind: 'http', status: 409, body: { message: 'x' } }))).toBe(
      true,
    );
    expect(isRuleRefusal(new ApiError({ kind: 'http', status: 422, body: { message: 'x' } }))).toBe(
      true,
    );
    expect(isRuleRefusal(new ApiError({ kind: 'http', status: 500, body: { message: 'x' } }))).toBe(
      false,
    );
    expect(isRuleRefusal(new Error('x'))).toBe(false);
  });
});

describe('planChoices', () => {
  it('puts the next free slot first and drops repeats', () => {
    const choices = planChoices({
      nextSlot: {
        startTime: '2026-03-12T10:45:00',
        endTime: '2026-03-12T11:30:00',
        hairdresserId: 3,
        hairdresserName: 'Sara',
      },
      alternatives: [
        {
          startTime: '2026-03-12T10:45:00',
          endTime: '2026-03-12T11:30:00',
          hairdresserId: 3,
          hairdresserName: 'Sara',
          sameOperator: true,
          minutesFromRequested: 45,
        },
        {
          startTime: '2026-03-12T10:00:00',
          endTime: '2026-03-12T10:45:00',
          hairdresserId: 4,
          hairdresserName: 'Luca',
          sameOperator: false,
          minutesFromRequested: 0,
        },
      ],
    });
    expect(choices.map((c) => [c.label, c.isNext, c.operatorId])).toEqual([
      ['gio 12 mar, 10:45 · Sara', true, 3],
      ['gio 12 mar, 10:00 · Luca', false, 4],
    ]);
  });
});
