import { useId, type ReactNode } from 'react';
import { formatDateTimeIt } from '@agendina/scheduling';
import { t } from '../../intl/it-IT.ts';
import { Button } from '../Button/Button.tsx';
import { PhoneLinks } from '../PhoneLinks/PhoneLinks.tsx';
import * as styles from './Conversation.css.ts';

export interface ConversationInfo {
  clientName: string;
  /** The client's number: a tel: and a WhatsApp link (issue #19). */
  phoneNumber?: string | null;
  services: readonly string[];
  hairdresserName?: string | null;
  preferredDateTime?: string | null;
}

export interface AssistanceRequestInfo {
  /** The reason's Italian label (the app maps the API's reason codes). */
  reasonLabel: string;
  createdAt: string;
  notificationSentAt?: string | null;
}

export interface ConversationSidePanelProps {
  conversation: ConversationInfo;
  request: AssistanceRequestInfo | null;
  onResolve: () => void;
  isResolving?: boolean;
}

function Row({ term, value }: { term: string; value: ReactNode }) {
  return (
    <>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.definition}>{value}</dd>
    </>
  );
}

/** The conversation dialog's side panel: conversation info, assistance request info, resolve action. */
export function ConversationSidePanel({
  conversation,
  request,
  onResolve,
  isResolving = false,
}: ConversationSidePanelProps) {
  const infoId = useId();
  const requestId = useId();
  return (
    <aside className={styles.panel} aria-label="Dettagli conversazione">
      <section className={styles.section} aria-labelledby={infoId}>
        <h3 id={infoId} className={styles.sectionTitle}>
          Informazioni conversazione
        </h3>
        <dl className={styles.list}>
          <Row term="Cliente" value={conversation.clientName} />
          {conversation.phoneNumber ? (
            <Row
              term="Telefono"
              value={<PhoneLinks phone={conversation.phoneNumber} name={conversation.clientName} />}
            />
          ) : null}
          <Row
            term="Servizi"
            value={conversation.services.length > 0 ? conversation.services.join(', ') : '—'}
          />
          <Row term="Operatore" value={conversation.hairdresserName || '—'} />
          <Row
            term="Data preferita"
            value={
              conversation.preferredDateTime
                ? formatDateTimeIt(conversation.preferredDateTime)
                : '—'
            }
          />
        </dl>
      </section>
      {request ? (
        <section className={styles.section} aria-labelledby={requestId}>
          <h3 id={requestId} className={styles.sectionTitle}>
            Richiesta di assistenza
          </h3>
          <dl className={styles.list}>
            <Row term="Motivo" value={request.reasonLabel} />
            <Row term="Creata il" value={formatDateTimeIt(request.createdAt)} />
            <Row
              term="Notifica inviata"
              value={
                request.notificationSentAt ? formatDateTimeIt(request.notificationSentAt) : 'No'
              }
            />
          </dl>
          <Button onPress={onResolve} isDisabled={isResolving}>
            {t('resolve')}
          </Button>
        </section>
      ) : null}
    </aside>
  );
}
