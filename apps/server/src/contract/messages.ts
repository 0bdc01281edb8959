import type { ErrorObject } from 'ajv';
import { EAN13_INVALID_MESSAGE, validateDateText } from '@agendina/scheduling';

const PHONE_PATTERN = '^\\+[1-9]\\d{6,14}$';
/** Ean13.yaml's pattern: a barcode that is not 13 digits reads as the check digit's message. */
const EAN13_PATTERN = '^[0-9]{13}$';

const TYPE_NAMES: Record<string, string> = {
  string: 'un testo',
  integer: 'un numero intero',
  number: 'un numero',
  boolean: 'vero o falso',
  array: 'una lista',
  object: 'un oggetto',
  null: 'vuoto (null)',
};

const FORMAT_MESSAGES: Record<string, string> = {
  email: 'Email non valida',
  date: 'Data non valida: usa il formato aaaa-mm-gg',
  'date-time': 'Data e ora non valide',
  'local-date-time': 'Data e ora non valide: usa il formato aaaa-mm-ggThh:mm',
  uuid: 'Identificativo non valido',
  int64: 'Numero troppo grande',
};

/** A text with a NUL character: PostgreSQL cannot store it (SQLSTATE 22021). */
export const NUL_MESSAGE = 'Il testo contiene un carattere non ammesso (NUL)';

/** A refused date says what is wrong with it: the shape, a day that does not exist, the year. */
function formatMessage(format: string, data: unknown): string {
  if (typeof data === 'string' && (format === 'date' || format === 'local-date-time'))
    return (
      validateDateText(data, format === 'date' ? 'date' : 'date-time') ??
      FORMAT_MESSAGES[format] ??
      'Formato non valido'
    );
  return FORMAT_MESSAGES[format] ?? 'Formato non valido';
}

function typeName(type: unknown): string {
  const list = Array.isArray(type) ? type : [type];
  return list.map((t) => TYPE_NAMES[String(t)] ?? String(t)).join(' o ');
}

/** The Italian sentence for one ajv error. */
function messageOf(error: ErrorObject): string {
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return 'Campo obbligatorio';
    case 'type':
      return `Deve essere ${typeName(p['type'])}`;
    case 'minLength':
      return p['limit'] === 1 ? 'Campo obbligatorio' : `Almeno ${String(p['limit'])} caratteri`;
    case 'maxLength':
      return `Al massimo ${String(p['limit'])} caratteri`;
    case 'pattern':
      if (p['pattern'] === PHONE_PATTERN) return 'Formato numero non valido';
      if (p['pattern'] === EAN13_PATTERN) return EAN13_INVALID_MESSAGE;
      if (p['pattern'] === '\\S') return 'Non può essere vuoto';
      return 'Formato non valido';
    case 'format':
      return formatMessage(String(p['format']), error.data);
    case 'minimum':
      // Prices and quantities: "at least 0" says less than what is wrong with -1.
      if (p['limit'] === 0) return 'Non può essere negativo';
      return `Deve essere almeno ${String(p['limit'])}`;
    case 'maximum':
      return `Deve essere al massimo ${String(p['limit'])}`;
    case 'exclusiveMinimum':
      return `Deve essere maggiore di ${String(p['limit'])}`;
    case 'exclusiveMaximum':
      return `Deve essere minore di ${String(p['limit'])}`;
    case 'enum':
      return `Valore non ammesso: usa ${(p['allowedValues'] as unknown[]).map(String).join(', ')}`;
    case 'const':
      return 'Valore non ammesso';
    case 'additionalProperties':
      return 'Campo non previsto';
    case 'unevaluatedProperties':
      return 'Campo non previsto';
    case 'uniqueItems':
      return 'La lista contiene elementi ripetuti';
    case 'minItems':
      return p['limit'] === 1
        ? 'Indica almeno un elemento'
        : `Indica almeno ${String(p['limit'])} elementi`;
    case 'maxItems':
      return `Al massimo ${String(p['limit'])} elementi`;
    case 'minProperties':
      return 'Indica almeno un campo';
    case 'maxProperties':
      return 'Troppi campi';
    default:
      return 'Valore non valido';
  }
}

/** `/serviceBlocks/0/serviceId` → `serviceBlocks[0].serviceId`. */
function fieldOf(error: ErrorObject, root: string): string {
  const parts = error.instancePath
    .split('/')
    .filter(Boolean)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  const p = error.params as Record<string, unknown>;
  if (error.keyword === 'required') parts.push(String(p['missingProperty']));
  if (error.keyword === 'additionalProperties') parts.push(String(p['additionalProperty']));
  if (error.keyword === 'unevaluatedProperties') parts.push(String(p['unevaluatedProperty']));
  let out = '';
  for (const part of parts)
    out += /^\d+$/.test(part) ? `[${part}]` : out === '' ? part : `.${part}`;
  return out === '' ? root : out;
}

/** Lower is better: errors of a `null` branch or of oneOf itself say the least. */
function rank(error: ErrorObject): number {
  if (error.keyword === 'oneOf' || error.keyword === 'anyOf' || error.keyword === 'if') return 3;
  if (error.keyword === 'type' && (error.params as { type?: unknown }).type === 'null') return 2;
  if (error.keyword === 'type') return 1;
  // A LocalDateTime has both: the format's message says more ('Questa data non esiste ...').
  if (error.keyword === 'pattern') return 0.5;
  return 0;
}

/** Ajv errors as the `errors` map of an ErrorBody: one Italian message per field. */
export function italianErrors(
  errors: readonly ErrorObject[],
  root: string,
  prefix = '',
): Record<string, string> {
  const best = new Map<string, ErrorObject>();
  for (const error of errors) {
    const field = prefix + fieldOf(error, root);
    const current = best.get(field);
    if (current === undefined || rank(error) < rank(current)) best.set(field, error);
  }
  const out: Record<string, string> = {};
  for (const [field, error] of best) out[field] = messageOf(error);
  return out;
}
