/**
 * Plain class names joined, the empty ones dropped (for elements that are not React Aria's).
 * Its own module, apart from composeClassName (which imports React Aria): a bundler splits by
 * module, so a page built of plain elements (the login, the layout primitives) would otherwise
 * load React Aria's utilities with this one line.
 */
export function joinClassNames(
  ...names: (string | false | null | undefined)[]
): string | undefined {
  return names.filter(Boolean).join(' ') || undefined;
}
