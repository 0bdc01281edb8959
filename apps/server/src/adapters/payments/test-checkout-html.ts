// The test provider's hosted pages as HTML: Italian, usable without JavaScript, every field
// labelled, errors tied to their field and the first wrong field focused (autofocus). Styles
// come from one stylesheet of the same origin, so the page's CSP allows no inline style. Every
// address is relative to /test-checkout/{id}: the page works under a proxy's path prefix too.
import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import type { CardErrors, CardForm } from './test-cards.ts';
import { TEST_CARDS } from './test-cards.ts';

type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

export const TEST_CHECKOUT_CSS = `
body{font-family:system-ui,sans-serif;margin:0;background:#f4f1ec;color:#1d1b19;line-height:1.5}
main{max-width:32rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:.75rem}
h1{font-size:1.5rem;margin-top:0}
.summary{font-size:1.125rem;font-weight:600}
label{display:block;font-weight:600;margin-top:1rem}
input{display:block;width:100%;box-sizing:border-box;font-size:1rem;padding:.625rem;border:1px solid #6b645c;border-radius:.375rem}
input[aria-invalid=true]{border:2px solid #b3261e}
.error{color:#b3261e;margin:.25rem 0 0}
.alert{border:2px solid #b3261e;border-radius:.375rem;padding:.75rem;margin-bottom:1rem}
.actions{display:flex;gap:.75rem;margin-top:1.5rem;flex-wrap:wrap}
button,.link{font-size:1rem;padding:.625rem 1.25rem;border-radius:.375rem;border:1px solid #1d1b19;cursor:pointer;text-decoration:none}
.primary{background:#5b2a86;color:#fff;border-color:#5b2a86}
.secondary{background:#fff;color:#1d1b19}
:focus-visible{outline:3px solid #1a5fb4;outline-offset:2px}
small,.cards{color:#4a4540}
`;

export interface PageSummary {
  checkoutId: string;
  /** "Agendina Pro, mensile: 59,00 €", or "Salone Bellavista: Acconto 10,00 €". */
  description: string;
  amount: string;
  /** Who is paid: Agendina for a subscription, the salon for a deposit. */
  payee: string;
}

function page(title: string, body: Html): Html {
  return html`<!doctype html>
    <html lang="it">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title} · Pagamento di prova</title>
        <link rel="stylesheet" href="style.css" />
      </head>
      <body>
        <main>${body}</main>
      </body>
    </html>`;
}

const FIELDS: ReadonlyArray<{
  name: keyof CardForm;
  label: string;
  autocomplete: string;
  inputmode?: string;
  hint?: string;
}> = [
  { name: 'name', label: 'Nome sulla carta', autocomplete: 'cc-name' },
  { name: 'number', label: 'Numero della carta', autocomplete: 'cc-number', inputmode: 'numeric' },
  {
    name: 'expiry',
    label: 'Scadenza (MM/AA)',
    autocomplete: 'cc-exp',
    inputmode: 'numeric',
    hint: 'Per esempio 08/29',
  },
  { name: 'cvc', label: 'Codice di sicurezza (CVC)', autocomplete: 'cc-csc', inputmode: 'numeric' },
];

function field(
  spec: (typeof FIELDS)[number],
  value: string,
  error: string | undefined,
  focus: boolean,
): Html {
  const errorId = `${spec.name}-errore`;
  const hintId = `${spec.name}-aiuto`;
  const described = [spec.hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return html`<label for="${spec.name}">${spec.label}</label>
    ${spec.hint ? html`<small id="${hintId}">${spec.hint}</small>` : ''}
    <input
      id="${spec.name}"
      name="${spec.name}"
      type="text"
      autocomplete="${spec.autocomplete}"
      value="${value}"
      required${
        spec.inputmode ? html` inputmode="${spec.inputmode}"` : ''
      }${described ? html` aria-describedby="${described}"` : ''}${
        error ? html` aria-invalid="true"` : ''
      }${focus ? html` autofocus` : ''}
    />
    ${error ? html`<p class="error" id="${errorId}">${error}</p>` : ''}`;
}

/** The card form, with the values typed so far and an error under each wrong field. */
export function cardFormPage(summary: PageSummary, form: CardForm, errors: CardErrors): Html {
  const firstError = FIELDS.find((f) => errors[f.name] !== undefined)?.name;
  const count = Object.keys(errors).length;
  return page(
    'Dati della carta',
    html`<h1>Pagamento di prova</h1>
      <p class="summary">${summary.description}</p>
      ${
        count > 0
          ? html`<div class="alert" role="alert">
              <p>
                ${count === 1 ? 'Un campo da correggere' : `${count} campi da correggere`}:
                controlla i messaggi sotto i campi.
              </p>
            </div>`
          : ''
      }
      <form method="post" action="${summary.checkoutId}" novalidate>
        ${FIELDS.map((f) => field(f, form[f.name], errors[f.name], f.name === firstError))}
        <div class="actions">
          <button class="primary" type="submit" name="action" value="pay">
            Paga ${summary.amount}
          </button>
          <button class="secondary" type="submit" name="action" value="cancel" formnovalidate>
            Annulla
          </button>
        </div>
      </form>
      <h2>Carte di prova</h2>
      <ul class="cards">
        ${TEST_CARDS.map((c) => html`<li>${c.number.replace(/(\d{4})(?=\d)/g, '$1 ')}: ${c.label}</li>`)}
      </ul>
      <p>
        <small
          >Ambiente di prova: nessun addebito reale. Qualsiasi scadenza futura e qualsiasi CVC di 3
          cifre.</small
        >
      </p>`,
  );
}

/** The simulated 3-D Secure step of 4000 0027 6000 3184. */
export function threeDSecurePage(summary: PageSummary): Html {
  return page(
    'Verifica 3-D Secure',
    html`<h1>Verifica 3-D Secure</h1>
      <p>
        La tua banca chiede di autorizzare il pagamento di <strong>${summary.amount}</strong>
        (beneficiario: ${summary.payee}).
      </p>
      <p class="summary">${summary.description}</p>
      <form method="post" action="${summary.checkoutId}">
        <div class="actions">
          <button class="primary" type="submit" name="action" value="authorize" autofocus>
            Autorizza
          </button>
          <button class="secondary" type="submit" name="action" value="deny">
            Non autorizzare
          </button>
        </div>
      </form>`,
  );
}

/** A final page (declined, or a checkout already paid or given up) with the way back. */
export function resultPage(
  title: string,
  message: string,
  backUrl: string | null,
  payee = 'Agendina',
): Html {
  // The way back names who asked for the money: Agendina for a plan, the salon for a deposit
  // («ad» before an «a», as Italian writes it).
  const to = /^a/i.test(payee) ? 'ad' : 'a';
  return page(
    title,
    html`<h1>${title}</h1>
      <p role="status">${message}</p>
      ${backUrl ? html`<p><a class="link primary" href="${backUrl}">Torna ${to} ${payee}</a></p>` : ''}`,
  );
}
