import { TrieRouter } from 'hono/router/trie-router';
import { compiledContract, honoPath } from '../contract/contract.ts';
import type { CompiledOperation } from '../contract/validator.ts';

let router: TrieRouter<CompiledOperation> | null = null;

/** The contract's operations on Hono's own router, in the order the app registers them. */
function operationRouter(): TrieRouter<CompiledOperation> {
  if (router) return router;
  router = new TrieRouter<CompiledOperation>();
  for (const compiled of compiledContract().operations)
    router.add(compiled.op.method, honoPath(compiled.op.path), compiled);
  return router;
}

/**
 * Checks a response against openapi/: the status must be documented for the operation and the
 * JSON body must match its schema. Returns null when it conforms, else the reason.
 */
export function contractViolation(
  method: string,
  pathname: string,
  status: number,
  body: unknown,
): string | null {
  const [matches] = operationRouter().match(method, pathname);
  const compiled = matches[0]?.[0];
  if (compiled === undefined)
    return status === 404 || status === 405
      ? null
      : `${method} ${pathname}: not in the contract but answered ${status}`;
  if (!compiled.responses.has(String(status)))
    return `${compiled.op.operationId}: status ${status} is not documented (${[...compiled.responses.keys()].join(', ')})`;
  const validate = compiled.responses.get(String(status));
  if (!validate) return null;
  if (validate(body)) return null;
  return `${compiled.op.operationId} ${status}: ${JSON.stringify(validate.errors?.slice(0, 5))}\nbody: ${JSON.stringify(body).slice(0, 1500)}`;
}
