import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { components } from '@agendina/contract';
import { recording } from '../testing/recording-client.ts';
import {
  emailReceiptMutation,
  listReceiptsQueryOptions,
  receiptKeys,
  refundReceiptMutation,
  voidReceiptMutation,
} from './receipts.ts';

type Receipt = components['schemas']['Receipt'];

const receipt = { id: 42, number: '2026-000042', status: 'EMESSO' } as Receipt;

describe('receipts queries', () => {
  it('list the receipts with the filters as query parameters', async () => {
    const { client, requests } = recording(() => ({
      body: { content: [], page: 0, size: 20, totalElements: 0, totalPages: 0 },
    }));
    const queryClient = new QueryClient();
    await queryClient.fetchQuery(
      listReceiptsQueryOptions(client, { from: '2026-03-01', method: 'MISTO', page: 1 }),
    );
    expect(requests[0]?.url.pathname).toBe('/cash/receipts');
    expect(Object.fromEntries(requests[0]?.url.searchParams ?? [])).toEqual({
      from: '2026-03-01',
      method: 'MISTO',
      page: '1',
    });
  });

  it('send one Idempotency-Key with every try of the same refund', async () => {
    let tries = 0;
    const { client, requests } = recording(() =>
      ++tries === 1
        ? { status: 503, body: { message: 'Servizio non disponibile' } }
        : { status: 201, body: { ...receipt, status: 'RESO_PARZIALE' } },
    );
    const queryClient = new QueryClient();
    const refund = new MutationObserver(queryClient, refundReceiptMutation(client, 'chiave-1'));
    const variables = {
      id: 42,
      body: { method: 'CONTANTI' as const, lines: [{ line: 1, quantity: 1 }] },
    };
    await expect(refund.mutate(variables)).rejects.toBeDefined();
    const refunded = await refund.mutate(variables);
    expect(requests.map((r) => r.headers.get('Idempotency-Key'))).toEqual(['chiave-1', 'chiave-1']);
    expect(JSON.parse(requests[1]?.body ?? '')).toEqual(variables.body);
    // The page shows the refunded receipt at once.
    expect(queryClient.getQueryData(receiptKeys.detail(42))).toEqual(refunded);
  });

  it('void a receipt and refresh every list page', async () => {
    const { client, requests } = recording(() => ({ body: { ...receipt, status: 'ANNULLATO' } }));
    const queryClient = new QueryClient();
    queryClient.setQueryData(receiptKeys.list({ page: 0 }), { content: [] });
    await new MutationObserver(queryClient, voidReceiptMutation(client)).mutate(42);
    expect(requests[0]?.url.pathname).toBe('/cash/receipts/42/void');
    expect(queryClient.getQueryState(receiptKeys.list({ page: 0 }))?.isInvalidated).toBe(true);
  });

  it('send the e-mail copy to the address without outer spaces', async () => {
    const { client, requests } = recording(() => ({
      status: 202,
      body: { email: 'giulia@esempio.it', queuedAt: '2026-03-14T10:42:00+01:00' },
    }));
    await new MutationObserver(new QueryClient(), emailReceiptMutation(client)).mutate({
      id: 42,
      email: ' giulia@esempio.it ',
    });
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({ email: 'giulia@esempio.it' });
  });
});
