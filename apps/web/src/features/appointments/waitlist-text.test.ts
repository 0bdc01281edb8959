import { describe, expect, it } from 'vitest';
import { offeredEntry as offered, waitingEntry as entry } from '../../testing/fixtures/waitlist.ts';
import {
  canOffer,
  canRemove,
  waitlistDaysText,
  waitlistOfferText,
  waitlistWishText,
} from './waitlist-text.ts';

describe('the waitlist in words (issue #35)', () => {
  it('says the days, the band and the operator the client asked', () => {
    expect(waitlistWishText(entry)).toBe(
      'dal 23/11/2026 al 28/11/2026 · Mattina (prima delle 13) · Nessuna preferenza',
    );
    expect(waitlistWishText(offered)).toBe(
      'dal 23/11/2026 al 28/11/2026 · Sera (dalle 18) · Luca Ferrari',
    );
    expect(waitlistDaysText({ fromDate: '2026-12-05', toDate: '2026-12-05' })).toBe(
      'il 05/12/2026',
    );
  });

  it('says the time offered and until when its link books it, in the salon’s time', () => {
    expect(waitlistOfferText(entry)).toBeNull();
    expect(waitlistOfferText(offered)).toBe(
      'Proposto 20/11/2026 18:30 su WhatsApp, link valido fino al 19/11/2026 11:00',
    );
    expect(waitlistOfferText({ ...offered, state: 'WAITING' })).toBe(
      'Ultimo orario proposto 20/11/2026 18:30 su WhatsApp',
    );
  });

  it('offers a time only to a client waiting, and takes off anyone still in line', () => {
    expect([canOffer(entry), canRemove(entry)]).toEqual([true, true]);
    expect([canOffer(offered), canRemove(offered)]).toEqual([false, true]);
    expect([
      canOffer({ ...entry, state: 'BOOKED' }),
      canRemove({ ...entry, state: 'BOOKED' }),
    ]).toEqual([false, false]);
  });
});
