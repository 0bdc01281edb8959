import { describe, expect, it } from 'vitest';
import { FAQ_GROUPS, FAQ_ITEMS } from './faq-items.ts';

describe('the FAQ page questions', () => {
  it('has at least 15 questions, each asked once', () => {
    expect(FAQ_ITEMS.length).toBeGreaterThanOrEqual(15);
    const questions = FAQ_ITEMS.map((item) => item.question.trim().toLowerCase());
    expect(new Set(questions).size).toBe(questions.length);
  });

  it('answers every question with text', () => {
    for (const item of FAQ_ITEMS) {
      expect(item.question.trim(), 'question').not.toBe('');
      expect(item.answer.trim(), item.question).not.toBe('');
    }
  });

  it('lists every question of every group, in page order', () => {
    expect(FAQ_ITEMS).toEqual(FAQ_GROUPS.flatMap((group) => group.items));
    for (const group of FAQ_GROUPS) expect(group.items.length, group.title).toBeGreaterThan(0);
  });
});
