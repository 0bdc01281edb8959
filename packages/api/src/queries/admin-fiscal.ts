import { mutationOptions } from '@tanstack/react-query';
import type { components } from '@agendina/contract';
import type { ApiClient } from '../client/create-api-client.ts';
import { dataOfCall } from '../client/data-of.ts';

// The fiscal adapter's test calls of /admin/fiskaly-testing (ADMIN only). They answer 200 with
// ok false when the fiscal service failed: the page shows the message and the raw exchange.

/** "Prova connessione": is the configured fiscal service (simulator or fiskaly) reachable. */
export const testFiscalConnectionMutation = (client: ApiClient) =>
  mutationOptions({
    mutationKey: ['admin', 'fiscal', 'connection-test'],
    mutationFn: () => dataOfCall(client.POST('/admin/fiscal/connection-test')),
  });

/** "Scontrino di prova": a sale of 1,00 € at 22%, paid by card, on the fiscal service. */
export const issueFiscalTestReceiptMutation = (client: ApiClient) =>
  mutationOptions({
    mutationKey: ['admin', 'fiscal', 'test-receipt'],
    mutationFn: () => dataOfCall(client.POST('/admin/fiscal/test-receipt')),
  });

/** "Annulla scontrino di prova": voids the test document the test receipt returned. */
export const voidFiscalTestReceiptMutation = (client: ApiClient) =>
  mutationOptions({
    mutationKey: ['admin', 'fiscal', 'test-void'],
    mutationFn: (body: components['schemas']['FiscalTestVoidRequest']) =>
      dataOfCall(client.POST('/admin/fiscal/test-void', { body })),
  });
