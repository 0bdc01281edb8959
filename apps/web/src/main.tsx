import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, startApp } from './App.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root mancante in index.html');
// Browsers without their own Temporal (decision 0074) load the polyfill before any screen reads a
// date; Chromium and Firefox skip these 18 KB.
if (!('Temporal' in globalThis)) await import('temporal-polyfill/global');
await startApp();
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
