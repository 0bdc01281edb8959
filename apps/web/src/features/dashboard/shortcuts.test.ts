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
  it('shows five cards in five columns with digital cash and both toggles on', () => {
    expect(hrefs(base)).toEqual([
      '/salone',
      '/database-clienti',
      '/comunicazioni',
      '/cassa',
      '/magazzino',
    ]);
    expect(dashboardShortcuts(base).columns).toBe(5);
  });

  it('hides the cash card without digital cash access, even with the toggle on', () => {
    expect(hrefs({ ...base, hasDigitalCash: false })).not.toContain('/cassa');
    expect(dashboardShortcuts({ ...base, hasDigitalCash: false }).columns).toBe(4);
  });

  it('hides each card whose toggle is off', () => {
    expect(hrefs({ ...base, showCash: false })).not.toContain('/cassa');
    expect(hrefs({ ...base, showWarehouse: false })).not.toContain('/magazzino');
    expect(dashboardShortcuts({ ...base, showCash: false, showWarehouse: false }).columns).toBe(3);
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
