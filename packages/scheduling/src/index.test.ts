// The README's examples, run through the public barrel: if one of them stops being true, this fails.
import { describe, expect, it } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import * as api from './index.ts';
import {
  appointmentAt,
  buildTimeline,
  calendarRange,
  canCreateAppointment,
  confirmationChecks,
  daySlots,
  displayBlocks,
  formatDateIt,
  formatDateTimeIt,
  formatTimeIt,
  gridBounds,
  inferCategory,
  isOvertime,
  isValidEan13,
  isValidEmail,
  isValidPartitaIva,
  layoutCalendar,
  nextOpenDay,
  offeredServices,
  parseActivePeriods,
  planStatusChange,
  quickViewBounds,
  resolveOperatorHours,
  sanitisePhoneInput,
  serviceCategory,
  servicesStepWarnings,
  statusActions,
  statusLabel,
  validateClientStep,
  validatePhone,
  validateServicesStep,
  weeklyHoursOrNull,
  withService,
  emptyBlock,
} from './index.ts';
import type { Operator } from './index.ts';

describe('README: hours', () => {
  it('reads hours, skips closed days and marks overtime', () => {
    const salon = weeklyHoursOrNull(
      '{"monday":[],"tuesday":[["09:00","13:00"],["14:00","19:00"]],"saturday":[["08:30","18:00"]]}',
    );
    expect(nextOpenDay(salon, Temporal.PlainDate.from('2026-11-21')).toString()).toBe('2026-11-24');
    const maria = resolveOperatorHours('{"tuesday":[["09:00","13:00"]]}', salon);
    expect(isOvertime(maria, Temporal.PlainDateTime.from('2026-11-24T13:00'))).toBe(true);
    expect(
      isOvertime(
        resolveOperatorHours('{broken', salon),
        Temporal.PlainDateTime.from('2026-11-24T10:00'),
      ),
    ).toBe(true);
  });
});

describe('README: calendar', () => {
  it('builds the grid, the request ranges and the Italian formats', () => {
    const salon = weeklyHoursOrNull(
      '{"tuesday":[["09:00","19:00"]],"saturday":[["08:30","18:00"]]}',
    );
    expect(gridBounds(salon)).toEqual({ startMinute: 510, endMinute: 1140 });
    expect(quickViewBounds(salon)).toEqual({ startMinute: 510, endMinute: 1200 });
    expect(daySlots(Temporal.PlainDate.from('2026-03-29'), gridBounds(salon))[1]?.toString()).toBe(
      '2026-03-29T09:00:00',
    );
    expect(calendarRange('day', Temporal.PlainDate.from('2026-11-19'))).toEqual({
      from: '2026-11-19',
      to: '2026-11-20',
    });
    expect(calendarRange('week', Temporal.PlainDate.from('2026-11-19'))).toEqual({
      from: '2026-11-16',
      to: '2026-11-22',
    });
    expect(formatDateTimeIt('2026-11-19T09:05:00')).toBe('19/11/2026 09:05');
    expect(formatDateIt(null)).toBe('Data non disponibile');
    expect(formatDateIt('31/02')).toBe('Data non valida');
    expect(formatTimeIt(undefined)).toBe('--:--');
  });
});

describe('README: appointments and layout', () => {
  it('builds with defaults, splits into blocks and lays out', () => {
    const a = appointmentAt('2026-11-16T09:00', {
      id: 7,
      hairdresserId: 1,
      activePeriods: parseActivePeriods(
        '[{"startOffset":0,"duration":20},{"startOffset":40,"duration":20}]',
      ),
    });
    expect(a.clientName).toBe('Cliente senza nome');
    expect(a.end.toString()).toBe('2026-11-16T10:00:00');
    expect(displayBlocks(a).map((b) => [b.startMinute, b.endMinute, b.status])).toEqual([
      [540, 560, 'BOOKED'],
      [580, 600, 'BOOKED'],
    ]);
    const week = [
      appointmentAt('2026-11-16T09:00', { id: 1, hairdresserId: 1 }),
      appointmentAt('2026-11-16T09:30', { id: 2, hairdresserId: 1 }),
    ];
    const layout = layoutCalendar(week, {
      firstDay: Temporal.PlainDate.from('2026-11-16'),
      days: 7,
      operatorIds: [1],
      bounds: { startMinute: 480, endMinute: 1200 },
      slotHeight: 32,
    });
    expect(layout.columns[0]?.blocks.map((b) => [b.top, b.height, b.lane, b.laneCount])).toEqual([
      [64, 64, 0, 2],
      [96, 64, 1, 2],
    ]);
  });
});

