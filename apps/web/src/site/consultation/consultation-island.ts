// The /consulenza form's island: the only script of the public site that does more than count a
// page view. Vanilla TypeScript on the prerendered form, no React. It validates with the rule the
// server runs (@agendina/scheduling), sends with the typed call of @agendina/api, and on any
// refusal shows the Italian message while every typed value stays where it was.
import {
  CONSULTATION_FIELDS_MESSAGE,
  sendConsultationRequest,
  type ConsultationSendResult,
} from '@agendina/api';
import { validateConsultationRequest, type ConsultationField } from '@agendina/scheduling';
import * as styles from './ConsultationForm.css.ts';
import { CONSULTATION_FIELDS, CONSULTATION_TEXTS, errorId } from './consultation-fields.ts';

export interface ConsultationIslandOptions {
  /** The API's base URL (resolveApiBaseUrl with VITE_API_URL). */
  apiBaseUrl: string;
  fetch?: typeof fetch;
}

const text = (data: FormData, name: string) => {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
};

const controlOf = (form: HTMLFormElement, field: ConsultationField) =>
  form.elements.namedItem(field) as
    HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null;

/** Shows each field's message in its slot (and clears the others); focuses the first invalid. */
function showFieldErrors(
  form: HTMLFormElement,
  errors: Readonly<Partial<Record<string, string>>>,
): void {
  let first: HTMLElement | null = null;
  for (const field of CONSULTATION_FIELDS) {
    const control = controlOf(form, field);
    const slot = form.querySelector<HTMLElement>(`#${errorId(field)}`);
    const message = errors[field];
    if (slot) slot.textContent = message ?? '';
    if (!control) continue;
    if (message) {
      control.setAttribute('aria-invalid', 'true');
      first ??= control;
    } else control.removeAttribute('aria-invalid');
  }
  first?.focus();
}

/** The thank-you that takes the form's place, focused so a screen reader reads it. */
function thankYou(form: HTMLFormElement): void {
  const box = form.ownerDocument.createElement('div');
  box.className = styles.thanks;
  box.setAttribute('role', 'status');
  box.tabIndex = -1;
  const title = form.ownerDocument.createElement('h2');
  title.textContent = CONSULTATION_TEXTS.thanksTitle;
  const body = form.ownerDocument.createElement('p');
  body.textContent = CONSULTATION_TEXTS.thanksBody;
  box.append(title, body);
  form.replaceWith(box);
  box.focus();
}

/**
 * Takes over the form's submit. Nothing typed is ever cleared: a refusal (a field, a 429, no
 * connection) only writes messages next to the values.
 */
export function enhanceConsultationForm(
  form: HTMLFormElement,
  options: ConsultationIslandOptions,
): void {
  // Once per form, however many times a page script (or React's strict mode) asks.
  if (form.dataset['enhanced'] === 'true') return;
  form.dataset['enhanced'] = 'true';
  const outcome = form.querySelector<HTMLElement>('[data-outcome]');
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const say = (message: string) => {
    if (outcome) outcome.textContent = message;
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (button?.disabled) return;
    const data = new FormData(form);
    const checked = validateConsultationRequest({
      name: text(data, 'name'),
      businessName: text(data, 'businessName'),
      businessType: text(data, 'businessType'),
      phone: text(data, 'phone'),
      email: text(data, 'email'),
      message: text(data, 'message'),
      consent: data.get('consent') !== null,
      website: text(data, 'website'),
    });
    if (!checked.ok) {
      say(CONSULTATION_FIELDS_MESSAGE);
      showFieldErrors(form, checked.errors);
      return;
    }
    showFieldErrors(form, {});
    say('');
    if (button) {
      button.disabled = true;
      button.textContent = CONSULTATION_TEXTS.sending;
    }
    void sendConsultationRequest(checked.body, {
      baseUrl: options.apiBaseUrl,
      ...(options.fetch ? { fetch: options.fetch } : {}),
    }).then((result: ConsultationSendResult) => {
      if (result.ok) {
        thankYou(form);
        return;
      }
      if (button) {
        button.disabled = false;
        button.textContent = CONSULTATION_TEXTS.submit;
      }
      say(result.message);
      if (Object.keys(result.fieldErrors).length > 0) showFieldErrors(form, result.fieldErrors);
    });
  });
}
