import { createHash } from 'node:crypto';

/** Integration keys are stored as SHA-256 hashes (they are long random secrets, not passwords). */
export const integrationKeyHash = (key: string): string =>
  createHash('sha256').update(key).digest('hex');
