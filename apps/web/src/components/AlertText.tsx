/**
 * A message the user must hear at once (a refused form, a check that failed), or nothing when
 * there is none. The screen passes its own class: where it sits decides how it looks.
 */
export function AlertText({ children, className }: { children: string | null; className: string }) {
  return children ? (
    <p role="alert" className={className}>
      {children}
    </p>
  ) : null;
}
