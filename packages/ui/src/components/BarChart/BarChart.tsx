import { useId } from 'react';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { formatEuro } from '@agendina/scheduling';
import { Disclosure } from '../Disclosure/Disclosure.tsx';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../Table/Table.tsx';
import { MAX_CATEGORY_TICKS, categoryTicks, euroTick } from './bar-chart-scale.ts';
import { ChartImage } from './ChartImage.tsx';
import { useWidth } from './use-width.ts';
import * as styles from './BarChart.css.ts';

export interface BarChartDatum {
  /** Unique, stable key (a date). */
  key: string;
  /** The full label, in the table ("giovedì 19/11/2026"). */
  label: string;
  /** The short label under the axis ("19/11"). */
  tick: string;
  /** The amount in euro cents. */
  valueCents: number;
}

export interface BarChartProps {
  /** Shown above the chart; names the chart and its table for screen readers. */
  title: string;
  /** What the chart shows, in a sentence or two, for screen readers (the SVG's description). */
  description: string;
  data: readonly BarChartDatum[];
  /** The table's first column header ("Giorno"). */
  categoryLabel: string;
  /** The table's amount column header ("Incasso"). */
  valueLabel: string;
  /** The heading level of the "Dati del grafico" disclosure, to keep the page outline. */
  headingLevel?: 3 | 4 | 5 | 6;
  /** Opens "Dati del grafico" at first. */
  defaultTableExpanded?: boolean;
  /**
   * false: no "Dati del grafico" below the chart, for a page that shows the same figures in its
   * own table right beside it (a second copy would be read twice).
   */
  dataTable?: boolean;
}

const HEIGHT = 240;
const MARGIN = { top: 12, right: 12, bottom: 32, left: 72 };
/** The width a date under the axis needs ("28/11" and a gap), so labels never touch. */
const TICK_LABEL_ROOM = 56;

/**
 * A bar chart of amounts in cents (visx, decision 0025): an SVG with role img, named by the
 * visible title and described by `description`, with euro axes in it-IT; the same data is
 * in the "Dati del grafico" table below it (or, with dataTable false, in the page's own table
 * beside it), the accessible way to read every value.
 */
export function BarChart({
  title,
  description,
  data,
  categoryLabel,
  valueLabel,
  headingLevel = 3,
  defaultTableExpanded = false,
  dataTable = true,
}: BarChartProps) {
  const titleId = useId();
  const [plotRef, width] = useWidth<HTMLDivElement>();
  const innerWidth = width - MARGIN.left - MARGIN.right;
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const values = data.map((d) => d.valueCents);
  const x = scaleBand<string>({
    domain: data.map((d) => d.key),
    range: [0, innerWidth],
    padding: 0.2,
  });
  const y = scaleLinear<number>({
    domain: [Math.min(0, ...values), Math.max(100, ...values)],
    range: [innerHeight, 0],
    nice: 4,
  });
  const tickOf = new Map(data.map((d) => [d.key, d.tick]));

  return (
    <figure className={styles.figure}>
      <figcaption id={titleId} className={styles.caption}>
        {title}
      </figcaption>
      <div ref={plotRef} className={styles.plot}>
        <ChartImage titleId={titleId} description={description} width={width} height={HEIGHT}>
          <Group left={MARGIN.left} top={MARGIN.top}>
            {y.ticks(4).map((tick) => (
              <line
                key={tick}
                className={styles.gridLine}
                x1={0}
                x2={innerWidth}
                y1={y(tick)}
                y2={y(tick)}
              />
            ))}
            {data.map((d) => {
              const top = y(Math.max(0, d.valueCents));
              const bottom = y(Math.min(0, d.valueCents));
              return (
                <Bar
                  key={d.key}
                  className={d.valueCents < 0 ? styles.negativeBar : styles.bar}
                  x={x(d.key) ?? 0}
                  y={top}
                  width={x.bandwidth()}
                  height={Math.max(0, bottom - top)}
                />
              );
            })}
            <AxisLeft
              scale={y}
              numTicks={4}
              tickFormat={(value) => euroTick(Number(value))}
              axisLineClassName={styles.axisLine}
              // On the tick lines only: a class on the tick group would stroke its label too.
              tickLineProps={{ className: styles.axisLine }}
              tickLabelProps={{ className: styles.tickLabel, textAnchor: 'end', dx: -4, dy: 4 }}
            />
            <AxisBottom
              top={innerHeight}
              scale={x}
              tickValues={categoryTicks(
                data.map((d) => d.key),
                Math.min(MAX_CATEGORY_TICKS, Math.floor(innerWidth / TICK_LABEL_ROOM)),
              )}
              tickFormat={(key) => tickOf.get(key) ?? key}
              axisLineClassName={styles.axisLine}
              // On the tick lines only: a class on the tick group would stroke its label too.
              tickLineProps={{ className: styles.axisLine }}
              tickLabelProps={{ className: styles.tickLabel, textAnchor: 'middle' }}
            />
          </Group>
        </ChartImage>
      </div>
      {dataTable ? (
        <Disclosure
          title="Dati del grafico"
          headingLevel={headingLevel}
          defaultExpanded={defaultTableExpanded}
        >
          <Table aria-label={`${title}: dati del grafico`}>
            <TableHeader>
              <Column isRowHeader>{categoryLabel}</Column>
              <Column>{valueLabel}</Column>
            </TableHeader>
            <TableBody>
              {data.map((d) => (
                <Row key={d.key} id={d.key}>
                  <Cell>{d.label}</Cell>
                  <Cell>{formatEuro(d.valueCents)}</Cell>
                </Row>
              ))}
            </TableBody>
          </Table>
        </Disclosure>
      ) : null}
    </figure>
  );
}
