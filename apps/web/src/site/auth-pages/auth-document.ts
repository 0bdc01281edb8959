import { APP_ENTRY_ATTRIBUTE, APP_MODULES_ATTRIBUTE } from './load-app.ts';

/** What build-site.ts puts into the app's shell (app.html) for one prerendered sign-in page. */
export interface AuthDocumentParts {
  /** The built app.html: its entry script, the entry's preloads and stylesheet. */
  shell: string;
  /** The page's address, e.g. '/login' (main.tsx hydrates only if the router lands there). */
  path: string;
  /** The tab's title, as the app's navigation sets it ("Accedi · Agendina"). */
  title: string;
  /** The theme's class, which the app puts on <html> (App.tsx) and the first paint needs. */
  themeClass: string;
  /** The markup of #root, rendered by the app's own tree (prerender-auth.tsx). */
  body: string;
  /**
   * The shell's stylesheet and the route's, in the order the app loads them: inlined, so the
   * first paint is the app's look with no request before it. The shell's <link> goes.
   */
  inlineCss: string;
  /**
   * The files inlined in `inlineCss`, e.g. '/assets/AuthForm.css.ts-abc.css': listed on #root
   * for main.tsx (hydration.ts, markInlinedStylesheets).
   */
  inlinedFiles: readonly string[];
  /** The route's chunks: fetched beside the entry, instead of after it has run. */
  modules: readonly string[];
  /**
   * early-form.ts, built: holds a submit until the app has taken the form over, and fetches the
   * app once the page has painted (load-app.ts).
   */
  earlyScript: string;
}

/** The element after #root that the first paint waits for (a `rel="expect"` link). */
const PARSED_MARKER = 'prerendered-end';

const escapeAttribute = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** Vite's tags for the entry in app.html: its script and the preloads of what it imports. */
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const ENTRY_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The shell with the page in it: the title, the theme and the route's styles in the head, the
 * rendered page in #root. The app's scripts are not tags of the page: early-form.ts fetches them
 * once the page has painted (load-app.ts), from the list on its own tag.
 */
export function authDocument(parts: AuthDocumentParts): string {
  const root = '<div id="root"></div>';
  if (!parts.shell.includes(root) || !parts.shell.includes('</head>'))
    throw new Error('app.html: manca <div id="root"></div> o </head>');
  if (parts.inlineCss.includes('</style')) throw new Error('CSS dell’app con </style');
  const entries = [...parts.shell.matchAll(ENTRY_SCRIPT)].map((match) => match[1]!);
  const [entry] = entries;
  if (entries.length !== 1 || entry === undefined)
    throw new Error(`app.html: attesa una sola entry, trovate ${entries.length}`);
  const modules = [
    ...[...parts.shell.matchAll(ENTRY_PRELOAD)].map((match) => match[1]!),
    ...parts.modules,
  ].filter((file, index, all) => file !== entry && all.indexOf(file) === index);
  const head = [
    `<script type="module" async src="${escapeAttribute(parts.earlyScript)}" ${APP_ENTRY_ATTRIBUTE}="${escapeAttribute(entry)}" ${APP_MODULES_ATTRIBUTE}="${escapeAttribute(modules.join(' '))}"></script>`,
    // CSS text has no '</style' (vanilla-extract output); escaping would break its quotes.
    `<style>${parts.inlineCss}</style>`,
    // No paint of half a page: a busy phone's parser yields mid-form, and a paint then showed the
    // centred card with its first fields, which jumped as the rest arrived (CLS 0.18 to 0.31 on
    // /signup, in Chromium with its processor slowed 4×). Rendering waits until the marker after
    // #root is parsed, which holds no paint on a page that arrives whole.
    `<link rel="expect" href="#${PARSED_MARKER}" blocking="render">`,
  ].join('\n    ');
  return parts.shell
    .replace(/\s*<link rel="stylesheet"[^>]*>/g, '')
    .replace(ENTRY_SCRIPT, '')
    .replace(ENTRY_PRELOAD, '')
    .replace('<html lang="it">', `<html lang="it" class="${escapeAttribute(parts.themeClass)}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeAttribute(parts.title)}</title>`)
    .replace('</head>', `  ${head}\n  </head>`)
    .replace(
      root,
      `<div id="root" data-prerendered="${escapeAttribute(parts.path)}" data-inlined-css="${escapeAttribute(parts.inlinedFiles.join(' '))}">${parts.body}</div><span id="${PARSED_MARKER}" hidden></span>`,
    );
}
