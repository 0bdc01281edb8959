import { useQuery } from '@tanstack/react-query';
import { supportTicketQueryOptions, type SupportTicket } from '@agendina/api';
import { formatDateTimeIt } from '@agendina/scheduling';
import { Badge, CloseActions, Modal, Stack, pageFrame } from '@agendina/ui';
import { useApi } from '../../lib/router-context.ts';
import { categoryLabels, statusLabels, statusTones } from './ticket-form.ts';
import * as styles from './support.css.ts';

/** One ticket to read: the list's copy at once, then the server's (its status may have moved). */
export function TicketDialog({
  ticket: listed,
  onOpenChange,
}: {
  ticket: SupportTicket;
  onOpenChange: (open: boolean) => void;
}) {
  const api = useApi();
  const { data } = useQuery({
    ...supportTicketQueryOptions(api, listed.id),
    placeholderData: listed,
  });
  const ticket = data ?? listed;
  return (
    <Modal isOpen onOpenChange={onOpenChange} title={ticket.subject} size="md">
      {(close) => (
        <Stack space="md">
          <dl className={pageFrame.facts}>
            <dt className={pageFrame.term}>Stato</dt>
            <dd className={pageFrame.value}>
              <Badge tone={statusTones[ticket.status]}>{statusLabels[ticket.status]}</Badge>
            </dd>
            <dt className={pageFrame.term}>Categoria</dt>
            <dd className={pageFrame.value}>{categoryLabels[ticket.category]}</dd>
            <dt className={pageFrame.term}>Inviata il</dt>
            <dd className={pageFrame.value}>{formatDateTimeIt(ticket.createdAt)}</dd>
            <dt className={pageFrame.term}>Ultimo aggiornamento</dt>
            <dd className={pageFrame.value}>{formatDateTimeIt(ticket.updatedAt)}</dd>
          </dl>
          <p className={styles.ticketMessage}>{ticket.message}</p>
          <CloseActions onClose={close} />
        </Stack>
      )}
    </Modal>
  );
}
