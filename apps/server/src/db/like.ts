/** `text` matched literally by LIKE and ILIKE: its `%`, `_` and `\` match themselves. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
