/**
 * The waitlist's claim link of the contracts (issue #35): the provider signs with
 * PROVIDER_JWT_SECRET (shared/reminder-link.ts), so the token of offer 801 of salon 1 (its link
 * valid until 2100-01-01) is always the one below: HMAC-SHA256 over `801|1|4102444800` with the
 * key the server derives from the secret and the label `agendina:lista-attesa:v1`
 * (apps/server/src/services/waitlist/token.ts).
 */
export const WAITLIST_OFFER_ID = 801;
export const WAITLIST_OFFER_EXPIRES = '2100-01-01T00:00:00Z';
export const WAITLIST_CLAIM_TOKEN =
  'ODAxfDF8NDEwMjQ0NDgwMA.16jFD6ThzCn2rFQsnxJbMPlOXQ5DmlqbeASEb1T7vJE';

/** The test provider's checkout of the contracts' held visit (a deposit paid there). */
export const DEPOSIT_CHECKOUT = 'tcs_pactacconto0001';
