import { useLayoutEffect, useRef, useState } from 'react';

/** The width a chart is drawn at before it is measured (and in a test without layout). */
const DEFAULT_WIDTH = 640;

/**
 * The width of an element, followed as it resizes, so a chart is drawn at its real size and the
 * text of its axes keeps its size instead of scaling with the SVG.
 */
export function useWidth<T extends Element>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setWidth(Math.max(element.getBoundingClientRect().width, 240));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}
