// The address of a salon's booking page /prenota/{slug} (issue #34, MODULES.md «Prenotazioni
// online»): the settings form and the server check it with the same rule and messages.

export const SLUG_MIN_LENGTH = 3;
export const SLUG_MAX_LENGTH = 40;

/** Words that name the product's own pages or could pass for them. */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  'admin',
  'api',
  'app',
  'assets',
  'agendina',
  'login',
  'logout',
  'signup',
  'prenota',
  'prenotazioni',
  'promemoria',
  'public',
  'salone',
  'supporto',
  'assistenza',
  'www',
]);

export const SLUG_MESSAGES = {
  length: `L'indirizzo deve avere da ${SLUG_MIN_LENGTH} a ${SLUG_MAX_LENGTH} caratteri.`,
  characters:
    "L'indirizzo può contenere solo lettere minuscole senza accenti, cifre e trattini, senza trattino all'inizio o alla fine.",
  reserved: 'Questo indirizzo è riservato. Scegline un altro.',
  taken: 'Questo indirizzo è già usato da un altro salone. Scegline un altro.',
} as const;

const SHAPE = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/** The problem of an address, in the form's words, or null when it may be used. */
export function slugProblem(slug: string): string | null {
  if (slug.length < SLUG_MIN_LENGTH || slug.length > SLUG_MAX_LENGTH) return SLUG_MESSAGES.length;
  if (!SHAPE.test(slug) || slug.includes('--')) return SLUG_MESSAGES.characters;
  if (RESERVED_SLUGS.has(slug)) return SLUG_MESSAGES.reserved;
  return null;
}

/** «Salone Bellavista» → salone-bellavista: accents dropped, anything else a hyphen, cut at 40. */
export function suggestSlug(name: string): string {
  const base = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/g, '');
  if (base.length >= SLUG_MIN_LENGTH && !RESERVED_SLUGS.has(base)) return base;
  return `salone-${base}`.replace(/-+$/g, '').slice(0, SLUG_MAX_LENGTH);
}
