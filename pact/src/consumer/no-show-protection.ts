// The matchers of issue #35's staff calls: a deposit and a waitlist entry, only the fields the
// screens read (the visit's deposit block, the client card, «Lista d'attesa»).
import { MatchersV3 } from '@pact-foundation/pact';
import { boolean, day, eachLike, instant, integer, oneOf, phone, string } from './fixtures.ts';

/** A day of the booking page's horizon, given by the provider state (`day`). */
export const EXAMPLE_DAY = '2030-03-07';
export const stateDay = () => MatchersV3.fromProviderState('${day}', EXAMPLE_DAY);

export const deposit = (overrides: Record<string, unknown> = {}) => ({
  id: integer(12),
  amountCents: integer(1000),
  state: oneOf(['PENDING', 'PAID', 'DECLINED', 'EXPIRED', 'REFUNDED'], 'PAID'),
  paidAt: instant(),
  refundedCents: integer(0),
  refundedAt: null,
  policyKeepsCents: integer(0),
  canRefund: boolean(true),
  receiptId: null,
  ...overrides,
});

export const refundedDeposit = () =>
  deposit({
    state: oneOf(['REFUNDED'], 'REFUNDED'),
    refundedCents: integer(1000),
    refundedAt: instant(),
    canRefund: false,
  });

export const waitlistEntry = (overrides: Record<string, unknown> = {}) => ({
  id: integer(3),
  clientName: string('Giulia Rossi'),
  phone: phone(),
  services: eachLike(string('Taglio donna')),
  operatorName: string('Sara Conti'),
  fromDate: day(EXAMPLE_DAY),
  toDate: day(EXAMPLE_DAY),
  band: oneOf(['ANY', 'MORNING', 'AFTERNOON', 'EVENING'], 'MORNING'),
  state: oneOf(['WAITING', 'OFFERED', 'BOOKED', 'EXPIRED', 'REMOVED'], 'WAITING'),
  offer: null,
  ...overrides,
});
