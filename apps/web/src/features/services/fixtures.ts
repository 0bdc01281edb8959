import type { Schemas } from '../../testing/api-mocks.ts';

const service = (
  id: number,
  name: string,
  category: Schemas['ServiceCategory'],
  price: number,
  minutes: number,
  priority: number,
  active = true,
): Schemas['Service'] => ({
  id,
  name,
  category,
  price,
  durationMin: minutes,
  durationMinutes: minutes,
  priority,
  active,
  description: null,
});

/** Services as GET /services answers them, for stories (prices in cents). */
export const storyServices: Schemas['Service'][] = [
  service(1, 'Shampoo', 'SHAMPOO', 800, 15, 1),
  service(2, 'Colore', 'COLORE', 4500, 60, 2),
  service(3, 'Taglio donna', 'TAGLIO', 3500, 45, 3),
  service(4, 'Piega', 'PIEGA', 2000, 30, 4, false),
];
