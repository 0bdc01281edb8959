import { describe, expect, it } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import { conversationBooking } from './request-prefill.ts';

const services = [
  { id: 5, name: 'Colore' },
  { id: 12, name: 'Taglio donna' },
];
const operators = [
  { id: 1, name: 'Giulia' },
  { id: 2, name: 'Marco' },
];

describe('conversationBooking', () => {
  it('books what the chat asked: services, operator, time and the linked client', () => {
    const request = conversationBooking(
      {
        clientId: 7,
        clientName: 'Anna Verdi',
        services: ['taglio DONNA', 'Colore'],
        hairdresserName: 'marco',
        preferredDateTime: '2026-03-12T10:30:00',
      },
      services,
      operators,
    );
    expect(request).toEqual({
      client: { id: 7, name: 'Anna Verdi' },
      serviceIds: [12, 5],
      operatorId: 2,
      start: Temporal.PlainDateTime.from('2026-03-12T10:30:00'),
    });
  });

  it('leaves out what the salon does not have and a client it does not know', () => {
    const request = conversationBooking(
      {
        clientId: null,
        clientName: 'Sconosciuta',
        services: ['Extension'],
        hairdresserName: 'Paola',
        preferredDateTime: null,
      },
      services,
      operators,
    );
    expect(request).toEqual({ client: null, serviceIds: [], operatorId: null });
  });
});
