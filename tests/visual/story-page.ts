import type { Browser, ConsoleMessage, Page, Response } from '@playwright/test';

// One page per viewport shows every story in turn: Storybook's preview is loaded once (and MSW's
// service worker registered once), then stories are switched through Storybook's channel. Each
// story is rendered once per width and, in that one render, played, scanned by axe and shot
// (issue #30: the stories used to be rendered a third time, by a separate Vitest run, for axe).
//
// Why the old run was flaky: Storybook emits `storyRendered` BEFORE the story's afterEach hooks
// (the a11y addon runs axe there). Switching story while axe still ran made StoryRender.teardown
// find the render pending and call window.location.reload(): "Execution context was destroyed"
// and 30 s timeouts. Here the next story starts only after `storyFinished`, which carries the
// hooks' reports: the a11y addon's axe result is read from it (the preview's parameters ask for
// WCAG 2.2 AA and best practice, and `test: 'error'` makes a violation fail the story).

/** Thursday 19 November 2026, 10:30 in Rome: the instant every screen story shows (storyNow). */
export const visualClock = new Date('2026-11-19T10:30:00+01:00');

export interface Viewport {
  name: 'desktop' | 'mobile';
  width: number;
  height: number;
}

const previewUrl = (origin: string, storyId: string) =>
  `${origin}/iframe.html?id=${encodeURIComponent(storyId)}&viewMode=story`;

/**
 * In the page before any script: counts the current story's fetches in flight, so a capture waits
 * for the network. A fetch started by an earlier story (a loading story's request never answers)
 * belongs to an older generation and no longer counts once the next story is shown.
 */
function countFetches() {
  const w = window as unknown as VisualNetwork & { fetch: typeof fetch };
  w.__visualInflight = 0;
  w.__visualEvents = 0;
  w.__visualGeneration = 0;
  // Any DOM change, scroll or focus move counts too: a capture waits until the page is still, so
  // a focus restored or a scroll made a few frames after the play function ends is in the shot.
  w.__visualDom = 0;
  const touched = () => {
    w.__visualDom += 1;
  };
  new MutationObserver(touched).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
  for (const type of ['scroll', 'focusin', 'focusout'])
    document.addEventListener(type, touched, { capture: true, passive: true });
  const original = window.fetch.bind(window);
  w.fetch = (...args: Parameters<typeof fetch>) => {
    const generation = w.__visualGeneration;
    w.__visualInflight += 1;
    w.__visualEvents += 1;
    return original(...args).finally(() => {
      if (generation !== w.__visualGeneration) return;
      w.__visualInflight -= 1;
      w.__visualEvents += 1;
    });
  };
}

interface VisualNetwork {
  __visualDom: number;
  __visualInflight: number;
  __visualEvents: number;
  __visualGeneration: number;
}

/** Opens the preview on `firstStoryId` and waits until that story has finished and MSW controls the page. */
export async function openStoryPage(
  browser: Browser,
  origin: string,
  viewport: Viewport,
  firstStoryId: string,
): Promise<Page> {
  // Storybook treats a user agent naming its test runner as a test: at the end of a play it pauses
  // the animations where they end instead of waiting 100 ms or more for them to finish (the shot
  // disables them anyway), and the a11y addon scans at once.
  const probe = await browser.newPage();
  const userAgent = `${await probe.evaluate(() => navigator.userAgent)} StorybookTestRunner`;
  await probe.close();
  const page = await browser.newPage({
    userAgent,
    viewport: { width: viewport.width, height: viewport.height },
    reducedMotion: 'reduce',
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
  });
  // Date.now() and new Date() answer the same instant all run long; timers still run.
  await page.clock.setFixedTime(visualClock);
  await page.addInitScript(countFetches);
  await page.goto(previewUrl(origin, firstStoryId));
  await waitForFinished(page, firstStoryId);
  const controlled = await page.evaluate(() => navigator.serviceWorker.controller !== null);
  if (!controlled)
    throw new Error('Il service worker di MSW non controlla la pagina dopo il primo caricamento');
  return page;
}

