import { describe, expect, it } from 'vitest';
import { COLOUR_INVALID_MESSAGE, isHexColour, validateHexColour } from './colour.ts';

describe('operator colour', () => {
  it('accepts #RRGGBB in either case', () => {
    expect(isHexColour('#E91E63')).toBe(true);
    expect(isHexColour('#3f51b5')).toBe(true);
    expect(validateHexColour('#4CAF50')).toBeNull();
  });

  it('refuses other forms with the Italian message', () => {
    for (const text of ['E91E63', '#E91E6', '#E91E633', '#GGGGGG', '', 'rosso'])
      expect(validateHexColour(text)).toBe(COLOUR_INVALID_MESSAGE);
  });
});
