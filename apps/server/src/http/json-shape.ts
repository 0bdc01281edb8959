// The shape of a JSON text, bounded before anything walks it (issue #32): a body of arrays nested
// 3,000 deep ran the recursive walks behind validation out of stack (500 on every operation). One
// pass over the text, no recursion, no parse: what is too deep or too wide is refused first.

/** Deeper than any body of the contract (its deepest is under 10 levels), far below the stack. */
export const MAX_JSON_DEPTH = 64;
/**
 * Values in one body (array items and object members together): the widest list of the contract
 * is 500 items of a few fields each; 20,000 keeps ajv's every-error report and the walks short.
 */
export const MAX_JSON_VALUES = 20_000;

export const TOO_DEEP_MESSAGE = `Il JSON è annidato troppo in profondità (massimo ${MAX_JSON_DEPTH} livelli)`;
export const TOO_MANY_VALUES_MESSAGE = `Il JSON contiene troppi elementi (massimo ${MAX_JSON_VALUES})`;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const COMMA = 0x2c;

/**
 * Why `text` is too deep or too wide to read, or null. Brackets and commas inside strings do not
 * count; the text need not be valid JSON (JSON.parse says so afterwards).
 */
export function jsonShapeProblem(text: string): string | null {
  let depth = 0;
  let values = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === BACKSLASH) i++;
      else if (ch === QUOTE) inString = false;
      continue;
    }
    if (ch === QUOTE) inString = true;
    else if (ch === OPEN_ARRAY || ch === OPEN_OBJECT) {
      depth++;
      values++;
      if (depth > MAX_JSON_DEPTH) return TOO_DEEP_MESSAGE;
    } else if (ch === CLOSE_ARRAY || ch === CLOSE_OBJECT) depth--;
    else if (ch === COMMA) values++;
    if (values > MAX_JSON_VALUES) return TOO_MANY_VALUES_MESSAGE;
  }
  return null;
}
