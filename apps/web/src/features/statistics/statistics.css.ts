import { style } from '@vanilla-extract/css';
import { pageFrame, tokens, vars } from '@agendina/ui';

/** The panel's headline figures: as many side by side as the width holds. */
export const figures = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(${tokens.columnWidths.sm}, 1fr))`,
  gap: tokens.space.md,
  margin: 0,
});

// A panel's figures share a row: each starts at the top, whatever the height of its neighbours.
export const figure = style([pageFrame.figure, { alignContent: 'start' }]);

export const figureName = style({ color: vars.color.textMuted, fontSize: tokens.fontSizes.sm });

export const figureValue = style({
  margin: 0,
  fontSize: tokens.fontSizes.xl,
  fontWeight: tokens.fontWeights.strong,
});

export const comparison = style({
  display: 'flex',
  gap: tokens.space.xs,
  alignItems: 'flex-start',
  margin: 0,
  fontSize: tokens.fontSizes.sm,
});

export const trendIcon = style({ flex: 'none', marginTop: tokens.space.xxs });

/**
 * A chart and its table, one under the other: the tables have up to six columns, which need the
 * panel's whole width on a desktop (side by side, the last ones scrolled out of sight).
 */
export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: tokens.space.lg,
});

/** A wide table scrolls in its own box instead of widening the page on a phone. */
export const tableScroller = style({ overflowX: 'auto', maxWidth: '100%' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: tokens.fontSizes.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const tableCaption = style({
  textAlign: 'start',
  fontWeight: tokens.fontWeights.strong,
  paddingBottom: tokens.space.sm,
});

export const headerCell = style({
  textAlign: 'start',
  padding: tokens.space.sm,
  borderBottom: `${tokens.borderWidths.thin} solid ${vars.color.borderStrong}`,
  color: vars.color.textMuted,
  fontWeight: tokens.fontWeights.strong,
  verticalAlign: 'bottom',
});

export const numberHeader = style([headerCell, { textAlign: 'end' }]);

export const rowHeader = style({
  textAlign: 'start',
  fontWeight: tokens.fontWeights.medium,
  padding: tokens.space.sm,
  borderBottom: `${tokens.borderWidths.thin} solid ${vars.color.border}`,
});

export const numberCell = style({
  textAlign: 'end',
  whiteSpace: 'nowrap',
  padding: tokens.space.sm,
  borderBottom: `${tokens.borderWidths.thin} solid ${vars.color.border}`,
});

export const tableBlock = style({ display: 'grid', gap: tokens.space.sm, minWidth: 0 });
