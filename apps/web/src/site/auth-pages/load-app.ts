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
 * Adds the app's entry, then preloads of the chunks it and the route import, to the page once its
 * first contentful paint is on screen. A tab opened in the background paints nothing, so it fetches
 * the app at once.
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
  else afterFirstContentfulPaint(load);
}

/** A page that never reports its paint still gets its app, this long after the early script. */
export const PAINT_WAIT_LIMIT_MS = 3000;

/**
 * Calls `then` in the task after the page's first contentful paint. Chromium reports that paint
 * (a `paint` timing entry) once the frame is on screen. The task after an animation frame, which
 * this waited for before, came before the frame was presented on a busy machine: Lighthouse then
 * saw the app's fifty requests start before the first paint and put them all before it (/signup's
 * FCP 3.8 s and LCP 5.5 s with two processes spinning beside it). A browser without paint timing
 * gets the task after the next frame, as before.
 */
function afterFirstContentfulPaint(then: () => void): void {
  if (!PerformanceObserver.supportedEntryTypes.includes('paint')) {
    requestAnimationFrame(() => setTimeout(then, 0));
    return;
  }
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(limit);
    setTimeout(then, 0);
  };
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) once();
  });
  observer.observe({ type: 'paint', buffered: true });
  const limit = setTimeout(once, PAINT_WAIT_LIMIT_MS);
}
