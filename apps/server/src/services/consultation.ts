// The /consulenza requests of the public site (issue #20): stored with the team's e-mail queued
// in the same transaction (decision 0026), so the team hears of a request if and only if it is
// stored. The table is global (no salon): see db/schema/consultation.ts.
import { sql } from 'drizzle-orm';
import { formatDateTimeIt } from '@agendina/scheduling';
import type { ConsultationRequestCreate } from '@agendina/contract';
import type { Database } from '../db/database.ts';
import { consultationRequests } from '../db/schema/index.ts';
import { enqueueEmail } from './jobs/email.ts';
import { BUSINESS_TYPE_LABELS } from './business-type-labels.ts';

type Stored = { id: number; receivedAt: Date };

/** "PARRUCCHIERE" as the team reads it: "Parrucchiere". */
const typeLabel = (type: ConsultationRequestCreate['businessType']) => {
  const label = BUSINESS_TYPE_LABELS[type];
  return label.charAt(0).toUpperCase() + label.slice(1);
};

/** The team's e-mail: every field, plain text, the reply-to-ready address first. */
export function consultationEmailText(request: ConsultationRequestCreate, stored: Stored): string {
  return [
    `Nuova richiesta di consulenza n. ${stored.id} del ${formatDateTimeIt(stored.receivedAt.toISOString())}`,
    '',
    `Nome: ${request.name}`,
    `Attività: ${request.businessName} (${typeLabel(request.businessType)})`,
    `Telefono: ${request.phone}`,
    `E-mail: ${request.email}`,
    '',
    'Messaggio:',
    request.message?.trim() ? request.message : '(nessun messaggio)',
    '',
    'Consenso al trattamento dei dati: sì, dato con il modulo /consulenza.',
  ].join('\n');
}

/** Stores a request and queues the team's e-mail, in one transaction. */
export async function storeConsultationRequest(
  db: Database,
  request: ConsultationRequestCreate,
  ip: string,
  inbox: string,
): Promise<Stored> {
  const now = new Date();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(consultationRequests)
      .values({
        name: request.name,
        businessName: request.businessName,
        businessType: request.businessType,
        phone: request.phone,
        email: request.email,
        message: request.message ?? null,
        consentAt: now,
        ip,
        receivedAt: now,
      })
      .returning({ id: consultationRequests.id, receivedAt: consultationRequests.receivedAt });
    const stored = row as Stored;
    await enqueueEmail(tx, {
      to: inbox,
      subject: `Richiesta di consulenza: ${request.businessName}`,
      text: consultationEmailText(request, stored),
      salonId: null,
    });
    return stored;
  });
}

/**
 * What a caught bot is told: the number the next real request would get and the time, so the
 * answer cannot be told apart from an accepted one (nothing is written, not even a sequence).
 */
export async function decoyReceipt(db: Database): Promise<Stored> {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${consultationRequests.id}), 0) + 1` })
    .from(consultationRequests);
  return { id: Number(row?.next ?? 1), receivedAt: new Date() };
}
