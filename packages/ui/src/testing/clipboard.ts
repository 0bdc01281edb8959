/**
 * Replaces the Clipboard API for one story (a headless browser has no clipboard to read back):
 * `works` false refuses every write, as an http page or a denied permission does. Returns what
 * was written to it.
 */
export function stubClipboard(works: boolean): string[] {
  const written: string[] = [];
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: {
      writeText: (text: string) =>
        works
          ? (written.push(text), Promise.resolve())
          : Promise.reject(new DOMException('Permesso negato', 'NotAllowedError')),
    },
  });
  return written;
}
