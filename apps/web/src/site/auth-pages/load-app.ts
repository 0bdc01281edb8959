// The prerendered sign-in pages fetch the app only once they are on screen (issue #37, decision
// 0081). With the app's scripts in the HTML, Chromium ran them as they arrived, before the page's
// first paint: the page, complete in the HTML, waited for some fifty files (on /signup) that it
// does not need to be seen, and Lighthouse's model of a slow phone counted every one of them
// before the largest paint (LCP 2.3 s, performance 73 on /signup in a clean-clone run).

/** The attributes of early-form.ts's <script> that name the app's files (auth-document.ts). */
export const APP_ENTRY_ATTRIBUTE = 'data-app-entry';
export const APP_MODULES_ATTRIBUTE = 'data-app-modules';

const PRELOADS_PER_TASK = 8;

/**
 * Adds the app's entry, then preloads of the chunks it and the route import, to the page after its
 * next paint: an animation frame runs just before a paint, a task queued from it just after. A tab opened in the
 * background paints nothing and runs no animation frame, so it fetches the app at once.
 */
export function loadAppAfterFirstPaint(document: Document): void {
  const tag = document.querySelector<HTMLScriptElement>(`script[${APP_ENTRY_ATTRIBUTE}]`);
  const entry = tag?.getAttribute(APP_ENTRY_ATTRIBUTE);
  if (!tag || !entry) return;
  const modules = (tag.getAttribute(APP_MODULES_ATTRIBUTE) ?? '').split(' ').filter(Boolean);
  const load = () => {
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
    preload(0);
  };
  // A preload costs the page about a millisecond to start (4 on a slow phone): /signup's 47 in one
  // task were a long task of 200 ms with the processor slowed 4×, which a visitor typing feels and
  // Lighthouse counts as blocking time. A few per task keep every task short.
  const preload = (from: number) => {
    for (const href of modules.slice(from, from + PRELOADS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    if (from + PRELOADS_PER_TASK < modules.length)
      setTimeout(() => preload(from + PRELOADS_PER_TASK), 0);
  };
  if (document.visibilityState === 'hidden') load();
  else requestAnimationFrame(() => setTimeout(load, 0));
}
