import type { Schemas } from '../../testing/api-mocks.ts';

/** Clients as GET /clients answers them, for stories. */
export const storyClients: Schemas['Client'][] = [
  {
    id: 1,
    name: 'Anna Bianchi',
    phoneNumber: '+393471234567',
    email: 'anna.bianchi@example.it',
    notes: 'Preferisce il colore senza ammoniaca',
    createdAt: '2026-01-10T09:00:00Z',
  },
  {
    id: 2,
    name: 'Marco Verdi',
    phoneNumber: '+393339876543',
    email: null,
    notes: null,
    createdAt: '2026-02-11T09:00:00Z',
  },
  {
    id: 3,
    name: 'Sofia Russo',
    phoneNumber: null,
    email: 'sofia.russo@example.it',
    notes: null,
    createdAt: '2026-03-12T09:00:00Z',
  },
];

export const clientPage = (content: Schemas['Client'][]): Schemas['ClientPage'] => ({
  content,
  page: 0,
  size: 1000,
  totalElements: content.length,
  totalPages: 1,
});
