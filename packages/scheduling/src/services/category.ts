import { SERVICE_CATEGORIES } from '@agendina/contract';
import type { ServiceCategory } from '@agendina/contract';

// Service categories (MODULES.md), needed by the gap rules: declared once, in the contract.
export { SERVICE_CATEGORIES };
export type { ServiceCategory };

export const CATEGORY_LABELS_IT: Readonly<Record<ServiceCategory, string>> = {
  COLORE: 'Colore',
  TAGLIO: 'Taglio',
  SHAMPOO: 'Shampoo',
  PIEGA: 'Piega',
  TRATTAMENTO: 'Trattamento',
  MASSAGGIO: 'Massaggio',
  ESTETICA: 'Estetica',
  ALTRO: 'Altro',
};

/**
 * Word beginnings that name each category, already lowercase and without accents. The order of
 * the categories is the precedence when a name matches several: 'Colore e taglio' is COLORE,
 * 'Shampoo e piega' is PIEGA (the shampoo is part of the styling), 'Trattamento viso' is ESTETICA.
 */
const KEYWORDS: readonly (readonly [Exclude<ServiceCategory, 'ALTRO'>, readonly string[]])[] = [
  [
    'COLORE',
    [
      'color',
      'tint',
      'meches',
      'mesh',
      'balayage',
      'decolora',
      'schiarit',
      'riflessant',
      'colpi di sole',
      'shatush',
      'ombre',
      'henne',
      'tonalizz',
    ],
  ],
  ['TAGLIO', ['taglio', 'tagli', 'spuntat', 'sfoltit', 'frangia', 'rasatura', 'barba']],
  [
    'PIEGA',
    [
      'piega',
      'styling',
      'messa in piega',
      'brushing',
      'phon',
      'acconciatur',
      'raccolt',
      'piastra',
      'onde',
    ],
  ],
  ['SHAMPOO', ['shampoo', 'shampo', 'lavaggio', 'lavaggi']],
  [
    'MASSAGGIO',
    [
      'massagg',
      'linfodrenagg',
      'drenant',
      'decontratturant',
      'riflessologia',
      'shiatsu',
      'pietre calde',
      'hot stone',
      'ayurved',
      'thai',
    ],
  ],
  [
    'ESTETICA',
    [
      'estetic',
      'ceretta',
      'cerette',
      'epilazion',
      'depilazion',
      'manicure',
      'pedicure',
      'unghi',
      'smalt',
      'semipermanente',
      'viso',
      'pulizia',
      'ciglia',
      'sopracciglia',
      'trucco',
      'make up',
      'makeup',
      'peeling',
      'scrub',
      'pressoterapia',
      'radiofrequenza',
      'luce pulsata',
      'laser',
      'lampada',
      'solarium',
    ],
  ],
  [
    'TRATTAMENTO',
    [
      'trattament',
      'cheratin',
      'ricostru',
      'maschera',
      'impacco',
      'botox',
      'fiala',
      'fiale',
      'olaplex',
      'anticaduta',
      'permanente',
      'stiratura',
      'laminazione',
      'cura',
    ],
  ],
];

/** Lowercase, accents removed, anything not a letter or digit turned into one space. */
export function foldItalian(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

function matches(folded: string, keyword: string): boolean {
  let from = 0;
  for (;;) {
    const at = folded.indexOf(keyword, from);
    if (at === -1) return false;
    if (at === 0 || folded[at - 1] === ' ') return true;
    from = at + 1;
  }
}

/** The category an Italian service name suggests (case- and accent-insensitive); ALTRO when none. */
export function inferCategory(name: string): ServiceCategory {
  const folded = foldItalian(name);
  for (const [category, words] of KEYWORDS) {
    if (words.some((w) => matches(folded, w))) return category;
  }
  return 'ALTRO';
}

/** Reads a category field case-insensitively; null when missing or unknown. */
export function readCategory(value: unknown): ServiceCategory | null {
  if (typeof value !== 'string') return null;
  const upper = value.trim().toUpperCase();
  return (SERVICE_CATEGORIES as readonly string[]).includes(upper)
    ? (upper as ServiceCategory)
    : null;
}

/** A service's category: the explicit field wins; when absent or unknown, inferred from the name. */
export function serviceCategory(service: {
  readonly category?: string | null;
  readonly name?: string | null;
}): ServiceCategory {
  return readCategory(service.category) ?? inferCategory(service.name ?? '');
}
