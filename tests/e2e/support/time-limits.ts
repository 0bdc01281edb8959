/**
 * A test's time limit guards against a hang; it checks no speed (`npm run bench` measures that).
 * The limits were set from a quiet two-core machine. On a host of the same kind with busy
 * neighbours, a clean-clone run took every test two to three times as long (an axe scan of
 * /dashboard 22 s), and tests that had passed for weeks ran out of time (decision 0082). Each
 * limit is its quiet-machine figure times this factor, so a hung test still fails, minutes sooner
 * than the pipeline's own limit.
 */
const BUSY_HOST = 2;

/** The time limit for something that takes up to `ms` on a quiet machine. */
export const timeLimit = (ms: number) => ms * BUSY_HOST;
