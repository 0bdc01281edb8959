// vitest 5 benchmarks (the `bench` test fixture, powered by Tinybench). Run: npm run bench
// They print figures only: no timing assertion, a shared machine is too noisy for that.
import { test } from 'vitest';
import { benchCases } from './cases.ts';

for (const { name, run } of benchCases()) {
  test(name, async ({ bench }) => {
    const result = await bench(name, () => {
      run();
    }).run();
    console.log(`${name}: mean ${result.latency.mean.toFixed(3)} ms`);
  });
}
