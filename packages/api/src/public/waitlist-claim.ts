// The waitlist's claim link /lista-attesa/{token} (issue #35), called by the web server that
// renders it: the time offered, and the claim (booked, or held while a deposit is paid).
import type { components } from '@agendina/contract';
import { createApiClient } from '../client/create-api-client.ts';
import { settle, visitorHeaders, type PublicCallOptions } from './public-call.ts';

type Schemas = components['schemas'];

export type WaitlistOffer = Schemas['WaitlistOffer'];

/** The claim link's calls, bound to one API address and one visitor. */
export function waitlistClaimCalls(options: PublicCallOptions) {
  const headers = visitorHeaders(options);
  const client = createApiClient(options);
  const path = (token: string) => ({ path: { token } });
  return {
    offer: (token: string) =>
      settle(() => client.GET('/public/waitlist/{token}', { params: path(token), headers })),
    /** 201 the visit, 202 the deposit to pay first (isPaymentRequired), 409 the time has gone. */
    claim: (token: string, body: Schemas['WaitlistClaimRequest']) =>
      settle(() => client.POST('/public/waitlist/{token}', { params: path(token), body, headers })),
  };
}

export type WaitlistClaimCalls = ReturnType<typeof waitlistClaimCalls>;
