import type { ReactNode } from 'react';
import type { AuditEntry } from '@agendina/api';
import { Stack, pageFrame } from '@agendina/ui';
import { changesOf } from './audit-changes.ts';

export interface AuditEntryItemProps {
  entry: Pick<AuditEntry, 'summary' | 'before' | 'after'>;
  /** Who and when (and, in the platform's register, which action). */
  byline: ReactNode;
  /** Anything the register adds between the byline and the changes (the salon's link). */
  children?: ReactNode;
}

/** One entry of an audit register, a salon's or the platform's: what, who, when, before → after. */
export function AuditEntryItem({ entry, byline, children }: AuditEntryItemProps) {
  return (
    <li className={pageFrame.listItem}>
      <Stack space="xs" className={pageFrame.grow}>
        <strong>{entry.summary}</strong>
        <span className={pageFrame.muted}>{byline}</span>
        {children}
        {changesOf(entry).map((change) => (
          <span key={change.field}>
            {change.field}: {change.before} → {change.after}
          </span>
        ))}
      </Stack>
    </li>
  );
}
