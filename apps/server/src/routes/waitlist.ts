// The waitlist (issue #35): the staff's line (GET /waitlist, DELETE /waitlist/{id}, POST
// /waitlist/{id}/offer), joining it from the booking page and the claim link's calls (public,
// no account, rate-limited per address as the booking page's).
import { limitPerAddress } from '../auth/rate-limit.ts';
import type { Handlers } from './context.ts';
import { limitedRead } from './context.ts';
import { claimWaitlistOffer, readWaitlistOffer } from '../services/waitlist/claim.ts';
import { waitlistDeps } from '../services/waitlist/deps.ts';
import { joinWaitlist } from '../services/waitlist/join.ts';
import { listWaitlist, removeWaitlistEntry } from '../services/waitlist/line.ts';
import { offerWaitlistTime } from '../services/waitlist/staff-offer.ts';

export const waitlistHandlers = {
  async listWaitlist(ctx) {
    return ctx.ok(await listWaitlist(ctx.db, ctx.salonId));
  },

  async removeWaitlistEntry(ctx) {
    return ctx.ok(await removeWaitlistEntry(ctx.db, ctx.salonId, ctx.params.id));
  },

  async offerWaitlistTime(ctx) {
    return ctx.ok(await offerWaitlistTime(waitlistDeps(ctx), ctx.salonId, ctx.params.id, ctx.body));
  },

  async joinWaitlist(ctx) {
    return ctx.created(
      await joinWaitlist({ db: ctx.db, config: ctx.config, ip: ctx.ip }, ctx.params.slug, ctx.body),
    );
  },

  getWaitlistOffer: limitedRead((ctx) => readWaitlistOffer(waitlistDeps(ctx), ctx.params.token)),

  async claimWaitlistOffer(ctx) {
    await limitPerAddress(ctx, 'bookingsPerAddress', 'Troppe prenotazioni da questo indirizzo.');
    // A claim that asks a deposit goes to the provider's page, which sends the browser back.
    const apiOrigin = ctx.config.publicApiUrl ?? new URL(ctx.request.url).origin;
    const deps = {
      ...waitlistDeps(ctx),
      payments: ctx.adapters.payments,
      allowedOrigins: ctx.allowedOrigins,
      apiOrigin,
    };
    return claimWaitlistOffer(deps, ctx.params.token, ctx.body ?? {});
  },
} satisfies Partial<Handlers>;
