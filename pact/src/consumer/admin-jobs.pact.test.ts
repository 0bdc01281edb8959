import { describe, expect, it } from 'vitest';
import { adminJobsQueryOptions, retryAdminJobMutation } from '@agendina/api';
import { states } from '../shared/provider-states.ts';
import { eachLike, instant, integer, oneOf, string } from './fixtures.ts';
import { interaction } from './support.ts';

/** What "Attività non riuscite" on /admin reads of a job: what, how often, why, for whom. */
const job = (state: string) => ({
  id: integer(812),
  kind: string('email.send'),
  state: oneOf(['PENDING', 'DONE', 'DEAD'], state),
  attempts: integer(8),
  lastError: string('connect ECONNREFUSED 10.0.0.5:587'),
  updatedAt: instant(),
  salonName: string('Salone Bellavista'),
});

describe('Admin jobs', () => {
  it('GET /admin/jobs?state=DEAD', () =>
    interaction({
      state: states.deadJob,
      description: 'a request for the dead jobs',
      method: 'GET',
      path: '/admin/jobs',
      query: { state: 'DEAD' },
      status: 200,
      response: eachLike(job('DEAD')),
      run: async (app) => {
        const jobs = await app.query(adminJobsQueryOptions(app.client));
        expect(jobs[0]).toMatchObject({ id: 812, state: 'DEAD', salonName: 'Salone Bellavista' });
      },
    }));

  it('POST /admin/jobs/{id}/retry', () =>
    interaction({
      state: states.deadJob,
      description: 'a retry of dead job 812',
      method: 'POST',
      path: '/admin/jobs/812/retry',
      status: 200,
      response: { ...job('PENDING'), attempts: integer(0) },
      run: async (app) => {
        const retried = await app.mutate(retryAdminJobMutation(app.client), 812);
        expect(retried.state).toBe('PENDING');
      },
    }));
});
