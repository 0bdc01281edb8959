// Story and benchmark data: a plausible salon week, built with @agendina/scheduling's readers so
// the stories get exactly what the app passes (normalised appointments, resolved hours).
import type { Temporal } from 'temporal-polyfill';
import {
  appointmentAt,
  resolveOperatorHours,
  toPlainDate,
  toPlainDateTime,
  weeklyHoursOrNull,
  type DisplayStatus,
  type NormalisedAppointment,
} from '@agendina/scheduling';
import { operatorColors } from '../../theme/tokens.ts';
import type { CalendarOperator } from './types.ts';

const pairs = (...ranges: [string, string][]) => ranges;
const weekdaysHours = {
  monday: [] as [string, string][],
  tuesday: pairs(['09:00', '13:00'], ['14:00', '19:00']),
  wednesday: pairs(['09:00', '19:00']),
  thursday: pairs(['09:00', '19:00']),
  friday: pairs(['09:00', '20:00']),
  saturday: pairs(['08:30', '18:00']),
  sunday: [],
};

/** Opening hours of the demo salon: Monday afternoon to Saturday, Sunday closed. */
export const salonHoursJson = JSON.stringify({
  ...weekdaysHours,
  monday: pairs(['14:00', '19:00']),
});
export const salonHours = weeklyHoursOrNull(salonHoursJson);

/** The Monday of the demo week and a "now" on its Wednesday. */
export const demoMonday = toPlainDate('2026-03-09') as Temporal.PlainDate;
export const demoNow = toPlainDateTime('2026-03-11T10:40') as Temporal.PlainDateTime;

const names = [
  'Giulia',
  'Marco',
  'Sara',
  'Luca',
  'Elena',
  'Paolo',
  'Chiara',
  'Davide',
  'Francesca',
  'Andrea',
];
const clients = [
  'Maria Rossi',
  'Anna Verdi',
  'Laura Bianchi',
  'Sofia Russo',
  'Giorgia Romano',
  'Martina Colombo',
  '',
  'Alessia Ricci',
];
const services = [
  'Taglio donna',
  'Colore',
  'Piega',
  'Shampoo',
  'Meches',
  'Trattamento ristrutturante',
  'Taglio uomo',
  'Balayage',
];

export function demoOperators(count: number): CalendarOperator[] {
  return Array.from({ length: count }, (_, i) => {
    const own =
      i % 3 === 1
        ? JSON.stringify({ ...weekdaysHours, tuesday: pairs(['13:00', '19:00']), saturday: [] })
        : null;
    return {
      id: i + 1,
      name:
        count > names.length
          ? `${names[i % names.length]} ${Math.floor(i / names.length) + 1}`
          : (names[i] as string),
      colorCode: operatorColors[i % operatorColors.length] as string,
      hours: resolveOperatorHours(own, salonHours),
    };
  });
}

/** `perDay` appointments per operator per day, from `days` days starting on `first`, packed from 9:00. */
export function demoAppointments(
  operators: readonly CalendarOperator[],
  first: Temporal.PlainDate,
  days: number,
  perDay: number,
) {
  const list: NormalisedAppointment[] = [];
  let id = 1;
  for (let d = 0; d < days; d++) {
    const date = first.add({ days: d }).toString();
    operators.forEach((op, o) => {
      let minute = 9 * 60 + ((o * 15) % 60);
      for (let k = 0; k < perDay; k++) {
        const duration = perDay > 8 ? 30 : ([30, 60, 90, 45][(k + o) % 4] as number);
        const hh = String(Math.floor(minute / 60)).padStart(2, '0');
        const mm = String(minute % 60).padStart(2, '0');
        list.push(
          appointmentAt(`${date}T${hh}:${mm}`, {
            id: id++,
            clientName: clients[(k + o + d) % clients.length] as string,
            hairdresserId: op.id,
            hairdresserName: op.name,
            service: services[(k * 3 + o) % services.length] as string,
            durationMinutes: duration,
            notes: k % 3 === 0 ? 'Preferisce acqua tiepida' : '',
            status: (['BOOKED', 'IN_PROGRESS', 'COMPLETED', 'BOOKED', 'CANCELLED'] as const)[
              (k + d) % 5
            ] as DisplayStatus,
            colorCode: op.colorCode,
            activePeriods:
              k % 5 === 1 && duration >= 60
                ? [
                    { startOffset: 0, duration: 30 },
                    { startOffset: duration - 15, duration: 15 },
                  ]
                : null,
          }),
        );
        minute += duration + (perDay > 8 ? 0 : 15);
      }
    });
  }
  return list;
}
