import { lazy, useEffect, useState, type ComponentType } from 'react';

/**
 * A part of a screen that its first paint does not show (a chart under the figures, a dialog's
 * form): its module stays out of the route's first load (issue #37, scripts/bundle-budget.ts)
 * and the screen fetches it once it has mounted (`usePreload`), so it is there before it is
 * needed. Render the component inside a Suspense boundary: it suspends only when it is needed
 * before its module has arrived.
 */
export function afterFirstPaint<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): [ComponentType<Props>, () => void] {
  let loaded: ComponentType<Props> | undefined;
  const fetchModule = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const Lazy = lazy(() => fetchModule().then((component) => ({ default: component })));
  function AfterFirstPaint(props: Props) {
    // Chosen once per mount: React.lazy suspends for a frame even on a module already fetched,
    // and swapping the two later would remount the part and lose what was typed in it.
    const [Part] = useState<ComponentType<Props>>(() => loaded ?? Lazy);
    return <Part {...props} />;
  }
  const usePreload = () => useEffect(() => void fetchModule(), []);
  return [AfterFirstPaint, usePreload];
}
