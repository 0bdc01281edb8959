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

// Reduced motion respected everywhere: no animation, no transition, no smooth scrolling.
// Transitions get no duration at all, not the usual 0.01ms: transition-property defaults to `all`,
// so a tiny duration on every element turned every style change into a transition, and for one
// frame a closed panel kept its padding, a pressed button its old colour. Nothing here waits for
// transitionend; React Aria's exit animations look for running animations and find none.
globalStyle('*, *::before, *::after', {
  '@media': {
    [reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0s !important',
      transitionDelay: '0s !important',
      scrollBehavior: 'auto',
    },
  },
});
