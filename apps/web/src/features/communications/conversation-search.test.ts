import { describe, expect, it } from 'vitest';
import { conversationSearchOf } from './conversation-search.ts';

describe('conversationSearchOf', () => {
  it('keeps a positive integer id, as number or text', () => {
    expect(conversationSearchOf({ conversazione: 41 })).toEqual({ conversazione: 41 });
    expect(conversationSearchOf({ conversazione: '41' })).toEqual({ conversazione: 41 });
  });
  it('drops anything else', () => {
    for (const value of [undefined, null, '', 'abc', 0, -3, 1.5, '41x', [41]])
      expect(conversationSearchOf({ conversazione: value })).toEqual({});
  });
});
