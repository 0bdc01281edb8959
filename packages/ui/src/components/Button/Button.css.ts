import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css.ts';
import { fontSizes, radii, space } from '../../theme/tokens.ts';

export const buttonVariants = ['primary', 'secondary', 'danger'] as const;

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: space.sm,
    minHeight: '40px',
    padding: `0 ${space.lg}`,
    borderRadius: radii.md,
    border: '1px solid transparent',
    font: 'inherit',
    fontSize: fontSizes.sm,
    fontWeight: 600,
    cursor: 'pointer',
    // Only React Aria's focus-visible (keyboard) shows a ring: the browser's own ring also
    // appeared after a pointer press or a programmatic focus, depending on timing.
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
      '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.accent,
        color: vars.color.onAccent,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { background: vars.color.accentStrong },
        },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.border,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { background: vars.color.surfaceSunken },
        },
      },
      danger: { background: vars.color.danger, color: vars.color.onAccent },
    },
  },
  defaultVariants: { variant: 'primary' },
});

export type ButtonRecipe = NonNullable<RecipeVariants<typeof button>>;
