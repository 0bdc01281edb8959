import { style } from '@vanilla-extract/css';
import { pageFrame, tokens } from '@agendina/ui';

export const totals = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(${tokens.columnWidths.xs}, 1fr))`,
  gap: tokens.space.md,
  margin: 0,
});

export const total = pageFrame.figure;

export const totalValue = style({
  margin: 0,
  fontSize: tokens.fontSizes.lg,
  fontWeight: tokens.fontWeights.strong,
});

export const outcome = style({ margin: 0, fontWeight: tokens.fontWeights.strong });
