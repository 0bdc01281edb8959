import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Viewport } from './story-page.ts';

// The stories of the built Storybook (storybook-static/index.json) and the two widths they are
// captured at. Benchmark stories (tag 'bench') are data for the render benchmark, not screens.

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  tags?: string[];
}

export const viewports: Record<Viewport['name'], Viewport> = {
  desktop: { name: 'desktop', width: 1280, height: 800 },
  mobile: { name: 'mobile', width: 390, height: 844 },
};

export const baselineDir = resolve(import.meta.dirname, 'baselines');

export const updateCommand = 'npm run test:stories -- --update-snapshots';

/** The built Storybook: storybook-static, or STORYBOOK_DIR (two checks side by side, each its own build). */
export const storybookDir = process.env['STORYBOOK_DIR'] ?? 'storybook-static';

export function storyIds(): string[] {
  const indexPath = resolve(import.meta.dirname, '../..', storybookDir, 'index.json');
  const index = JSON.parse(readFileSync(indexPath, 'utf8')) as {
    entries: Record<string, IndexEntry>;
  };
  return Object.values(index.entries)
    .filter((e) => e.type === 'story' && !e.tags?.includes('bench'))
    .map((e) => e.id);
}

export const baselineName = (storyId: string, viewport: Viewport['name']) =>
  `${storyId}--${viewport}.png`;
