import { useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { assistanceReasonLabel, callbacksQueryOptions, type components } from '@agendina/api';
import { formatDateTimeIt } from '@agendina/scheduling';
import { Button, SourceBadge, Inline, PhoneLinks, pageFrame } from '@agendina/ui';
import { useApi } from '../../lib/router-context.ts';
import { ConversationDialog } from './ConversationDialog.tsx';
import { ResolveRequest } from './ResolveRequest.tsx';
import { BookRequestButton } from '../booking/BookRequestButton.tsx';
import * as styles from './callbacks.css.ts';

type Callback = components['schemas']['Callback'];
type Open =
  | { kind: 'none' }
  | { kind: 'conversation'; callback: Callback & { conversationId: number } }
  | { kind: 'resolve'; callback: Callback };

const clientLabelOf = (callback: Callback) =>
  callback.clientName ?? `Cliente ${callback.phoneNumber}`;

/**
 * /da-richiamare: the assistance requests from the WhatsApp and voice assistants (MODULES.md).
 * The route's loader has them (or an empty list when they failed); polled every 60 s.
 */
export function CallbacksPage() {
  const api = useApi();
  const callbacks = useSuspenseQuery(callbacksQueryOptions(api));
  const [open, setOpen] = useState<Open>({ kind: 'none' });
  const close = () => setOpen({ kind: 'none' });

  return (
    <main className={styles.page}>
      <h1>Clienti da richiamare</h1>
      {callbacks.data.length === 0 ? (
        <p className={pageFrame.muted}>Nessun cliente da richiamare: ottimo lavoro!</p>
      ) : null}
      <ul className={styles.list} aria-label="Richieste di assistenza">
        {callbacks.data.map((callback) => (
          <li key={callback.id} className={styles.item}>
            <Inline space="sm" align="spaceBetween" alignY="center">
              <h2>{clientLabelOf(callback)}</h2>
              <SourceBadge source={callback.source} />
            </Inline>
            <p className={pageFrame.muted}>
              {assistanceReasonLabel(callback.reason)} ·{' '}
              <PhoneLinks phone={callback.phoneNumber} name={callback.clientName} /> ·{' '}
              {formatDateTimeIt(callback.createdAt)}
            </p>
            <Inline space="sm" align="right">
              <BookRequestButton
                conversation={null}
                client={
                  callback.clientId === null || callback.clientId === undefined
                    ? null
                    : { id: callback.clientId, name: clientLabelOf(callback) }
                }
                aria-label={`Prenota per ${clientLabelOf(callback)}`}
              />
              {callback.conversationId !== null ? (
                <Button
                  variant="secondary"
                  onPress={() =>
                    setOpen({
                      kind: 'conversation',
                      callback: { ...callback, conversationId: callback.conversationId as number },
                    })
                  }
                >
                  Apri conversazione
                </Button>
              ) : null}
              <Button onPress={() => setOpen({ kind: 'resolve', callback })}>
                Segna come risolta
              </Button>
            </Inline>
          </li>
        ))}
      </ul>
      {open.kind === 'conversation' ? (
        <ConversationDialog
          conversationId={open.callback.conversationId}
          clientName={open.callback.clientName}
          phoneNumber={open.callback.phoneNumber}
          knownRequest={open.callback}
          onOpenChange={(isOpen) => (isOpen ? undefined : close())}
          onResolve={() => setOpen({ kind: 'resolve', callback: open.callback })}
        />
      ) : null}
      {open.kind === 'resolve' ? (
        <ResolveRequest
          requestId={open.callback.id}
          clientLabel={clientLabelOf(open.callback)}
          onClose={close}
        />
      ) : null}
    </main>
  );
}
