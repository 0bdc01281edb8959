// The client is back from the deposit's payment page (issue #35): POST
// /public/booking/{slug}/payments/verify asks the provider (never the address), settles the
// deposit once (settle.ts) and tells the client what became of it, with the booked visit's
// confirmation and manage link when paid, again the same on a second call.
import { and, eq } from 'drizzle-orm';
import type { TokenKeys } from '../../auth/tokens.ts';
import { deposits } from '../../db/schema/index.ts';
import { salonFilter } from '../../db/tenant.ts';
import { notFound } from '../../domain/errors.ts';
import type { Schemas } from '../../domain/contract-types.ts';
import { loadSalon } from '../catalog-data.ts';
import type { SalonRow } from '../catalog-data.ts';
import { pageSettings } from '../online-booking/page.ts';
import { linkExpiry, signReminderToken } from '../reminders/token.ts';
import { instantOf } from '../reminders/visit.ts';
import { atProvider } from './provider.ts';
import { visitKeyOf } from './release.ts';
import { summaryOf } from './row.ts';
import type { DepositRow } from './row.ts';
import { CHECKOUT_NOT_FOUND, settleDeposit } from './settle.ts';
import type { DepositDeps, Settled } from './settle.ts';

export const PAYMENT_MESSAGES = {
  booked: 'Acconto pagato: la prenotazione è confermata.',
  requested:
    'Acconto pagato: la richiesta è stata inviata al salone, che ti confermerà l’appuntamento.',
  declined:
    'Nessuna prenotazione è stata fatta: puoi riprovare con un’altra carta o scegliere un altro orario.',
  canceled:
    'Pagamento annullato: nessun addebito e nessuna prenotazione. L’orario è di nuovo libero.',
  expired:
    'Il tempo per pagare l’acconto (10 minuti) è scaduto: l’orario non è più riservato e nessuna prenotazione è stata fatta.',
  late: 'Il pagamento è arrivato dopo i 10 minuti in cui l’orario era riservato: nessuna prenotazione è stata fatta e l’acconto ti viene rimborsato per intero.',
  pending: 'Il pagamento è in attesa di conferma: controlla di nuovo tra qualche istante.',
} as const;

export interface VerifyDeps extends DepositDeps {
  keys: TokenKeys;
}

/** The booked visit as the page's confirmation shows it, with its manage link's token. */
export async function depositConfirmation(
  keys: TokenKeys,
  salon: SalonRow,
  row: DepositRow,
): Promise<Schemas['PublicBookingConfirmation'] | null> {
  const visit = visitKeyOf(row);
  if (visit === null) return null;
  const summary = summaryOf(row);
  const manageToken = await signReminderToken(keys, {
    visit,
    salonId: salon.id,
    expiresAt: linkExpiry(instantOf(summary.dateTime, salon.timeZone)),
  });
  return {
    status: row.bookAs === 'REQUESTED' ? 'REQUESTED' : 'BOOKED',
    dateTime: summary.dateTime,
    endTime: summary.endTime,
    services: summary.services.slice(0, 5),
    operatorName: summary.operatorName,
    salonName: salon.name,
    salonPhone: salon.phoneNumber,
    manageToken,
  };
}

/** What the client hears of a settled deposit. */
export async function paymentResult(
  deps: VerifyDeps,
  settled: Settled,
): Promise<Schemas['PublicPaymentResult']> {
  const row = settled.deposit;
  const date = summaryOf(row).dateTime.slice(0, 10);
  const day = /^\d{4}-\d{2}-\d{2}$/.test(date) ? { date } : {};
  switch (settled.outcome) {
    case 'PAID': {
      const salon = await loadSalon(deps.db, row.salonId);
      return {
        outcome: 'PAID',
        message: row.bookAs === 'REQUESTED' ? PAYMENT_MESSAGES.requested : PAYMENT_MESSAGES.booked,
        confirmation: await depositConfirmation(deps.keys, salon, row),
        ...day,
      };
    }
    case 'DECLINED':
      return {
        outcome: 'DECLINED',
        message: `${settled.declineMessage ?? 'Pagamento rifiutato.'} ${PAYMENT_MESSAGES.declined}`,
        confirmation: null,
        ...day,
      };
    case 'CANCELED':
      return {
        outcome: 'CANCELED',
        message: PAYMENT_MESSAGES.canceled,
        confirmation: null,
        ...day,
      };
    case 'EXPIRED':
      return {
        outcome: 'EXPIRED',
        message: settled.lateRefund ? PAYMENT_MESSAGES.late : PAYMENT_MESSAGES.expired,
        confirmation: null,
        ...day,
      };
    default:
      return { outcome: 'PENDING', message: PAYMENT_MESSAGES.pending, confirmation: null, ...day };
  }
}

/**
 * verifyBookingPayment: the deposit of this page with this checkout (404 CHECKOUT_NOT_FOUND),
 * its payment as the provider tells it, settled once. `cancelled`: the client pressed «Annulla»
 * there, so the checkout is closed first (a payment made meanwhile stays paid).
 */
export async function verifyBookingPayment(
  deps: VerifyDeps,
  slug: string,
  body: Schemas['PublicPaymentVerifyRequest'],
): Promise<Schemas['PublicPaymentResult']> {
  const settings = await pageSettings(deps.db, slug);
  const { payments } = deps;
  const [row] = await deps.db
    .select({ id: deposits.id })
    .from(deposits)
    .where(
      salonFilter(
        deposits,
        settings.salonId,
        and(eq(deposits.provider, payments.provider), eq(deposits.checkoutId, body.checkoutId)),
      ),
    );
  if (!row) throw notFound(...CHECKOUT_NOT_FOUND);
  const ask = () => atProvider(() => payments.retrievePayment(body.checkoutId));
  let state = await ask();
  if (body.cancelled === true && state.outcome === 'PENDING') {
    await atProvider(() => payments.expireCheckout(body.checkoutId));
    state = await ask();
  }
  return paymentResult(deps, await settleDeposit(deps, settings.salonId, row.id, state));
}
