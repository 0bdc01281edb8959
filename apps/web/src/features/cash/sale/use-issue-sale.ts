import { useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { isApiError, issueReceiptMutation, type IssueReceiptVariables } from '@agendina/api';
import { useApi } from '../../../lib/router-context.ts';

/**
 * "Incassa" with one Idempotency-Key per sale: made on the first press, sent again on every
 * retry (a lost answer, a second click) so the server never issues twice, and dropped once a
 * receipt is issued. A press while one is on its way does nothing.
 */
export function useIssueSale(onIssued: (receiptId: number) => void) {
  const api = useApi();
  const issue = useMutation(issueReceiptMutation(api));
  const key = useRef<string | null>(null);

  const submit = (body: IssueReceiptVariables['body']) => {
    if (issue.isPending) return;
    key.current ??= crypto.randomUUID();
    issue.mutate(
      { idempotencyKey: key.current, body },
      {
        onSuccess: (receipt) => {
          key.current = null;
          onIssued(receipt.id);
        },
      },
    );
  };

  const fieldErrors = (): Readonly<Record<string, string>> => {
    const errors = isApiError(issue.error) ? issue.error.body?.errors : undefined;
    return errors && !Array.isArray(errors) ? (errors as Readonly<Record<string, string>>) : {};
  };

  return { submit, isPending: issue.isPending, error: issue.error, fieldErrors };
}
