import type { Ajv2020 } from 'ajv/dist/2020.js';
import { loadContract } from './load.ts';
import type { Contract } from './load.ts';
import { ContractRouter } from './router.ts';
import { compileOperation, createAjv } from './validator.ts';
import type { CompiledOperation } from './validator.ts';

export interface CompiledContract {
  contract: Contract;
  ajv: Ajv2020;
  operations: CompiledOperation[];
  router: ContractRouter<CompiledOperation>;
}

let cached: CompiledContract | null = null;

/** openapi/ loaded and compiled once per process (about a second), shared by every app instance. */
export function compiledContract(): CompiledContract {
  if (cached) return cached;
  const contract = loadContract();
  const ajv = createAjv(contract);
  const operations = contract.operations.map((op) => compileOperation(ajv, op));
  cached = { contract, ajv, operations, router: new ContractRouter(operations) };
  return cached;
}
