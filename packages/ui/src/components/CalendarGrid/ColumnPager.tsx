import { useEffect, useRef, useState, type RefObject } from 'react';
import { IconButton } from '../IconButton/IconButton.tsx';
import { columnsInView, offscreenHint, type ColumnsInView } from './column-pager.ts';
import * as styles from './ColumnPager.css.ts';

export interface ColumnPagerProps {
  /** The grid's scroll box: the pager reads its geometry and scrolls it. */
  scrollerRef: RefObject<HTMLElement | null>;
  /** The columns' operator names, in order. */
  names: readonly string[];
  /** Width in px of the sticky time column at the scroller's start. */
  fixedStart: number;
}

const allInView: ColumnsInView = { first: 0, hiddenBefore: 0, hiddenAfter: 0, columnWidth: 1 };

/** The pager's two buttons: the way each moves, its name, and the columns out of view that way. */
const STEPS = {
  previous: { icon: 'chevronLeft', label: 'Operatore precedente', by: -1, hidden: 'hiddenBefore' },
  next: { icon: 'chevronRight', label: 'Operatore successivo', by: 1, hidden: 'hiddenAfter' },
} as const;
type Direction = keyof typeof STEPS;

/**
 * Above a day grid wider than its box (a phone, or many operators): how many operators are out of
 * view and who comes next, with "Operatore precedente" / "Operatore successivo" for a keyboard or
 * a pointer that cannot swipe. Renders nothing while every column fits.
 */
export function ColumnPager({ scrollerRef, names, fixedStart }: ColumnPagerProps) {
  const [view, setView] = useState<ColumnsInView>(allInView);
  const groupRef = useRef<HTMLDivElement>(null);
  const count = names.length;

  useEffect(() => {
    const el = scrollerRef.current;
    if (!el) return;
    const measure = () => {
      const next = columnsInView(el, count, fixedStart);
      setView((v) =>
        v.first === next.first &&
        v.hiddenAfter === next.hiddenAfter &&
        v.hiddenBefore === next.hiddenBefore
          ? v
          : next,
      );
      // The scroller's edge fades while operators are hidden past it (the swipe hint).
      el.toggleAttribute('data-more-after', next.hiddenAfter > 0);
    };
    measure();
    el.addEventListener('scroll', measure, { passive: true });
    const resize = new ResizeObserver(measure);
    resize.observe(el);
    return () => {
      el.removeEventListener('scroll', measure);
      resize.disconnect();
      el.removeAttribute('data-more-after');
    };
  }, [scrollerRef, count, fixedStart]);

  // A button disabled under focus (the first or last operator reached) hands focus to the other.
  const pressed = useRef<Direction | null>(null);
  useEffect(() => {
    const [previous, next] = groupRef.current?.querySelectorAll('button') ?? [];
    const from = pressed.current === 'next' ? next : previous;
    const isEnd = pressed.current === 'next' ? view.hiddenAfter === 0 : view.hiddenBefore === 0;
    const active = document.activeElement;
    if (pressed.current && isEnd && (active === from || active === document.body))
      (pressed.current === 'next' ? previous : next)?.focus();
  }, [view.hiddenAfter, view.hiddenBefore]);

  const hint = offscreenHint(names, view);
  if (!hint) return null;
  const goTo = (direction: Direction) => {
    pressed.current = direction;
    const column = view.first + STEPS[direction].by;
    const el = scrollerRef.current;
    if (!el) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    el.scrollTo({ left: column * view.columnWidth, behavior: reduce ? 'auto' : 'smooth' });
  };
  const stepButton = (direction: Direction) => (
    <IconButton
      icon={STEPS[direction].icon}
      variant="ghost"
      aria-label={STEPS[direction].label}
      isDisabled={view[STEPS[direction].hidden] === 0}
      onPress={() => goTo(direction)}
    />
  );
  return (
    <div ref={groupRef} className={styles.pager} role="group" aria-label="Operatori nel calendario">
      {stepButton('previous')}
      <span className={styles.pagerHint} aria-live="polite">
        {hint}
      </span>
      {stepButton('next')}
    </div>
  );
}