interface PreviewGlobals {
  __STORYBOOK_PREVIEW__?: {
    currentRender?: { id: string; phase?: string; story?: { playFunction?: unknown } };
  };
  __STORYBOOK_ADDONS_CHANNEL__: {
    on: <T>(event: string, handler: (payload: T) => void) => void;
    off: <T>(event: string, handler: (payload: T) => void) => void;
    emit: (event: string, payload: unknown) => void;
  };
}

async function waitForFinished(page: Page, storyId: string): Promise<void> {
  await page.waitForFunction((id) => {
    const render = (window as unknown as PreviewGlobals).__STORYBOOK_PREVIEW__?.currentRender;
    return render?.id === id && render.phase === 'finished';
  }, storyId);
}

interface SerializedError {
  message?: string;
  description?: string;
}

/** A report of a story's afterEach hooks, as `storyFinished` carries it. */
interface StoryReport {
  type: string;
  status: 'passed' | 'failed' | 'warning';
  result?: {
    violations?: { id: string; help: string; nodes: { target: unknown[] }[] }[];
    error?: unknown;
  };
}

/** What one render of a story did. */
export interface StoryRun {
  /** The story has a play function, and it ran (and passed). */
  played: boolean;
  /** axe scanned the rendered story (and found nothing). */
  scanned: boolean;
}

/**
 * Shows a story and resolves once it is still: rendered, played, axe run (`storyFinished`), no
 * fetch in flight for 5 frames, fonts loaded. A render error, a failing play function or an axe
 * violation throws.
 */
