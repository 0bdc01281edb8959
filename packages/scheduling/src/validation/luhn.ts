/** Shown when a card number fails the Luhn check (or is not 12-19 digits). */
export const CARD_NUMBER_INVALID_MESSAGE =
  'Numero di carta non valido: controlla le cifre e riprova';

/** The digits of a card number as people type it: spaces and dashes between groups are ignored. */
export function cardDigits(input: string): string {
  return input.replace(/[\s-]/g, '');
}

/**
 * True when `input` is 12-19 digits (spaces and dashes ignored) whose Luhn (mod 10) checksum is
 * 0: from the right, every second digit is doubled (minus 9 above 9) and the sum ends in 0.
 * Catches every single-digit typo and most swaps of two neighbours before the provider sees it.
 */
export function luhnValid(input: string): boolean {
  const digits = cardDigits(input);
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}
