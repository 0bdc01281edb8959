import type { Ajv2020 } from 'ajv/dist/2020.js';
import { loadContract } from './load.ts';
import type { Contract, ContractOperation } from './load.ts';
import { compileOperation, createAjv } from './validator.ts';
import type { CompiledOperation } from './validator.ts';

export interface CompiledContract {
  contract: Contract;
  ajv: Ajv2020;
  /** Literal paths before templated ones (see byLiteralFirst): the order routes are registered in. */
  operations: CompiledOperation[];
}

/**
 * Literal segments before `{param}` ones at the same place, so `/appointments/calendar` is
 * registered (and so matched) before `/appointments/{id}` whatever the order of the file: Hono
 * runs the matching routes in the order they were added.
 */
function byLiteralFirst(a: ContractOperation, b: ContractOperation): number {
  const sa = a.path.split('/');
  const sb = b.path.split('/');
  for (let i = 0; i < Math.min(sa.length, sb.length); i++) {
    const pa = (sa[i] as string).startsWith('{');
    const pb = (sb[i] as string).startsWith('{');
    if (pa !== pb) return pa ? 1 : -1;
  }
  return sa.length - sb.length;
}

/** A contract path template as a Hono path: `/appointments/{id}` → `/appointments/:id`. */
export function honoPath(template: string): string {
  return template.replace(/\{(\w+)\}/g, ':$1');
}

let cached: CompiledContract | null = null;

/** openapi/ loaded and compiled once per process (about a second), shared by every app instance. */
export function compiledContract(): CompiledContract {
  if (cached) return cached;
  const contract = loadContract();
  const ajv = createAjv(contract);
  const operations = [...contract.operations]
    .sort(byLiteralFirst)
    .map((op) => compileOperation(ajv, op));
  cached = { contract, ajv, operations };
  return cached;
}
