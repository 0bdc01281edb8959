// The deposit of a visit booked online (issue #35) in its detail: how much and when it was paid,
// what was given back, what the policy keeps after the cutoff or on a no-show, and «Rimborsa»
// while the server says something can still go back.
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { describeError, refundDepositMutation, type components } from '@agendina/api';
import { formatEuro } from '@agendina/scheduling';
import { Button, Inline, Stack } from '@agendina/ui';
import { useApi } from '../../lib/router-context.ts';
import { RefundDepositDialog } from './RefundDepositDialog.tsx';
import { depositPaidText, depositRefundText, refundableCents } from './deposit-text.ts';
import * as styles from './appointments.css.ts';

export function VisitDeposit({
  deposit,
  appointmentId,
}: {
  deposit: components['schemas']['Deposit'];
  appointmentId: number;
}) {
  const api = useApi();
  const refund = useMutation(refundDepositMutation(api));
  const [isAsking, setAsking] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const refunded = depositRefundText(deposit);
  const asked = refundableCents(deposit);
  return (
    <Stack space="sm">
      <span>{depositPaidText(deposit)}</span>
      {refunded ? <span>{refunded}</span> : null}
      {deposit.receiptId !== null ? (
        <span className={styles.muted}>Scalato dal totale alla cassa</span>
      ) : null}
      {deposit.policyKeepsCents > 0 ? (
        <span>{`Trattenuto secondo la politica: ${formatEuro(deposit.policyKeepsCents)}`}</span>
      ) : null}
      {done ? <span role="status">{done}</span> : null}
      {deposit.canRefund ? (
        <Inline space="sm">
          <Button
            variant="secondary"
            onPress={() => {
              refund.reset();
              setAsking(true);
            }}
          >
            Rimborsa
          </Button>
        </Inline>
      ) : null}
      {isAsking ? (
        <RefundDepositDialog
          isOpen
          onOpenChange={setAsking}
          amountCents={asked}
          policyKeepsCents={deposit.policyKeepsCents}
          isRefunding={refund.isPending}
          error={refund.isError ? describeError(refund.error).message : null}
          onRefund={(note, close) =>
            refund.mutate(
              { id: deposit.id, appointmentId, note },
              {
                onSuccess: () => {
                  setDone(`Acconto rimborsato: ${formatEuro(asked)} al cliente.`);
                  close();
                },
              },
            )
          }
        />
      ) : null}
    </Stack>
  );
}
