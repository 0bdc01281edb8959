import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { fontSizes, fontWeights, radii, space } from '../../theme/tokens.ts';
import { flexColumn, flexRow, spreadRow } from '../../theme/layout.ts';

export const focusRing = {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
} as const;

export const field = style({
  ...flexColumn(space.xs),
  minWidth: 0,
});

export const label = style({
  fontSize: fontSizes.sm,
  fontWeight: fontWeights.strong,
  color: vars.color.text,
});

export const description = style({ fontSize: fontSizes.xs, color: vars.color.textMuted });

export const error = style({
  fontSize: fontSizes.xs,
  color: vars.color.danger,
  fontWeight: fontWeights.medium,
});

/** Text inputs, text areas, the combo box input and the date input share this look. */
export const input = style({
  font: 'inherit',
  fontSize: fontSizes.md,
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: radii.md,
  minHeight: '40px',
  padding: `${space.sm} ${space.md}`,
  width: '100%',
  selectors: {
    '&[data-focused], &[data-focus-within]': { ...focusRing, borderColor: vars.color.focus },
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[data-disabled]': { background: vars.color.surfaceSunken, color: vars.color.textMuted },
    '&::placeholder': { color: vars.color.textMuted },
  },
});

export const textArea = style([input, { resize: 'vertical', lineHeight: 1.45 }]);

/** The popover of Select, ComboBox, DatePicker and the operator multi-select. */
export const popover = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radii.md,
  boxShadow: '0 12px 32px rgba(28, 27, 34, 0.24)',
  // React Aria keeps a popover 12 px from the viewport's edges: as wide as a full-width trigger
  // it would overflow the page, and a page scroll closes a combo box's (non-modal) popover.
  minWidth: 'min(var(--trigger-width), calc(100vw - 24px))',
  maxWidth: 'calc(100vw - 24px)',
  maxHeight: '320px',
  overflow: 'auto',
  outline: 'none',
});

export const listBox = style({ padding: space.xs, outline: 'none' });

export const option = style({
  ...flexRow(space.sm),
  padding: `${space.sm} ${space.md}`,
  borderRadius: radii.sm,
  cursor: 'pointer',
  color: vars.color.text,
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.accentSoft },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
    '&[data-selected]': { fontWeight: fontWeights.strong },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const check = style({ marginInlineStart: 'auto', color: vars.color.accent });

/** The trigger of Select and the operator multi-select. */
export const trigger = style([
  input,
  {
    ...spreadRow(space.sm),
    cursor: 'pointer',
    textAlign: 'start',
    selectors: {
      '&[data-focus-visible]': focusRing,
      '&[data-pressed]': { background: vars.color.surfaceSunken },
    },
  },
]);

export const placeholder = style({ color: vars.color.textMuted });

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** The label row of a checkbox or a switch. */
export const toggleLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.sm,
  fontSize: fontSizes.sm,
  color: vars.color.text,
  cursor: 'pointer',
  minHeight: '32px',
  selectors: { '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' } },
});

/** A small square icon button inside a field (combo box toggle, date picker calendar). */
export const inlineIconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  border: 'none',
  borderRadius: radii.sm,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-hovered]': { background: vars.color.surfaceSunken },
  },
});

/** A vertical list without bullets (timeline, group services, thread). */
export const stackList = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  ...flexColumn(space.xs),
});

/** Term / value pairs in two columns (summaries, side panels). */
export const definitionList = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${space.xs} ${space.md}`,
  margin: 0,
  fontSize: fontSizes.sm,
});
export const term = style({ fontWeight: fontWeights.strong, color: vars.color.textMuted });
export const definition = style({ margin: 0, overflowWrap: 'anywhere' });

/** How the options of a radio or checkbox group are laid out. */
export const groupOrientations = ['vertical', 'horizontal'] as const;
export type GroupOrientation = (typeof groupOrientations)[number];

export const groupOptions = styleVariants({
  vertical: { display: 'flex', flexDirection: 'column', gap: space.xxs },
  horizontal: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.md },
});

/** A segment (day, month, hour...) of a date or time input typed by keyboard. */
export const dateSegment = style({
  // Every editable segment is a 24 px target at least (WCAG 2.2, 2.5.8): a one-digit hour was 12 px.
  display: 'inline-block',
  minWidth: '24px',
  minHeight: '24px',
  lineHeight: '24px',
  // Digits sit against the separator that follows them: "8:00", not "8 :00".
  textAlign: 'end',
  padding: '0 1px',
  borderRadius: radii.sm,
  fontVariantNumeric: 'tabular-nums',
  outline: 'none',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-type="literal"]': { color: vars.color.textMuted, minWidth: 0 },
    '&[data-focused]': { background: vars.color.accent, color: vars.color.onAccent },
  },
});
