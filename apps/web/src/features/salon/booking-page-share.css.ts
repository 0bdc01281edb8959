import { style } from '@vanilla-extract/css';
import { tokens, vars } from '@agendina/ui';

export const subTitle = style({ margin: 0, fontSize: tokens.fontSizes.md });

/** On screen about 4 px a module: big enough to scan from the screen itself. */
export const qr = style({ display: 'block', width: '12rem', height: '12rem' });

/** The box the phone is fitted into: the column's width, the phone's at most. */
export const phoneFit = style({
  width: '100%',
  // The phone's own width (the frame's width attribute): its scale does not change its layout.
  maxWidth: 'fit-content',
  // Until the first measure the phone is drawn at its own size: never wider than the page.
  overflow: 'hidden',
  borderRadius: tokens.radii.lg,
  // An outline, not a border: the inside stays exactly the phone's width, and nothing is added.
  outline: `${tokens.borderWidths.thin} solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
});

/** The page in the phone, at the phone's own size, scaled down from its top left to fit. */
export const phone = style({
  display: 'block',
  border: 0,
  transformOrigin: '0 0',
});
