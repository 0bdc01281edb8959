import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { durations, radii } from '../../theme/tokens.ts';
import { toggleLabel } from '../Field/Field.css.ts';

export const switchRoot = style([toggleLabel, { position: 'relative' }]);

const TRACK_WIDTH = '40px';
const TRACK_HEIGHT = '24px';

// React Aria hides the real <input role="switch"> in a 1 px clipped span, so the track drawn
// over it took the pointer: a real click on the switch (Playwright's `click()`, which checks what
// is under the pointer) hit the track, not the input. The span and the input now lie, invisible,
// exactly over the track, so a pointer on the switch lands on the switch. Inline styles need
// !important.
globalStyle(`${switchRoot} > span:first-child`, {
  clip: 'auto !important',
  clipPath: 'none !important',
  width: `${TRACK_WIDTH} !important`,
  height: `${TRACK_HEIGHT} !important`,
  margin: '0 !important',
  overflow: 'visible !important',
  top: '50%',
  left: 0,
  transform: 'translateY(-50%)',
  opacity: 0,
  zIndex: 1,
});
globalStyle(`${switchRoot} > span:first-child > input`, {
  display: 'block',
  width: '100%',
  height: '100%',
  margin: 0,
  cursor: 'inherit',
});

export const track = style({
  width: TRACK_WIDTH,
  height: TRACK_HEIGHT,
  borderRadius: radii.full,
  background: vars.color.borderStrong,
  padding: '3px',
  flexShrink: 0,
  transition: `background ${durations.fast}`,
  selectors: {
    [`${switchRoot}[data-selected] &`]: { background: vars.color.accent },
    [`${switchRoot}[data-focus-visible] &`]: {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
  },
});

export const thumb = style({
  display: 'block',
  width: '18px',
  height: '18px',
  borderRadius: radii.full,
  background: vars.color.surface,
  transition: `transform ${durations.fast}`,
  selectors: { [`${switchRoot}[data-selected] &`]: { transform: 'translateX(16px)' } },
});
