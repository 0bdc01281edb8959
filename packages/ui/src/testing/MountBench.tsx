import { useEffect, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';

declare global {
  interface Window {
    /** Set by <MountBench>: unmounts, then mounts the children synchronously and returns the ms it took. */
    __agendinaBench?: { mount: () => number };
  }
}

/**
 * Benchmark harness for render stories (packages/ui/bench): mount() unmounts the children, then
 * mounts them with flushSync (render + commit + effects) and forces layout; the time is what a
 * user waits before the first paint can start.
 */
export function MountBench({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(true);
  useEffect(() => {
    window.__agendinaBench = {
      mount: () => {
        flushSync(() => setShown(false));
        const start = performance.now();
        flushSync(() => setShown(true));
        void document.body.getBoundingClientRect().height;
        return performance.now() - start;
      },
    };
    return () => {
      delete window.__agendinaBench;
    };
  }, []);
  return shown ? <>{children}</> : null;
}
