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
  /** The route's chunks: fetched at once, beside the entry, instead of after it has run. */
  modules: readonly string[];
  /** early-form.ts, built: holds a submit until the app has taken the form over. */
  earlyScript: string;
}

const escapeAttribute = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/**
 * The shell with the page in it: the title, the theme, the route's styles and chunks in the
 * head, the rendered page in #root. The shell's own tags stay as Vite wrote them.
 */
export function authDocument(parts: AuthDocumentParts): string {
  const root = '<div id="root"></div>';
  if (!parts.shell.includes(root) || !parts.shell.includes('</head>'))
    throw new Error('app.html: manca <div id="root"></div> o </head>');
  if (parts.inlineCss.includes('</style')) throw new Error('CSS dell’app con </style');
  const head = [
    `<script type="module" async src="${escapeAttribute(parts.earlyScript)}"></script>`,
    // CSS text has no '</style' (vanilla-extract output); escaping would break its quotes.
    `<style>${parts.inlineCss}</style>`,
    ...parts.modules.map(
      (file) =>
        `<link rel="modulepreload" crossorigin fetchpriority="low" href="${escapeAttribute(file)}">`,
    ),
  ].join('\n    ');
  return (
    parts.shell
      .replace(/\s*<link rel="stylesheet"[^>]*>/g, '')
      // The app's scripts, fetched at once but at low priority: the page is painted without them,
      // and a high-priority script is render-blocking in Lighthouse's model of a slow phone (its
      // Lantern simulation), which then delays the page's first paint by the whole app.
      .replaceAll(
        '<script type="module" crossorigin',
        '<script type="module" fetchpriority="low" crossorigin',
      )
      .replaceAll(
        '<link rel="modulepreload" crossorigin',
        '<link rel="modulepreload" fetchpriority="low" crossorigin',
      )
      .replace('<html lang="it">', `<html lang="it" class="${escapeAttribute(parts.themeClass)}">`)
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeAttribute(parts.title)}</title>`)
      .replace('</head>', `  ${head}\n  </head>`)
      .replace(
        root,
        `<div id="root" data-prerendered="${escapeAttribute(parts.path)}" data-inlined-css="${escapeAttribute(parts.inlinedFiles.join(' '))}">${parts.body}</div>`,
      )
  );
}
