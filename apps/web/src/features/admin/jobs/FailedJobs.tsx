import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { adminJobsQueryOptions, describeErrorText, retryAdminJobMutation } from '@agendina/api';
import { formatDateTimeIt } from '@agendina/scheduling';
import { Badge, Button, Inline, Spinner, Stack, pageFrame } from '@agendina/ui';
import { QueryBoundary } from '../../../lib/query-boundary.tsx';
import { useApi } from '../../../lib/router-context.ts';
import { useSuccessMessage } from '../../../lib/use-success-message.ts';
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
        <p className={pageFrame.muted}>
          Nessuna attività non riuscita: e-mail e documenti fiscali sono partiti tutti.
        </p>
      ) : (
        <ul className={pageFrame.list} aria-label="Attività non riuscite">
          {jobs.data.map((job) => {
            const name = `${jobKindLabel(job.kind)} di ${jobSalonLabel(job)}`;
            return (
              <li key={job.id} className={pageFrame.listItem}>
                <Stack space="xs" className={pageFrame.grow}>
                  <Inline space="sm" alignY="center">
                    <h3 className={pageFrame.sectionTitle}>{jobKindLabel(job.kind)}</h3>
                    <Badge tone="danger">Non riuscita</Badge>
                  </Inline>
                  <p className={pageFrame.muted}>
                    {jobSalonLabel(job)} · {attemptsLabel(job.attempts)} · ultimo il{' '}
                    {formatDateTimeIt(job.updatedAt)}
                  </p>
                  {job.lastError ? <p className={pageFrame.value}>{job.lastError}</p> : null}
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
        <p role="alert" className={pageFrame.failure}>
          {describeErrorText(retry.error)}
        </p>
      ) : null}
      <p role="status" className={pageFrame.muted}>
        {done}
      </p>
    </Stack>
  );
}
