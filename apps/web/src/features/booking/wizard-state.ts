import type { Temporal } from 'temporal-polyfill';
import {
  DEFAULT_PHONE_PREFIX,
  emptyBlock,
  type Id,
  type PhonePrefix,
  type ServiceBlock,
} from '@agendina/scheduling';
import type { WizardStep } from '@agendina/ui';

/** A client picked in step 1 (from the archive, or just created by the wizard). */
export interface PickedClient {
  id: number;
  name: string;
}

export interface NewClientDraft {
  name: string;
  /** Set once the name field was edited: the 'name required' message waits until then. */
  nameTouched: boolean;
  phonePrefix: PhonePrefix;
  /** Digits after the prefix. */
  phone: string;
  email: string;
}

/** Everything the wizard keeps between steps (Indietro keeps it; a new opening starts over). */
export interface WizardState {
  step: WizardStep;
  clientMode: 'existing' | 'new';
  clientSearch: string;
  client: PickedClient | null;
  newClient: NewClientDraft;
  start: Temporal.PlainDateTime;
  blocks: ServiceBlock[];
  notes: string;
}

export type WizardAction =
  | { type: 'clientMode'; mode: 'existing' | 'new' }
  | { type: 'clientSearch'; text: string }
  | { type: 'pickClient'; client: PickedClient | null }
  | { type: 'newClient'; patch: Partial<Omit<NewClientDraft, 'nameTouched'>> }
  /** The wizard created the typed client: a retry must not create it twice. */
  | { type: 'clientCreated'; client: PickedClient }
  | { type: 'date'; date: { year: number; month: number; day: number } }
  | { type: 'time'; minuteOfDay: number }
  /** A choice offered after a refusal: a new start, and maybe another operator for one service. */
  | { type: 'moveTo'; start: Temporal.PlainDateTime; operatorId: Id | null }
  | { type: 'blockService'; index: number; serviceId: Id | null }
  | { type: 'blockOperator'; index: number; operatorId: Id | null }
  /** Minutes to wait after the previous block, and whether it starts with the previous one. */
  | { type: 'blockTiming'; index: number; requiredGapBefore?: number; canRunInParallel?: boolean }
  /** The block's own minutes (an edit of the catalogue's or the client's duration). */
  | { type: 'blockDuration'; index: number; minutes: number }
  | { type: 'addBlock' }
  | { type: 'removeBlock'; index: number }
  | { type: 'notes'; text: string }
  | { type: 'next' }
  | { type: 'back' };

/** What each of the three steps works on: the wizard's state, changed only through its actions. */
export interface WizardStepProps {
  state: WizardState;
  dispatch: (action: WizardAction) => void;
}

/**
 * What an opening may bring beyond the slot: the client and the services they asked for, or
 * (editing a booked visit) its blocks as booked and its notes.
 */
export interface WizardPrefill {
  client?: PickedClient | null;
  serviceIds?: readonly Id[];
  blocks?: readonly ServiceBlock[];
  notes?: string;
}

export function initialWizardState(
  start: Temporal.PlainDateTime,
  operatorId: number | null,
  prefill: WizardPrefill = {},
): WizardState {
  const client = prefill.client ?? null;
  const serviceIds = prefill.serviceIds ?? [];
  return {
    step: 0,
    clientMode: 'existing',
    clientSearch: client?.name ?? '',
    client,
    newClient: {
      name: '',
      nameTouched: false,
      phonePrefix: DEFAULT_PHONE_PREFIX,
      phone: '',
      email: '',
    },
    start,
    blocks: prefill.blocks?.length
      ? [...prefill.blocks]
      : serviceIds.length === 0
        ? [{ ...emptyBlock(1), operatorId }]
        : serviceIds.map((serviceId, i) => ({ ...emptyBlock(i + 1), serviceId, operatorId })),
    notes: prefill.notes ?? '',
  };
}

/** Orders follow the place in the list (1-based), so the timeline runs top to bottom. */
const renumber = (blocks: ServiceBlock[]) => blocks.map((b, i) => ({ ...b, order: i + 1 }));

const patchBlock = (blocks: ServiceBlock[], index: number, patch: Partial<ServiceBlock>) =>
  blocks.map((b, i) => (i === index ? { ...b, ...patch } : b));

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'clientMode':
      return { ...state, clientMode: action.mode };
    case 'clientSearch':
      return { ...state, clientSearch: action.text };
    case 'pickClient':
      return {
        ...state,
        client: action.client,
        clientSearch: action.client ? action.client.name : state.clientSearch,
      };
    case 'newClient': {
      const nameTouched = state.newClient.nameTouched || action.patch.name !== undefined;
      return { ...state, newClient: { ...state.newClient, ...action.patch, nameTouched } };
    }
    case 'clientCreated':
      return {
        ...state,
        clientMode: 'existing',
        client: action.client,
        clientSearch: action.client.name,
      };
    case 'date':
      return {
        ...state,
        start: state.start.with({
          year: action.date.year,
          month: action.date.month,
          day: action.date.day,
        }),
      };
    case 'time':
      return {
        ...state,
        start: state.start.with({
          hour: Math.floor(action.minuteOfDay / 60),
          minute: action.minuteOfDay % 60,
          second: 0,
        }),
      };
    case 'moveTo':
      return {
        ...state,
        start: action.start,
        // Another operator only makes sense for a one-service plan (the server chose them).
        blocks:
          action.operatorId !== null && state.blocks.length === 1
            ? patchBlock(state.blocks, 0, { operatorId: action.operatorId })
            : state.blocks,
      };
    case 'blockService':
      // The duration follows the catalogue and the client's custom durations (blockDuration).
      return {
        ...state,
        blocks: patchBlock(state.blocks, action.index, {
          serviceId: action.serviceId,
          duration: 0,
          isCustomDuration: false,
        }),
      };
    case 'blockOperator':
      return {
        ...state,
        blocks: patchBlock(state.blocks, action.index, { operatorId: action.operatorId }),
      };
    case 'blockTiming': {
      const { index, type: _type, ...patch } = action;
      return { ...state, blocks: patchBlock(state.blocks, index, patch) };
    }
    case 'blockDuration':
      return {
        ...state,
        blocks: patchBlock(state.blocks, action.index, {
          duration: action.minutes,
          isCustomDuration: true,
        }),
      };
    case 'addBlock':
      return { ...state, blocks: [...state.blocks, emptyBlock(state.blocks.length + 1)] };
    case 'removeBlock':
      return { ...state, blocks: renumber(state.blocks.filter((_, i) => i !== action.index)) };
    case 'notes':
      return { ...state, notes: action.text };
    case 'next':
      return { ...state, step: state.step === 0 ? 1 : 2 };
    case 'back':
      return { ...state, step: state.step === 2 ? 1 : 0 };
  }
}
