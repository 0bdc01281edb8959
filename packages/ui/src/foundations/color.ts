// Pure colour helpers: operator colour codes are free hex values, so text on them is chosen here.

/** [r, g, b] in 0..255 of #rgb or #rrggbb (the # is optional); null when it is not a hex colour. */
export function parseHex(hex: string): [number, number, number] | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return null;
  const digits =
    (match[1] as string).length === 3
      ? [...(match[1] as string)].map((d) => d + d).join('')
      : (match[1] as string);
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as [number, number, number];
}

/** WCAG relative luminance (0 black .. 1 white). */
export function relativeLuminance([r, g, b]: readonly [number, number, number]): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG contrast ratio of two hex colours (1..21); 1 when either is not a colour. */
export function contrastRatio(a: string, b: string): number {
  const pa = parseHex(a);
  const pb = parseHex(b);
  if (!pa || !pb) return 1;
  const la = relativeLuminance(pa);
  const lb = relativeLuminance(pb);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

export const TEXT_ON_LIGHT = '#000000';
export const TEXT_ON_DARK = '#ffffff';

/**
 * The text colour readable on a background colour: black or white, whichever contrasts more.
 * One of the two always reaches at least 4.58:1 (WCAG AA for normal text) on any colour.
 * A value that is not a hex colour counts as the default grey (black text).
 */
export function readableTextOn(hex: string): typeof TEXT_ON_LIGHT | typeof TEXT_ON_DARK {
  return contrastRatio(hex, TEXT_ON_LIGHT) >= contrastRatio(hex, TEXT_ON_DARK) || !parseHex(hex)
    ? TEXT_ON_LIGHT
    : TEXT_ON_DARK;
}

/** A hex colour normalised to #rrggbb, or the fallback when it is not one. */
export function normaliseHex(hex: string | null | undefined, fallback: string): string {
  const rgb = hex ? parseHex(hex) : null;
  if (!rgb) return fallback;
  return `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

export interface ColourPair {
  /** The colour normalised to #rrggbb, or the fallback. */
  readonly background: string;
  /** readableTextOn(background). */
  readonly text: string;
}

// A calendar asks for the same few operator colours for hundreds of blocks per render.
const pairs = new Map<string, ColourPair>();

/** normaliseHex and readableTextOn together, remembered per colour. */
export function colourPair(hex: string | null | undefined, fallback: string): ColourPair {
  const key = `${hex ?? ''}\n${fallback}`;
  let pair = pairs.get(key);
  if (!pair) {
    const background = normaliseHex(hex, fallback);
    pair = { background, text: readableTextOn(background) };
    pairs.set(key, pair);
  }
  return pair;
}
