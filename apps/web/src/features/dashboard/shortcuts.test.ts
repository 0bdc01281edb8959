import { describe, expect, it } from 'vitest';
import { BUSINESS_WORDING } from '@agendina/ui';
import { dashboardShortcuts } from './shortcuts.ts';

const hrefs = (input: Parameters<typeof dashboardShortcuts>[0]) =>
  dashboardShortcuts(input).cards.map((c) => c.href);
const base = {
  wording: BUSINESS_WORDING.PARRUCCHIERE,
  hasDigitalCash: true,
  showCash: true,
  showWarehouse: true,
};

describe('dashboardShortcuts (SPEC.md §2)', () => {
  it('shows six cards in six columns with digital cash and both toggles on', () => {
    expect(hrefs(base)).toEqual([
      '/salone',
      '/database-clienti',
      '/comunicazioni',
      '/cassa',
      '/magazzino',
      '/statistiche',
    ]);
    expect(dashboardShortcuts(base).columns).toBe(6);
  });

  it('hides the cash card without digital cash access, even with the toggle on', () => {
    expect(hrefs({ ...base, hasDigitalCash: false })).not.toContain('/cassa');
    expect(dashboardShortcuts({ ...base, hasDigitalCash: false }).columns).toBe(5);
  });

  it('hides each card whose toggle is off', () => {
    expect(hrefs({ ...base, showCash: false })).not.toContain('/cassa');
    expect(hrefs({ ...base, showWarehouse: false })).not.toContain('/magazzino');
    expect(dashboardShortcuts({ ...base, showCash: false, showWarehouse: false }).columns).toBe(4);
  });

  it('always offers the statistics (issue #36): a plan without them is told what Premium adds', () => {
    expect(hrefs({ ...base, hasDigitalCash: false, showWarehouse: false }).at(-1)).toBe(
      '/statistiche',
    );
  });

  it('names the workspace by business type', () => {
    expect(
      dashboardShortcuts({ ...base, wording: BUSINESS_WORDING.ESTETISTA }).cards[0]?.title,
    ).toBe('Il mio centro');
    expect(
      dashboardShortcuts({ ...base, wording: BUSINESS_WORDING.MASSAGGIATORE }).cards[0]?.title,
    ).toBe('Il mio studio');
  });
});
