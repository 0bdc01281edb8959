import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css.ts';
import { fontSizes, radii, space } from '../../theme/tokens.ts';

/**
 * divided: one bordered box, rows split by lines (an inbox). separated: each row its own card
 * with a gap between (a catalogue to reorder by dragging).
 */
export const gridListVariants = ['divided', 'separated'] as const;
export type GridListVariant = (typeof gridListVariants)[number];

export const list = recipe({
  // The rows show focus; the list itself only when it is empty (then it takes focus itself). The
  // browser's own ring came and went with the timing of a pointer press.
  base: {
    display: 'grid',
    margin: 0,
    padding: 0,
    outline: 'none',
    selectors: {
      '&[data-empty][data-focus-visible]': {
        outline: `3px solid ${vars.color.focus}`,
        outlineOffset: '2px',
      },
    },
  },
  variants: {
    variant: {
      divided: {
        border: `1px solid ${vars.color.border}`,
        borderRadius: radii.lg,
        background: vars.color.surface,
        overflow: 'hidden',
      },
      separated: { gap: space.xs },
    },
  },
  defaultVariants: { variant: 'divided' },
});

export const item = recipe({
  base: { outline: 'none' },
  variants: {
    variant: {
      divided: {
        padding: `${space.md} ${space.lg}`,
        color: vars.color.text,
        borderBottom: `1px solid ${vars.color.border}`,
        cursor: 'pointer',
        selectors: {
          '&:last-child': { borderBottom: 'none' },
          '&[data-hovered]': { background: vars.color.surfaceSunken },
          '&[data-focus-visible]': {
            outline: `3px solid ${vars.color.focus}`,
            outlineOffset: '-3px',
          },
        },
      },
      separated: {
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: space.sm,
        padding: space.sm,
        border: `1px solid ${vars.color.border}`,
        borderRadius: radii.md,
        background: vars.color.surface,
        selectors: {
          '&[data-focus-visible]': {
            outline: `3px solid ${vars.color.focus}`,
            outlineOffset: '2px',
          },
          '&[data-dragging]': { opacity: 0.5 },
          '&[data-drop-target]': { borderColor: vars.color.accent },
        },
      },
    },
  },
  defaultVariants: { variant: 'divided' },
});

export const dropIndicator = style({
  height: '2px',
  selectors: { '&[data-drop-target]': { background: vars.color.accent } },
});

export const dragHandle = style({
  cursor: 'grab',
  border: 'none',
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: fontSizes.lg,
  padding: space.xs,
  selectors: { '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}` } },
});
