import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { fontSizes, fontWeights, radii, smallOnly, space } from '../../theme/tokens.ts';
import { tooltip as tooltipBase } from '../Tooltip/Tooltip.css.ts';
import { flexColumn } from '../../theme/layout.ts';

export const colWidth = createVar();
export const slotHeight = createVar();
const timeWidth = '56px';
/** The hours' column (its corner and its labels): stuck at the left as the operators scroll. */
const timeColumn = {
  flex: `0 0 ${timeWidth}`,
  position: 'sticky',
  left: 0,
  background: vars.color.surface,
} as const;
// Text boxes of headers and blocks clip with overflow: clip, not hidden: the pixels are the same
// (text-overflow's ellipsis included) but hidden makes each of the quick view's ~550 boxes a
// scroll container, which cost about a quarter of its layout time (decision 0005).
const focus = {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '-3px',
  zIndex: 4,
} as const;

export const scroller = style({
  overflow: 'auto',
  maxHeight: '100%',
  border: `1px solid ${vars.color.border}`,
  borderRadius: radii.md,
  background: vars.color.surface,
});

/**
 * The day view's scroller (issue #19): on a phone a swipe stops on an operator's column, past the
 * sticky time column; the end edge fades while operators are hidden beyond it (ColumnPager).
 */
export const snapColumns = style({
  '@media': {
    [smallOnly]: { scrollSnapType: 'x mandatory', scrollPaddingInlineStart: timeWidth },
  },
  selectors: {
    '&[data-more-after]': {
      maskImage: `linear-gradient(to left, transparent, black ${space.xl})`,
    },
  },
});

/** The day view: the pager above its scroller. */
export const pagedGrid = style({ display: 'grid', gap: space.xs, minWidth: 0 });

export const grid = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 'max-content',
  position: 'relative',
});

/** Stands in for windowed-out columns. */
export const spacer = style({ flexGrow: 0, flexShrink: 0 });

/** data-hour: the row ends on the hour, its cells get a solid bottom border. */
export const row = style({ display: 'flex', minHeight: slotHeight, height: slotHeight });
export const headerRow = style({
  display: 'flex',
  position: 'sticky',
  top: 0,
  zIndex: 6,
  background: vars.color.surface,
});
export const headerRowSecond = style({ top: '32px' });

