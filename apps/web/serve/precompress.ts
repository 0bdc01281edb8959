// The build's assets, compressed once when they are built: the web server sends a file's .br or
// .gz beside it (serveStatic's precompressed) instead of compressing every download again. A page
// load of the app fetches some thirty files; every e2e test and every visitor without a cache
// paid that compression on each one. Brotli at its best setting is also a fifth smaller than the
// gzip the server would make on the fly, which a phone on a slow network feels.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** What is worth compressing: text and wasm (fonts and images are compressed already). */
const COMPRESSIBLE = /\.(js|css|svg|json|wasm|txt|xml)$/;

/** Writes `file.br` and `file.gz` beside every compressible file of `dir`; returns how many. */
export async function precompressAssets(dir: string): Promise<number> {
  const files = (await readdir(dir)).filter((name) => COMPRESSIBLE.test(name));
  await Promise.all(
    files.map(async (name) => {
      const file = path.join(dir, name);
      const contents = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(contents, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: contents.length,
          },
        }),
        gzipped(contents, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    }),
  );
  return files.length;
}
