import { globalStyle, style } from '@vanilla-extract/css';
import { tokens, vars } from '@agendina/ui/theme';
import {
  accentSubmit,
  dangerNotice,
  notice,
  outlinedLink,
  wrappingRow,
} from '../style-fragments.ts';

const { space, fontSizes, fontWeights, radii, borderWidths, mediumUp } = tokens;

// A salon's booking page: one column for phones first, a readable width on a desktop.
export const page = style({
  maxWidth: '44rem',
  margin: '0 auto',
  padding: `${space.lg} ${space.md} ${space.xxl}`,
  display: 'grid',
  gap: space.lg,
  '@media': { [mediumUp]: { padding: `${space.xl} ${space.lg} ${space.xxl}` } },
});

export const salonName = style({ margin: 0, fontSize: fontSizes.xxl, lineHeight: 1.2 });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const link = style({ color: vars.color.accentStrong, fontWeight: fontWeights.strong });

export const steps = style({ ...wrappingRow, fontSize: fontSizes.sm });

export const stepItem = style({
  padding: `${space.xxs} ${space.sm}`,
  borderRadius: radii.full,
  border: `${borderWidths.thin} solid ${vars.color.border}`,
  color: vars.color.textMuted,
  selectors: {
    '&[aria-current="step"]': {
      borderColor: vars.color.accent,
      color: vars.color.text,
      fontWeight: fontWeights.strong,
    },
  },
});

export const panel = style({
  display: 'grid',
  gap: space.md,
  padding: space.lg,
  borderRadius: radii.lg,
  border: `${borderWidths.thin} solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const heading = style({ margin: 0, fontSize: fontSizes.xl });

export const fieldset = style({
  border: 0,
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space.sm,
});

export const legend = style({ fontWeight: fontWeights.strong, padding: 0, marginBottom: space.xs });

export const option = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: space.sm,
  alignItems: 'start',
  padding: space.sm,
  borderRadius: radii.md,
  border: `${borderWidths.thin} solid ${vars.color.border}`,
});

export const check = style({
  width: '1.25rem',
  height: '1.25rem',
  margin: `${space.xxs} 0 0`,
  accentColor: vars.color.accent,
});

export const field = style({ display: 'grid', gap: space.xs });

export const label = style({ fontWeight: fontWeights.strong });

// The /consulenza form's control: the public pages' fields look and behave the same.
export { control } from '../consultation/ConsultationForm.css.ts';

export const phoneRow = style({
  display: 'grid',
  gridTemplateColumns: '6.5rem 1fr',
  gap: space.sm,
});

export const fieldError = style({ margin: 0, color: vars.color.danger, fontSize: fontSizes.sm });

export const alert = style(dangerNotice);

export const note = style({ ...notice, background: vars.color.infoSoft });

/** Days and times: a grid of large targets (WCAG 2.5.8), links without JavaScript. */
export const choices = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(6.5rem, 1fr))',
  gap: space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const dayChoices = style([
  choices,
  { gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))' },
]);

export const choice = style({
  display: 'grid',
  gap: space.xxs,
  minHeight: '2.75rem',
  alignContent: 'center',
  textAlign: 'center',
  padding: `${space.sm} ${space.md}`,
  ...outlinedLink,
});

export const submit = style({
  ...accentSubmit,
  minHeight: '2.75rem',
  padding: `${space.sm} ${space.xl}`,
});

export const summary = style({ margin: 0, display: 'grid', gap: space.xs });

globalStyle(`${summary} dt`, { fontWeight: fontWeights.strong });
globalStyle(`${summary} dd`, { margin: 0 });

export const hours = style({ borderCollapse: 'collapse', fontSize: fontSizes.sm });

globalStyle(`${hours} th, ${hours} td`, {
  textAlign: 'left',
  padding: `${space.xxs} ${space.md} ${space.xxs} 0`,
});

/** The deposit's box (issue #35): the amount first, then who pays and the policy. */
export const depositAmount = style({ margin: 0, fontWeight: fontWeights.strong });

export const depositLine = style({ margin: `${space.xs} 0 0` });

/** The waitlist's «Dal» and «Al», side by side from a phone's width up. */
export const dateRow = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
  gap: space.sm,
});

/** A category's services: a list with the fieldset's own spacing. */
export const optionList = style({
  display: 'grid',
  gap: space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
