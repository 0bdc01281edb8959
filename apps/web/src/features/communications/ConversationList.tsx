import type { ConversationListItem } from '@agendina/api';
import { formatDateTimeIt } from '@agendina/scheduling';
import { Badge, GridList, GridListItem } from '@agendina/ui';
import { conversationTitle, lastMessagePreview, lastMessageTime } from './last-message.ts';
import * as styles from './communications.css.ts';

export interface ConversationListProps {
  conversations: readonly ConversationListItem[];
  /** The salon's local time, for 'oggi alle 09:40' and '12 min fa'. */
  now: string;
  /** Shown instead of the rows when there are none. */
  emptyText: string;
  onOpen: (conversationId: number) => void;
}

const openRequestLabel = 'Richiesta di assistenza aperta';

/**
 * The inbox rows, newest first. A grid list: one Tab stop, arrows move between conversations,
 * Enter or a press opens one. Each row reads as one sentence to a screen reader.
 */
export function ConversationList({ conversations, now, emptyText, onOpen }: ConversationListProps) {
  return (
    <GridList
      aria-label="Conversazioni"
      items={conversations}
      dependencies={[now]}
      onAction={(key) => onOpen(Number(key))}
      renderEmptyState={() => <p className={styles.empty}>{emptyText}</p>}
    >
      {(c) => {
        const title = conversationTitle(c);
        const preview = lastMessagePreview(c.lastMessage);
        // Required by ConversationListItem; the generated type keeps the summary's optional one.
        const at = c.lastMessageAt ?? c.lastMessage?.createdAt ?? '';
        const when = lastMessageTime(at, now);
        const summary = [title, c.clientPhoneNumber, preview, when];
        if (c.hasOpenRequest) summary.push(openRequestLabel);
        return (
          <GridListItem id={c.id} textValue={summary.join(', ')}>
            <div className={styles.content}>
              <span className={styles.name}>
                {title}
                <span className={styles.phone}>{c.clientPhoneNumber}</span>
                {c.hasOpenRequest ? <Badge tone="warning">{openRequestLabel}</Badge> : null}
              </span>
              <time dateTime={at} title={formatDateTimeIt(at)} className={styles.time}>
                {when}
              </time>
              <p className={styles.preview}>{preview}</p>
            </div>
          </GridListItem>
        );
      }}
    </GridList>
  );
}
