import { useMemo } from 'react';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import {
  alternativeSlotsQueryOptions,
  multiOperatorAlternativesQueryOptions,
  nextAvailableSlotQueryOptions,
  serviceAvailabilityQueryOptions,
  serviceOperatorsAvailabilityQueryOptions,
  type ApiClient,
} from '@agendina/api';
import {
  isoAt,
  minuteOfDay,
  type Id,
  type MultiOperatorPayload,
  type Operator,
  type Service,
  type Timeline,
} from '@agendina/scheduling';
import type { Temporal } from 'temporal-polyfill';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import {
  freeStartMinutes,
  lengthBasis,
  operatorMarks,
  planChoices,
  type OperatorMark,
  type PlanChoice,
} from './availability-model.ts';
import type { WizardState } from './wizard-state.ts';

/** Typing a date or stepping through times waits this long before asking the server. */
export const availabilityDebounceMs = 300;

const localIso = (at: Temporal.PlainDateTime) => isoAt(at.toPlainDate(), minuteOfDay(at));

/** What step 1 shows under the date: the free start times for one length, while they load too. */
export interface FreeTimes {
  basisLabel: string | null;
  /** The operator the times are for (the pressed column), or null for anyone. */
  operatorName: string | null;
  minutes: readonly number[] | null;
  isLoading: boolean;
  isError: boolean;
}

export function useFreeTimes(
  api: ApiClient,
  state: WizardState,
  services: readonly Service[],
  operators: readonly Operator[],
  clientId: Id | null,
  excludeVisitOf: Id | null = null,
): FreeTimes {
  const basis = lengthBasis(state.blocks, services);
  const date = useDebouncedValue(state.start.toPlainDate().toString(), availabilityDebounceMs);
  const operatorId = state.blocks[0]?.operatorId ?? null;
  const query = useQuery({
    ...serviceAvailabilityQueryOptions(api, basis?.serviceId ?? 0, {
      date,
      ...(clientId === null ? {} : { clientId }),
      ...(excludeVisitOf === null ? {} : { excludeVisitOf }),
    }),
    enabled: basis !== null,
    // The previous day's times stay until the new ones arrive: the list never jumps to empty.
    placeholderData: keepPreviousData,
  });
  const minutes = useMemo(
    () => (query.data ? freeStartMinutes(query.data, operatorId) : null),
    [query.data, operatorId],
  );
  return {
    basisLabel: basis?.label ?? null,
    operatorName: operators.find((o) => o.id === operatorId)?.name ?? null,
    minutes,
    isLoading: basis !== null && (query.isPending || query.isPlaceholderData),
    isError: query.isError,
  };
}

/**
 * Step 2's marks, one map per block: the server's availability of every operator at that
 * block's start (the timeline's, or the visit's start before the block has an operator).
 */
export function useOperatorMarks(
  api: ApiClient,
  state: WizardState,
  timeline: Timeline,
  operators: readonly Operator[],
  excludeVisitOf: Id | null = null,
): { marks: readonly (ReadonlyMap<Id, OperatorMark> | null)[]; isLoading: boolean } {
  const requests = state.blocks.map((block, index) => {
    const item = timeline.items.find((i) => i.blockIndex === index);
    return block.serviceId === null
      ? null
      : { serviceId: block.serviceId, at: localIso(item?.start ?? state.start) };
  });
  const debounced = useDebouncedValue(JSON.stringify(requests), availabilityDebounceMs);
  const asked = JSON.parse(debounced) as typeof requests;
  const answers = useQueries({
    queries: asked.map((r) => ({
      ...serviceOperatorsAvailabilityQueryOptions(api, r?.serviceId ?? 0, {
        ...(r ? { dateTime: r.at } : {}),
        ...(excludeVisitOf === null ? {} : { excludeVisitOf }),
      }),
      enabled: r !== null,
    })),
  });
  const ids = operators.map((o) => o.id);
  return {
    marks: answers.map((a) => (a.data ? operatorMarks(ids, a.data) : null)),
    isLoading: answers.some((a) => a.isFetching),
  };
}

/**
 * After a refusal: the next free slot (of the plan's one operator) and the alternatives. One
 * service: nearby slots, other operators too; several: placements of the whole plan.
 */
export function useRefusalChoices(
  api: ApiClient,
  refused: MultiOperatorPayload | null,
  timeline: Timeline,
  excludeVisitOf: Id | null = null,
): { choices: PlanChoice[]; isLoading: boolean } {
  const single = timeline.items.length === 1 ? timeline.items[0] : undefined;
  const operatorIds = new Set(timeline.items.map((i) => i.operatorId));
  const oneOperator = operatorIds.size === 1 ? [...operatorIds][0] : undefined;
  const from = localIso(timeline.start);
  const enabled = refused !== null && timeline.items.length > 0;
  const except = excludeVisitOf === null ? {} : { excludeVisitOf };
  const next = useQuery({
    ...nextAvailableSlotQueryOptions(api, {
      durationMinutes: Math.max(1, timeline.totalMinutes),
      from,
      ...(oneOperator === undefined ? {} : { hairdresserId: oneOperator }),
      ...(single ? { serviceId: single.serviceId } : {}),
      ...except,
    }),
    // Operators that differ per service have no one "next slot": the placements answer that.
    enabled: enabled && oneOperator !== undefined,
  });
  const near = useQuery({
    ...alternativeSlotsQueryOptions(api, {
      dateTime: from,
      durationMinutes: Math.max(1, timeline.totalMinutes),
      hairdresserId: single?.operatorId ?? 0,
      serviceId: single?.serviceId ?? 0,
      ...except,
    }),
    enabled: enabled && single !== undefined,
  });
  const placements = useQuery({
    ...multiOperatorAlternativesQueryOptions(api, refused ?? emptyPlan, except),
    enabled: enabled && single === undefined && refused !== null,
  });
  const choices = planChoices({
    nextSlot: next.data ?? null,
    alternatives: single ? near.data : undefined,
    placements: single ? undefined : placements.data?.alternatives,
  });
  return {
    // The refused start itself is no choice (a placement "at the same time" changes nothing).
    choices: choices.filter((c) => !c.start.equals(timeline.start) || c.operatorId !== null),
    // Only a request under way counts: a disabled query stays pending forever.
    isLoading: next.isFetching || near.isFetching || placements.isFetching,
  };
}

const emptyPlan: MultiOperatorPayload = { clientId: 0, serviceBlocks: [], startDateTime: '' };
