import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pactDir } from '../consumer/pact-setup.ts';

const run = promisify(execFile);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);

let workDir: string;
let bundle: string;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'agendina-openapi-'));
  bundle = path.join(workDir, 'openapi.json');
  // One self-contained document: the validator resolves no external $refs of its own.
  await run(bin('redocly'), [
    'bundle',
    path.join(root, 'openapi/openapi.yaml'),
    '--ext',
    'json',
    '-o',
    bundle,
  ]);
});

afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

/**
 * Every interaction of every pact file conforms to openapi/ (DESIGN.md §4), checked by PactFlow's
 * swagger-mock-validator: paths, methods, parameters, request bodies, security, status codes and
 * response bodies (a response may carry fewer fields than the schema, never others).
 */
describe('pact files conform to openapi/', () => {
  // One validator process per pact file, each reading the whole bundle: on a two-core machine
  // busy with the other stages of `npm test` that took over a minute.
  it('swagger-mock-validator finds no error and no warning', { timeout: 240_000 }, async () => {
    const pacts = (await readdir(pactDir)).filter((f) => f.endsWith('.json'));
    expect(pacts.length).toBeGreaterThan(0);
    for (const pact of pacts) {
      const { stdout } = await run(bin('swagger-mock-validator'), [
        bundle,
        path.join(pactDir, pact),
      ]).catch((error: { stdout?: string; stderr?: string }) => ({
        stdout: `${error.stdout ?? ''}\n${error.stderr ?? ''}`,
      }));
      console.log(
        `${pact}: ${stdout
          .split('\n')
          .filter((l) => /error\(s\)|warning\(s\)/.test(l))
          .join(', ')}`,
      );
      expect(stdout, stdout).toMatch(/^0 error\(s\)$/m);
      expect(stdout, stdout).toMatch(/^0 warning\(s\)$/m);
    }
  });
});
