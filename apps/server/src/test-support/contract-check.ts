import { compiledContract } from '../contract/contract.ts';

/**
 * Statuses any operation may answer although openapi/ does not list them on every operation
 * (reported as contract gaps): 400 for a malformed path parameter, 403 when an account without
 * a salon (ADMIN) calls a salon operation, 413 for an oversized body. Their body must still be
 * an ErrorBody.
 */
const GENERIC_STATUSES = new Set([400, 403, 413]);

/** Undocumented (operationId status) pairs seen by the tests: the contract gaps. */
export const contractGaps = new Set<string>();

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
  if (
    !compiled.responses.has(String(status)) &&
    GENERIC_STATUSES.has(status) &&
    compiled.op.authenticated !== (status === 403 ? false : undefined)
  ) {
    contractGaps.add(`${compiled.op.operationId} ${status}`);
    const errorBody = contract.ajv.getSchema(
      [...contract.contract.schemaFiles.keys()].find((k) =>
        k.endsWith('/ErrorBody.yaml'),
      ) as string,
    );
    return errorBody && errorBody(body)
      ? null
      : `${compiled.op.operationId} ${status}: not an ErrorBody`;
  }
  if (!compiled.responses.has(String(status)))
    return `${compiled.op.operationId}: status ${status} is not documented (${[...compiled.responses.keys()].join(', ')})`;
  const validate = compiled.responses.get(String(status));
  if (!validate) return null;
  if (validate(body)) return null;
  return `${compiled.op.operationId} ${status}: ${JSON.stringify(validate.errors?.slice(0, 5))}\nbody: ${JSON.stringify(body).slice(0, 1500)}`;
}
