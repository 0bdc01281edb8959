import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { colourPair, contrastRatio, normaliseHex, parseHex, readableTextOn } from './color.ts';

describe('readableTextOn', () => {
  it('picks white on dark and black on light colours', () => {
    expect(readableTextOn('#000000')).toBe('#ffffff');
    expect(readableTextOn('#6b2fb3')).toBe('#ffffff');
    expect(readableTextOn('#FFD54F')).toBe('#000000');
    expect(readableTextOn('#fff')).toBe('#000000');
  });

  it('treats a value that is not a colour as the default grey', () => {
    expect(readableTextOn('rosso')).toBe('#000000');
    expect(parseHex('#12345')).toBeNull();
    expect(normaliseHex('abc', '#9e9e9e')).toBe('#aabbcc');
    expect(normaliseHex(null, '#9e9e9e')).toBe('#9e9e9e');
  });

  it('always reaches WCAG AA (4.5:1) on any colour', () => {
    const hex = fc
      .tuple(
        fc.integer({ min: 0, max: 255 }),
        fc.integer({ min: 0, max: 255 }),
        fc.integer({ min: 0, max: 255 }),
      )
      .map((rgb) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`);
    fc.assert(fc.property(hex, (bg) => contrastRatio(bg, readableTextOn(bg)) >= 4.5));
  });
});

describe('colourPair', () => {
  it('gives the normalised background and its readable text, the same object for the same colour', () => {
    expect(colourPair('#6B2FB3', '#9e9e9e')).toEqual({ background: '#6b2fb3', text: '#ffffff' });
    expect(colourPair('rosso', '#9e9e9e')).toEqual({ background: '#9e9e9e', text: '#000000' });
    expect(colourPair(null, '#ffd54f')).toEqual({ background: '#ffd54f', text: '#000000' });
    expect(colourPair('#6B2FB3', '#9e9e9e')).toBe(colourPair('#6B2FB3', '#9e9e9e'));
  });
});
