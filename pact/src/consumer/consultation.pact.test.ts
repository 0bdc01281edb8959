// The public site's /consulenza form (issue #20): the island calls sendConsultationRequest with
// no account, so these interactions carry no bearer.
import { describe, expect, it } from 'vitest';
import { sendConsultationRequest } from '@agendina/api';
import { states } from '../shared/provider-states.ts';
import { errorBody, instant, integer, like, string } from './fixtures.ts';
import { createPact } from './pact-setup.ts';

const request = {
  name: 'Giulia Rossi',
  businessName: 'Salone Giulia',
  businessType: 'PARRUCCHIERE',
  phone: '+393471234567',
  email: 'giulia.rossi@example.it',
  message: 'Abbiamo 4 postazioni e vorremmo lasciare l’agenda di carta.',
  consent: true,
  website: '',
} as const;

describe('POST /public/consultation-requests', () => {
  it('stores a consultation request', async () => {
    await createPact()
      .addInteraction()
      .given(states.apiRunning)
      .uponReceiving('a consultation request from the public site')
      .withRequest('POST', '/public/consultation-requests', (builder) => {
        builder.jsonBody(request);
      })
      .willRespondWith(201, (builder) => {
        builder.jsonBody({ id: integer(41), receivedAt: instant() });
      })
      .executeTest(async (mockServer) => {
        const result = await sendConsultationRequest(request, { baseUrl: mockServer.url });
        expect(result.ok).toBe(true);
      });
  });

  it('refuses a request without a name, with the field’s Italian message', async () => {
    const unnamed = { ...request, name: ' ' };
    await createPact()
      .addInteraction()
      .given(states.apiRunning)
      .uponReceiving('a consultation request without a name')
      .withRequest('POST', '/public/consultation-requests', (builder) => {
        builder.jsonBody(unnamed);
      })
      .willRespondWith(400, (builder) => {
        builder.jsonBody({
          ...errorBody('Dati non validi', 'VALIDATION_FAILED'),
          errors: like({ name: string('Inserisci il tuo nome') }),
        });
      })
      .executeTest(async (mockServer) => {
        const result = await sendConsultationRequest(unnamed, { baseUrl: mockServer.url });
        expect(result).toMatchObject({
          ok: false,
          fieldErrors: { name: 'Inserisci il tuo nome' },
        });
      });
  });
});
