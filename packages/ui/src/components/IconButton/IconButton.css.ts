import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css.ts';
import { radii } from '../../theme/tokens.ts';

export const iconButtonVariants = ['ghost', 'outline', 'primary'] as const;
export const iconButtonSizes = ['md', 'sm'] as const;

export const iconButton = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: radii.md,
    border: '1px solid transparent',
    background: 'transparent',
    color: vars.color.text,
    cursor: 'pointer',
    flexShrink: 0,
    // Only React Aria's focus-visible (keyboard) shows a ring: the browser's own ring also
    // appeared after a pointer press or a programmatic focus, depending on timing.
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
      '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
      '&[data-hovered]:not([data-disabled])': { background: vars.color.surfaceSunken },
    },
  },
  variants: {
    variant: {
      ghost: {},
      outline: { borderColor: vars.color.borderStrong, background: vars.color.surface },
      primary: {
        background: vars.color.accent,
        color: vars.color.onAccent,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { background: vars.color.accentStrong },
        },
      },
    },
    size: { md: { width: '40px', height: '40px' }, sm: { width: '32px', height: '32px' } },
  },
  defaultVariants: { variant: 'ghost', size: 'md' },
});
