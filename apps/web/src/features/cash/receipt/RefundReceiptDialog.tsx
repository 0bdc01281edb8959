import { useState } from 'react';
import { refundReceiptMutation, useIdempotentMutation } from '@agendina/api';
import { formatEuro, pluralIt } from '@agendina/scheduling';
import { DialogActions, FailureMessage, Modal, NumberField, Select, Stack } from '@agendina/ui';
import { useApi } from '../../../lib/router-context.ts';
import {
  defaultRefundMethod,
  refundPlanOf,
  refundRequestsOf,
  wholeSelection,
} from './refund-form.ts';
import { paymentMethodLabels, type PaymentMethod, type Receipt } from './receipt-labels.ts';
import * as styles from './receipt.css.ts';

export interface RefundReceiptDialogProps {
  receipt: Receipt;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  onRefunded: (receipt: Receipt) => void;
}

const methods: PaymentMethod[] = ['CONTANTI', 'CARTA', 'ALTRO'];

/**
 * "Reso": which pieces of which lines go back (all that is left to begin with) and how the money
 * goes back, with what it means fiscally before confirming.
 */
export function RefundReceiptDialog({ isOpen, onOpenChange, ...props }: RefundReceiptDialogProps) {
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      role="alertdialog"
      size="md"
      title={`Reso dello scontrino ${props.receipt.number}`}
    >
      {(close) => <RefundForm {...props} close={close} />}
    </Modal>
  );
}

function RefundForm({
  receipt,
  onRefunded,
  close,
}: Omit<RefundReceiptDialogProps, 'isOpen' | 'onOpenChange'> & { close: () => void }) {
  const api = useApi();
  // One key per opening of the dialog, kept across retries: a retry never refunds twice.
  const refund = useIdempotentMutation((key) => refundReceiptMutation(api, key));
  const [selection, setSelection] = useState(() => wholeSelection(receipt));
  const [method, setMethod] = useState<PaymentMethod>(() => defaultRefundMethod(receipt));
  const plan = refundPlanOf(receipt, selection);
  const pieces = refundRequestsOf(selection).reduce((sum, r) => sum + r.quantity, 0);

  return (
    <Stack space="md">
      <Stack space="sm" role="group" aria-label="Cosa rendere">
        {receipt.lines.map((line) => {
          const left = line.quantity - line.refundedQuantity;
          if (left === 0) return null;
          return (
            <NumberField
              key={line.line}
              label={`${line.description}: pezzi da rendere`}
              description={`Al massimo ${left} (pagato ${formatEuro(line.totalCents)})`}
              minValue={0}
              maxValue={left}
              step={1}
              value={selection[line.line] ?? 0}
              onChange={(value) =>
                setSelection({ ...selection, [line.line]: Number.isNaN(value) ? 0 : value })
              }
            />
          );
        })}
      </Stack>
      <Select
        label="Restituisci in"
        options={methods.map((m) => ({ id: m, name: paymentMethodLabels[m] }))}
        selectedKey={method}
        onSelectionChange={(key) => key && setMethod(key)}
      />
      {plan.ok ? (
        <p className={styles.totalTerm}>
          Verrà emesso un documento di reso per{' '}
          {pluralIt(pieces, { one: '# pezzo', other: '# pezzi' })}, trasmesso all’Agenzia delle
          Entrate tramite il servizio fiscale, e restituirai{' '}
          <strong>{formatEuro(plan.totalCents)}</strong> in{' '}
          {paymentMethodLabels[method].toLowerCase()}.
        </p>
      ) : (
        <p className={styles.warning}>{plan.problems[0]?.message}</p>
      )}
      <FailureMessage error={refund.error} />
      <DialogActions
        onBack={close}
        label="Conferma reso"
        isPending={refund.isPending}
        isDisabled={!plan.ok}
        variant="danger"
        onPress={() =>
          refund.mutate(
            { id: receipt.id, body: { method, lines: refundRequestsOf(selection) } },
            {
              onSuccess: (refunded) => {
                onRefunded(refunded);
                close();
              },
            },
          )
        }
      />
    </Stack>
  );
}
