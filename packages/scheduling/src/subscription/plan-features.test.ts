import { describe, expect, it } from 'vitest';
import { PLAN_FEATURE_BACKING } from './plan-features.ts';
import { PLANS } from './plans.ts';

describe('what the plans sell', () => {
  it('has something behind every line of every plan, and each entitlement holds for its plan', () => {
    for (const plan of PLANS)
      for (const feature of plan.features) {
        const backing = PLAN_FEATURE_BACKING[feature];
        expect(backing, `«${feature}» (${plan.name}) non ha nulla dietro`).toBeDefined();
        if (backing?.kind === 'entitlement')
          expect(backing.holds(plan.entitlements), `«${feature}» nel piano ${plan.name}`).toBe(
            true,
          );
      }
  });

  it('promises no second location while there is none', () => {
    const copy = PLANS.flatMap((p) => [p.description, ...p.features]).join(' ');
    expect(copy).not.toMatch(/sedi|sede/i);
  });
});
