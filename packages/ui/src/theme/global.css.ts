import { globalStyle } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';
import { fontSizes, lineHeights, reducedMotion } from './tokens.ts';

globalStyle('html, body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: fontSizes.md,
  lineHeight: lineHeights.normal,
  color: vars.color.text,
  background: vars.color.surface,
});

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

// Reduced motion respected everywhere: no animation, no smooth scrolling.
globalStyle('*, *::before, *::after', {
  '@media': {
    [reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto',
    },
  },
});
