import type { ReactNode } from 'react';
import type { BusinessType } from '@agendina/contract';
import { CONSULTATION_LIMITS, type ConsultationField } from '@agendina/scheduling';
import * as styles from './ConsultationForm.css.ts';
import { CONSULTATION_TEXTS, errorId, fieldId } from './consultation-fields.ts';

/** The trades as a prospect names their business (the contract's BusinessType). */
const BUSINESS_TYPE_OPTIONS: readonly { value: BusinessType; label: string }[] = [
  { value: 'PARRUCCHIERE', label: 'Salone di parrucchiere o barbiere' },
  { value: 'ESTETISTA', label: 'Centro estetico' },
  { value: 'MASSAGGIATORE', label: 'Studio di massaggi' },
];

interface FieldProps {
  field: ConsultationField;
  label: string;
  optional?: boolean;
  wide?: boolean;
  children: ReactNode;
}

/** Label, control and the error slot the island fills (the control points at it). */
function Field({ field, label, optional = false, wide = false, children }: FieldProps) {
  return (
    <div className={wide ? `${styles.field} ${styles.wide}` : styles.field}>
      <label className={styles.label} htmlFor={fieldId(field)}>
        {label}
        {optional ? <span className={styles.optional}> (facoltativo)</span> : null}
      </label>
      {children}
      <p className={styles.fieldError} id={errorId(field)} />
    </div>
  );
}

/** The attributes every control shares: its id, name, and the error slot it is described by. */
const controlOf = (field: ConsultationField) => ({
  id: fieldId(field),
  name: field,
  'aria-describedby': errorId(field),
});

/** The one-line fields, in the form's order (the type of business comes between them). */
const TEXT_FIELDS = [
  {
    field: 'name',
    label: 'Nome e cognome',
    type: 'text',
    autoComplete: 'name',
    maxLength: CONSULTATION_LIMITS.name,
  },
  {
    field: 'businessName',
    label: 'Nome dell’attività',
    type: 'text',
    autoComplete: 'organization',
    maxLength: CONSULTATION_LIMITS.businessName,
  },
  { field: 'phone', label: 'Telefono', type: 'tel', autoComplete: 'tel', maxLength: 30 },
  { field: 'email', label: 'E-mail', type: 'email', autoComplete: 'email', maxLength: 254 },
] as const satisfies readonly {
  field: ConsultationField;
  label: string;
  type: string;
  autoComplete: string;
  maxLength: number;
}[];

function textField({ field, label, type, autoComplete, maxLength }: (typeof TEXT_FIELDS)[number]) {
  return (
    <Field key={field} field={field} label={label}>
      <input
        {...controlOf(field)}
        className={styles.control}
        type={type}
        autoComplete={autoComplete}
        maxLength={maxLength}
        aria-required="true"
      />
    </Field>
  );
}

/**
 * The /consulenza form as plain HTML, prerendered: no React reaches the browser. The island
 * (consultation-island.ts) validates it with the shared rule, sends it and shows the outcome.
 * noValidate: the messages are the rule's, in Italian, not the browser's own bubbles.
 */
export function ConsultationForm() {
  return (
    <form className={styles.form} data-island="consultation" method="post" noValidate>
      {TEXT_FIELDS.slice(0, 2).map(textField)}
      <Field field="businessType" label="Tipo di attività">
        <select
          {...controlOf('businessType')}
          className={styles.control}
          defaultValue=""
          aria-required="true"
        >
          <option value="" disabled>
            Scegli…
          </option>
          {BUSINESS_TYPE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </Field>
      {TEXT_FIELDS.slice(2).map(textField)}
      <Field field="message" label="Di cosa hai bisogno?" optional wide>
        <textarea
          {...controlOf('message')}
          className={styles.textarea}
          maxLength={CONSULTATION_LIMITS.message}
        />
      </Field>
      <div className={`${styles.field} ${styles.wide}`}>
        <div className={styles.consent}>
          <input
            {...controlOf('consent')}
            className={styles.checkbox}
            type="checkbox"
            value="true"
            aria-required="true"
          />
          <label htmlFor={fieldId('consent')}>
            Acconsento al trattamento dei miei dati per essere ricontattato, come descritto nell’
            <a href="/privacy-policy">informativa sulla privacy</a>.
          </label>
        </div>
        <p className={styles.fieldError} id={errorId('consent')} />
      </div>
      {/* The honeypot: hidden from sight and from assistive technology, out of the tab order. */}
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={fieldId('website')}>Sito web (lascia vuoto questo campo)</label>
        <input
          id={fieldId('website')}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
        />
      </div>
      <p className={`${styles.outcome} ${styles.wide}`} role="alert" data-outcome="" />
      <noscript>
        <p className={styles.wide}>
          Per inviare il modulo serve JavaScript. In alternativa scrivici a{' '}
          <a href="mailto:consulenze@agendina.it">consulenze@agendina.it</a>.
        </p>
      </noscript>
      <button className={`${styles.submit} ${styles.wide}`} type="submit">
        {CONSULTATION_TEXTS.submit}
      </button>
    </form>
  );
}
