// The cards of the test provider's hosted page (decision 0029 lists them; the page shows them).
// The numbers are Stripe's test cards, so a tester knows them from either provider.
import { CARD_NUMBER_INVALID_MESSAGE, cardDigits, luhnValid } from '@agendina/scheduling';

export type CardOutcome =
  { kind: 'PAID' } | { kind: 'DECLINED'; message: string } | { kind: 'THREE_D_SECURE' };

const NO_CHARGE = 'Nessun addebito è stato effettuato.';

/** Test card numbers and what paying with them does. */
export const TEST_CARDS: ReadonlyArray<{ number: string; label: string; outcome: CardOutcome }> = [
  { number: '4242424242424242', label: 'pagamento riuscito', outcome: { kind: 'PAID' } },
  {
    number: '4000000000000002',
    label: 'carta rifiutata',
    outcome: {
      kind: 'DECLINED',
      message: `Pagamento rifiutato: la carta è stata rifiutata dalla banca. ${NO_CHARGE}`,
    },
  },
  {
    number: '4000000000009995',
    label: 'fondi insufficienti',
    outcome: {
      kind: 'DECLINED',
      message: `Pagamento rifiutato: fondi insufficienti sulla carta. ${NO_CHARGE}`,
    },
  },
  {
    number: '4000000000000069',
    label: 'carta scaduta per la banca',
    outcome: { kind: 'DECLINED', message: `Pagamento rifiutato: la carta è scaduta. ${NO_CHARGE}` },
  },
  {
    number: '4000002760003184',
    label: 'richiede la verifica 3-D Secure',
    outcome: { kind: 'THREE_D_SECURE' },
  },
];

export const THREE_D_SECURE_DENIED = `Pagamento rifiutato: la verifica 3-D Secure non è stata autorizzata. ${NO_CHARGE}`;

export interface CardForm {
  name: string;
  number: string;
  expiry: string;
  cvc: string;
}

export type CardErrors = Partial<Record<keyof CardForm, string>>;

/** MM/AA or MM/AAAA (spaces ignored) → the last month the card is valid; null when unreadable. */
function expiryMonth(text: string): { year: number; month: number } | null {
  const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(text.trim());
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]?.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { year, month } : null;
}

/**
 * The form's errors, field by field, in Italian; else what the card does. A card is valid
 * through the last day of its expiry month.
 */
export function checkCardForm(
  form: CardForm,
  now: Date,
): { errors: CardErrors } | { errors: null; outcome: CardOutcome } {
  const errors: CardErrors = {};
  if (form.name.trim() === '') errors.name = 'Scrivi il nome come è riportato sulla carta';
  if (cardDigits(form.number) === '') errors.number = 'Inserisci il numero della carta';
  else if (!luhnValid(form.number)) errors.number = CARD_NUMBER_INVALID_MESSAGE;
  const expiry = expiryMonth(form.expiry);
  if (expiry === null) errors.expiry = 'Scadenza non valida: scrivi mese e anno, per esempio 08/29';
  else if (
    expiry.year < now.getUTCFullYear() ||
    (expiry.year === now.getUTCFullYear() && expiry.month < now.getUTCMonth() + 1)
  )
    errors.expiry = 'La carta è scaduta: controlla mese e anno di scadenza';
  if (!/^\d{3,4}$/.test(form.cvc.trim()))
    errors.cvc = 'Il codice di sicurezza (CVC) è di 3 o 4 cifre, sul retro della carta';
  if (errors.number === undefined) {
    const card = TEST_CARDS.find((c) => c.number === cardDigits(form.number));
    if (!card)
      errors.number =
        'Questa non è una carta di prova: usa 4242 4242 4242 4242 (vedi le carte qui sotto)';
    else if (Object.keys(errors).length === 0) return { errors: null, outcome: card.outcome };
  }
  return { errors };
}
