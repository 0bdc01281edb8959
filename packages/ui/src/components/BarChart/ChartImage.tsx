import { useId, type ReactNode } from 'react';
import * as styles from './BarChart.css.ts';

export interface ChartImageProps {
  /** The id of the chart's visible title (its figcaption): the image's name. */
  titleId: string;
  /** What the chart shows, in a sentence or two: the image's description. */
  description: string;
  width: number;
  height: number;
  children: ReactNode;
}

/** The SVG of every chart of the kit: one image, named by its visible title, described in words. */
export function ChartImage({ titleId, description, width, height, children }: ChartImageProps) {
  const descriptionId = useId();
  return (
    <svg
      role="img"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      width={width}
      height={height}
      className={styles.svg}
    >
      <desc id={descriptionId}>{description}</desc>
      {children}
    </svg>
  );
}
