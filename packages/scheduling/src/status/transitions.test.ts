import { describe, expect, it } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import { APPOINTMENT_STATUSES } from './status.ts';
import type { DisplayStatus } from './status.ts';
import {
  canChangeStatus,
  isExpiredBooking,
  planStatusChange,
  statusActions,
} from './transitions.ts';
import type { StatusSubject } from './transitions.ts';

const cash = { digitalCashEnabled: true };
const noCash = { digitalCashEnabled: false };
const labels = (status: DisplayStatus, ctx = cash): string[] =>
  statusActions(status, ctx).map((a) => a.label);

describe('statusActions (SPEC.md §4)', () => {
  it("offers 'Metti in Lavorazione' on BOOKED only with digital cash", () => {
    expect(labels('BOOKED')).toEqual(['Metti in Lavorazione']);
    expect(labels('CONFIRMED')).toEqual(['Metti in Lavorazione']);
    expect(labels('BOOKED', noCash)).toEqual([]);
  });

  it("offers 'Rimetti in Attesa' and 'Manda in Pagamento' on IN_PROGRESS", () => {
    expect(labels('IN_PROGRESS')).toEqual(['Rimetti in Attesa', 'Manda in Pagamento']);
    expect(labels('IN_PROGRESS', noCash)).toEqual(['Rimetti in Attesa']);
    const [back, pay] = statusActions('IN_PROGRESS', cash);
    expect(back).toMatchObject({
      to: 'BOOKED',
      errorMessage: "Errore nel rimettere l'appuntamento in attesa",
    });
    expect(pay).toMatchObject({ id: 'SEND_TO_PAYMENT', to: null });
    expect(statusActions('BOOKED', cash)[0]?.errorMessage).toBe(
      "Errore nel spostare l'appuntamento in lavorazione",
    );
  });

  it('offers nothing on COMPLETED or CANCELLED', () => {
    expect(labels('COMPLETED')).toEqual([]);
    expect(labels('CANCELLED')).toEqual([]);
  });
});

describe('canChangeStatus', () => {
  it('allows exactly BOOKED → IN_PROGRESS (with digital cash) and IN_PROGRESS → BOOKED', () => {
    const allowed: string[] = [];
    for (const from of [...APPOINTMENT_STATUSES, 'CONFIRMED' as const]) {
      for (const to of APPOINTMENT_STATUSES)
        if (canChangeStatus(from, to, cash)) allowed.push(`${from}->${to}`);
    }
    expect(allowed.sort()).toEqual([
      'BOOKED->IN_PROGRESS',
      'CONFIRMED->IN_PROGRESS',
      'IN_PROGRESS->BOOKED',
    ]);
    expect(canChangeStatus('BOOKED', 'IN_PROGRESS', noCash)).toBe(false);
    expect(canChangeStatus('IN_PROGRESS', 'BOOKED', noCash)).toBe(true);
  });
});

describe('planStatusChange', () => {
  const member = (
    id: number,
    status: DisplayStatus,
    groupId: string | null = 'g',
  ): StatusSubject => ({ id, status, groupId });

  it('changes a single appointment alone', () => {
    expect(planStatusChange(member(1, 'BOOKED', null), [], 'IN_PROGRESS', cash)).toEqual({
      ok: true,
      scope: 'single',
      groupId: null,
      to: 'IN_PROGRESS',
      ids: [1],
    });
  });

  it('changes the whole group together, leaving closed members alone', () => {
    const group = [
      member(1, 'BOOKED'),
      member(2, 'BOOKED'),
      member(3, 'COMPLETED'),
      member(4, 'CANCELLED'),
      member(5, 'BOOKED', 'other'),
    ];
    expect(planStatusChange(group[1]!, group, 'IN_PROGRESS', cash)).toEqual({
      ok: true,
      scope: 'group',
      groupId: 'g',
      to: 'IN_PROGRESS',
      ids: [1, 2],
    });
  });

  it('includes the selected appointment even when the group list lacks it', () => {
    expect(
      planStatusChange(member(9, 'IN_PROGRESS'), [member(1, 'IN_PROGRESS')], 'BOOKED', cash),
    ).toMatchObject({ ids: [9, 1] });
  });

  it('refuses a change the rules do not allow', () => {
    expect(planStatusChange(member(1, 'BOOKED'), [], 'IN_PROGRESS', noCash)).toEqual({
      ok: false,
      reason: 'Cambio di stato non consentito',
    });
    expect(planStatusChange(member(1, 'COMPLETED'), [], 'BOOKED', cash).ok).toBe(false);
  });
});

describe('isExpiredBooking', () => {
  const now = Temporal.PlainDateTime.from('2026-11-16T12:00');
  const end = (s: string): Temporal.PlainDateTime => Temporal.PlainDateTime.from(s);
  it('is true for a waiting appointment ended at or before now', () => {
    expect(isExpiredBooking({ status: 'BOOKED', end: end('2026-11-16T11:59') }, now)).toBe(true);
    expect(isExpiredBooking({ status: 'CONFIRMED', end: end('2026-11-16T12:00') }, now)).toBe(true);
    expect(isExpiredBooking({ status: 'BOOKED', end: end('2026-11-16T12:01') }, now)).toBe(false);
  });

  it('leaves in-progress and closed appointments alone', () => {
    expect(isExpiredBooking({ status: 'IN_PROGRESS', end: end('2026-11-15T10:00') }, now)).toBe(
      false,
    );
    expect(isExpiredBooking({ status: 'CANCELLED', end: end('2026-11-15T10:00') }, now)).toBe(
      false,
    );
  });
});
