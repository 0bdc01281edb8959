import { useEffect, type ComponentType } from 'react';
import { lazyWithPreload } from 'react-lazy-with-preload';

/**
 * A part of a screen that its first paint does not show (a chart under the figures, a dialog's
 * form): its module stays out of the route's first load (issue #37, scripts/bundle-budget.ts)
 * and the screen fetches it once it has mounted (`usePreload`), so it is there before it is
 * needed. Render the component inside a Suspense boundary: it suspends only when it is mounted
 * before its module has arrived (decision 0084).
 */
export function afterFirstPaint<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): [ComponentType<Props>, () => void] {
  const Part = lazyWithPreload(() => load().then((component) => ({ default: component })));
  const usePreload = () => useEffect(() => void Part.preload(), []);
  return [Part, usePreload];
}
