import { useState } from 'react';
import { parseDate, type CalendarDate } from '@internationalized/date';
import { Button, DatePicker, Inline, Tiles } from '@agendina/ui';
import { rangeMessages, rangeProblem } from '../../../lib/date-range.ts';
import { PeriodKinds } from '../../../lib/period-kinds.tsx';
import { reportPeriodLabels, shiftPeriod, type ReportPeriod } from './report-period.ts';
import { REPORT_PERIODS, type ReportPeriodKind } from './report-search.ts';

export interface ReportPeriodPickerProps {
  period: ReportPeriod;
  onChange: (period: { kind: ReportPeriodKind; from: string; to: string }) => void;
}

const anchorLabels: Readonly<Record<Exclude<ReportPeriodKind, 'intervallo'>, string>> = {
  giorno: 'Giorno',
  settimana: 'Un giorno della settimana',
  mese: 'Un giorno del mese',
};

const stepLabels: Readonly<Record<ReportPeriodKind, [string, string]>> = {
  giorno: ['Giorno precedente', 'Giorno successivo'],
  settimana: ['Settimana precedente', 'Settimana successiva'],
  mese: ['Mese precedente', 'Mese successivo'],
  intervallo: ['Intervallo precedente', 'Intervallo successivo'],
};

const parsed = (date: string): CalendarDate | null => {
  try {
    return parseDate(date);
  } catch {
    return null;
  }
};

/**
 * The period of the report: a day, the week or the month of a day, or a range of at most 366
 * days. Dates are kept as typed and reach the report only once complete and in order (a year
 * typed digit by digit asks for nothing); what is wrong shows under the field.
 */
export function ReportPeriodPicker({ period, onChange }: ReportPeriodPickerProps) {
  const [shown, setShown] = useState({ from: period.from, to: period.to });
  const [draft, setDraft] = useState(() => ({ from: parsed(period.from), to: parsed(period.to) }));
  // Back, a link or the arrows changed the period: the fields follow (adjusting state while
  // rendering, as React's docs show, not an effect).
  if (shown.from !== period.from || shown.to !== period.to) {
    setShown({ from: period.from, to: period.to });
    setDraft({ from: parsed(period.from), to: parsed(period.to) });
  }
  const from = draft.from?.toString() ?? '';
  const to = draft.to?.toString() ?? '';
  const isRange = period.kind === 'intervallo';
  const problem = isRange ? rangeProblem(from, to) : rangeProblem(from, from);

  const changeDates = (next: typeof draft) => {
    setDraft(next);
    const nextFrom = next.from?.toString() ?? '';
    const nextTo = isRange ? (next.to?.toString() ?? '') : nextFrom;
    if (rangeProblem(nextFrom, nextTo) === null)
      onChange({ kind: period.kind, from: nextFrom, to: nextTo });
  };
  const incomplete = (value: string) =>
    problem === rangeMessages.incomplete && rangeProblem(value, value) !== null
      ? rangeMessages.incomplete
      : undefined;
  const [previous, next] = stepLabels[period.kind];

  return (
    <Tiles
      space="md"
      minColumnWidth="md"
      alignY="bottom"
      role="group"
      aria-label="Periodo del report"
    >
      <PeriodKinds
        kinds={REPORT_PERIODS}
        labels={reportPeriodLabels}
        value={period.kind}
        onChange={(kind) =>
          onChange({ kind, from: period.from, to: kind === 'intervallo' ? period.to : period.from })
        }
      />
      {period.kind === 'intervallo' ? (
        <>
          <DatePicker
            label="Dal"
            value={draft.from}
            onChange={(date) => changeDates({ ...draft, from: date })}
            errorMessage={incomplete(from)}
          />
          <DatePicker
            label="Al"
            value={draft.to}
            onChange={(date) => changeDates({ ...draft, to: date })}
            errorMessage={
              incomplete(to) ??
              (problem !== null && problem !== rangeMessages.incomplete ? problem : undefined)
            }
          />
        </>
      ) : (
        <DatePicker
          label={anchorLabels[period.kind]}
          value={draft.from}
          onChange={(date) => changeDates({ from: date, to: date })}
          errorMessage={incomplete(from)}
        />
      )}
      <Inline space="sm">
        <Button
          variant="secondary"
          isDisabled={period.problem !== null}
          onPress={() => onChange(shiftPeriod(period, -1))}
        >
          {previous}
        </Button>
        <Button
          variant="secondary"
          isDisabled={period.problem !== null}
          onPress={() => onChange(shiftPeriod(period, 1))}
        >
          {next}
        </Button>
      </Inline>
    </Tiles>
  );
}
