import type { ActivePeriod } from '../appointments/periods.ts';

/** ACTIVE: the operator works on the client; WAIT: the client waits (e.g. colour "posa"). */
export const SERVICE_PHASE_KINDS = ['ACTIVE', 'WAIT'] as const;
export type ServicePhaseKind = (typeof SERVICE_PHASE_KINDS)[number];

/** One phase of a service, in execution order (the contract's ServicePhase). */
export interface ServicePhase {
  readonly kind: ServicePhaseKind;
  readonly durationMinutes: number;
  readonly label?: string | null | undefined;
}

/** Phases are whole multiples of this (the calendar's 5-minute rows; decision 0036). */
export const PHASE_STEP_MINUTES = 5;
/** The shortest phase. */
export const MIN_PHASE_MINUTES = 5;
/** More phases than this is a recipe, not a booking. */
export const MAX_SERVICE_PHASES = 6;

/** Italian names of the kinds, as the /servizi form shows them. */
export const PHASE_KIND_LABELS: Record<ServicePhaseKind, string> = {
  ACTIVE: 'Lavoro',
  WAIT: 'Attesa',
};

/**
 * Errors by field: `phases` for the list as a whole, `phases.<i>.durationMinutes` and
 * `phases.<i>.kind` for one phase (the keys the server's 400 and the form share).
 */
export type ServicePhaseErrors = Record<string, string>;

/** Minutes of all the phases (NaN ones count as 0, so a preview can show a partial total). */
export function phasesTotal(phases: readonly Pick<ServicePhase, 'durationMinutes'>[]): number {
  return phases.reduce(
    (sum, p) => sum + (Number.isFinite(p.durationMinutes) ? p.durationMinutes : 0),
    0,
  );
}

/**
 * The rules of a service's phases (null or empty: one active block, always valid): at most
 * MAX_SERVICE_PHASES; each a known kind, whole minutes, at least 5 and a multiple of 5; the first
 * and the last ACTIVE (a visit starts and ends with the operator); their sum equal to the
 * service's duration (the duration stays the one number the catalog, prices and custom
 * durations read: the phases only split it).
 */
export function validateServicePhases(
  phases: readonly ServicePhase[] | null | undefined,
  durationMinutes: number,
): ServicePhaseErrors {
  const errors: ServicePhaseErrors = {};
  if (!phases || phases.length === 0) return errors;
  if (phases.length > MAX_SERVICE_PHASES) {
    errors.phases = `Al massimo ${MAX_SERVICE_PHASES} fasi`;
    return errors;
  }
  phases.forEach((p, i) => {
    if (!SERVICE_PHASE_KINDS.includes(p.kind))
      errors[`phases.${i}.kind`] = 'Scegli Lavoro o Attesa';
    const m = p.durationMinutes;
    if (!Number.isInteger(m) || m < MIN_PHASE_MINUTES)
      errors[`phases.${i}.durationMinutes`] =
        `Inserisci i minuti della fase (almeno ${MIN_PHASE_MINUTES})`;
    else if (m % PHASE_STEP_MINUTES !== 0)
      errors[`phases.${i}.durationMinutes`] =
        `I minuti della fase devono essere un multiplo di ${PHASE_STEP_MINUTES}`;
  });
  if (phases[0]?.kind !== 'ACTIVE' || phases[phases.length - 1]?.kind !== 'ACTIVE')
    errors.phases = 'La prima e l’ultima fase devono essere di lavoro';
  else if (phases.length > 1 && !phases.some((p) => p.kind === 'WAIT'))
    errors.phases = 'Aggiungi almeno una fase di attesa, oppure togli le fasi';
  else if (
    Object.keys(errors).length === 0 &&
    Number.isInteger(durationMinutes) &&
    phasesTotal(phases) !== durationMinutes
  )
    errors.phases = `Le fasi durano ${phasesTotal(phases)} min: devono sommare la durata del servizio (${durationMinutes} min)`;
  return errors;
}

/**
 * The activePeriods (SPEC.md §3) a booking of `durationMinutes` copies from the phases: the
 * ACTIVE phases as offsets from the start. A duration that differs from the phases' sum (a
 * client's custom duration, decision 0036) stretches or shrinks the last ACTIVE phase; when it
 * would shrink below MIN_PHASE_MINUTES, or the phases are absent or invalid, null: the whole
 * visit is one busy block, the safe reading.
 */
export function activePeriodsFor(
  phases: readonly ServicePhase[] | null | undefined,
  durationMinutes: number,
): ActivePeriod[] | null {
  if (!phases || phases.length < 2) return null;
  const total = phasesTotal(phases);
  if (Object.keys(validateServicePhases(phases, total)).length > 0) return null;
  const last = phases[phases.length - 1] as ServicePhase;
  const lastMinutes = last.durationMinutes + durationMinutes - total;
  if (lastMinutes < MIN_PHASE_MINUTES) return null;
  const out: ActivePeriod[] = [];
  let offset = 0;
  phases.forEach((p, i) => {
    const minutes = i === phases.length - 1 ? lastMinutes : p.durationMinutes;
    if (p.kind === 'ACTIVE') out.push({ startOffset: offset, duration: minutes });
    offset += minutes;
  });
  return out;
}

/** Reads phases as stored (JSON text or an array); null when absent or unreadable. */
export function parseServicePhases(raw: unknown): ServicePhase[] | null {
  let value = raw;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return null;
    }
  }
  if (!Array.isArray(value) || value.length === 0) return null;
  const out: ServicePhase[] = [];
  for (const item of value as unknown[]) {
    if (typeof item !== 'object' || item === null) return null;
    const { kind, durationMinutes, label } = item as Record<string, unknown>;
    if ((kind !== 'ACTIVE' && kind !== 'WAIT') || typeof durationMinutes !== 'number') return null;
    out.push({
      kind,
      durationMinutes,
      ...(typeof label === 'string' && label.trim() !== '' ? { label } : {}),
    });
  }
  return out;
}
