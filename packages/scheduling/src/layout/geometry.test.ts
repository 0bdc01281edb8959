import { describe, expect, it } from 'vitest';
import {
  blockGeometry,
  clampSlotHeight,
  fitSlotHeight,
  MAX_SLOT_HEIGHT,
  MIN_SLOT_HEIGHT,
  visualExtent,
} from './geometry.ts';

const grid = { startMinute: 480, endMinute: 1200 };

describe('slot height (SPEC.md §5: 16 to 48 px)', () => {
  it('is clamped on both sides of each limit', () => {
    expect([MIN_SLOT_HEIGHT, MAX_SLOT_HEIGHT]).toEqual([16, 48]);
    expect(clampSlotHeight(15)).toBe(16);
    expect(clampSlotHeight(16)).toBe(16);
    expect(clampSlotHeight(17)).toBe(17);
    expect(clampSlotHeight(47)).toBe(47);
    expect(clampSlotHeight(48)).toBe(48);
    expect(clampSlotHeight(49)).toBe(48);
    expect(clampSlotHeight(Number.NaN)).toBe(16);
  });

  it('fits the rows in the available height', () => {
    expect(fitSlotHeight(720, 24)).toBe(30);
    expect(fitSlotHeight(200, 24)).toBe(16);
    expect(fitSlotHeight(2000, 24)).toBe(48);
    expect(fitSlotHeight(500, 0)).toBe(48);
  });
});

describe('visualExtent', () => {
  it('keeps a block inside the grid as it is', () => {
    expect(visualExtent(540, 600, grid)).toEqual({
      start: 540,
      end: 600,
      clippedStart: false,
      clippedEnd: false,
    });
  });

  it('makes a block at least one slot tall (10 minutes drawn as 30)', () => {
    expect(visualExtent(540, 550, grid)).toEqual({
      start: 540,
      end: 570,
      clippedStart: false,
      clippedEnd: false,
    });
    expect(visualExtent(540, 569, grid)?.end).toBe(570);
    expect(visualExtent(540, 571, grid)?.end).toBe(571);
  });

  it('clips to the grid and drops blocks wholly outside', () => {
    expect(visualExtent(450, 540, grid)).toEqual({
      start: 480,
      end: 540,
      clippedStart: true,
      clippedEnd: false,
    });
    expect(visualExtent(1170, 1260, grid)).toEqual({
      start: 1170,
      end: 1200,
      clippedStart: false,
      clippedEnd: true,
    });
    expect(visualExtent(420, 480, grid)).toBeNull();
    expect(visualExtent(1200, 1230, grid)).toBeNull();
  });
});

describe('blockGeometry', () => {
  it('places a block in px from the grid top', () => {
    expect(blockGeometry({ start: 540, end: 600 }, grid, 30)).toEqual({ top: 60, height: 60 });
    expect(blockGeometry({ start: 480, end: 495 }, grid, 40)).toEqual({ top: 0, height: 40 });
  });
});
