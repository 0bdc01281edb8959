import type { ServicePhase } from '@agendina/scheduling';

/** What seedSalon made, as the history, the warehouse and the conversations need it. */
export interface SeededSalon {
  salonId: number;
  ownerId: number;
  operatorIds: number[];
  operatorCategories: string[][];
  services: { id: number; category: string; durationMinutes: number }[];
  clientIds: number[];
  clients: { id: number; name: string; phoneNumber: string }[];
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
