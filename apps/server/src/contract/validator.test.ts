// The validators compile on first use (validator.ts): this compiles every one of them, so a
// schema ajv cannot compile fails here and not at the first request that needs it.
import { describe, expect, it } from 'vitest';
import { compiledContract } from './contract.ts';

describe('the contract’s validators', () => {
  it('compile for every operation’s parameters, body and documented responses', () => {
    const failures: string[] = [];
    for (const compiled of compiledContract().operations) {
      const { op } = compiled;
      const tries: [string, () => unknown][] = [
        ['params', () => compiled.params],
        ['body', () => compiled.body],
        ...[...compiled.responses.keys()].map((status): [string, () => unknown] => [
          status,
          () => compiled.responses.get(status),
        ]),
      ];
      for (const [part, compile] of tries) {
        try {
          compile();
        } catch (error) {
          failures.push(`${op.operationId} ${part}: ${String(error)}`);
        }
      }
      expect(compiled.body === null).toBe(op.body === null);
      for (const [status, schema] of Object.entries(op.responses))
        expect(compiled.responses.get(status) === null, `${op.operationId} ${status}`).toBe(
          schema === null,
        );
    }
    expect(failures).toEqual([]);
  });
});