export const corner = style({
  ...timeColumn,
  zIndex: 7,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const columnHeader = style({
  flex: `1 0 ${colWidth}`,
  width: colWidth,
  selectors: {
    [`${grid}[data-wide] &`]: { flexGrow: 0 },
    [`${snapColumns} &`]: { scrollSnapAlign: 'start' },
  },
  minHeight: '32px',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space.xs,
  padding: `${space.xxs} ${space.xs}`,
  fontSize: fontSizes.xs,
  fontWeight: fontWeights.strong,
  borderBottom: `1px solid ${vars.color.border}`,
  borderInlineStart: `1px solid ${vars.color.border}`,
  overflow: 'clip',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
});

export const dayHeader = style([
  columnHeader,
  { fontSize: fontSizes.sm, background: vars.color.surfaceSunken },
]);
export const today = style({ color: vars.color.accent });

export const headerButton = style({
  font: 'inherit',
  color: 'inherit',
  background: 'transparent',
  border: 'none',
  borderRadius: radii.sm,
  padding: `${space.xxs} ${space.xs}`,
  cursor: 'pointer',
  selectors: { '&:focus-visible': focus, '&:hover': { background: vars.color.surfaceSunken } },
});

export const dot = style({
  width: '10px',
  height: '10px',
  borderRadius: radii.full,
  flexShrink: 0,
  border: '1px solid rgba(0,0,0,.35)',
});

export const timeLabel = style({
  ...timeColumn,
  zIndex: 5,
  fontSize: fontSizes.xs,
  color: vars.color.textMuted,
  paddingInlineEnd: space.xs,
  textAlign: 'end',
  lineHeight: 1,
  paddingTop: '2px',
  fontVariantNumeric: 'tabular-nums',
});

export const cell = style({
  flex: `1 0 ${colWidth}`,
  width: colWidth,
  position: 'relative',
  borderInlineStart: `1px solid ${vars.color.border}`,
  borderBottom: `1px dashed ${vars.color.border}`,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    [`${grid}[data-wide] &`]: { flexGrow: 0 },
    [`${row}[data-hour] > &`]: { borderBottomStyle: 'solid' },
    '&[data-overtime]': {
      background: `repeating-linear-gradient(135deg, ${vars.color.overtime} 0 6px, ${vars.color.overtimeStripe} 6px 12px)`,
    },
    // Time off: the other diagonal, so it reads apart from 'fuori orario' without colour alone.
    '&[data-time-off]': {
      background: `repeating-linear-gradient(45deg, ${vars.color.overtimeStripe} 0 3px, ${vars.color.overtime} 3px 9px)`,
    },
    '&:hover': { background: vars.color.accentSoft },
    '&:focus-visible': focus,
  },
});

export const block = style({
  position: 'absolute',
  // One lane at the top of its cell, one row high; blockButton sets these inline only when they
  // differ.
  top: 0,
  left: '1px',
  width: 'calc(100% - 3px)',
  height: `calc(${slotHeight} - 1px)`,
  zIndex: 2,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '1px',
  padding: '2px 4px',
  overflow: 'clip',
  border: '1px solid rgba(0, 0, 0, 0.3)',
  borderRadius: radii.sm,
  font: 'inherit',
  fontSize: fontSizes.xs,
  lineHeight: 1.2,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '1px',
      zIndex: 4,
    },
    '&[data-status="IN_PROGRESS"]': {
      borderInlineStartWidth: '4px',
      borderInlineStartColor: 'currentColor',
    },
    '&[data-status="CANCELLED"]': { textDecoration: 'line-through' },
    // A grid of many columns (the quick view of a big salon) has most blocks off screen: there the
    // browser styles and lays out only a block's own box, not its text. The box never depends on
    // the text (width and height are set) and clips it anyway (overflow: clip). Only there: its
    // columns keep their fixed width, while in a narrower grid the containment would snap blocks
    // of fractional width 1 px differently. Decision 0071.
    [`${grid}[data-wide] &`]: { contentVisibility: 'auto' },
    // A request the salon has not accepted yet holds its time, drawn as not yet certain.
    '&[data-status="REQUESTED"], &[data-status="HELD"]': {
      borderStyle: 'dashed',
      borderWidth: '2px',
    },
  },
});

/** «Online» on a block the client booked on the salon's page: a pill in the block's own colours. */
export const blockSource = style({
  display: 'inline-block',
  paddingInline: '3px',
  border: '1px solid currentColor',
  borderRadius: radii.sm,
  fontSize: '0.625rem',
  fontWeight: fontWeights.strong,
  lineHeight: 1.2,
  verticalAlign: 'text-top',
});

export const blockTitle = style({
  fontWeight: fontWeights.strong,
  whiteSpace: 'nowrap',
  overflow: 'clip',
  textOverflow: 'ellipsis',
  maxWidth: '100%',
});
export const blockLine = style({
  whiteSpace: 'nowrap',
  overflow: 'clip',
  textOverflow: 'ellipsis',
  maxWidth: '100%',
});

export const nowLine = style({
  position: 'absolute',
  left: 0,
  right: 0,
  height: '2px',
  background: vars.color.nowLine,
  zIndex: 3,
  pointerEvents: 'none',
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      left: '-4px',
      top: '-3px',
      width: '8px',
      height: '8px',
      borderRadius: radii.full,
      background: vars.color.nowLine,
    },
  },
});

export const tooltip = style([
  tooltipBase,
  {
    position: 'fixed',
    zIndex: 1000,
    pointerEvents: 'none',
    ...flexColumn('2px'),
  },
]);

/** The visible 'in ferie' of a column header: the stripes are not the only sign (WCAG 1.4.1). */
export const timeOffTag = style({
  fontWeight: fontWeights.regular,
  color: vars.color.textMuted,
});

/** The drop place of a dragged block (DragGhost): dashed outline with the target time. */
export const dragGhost = style({
  position: 'fixed',
  zIndex: 1000,
  pointerEvents: 'none',
  boxSizing: 'border-box',
  padding: '2px 4px',
  border: `2px dashed ${vars.color.focus}`,
  borderRadius: radii.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: fontWeights.strong,
  whiteSpace: 'nowrap',
  overflow: 'clip',
});

/** The block being dragged stays in place, dimmed, until the drop. */
globalStyle(`${block}[data-dragging]`, { opacity: 0.5 });
