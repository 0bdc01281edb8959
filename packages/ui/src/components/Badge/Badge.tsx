import type { ReactNode } from 'react';
import {
  SOURCE_LABELS_IT,
  STATUS_LABELS_IT,
  type AppointmentSource,
  type DisplayStatus,
} from '@agendina/scheduling';
import { joinClassNames } from '../../foundations/join-class-names.ts';
import * as styles from './Badge.css.ts';

export interface BadgeProps {
  tone?: styles.BadgeTone;
  children: ReactNode;
  className?: string;
}

export function Badge({ tone, children, className }: BadgeProps) {
  return <span className={joinClassNames(styles.badge({ tone }), className)}>{children}</span>;
}

/** An appointment status as a badge: Prenotato, In Lavorazione, Completato, Cancellato. */
export function StatusBadge({ status }: { status: DisplayStatus }) {
  return <Badge tone={styles.STATUS_TONES[status]}>{STATUS_LABELS_IT[status]}</Badge>;
}

/** Where an appointment came from: WhatsApp AI, Voce AI, Manuale, Online. */
export function SourceBadge({ source }: { source: AppointmentSource }) {
  return <Badge tone={styles.SOURCE_TONES[source]}>{SOURCE_LABELS_IT[source]}</Badge>;
}
