import { describe, expect, it } from 'vitest';
import { comparisonOf } from './figures.ts';
import { cellText, difference } from './figure-cell.ts';

// Intl writes a narrow no-break space before € and %: compared with a plain one.
const plain = (text: string) => text.replace(/\u00a0|\u202f/g, ' ');

describe('comparisonOf (issue #36: the previous period, in words)', () => {
  it('says an amount went up, by how much and from what', () => {
    const c = comparisonOf('euro', 112_000, 100_000);
    expect(c.trend).toBe('up');
    expect(plain(c.words)).toBe(
      'in aumento di 120,00 € (+12%) rispetto al periodo precedente (1000,00 €)',
    );
  });

  it('says a count went down', () => {
    const c = comparisonOf('count', 3, 4);
    expect(c.trend).toBe('down');
    expect(c.words).toBe('in calo di 1 (−25%) rispetto al periodo precedente (4)');
  });

  it('gives no percentage when the previous period had nothing', () => {
    expect(comparisonOf('count', 5, 0).words).toBe(
      'in aumento di 5 rispetto al periodo precedente (0)',
    );
  });

  it('moves a share by percentage points', () => {
    expect(plain(comparisonOf('share', 0.62, 0.55).words)).toBe(
      'in aumento di 7 punti percentuali rispetto al periodo precedente (55%)',
    );
    expect(plain(comparisonOf('share', 0.54, 0.55).words)).toBe(
      'in calo di 1 punto percentuale rispetto al periodo precedente (55%)',
    );
  });

  it('says unchanged when nothing moved', () => {
    expect(comparisonOf('euro', 0, 0)).toEqual({
      trend: 'same',
      words: 'invariato rispetto al periodo precedente (0,00\u00a0€)',
    });
    expect(comparisonOf('share', 0.1 + 0.2, 0.3).trend).toBe('same');
  });
});

describe('cellText', () => {
  it('writes a difference with its sign, a share in points, nothing as a dash', () => {
    expect(plain(cellText(difference('euro', 12_000, 10_000)))).toBe('+20,00 €');
    expect(cellText(difference('count', 3, 5))).toBe('−2');
    expect(cellText(difference('share', 0.62, 0.55))).toBe('+7 punti');
    expect(cellText(difference('share', 0.55, 0.56))).toBe('−1 punto');
    expect(cellText(difference('count', 3, undefined))).toBe('—');
  });
});
