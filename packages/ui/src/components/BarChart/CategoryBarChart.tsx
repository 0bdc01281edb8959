import { useId } from 'react';
import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { formatMeasure, type ChartUnit } from './measure.ts';
import { ChartImage } from './ChartImage.tsx';
import { useWidth } from './use-width.ts';
import * as styles from './BarChart.css.ts';

export interface CategoryBarDatum {
  /** Unique, stable key (an operator's id, a source). */
  key: string;
  /** The name written above its bar ("Sara Conti"). */
  label: string;
  /** The value of the chosen period, in the chart's unit. */
  value: number;
  /** The value of the period before, drawn as an outlined bar under it; omitted: none. */
  previous?: number | undefined;
}

export interface CategoryBarChartProps {
  /** Shown above the chart; names it for screen readers. */
  title: string;
  /** What the chart shows, in a sentence or two, for screen readers (the SVG's description). */
  description: string;
  data: readonly CategoryBarDatum[];
  /** Euro as integer cents, a count, or a share from 0 to 1. */
  unit: ChartUnit;
}

/** Room for a name above its bar, the bar, the previous period's bar and the gap after them. */
const LABEL_HEIGHT = 18;
const BAR_HEIGHT = 14;
const PREVIOUS_HEIGHT = 6;
const ROW_GAP = 14;
/** Room at the right for the value written after the longest bar ("12.345,50 €"). */
const VALUE_ROOM = 96;

/**
 * Horizontal bars for named things (operators, categories, sources, services), one row each
 * with its name above the bar and its value after it, so long names never crowd an axis on a
 * phone. With `previous`, an outlined bar under each one shows the period before; the legend
 * says which is which in words. An SVG with role img, named by the visible title and described
 * by `description`: the page gives the same figures in a table beside it (visx, decision 0025).
 */
export function CategoryBarChart({ title, description, data, unit }: CategoryBarChartProps) {
  const titleId = useId();
  const [plotRef, width] = useWidth<HTMLDivElement>();
  const hasPrevious = data.some((d) => d.previous !== undefined);
  const rowHeight = LABEL_HEIGHT + BAR_HEIGHT + (hasPrevious ? PREVIOUS_HEIGHT + 2 : 0) + ROW_GAP;
  const height = Math.max(rowHeight * data.length, rowHeight);
  const innerWidth = Math.max(width - VALUE_ROOM, 40);
  const largest = Math.max(...data.flatMap((d) => [d.value, d.previous ?? 0]), 0);
  const x = scaleLinear<number>({
    // A share is read against the whole; an empty chart still has a scale.
    domain: [0, unit === 'share' ? Math.max(1, largest) : Math.max(largest, 1)],
    range: [0, innerWidth],
  });

  return (
    <figure className={styles.figure}>
      <figcaption id={titleId} className={styles.caption}>
        {title}
      </figcaption>
      {hasPrevious ? (
        <p className={styles.legend}>
          <span className={styles.legendItem}>
            <span aria-hidden="true" className={styles.legendCurrent} />
            Periodo scelto
          </span>
          <span className={styles.legendItem}>
            <span aria-hidden="true" className={styles.legendPrevious} />
            Periodo precedente
          </span>
        </p>
      ) : null}
      <div ref={plotRef} className={styles.plot}>
        <ChartImage titleId={titleId} description={description} width={width} height={height}>
          {data.map((d, index) => (
            <Group key={d.key} top={index * rowHeight}>
              <text className={styles.categoryLabel} x={0} y={LABEL_HEIGHT - 5}>
                {d.label}
              </text>
              <Bar
                className={styles.bar}
                x={0}
                y={LABEL_HEIGHT}
                width={Math.max(x(Math.max(d.value, 0)), 1)}
                height={BAR_HEIGHT}
              />
              <text
                className={styles.valueLabel}
                x={x(Math.max(d.value, 0)) + 6}
                y={LABEL_HEIGHT + BAR_HEIGHT - 3}
              >
                {formatMeasure(unit, d.value)}
              </text>
              {d.previous !== undefined ? (
                <Bar
                  className={styles.previousBar}
                  x={0.5}
                  y={LABEL_HEIGHT + BAR_HEIGHT + 2.5}
                  width={Math.max(x(Math.max(d.previous, 0)), 1)}
                  height={PREVIOUS_HEIGHT - 1}
                />
              ) : null}
            </Group>
          ))}
        </ChartImage>
      </div>
    </figure>
  );
}
