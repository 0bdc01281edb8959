// The first script of the prerendered sign-in pages (issue #37, decision 0072): a few hundred
// bytes that arrive long before the app. Until the app takes the page over (main.tsx sets
// data-app on <html> before it hydrates), a submit is held instead of sent, and the button says
// the form is on its way; the app's form submits it again once hydrated (usePrerenderedForm).
// Without any script the form posts to its own address and the web server shows the page again.
// It also fetches the app, once the page has painted (load-app.ts).
import { loadAppAfterFirstPaint } from './load-app.ts';

const root = document.documentElement;
const appOwns = () => root.hasAttribute('data-app');

document.addEventListener(
  'submit',
  (event) => {
    const form = event.target;
    if (appOwns() || !(form instanceof HTMLFormElement) || !form.closest('[data-prerendered]'))
      return;
    event.preventDefault();
    if (form.hasAttribute('data-waiting')) return;
    form.setAttribute('data-waiting', '');
    form.setAttribute('aria-busy', 'true');
    const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
    const label = form.dataset['waitingLabel'];
    if (button && label) {
      // main.tsx puts the label back before React compares the page with its own render.
      button.dataset['label'] = button.textContent ?? '';
      button.textContent = label;
      button.disabled = true;
      // The kit draws a disabled button from data-disabled.
      button.setAttribute('data-disabled', 'true');
    }
  },
  true,
);

// The kit's check box draws its state from data-selected on its label, which React sets: until
// then, the native box's state is mirrored onto it.
document.addEventListener('change', (event) => {
  const input = event.target;
  if (appOwns() || !(input instanceof HTMLInputElement) || input.type !== 'checkbox') return;
  const label = input.closest('label');
  if (label && input.closest('[data-prerendered]'))
    label.toggleAttribute('data-selected', input.checked);
});

loadAppAfterFirstPaint(document);
