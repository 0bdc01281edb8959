import { describe, expect, it } from 'vitest';
import { canCreateAppointment, sortCheckItems } from './check-item.ts';
import type { CheckItem, CheckType } from './check-item.ts';

const item = (type: CheckType, n: number): CheckItem => ({
  type,
  code: 'GAP_INFO',
  title: String(n),
  message: '',
  blockIndexes: [n],
});

describe('check items', () => {
  it('sort errors, then warnings, then info, keeping order within a type', () => {
    const sorted = sortCheckItems([
      item('info', 1),
      item('warning', 2),
      item('error', 3),
      item('warning', 4),
      item('error', 5),
    ]);
    expect(sorted.map((i) => i.title)).toEqual(['3', '5', '2', '4', '1']);
  });

  it('block creation only when an error is present', () => {
    expect(canCreateAppointment([])).toBe(true);
    expect(canCreateAppointment([item('warning', 1), item('info', 2)])).toBe(true);
    expect(canCreateAppointment([item('info', 1), item('error', 2)])).toBe(false);
  });
});
