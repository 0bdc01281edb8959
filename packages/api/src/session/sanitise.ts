/**
 * Sanitising of the stored user record (SPEC.md §5): e-mail, name and role lose script blocks,
 * the javascript: scheme and inline event-handler patterns.
 *
 * This is defence in depth ONLY (DESIGN.md §6). The real defence is that React escapes every
 * text it renders (no dangerouslySetInnerHTML anywhere) and the strict Content-Security-Policy
 * that forbids inline scripts. Regex stripping cannot make arbitrary HTML safe and is not
 * meant to: it keeps a tampered localStorage record from carrying obvious payloads around.
 */

/** Control characters and whitespace that browsers ignore inside a URL scheme. */
const gap = '[\\s\\u0000-\\u001F]*';
const scheme = (word: string) => new RegExp(word.split('').join(gap) + gap + ':', 'gi');

const patterns: readonly RegExp[] = [
  // Whole script blocks, content included.
  /<\s*script\b[\s\S]*?<\s*\/\s*script\s*>/gi,
  // Any stray opening or closing script tag left over (unclosed, nested, split) ...
  /<\s*\/?\s*script\b[^>]*>?/gi,
  // ... and any '<script' glued to other letters.
  /<\s*\/?\s*script/gi,
  // The javascript: scheme, also with tabs, newlines or control characters between letters.
  scheme('javascript'),
  // Inline event handlers: onclick=, onerror =, ONLOAD= ...
  /on[a-z]+\s*=/gi,
];

/**
 * Removes the patterns until none is left: removing one occurrence may join two halves into a
 * new one ("<scr<script></script>ipt>", "jav<script></script>ascript:"), so it repeats to a
 * fixed point. Every pass that changes the text shortens it, so it terminates.
 */
export function sanitiseText(input: string): string {
  let text = input;
  for (;;) {
    const next = patterns.reduce((acc, pattern) => acc.replace(pattern, ''), text);
    if (next === text) return text;
    text = next;
  }
}

/** The fields of the stored user record that are sanitised (other fields are kept as received). */
export const sanitisedUserFields = ['email', 'name', 'role'] as const;

/** A copy of the user record with its e-mail, name and role sanitised. */
export function sanitiseUser<T extends Record<string, unknown>>(user: T): T {
  const copy: Record<string, unknown> = { ...user };
  for (const field of sanitisedUserFields) {
    const value = copy[field];
    if (typeof value === 'string') copy[field] = sanitiseText(value);
  }
  return copy as T;
}
