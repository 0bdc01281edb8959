import { eq } from 'drizzle-orm';
import type { Temporal } from 'temporal-polyfill';
import { isoAt, mondayOf } from '@agendina/scheduling';
import type { ServicePhase } from '@agendina/scheduling';
import type { Database } from '../db/database.ts';
import { appointments } from '../db/schema/index.ts';
import { book } from '../services/booking.ts';
import { salonNow, today } from '../services/time.ts';

/** A small deterministic generator, so every start seeds the same week. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

/** What seedSalon made, as the week and the conversations need it. */
export interface SeededSalon {
  salonId: number;
  operatorIds: number[];
  services: { id: number; category: string; durationMinutes: number }[];
  clientIds: number[];
  operatorCategories: string[][];
}

/**
 * Processing time of the demo catalog: the colour applies, waits and rinses, so its bookings
 * carry activePeriods (copied from the phases by book()) and the calendar draws the wait.
 */
export const DEMO_PHASES: Readonly<Record<string, ServicePhase[]>> = {
  Colore: [
    { kind: 'ACTIVE', durationMinutes: 20, label: 'Applicazione' },
    { kind: 'WAIT', durationMinutes: 25, label: 'Posa' },
    { kind: 'ACTIVE', durationMinutes: 15, label: 'Risciacquo' },
  ],
};

/** This week's and next week's bookings (Europe/Rome): single services, multi-operator groups, colours with a wait. */
export async function seedWeek(
  db: Database,
  s: SeededSalon,
  seed: number,
  cash: boolean,
): Promise<void> {
  const rnd = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;
  const monday: Temporal.PlainDate = mondayOf(today());
  const sources = ['MANUAL', 'MANUAL', 'WHATSAPP_AI', 'VOICE_AI'] as const;
  const colour = s.services.find((x) => x.category === 'COLORE');
  const styling = s.services.find((x) => x.category === 'PIEGA');
  for (let d = 0; d < 14; d++) {
    const date = monday.add({ days: d });
    for (const [i, operatorId] of s.operatorIds.entries()) {
      const offered = s.services.filter((x) => s.operatorCategories[i]?.includes(x.category));
      let minute = 9 * 60 + Math.floor(rnd() * 4) * 15;
      while (minute < 18 * 60 && offered.length > 0) {
        const service = pick(offered);
        const useGroup =
          colour &&
          styling &&
          i === 0 &&
          s.operatorIds.length > 2 &&
          rnd() < 0.35 &&
          service.category !== 'PIEGA';
        const blocks = useGroup
          ? [
              { serviceId: colour.id, operatorId, executionOrder: 1 },
              { serviceId: styling.id, operatorId: s.operatorIds[2] as number, executionOrder: 2 },
            ]
          : [{ serviceId: service.id, operatorId, executionOrder: 1 }];
        try {
          await book(db, s.salonId, {
            clientId: pick(s.clientIds),
            start: date.toPlainDateTime({ hour: Math.floor(minute / 60), minute: minute % 60 }),
            blocks,
            source: pick(sources),
            notes:
              rnd() < 0.2
                ? pick([
                    'Prima volta in salone',
                    'Allergica all’ammoniaca',
                    'Preferisce Sara',
                    'Porta la foto del taglio',
                  ])
                : undefined,
          });
        } catch {
          // A slot the rules refuse (hours, lunch break, taken) is simply skipped.
        }
        minute +=
          (useGroup ? (colour?.durationMinutes ?? 60) : service.durationMinutes) +
          pick([0, 0, 15, 30, 45]);
      }
    }
  }
  const now = salonNow();
  const nowIso = isoAt(now.toPlainDate(), now.hour * 60 + now.minute).replace('T', ' ');
  const rows = await db
    .select({ id: appointments.id, endAt: appointments.endAt, startAt: appointments.startAt })
    .from(appointments)
    .where(eq(appointments.salonId, s.salonId));
  for (const row of rows) {
    if (row.endAt <= nowIso)
      await db
        .update(appointments)
        .set({ status: rnd() < 0.1 ? 'CANCELLED' : 'COMPLETED' })
        .where(eq(appointments.id, row.id));
    else if (cash && row.startAt <= nowIso)
      await db
        .update(appointments)
        .set({ status: 'IN_PROGRESS' })
        .where(eq(appointments.id, row.id));
  }
}
