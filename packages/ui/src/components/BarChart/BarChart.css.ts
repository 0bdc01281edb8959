import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { fontSizes, fontWeights, space } from '../../theme/tokens.ts';

export const figure = style({ display: 'grid', gap: space.md, margin: 0, minWidth: 0 });

export const caption = style({ fontSize: fontSizes.md, fontWeight: fontWeights.strong });

export const plot = style({ width: '100%', minWidth: 0 });

export const svg = style({ display: 'block', overflow: 'visible' });

// The bars take the accent colour: 3:1 or more against the page (WCAG 1.4.11, graphics).
export const bar = style({ fill: vars.color.accent });

export const negativeBar = style({ fill: vars.color.danger });

export const gridLine = style({ stroke: vars.color.border, strokeWidth: 1 });

export const axisLine = style({ stroke: vars.color.borderStrong, strokeWidth: 1 });

// Tick labels are text: the muted ink keeps 4.5:1 on the page.
export const tickLabel = style({ fill: vars.color.textMuted, fontSize: fontSizes.xs });

// CategoryBarChart: a name above each bar, its value after it, in the page's ink.
export const categoryLabel = style({ fill: vars.color.text, fontSize: fontSizes.sm });

export const valueLabel = style({
  fill: vars.color.text,
  fontSize: fontSizes.xs,
  fontWeight: fontWeights.strong,
});

// The period before: an outline in the strong border colour (3:1 on the page), not a second
// hue, so it reads apart from the filled bar without relying on colour.
export const previousBar = style({
  fill: 'none',
  stroke: vars.color.borderStrong,
  strokeWidth: 1,
});

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.md,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: fontSizes.xs,
});

export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: space.xs });

const swatch = { display: 'inline-block', width: space.lg, height: space.sm } as const;

export const legendCurrent = style({ ...swatch, background: vars.color.accent });

export const legendPrevious = style({
  ...swatch,
  border: `1px solid ${vars.color.borderStrong}`,
});
