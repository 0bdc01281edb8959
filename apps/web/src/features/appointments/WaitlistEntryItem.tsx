// One client of «Lista d’attesa» (issue #35): who, what, when they would come, the state and the
// time offered, with the actions the state allows.
import type { components } from '@agendina/api';
import { Badge, Button, Inline, PhoneLinks, Stack } from '@agendina/ui';
import {
  WAITLIST_STATE_LABELS_IT,
  WAITLIST_STATE_TONES,
  canOffer,
  canRemove,
  waitlistOfferText,
  waitlistWishText,
} from './waitlist-text.ts';
import * as styles from './appointments-page.css.ts';

export interface WaitlistEntryItemProps {
  entry: components['schemas']['WaitlistEntry'];
  isBusy: boolean;
  onOffer: () => void;
  onRemove: () => void;
}

export function WaitlistEntryItem({ entry, isBusy, onOffer, onRemove }: WaitlistEntryItemProps) {
  const offered = waitlistOfferText(entry);
  return (
    <li className={styles.recentItem}>
      <Badge tone={WAITLIST_STATE_TONES[entry.state]}>
        {WAITLIST_STATE_LABELS_IT[entry.state]}
      </Badge>
      <Stack space="xs">
        <strong>{`${entry.clientName} · ${entry.services.join(', ')}`}</strong>
        <PhoneLinks phone={entry.phone} name={entry.clientName} />
        <span className={styles.muted}>{waitlistWishText(entry)}</span>
        {offered ? <span className={styles.muted}>{offered}</span> : null}
      </Stack>
      {canOffer(entry) || canRemove(entry) ? (
        <Inline space="sm">
          {canOffer(entry) ? (
            <Button aria-label={`Proponi un orario a ${entry.clientName}`} onPress={onOffer}>
              Proponi un orario
            </Button>
          ) : null}
          {canRemove(entry) ? (
            <Button
              variant="secondary"
              isDisabled={isBusy}
              aria-label={`Togli dalla lista ${entry.clientName}`}
              onPress={onRemove}
            >
              Togli dalla lista
            </Button>
          ) : null}
        </Inline>
      ) : null}
    </li>
  );
}
