import { formatTimeIt } from '@agendina/scheduling';
import type { Id, MessageDirection } from '@agendina/contract';
import * as styles from './Conversation.css.ts';

export type { MessageDirection };

export interface ThreadMessage {
  id: Id;
  content: string;
  direction: MessageDirection;
  /** As the API sends it (local ISO); shown as HH:mm. */
  createdAt: string;
}

export interface MessageThreadProps {
  messages: readonly ThreadMessage[];
  clientName: string;
}

/** The WhatsApp thread: the client's messages on the left, the salon's on the right, each with its time. */
export function MessageThread({ messages, clientName }: MessageThreadProps) {
  return (
    // A log region: new messages are announced politely; focusable so keyboard users can scroll it.
    <div
      className={styles.thread}
      role="log"
      aria-label={`Conversazione con ${clientName}`}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be keyboard-reachable (WCAG 2.1.1)
      tabIndex={0}
    >
      <ol className={styles.messages}>
        {messages.length === 0 ? <li className={styles.empty}>Nessun messaggio</li> : null}
        {messages.map((m) => {
          const who = m.direction === 'INBOUND' ? clientName : 'Salone';
          const time = formatTimeIt(m.createdAt);
          return (
            <li
              key={m.id}
              className={styles.message}
              data-direction={m.direction}
              aria-label={`${who}, ${time}: ${m.content}`}
            >
              <span>{m.content}</span>
              <time className={styles.meta} dateTime={m.createdAt}>
                {time}
              </time>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
