import { useEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';

const neverChanges = () => () => {};

/**
 * False while React renders the build's HTML of a prerendered page (and on the server), true
 * from the render after hydration on, and always true when the app renders a page itself.
 * What the build cannot know (the browser's storage, the invitation's e-mail) waits for it, so
 * the hydrating render is the build's (decision 0072).
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );

/**
 * What the visitor put into a prerendered form before the app took it over, by field name (or
 * accessible name): texts typed and boxes ticked.
 */
export type TypedFields = ReadonlyMap<string, string | boolean>;

/**
 * The build's form is blank: whatever a named field holds when React hydrates it was typed by
 * the visitor (a text), or ticked (a check box). React keeps it on screen but not in the form's
 * state, which the next render would write back over it.
 */
function typedFields(form: HTMLFormElement): TypedFields {
  const typed = new Map<string, string | boolean>();
  for (const field of form.querySelectorAll<HTMLInputElement>('input')) {
    // A kit field without a name (the phone's number) is known by its accessible name.
    const key = field.name || field.getAttribute('aria-label');
    if (!key || field.type === 'hidden') continue;
    if (field.type === 'checkbox') {
      if (field.checked) typed.set(key, true);
    } else if (field.value !== '') typed.set(key, field.value);
  }
  return typed;
}

/**
 * A prerendered sign-in form taken over by the app (issue #37): once hydrated, `adopt` receives
 * what was typed and must set the form's state anew (a new object, even with nothing typed), and
 * a submit held by early-form.ts is sent again with it. On a form the app
 * rendered itself (a navigation, a story) it does nothing.
 */
/** A typed text, if the field has one. */
export const typedText = (typed: TypedFields, key: string): string | undefined => {
  const value = typed.get(key);
  return typeof value === 'string' ? value : undefined;
};

export function usePrerenderedForm(
  /** The form, or an element in it (the kit's Form takes no ref). */
  formRef: RefObject<HTMLElement | null>,
  adopt: (typed: TypedFields) => void,
): void {
  const hydrated = useHydrated();
  // Only the first render says whether this form came from the build's HTML.
  const [fromBuild] = useState(!hydrated);
  const adoptRef = useRef(adopt);
  const [resubmit, setResubmit] = useState(false);

  useEffect(() => {
    adoptRef.current = adopt;
  });
  useEffect(() => {
    const form = formRef.current?.closest('form');
    if (!fromBuild || !form) return;
    // Always: the new state's render also writes what the browser knows (a remembered e-mail)
    // into fields the build left blank, which hydration does not.
    adoptRef.current(typedFields(form));
    if (form.hasAttribute('data-waiting')) {
      form.removeAttribute('data-waiting');
      form.removeAttribute('aria-busy');
      // Sent after the render that puts the typed values into the form's state.
      setResubmit(true);
    }
  }, [formRef, fromBuild]);
  useEffect(() => {
    if (!resubmit) return;
    setResubmit(false);
    formRef.current?.closest('form')?.requestSubmit();
  }, [formRef, resubmit]);
}
