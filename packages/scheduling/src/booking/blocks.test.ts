import { describe, expect, it } from 'vitest';
import { COLORE, SERVICES, TAGLIO, block } from '../test-support/booking.ts';
import { blockDuration, blocksInOrder, durationFor, emptyBlock, withService } from './blocks.ts';

const custom = [{ serviceId: COLORE, customDurationMinutes: 75 }];

describe('durations', () => {
  it('use the client’s custom duration when there is one, else the service’s', () => {
    expect(durationFor(COLORE, SERVICES, custom)).toEqual({ duration: 75, isCustomDuration: true });
    expect(durationFor(TAGLIO, SERVICES, custom)).toEqual({
      duration: 45,
      isCustomDuration: false,
    });
    expect(durationFor(999, SERVICES)).toEqual({ duration: 60, isCustomDuration: false });
  });

  it('ignore custom durations that are not positive', () => {
    expect(
      durationFor(COLORE, SERVICES, [{ serviceId: COLORE, customDurationMinutes: 0 }]),
    ).toEqual({ duration: 60, isCustomDuration: false });
    expect(
      durationFor(COLORE, SERVICES, [{ serviceId: COLORE, customDurationMinutes: Number.NaN }])
        .isCustomDuration,
    ).toBe(false);
  });

  it('of a block: its own when custom, else the client’s, else the catalog’s', () => {
    expect(
      blockDuration(block(COLORE, 1, { duration: 50, isCustomDuration: true }), SERVICES, custom),
    ).toEqual({ duration: 50, isCustomDuration: true });
    expect(blockDuration(block(COLORE, 1, { duration: 50 }), SERVICES, custom)).toEqual({
      duration: 75,
      isCustomDuration: true,
    });
    expect(blockDuration(block(COLORE, 1, { duration: 50 }), SERVICES)).toEqual({
      duration: 60,
      isCustomDuration: false,
    });
    expect(
      blockDuration(block(COLORE, 1, { duration: 0, isCustomDuration: true }), SERVICES),
    ).toEqual({ duration: 60, isCustomDuration: false });
    expect(blockDuration(block(null, 1), SERVICES)).toEqual({
      duration: 60,
      isCustomDuration: false,
    });
  });
});

describe('block editing', () => {
  it('starts empty at an order', () => {
    expect(emptyBlock(3)).toEqual({
      serviceId: null,
      operatorId: null,
      duration: 0,
      isCustomDuration: false,
      order: 3,
      notes: '',
    });
  });

  it('takes a service with its duration, and can clear it', () => {
    const b = withService(emptyBlock(1), COLORE, SERVICES, custom);
    expect(b).toMatchObject({ serviceId: COLORE, duration: 75, isCustomDuration: true });
    expect(withService(b, TAGLIO, SERVICES)).toMatchObject({
      serviceId: TAGLIO,
      duration: 45,
      isCustomDuration: false,
    });
    expect(withService(b, null, SERVICES)).toMatchObject({
      serviceId: null,
      duration: 0,
      isCustomDuration: false,
    });
  });
});

describe('blocksInOrder', () => {
  it('sorts by order, then by place in the array, keeping the index', () => {
    const list = [block(1, 1, { order: 2 }), block(2, 1, { order: 1 }), block(3, 1, { order: 2 })];
    expect(blocksInOrder(list).map((o) => o.index)).toEqual([1, 0, 2]);
  });
});
