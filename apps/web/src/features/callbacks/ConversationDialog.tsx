import { useMutation, useQuery } from '@tanstack/react-query';
import {
  assistanceReasonLabel,
  conversationPollMs,
  conversationQueryOptions,
  describeWhatsAppSendError,
  sendWhatsAppMessageMutation,
  whatsAppMessages,
  type components,
} from '@agendina/api';
import {
  CloseActions,
  Composer,
  ConversationSidePanel,
  Inline,
  MessageThread,
  Modal,
  Spinner,
  pageFrame,
} from '@agendina/ui';
import { BookRequestButton } from '../booking/BookRequestButton.tsx';
import { useApi } from '../../lib/router-context.ts';
import { useSuccessMessage } from '../../lib/use-success-message.ts';
import { useConversationPolling } from './conversation-polling.ts';
import * as styles from './callbacks.css.ts';

type Schemas = components['schemas'];

/** An assistance request as the opener knows it (a callback's id, reason and time). */
export type KnownRequest = Pick<Schemas['Callback'], 'id' | 'reason' | 'createdAt'>;

export interface ConversationDialogProps {
  conversationId: number;
  /** What the opener already knows, shown until the conversation loads (a link knows nothing). */
  clientName?: string | null;
  phoneNumber?: string | null;
  /** The open request the opener knows of (the callback pressed), shown until the load. */
  knownRequest?: KnownRequest | null;
  onOpenChange: (open: boolean) => void;
  /**
   * The side panel's resolve action, with the open request's id and whom it is for: the caller
   * asks for notes and closes this dialog. Offered only while the conversation has an open request.
   */
  onResolve: (requestId: number, clientLabel: string) => void;
}

/** The WhatsApp conversation dialog of SPEC.md §2: thread, composer and side panel. */
export function ConversationDialog({
  conversationId,
  clientName: knownName = null,
  phoneNumber = null,
  knownRequest = null,
  onOpenChange,
  onResolve,
}: ConversationDialogProps) {
  const api = useApi();
  const isPolling = useConversationPolling(true);
  const detail = useQuery({
    ...conversationQueryOptions(api, conversationId),
    refetchInterval: isPolling ? conversationPollMs : false,
  });
  const send = useMutation(sendWhatsAppMessageMutation(api));
  const [notice, setNotice] = useSuccessMessage();

  const to = detail.data?.conversation.clientPhoneNumber ?? phoneNumber;
  const clientName = detail.data?.conversation.clientName ?? knownName ?? to;
  // Once loaded, the conversation says whether a request is open; a null one offers no resolve.
  const request = detail.data ? detail.data.fallbackRequest : knownRequest;
  return (
    <Modal
      isOpen
      onOpenChange={onOpenChange}
      title={clientName ? `Conversazione con ${clientName}` : 'Conversazione WhatsApp'}
      size="lg"
    >
      {(close) => (
        <>
          <div className={styles.conversation}>
            <div className={styles.thread}>
              {detail.isPending ? <Spinner label="Caricamento della conversazione..." /> : null}
              {detail.isError ? (
                <p role="alert" className={pageFrame.failure}>
                  Impossibile caricare la conversazione. Riprova più tardi.
                </p>
              ) : null}
              {detail.data ? (
                <MessageThread
                  clientName={clientName ?? 'Cliente'}
                  messages={detail.data.messages.map((m) => ({
                    id: m.id,
                    content: m.content,
                    direction: m.direction,
                    createdAt: m.createdAt,
                  }))}
                />
              ) : null}
              <Composer
                // Without the client's number (a link, before the load) there is nowhere to send.
                isSending={send.isPending || to === null}
                onSend={(message) =>
                  to === null
                    ? undefined
                    : send
                        .mutateAsync({ to, message, conversationId })
                        .then(() => setNotice(whatsAppMessages.sent))
                }
              />
              {send.isError ? (
                <p role="alert" className={pageFrame.failure}>
                  {describeWhatsAppSendError(send.error)}
                </p>
              ) : null}
              {notice ? (
                <p role="status" className={styles.success}>
                  {notice}
                </p>
              ) : null}
            </div>
            <ConversationSidePanel
              conversation={{
                clientName: clientName ?? '—',
                phoneNumber: to,
                services: detail.data?.conversation.services ?? [],
                hairdresserName: detail.data?.conversation.hairdresserName ?? null,
                preferredDateTime: detail.data?.conversation.preferredDateTime ?? null,
              }}
              request={
                request
                  ? {
                      reasonLabel: assistanceReasonLabel(request.reason),
                      createdAt: request.createdAt,
                      notificationSentAt: detail.data?.fallbackRequest?.notificationSentAt ?? null,
                    }
                  : null
              }
              onResolve={() =>
                request ? onResolve(request.id, clientName ?? 'Cliente') : undefined
              }
            />
          </div>
          {detail.data ? (
            <Inline space="sm" align="right">
              {/* What the client asked for, into the wizard (this dialog closes first). */}
              <BookRequestButton
                conversation={detail.data.conversation}
                client={null}
                onOpen={close}
              />
            </Inline>
          ) : null}
          <CloseActions onClose={close} />
        </>
      )}
    </Modal>
  );
}
