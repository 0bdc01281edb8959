import {
  isApiError,
  issueReceiptMutation,
  useIdempotentMutation,
  type IssueReceiptBody,
} from '@agendina/api';
import { useApi } from '../../../lib/router-context.ts';

/**
 * "Incassa" with one Idempotency-Key per sale: sent again on every retry (a lost answer, a
 * second click) so the server never issues twice, and renewed once a receipt is issued
 * (useIdempotentMutation). A press while one is on its way does nothing.
 */
export function useIssueSale(onIssued: (receiptId: number) => void) {
  const api = useApi();
  const issue = useIdempotentMutation((key) => issueReceiptMutation(api, key));

  const submit = (body: IssueReceiptBody) => {
    if (issue.isPending) return;
    issue.mutate(body, { onSuccess: (receipt) => onIssued(receipt.id) });
  };
  const fieldErrors = (): Readonly<Record<string, string>> => {
    const errors = isApiError(issue.error) ? issue.error.body?.errors : undefined;
    return errors && !Array.isArray(errors) ? (errors as Readonly<Record<string, string>>) : {};
  };

  return { submit, isPending: issue.isPending, error: issue.error, fieldErrors };
}
