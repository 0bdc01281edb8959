// The staff offer a waitlisted client a time themselves (issue #35): the entry must be WAITING
// (409 WAITLIST_NOT_WAITING), the time one the booking page would offer now for its services and
// operator (422 TIME_NOT_OFFERED with the page's reason); the claim link goes out at once.
import { ONLINE_WHY } from '@agendina/scheduling';
import { DomainError, refused } from '../../domain/errors.ts';
import type { Schemas } from '../../domain/contract-types.ts';
import { loadSalon } from '../catalog-data.ts';
import { placementAt, startInWindow } from '../online-booking/placement.ts';
import { salonPage } from './deps.ts';
import type { WaitlistDeps } from './deps.ts';
import { soleOperator } from './fit.ts';
import { entryRow, entryView, notWaiting } from './line.ts';
import { makeOffer } from './offer.ts';

export async function offerWaitlistTime(
  deps: WaitlistDeps,
  salonId: number,
  id: number,
  request: Schemas['WaitlistOfferRequest'],
): Promise<Schemas['WaitlistEntry']> {
  const entry = await entryRow(deps.db, salonId, id);
  if (entry.state !== 'WAITING') throw notWaiting();
  const [settings, salon] = await Promise.all([
    salonPage(deps.db, salonId),
    loadSalon(deps.db, salonId),
  ]);
  // Entries come from the page: without its settings there is no rule to place the services by.
  if (!settings) throw refused(ONLINE_WHY.unknownService, 'TIME_NOT_OFFERED');
  const start = startInWindow(settings, salon.timeZone, request);
  const query = { services: entry.serviceIds.join(','), operator: entry.operatorId ?? undefined };
  let chosen;
  try {
    chosen = await placementAt(deps.db, settings, query, start, { clientId: entry.clientId });
  } catch (error) {
    // The page's 409 (taken) and 404 (no longer online) are, for the staff, a time not offered.
    if (!(error instanceof DomainError) || error.kind === 'refused') throw error;
    const reason = error.code === 'SLOT_TAKEN' ? ONLINE_WHY.busy : error.message;
    throw refused(reason, 'TIME_NOT_OFFERED');
  }
  const fit = { ...chosen, operator: query.operator, query };
  const offer = await makeOffer(deps, { salon, settings }, entry, fit, soleOperator(fit));
  if (!offer) throw notWaiting();
  return entryView(deps.db, salonId, id);
}
