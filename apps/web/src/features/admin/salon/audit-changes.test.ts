import { describe, expect, it } from 'vitest';
import { changesOf } from './audit-changes.ts';

describe('an audit entry before and after', () => {
  it('names the fields in Italian and says yes or no', () => {
    expect(
      changesOf({ before: { digitalCashEnabled: false }, after: { digitalCashEnabled: true } }),
    ).toEqual([{ field: 'Cassa digitale', before: 'No', after: 'Sì' }]);
  });

  it('shows the business type by its label and a missing side as a dash', () => {
    expect(changesOf({ before: { businessType: 'PARRUCCHIERE' }, after: null })).toEqual([
      { field: 'Attività', before: 'Parrucchiere', after: '—' },
    ]);
    expect(
      changesOf({ before: null, after: { label: 'Assistente vocale', prefix: 'agk_Zp81' } }),
    ).toEqual([
      { field: 'Nome della chiave', before: '—', after: 'Assistente vocale' },
      { field: 'Chiave', before: '—', after: 'agk_Zp81' },
    ]);
  });

  it('records nothing for an entry without values', () => {
    expect(changesOf({ before: null, after: null })).toEqual([]);
  });
});
