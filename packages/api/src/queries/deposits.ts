// Deposits paid online (issue #35, MODULES.md «Acconti»): the staff's «Rimborsa» on a visit and
// the client card's list. The deposit itself arrives on the visit (Appointment.deposit).
import { mutationOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client/create-api-client.ts';
import { dataOfCall } from '../client/data-of.ts';
import { appointmentKeys } from './appointments.ts';
import { endpointQuery } from './endpoint-query.ts';

export const depositKeys = {
  all: ['deposits'] as const,
  ofClient: (clientId: number) => ['deposits', 'client', clientId] as const,
};

/** GET /clients/{id}/deposits: what the client paid online, newest visit first. */
export const clientDepositsQueryOptions = (client: ApiClient, clientId: number) =>
  endpointQuery(depositKeys.ofClient(clientId), (signal) =>
    client.GET('/clients/{id}/deposits', { params: { path: { id: clientId } }, signal }),
  );

export interface RefundDepositVariables {
  /** The deposit. */
  id: number;
  /** The visit it belongs to: its detail is read again. */
  appointmentId: number;
  /** For the audit log (optional). */
  note?: string;
}

/**
 * POST /deposits/{id}/refund («Rimborsa»): everything paid and not refunded yet goes back through
 * the provider, once. Afterwards the visit (and its group) and every client's deposits are read
 * again: the server decides what the detail shows next (state, amount refunded, no more button).
 */
export const refundDepositMutation = (client: ApiClient) =>
  mutationOptions({
    mutationKey: ['deposits', 'refund'],
    mutationFn: ({ id, note }: RefundDepositVariables) => {
      const trimmed = note?.trim() ?? '';
      return dataOfCall(
        client.POST('/deposits/{id}/refund', {
          params: { path: { id } },
          body: trimmed === '' ? {} : { note: trimmed },
        }),
      );
    },
    onSuccess: (_deposit, { appointmentId }, _r, { client: queryClient }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: appointmentKeys.detail(appointmentId) }),
        queryClient.invalidateQueries({ queryKey: ['appointments', 'group'] }),
        queryClient.invalidateQueries({ queryKey: depositKeys.all }),
      ]),
  });
