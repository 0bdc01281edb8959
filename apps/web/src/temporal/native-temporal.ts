// What `import { Temporal } from 'temporal-polyfill'` resolves to in the app's production build
// (apps/web/vite.config.ts aliases it here, decision 0074): the browser's own Temporal. Chromium
// and Firefox ship it, so they no longer download the polyfill (about 18 KB gzip in every route
// that reads a date); main.tsx loads the polyfill onto globalThis first where it is missing.
// A proxy, not `globalThis.Temporal` read once: the app's static imports are evaluated before
// main.tsx has had the chance to install the polyfill.
import type { Temporal as TemporalNamespace } from 'temporal-polyfill';

const host = globalThis as { Temporal?: typeof TemporalNamespace };

export const Temporal = new Proxy({} as typeof TemporalNamespace, {
  get: (_target, key) => {
    if (!host.Temporal) throw new Error('Temporal non è ancora disponibile in questo browser');
    return Reflect.get(host.Temporal, key) as unknown;
  },
});