export async function showStory(page: Page, storyId: string): Promise<StoryRun> {
  // What the page said while the story ran: a failure that only shows as an empty list (a read
  // that failed, or one answered with nothing, or never asked) is told apart from a slow render by
  // the errors and by every answer of the app's API, in order, with its time since the start.
  const heard: string[] = [];
  const started = Date.now();
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error') heard.push(`console: ${message.text().slice(0, 300)}`);
  };
  const onResponse = (response: Response) => {
    const url = new URL(response.url());
    if (response.status() >= 400 || !/\.(js|css|woff2?|png|svg|json)$/.test(url.pathname))
      heard.push(`${Date.now() - started} ms: ${response.status()} ${url.pathname}${url.search}`);
  };
  page.on('console', onConsole);
  page.on('response', onResponse);
  const run = page.evaluate(
    (id) =>
      new Promise<{ failure: string | null; played: boolean; scanned: boolean }>((resolve) => {
        const w = window as unknown as PreviewGlobals & VisualNetwork;
        w.__visualGeneration += 1;
        w.__visualInflight = 0;
        // Each story starts as on a fresh page: no storage, no scroll, pointer modality.
        localStorage.clear();
        sessionStorage.clear();
        window.scrollTo(0, 0);
        document.dispatchEvent(
          new PointerEvent('pointerdown', { pointerType: 'mouse', bubbles: true }),
        );
        // Storybook goes on to 'finished' after a failing play function (this Storybook's
        // throwPlayFunctionExceptions is false) and shows no error screen: the failure is only an
        // event. A shot of a story whose play failed half-way is a state nobody asserted.
        const channel = w.__STORYBOOK_ADDONS_CHANNEL__;
        const errors: string[] = [];
        const describe = (error: SerializedError | SerializedError[] | string) =>
          [error]
            .flat()
            .map((e) => (typeof e === 'string' ? e : (e.message ?? e.description ?? '')))
            .join('; ');
        const failed: Record<string, (error: SerializedError) => void> = {};
        for (const event of [
          'playFunctionThrewException',
          'storyThrewException',
          'storyErrored',
          'unhandledErrorsWhilePlaying',
        ])
          failed[event] = (error) => errors.push(`${event}: ${describe(error)}`);
        const finished = (payload: {
          storyId?: string;
          status?: string;
          reporters?: StoryReport[];
        }) => {
          if (payload.storyId !== id) return;
          channel.off('storyFinished', finished);
          for (const [event, handler] of Object.entries(failed)) channel.off(event, handler);
          const axe = (payload.reporters ?? []).filter((r) => r.type === 'a11y');
          for (const report of axe.filter((r) => r.status !== 'passed'))
            errors.push(
              `axe: ${
                report.result?.violations
                  ?.map(
                    (v) =>
                      `${v.id} (${v.help}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
                  )
                  .join('; ') ?? String(report.result?.error ?? report.status)
              }`,
            );
          if (payload.status === 'error' && errors.length === 0) errors.push('stato error');
          const story = w.__STORYBOOK_PREVIEW__?.currentRender?.story;
          resolve({
            failure: errors.length > 0 ? errors.join(' | ') : null,
            played: typeof story?.playFunction === 'function',
            scanned: axe.length > 0,
          });
        };
        for (const [event, handler] of Object.entries(failed)) channel.on(event, handler);
        channel.on('storyFinished', finished);
        // The page was opened on this story: it renders and plays again, now with the listeners.
        const render = w.__STORYBOOK_PREVIEW__?.currentRender;
        if (render?.id === id) channel.emit('forceRemount', { storyId: id });
        else channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      }),
    storyId,
  );
  const { failure, played, scanned } = await run.finally(() => {
    page.off('console', onConsole);
    page.off('response', onResponse);
  });
  const errorScreen = await page.evaluate(() =>
    document.body.classList.contains('sb-show-errordisplay')
      ? (document.querySelector('#error-message')?.textContent ?? 'errore') +
        ' ' +
        (document.querySelector('#error-stack')?.textContent ?? '')
      : null,
  );
  // A render error puts Storybook's error screen in place of the story.
  if (failure ?? errorScreen)
    throw new Error(
      `La storia ${storyId} fallisce (rendering, play function o axe) a questa larghezza: ${(failure ?? errorScreen ?? '').slice(0, 1500)}` +
        (heard.length > 0
          ? `\nDurante la storia la pagina ha detto:\n${heard.slice(-40).join('\n')}`
          : ''),
    );
  // Still means: the DOM, scroll and focus unchanged for 20 frames, and no fetch in flight for 5
  // frames or (a loading story whose request never answers) no fetch started or finished for 90.
  // 20 frames (a third of a second) because React 19 reveals content that stopped suspending up
  // to 300 ms after its fallback showed: with 10, a calendar whose data had arrived was shot
  // still saying 'Caricamento appuntamenti...'.
  await page.waitForFunction(
    (id) => {
      // Storybook may render a story again after storyFinished (then it plays again): the shot
      // waits until the current render of this story has finished too.
      const render = (window as unknown as PreviewGlobals).__STORYBOOK_PREVIEW__?.currentRender;
      if (render?.id !== id || render.phase !== 'finished') return false;
      const w = window as unknown as VisualNetwork & {
        __visualQuiet?: number;
        __visualStill?: number;
        __visualSeen?: number;
        __visualDomStill?: number;
        __visualDomSeen?: number;
      };
      const unchanged = w.__visualSeen === w.__visualEvents;
      w.__visualSeen = w.__visualEvents;
      w.__visualQuiet = w.__visualInflight > 0 ? 0 : (w.__visualQuiet ?? 0) + 1;
      w.__visualStill = unchanged ? (w.__visualStill ?? 0) + 1 : 0;
      w.__visualDomStill = w.__visualDomSeen === w.__visualDom ? (w.__visualDomStill ?? 0) + 1 : 0;
      w.__visualDomSeen = w.__visualDom;
      const still = w.__visualDomStill >= 20 && (w.__visualQuiet >= 5 || w.__visualStill >= 90);
      if (still) w.__visualQuiet = w.__visualStill = w.__visualDomStill = 0;
      return still;
    },
    storyId,
    { polling: 'raf' },
  );
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return { played, scanned };
}
