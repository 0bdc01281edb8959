import { describe, expect, it } from 'vitest';
import { readSource, SOURCE_LABELS_IT } from './source.ts';

describe('readSource', () => {
  it('reads the three sources, case-insensitively', () => {
    expect(readSource('WHATSAPP_AI')).toBe('WHATSAPP_AI');
    expect(readSource(' voice_ai ')).toBe('VOICE_AI');
    expect(readSource('MANUAL')).toBe('MANUAL');
  });

  it('defaults to MANUAL (SPEC.md §3)', () => {
    expect(readSource(undefined)).toBe('MANUAL');
    expect(readSource('EMAIL')).toBe('MANUAL');
    expect(readSource(3)).toBe('MANUAL');
  });

  it('has the badges of MODULES.md', () => {
    expect(SOURCE_LABELS_IT).toEqual({
      WHATSAPP_AI: 'WhatsApp AI',
      MANUAL: 'Manuale',
      VOICE_AI: 'Voce AI',
      ONLINE: 'Online',
    });
  });
});
