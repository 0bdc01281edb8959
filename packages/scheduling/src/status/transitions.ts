import { Temporal } from 'temporal-polyfill';
import type { GroupId, Id } from '@agendina/contract';
import type { AppointmentStatus, DisplayStatus } from './status.ts';

/** What the business can do: the digital cash feature enables 'put in progress' (SPEC.md §6). */
export interface StatusContext {
  readonly digitalCashEnabled: boolean;
}

/** The status actions of an appointment (SPEC.md §4). */
export type StatusActionId = 'START_WORK' | 'BACK_TO_WAITING' | 'SEND_TO_PAYMENT';

export interface StatusAction {
  readonly id: StatusActionId;
  readonly label: string;
  /** The status written, or null when the action only opens the cash desk. */
  readonly to: AppointmentStatus | null;
  /** The message shown when the change fails, or null. */
  readonly errorMessage: string | null;
}

export const STATUS_ACTIONS: Readonly<Record<StatusActionId, StatusAction>> = {
  START_WORK: {
    id: 'START_WORK',
    label: 'Metti in Lavorazione',
    to: 'IN_PROGRESS',
    errorMessage: "Errore nel spostare l'appuntamento in lavorazione",
  },
  BACK_TO_WAITING: {
    id: 'BACK_TO_WAITING',
    label: 'Rimetti in Attesa',
    to: 'BOOKED',
    errorMessage: "Errore nel rimettere l'appuntamento in attesa",
  },
  SEND_TO_PAYMENT: {
    id: 'SEND_TO_PAYMENT',
    label: 'Manda in Pagamento',
    to: null,
    errorMessage: null,
  },
};

/** The cash desk page 'Manda in Pagamento' opens. */
export const CASH_DESK_PATH = '/cassa';

function waiting(status: DisplayStatus): boolean {
  return status === 'BOOKED' || status === 'CONFIRMED';
}

/**
 * The actions offered for a status: BOOKED → 'Metti in Lavorazione' only with digital cash;
 * IN_PROGRESS → 'Rimetti in Attesa', and 'Manda in Pagamento' when the cash desk is reachable
 * (the cash pages need digital cash). CONFIRMED (status not sent) counts as BOOKED.
 */
export function statusActions(status: DisplayStatus, context: StatusContext): StatusAction[] {
  if (waiting(status)) return context.digitalCashEnabled ? [STATUS_ACTIONS.START_WORK] : [];
  if (status === 'IN_PROGRESS') {
    return context.digitalCashEnabled
      ? [STATUS_ACTIONS.BACK_TO_WAITING, STATUS_ACTIONS.SEND_TO_PAYMENT]
      : [STATUS_ACTIONS.BACK_TO_WAITING];
  }
  return [];
}

/** True when the user may move an appointment from one status to another from the calendar. */
export function canChangeStatus(
  from: DisplayStatus,
  to: AppointmentStatus,
  context: StatusContext,
): boolean {
  return statusActions(from, context).some((action) => action.to === to);
}

/** A visit still to serve: not completed, cancelled or a no-show (a group change skips those). */
export const isLive = (status: DisplayStatus): boolean =>
  status !== 'COMPLETED' && status !== 'CANCELLED' && status !== 'NO_SHOW';

/** Statuses an appointment never leaves (SPEC.md §4, decision record 0003). */
export const FINAL_STATUSES: readonly AppointmentStatus[] = ['COMPLETED', 'CANCELLED'];

/** Why a status change written through the API is refused, with its Italian message. */
export type TransitionRefusal =
  | { readonly code: 'STATUS_FINAL'; readonly message: string }
  | { readonly code: 'DIGITAL_CASH_DISABLED'; readonly message: string }
  | { readonly code: 'STATUS_TRANSITION_INVALID'; readonly message: string };

