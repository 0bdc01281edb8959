import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { pactDir } from '../consumer/pact-setup.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

interface Interaction {
  description: string;
  request: { method: string; path: string };
}

/** The OpenAPI path template a request path belongs to, as a router would pick it. */
export function templateOf(requestPath: string, templates: readonly string[]): string | undefined {
  const segments = requestPath.split('/');
  const fits = (template: string) => {
    const parts = template.split('/');
    return (
      parts.length === segments.length &&
      parts.every((p, i) => /^\{.+\}$/.test(p) || p === segments[i])
    );
  };
  const literal = (template: string) =>
    template.split('/').filter((p) => !/^\{.+\}$/.test(p)).length;
  return templates.filter(fits).sort((a, b) => literal(b) - literal(a))[0];
}

describe('every SPEC.md §7 call has a Pact interaction', () => {
  it('covers each "METHOD /path" of openapi/spec-coverage.json', async () => {
    const calls = JSON.parse(
      await readFile(path.join(root, 'openapi/spec-coverage.json'), 'utf8'),
    ) as string[];
    const interactions: Interaction[] = [];
    for (const file of (await readdir(pactDir)).filter((f) => f.endsWith('.json'))) {
      const pact = JSON.parse(await readFile(path.join(pactDir, file), 'utf8')) as {
        interactions: Interaction[];
      };
      interactions.push(...pact.interactions);
    }
    const templatesByMethod = new Map<string, string[]>();
    for (const call of calls) {
      const [method = '', template = ''] = call.split(' ');
      templatesByMethod.set(method, [...(templatesByMethod.get(method) ?? []), template]);
    }
    const covered = new Set(
      interactions.map(
        (i) =>
          `${i.request.method} ${templateOf(i.request.path, templatesByMethod.get(i.request.method) ?? [])}`,
      ),
    );
    console.info(
      `${interactions.length} interactions cover ${calls.filter((c) => covered.has(c)).length} of ${calls.length} SPEC.md §7 calls`,
    );
    expect(calls.filter((call) => !covered.has(call))).toEqual([]);
  });

  it('assigns a request path to the most specific template', () => {
    const templates = ['/appointments/{id}', '/appointments/calendar', '/appointments/group/{id}'];
    expect(templateOf('/appointments/calendar', templates)).toBe('/appointments/calendar');
    expect(templateOf('/appointments/1001', templates)).toBe('/appointments/{id}');
    expect(templateOf('/appointments/group/abc', templates)).toBe('/appointments/group/{id}');
    expect(templateOf('/clients', templates)).toBeUndefined();
  });
});
