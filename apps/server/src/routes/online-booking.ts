// Online booking (issue #34): the salon's settings (GET/PUT /salon/online-booking), the staff's
// news of what clients booked (GET /appointments/online/news) and the booking page's calls
// (/public/booking/{slug}/…, no account), each rate-limited per address.
import { limitBookingReads } from '../auth/rate-limit.ts';
import type { Handlers } from './context.ts';
import { limitedRead, ofSalon, saving } from './context.ts';
import { freeDays, freeTimes, publicPage, whyNot } from '../services/online-booking/page.ts';
import {
  readOnlineBookingSettings,
  updateOnlineBookingSettings,
} from '../services/online-booking/settings.ts';
import { createPublicBooking } from '../services/online-booking/book.ts';
import { onlineNews } from '../services/online-booking/news.ts';
import { sendBookingCode } from '../services/online-booking/verification.ts';
import { pageSettings } from '../services/online-booking/page.ts';
import { loadSalon } from '../services/catalog-data.ts';
import { EMAIL_JOB } from '../services/jobs/email.ts';
import { verifyBookingPayment } from '../services/deposits/verify.ts';
import { depositDeps } from '../services/deposits/deps.ts';

export const onlineBookingHandlers = {
  getOnlineBookingSettings: ofSalon(readOnlineBookingSettings),
  updateOnlineBookingSettings: saving(updateOnlineBookingSettings),

  async listOnlineBookingNews(ctx) {
    return ctx.ok(await onlineNews(ctx.db, ctx.salonId, ctx.query.since));
  },

  getPublicBookingPage: limitedRead((ctx) => publicPage(ctx.db, ctx.params.slug)),
  getPublicBookingDays: limitedRead((ctx) => freeDays(ctx.db, ctx.params.slug, ctx.query)),
  getPublicBookingTimes: limitedRead((ctx) => freeTimes(ctx.db, ctx.params.slug, ctx.query)),
  getPublicBookingWhy: limitedRead((ctx) => whyNot(ctx.db, ctx.params.slug, ctx.query)),

  async createBookingVerification(ctx) {
    const settings = await pageSettings(ctx.db, ctx.params.slug);
    const salon = await loadSalon(ctx.db, settings.salonId);
    const sent = await sendBookingCode(
      { db: ctx.db, config: ctx.config, whatsapp: ctx.adapters.whatsapp, ip: ctx.ip },
      { id: salon.id, name: salon.name },
      ctx.body,
    );
    if (sent.channel === 'EMAIL') ctx.jobs.nudge(EMAIL_JOB);
    return ctx.created(sent);
  },

  async createPublicBooking(ctx) {
    const booked = await createPublicBooking(
      {
        db: ctx.db,
        config: ctx.config,
        keys: ctx.keys,
        whatsapp: ctx.adapters.whatsapp,
        ip: ctx.ip,
        payments: ctx.adapters.payments,
        allowedOrigins: ctx.allowedOrigins,
        apiOrigin: ctx.config.publicApiUrl ?? new URL(ctx.request.url).origin,
      },
      ctx.params.slug,
      ctx.body,
    );
    // A visit that asks a deposit is held while the client pays: 202 with the payment page.
    if (booked.status === 'PAYMENT_REQUIRED') return { status: 202, body: booked };
    return ctx.created(booked);
  },

  async verifyBookingPayment(ctx) {
    await limitBookingReads(ctx);
    const deps = { ...depositDeps(ctx), keys: ctx.keys };
    return ctx.ok(await verifyBookingPayment(deps, ctx.params.slug, ctx.body));
  },
} satisfies Partial<Handlers>;
