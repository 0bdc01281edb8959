// The two layouts the kit's own styles (and the screens' few styles) write again and again. A
// screen lays out with <Stack> and <Inline>; these are for a style that also sets other things.

/** Children one under the other, `gap` apart. */
export const flexColumn = (gap: string) =>
  ({ display: 'flex', flexDirection: 'column', gap }) as const;

/** Children side by side, centred on their middle line, `gap` apart. */
export const flexRow = (gap: string) => ({ display: 'flex', alignItems: 'center', gap }) as const;

/** Children side by side, centred on their middle line, the first and the last at the two ends. */
export const spreadRow = (gap: string) =>
  ({ ...flexRow(gap), justifyContent: 'space-between' }) as const;
