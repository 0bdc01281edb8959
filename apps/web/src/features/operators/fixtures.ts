import type { Schemas } from '../../testing/api-mocks.ts';

const hours =
  '{"monday":[],"tuesday":[["09:00","13:00"],["14:00","19:00"]],"wednesday":[["09:00","19:00"]],"thursday":[["09:00","19:00"]],"friday":[["09:00","19:00"]],"saturday":[["08:30","18:00"]],"sunday":[]}';

/** Operators as GET /hairdressers answers them, for stories. */
export const storyOperators: Schemas['Hairdresser'][] = [
  {
    id: 1,
    name: 'Giulia',
    role: 'HAIRDRESSER',
    colorCode: '#E91E63',
    active: true,
    services: [
      { id: 2, name: 'Colore', price: 4500, duration: 60, isActive: true },
      { id: 3, name: 'Taglio donna', price: 3500, duration: 45, isActive: true },
    ],
    timeOff: [{ id: 1, startDate: '2026-12-24', endDate: '2026-12-31', reason: 'Ferie' }],
    workingHours: hours,
  },
  {
    id: 2,
    name: 'Paolo',
    role: 'ASSISTANT',
    colorCode: '#2196F3',
    active: true,
    services: [{ id: 1, name: 'Shampoo', price: 800, duration: 15, isActive: true }],
    timeOff: [],
    workingHours: null,
  },
];

export const storyOpeningHours = hours;
