// /promemoria/$token: the visit behind a reminder's link, read and answered without an account.
import { useState } from 'react';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import {
  answerReminderMutation,
  describeErrorText,
  reminderCalendarUrl,
  reminderLinkProblemOf,
  reminderLinkQueryOptions,
} from '@agendina/api';
import { Spinner } from '@agendina/ui';
import { baseUrl } from '../../lib/api.ts';
import { QueryBoundary } from '../../lib/query-boundary.tsx';
import { useApi } from '../../lib/router-context.ts';
import { MoveVisit } from './MoveVisit.tsx';
import { ReminderView } from './ReminderView.tsx';
import * as styles from './reminder-page.css.ts';

function ReminderLoaded({ token }: { token: string }) {
  const api = useApi();
  const { data } = useSuspenseQuery(reminderLinkQueryOptions(api, token));
  const answer = useMutation(answerReminderMutation(api, token));
  const [movedTo, setMovedTo] = useState<string | null>(null);
  const problem = answer.isError ? reminderLinkProblemOf(answer.error) : null;
  return (
    <ReminderView
      view={data}
      isAnswering={answer.isPending}
      answerProblem={problem}
      failure={answer.isError && !problem ? describeErrorText(answer.error) : null}
      onAnswer={(value) => {
        setMovedTo(null);
        answer.mutate(value);
      }}
      calendarHref={reminderCalendarUrl(baseUrl, token)}
      movedTo={movedTo}
      renderMove={(close) => (
        <MoveVisit
          token={token}
          onMoved={(dateTime) => {
            setMovedTo(dateTime);
            close();
          }}
        />
      )}
    />
  );
}

export function ReminderPage({ token }: { token: string }) {
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <QueryBoundary loading={<Spinner label="Caricamento dell'appuntamento..." />}>
          <ReminderLoaded token={token} />
        </QueryBoundary>
      </div>
    </main>
  );
}
