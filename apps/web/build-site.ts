// Builds the public site into the web app's output directory, after `vite build` of the staff
// app (issue #20, decision 0034): the site's own client and stylesheet (no React), then an SSR
// build of src/site/prerender.tsx, run here once to write every public page as static HTML,
// 404.html, sitemap.xml, robots.txt, and route-table.json for the web server.
// Usage: node build-site.ts [--outDir dist]
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { appPathsOf } from './serve/route-tree-paths.ts';
import type * as Prerender from './src/site/prerender.tsx';

const root = path.dirname(fileURLToPath(import.meta.url));
const outIndex = process.argv.indexOf('--outDir');
const outDir = path.resolve(root, outIndex > 0 ? (process.argv[outIndex + 1] ?? 'dist') : 'dist');
const ssrDir = path.join(root, 'node_modules/.cache/site-ssr');
const origin = (process.env['VITE_SITE_URL']?.trim() || 'https://www.agendina.it').replace(
  /\/+$/,
  '',
);

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/**
 * The CSS an entry needs: its own and that of every chunk it imports, depth first, each once.
 * The bundler moves a module both entries reach (the theme, through the consultation island's
 * styles) into a shared chunk, and its CSS goes with it: the entry's own `css` no longer lists
 * it (Vite's backend-integration guide walks `imports` the same way).
 */
function cssOf(manifest: Record<string, ManifestChunk>, key: string): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    const chunk = manifest[name];
    if (!chunk) throw new Error(`Build del sito: il manifest non ha ${name}`);
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const file of chunk.css ?? []) if (!files.includes(file)) files.push(file);
  };
  visit(key);
  return files;
}

// 1. The browser's part: client.ts (page view, islands) and styles.ts (the site's CSS).
await build({
  configFile: false,
  root,
  publicDir: false,
  logLevel: 'warn',
  plugins: [vanillaExtractPlugin()],
  build: {
    outDir,
    emptyOutDir: false,
    target: 'es2023',
    sourcemap: true,
    manifest: '.vite/site-manifest.json',
    rolldownOptions: {
      input: { site: 'src/site/client.ts', 'site-styles': 'src/site/styles.ts' },
    },
  },
});
const manifest = JSON.parse(
  await readFile(path.join(outDir, '.vite/site-manifest.json'), 'utf8'),
) as Record<string, ManifestChunk>;
const client = manifest['src/site/client.ts'];
const styleFiles = cssOf(manifest, 'src/site/styles.ts');
if (!client || !styleFiles.length) throw new Error('Build del sito: manca client o CSS');
const css = await Promise.all(styleFiles.map((file) => readFile(path.join(outDir, file), 'utf8')));
const inlineCss = css.join('\n');
if (inlineCss.includes('</style')) throw new Error('Build del sito: il CSS contiene </style');
// The hash the CSP's style-src allows the inlined stylesheet by (serve/web-server.ts).
const styleHash = `'sha256-${createHash('sha256').update(inlineCss).digest('base64')}'`;

// 2. The prerender: an SSR build of the pages, then run.
await rm(ssrDir, { recursive: true, force: true });
/** A server-side build of one entry of the site (React rendered to HTML in Node). */
const ssrBuild = (entry: string, out: string) =>
  build({
    configFile: false,
    root,
    publicDir: false,
    logLevel: 'warn',
    plugins: [react(), vanillaExtractPlugin()],
    ssr: { noExternal: [/^@agendina\//] },
    build: { ssr: entry, outDir: out, emptyOutDir: true, target: 'node22' },
  });
await ssrBuild('src/site/prerender.tsx', ssrDir);
const prerender = (await import(
  pathToFileURL(path.join(ssrDir, 'prerender.js')).href
)) as typeof Prerender;

const appPaths = appPathsOf(await readFile(path.join(root, 'src/routeTree.gen.ts'), 'utf8'));
const files = prerender.renderSite({
  origin,
  assets: { inlineCss, script: `/${client.file}` },
  appPaths,
});
files.push({
  file: 'route-table.json',
  contents: `${JSON.stringify({ site: prerender.sitePaths(), app: appPaths, styleHashes: [styleHash] }, null, 2)}\n`,
});
// 3. The booking page's renderer (issue #34): the web server renders /prenota/{slug} on every
// request with it, and the same inlined stylesheet as the prerendered pages.
await ssrBuild('src/site/booking/booking-document.tsx', path.join(outDir, 'server'));
files.push({
  file: 'server/booking-assets.json',
  contents: JSON.stringify({ origin, inlineCss, script: `/${client.file}` }),
});
for (const { file, contents } of files) {
  const target = path.join(outDir, file);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, contents);
}
console.log(`Sito: ${files.length} file in ${path.relative(process.cwd(), outDir) || '.'}`);
