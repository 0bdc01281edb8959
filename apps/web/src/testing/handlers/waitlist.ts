import { http, type Schemas } from '../api-mocks.ts';

type Entry = Schemas['WaitlistEntry'];

/**
 * Nobody waiting: what /gestione-appuntamenti hears about the waitlist unless the story says
 * otherwise (.storybook/preview.tsx installs it under every story's own handlers).
 */
export const defaultWaitlistHandlers = [
  http.get('/waitlist', ({ response }) => response(200).json([])),
];

/** The waitlist on the mock server, and what the screen asked of it. */
export interface WaitlistDesk {
  entries: Entry[];
  offers: { id: number; date: string; time: string }[];
  removed: number[];
  /** The refusal of the next offer (422 time not free, 409 no longer waiting), then none. */
  refuseNextOffer: { status: 409 | 422; message: string; code: string } | null;
}

export const newWaitlistDesk = (entries: readonly Entry[]): WaitlistDesk => ({
  entries: [...entries],
  offers: [],
  removed: [],
  refuseNextOffer: null,
});

/** GET /waitlist, POST /waitlist/{id}/offer and DELETE /waitlist/{id} as the server answers them. */
export const waitlistHandlers = (desk: WaitlistDesk) => [
  http.get('/waitlist', ({ response }) => response(200).json(desk.entries)),
  http.post('/waitlist/{id}/offer', async ({ params, request, response }) => {
    const { date, time } = await request.json();
    const refusal = desk.refuseNextOffer;
    if (refusal) {
      desk.refuseNextOffer = null;
      return response(refusal.status).json({ message: refusal.message, code: refusal.code });
    }
    const id = Number(params.id);
    const entry = desk.entries.find((e) => e.id === id);
    if (!entry) return response(404).json({ message: 'Non trovato' });
    desk.offers.push({ id, date, time });
    const offered: Entry = {
      ...entry,
      state: 'OFFERED',
      // The link lasts the salon's 30 minutes from the story's clock (10:30 in Rome).
      offer: {
        dateTime: `${date}T${time}:00`,
        expiresAt: '2026-11-19T10:00:00.000Z',
        channel: 'WHATSAPP',
      },
    };
    desk.entries = desk.entries.map((e) => (e.id === id ? offered : e));
    return response(200).json(offered);
  }),
  http.delete('/waitlist/{id}', ({ params, response }) => {
    const id = Number(params.id);
    const entry = desk.entries.find((e) => e.id === id);
    if (!entry) return response(404).json({ message: 'Non trovato' });
    desk.removed.push(id);
    const removed: Entry = { ...entry, state: 'REMOVED' };
    // The line first: a client taken off goes after those still in it.
    desk.entries = [...desk.entries.filter((e) => e.id !== id), removed];
    return response(200).json(removed);
  }),
];
