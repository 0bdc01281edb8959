/** Shown when an operator's colour is not a #RRGGBB hex colour. */
export const COLOUR_INVALID_MESSAGE = 'Colore non valido';

/** True for a six-digit hex colour with its '#' (#E91E63), as the calendar paints operators. */
export const isHexColour = (text: string) => /^#[0-9a-fA-F]{6}$/.test(text);

/** Null when valid, otherwise the Italian message. */
export const validateHexColour = (text: string): string | null =>
  isHexColour(text) ? null : COLOUR_INVALID_MESSAGE;
