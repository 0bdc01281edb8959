import { describe, expect, it } from 'vitest';
import { receiptsSearchOf } from './receipts-search.ts';

describe('receiptsSearchOf', () => {
  it('keeps every filter of a bookmarked history', () => {
    expect(
      receiptsSearchOf({
        dal: '2026-03-01',
        al: '2026-03-31',
        metodo: 'MISTO',
        operatore: '3',
        stato: 'ANNULLATO',
        pagina: 2,
      }),
    ).toEqual({
      dal: '2026-03-01',
      al: '2026-03-31',
      metodo: 'MISTO',
      operatore: 3,
      stato: 'ANNULLATO',
      pagina: 2,
    });
  });

  it('drops what is not valid, so that filter takes its default', () => {
    expect(
      receiptsSearchOf({
        dal: '2026-02-30',
        al: 'ieri',
        metodo: 'BONIFICO',
        operatore: -1,
        stato: 'emesso',
        pagina: 0,
      }),
    ).toEqual({
      dal: undefined,
      al: undefined,
      metodo: undefined,
      operatore: undefined,
      stato: undefined,
      pagina: undefined,
    });
  });
});
