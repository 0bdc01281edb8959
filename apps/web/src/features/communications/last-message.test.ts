import { describe, expect, it } from 'vitest';
import { conversationTitle, lastMessagePreview, lastMessageTime } from './last-message.ts';

describe('lastMessagePreview', () => {
  it("marks the salon's own messages with 'Tu:' and folds blank lines", () => {
    expect(
      lastMessagePreview({
        content: 'Ci vediamo\n\n sabato',
        direction: 'OUTBOUND',
        createdAt: '',
      }),
    ).toBe('Tu: Ci vediamo sabato');
    expect(
      lastMessagePreview({ content: 'Va bene, grazie', direction: 'INBOUND', createdAt: '' }),
    ).toBe('Va bene, grazie');
    expect(lastMessagePreview(null)).toBe('Nessun messaggio');
  });
});

describe('conversationTitle', () => {
  it('names an unknown number neutrally', () => {
    expect(conversationTitle({ clientName: 'Giulia Rossi' })).toBe('Giulia Rossi');
    expect(conversationTitle({ clientName: null })).toBe('Cliente senza nome');
    expect(conversationTitle({ clientName: '  ' })).toBe('Cliente senza nome');
  });
});

describe('lastMessageTime (salon clock, Europe/Rome)', () => {
  // Thursday 19 November 2026, 10:30 in Rome is 09:30 UTC.
  const now = '2026-11-19T10:30';
  it('is relative within the hour', () => {
    expect(lastMessageTime('2026-11-19T09:30:00Z', now)).toBe('adesso');
    expect(lastMessageTime('2026-11-19T09:18:00Z', now)).toBe('12 min fa');
    expect(lastMessageTime('2026-11-19T08:31:00Z', now)).toBe('59 min fa');
  });
  it('gives the time for today and yesterday, the date before', () => {
    expect(lastMessageTime('2026-11-19T08:30:00Z', now)).toBe('oggi alle 09:30');
    expect(lastMessageTime('2026-11-18T23:10:00Z', now)).toBe('oggi alle 00:10');
    expect(lastMessageTime('2026-11-18T17:02:00Z', now)).toBe('ieri alle 18:02');
    expect(lastMessageTime('2026-11-17T22:59:00Z', now)).toBe('17/11/2026');
  });
  it('crosses a month and a summer-time offset the same way', () => {
    expect(lastMessageTime('2026-06-30T20:00:00Z', '2026-07-01T09:00')).toBe('ieri alle 22:00');
  });
});
