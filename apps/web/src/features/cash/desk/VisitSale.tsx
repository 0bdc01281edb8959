import { useSuspenseQuery } from '@tanstack/react-query';
import { cashDraftQueryOptions, cashQueueQueryOptions } from '@agendina/api';
import { SaleEditor } from '../sale/SaleEditor.tsx';
import { saleFromDraft } from '../sale/sale-model.ts';
import { useApi } from '../../../lib/router-context.ts';
import { draftSubjectFor } from './cash-queue.ts';

/** The sale of the visit `appointmentId` belongs to, loaded from its draft. */
export function VisitSale({
  appointmentId,
  onIssued,
}: {
  appointmentId: number;
  onIssued: (receiptId: number) => void;
}) {
  const api = useApi();
  const queue = useSuspenseQuery(cashQueueQueryOptions(api));
  const subject = draftSubjectFor(queue.data.visits, appointmentId);
  const { data: draft } = useSuspenseQuery(cashDraftQueryOptions(api, subject));
  return (
    <SaleEditor
      key={JSON.stringify(subject)}
      initial={saleFromDraft(draft)}
      title={`Vendita · ${draft.clientName}`}
      onIssued={onIssued}
    />
  );
}
