import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { generateSchemaSource, schemaFile } from './generate-schema.ts';

describe('generated schema', () => {
  it('matches openapi/ exactly (regenerate with `npm run generate:types -w @agendina/api`)', async () => {
    const [committed, fresh] = await Promise.all([readFile(schemaFile, 'utf8'), generateSchemaSource()]);
    expect(committed === fresh, 'src/generated/schema.d.ts is stale').toBe(true);
  });
});
