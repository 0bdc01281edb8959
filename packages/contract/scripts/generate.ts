// Regenerates src/generated/ (types and enum arrays) from the hand-written contract in openapi/.
// `--check` fails when a committed file is stale (the test suite checks it too).
import { writeFile } from 'node:fs/promises';
import { generatedFiles, staleFiles } from '../src/generated/generate.ts';

if (process.argv.includes('--check')) {
  const stale = await staleFiles();
  if (stale.length > 0) {
    console.error(
      `Tipi generati non aggiornati (${stale.join(', ')}): esegui \`npm run generate:types -w @agendina/contract\`.`,
    );
    process.exit(1);
  }
  console.log('I tipi generati sono aggiornati.');
} else {
  for (const [file, text] of await generatedFiles()) {
    await writeFile(file, text);
    console.log(`Scritto ${file}`);
  }
}
