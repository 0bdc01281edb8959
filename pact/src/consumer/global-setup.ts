import { rm } from 'node:fs/promises';
import path from 'node:path';
import { TEST_PAYMENTS_CONSUMER } from '../shared/test-payments.ts';
import { pactDir } from './pact-setup.ts';

/**
 * Pact merges interactions into an existing pact file; start from an empty one so that a renamed
 * or removed interaction does not linger in the committed contract.
 */
export async function setup() {
  await rm(path.join(pactDir, 'agendina-web-agendina-api.json'), { force: true });
  await rm(path.join(pactDir, `${TEST_PAYMENTS_CONSUMER}-agendina-api.json`), { force: true });
}
