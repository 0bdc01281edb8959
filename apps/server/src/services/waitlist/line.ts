// The staff's side of the waitlist (issue #35), /gestione-appuntamenti › «Lista d'attesa»: the
// line (WAITING and OFFERED, oldest first) then the last others, with the names the staff read
// and each entry's current or last offer; taking a client off the line; offering a time.
import { and, asc, desc, eq, inArray, notInArray } from 'drizzle-orm';
import { WAITLIST_MESSAGES } from '@agendina/scheduling';
import type { Database } from '../../db/database.ts';
import { clients, waitlistEntries, waitlistOffers } from '../../db/schema/index.ts';
import { salonFilter } from '../../db/tenant.ts';
import { conflict, found } from '../../domain/errors.ts';
import type { Schemas } from '../../domain/contract-types.ts';
import { localIso } from '../time.ts';
import { closeOffer } from './settle.ts';
import { namesOf } from './names.ts';
import type { EntryRow } from './offer.ts';

type Entry = Schemas['WaitlistEntry'];

/** How many entries out of the line (booked, expired, removed) the list keeps showing. */
const HISTORY = 50;
const IN_LINE = ['WAITING', 'OFFERED'];
const inLine = inArray(waitlistEntries.state, IN_LINE);

async function views(db: Database, salonId: number, rows: readonly EntryRow[]): Promise<Entry[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [names, people, offers] = await Promise.all([
    namesOf(
      db,
      salonId,
      rows.flatMap((r) => r.serviceIds),
      rows.map((r) => r.operatorId),
    ),
    db
      .select({ id: clients.id, name: clients.name })
      .from(clients)
      .where(
        salonFilter(
          clients,
          salonId,
          inArray(
            clients.id,
            rows.map((r) => r.clientId),
          ),
        ),
      ),
    db
      .select()
      .from(waitlistOffers)
      .where(salonFilter(waitlistOffers, salonId, inArray(waitlistOffers.entryId, ids)))
      .orderBy(asc(waitlistOffers.id)),
  ]);
  // Ordered by id: the last one per entry is its current or last offer.
  const last = new Map(offers.map((o) => [o.entryId, o]));
  const nameOf = new Map(people.map((p) => [p.id, p.name]));
  return rows.map((r) => {
    const offer = last.get(r.id);
    return {
      id: r.id,
      clientId: r.clientId,
      clientName: nameOf.get(r.clientId) ?? '',
      phone: r.phone,
      services: r.serviceIds.map(names.service),
      serviceIds: r.serviceIds,
      operatorId: r.operatorId,
      operatorName: names.operator(r.operatorId),
      fromDate: r.fromDate,
      toDate: r.toDate,
      band: r.band,
      state: r.state as Entry['state'],
      createdAt: r.createdAt.toISOString(),
      offer: offer
        ? {
            dateTime: localIso(offer.startAt),
            expiresAt: offer.expiresAt.toISOString(),
            channel: offer.channel === 'EMAIL' ? 'EMAIL' : 'WHATSAPP',
          }
        : null,
    };
  });
}

export async function listWaitlist(db: Database, salonId: number): Promise<Entry[]> {
  const [line, others] = await Promise.all([
    db
      .select()
      .from(waitlistEntries)
      .where(salonFilter(waitlistEntries, salonId, inLine))
      .orderBy(asc(waitlistEntries.id)),
    db
      .select()
      .from(waitlistEntries)
      .where(salonFilter(waitlistEntries, salonId, notInArray(waitlistEntries.state, IN_LINE)))
      .orderBy(desc(waitlistEntries.id))
      .limit(HISTORY),
  ]);
  return views(db, salonId, [...line, ...others]);
}

export async function entryRow(db: Database, salonId: number, id: number): Promise<EntryRow> {
  const [row] = await db
    .select()
    .from(waitlistEntries)
    .where(salonFilter(waitlistEntries, salonId, eq(waitlistEntries.id, id)));
  return found(row, 'Richiesta della lista d’attesa non trovata.', 'WAITLIST_ENTRY_NOT_FOUND');
}

export async function entryView(db: Database, salonId: number, id: number): Promise<Entry> {
  const [view] = await views(db, salonId, [await entryRow(db, salonId, id)]);
  return view as Entry;
}

/** The entry is REMOVED; an offer out is WITHDRAWN (its link then says the time has gone). */
export async function removeWaitlistEntry(db: Database, salonId: number, id: number) {
  await entryRow(db, salonId, id);
  await db.transaction(async (tx) => {
    const open = await tx
      .select()
      .from(waitlistOffers)
      .where(
        salonFilter(
          waitlistOffers,
          salonId,
          and(eq(waitlistOffers.entryId, id), eq(waitlistOffers.state, 'OPEN')),
        ),
      )
      .for('update');
    for (const offer of open) await closeOffer(tx, offer, 'WITHDRAWN');
    await tx
      .update(waitlistEntries)
      .set({ state: 'REMOVED', updatedAt: new Date() })
      .where(salonFilter(waitlistEntries, salonId, eq(waitlistEntries.id, id), inLine));
  });
  return entryView(db, salonId, id);
}

/** 409 for an entry that is not waiting (an offer out, booked, expired, removed). */
export const notWaiting = () => conflict(WAITLIST_MESSAGES.notWaiting, 'WAITLIST_NOT_WAITING');
