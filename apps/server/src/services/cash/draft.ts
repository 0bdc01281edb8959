// A receipt draft from an appointment or a group (MODULES.md "Cash desk"): the services at the
// price booked, VAT 22%, each with its operator, less the acconto paid online for the visit
// (decision 0064). Nothing is stored.
import { asc, eq } from 'drizzle-orm';
import { priceReceipt } from '@agendina/scheduling';
import type { Database } from '../../db/database.ts';
import { appointments, clients } from '../../db/schema/index.ts';
import { salonFilter } from '../../db/tenant.ts';
import { conflict, notFound } from '../../domain/errors.ts';
import type { Schemas } from '../../domain/contract-types.ts';
import { moneyProblems } from './access.ts';
import { depositToDeduct } from './deposit.ts';

/** The rate of a service line until the salon sets its own (MODULES.md: 22% ordinaria). */
export const DEFAULT_VAT_RATE = 22;

export async function createDraft(
  db: Database,
  salonId: number,
  request: Schemas['CashDraftRequest'],
): Promise<Schemas['ReceiptDraft']> {
  const which =
    request.appointmentId !== undefined
      ? eq(appointments.id, request.appointmentId)
      : eq(appointments.groupId, request.appointmentGroupId ?? '');
  const rows = await db
    .select({
      id: appointments.id,
      status: appointments.status,
      clientId: appointments.clientId,
      clientName: clients.name,
      serviceId: appointments.serviceId,
      serviceName: appointments.serviceName,
      priceCents: appointments.priceCents,
      hairdresserId: appointments.hairdresserId,
    })
    .from(appointments)
    .innerJoin(clients, salonFilter(clients, salonId, eq(clients.id, appointments.clientId)))
    .where(salonFilter(appointments, salonId, which))
    .orderBy(asc(appointments.serviceOrder), asc(appointments.startAt), asc(appointments.id));
  if (rows.length === 0) throw notFound('Appuntamento non trovato');
  const payable = rows.filter((r) => r.status === 'BOOKED' || r.status === 'IN_PROGRESS');
  const first = payable[0];
  if (!first)
    throw conflict("Non c'è niente da incassare per questo appuntamento", 'NOTHING_TO_PAY');
  const lines = payable.map((r) => ({
    description: r.serviceName,
    quantity: 1,
    unitPriceCents: r.priceCents,
    vatRate: DEFAULT_VAT_RATE as Schemas['VatRate'],
    hairdresserId: r.hairdresserId,
    serviceId: r.serviceId,
    appointmentId: r.id,
  }));
  const deposit = await depositToDeduct(
    db,
    salonId,
    rows.map((r) => r.id),
  );
  // A deposit larger than the services (a fixed acconto on a visit made cheaper since) is still
  // shown: the desk prices the sale with it and says, beside it, why it cannot be deducted.
  const withDeposit = deposit ? priceReceipt(lines, undefined, deposit.amountCents) : null;
  const priced = withDeposit?.ok ? withDeposit : priceReceipt(lines);
  if (!priced.ok) throw moneyProblems(priced.problems);
  const { grossCents, discountCents, advanceCents, totalCents, vatCents, netCents, vat } =
    priced.receipt;
  return {
    appointmentIds: payable.map((r) => r.id),
    clientId: first.clientId,
    clientName: first.clientName,
    lines,
    ...(deposit ? { deposit } : {}),
    totals: {
      grossCents,
      discountCents,
      ...(advanceCents > 0 ? { depositCents: advanceCents } : {}),
      totalCents,
      vatCents,
      netCents,
      vat,
    },
  };
}
