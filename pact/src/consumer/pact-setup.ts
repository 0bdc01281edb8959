import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PactV4 } from '@pact-foundation/pact';

export const pactDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../pacts');

/** The one consumer/provider pair: the web app's client and the Agendina API. */
export const createPact = () =>
  new PactV4({
    consumer: 'agendina-web',
    provider: 'agendina-api',
    dir: pactDir,
    logLevel: 'warn',
  });
