import { style } from '@vanilla-extract/css';
import { tokens, vars } from '@agendina/ui';

export const lines = style({
  display: 'grid',
  gap: tokens.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const line = style({
  padding: tokens.space.md,
  border: `${tokens.borderWidths.thin} solid ${vars.color.border}`,
  borderRadius: tokens.radii.md,
  background: vars.color.surface,
});

export const addLine = style({
  padding: tokens.space.md,
  border: `${tokens.borderWidths.thin} dashed ${vars.color.borderStrong}`,
  borderRadius: tokens.radii.md,
});

/** Amounts read like a receipt: right-aligned digits of one width. */
export const amount = style({ fontVariantNumeric: 'tabular-nums', textAlign: 'end' });

export const totals = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: `${tokens.space.xs} ${tokens.space.lg}`,
  margin: 0,
  fontVariantNumeric: 'tabular-nums',
});

export const totalsValue = style({ margin: 0, textAlign: 'end' });

export const grandTotal = style({ fontSize: tokens.fontSizes.xl, fontWeight: 700 });

export const settlement = style({ margin: 0, fontWeight: 600 });

export const settlementProblem = style([settlement, { color: vars.color.danger }]);

/** A dt/dd pair grouped in a div (valid in a dl) that the grid still lays out as two cells. */
export const totalsRow = style({ display: 'contents' });
