// What the deposits' services take, out of the app's dependencies (a handler's context or the
// worker's sweep): the database, the payment adapter, the job worker, and the waitlist's hook
// that offers every time a released hold frees.
import type { Deps } from '../../deps.ts';
import { waitlistDeps } from '../waitlist/deps.ts';
import { freeing } from '../waitlist/freed.ts';
import type { DepositDeps } from './settle.ts';

export function depositDeps(
  deps: Pick<Deps, 'db' | 'config' | 'keys' | 'adapters' | 'jobs'>,
): DepositDeps {
  const waitlist = waitlistDeps(deps);
  return {
    db: deps.db,
    payments: deps.adapters.payments,
    jobs: deps.jobs,
    freeing: (salonId, visit, change) => freeing(waitlist, salonId, visit, change),
  };
}
