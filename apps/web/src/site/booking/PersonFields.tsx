// Who books, or joins the waitlist (issues #34, #35): name, phone with SPEC.md §5's prefixes,
// optional e-mail, where the one-time code goes, and the honeypot. One set of fields for both
// forms, each kept as typed when the server refuses something.
import { PHONE_PREFIXES } from '@agendina/scheduling';
import * as styles from './BookingPage.css.ts';
// The /consulenza form's honeypot box: the same trap for the same bots.
import { honeypot } from '../consultation/ConsultationForm.css.ts';
import { DETAILS_FIELDS } from './booking-query.ts';
import { InputField, RadioFieldset } from './FormFields.tsx';
import type { DetailsValues } from './booking-view.ts';

export type PersonErrors = Partial<Record<'name' | 'number' | 'email', string>>;

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className={styles.fieldError}>
      {message}
    </p>
  ) : null;
}

const CHANNELS = [
  ['WHATSAPP', 'Su WhatsApp, al numero di telefono'],
  ['EMAIL', 'Per e-mail'],
] as const;

export function PersonFields({
  values,
  errors,
  channelLegend,
}: {
  values: DetailsValues;
  errors: PersonErrors;
  /** What the channel is for: the code only (booking), or the code and the waitlist's news. */
  channelLegend: string;
}) {
  const invalid = (field: keyof PersonErrors) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${field}-errore` } : {};
  return (
    <>
      <InputField
        id="nome"
        label="Nome e cognome"
        name={DETAILS_FIELDS.name}
        autoComplete="name"
        maxLength={100}
        defaultValue={values.name}
        {...invalid('name')}
      >
        <FieldError id="name-errore" message={errors.name} />
      </InputField>
      <div className={styles.field}>
        <span className={styles.label} id="telefono-etichetta">
          Telefono
        </span>
        <div className={styles.phoneRow}>
          <select
            className={styles.control}
            name={DETAILS_FIELDS.prefix}
            aria-label="Prefisso"
            defaultValue={values.prefix}
          >
            {PHONE_PREFIXES.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
          <input
            id="telefono"
            className={styles.control}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            name={DETAILS_FIELDS.number}
            aria-labelledby="telefono-etichetta"
            maxLength={30}
            defaultValue={values.number}
            {...invalid('number')}
          />
        </div>
        <FieldError id="number-errore" message={errors.number} />
      </div>
      <InputField
        id="email"
        label="E-mail (facoltativa)"
        type="email"
        autoComplete="email"
        name={DETAILS_FIELDS.email}
        maxLength={254}
        defaultValue={values.email}
        {...invalid('email')}
      >
        <FieldError id="email-errore" message={errors.email} />
      </InputField>
      <RadioFieldset
        legend={channelLegend}
        name={DETAILS_FIELDS.channel}
        options={CHANNELS}
        checked={values.channel}
      />
      <div className={honeypot} aria-hidden="true">
        <label htmlFor="website">Sito web (lascia vuoto questo campo)</label>
        <input id="website" name={DETAILS_FIELDS.honeypot} tabIndex={-1} autoComplete="off" />
      </div>
    </>
  );
}

/** «su WhatsApp al +39 333…» or «per e-mail a …»: where the code, or the news, goes. */
export function whereSent(values: DetailsValues): string {
  return values.channel === 'EMAIL'
    ? `per e-mail a ${values.email}`
    : `su WhatsApp al ${values.prefix} ${values.number}`;
}
