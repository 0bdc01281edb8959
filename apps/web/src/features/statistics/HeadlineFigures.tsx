import { Icon, formatMeasure, type ChartUnit } from '@agendina/ui';
import { comparisonOf, type Trend } from './figures.ts';
import * as styles from './statistics.css.ts';

export interface HeadlineFigure {
  /** "Incasso del periodo". */
  name: string;
  unit: ChartUnit;
  current: number;
  previous: number;
}

const trendIcons: Readonly<Record<Trend, 'arrowUp' | 'arrowDown' | 'minus'>> = {
  up: 'arrowUp',
  down: 'arrowDown',
  same: 'minus',
};

/**
 * A panel's main figures, each with «rispetto al periodo precedente» in words (the arrow only
 * repeats them, it is hidden from screen readers): a description list, read name then value.
 */
export function HeadlineFigures({ figures }: { figures: readonly HeadlineFigure[] }) {
  return (
    <dl className={styles.figures}>
      {figures.map((figure) => {
        const comparison = comparisonOf(figure.unit, figure.current, figure.previous);
        return (
          <div key={figure.name} className={styles.figure}>
            <dt className={styles.figureName}>{figure.name}</dt>
            <dd className={styles.figureValue}>{formatMeasure(figure.unit, figure.current)}</dd>
            <dd className={styles.comparison}>
              <Icon name={trendIcons[comparison.trend]} size={16} className={styles.trendIcon} />
              <span>{comparison.words}</span>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
