/** Italian plural rules (CLDR, through Intl): 'one' for 1, 'other' (or 'many') otherwise. */
const italian = new Intl.PluralRules('it-IT');

/** The two Italian forms of a counted phrase; `#` stands for the count. */
export interface PluralForms {
  readonly one: string;
  readonly other: string;
}

/**
 * A count with its words in the right Italian form, the one way every message of the app
 * pluralises: `pluralIt(1, {one: '# appuntamento futuro', other: '# appuntamenti futuri'})`
 * gives '1 appuntamento futuro', with 3 '3 appuntamenti futuri'.
 */
export function pluralIt(count: number, forms: PluralForms): string {
  const form = italian.select(count) === 'one' ? forms.one : forms.other;
  return form.replaceAll('#', String(count));
}
