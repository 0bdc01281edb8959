import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { salons } from '../../db/schema/index.ts';
import { Forbidden, invalid, notFound, refused } from '../../domain/errors.ts';
import type { Invalid, Refused } from '../../domain/errors.ts';
import type { MoneyProblem } from '@agendina/scheduling';

/** The cash desk is a salon's only with digitalCashEnabled (SPEC.md §6): 403 otherwise. */
export async function assertDigitalCash(db: Database, salonId: number): Promise<void> {
  const [salon] = await db
    .select({ enabled: salons.digitalCashEnabled })
    .from(salons)
    .where(eq(salons.id, salonId));
  if (!salon?.enabled)
    throw new Forbidden(
      'La cassa digitale non è attiva per questo salone',
      'DIGITAL_CASH_DISABLED',
    );
}

/** The money rules' Italian problems as the 400 of the contract, one message per field. */
export function moneyProblems(problems: readonly MoneyProblem[]): Invalid {
  const errors: Record<string, string> = {};
  for (const problem of problems) errors[problem.path] ??= problem.message;
  return invalid(errors);
}

export const receiptNotFound = () => notFound('Scontrino non trovato', 'RECEIPT_NOT_FOUND');

/** The fiscal service refused a document: nothing is stored (the transaction rolls back). */
export function fiscalRejected(message: string): Refused {
  return refused(message, 'FISCAL_REJECTED');
}
