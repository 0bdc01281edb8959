import type { AdminJob } from '@agendina/api';

/** What each kind of background job does, as the admin reads it (decision 0026). */
const kindLabels: Record<string, string> = {
  'email.send': 'Invio e-mail',
  'fiscal.transmit': 'Trasmissione documento fiscale',
};

/** The Italian name of a job's kind; a kind this build does not know shows as it is. */
export const jobKindLabel = (kind: string): string => kindLabels[kind] ?? kind;

/** "8 tentativi" / "1 tentativo". */
export const attemptsLabel = (attempts: number): string =>
  attempts === 1 ? '1 tentativo' : `${attempts} tentativi`;

/** Who the job was for: the salon, or the platform itself (an account without a salon). */
export const jobSalonLabel = (job: Pick<AdminJob, 'salonName'>): string =>
  job.salonName ?? 'Nessun salone';
