// @vitest-environment happy-dom
// The island on the prerendered markup, as a browser runs it: the form as renderToString writes
// it, enhanced, then submitted the way a person would.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConsultationForm } from './ConsultationForm.tsx';
import { enhanceConsultationForm } from './consultation-island.ts';

let form: HTMLFormElement;
let requests: Request[];

const answer =
  (status: number, body: unknown, headers: Record<string, string> = {}) =>
  async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push(input instanceof Request ? input : new Request(input, init));
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json', ...headers },
    });
  };

function mount(fetch: typeof globalThis.fetch) {
  document.body.innerHTML = `<main>${renderToString(createElement(ConsultationForm))}</main>`;
  form = document.querySelector<HTMLFormElement>('form[data-island="consultation"]')!;
  enhanceConsultationForm(form, { apiBaseUrl: 'http://api.test', fetch });
}

const control = (name: string) =>
  form.elements.namedItem(name) as HTMLInputElement & HTMLSelectElement & HTMLTextAreaElement;

function fillValid() {
  control('name').value = 'Giulia Rossi';
  control('businessName').value = 'Salone Giulia';
  control('businessType').value = 'PARRUCCHIERE';
  control('phone').value = '347 123 4567';
  control('email').value = 'giulia.rossi@example.it';
  control('message').value = 'Vorrei vedere il calendario.';
  control('consent').checked = true;
}

const submit = () => form.requestSubmit();
const slot = (field: string) => document.getElementById(`consulenza-${field}-errore`)?.textContent;
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

beforeEach(() => {
  requests = [];
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('enhanceConsultationForm', () => {
  it('shows the Italian message of each empty field, marks it and focuses the first', async () => {
    mount(answer(201, { id: 1, receivedAt: '2026-03-12T09:30:00+01:00' }));
    submit();
    expect(slot('name')).toBe('Inserisci il tuo nome');
    expect(slot('businessName')).toBe("Inserisci il nome dell'attività");
    expect(slot('businessType')).toBe('Scegli il tipo di attività');
    expect(slot('phone')).toBe('Inserisci un numero di telefono');
    expect(slot('email')).toBe("Inserisci l'indirizzo e-mail");
    expect(slot('consent')).toBe(
      'Per inviare la richiesta devi acconsentire al trattamento dei dati',
    );
    expect(slot('message')).toBe('');
    expect(control('name').getAttribute('aria-invalid')).toBe('true');
    expect(control('message').hasAttribute('aria-invalid')).toBe(false);
    expect(document.activeElement).toBe(control('name'));
    expect(control('name').getAttribute('aria-describedby')).toBe('consulenza-name-errore');
    expect(requests).toHaveLength(0);
  });

  it('sends a valid form and puts a focused thank-you in its place', async () => {
    mount(answer(201, { id: 41, receivedAt: '2026-03-12T09:30:00+01:00' }));
    fillValid();
    submit();
    await settle();
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toBe('http://api.test/public/consultation-requests');
    expect(await requests[0]?.json()).toEqual({
      name: 'Giulia Rossi',
      businessName: 'Salone Giulia',
      businessType: 'PARRUCCHIERE',
      phone: '+393471234567',
      email: 'giulia.rossi@example.it',
      message: 'Vorrei vedere il calendario.',
      consent: true,
      website: '',
    });
    expect(document.querySelector('form')).toBeNull();
    const thanks = document.querySelector('[role="status"]');
    expect(thanks?.textContent).toContain('Grazie, abbiamo ricevuto la tua richiesta');
    expect(document.activeElement).toBe(thanks);
  });

  it('after a 429 says how long to wait and keeps every value typed', async () => {
    mount(
      answer(
        429,
        {
          message: 'Troppe richieste di consulenza da questo indirizzo. Riprova tra 42 minuti.',
          code: 'TOO_MANY_REQUESTS',
        },
        { 'Retry-After': '2520' },
      ),
    );
    fillValid();
    submit();
    await settle();
    expect(form.querySelector('[role="alert"]')?.textContent).toContain(
      'Troppe richieste di consulenza da questo indirizzo. Riprova tra 42 minuti.',
    );
    expect(control('name').value).toBe('Giulia Rossi');
    expect(control('businessName').value).toBe('Salone Giulia');
    expect(control('businessType').value).toBe('PARRUCCHIERE');
    expect(control('phone').value).toBe('347 123 4567');
    expect(control('email').value).toBe('giulia.rossi@example.it');
    expect(control('message').value).toBe('Vorrei vedere il calendario.');
    expect(control('consent').checked).toBe(true);
    const button = form.querySelector('button')!;
    expect(button.disabled).toBe(false);
    expect(button.textContent).toBe('Richiedi la consulenza');
  });

  it('shows the server’s field message in the field’s slot after a 400', async () => {
    mount(
      answer(400, {
        message: 'Dati non validi',
        code: 'VALIDATION_FAILED',
        errors: { email: 'Indirizzo e-mail non valido' },
      }),
    );
    fillValid();
    submit();
    await settle();
    expect(slot('email')).toBe('Indirizzo e-mail non valido');
    expect(control('email').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(control('email'));
    expect(control('email').value).toBe('giulia.rossi@example.it');
  });

  it('hides the honeypot from assistive technology and from the tab order', () => {
    mount(answer(201, {}));
    const honeypot = control('website');
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.getAttribute('autocomplete')).toBe('off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});
