import { Tiles } from '@agendina/ui';
import { DateRangeFields, type DayRange } from '../../components/DateRangeFields.tsx';

export interface RangeFieldsProps {
  range: DayRange;
  /** Called once both dates are complete, in order and at most a year apart. */
  onChange: (range: DayRange) => void;
}

/** «Dal» and «Al» of the statistics: the lists' own fields, side by side as room allows. */
export function RangeFields({ range, onChange }: RangeFieldsProps) {
  return (
    <Tiles space="md" minColumnWidth="sm" alignY="bottom" role="group" aria-label="Due date">
      <DateRangeFields range={range} onChange={onChange} />
    </Tiles>
  );
}
