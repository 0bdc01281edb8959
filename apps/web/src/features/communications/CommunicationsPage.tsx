import { useDeferredValue, useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { clientSearchDebounceMs, conversationsQueryOptions } from '@agendina/api';
import { Spinner, TextField, Inline, pageFrame, Page, PageTitle } from '@agendina/ui';
import { QueryBoundary, retryAlertSaying } from '../../lib/query-boundary.tsx';
import { useApi } from '../../lib/router-context.ts';
import { ConversationDialog } from '../callbacks/ConversationDialog.tsx';
import { ResolveRequest } from '../callbacks/ResolveRequest.tsx';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { ConversationList } from './ConversationList.tsx';

export interface CommunicationsPageProps {
  /** The open conversation (the page's search param), or none. */
  openId: number | null;
  onOpenChange: (conversationId: number | null) => void;
  /** The salon's clock (the router's), read at each render for '12 min fa'. */
  now: () => string;
}

type Resolving = { requestId: number; clientLabel: string };

/** /comunicazioni (MODULES.md): the WhatsApp inbox, newest conversation first. */
export function CommunicationsPage({ openId, onOpenChange, now }: CommunicationsPageProps) {
  const [term, setTerm] = useState('');
  const q = useDebouncedValue(term, clientSearchDebounceMs).trim();
  // While a new search loads, the previous rows stay (React's deferred value) instead of the
  // loading text: only the first load shows it.
  const shownQ = useDeferredValue(q);
  const [resolving, setResolving] = useState<Resolving | null>(null);

  return (
    <Page>
      <Inline space="md" align="spaceBetween" alignY="center">
        <PageTitle>Comunicazioni</PageTitle>
      </Inline>
      <p className={pageFrame.muted}>
        Le conversazioni WhatsApp del salone, dalla più recente. Apri una conversazione per leggerla
        e rispondere.
      </p>
      <TextField
        label="Cerca conversazione"
        type="search"
        description="Per nome del cliente o numero di telefono"
        value={term}
        onChange={setTerm}
      />
      <QueryBoundary
        loading={<Spinner label="Caricamento delle conversazioni..." />}
        failure={retryAlertSaying(
          'Impossibile caricare le conversazioni. Controlla la connessione e riprova.',
        )}
      >
        <Inbox
          q={shownQ}
          now={now}
          openId={openId}
          onOpenChange={onOpenChange}
          onResolve={(requestId, clientLabel) => {
            setResolving({ requestId, clientLabel });
            onOpenChange(null);
          }}
        />
      </QueryBoundary>
      {resolving ? (
        <ResolveRequest
          requestId={resolving.requestId}
          clientLabel={resolving.clientLabel}
          onClose={() => setResolving(null)}
        />
      ) : null}
    </Page>
  );
}

interface InboxProps extends Omit<CommunicationsPageProps, 'now'> {
  q: string;
  now: () => string;
  onResolve: (requestId: number, clientLabel: string) => void;
}

/** The conversations of a search, and the open one's dialog (named from its row). */
function Inbox({ q, now, openId, onOpenChange, onResolve }: InboxProps) {
  const inbox = useSuspenseQuery({
    ...conversationsQueryOptions(useApi(), { q }),
    // Every 60 s refresh re-renders, even with the same rows, so '12 min fa' moves on too.
    notifyOnChangeProps: 'all',
  });
  const opened = inbox.data.find((c) => c.id === openId);
  const count = inbox.data.length;
  return (
    <>
      <p className={pageFrame.muted} aria-live="polite">
        {count === 1 ? '1 conversazione' : `${count} conversazioni`}
      </p>
      <ConversationList
        conversations={inbox.data}
        now={now()}
        emptyText={
          q
            ? `Nessuna conversazione trovata per «${q}».`
            : 'Nessuna conversazione WhatsApp: quando un cliente scrive al salone, la conversazione compare qui.'
        }
        onOpen={onOpenChange}
      />
      {openId !== null ? (
        <ConversationDialog
          key={openId}
          conversationId={openId}
          clientName={opened?.clientName}
          phoneNumber={opened?.clientPhoneNumber}
          onOpenChange={(isOpen) => (isOpen ? undefined : onOpenChange(null))}
          onResolve={onResolve}
        />
      ) : null}
    </>
  );
}
