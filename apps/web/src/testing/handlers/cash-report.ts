import { http, type Schemas } from '../api-mocks.ts';
import { cashReportOf, csvOf, emptyQueue, waitingQueue } from '../fixtures/cash-report.ts';

/** What the cash report's mock server holds: a story sets it up and reads what was asked. */
export interface CashReportDesk {
  /** Every period answers without receipts. */
  empty: boolean;
  queue: Schemas['FiscalQueue'];
  /** Today's closing, once made: listed by GET /cash/closings, and a second one answers 409. */
  closing: Schemas['DailyClosing'] | null;
  /** Today was closed on another device after the page asked: unlisted until a closing is tried. */
  closedElsewhere: boolean;
  /** The periods whose CSV was asked. */
  csv: { from: string; to: string }[];
}

export const newCashReportDesk = (patch: Partial<CashReportDesk> = {}): CashReportDesk => ({
  empty: false,
  queue: waitingQueue,
  closing: null,
  closedElsewhere: false,
  csv: [],
  ...patch,
});

/** Closing n. 42 of Thursday 19/11/2026 (the stories' today), made at 19:45. */
export const todaysClosing = (): Schemas['DailyClosing'] => ({
  id: 12,
  number: 42,
  date: '2026-11-19',
  closedAt: '2026-11-19T19:45:00+01:00',
  report: cashReportOf('2026-11-19', '2026-11-19'),
});

/** GET /cash/report and its CSV, POST /cash/closings, the fiscal queue and its retry. */
export const cashReportHandlers = (desk: CashReportDesk) => [
  http.get('/cash/report', ({ query, response }) => {
    const from = query.get('from') ?? '2026-11-19';
    return response(200).json(cashReportOf(from, query.get('to') ?? from, desk.empty));
  }),
  http.get('/cash/report/csv', ({ query, response }) => {
    const from = query.get('from') ?? '2026-11-19';
    desk.csv.push({ from, to: query.get('to') ?? from });
    return response(200).text(`\ufeff${csvOf(from)}`);
  }),
  http.get('/cash/closings', ({ query, response }) => {
    const closing = desk.closedElsewhere ? null : desk.closing;
    const from = query.get('from') ?? '';
    const to = query.get('to') ?? '';
    const listed = closing !== null && closing.date >= from && closing.date <= to;
    return response(200).json(listed ? [closing] : []);
  }),
  http.post('/cash/closings', ({ response }) => {
    if (desk.closing) {
      desk.closedElsewhere = false;
      return response(409).json({
        message: 'La chiusura giornaliera di oggi è già stata fatta',
        code: 'DAY_ALREADY_CLOSED',
      });
    }
    desk.closing = todaysClosing();
    return response(201).json(desk.closing);
  }),
  http.get('/cash/fiscal/queue', ({ response }) => response(200).json(desk.queue)),
  http.post('/cash/fiscal/queue/retry', ({ response }) => {
    desk.queue = emptyQueue;
    return response(200).json(desk.queue);
  }),
];
