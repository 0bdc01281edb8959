import { describe, expect, it } from 'vitest';
import { registerParamsOf, registerSearchOf } from './register-search.ts';

describe('the address of the «Registro attività»', () => {
  it('keeps the known filters and drops what is not one', () => {
    const search = registerSearchOf({
      attore: 'admin@',
      azione: 'job.retry',
      salone: '4',
      dal: '2026-03-01',
      al: '2026-03-31',
      pagina: '2',
    });
    expect(search).toEqual({
      attore: 'admin@',
      azione: 'job.retry',
      salone: 4,
      dal: '2026-03-01',
      al: '2026-03-31',
      pagina: 2,
    });
    expect(registerParamsOf(search)).toEqual({
      actor: 'admin@',
      action: 'job.retry',
      salonId: 4,
      from: '2026-03-01',
      to: '2026-03-31',
      page: 1,
      size: 25,
    });
    expect(
      registerSearchOf({ azione: 'salon.delete', salone: 'abc', dal: '30/03', pagina: '0' }),
    ).toEqual({
      attore: undefined,
      azione: undefined,
      salone: undefined,
      dal: undefined,
      al: undefined,
      pagina: undefined,
    });
  });
});
