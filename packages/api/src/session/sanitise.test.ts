import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitiseText, sanitiseUser } from './sanitise.ts';

/** What must never survive: a script tag, the javascript: scheme, an inline handler. */
const dangerous = [
  /<\s*\/?\s*script/i,
  new RegExp(`${'javascript'.split('').join('[\\s\\u0000-\\u001F]*')}[\\s\\u0000-\\u001F]*:`, 'i'),
  /on[a-z]+\s*=/i,
];
const isClean = (text: string) => dangerous.every((pattern) => !pattern.test(text));

describe('sanitiseText (SPEC.md §5)', () => {
  it.each([
    ['<script>alert(1)</script>Mario', 'Mario'],
    ['Mario<SCRIPT type="text/javascript">steal()</ScRiPt >', 'Mario'],
    ['<script>a</script>Ada<script>b</script>', 'Ada'],
    ['<scr<script>x</script>ipt>alert(1)</script>Bea', 'alert(1)Bea'],
    ['<script src=//evil.example>', ''],
    ['javascript:alert(1)', 'alert(1)'],
    ['JaVaScRiPt:alert(1)', 'alert(1)'],
    ['java\tscript:alert(1)', 'alert(1)'],
    ['javajavascript:script:alert(1)', 'alert(1)'],
    ['<img src=x onerror=alert(1)>', '<img src=x alert(1)>'],
    ['<a ONCLICK = "x()">', '<a  "x()">'],
    ['oonclick=nclick=alert(1)', 'alert(1)'],
    ['<ScriptMario', 'Mario'],
    ['<svg/onload=alert(1)>', '<svg/alert(1)>'],
  ])('cleans %j', (input, expected) => {
    expect(sanitiseText(input)).toBe(expected);
  });

  it('leaves ordinary Italian names, e-mails and roles untouched', () => {
    for (const text of [
      "Niccolò D'Angelo",
      'anna.rossi+salone@example.it',
      'ADMIN',
      'Simone Leone',
      'Conte',
    ]) {
      expect(sanitiseText(text)).toBe(text);
    }
  });

  it('never lets a dangerous pattern through, however the pieces are mixed (property)', () => {
    const piece = fc.constantFrom(
      '<script>',
      '</script>',
      '<SCRIPT ',
      'script',
      '<scr',
      'ipt>',
      '<',
      '/',
      '>',
      'java',
      'JAVA',
      'script:',
      'Script',
      ':',
      '\t',
      '\n',
      '\u0000',
      'on',
      'ON',
      'click',
      'error',
      'load',
      '=',
      ' = ',
      ' ',
      'x',
      'Mario',
      '"',
      "'",
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(piece, fc.string()), { maxLength: 25 }), (pieces) => {
        const out = sanitiseText(pieces.join(''));
        expect(isClean(out), JSON.stringify(out)).toBe(true);
        expect(sanitiseText(out)).toBe(out);
      }),
      { numRuns: 2_000 },
    );
  });

  it('is the identity on text without the patterns (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-zàèéìòù' .@+-]*$/), (text) => {
        fc.pre(isClean(text));
        expect(sanitiseText(text)).toBe(text);
      }),
    );
  });
});

describe('sanitiseUser', () => {
  it('cleans e-mail, name and role and keeps every other field as received', () => {
    const user = {
      id: 7,
      email: 'a@b.it<script>x</script>',
      name: '<img onerror=alert(1)>Ada',
      role: 'javascript:ADMIN',
      businessType: '<script>kept</script>',
      digitalCashEnabled: true,
    };
    expect(sanitiseUser(user)).toEqual({
      id: 7,
      email: 'a@b.it',
      name: '<img alert(1)>Ada',
      role: 'ADMIN',
      businessType: '<script>kept</script>',
      digitalCashEnabled: true,
    });
  });

  it('does not touch non-string values', () => {
    expect(sanitiseUser({ name: 42, role: null })).toEqual({ name: 42, role: null });
  });
});
