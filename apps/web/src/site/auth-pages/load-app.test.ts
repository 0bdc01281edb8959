// @vitest-environment happy-dom
// happy-dom loads no script file: a script the loader adds then counts as loaded, not as an error.
// @vitest-environment-options {"settings":{"handleDisabledFileLoadingAsSuccess":true}}
// The prerendered sign-in pages (issue #37, decision 0081): the HTML has no tag of the app's
// scripts, so nothing the page does not need runs before it is on screen; early-form.ts's tag
// names them, and they are fetched once the first paint is on screen (decision 0086).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authDocument } from './auth-document.ts';
import { PAINT_WAIT_LIMIT_MS, loadAppAfterFirstPaint } from './load-app.ts';

const shell = `<!doctype html>
<html lang="it">
  <head>
    <title>Agendina</title>
    <script type="module" crossorigin src="/assets/app-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-1.js">
    <link rel="modulepreload" crossorigin href="/assets/app-1.js">
    <link rel="modulepreload" crossorigin href="/assets/shell-1.js">
    <link rel="stylesheet" crossorigin href="/assets/app-1.css">
  </head>
  <body><div id="root"></div></body>
</html>`;

const page = authDocument({
  shell,
  path: '/login',
  title: 'Accedi · Agendina',
  themeClass: 'theme',
  body: '<main><h1>Accedi</h1></main>',
  inlineCss: 'h1{color:red}',
  inlinedFiles: ['/assets/app-1.css'],
  modules: ['/assets/login-1.js', '/assets/shell-1.js'],
  earlyScript: '/assets/early-1.js',
});

describe('authDocument', () => {
  it('leaves no script of the app and no preload in the page, only the early script', () => {
    const document = new DOMParser().parseFromString(page, 'text/html');
    expect([...document.scripts].map((script) => script.getAttribute('src'))).toEqual([
      '/assets/early-1.js',
    ]);
    expect(
      document.querySelectorAll('link[rel="modulepreload"], link[rel="stylesheet"]'),
    ).toHaveLength(0);
    expect(document.querySelector('#root')?.getAttribute('data-prerendered')).toBe('/login');
    // The first paint waits for the whole page: the marker it expects follows #root.
    const expected = document.querySelector('link[rel="expect"][blocking="render"]');
    const marker = document.querySelector(expected?.getAttribute('href') ?? '#');
    expect(marker?.previousElementSibling?.id).toBe('root');
    expect(document.title).toBe('Accedi · Agendina');
  });

  it('names the entry and every module once on the early script, the entry not among the modules', () => {
    const early = new DOMParser()
      .parseFromString(page, 'text/html')
      .querySelector('script[data-app-entry]');
    expect(early?.getAttribute('data-app-entry')).toBe('/assets/app-1.js');
    expect(early?.getAttribute('data-app-modules')).toBe(
      '/assets/runtime-1.js /assets/shell-1.js /assets/login-1.js',
    );
  });

  it('refuses a shell without exactly one entry', () => {
    expect(() =>
      authDocument({
        shell: shell.replace(/<script[^>]*><\/script>/, ''),
        path: '/login',
        title: 'Accedi · Agendina',
        themeClass: 'theme',
        body: '',
        inlineCss: '',
        inlinedFiles: [],
        modules: [],
        earlyScript: '/assets/early-1.js',
      }),
    ).toThrow('app.html: attesa una sola entry, trovate 0');
  });
});

describe('loadAppAfterFirstPaint', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    document.head.replaceChildren();
  });

  const withEarlyScript = () => {
    document.head.innerHTML =
      '<script type="text/plain" data-app-entry="/assets/app-1.js" data-app-modules="/assets/shell-1.js /assets/login-1.js"></script>';
  };
  const appTags = () =>
    [...document.head.querySelectorAll('link[rel="modulepreload"], script[type="module"]')].map(
      (tag) => tag.getAttribute('href') ?? tag.getAttribute('src'),
    );

  /** A browser that reports paint timing (Chromium, Firefox, Safari): the page's paints, told. */
  const reportsPaints = () => {
    const observers: PaintObserver[] = [];
    class PaintObserver implements PerformanceObserver {
      static readonly supportedEntryTypes = ['paint', 'largest-contentful-paint'];
      readonly callback: PerformanceObserverCallback;
      options: PerformanceObserverInit | undefined;
      constructor(callback: PerformanceObserverCallback) {
        this.callback = callback;
      }
      observe(options?: PerformanceObserverInit) {
        this.options = options;
        observers.push(this);
      }
      disconnect() {}
      takeRecords(): PerformanceEntryList {
        return [];
      }
    }
    vi.stubGlobal('PerformanceObserver', PaintObserver);
    return {
      observers,
      paint: (name: string) => {
        const entry: PerformanceEntry = {
          name,
          entryType: 'paint',
          startTime: 0,
          duration: 0,
          toJSON: () => ({ name }),
        };
        const entries = (wanted?: string) =>
          wanted === undefined || wanted === name ? [entry] : [];
        const list: PerformanceObserverEntryList = {
          getEntries: () => [entry],
          getEntriesByName: (wanted) => entries(wanted),
          getEntriesByType: (type) => (type === 'paint' ? [entry] : []),
        };
        for (const o of observers) o.callback(list, o);
      },
    };
  };

  it('waits for the first contentful paint on screen, not for a frame, where paints are reported', () => {
    vi.useFakeTimers();
    const paints = reportsPaints();
    const frames = vi.spyOn(window, 'requestAnimationFrame');
    withEarlyScript();
    loadAppAfterFirstPaint(document);
    // Buffered: a paint that came before the early script ran still counts.
    expect(paints.observers.map((o) => o.options)).toEqual([{ type: 'paint', buffered: true }]);
    paints.paint('first-paint');
    vi.advanceTimersByTime(100);
    expect(appTags()).toEqual([]);
    paints.paint('first-contentful-paint');
    expect(appTags()).toEqual([]);
    vi.advanceTimersByTime(0);
    expect(appTags()).toEqual(['/assets/app-1.js', '/assets/shell-1.js', '/assets/login-1.js']);
    // Once only, and never through a frame.
    paints.paint('first-contentful-paint');
    vi.runAllTimers();
    expect(appTags()).toHaveLength(3);
    expect(frames).not.toHaveBeenCalled();
  });

  it('fetches the app anyway when no paint is reported in time', () => {
    vi.useFakeTimers();
    reportsPaints();
    withEarlyScript();
    loadAppAfterFirstPaint(document);
    vi.advanceTimersByTime(PAINT_WAIT_LIMIT_MS - 1);
    expect(appTags()).toEqual([]);
    vi.runAllTimers();
    expect(appTags()).toEqual(['/assets/app-1.js', '/assets/shell-1.js', '/assets/login-1.js']);
  });

  it('adds nothing before a frame is drawn, then the preloads and the entry, where paints are not reported', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    withEarlyScript();
    loadAppAfterFirstPaint(document);
    expect(appTags()).toEqual([]);
    frames.forEach((frame) => frame(0));
    // The frame's task runs after the paint that follows it.
    expect(appTags()).toEqual([]);
    vi.runAllTimers();
    expect(appTags()).toEqual(['/assets/app-1.js', '/assets/shell-1.js', '/assets/login-1.js']);
  });

  it('fetches the app at once in a tab opened in the background, which draws no frame', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    withEarlyScript();
    loadAppAfterFirstPaint(document);
    expect(appTags()).toEqual(['/assets/app-1.js', '/assets/shell-1.js', '/assets/login-1.js']);
  });
});
