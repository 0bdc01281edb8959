import type { Id } from '@agendina/contract';
import { canPerform, findById } from '../services/catalog.ts';
import type { Operator, Service } from '../services/catalog.ts';
import { CHECK_CODES } from './check-item.ts';
import type { CheckItem } from './check-item.ts';
import { blocksInOrder } from './blocks.ts';
import type { ServiceBlock } from './blocks.ts';

/** The messages of the services step, word for word where SPEC.md §5 gives them. */
export const SERVICES_STEP_MESSAGES = {
  noBlocks: 'Aggiungi almeno un servizio',
  chooseService: 'Seleziona un servizio',
  chooseOperator: 'Seleziona un operatore',
  duplicateService: 'Non è possibile selezionare lo stesso servizio più volte',
  cannotPerform: (name: string): string => `${name} non può eseguire questo servizio`,
} as const;

export interface BlockErrors {
  readonly service?: string;
  readonly operator?: string;
}

export interface ServicesStepResult {
  readonly valid: boolean;
  /** Set when there is no block at all. */
  readonly formError: string | null;
  /** One entry per block, in the blocks' order. */
  readonly blockErrors: readonly BlockErrors[];
}

/**
 * Step 2 (SPEC.md §5): at least one block; each needs an offered service (active, in
 * `services`) and an operator who can perform it; the same service twice is an error on the
 * later block.
 */
export function validateServicesStep(
  blocks: readonly ServiceBlock[],
  services: readonly Service[],
  operators: readonly Operator[],
): ServicesStepResult {
  if (blocks.length === 0)
    return { valid: false, formError: SERVICES_STEP_MESSAGES.noBlocks, blockErrors: [] };
  const blockErrors = blocks.map((block, index): BlockErrors => {
    const errors: { service?: string; operator?: string } = {};
    const service = findById(services, block.serviceId);
    const operator = findById(operators, block.operatorId);
    if (service === undefined || !service.active) {
      errors.service = SERVICES_STEP_MESSAGES.chooseService;
    } else if (blocks.slice(0, index).some((b) => b.serviceId === service.id)) {
      errors.service = SERVICES_STEP_MESSAGES.duplicateService;
    }
    if (operator === undefined) {
      errors.operator = SERVICES_STEP_MESSAGES.chooseOperator;
    } else if (service !== undefined && !canPerform(operator, service.id)) {
      errors.operator = SERVICES_STEP_MESSAGES.cannotPerform(operator.name);
    }
    return errors;
  });
  const valid = blockErrors.every((e) => e.service === undefined && e.operator === undefined);
  return { valid, formError: null, blockErrors };
}

/**
 * The non-blocking warnings of step 2 (SPEC.md §5): an operator with other services in the same
 * appointment ('controllare i tempi'), and a service that by priority should run before the
 * previous one.
 */
export function servicesStepWarnings(
  blocks: readonly ServiceBlock[],
  services: readonly Service[],
  operators: readonly Operator[],
): CheckItem[] {
  const items: CheckItem[] = [];
  const ordered = blocksInOrder(blocks);
  const seen = new Set<Id>();
  for (const { block } of ordered) {
    if (block.operatorId === null || seen.has(block.operatorId)) continue;
    seen.add(block.operatorId);
    const indexes = ordered
      .filter((o) => o.block.operatorId === block.operatorId)
      .map((o) => o.index);
    if (indexes.length < 2) continue;
    const name = findById(operators, block.operatorId)?.name ?? 'Questo operatore';
    items.push({
      type: 'warning',
      code: CHECK_CODES.operatorHasOtherServices,
      title: 'Operatore con più servizi',
      message: `${name} ha altri servizi in questo appuntamento: controllare i tempi.`,
      blockIndexes: indexes,
    });
  }
  const chosen = ordered.flatMap((o) => {
    const service = findById(services, o.block.serviceId);
    return service ? [{ service, index: o.index }] : [];
  });
  for (let i = 1; i < chosen.length; i++) {
    const prev = chosen[i - 1] as (typeof chosen)[number];
    const cur = chosen[i] as (typeof chosen)[number];
    if (cur.service.priority < prev.service.priority) {
      items.push({
        type: 'warning',
        code: CHECK_CODES.priorityOrder,
        title: 'Ordine dei servizi',
        message: `${cur.service.name} di solito va eseguito prima di ${prev.service.name}.`,
        blockIndexes: [prev.index, cur.index],
      });
    }
  }
  return items;
}
