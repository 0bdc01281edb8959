import { useState, useTransition } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { adminSalonAuditQueryOptions } from '@agendina/api';
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
      <ul className={pageFrame.list} aria-label="Registro delle modifiche">
        {data.content.map((entry) => (
          <AuditEntryItem
            key={entry.id}
            entry={entry}
            byline={
              <>
                {entry.actorEmail} · {formatDateTimeIt(entry.at)}
              </>
            }
          />
        ))}
      </ul>
    </PagedList>
  );
}
