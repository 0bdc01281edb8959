import { useEffect, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  assistanceReasonLabel,
  conversationPollMs,
  conversationQueryOptions,
  describeWhatsAppSendError,
  sendWhatsAppMessageMutation,
  successMessageMs,
  whatsAppMessages,
  type components,
} from '@agendina/api';
import { Composer, ConversationSidePanel, MessageThread, Modal, Spinner } from '@agendina/ui';
import { api } from '../../lib/api.ts';
import { useConversationPolling } from './conversation-polling.ts';
import * as styles from './callbacks.css.ts';

type Callback = components['schemas']['Callback'];

export interface ConversationDialogProps {
  callback: Callback & { conversationId: number };
  onOpenChange: (open: boolean) => void;
  /** The side panel's resolve action: the caller asks for notes and closes this dialog. */
  onResolve: () => void;
}

/** The WhatsApp conversation dialog of SPEC.md §2: thread, composer and side panel. */
export function ConversationDialog({ callback, onOpenChange, onResolve }: ConversationDialogProps) {
  const isPolling = useConversationPolling(true);
  const detail = useQuery({
    ...conversationQueryOptions(api, callback.conversationId),
    refetchInterval: isPolling ? conversationPollMs : false,
  });
  const send = useMutation(sendWhatsAppMessageMutation(api));
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => setNotice(null), successMessageMs);
    return () => window.clearTimeout(timer);
  }, [notice]);

  const clientName =
    detail.data?.conversation.clientName ?? callback.clientName ?? callback.phoneNumber;
  return (
    <Modal isOpen onOpenChange={onOpenChange} title={`Conversazione con ${clientName}`} size="lg">
      <div className={styles.conversation}>
        <div className={styles.thread}>
          {detail.isPending ? <Spinner label="Caricamento della conversazione..." /> : null}
          {detail.isError ? (
            <p role="alert" className={styles.failure}>
              Impossibile caricare la conversazione. Riprova più tardi.
            </p>
          ) : null}
          {detail.data ? (
            <MessageThread
              clientName={clientName}
              messages={detail.data.messages.map((m) => ({
                id: m.id,
                content: m.content,
                direction: m.direction,
                createdAt: m.createdAt,
              }))}
            />
          ) : null}
          <Composer
            isSending={send.isPending}
            onSend={(message) =>
              send
                .mutateAsync({
                  to: detail.data?.conversation.clientPhoneNumber ?? callback.phoneNumber,
                  message,
                  conversationId: callback.conversationId,
                })
                .then(() => setNotice(whatsAppMessages.sent))
            }
          />
          {send.isError ? (
            <p role="alert" className={styles.failure}>
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
            clientName,
            services: detail.data?.conversation.services ?? [],
            hairdresserName: detail.data?.conversation.hairdresserName ?? null,
            preferredDateTime: detail.data?.conversation.preferredDateTime ?? null,
          }}
          request={{
            reasonLabel: assistanceReasonLabel(
              detail.data?.fallbackRequest?.reason ?? callback.reason,
            ),
            createdAt: detail.data?.fallbackRequest?.createdAt ?? callback.createdAt,
            notificationSentAt: detail.data?.fallbackRequest?.notificationSentAt ?? null,
          }}
          onResolve={onResolve}
        />
      </div>
    </Modal>
  );
}
