import { describe, expect, it } from 'vitest';
import { csvFileName, csvOf, euroOfCents, percentOfShare } from './csv.ts';
import { difference, measure } from './figure-cell.ts';

describe('euroOfCents', () => {
  it('writes integer cents as euro with a comma, exact to the cent', () => {
    expect(euroOfCents(123_450)).toBe('1234,50');
    expect(euroOfCents(5)).toBe('0,05');
    expect(euroOfCents(0)).toBe('0,00');
    expect(euroOfCents(-4_500)).toBe('-45,00');
    expect(euroOfCents(10_000_001)).toBe('100000,01');
  });
});

describe('percentOfShare', () => {
  it('writes a share as a percent with one decimal at most', () => {
    expect(percentOfShare(0.125)).toBe('12,5');
    expect(percentOfShare(1)).toBe('100');
    expect(percentOfShare(0)).toBe('0');
    expect(percentOfShare(2 / 3)).toBe('66,7');
    expect(percentOfShare(-0.07)).toBe('-7');
  });
});

describe('csvOf (issue #36: each table as CSV)', () => {
  const headers = ['Operatore', 'Incasso (€)', 'Scontrini', 'Quota (%)', 'Differenza (€)'];

  it('writes Italian headers and one line per row, separated by semicolons', () => {
    expect(
      csvOf(headers, [
        [
          'Sara Conti',
          measure('euro', 19_050),
          measure('count', 4),
          measure('share', 0.6),
          difference('euro', 19_050, 20_000),
        ],
        ['Marco Riva', measure('euro', 12_700), measure('count', 3), measure('share', 0.4), null],
      ]),
    ).toBe(
      'Operatore;Incasso (€);Scontrini;Quota (%);Differenza (€)\r\n' +
        'Sara Conti;190,50;4;60;-9,50\r\n' +
        'Marco Riva;127,00;3;40;\r\n',
    );
  });

  it('quotes a text with a separator or a quote', () => {
    expect(csvOf(['Servizio'], [['Taglio; piega "corta"']])).toBe(
      'Servizio\r\n"Taglio; piega ""corta"""\r\n',
    );
  });

  it('keeps a name a spreadsheet would run as a formula as text', () => {
    expect(csvOf(['Operatore'], [['=HYPERLINK("x")'], ['-Sconto'], ['@Anna']])).toBe(
      'Operatore\r\n"\'=HYPERLINK(""x"")"\r\n\'-Sconto\r\n\'@Anna\r\n',
    );
  });
});

describe('csvFileName', () => {
  it('names the file for the table and the period, without accents', () => {
    expect(csvFileName('Incasso per attività', '2026-11-01', '2026-11-19')).toBe(
      'statistiche-incasso-per-attivita-2026-11-01-2026-11-19.csv',
    );
  });
});
