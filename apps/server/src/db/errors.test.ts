import { describe, expect, it } from 'vitest';
import { retryingAbortedTransaction } from './errors.ts';

// Drizzle wraps the driver's error: the SQLSTATE sits on `cause`.
const pgError = (code: string) => Object.assign(new Error('Failed query'), { cause: { code } });

describe('retryingAbortedTransaction', () => {
  it('runs again a transaction PostgreSQL aborted to break a deadlock', async () => {
    let calls = 0;
    const result = await retryingAbortedTransaction(async () => {
      calls += 1;
      if (calls === 1) throw pgError('40P01');
      return 'scritto';
    });
    expect(result).toBe('scritto');
    expect(calls).toBe(2);
  });

  it('passes a constraint violation on at once, so it becomes its own 409', async () => {
    let calls = 0;
    const run = retryingAbortedTransaction(async () => {
      calls += 1;
      throw pgError('23P01');
    });
    await expect(run).rejects.toMatchObject({ cause: { code: '23P01' } });
    expect(calls).toBe(1);
  });

  it('gives up after three aborted attempts', async () => {
    let calls = 0;
    const run = retryingAbortedTransaction(async () => {
      calls += 1;
      throw pgError('40001');
    });
    await expect(run).rejects.toMatchObject({ cause: { code: '40001' } });
    expect(calls).toBe(3);
  });
});
