import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { conversationsQueryOptions } from '@agendina/api';
import { QueryBoundary } from '../../lib/query-boundary.tsx';
import { useApi } from '../../lib/router-context.ts';
import { pageFrame } from '@agendina/ui';

/**
 * The client card's way to the client's WhatsApp chat: a link that opens the newest
 * conversation in /comunicazioni, or a sentence saying there is none yet (never a dead link).
 */
export function ClientConversationLink({ clientId }: { clientId: number }) {
  return (
    <QueryBoundary
      loading={<p className={pageFrame.muted}>Ricerca della conversazione WhatsApp...</p>}
      failure={() => (
        <p className={pageFrame.muted}>
          Non è stato possibile verificare se esiste una conversazione WhatsApp con questo cliente.
        </p>
      )}
    >
      <NewestConversation clientId={clientId} />
    </QueryBoundary>
  );
}

function NewestConversation({ clientId }: { clientId: number }) {
  const api = useApi();
  const { data } = useSuspenseQuery({
    ...conversationsQueryOptions(api, { clientId, size: 1 }),
    // The card is not an inbox: one look when it opens is enough.
    refetchInterval: false,
  });
  const [conversation] = data;
  if (!conversation)
    return (
      <p className={pageFrame.muted}>
        Nessuna conversazione WhatsApp con questo cliente: comparirà in Comunicazioni quando il
        cliente scriverà al salone.
      </p>
    );
  return (
    <p className={pageFrame.value}>
      <Link to="/comunicazioni" search={{ conversazione: conversation.id }}>
        Apri la conversazione WhatsApp
      </Link>
    </p>
  );
}
