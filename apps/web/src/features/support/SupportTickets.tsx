import { useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { supportTicketsQueryOptions, type SupportTicket } from '@agendina/api';
import { formatDateIt } from '@agendina/scheduling';
import { Badge, Button, Spinner, Inline, pageFrame } from '@agendina/ui';
import { QueryBoundary, retryAlertSaying } from '../../lib/query-boundary.tsx';
import { useApi } from '../../lib/router-context.ts';
import { TicketDialog } from './TicketDialog.tsx';
import { categoryLabels, statusLabels, statusTones } from './ticket-form.ts';
import * as styles from './support.css.ts';

/**
 * "Le tue richieste": the salon's tickets, newest first, each with its status; open to read.
 * Loading and a failure (with 'Riprova') show in place: the form above keeps working.
 */
export function SupportTickets() {
  return (
    <QueryBoundary
      loading={<Spinner label="Caricamento delle richieste..." />}
      failure={retryAlertSaying('Impossibile caricare le tue richieste. Riprova più tardi.')}
    >
      <TicketList />
    </QueryBoundary>
  );
}

function TicketList() {
  const api = useApi();
  const tickets = useSuspenseQuery(supportTicketsQueryOptions(api));
  const [reading, setReading] = useState<SupportTicket | null>(null);

  if (tickets.data.length === 0)
    return (
      <p className={pageFrame.muted}>
        Non hai ancora inviato richieste: quando ne invii una la trovi qui, con il suo stato.
      </p>
    );
  return (
    <>
      <ul className={pageFrame.list} aria-label="Le tue richieste">
        {tickets.data.map((ticket) => (
          <li key={ticket.id} className={pageFrame.section}>
            <Inline space="sm" alignY="center">
              <h3 className={styles.ticketTitle}>{ticket.subject}</h3>
              <Badge tone={statusTones[ticket.status]}>{statusLabels[ticket.status]}</Badge>
            </Inline>
            <p className={pageFrame.muted}>
              {categoryLabels[ticket.category]} · Inviata il {formatDateIt(ticket.createdAt)}
            </p>
            <Inline space="sm" align="right">
              <Button
                variant="secondary"
                aria-label={`Leggi la richiesta «${ticket.subject}»`}
                onPress={() => setReading(ticket)}
              >
                Leggi
              </Button>
            </Inline>
          </li>
        ))}
      </ul>
      {reading ? (
        <TicketDialog ticket={reading} onOpenChange={(open) => !open && setReading(null)} />
      ) : null}
    </>
  );
}
