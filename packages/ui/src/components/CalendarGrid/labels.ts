import type { Temporal } from 'temporal-polyfill';
import {
  STATUS_LABELS_IT,
  UNNAMED_CLIENT,
  formatMinuteOfDay,
  type DisplayBlock,
} from '@agendina/scheduling';
import { t } from '../../intl/it-IT.ts';

const WEEKDAYS = [
  'lunedì',
  'martedì',
  'mercoledì',
  'giovedì',
  'venerdì',
  'sabato',
  'domenica',
] as const;
const WEEKDAYS_SHORT = ['lun', 'mar', 'mer', 'gio', 'ven', 'sab', 'dom'] as const;
const MONTHS = [
  'gennaio',
  'febbraio',
  'marzo',
  'aprile',
  'maggio',
  'giugno',
  'luglio',
  'agosto',
  'settembre',
  'ottobre',
  'novembre',
  'dicembre',
] as const;

/** "lunedì 9 marzo" */
export function longDay(date: Temporal.PlainDate): string {
  return `${WEEKDAYS[date.dayOfWeek - 1]} ${date.day} ${MONTHS[date.month - 1]}`;
}

/** "lun 9/3" */
export function shortDay(date: Temporal.PlainDate): string {
  return `${WEEKDAYS_SHORT[date.dayOfWeek - 1]} ${date.day}/${date.month}`;
}

export function weekdayShort(dayOfWeek: number): string {
  return WEEKDAYS_SHORT[dayOfWeek - 1] ?? '';
}

export function weekdayLong(dayOfWeek: number): string {
  return WEEKDAYS[dayOfWeek - 1] ?? '';
}

export function monthName(month: number): string {
  return MONTHS[month - 1] ?? '';
}

/** A visit the client booked on the salon's page (issue #34): said and shown on its block. */
export const BOOKED_ONLINE = 'Online';

/** A visit the client confirmed through a reminder's link (issue #19). */
export const CLIENT_CONFIRMED = 'Confermato dal cliente';

/** The client as the calendar shows it ('Cliente' when the name did not arrive). */
export function clientLabel(name: string): string {
  return name.trim() === '' || name === UNNAMED_CLIENT ? t('defaultClient') : name;
}

/** "09:00 - 10:30" */
export function timeRange(block: DisplayBlock): string {
  return `${formatMinuteOfDay(block.startMinute)} - ${formatMinuteOfDay(block.endMinute)}`;
}

/** The wait after a block of a service with phases ('poi posa 30 min'), or '' after the last. */
function waitAfter(block: DisplayBlock): string {
  const next = block.appointment.activePeriods?.[block.index + 1];
  const wait = next ? next.startOffset - (block.startMinute - block.appointment.startMinute) : 0;
  const gap = wait - (block.endMinute - block.startMinute);
  return gap > 0 ? `, poi posa ${gap} min` : '';
}

/** The accessible name of a block: client, service, time range, status (which part, the wait after), operator. */
export function blockLabel(block: DisplayBlock): string {
  const a = block.appointment;
  const part =
    block.count > 1 ? `, parte ${block.index + 1} di ${block.count}${waitAfter(block)}` : '';
  const confirmed = a.clientConfirmedAt ? `, ${CLIENT_CONFIRMED}` : '';
  const operator = a.hairdresserName.trim() === '' ? '' : `, con ${a.hairdresserName}`;
  // In the order the block shows it: the client, then the «Online» mark, then the service.
  const online = a.source === 'ONLINE' ? `, ${BOOKED_ONLINE}` : '';
  return `${clientLabel(a.clientName)}${online}, ${a.service}, ${timeRange(block)}, ${STATUS_LABELS_IT[block.status]}${confirmed}${part}${operator}`;
}

const OVERTIME = t('overtime');
const FREE = t('free');
const TIME_OFF = t('timeOff');
const names = new Intl.ListFormat('it-IT', { style: 'long', type: 'conjunction' });

/** What a cell holds besides blocks that start in it. */
export interface SlotState {
  overtime: boolean;
  /** The operator is on time off that day. */
  timeOff: boolean;
  /** Blocks that started earlier and still occupy the slot. */
  covering: readonly DisplayBlock[] | undefined;
}

/**
 * The accessible name of a slot without a block of its own (hundreds per grid render: the words
 * are looked up once): 'occupato da' who is there when an earlier block still covers it, else
 * 'in ferie', 'fuori orario' or 'libero'.
 */
export function slotLabel(column: string, minute: number, state: SlotState): string {
  const clients = state.covering?.map((b) => clientLabel(b.appointment.clientName));
  const what = clients?.length
    ? t('busyWith', { names: names.format([...new Set(clients)]) })
    : state.timeOff
      ? TIME_OFF
      : state.overtime
        ? OVERTIME
        : FREE;
  return `${column}, ${formatMinuteOfDay(minute)}, ${what}`;
}
