import { useSuspenseQuery } from '@tanstack/react-query';
import { cashQueueQueryOptions } from '@agendina/api';
import { formatEuro, formatDateIt, formatTimeIt } from '@agendina/scheduling';
import { Button, Inline, Stack, pageFrame } from '@agendina/ui';
import { useApi } from '../../../lib/router-context.ts';
import type { CashQueueVisit } from './cash-queue.ts';
import { operatorsOf } from './cash-queue.ts';

/**
 * "In attesa di pagamento": one row per visit in progress (a group is one row with all its
 * services), oldest first, each opening its sale.
 */
export function CashQueueList({
  selectedAppointmentId,
  onOpen,
}: {
  selectedAppointmentId: number | undefined;
  onOpen: (visit: CashQueueVisit) => void;
}) {
  const api = useApi();
  const { data } = useSuspenseQuery(cashQueueQueryOptions(api));
  if (data.visits.length === 0)
    return (
      <p className={pageFrame.muted}>
        Nessun cliente in attesa di pagamento. Quando premi «Manda in Pagamento» su un appuntamento
        in lavorazione, lo trovi qui.
      </p>
    );
  return (
    <ul className={pageFrame.list} aria-label="Clienti in attesa di pagamento">
      {data.visits.map((visit) => {
        const selected =
          selectedAppointmentId !== undefined &&
          visit.appointmentIds.includes(selectedAppointmentId);
        return (
          <li
            key={visit.appointmentIds[0]}
            className={pageFrame.listItem}
            aria-current={selected ? 'true' : undefined}
          >
            <Stack space="xs" className={pageFrame.grow}>
              <strong>{visit.clientName}</strong>
              <span className={pageFrame.muted}>
                {formatDateIt(visit.startTime)} alle {formatTimeIt(visit.startTime)} ·{' '}
                {operatorsOf(visit)}
              </span>
              <span>{visit.services.map((s) => s.serviceName).join(', ')}</span>
            </Stack>
            <Inline space="sm" alignY="center">
              <strong>{formatEuro(visit.totalCents)}</strong>
              <Button
                variant={selected ? 'primary' : 'secondary'}
                aria-label={`Apri la vendita di ${visit.clientName}`}
                onPress={() => onOpen(visit)}
              >
                Apri
              </Button>
            </Inline>
          </li>
        );
      })}
    </ul>
  );
}