export const TRANSITION_MESSAGES = {
  STATUS_FINAL: 'Lo stato di un appuntamento completato o cancellato non può cambiare',
  DIGITAL_CASH_DISABLED: 'Il salone non ha la cassa digitale: impossibile mettere in lavorazione',
  STATUS_TRANSITION_INVALID: 'Cambio di stato non consentito',
} as const;

/**
 * The whole transition table of a status write (SPEC.md §4, decision record 0003): the same
 * status is a no-op; COMPLETED and CANCELLED are final; completing or cancelling a live
 * appointment is always allowed (cash desk, cancellations); BOOKED ↔ IN_PROGRESS follow the
 * calendar actions (IN_PROGRESS only with digital cash). Null when allowed.
 */
export function transitionRefusal(
  from: AppointmentStatus,
  to: AppointmentStatus,
  context: StatusContext,
): TransitionRefusal | null {
  if (from === to) return null;
  if (FINAL_STATUSES.includes(from))
    return { code: 'STATUS_FINAL', message: TRANSITION_MESSAGES.STATUS_FINAL };
  // NO_SHOW has its own calls (mark once started, undo): a plain status write neither sets nor
  // leaves it (decision 0038).
  if (from === 'NO_SHOW' || to === 'NO_SHOW')
    return {
      code: 'STATUS_TRANSITION_INVALID',
      message: TRANSITION_MESSAGES.STATUS_TRANSITION_INVALID,
    };
  if (FINAL_STATUSES.includes(to)) return null;
  if (canChangeStatus(from, to, context)) return null;
  if (from === 'BOOKED' && to === 'IN_PROGRESS')
    return { code: 'DIGITAL_CASH_DISABLED', message: TRANSITION_MESSAGES.DIGITAL_CASH_DISABLED };
  return {
    code: 'STATUS_TRANSITION_INVALID',
    message: TRANSITION_MESSAGES.STATUS_TRANSITION_INVALID,
  };
}

/** An appointment as far as a status change is concerned. */
export interface StatusSubject {
  readonly id: Id;
  readonly status: DisplayStatus;
  readonly groupId: GroupId | null;
}

export type StatusChangePlan =
  | {
      readonly ok: true;
      /** 'group': PUT /appointments/group/{groupId}/status; 'single': PATCH /appointments/{id}/status. */
      readonly scope: 'single' | 'group';
      readonly groupId: GroupId | null;
      readonly to: AppointmentStatus;
      /** Every appointment whose status changes. */
      readonly ids: readonly Id[];
    }
  | { readonly ok: false; readonly reason: string };

/**
 * Plans a status change. The selected appointment decides whether it is allowed; for a group the
 * change applies to the whole group (SPEC.md §4): every member of `group` that is not already
 * COMPLETED or CANCELLED.
 */
export function planStatusChange(
  selected: StatusSubject,
  group: readonly StatusSubject[],
  to: AppointmentStatus,
  context: StatusContext,
): StatusChangePlan {
  if (!canChangeStatus(selected.status, to, context)) {
    return { ok: false, reason: TRANSITION_MESSAGES.STATUS_TRANSITION_INVALID };
  }
  if (selected.groupId === null)
    return { ok: true, scope: 'single', groupId: null, to, ids: [selected.id] };
  const members = group.filter((m) => m.groupId === selected.groupId && isLive(m.status));
  const ids = members.map((m) => m.id);
  if (!members.some((m) => m.id === selected.id)) ids.unshift(selected.id);
  return { ok: true, scope: 'group', groupId: selected.groupId, to, ids };
}

/**
 * An appointment the bulk completion of expired appointments may close: still waiting (BOOKED,
 * or no status) and ended at or before `now` (wall-clock). In-progress ones wait for the cash desk.
 */
export function isExpiredBooking(
  appointment: { readonly status: DisplayStatus; readonly end: Temporal.PlainDateTime },
  now: Temporal.PlainDateTime,
): boolean {
  return waiting(appointment.status) && Temporal.PlainDateTime.compare(appointment.end, now) <= 0;
}