describe('README: status', () => {
  it('offers the actions and plans group changes', () => {
    expect(statusLabel('IN_PROGRESS')).toBe('In Lavorazione');
    expect(statusActions('BOOKED', { digitalCashEnabled: true }).map((x) => x.label)).toEqual([
      'Metti in Lavorazione',
    ]);
    const group = [
      { id: 1, status: 'BOOKED' as const, groupId: 'g' },
      { id: 2, status: 'BOOKED' as const, groupId: 'g' },
    ];
    expect(planStatusChange(group[0]!, group, 'IN_PROGRESS', { digitalCashEnabled: true })).toEqual(
      { ok: true, scope: 'group', groupId: 'g', to: 'IN_PROGRESS', ids: [1, 2] },
    );
  });
});

describe('README: booking wizard', () => {
  it('validates the steps and checks the visit', () => {
    expect(
      validateClientStep({ mode: 'new', name: 'Anna', phonePrefix: '+39', phone: '12345' }).errors
        .phone,
    ).toBe('Il numero deve essere di almeno 6 cifre');
    const services = offeredServices([
      { id: 1, name: 'Colore', durationMin: 60, priority: 1 },
      { id: 2, name: 'Piega', durationMin: 30, priority: 2 },
    ]);
    const operators: Operator[] = [{ id: 10, name: 'Maria', services: [{ id: 1 }, { id: 2 }] }];
    const blocks = [
      { ...withService(emptyBlock(1), 1, services), operatorId: 10 },
      {
        ...withService(emptyBlock(2), 2, services, [{ serviceId: 2, customDurationMinutes: 45 }]),
        operatorId: 10,
        requiredGapBefore: 95,
      },
    ];
    expect(validateServicesStep(blocks, services, operators).valid).toBe(true);
    expect(servicesStepWarnings(blocks, services, operators)[0]?.message).toBe(
      'Maria ha altri servizi in questo appuntamento: controllare i tempi.',
    );
    const timeline = buildTimeline({
      start: Temporal.PlainDateTime.from('2026-11-16T09:00'),
      blocks,
      services,
      operators,
    });
    const checks = confirmationChecks(timeline);
    expect(checks.map((c) => `${c.type} ${c.code}`)).toEqual(['error GAP_AFTER_COLOR_CRITICAL']);
    expect(canCreateAppointment(checks)).toBe(false);
  });
});

describe('README: services and validation', () => {
  it('infers categories and validates Italian data', () => {
    expect(inferCategory('Mèches e tonalizzante')).toBe('COLORE');
    expect(serviceCategory({ category: 'PIEGA', name: 'Colore' })).toBe('PIEGA');
    expect(sanitisePhoneInput('333 123 4567 890 12')).toBe('333123456789012');
    expect(validatePhone('3331234567', '+39')).toBeNull();
    expect(isValidEmail('anna@salone.it')).toBe(true);
    expect(isValidEan13('4006381333931')).toBe(true);
    expect(isValidPartitaIva('00905811006')).toBe(true);
  });
});

describe('public API', () => {
  it('exports functions and constants only (types are erased), no default export', () => {
    expect('default' in api).toBe(false);
    for (const [name, value] of Object.entries(api)) {
      expect(['function', 'string', 'number', 'object'], name).toContain(typeof value);
    }
  });
});
