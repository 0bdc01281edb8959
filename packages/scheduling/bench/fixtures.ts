// Deterministic data for the benchmarks: a busy week of a large salon.
import { Temporal } from 'temporal-polyfill';
import { createAppointment, normaliseService, parseActivePeriods } from '../src/index.ts';
import type {
  AppointmentInit,
  NormalisedAppointment,
  Operator,
  Service,
  ServiceBlock,
} from '../src/index.ts';

export const WEEK_START = Temporal.PlainDate.from('2026-03-23'); // the week that ends on the spring-forward Sunday
export const OPERATOR_COUNT = 30;
export const APPOINTMENT_COUNT = 5000;
export const OPERATOR_IDS = Array.from({ length: OPERATOR_COUNT }, (_, i) => i + 1);
export const GRID = { startMinute: 8 * 60, endMinute: 21 * 60 };

/** mulberry32: a small seeded generator, so every run lays out the same week. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** 5,000 appointments as @agendina/api reads them: 30 operators, 7 days, a fifth with active periods. */
export function weekInits(count = APPOINTMENT_COUNT): AppointmentInit[] {
  const next = random(42);
  const firstDay = WEEK_START.since('1970-01-01').days;
  const list: AppointmentInit[] = [];
  for (let i = 0; i < count; i++) {
    const dayNumber = firstDay + Math.floor(next() * 7);
    const minute = 8 * 60 + Math.floor(next() * 24) * 30;
    const duration = [15, 30, 45, 60, 90, 120][Math.floor(next() * 6)] as number;
    const periods =
      next() < 0.2
        ? parseActivePeriods([
            { startOffset: 0, duration: 20 },
            { startOffset: 40, duration: Math.max(duration - 40, 10) },
          ])
        : null;
    list.push({
      id: i + 1,
      hairdresserId: 1 + Math.floor(next() * OPERATOR_COUNT),
      clientName: `Cliente ${i}`,
      dayNumber,
      startMinute: minute,
      durationMinutes: duration,
      status: next() < 0.5 ? 'BOOKED' : undefined,
      activePeriods: periods,
    });
  }
  return list;
}

export function normalisedWeek(): NormalisedAppointment[] {
  return weekInits().map(createAppointment);
}

export const SERVICES: Service[] = [
  { id: 1, name: 'Colore', durationMin: 60, priority: 1 },
  { id: 2, name: 'Shampoo', durationMin: 15, priority: 2 },
  { id: 3, name: 'Taglio donna', durationMin: 45, priority: 3 },
  { id: 4, name: 'Piega', durationMin: 30, priority: 4 },
  { id: 5, name: 'Trattamento cheratina', durationMin: 40, priority: 5 },
  { id: 6, name: 'Manicure', durationMin: 30 },
  { id: 7, name: 'Pedicure', durationMin: 40 },
  { id: 8, name: 'Massaggio cervicale', durationMin: 30 },
  { id: 9, name: 'Ceretta gambe', durationMin: 30 },
  { id: 10, name: 'Maschera ristrutturante', durationMin: 20 },
].map(normaliseService);

export const OPERATORS: Operator[] = [1, 2, 3, 4].map((id) => ({
  id,
  name: `Operatore ${id}`,
  services: SERVICES.map((s) => ({ id: s.id })),
}));

/** A 10-block visit with parallel blocks, gaps and repeated operators: every check has work to do. */
export const TEN_BLOCKS: ServiceBlock[] = SERVICES.map((s, i) => ({
  serviceId: s.id,
  operatorId: (i % 4) + 1,
  duration: 0,
  isCustomDuration: false,
  order: 10 - i,
  notes: '',
  requiredGapBefore: (i * 7) % 40,
  canRunInParallel: i % 3 === 2,
}));

export const VISIT_START = Temporal.PlainDateTime.from('2026-03-28T09:00');
