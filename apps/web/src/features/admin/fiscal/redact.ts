/** Keys whose values are credentials: the page shows that they were there, never what they are. */
const SECRET_KEY = /secret|token|password|passwd|api[-_]?key|authorization|credential|bearer/i;

export const REDACTED = '••• nascosto •••';

/**
 * The raw exchange as the page shows it: the same JSON with every credential replaced, at any
 * depth, so an adapter that echoes its authentication never puts a secret on screen.
 */
export function redactSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        SECRET_KEY.test(key) && inner !== null && inner !== '' ? REDACTED : redactSecrets(inner),
      ]),
    );
  // A header line or a sentence may carry a bearer token inline.
  if (typeof value === 'string')
    return value.replace(/Bearer\s+[\w.~+/=-]+/gi, `Bearer ${REDACTED}`);
  return value;
}

/** Formatted JSON of a raw exchange, two spaces per level, credentials hidden. */
export const exchangeText = (value: unknown): string =>
  value === undefined || value === null
    ? 'Nessun contenuto'
    : JSON.stringify(redactSecrets(value), null, 2);
