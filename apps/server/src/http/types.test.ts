import { describe, expect, it } from 'vitest';
import type { Handler, Handlers } from './types.ts';

// Never run: `npm run typecheck` compiles them, and each @ts-expect-error fails the build when the
// error it expects is gone, so these prove that a handler's answer is checked against openapi/.
const health = { status: 'ok', version: '0.1.0', time: '2030-01-07T09:00:00Z' } as const;

const wrongField: Handler<'getHealth'> = async (ctx) =>
  // @ts-expect-error `uptime` is not a field of the documented 200 body
  ctx.ok({ ...health, database: 'up', uptime: 12 });

const wrongValue: Handler<'getHealth'> = async (ctx) =>
  // @ts-expect-error `database` is 'up' or 'down'
  ctx.ok({ ...health, database: 'forse' });

const undocumentedStatus: Handler<'getHealth'> = async (ctx) =>
  // @ts-expect-error getHealth documents no 201
  ctx.created({ ...health, database: 'up' });

// @ts-expect-error 418 is not a status getHealth documents
const undocumentedCode: Handler<'getHealth'> = async () => ({ status: 418, body: null });

const unknownOperation: Partial<Handlers> = {
  // @ts-expect-error not an operation of the contract
  async notInTheContract() {
    return { status: 200, body: null };
  },
};

describe('Handler<Op>', () => {
  it('is checked by tsc against the contract (see the @ts-expect-error lines)', () => {
    expect([
      wrongField,
      wrongValue,
      undocumentedStatus,
      undocumentedCode,
      unknownOperation,
    ]).toHaveLength(5);
  });
});
