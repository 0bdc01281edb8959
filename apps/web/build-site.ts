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
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { appPathsOf } from './serve/route-tree-paths.ts';
import { precompressAssets } from './serve/precompress.ts';
import { authDocument } from './src/site/auth-pages/auth-document.ts';
import type * as Prerender from './src/site/prerender.tsx';
import type * as AuthPrerender from './src/site/auth-pages/prerender-auth.tsx';

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
      input: {
        site: 'src/site/client.ts',
        'site-styles': 'src/site/styles.ts',
        'auth-early': 'src/site/auth-pages/early-form.ts',
      },
    },
  },
});
const manifest = JSON.parse(
  await readFile(path.join(outDir, '.vite/site-manifest.json'), 'utf8'),
) as Record<string, ManifestChunk>;
const client = manifest['src/site/client.ts'];
const earlyForm = manifest['src/site/auth-pages/early-form.ts'];
const styleFiles = cssOf(manifest, 'src/site/styles.ts');
if (!client || !earlyForm || !styleFiles.length)
  throw new Error('Build del sito: manca client o CSS');
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

/**
 * 4. /login, /signup, /verify-email (issue #37, decision 0072): the app's own router and screens
 * rendered into the built app.html, with the route's styles and chunks in its head, for the
 * browser to hydrate. The router's code is bundled with its browser build (isServer false), so
 * the markup is the one the browser's first render makes, Suspense boundaries included; its
 * route files are split as vite.config.ts splits them.
 */
async function prerenderAuthPages(): Promise<
  { path: string; file: string; contents: string; styleHashes: string[] }[]
> {
  const out = path.join(ssrDir, 'auth');
  const routerCore = path.join(root, '../../node_modules/@tanstack/router-core/dist/esm');
  await build({
    configFile: false,
    root,
    publicDir: false,
    logLevel: 'warn',
    plugins: [
      tanstackRouter({ target: 'react', autoCodeSplitting: true }),
      react(),
      vanillaExtractPlugin(),
    ],
    resolve: {
      alias: { '@tanstack/router-core/isServer': path.join(routerCore, 'isServer/client.js') },
    },
    ssr: { noExternal: [/^@agendina\//, /^@tanstack\/(react-)?router/] },
    build: {
      ssr: 'src/site/auth-pages/prerender-auth.tsx',
      outDir: out,
      emptyOutDir: true,
      target: 'node22',
    },
  });
  const auth = (await import(
    pathToFileURL(path.join(out, 'prerender-auth.js')).href
  )) as typeof AuthPrerender;
  const appManifest = JSON.parse(
    await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const shell = await readFile(path.join(outDir, 'app.html'), 'utf8');
  const entryKeys = closureOf(appManifest, ['app.html']);
  const entryCss = cssOf(appManifest, 'app.html');
  const pages: { path: string; file: string; contents: string; styleHashes: string[] }[] = [];
  for (const page of auth.AUTH_PAGES) {
    // The route's chunks: the layout's and the page's split files, and what they import.
    const routeKeys = Object.keys(appManifest).filter((key) =>
      [auth.AUTH_LAYOUT_FILE, page.routeFile].some((file) => key.startsWith(`${file}?`)),
    );
    const chunks = [...closureOf(appManifest, routeKeys)].filter((key) => !entryKeys.has(key));
    const stylesheets = [
      ...entryCss,
      ...routeKeys.flatMap((key) => cssOf(appManifest, key)),
    ].filter((file, index, all) => all.indexOf(file) === index);
    const inlineCss = (
      await Promise.all(stylesheets.map((file) => readFile(path.join(outDir, file), 'utf8')))
    ).join('\n');
    const body = await auth.renderAuthPage(page.url);
    pages.push({
      path: page.path,
      file: `${page.path.slice(1)}/index.html`,
      styleHashes: [inlineCss, ...styleAttributesOf(body)].map(sha256),
      contents: authDocument({
        shell,
        path: page.path,
        title: `${page.title} · Agendina`,
        themeClass: auth.themeClass,
        body,
        inlineCss,
        inlinedFiles: stylesheets.map((file) => `/${file}`),
        modules: chunks.map((key) => `/${appManifest[key]!.file}`),
        earlyScript: `/${earlyForm!.file}`,
      }),
    });
  }
  return pages;
}

/**
 * The style attributes React wrote (React Aria's visually hidden inputs): the CSP allows them
 * by hash, with 'unsafe-hashes' (serve/security-headers.ts), or a hidden input would show
 * until the app hydrates the page. React escapes only &, <, >, " and ' in them.
 */
function styleAttributesOf(html: string): string[] {
  const values = [...html.matchAll(/ style="([^"]*)"/g)].map((match) =>
    match[1]!
      .replaceAll('&quot;', '"')
      .replaceAll('&#x27;', "'")
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&amp;', '&'),
  );
  return [...new Set(values)];
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The chunks that load with these: each and what it imports statically, transitively. */
function closureOf(manifest: Record<string, ManifestChunk>, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}
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
const authPages = await prerenderAuthPages();
files.push(...authPages.map(({ file, contents }) => ({ file, contents })));
files.push({
  file: 'route-table.json',
  contents: `${JSON.stringify(
    {
      site: prerender.sitePaths(),
      app: appPaths,
      auth: authPages.map((page) => page.path),
      styleHashes: [
        styleHash,
        ...new Set(authPages.flatMap((page) => page.styleHashes)),
        // The sign-in pages' style attributes are allowed by their hashes (styleAttributesOf).
        ...(authPages.length > 0 ? ["'unsafe-hashes'"] : []),
      ],
    },
    null,
    2,
  )}\n`,
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
// 4. Every asset compressed once, for the web server to send as it is (serve/precompress.ts).
const compressed = await precompressAssets(path.join(outDir, 'assets'));
console.log(`Asset compressi una volta (br e gz): ${compressed}`);
