import { describe, expect, it } from 'vitest';
import { lastUsedOf, maskedKey, validateKeyLabel } from './key-labels.ts';

const key = {
  id: 3,
  label: 'Assistente WhatsApp',
  prefix: 'agk_Q7f3',
  createdAt: '2026-03-01T10:00:00+01:00',
  lastUsedAt: null,
  revokedAt: null,
};

describe('integration key labels', () => {
  it('asks for a label of at most 100 characters', () => {
    expect(validateKeyLabel('  ')).toBe('Scrivi a cosa serve la chiave (es. Assistente vocale)');
    expect(validateKeyLabel('x'.repeat(101))).toBe(
      'Il nome può avere al massimo 100 caratteri (ora 101)',
    );
    expect(validateKeyLabel('Assistente vocale')).toBeUndefined();
  });

  it('shows only the prefix of a key', () => {
    expect(maskedKey('agk_Q7f3')).toBe('agk_Q7f3••••••••••••');
  });

  it('says when a key was last used, in the salon time', () => {
    expect(lastUsedOf(key)).toBe('Mai usata');
    expect(lastUsedOf({ ...key, lastUsedAt: '2026-03-12T11:02:00+01:00' })).toBe(
      'Ultimo uso il 12/03/2026 11:02',
    );
  });
});
