import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, loadFirstRoute, startApp } from './App.tsx';
import {
  markInlinedStylesheets,
  prerenderedPathOf,
  takeOverPrerenderedPage,
} from './site/auth-pages/hydration.ts';

/**
 * Not at the module's top level: the route chunks import this entry's chunk (the bundler's
 * helpers live in it), and a top-level await on a route's code would wait for itself.
 */
async function start(container: HTMLElement): Promise<void> {
  // Browsers without their own Temporal (decision 0074) load the polyfill before any screen reads
  // a date; Chromium and Firefox skip these 18 KB.
  if (!('Temporal' in globalThis)) await import('temporal-polyfill/global');
  await startApp();
  // /login, /signup and /verify-email arrive prerendered (decision 0072): React takes the
  // build's HTML over, with what the visitor typed meanwhile, when the router lands on that
  // page; a signed-in visitor sent on to /dashboard gets the app rendered afresh.
  const prerendered = prerenderedPathOf(container);
  if (prerendered !== null) markInlinedStylesheets(container);
  if (prerendered !== null && (await loadFirstRoute()) === prerendered) {
    takeOverPrerenderedPage(container);
    // In a transition, hydration yields to the browser every few milliseconds (as Remix's
    // entry does): the page stays responsive to the typing it was built for.
    startTransition(() => {
      hydrateRoot(container, <App />);
    });
  } else {
    container.replaceChildren();
    createRoot(container).render(<App />);
  }
}

const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root mancante in index.html');
void start(container);
