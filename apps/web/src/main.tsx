import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, startApp } from './App.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root mancante in index.html');
await startApp();
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
