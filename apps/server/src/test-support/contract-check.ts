import { compiledContract } from '../contract/contract.ts';

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
  const contract = compiledContract();
  const match = contract.router.match(method, pathname);
  if (match === null || match === 'method')
    return status === 404 || status === 405
      ? null
      : `${method} ${pathname}: not in the contract but answered ${status}`;
  const compiled = match.value;
  if (!compiled.responses.has(String(status)))
    return `${compiled.op.operationId}: status ${status} is not documented (${[...compiled.responses.keys()].join(', ')})`;
  const validate = compiled.responses.get(String(status));
  if (!validate) return null;
  if (validate(body)) return null;
  return `${compiled.op.operationId} ${status}: ${JSON.stringify(validate.errors?.slice(0, 5))}\nbody: ${JSON.stringify(body).slice(0, 1500)}`;
}
