// Declarations that several of the site's styles begin with, where they mean the same thing:
// each style spreads one and adds its own (a padding, a hover). Plain objects, not classes, so
// the pages link no extra class and each rule stays whole in its own stylesheet.
import { tokens, vars } from '@agendina/ui/theme';

const { space, fontWeights, radii, borderWidths } = tokens;
const accentLine = `${borderWidths.thin} solid ${vars.color.accent}`;

/** A list whose items stand in a row and wrap (the booking steps, the breadcrumbs). */
export const wrappingRow = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
} as const;

/** A boxed message in a form; the caller gives its background (danger, info). */
export const notice = {
  margin: 0,
  padding: `${space.md} ${space.lg}`,
  borderRadius: radii.md,
} as const;

/** A refusal or failure: the notice on the danger tint, in body text colour. */
export const dangerNotice = {
  ...notice,
  background: vars.color.dangerSoft,
  color: vars.color.text,
} as const;

/** A link drawn as an outlined accent button (a time to pick, «Accedi»); the caller pads it. */
export const outlinedLink = {
  borderRadius: radii.md,
  border: accentLine,
  color: vars.color.accentStrong,
  fontWeight: fontWeights.strong,
  textDecoration: 'none',
} as const;

/** A form's submit button on the accent; the caller pads it. */
export const accentSubmit = {
  justifySelf: 'start',
  font: 'inherit',
  fontWeight: fontWeights.strong,
  borderRadius: radii.md,
  border: accentLine,
  background: vars.color.accent,
  color: vars.color.onAccent,
  cursor: 'pointer',
} as const;
