import { describe, expect, it } from 'vitest';
import type { OnlineBookingNewsItem } from '@agendina/api';
import { newsToasts } from './news-toasts.ts';

const anna: OnlineBookingNewsItem = {
  id: 1204,
  clientName: 'Anna Verdi',
  services: ['Taglio donna', 'Piega'],
  dateTime: '2026-12-03T10:00:00',
  status: 'BOOKED',
  createdAt: '2026-11-19T09:41:27.000Z',
};
const luca: OnlineBookingNewsItem = {
  id: 1207,
  clientName: 'Luca Bianchi',
  services: ['Colore'],
  dateTime: '2026-12-04T15:30:00',
  status: 'REQUESTED',
  createdAt: '2026-11-19T10:02:11.482Z',
};
describe('the toasts of new online bookings', () => {
  it('tell each booking with its day and time, and lead to it', () => {
    expect(newsToasts([anna])).toEqual([
      {
        title: 'Nuova prenotazione online: Anna Verdi, giovedì 3 dicembre alle 10:00',
        description: 'Taglio donna, Piega',
        action: {
          label: 'Apri l’appuntamento',
          target: { to: '/appuntamento/$id', params: { id: '1204' } },
        },
      },
    ]);
  });

  it('tell a request as one to confirm, leading to the requests; the newest comes last', () => {
    expect(newsToasts([luca, anna]).map((t) => [t.title, t.action])).toEqual([
      ['Nuova prenotazione online: Anna Verdi, giovedì 3 dicembre alle 10:00', expect.anything()],
      [
        'Nuova richiesta da confermare: Luca Bianchi, venerdì 4 dicembre alle 15:30',
        { label: 'Vedi le richieste', target: { to: '/gestione-appuntamenti' } },
      ],
    ]);
  });

  it('tell many at once in one toast', () => {
    const many = [1, 2, 3, 4].map((n) => ({
      ...anna,
      id: n,
      createdAt: `2026-11-19T10:0${n}:00.000Z`,
    }));
    expect(newsToasts(many)).toEqual([
      {
        title: '4 nuove prenotazioni online',
        description: 'Le trovi in Gestione appuntamenti.',
        action: { label: 'Vedi gli appuntamenti', target: { to: '/gestione-appuntamenti' } },
      },
    ]);
    expect(newsToasts(many.slice(0, 3))).toHaveLength(3);
  });
});
