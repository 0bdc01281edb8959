import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { adminJobsQueryOptions, describeErrorText, retryAdminJobMutation } from '@agendina/api';
import { formatDateTimeIt } from '@agendina/scheduling';
import { Badge, Button, Inline, Spinner, Stack } from '@agendina/ui';
import { QueryBoundary } from '../../../lib/query-boundary.tsx';
import { useApi } from '../../../lib/router-context.ts';
import { useSuccessMessage } from '../../../lib/use-success-message.ts';
import * as layout from '../../salon/layout.css.ts';
import { attemptsLabel, jobKindLabel, jobSalonLabel } from './job-labels.ts';

/**
 * "Attività non riuscite" of /admin: the background jobs (e-mails, fiscal transmissions) that
 * ran out of attempts or were refused, each with "Riprova". Loading and a failure show in place.
 */
export function FailedJobs() {
  return (
    <QueryBoundary loading={<Spinner label="Caricamento delle attività non riuscite..." />}>
      <FailedJobList />
    </QueryBoundary>
  );
}

function FailedJobList() {
  const api = useApi();
  const jobs = useSuspenseQuery(adminJobsQueryOptions(api));
  const retry = useMutation(retryAdminJobMutation(api));
  const [done, setDone] = useSuccessMessage();

  return (
    <Stack space="md">
      {jobs.data.length === 0 ? (
        <p className={layout.muted}>
          Nessuna attività non riuscita: e-mail e documenti fiscali sono partiti tutti.
        </p>
      ) : (
        <ul className={layout.list} aria-label="Attività non riuscite">
          {jobs.data.map((job) => {
            const name = `${jobKindLabel(job.kind)} di ${jobSalonLabel(job)}`;
            return (
              <li key={job.id} className={layout.listItem}>
                <Stack space="xs" className={layout.grow}>
                  <Inline space="sm" alignY="center">
                    <h3 className={layout.sectionTitle}>{jobKindLabel(job.kind)}</h3>
                    <Badge tone="danger">Non riuscita</Badge>
                  </Inline>
                  <p className={layout.muted}>
                    {jobSalonLabel(job)} · {attemptsLabel(job.attempts)} · ultimo il{' '}
                    {formatDateTimeIt(job.updatedAt)}
                  </p>
                  {job.lastError ? <p className={layout.value}>{job.lastError}</p> : null}
                </Stack>
                <Button
                  variant="secondary"
                  aria-label={`Riprova: ${name}`}
                  isDisabled={retry.isPending}
                  onPress={() =>
                    retry.mutate(job.id, {
                      onSuccess: () => setDone(`${name}: di nuovo in coda, parte a breve.`),
                    })
                  }
                >
                  Riprova
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {retry.isError ? (
        <p role="alert" className={layout.failure}>
          {describeErrorText(retry.error)}
        </p>
      ) : null}
      <p role="status" className={layout.muted}>
        {done}
      </p>
    </Stack>
  );
}
