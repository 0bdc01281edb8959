import { searchSchedules as searchRuleSchedules } from '@agendina/scheduling';
import type { ScheduleOption, SearchPreferences } from '@agendina/scheduling';
import type { Schemas } from '../domain/contract-types.ts';
import { rulePlanWorld } from './plan.ts';
import type { World } from './world.ts';

export type { SearchPreferences } from '@agendina/scheduling';

/** The schedule options of a multi-service search (searchSchedules of @agendina/scheduling). */
export function searchSchedules(
  world: World,
  request: Schemas['ScheduleSearchRequest'],
  prefs: SearchPreferences,
): ScheduleOption[] {
  return searchRuleSchedules(rulePlanWorld(world), request, prefs);
}
