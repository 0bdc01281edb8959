import { useState, useTransition, type ReactNode } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { adminSalonAuditQueryOptions, type AuditEntry } from '@agendina/api';
import { formatDateTimeIt } from '@agendina/scheduling';
import { PagedList, pageFrame } from '@agendina/ui';
import { useApi } from '../../../lib/router-context.ts';
import { AuditEntryItem } from './AuditEntryItem.tsx';

/** Every admin action on the salon, newest first, a page at a time: who, what, when, before → after. */
export function AuditLog({ salonId }: { salonId: number }) {
  const api = useApi();
  const [page, setPage] = useState(1);
  // The page shown stays while the next one loads, instead of the section's loading text.
  const [, startTransition] = useTransition();
  const { data } = useSuspenseQuery(adminSalonAuditQueryOptions(api, salonId, page - 1));
  return (
    <PagedList
      isEmpty={data.totalElements === 0}
      empty="Nessuna modifica registrata per questo salone."
      pager={{
        'aria-label': 'Pagine del registro',
        page,
        pageCount: data.totalPages,
        onPageChange: (next) => startTransition(() => setPage(next)),
      }}
    >
      <AuditEntryList label="Registro delle modifiche" entries={data.content} />
    </PagedList>
  );
}

export interface AuditEntryListProps {
  /** Names the list. */
  label: string;
  entries: readonly AuditEntry[];
  /** The action's name before who and when: the platform's register, where actions mix. */
  actionOf?: (entry: AuditEntry) => string;
  /** What an entry shows under its byline (the register's link to the salon). */
  more?: (entry: AuditEntry) => ReactNode;
}

/** A page of audit entries, a salon's or the platform's: each with who and when it was done. */
export function AuditEntryList({ label, entries, actionOf, more }: AuditEntryListProps) {
  return (
    <ul className={pageFrame.list} aria-label={label}>
      {entries.map((entry) => (
        <AuditEntryItem
          key={entry.id}
          entry={entry}
          byline={
            <>
              {actionOf ? `${actionOf(entry)} · ` : null}
              {entry.actorEmail} · {formatDateTimeIt(entry.at)}
            </>
          }
        >
          {more?.(entry)}
        </AuditEntryItem>
      ))}
    </ul>
  );
}
