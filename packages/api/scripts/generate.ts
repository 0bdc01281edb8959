// Regenerates src/generated/schema.d.ts from the hand-written contract in openapi/.
// `--check` fails when the committed file is stale (CI runs it through the test suite too).
import { readFile, writeFile } from 'node:fs/promises';
import { generateSchemaSource, schemaFile } from '../src/generated/generate-schema.ts';

const fresh = await generateSchemaSource();
if (process.argv.includes('--check')) {
  const committed = await readFile(schemaFile, 'utf8');
  if (committed !== fresh) {
    console.error(
      'I tipi generati non sono aggiornati: esegui `npm run generate:types -w @agendina/api`.',
    );
    process.exit(1);
  }
  console.log('I tipi generati sono aggiornati.');
} else {
  await writeFile(schemaFile, fresh);
  console.log(`Scritto ${schemaFile}`);
}
