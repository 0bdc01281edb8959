import type { ReactNode } from 'react';
import { Box } from './Box.tsx';

// Stand-ins for the layout primitives' stories: sunken tiles with readable text, and the
// measures a play function compares with the token scale.

/** A visible block of content: sunken background, rounded, padded. */
export function Tile({ children, minHeight }: { children: ReactNode; minHeight?: string }) {
  return (
    <Box background="sunken" borderRadius="md" padding="md" style={{ minHeight }}>
      {children}
    </Box>
  );
}

/** The rectangle of an element, for comparing positions and sizes in a play function. */
export const rect = (element: Element) => element.getBoundingClientRect();

/** The px value of a token (tokens.space.lg is '16px'). */
export const px = (token: string) => Number.parseFloat(token);
