// The first three steps of the booking page (issue #34): services and operator, the free days,
// the free times of a day. Plain GET forms and links: each step is an address.
import { depositLabel, formatDurationIt, formatEuro } from '@agendina/scheduling';
import * as styles from './BookingPage.css.ts';
import { StepAlert } from './StepAlert.tsx';
import { WaitlistLink } from './WaitlistLink.tsx';
import { CHOICE_FIELDS, choiceFields, choiceHref } from './booking-query.ts';
import { dayLabel, gridTimes } from './booking-format.ts';
import type { BookingStep, BookingView } from './booking-view.ts';

type Step<K extends BookingStep['kind']> = Extract<BookingStep, { kind: K }>;

/** «Servizi»: the services by category (one or more) and the operator, or «Nessuna preferenza». */
export function ServicesStep({ view, step }: { view: BookingView; step: Step<'services'> }) {
  const { page, choice, slug } = view;
  const categories = [...new Set(page.services.map((s) => s.category))];
  return (
    <form method="get" action={`/prenota/${slug}`} className={styles.panel} noValidate>
      <h2 className={styles.heading}>Cosa desideri prenotare?</h2>
      <StepAlert message={step.error} />
      {categories.map((category) => (
        <fieldset key={category} className={styles.fieldset}>
          <legend className={styles.legend}>{category}</legend>
          {/* A list: a screen reader says how many services the category has. */}
          <ul className={styles.optionList}>
            {page.services
              .filter((s) => s.category === category)
              .map((s) => (
                <li key={s.id}>
                  <label className={styles.option}>
                    <input
                      type="checkbox"
                      className={styles.check}
                      name={CHOICE_FIELDS.service}
                      value={s.id}
                      defaultChecked={choice.serviceIds.includes(s.id)}
                    />
                    <span>
                      {s.name}
                      <br />
                      <span className={styles.muted}>
                        {formatEuro(s.priceCents)} · {formatDurationIt(s.durationMinutes)}
                        {/* Said before the choice (issue #35): this service asks a deposit online. */}
                        {s.depositCents ? ` · ${depositLabel(s.depositCents)}` : ''}
                      </span>
                    </span>
                  </label>
                </li>
              ))}
          </ul>
        </fieldset>
      ))}
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Con chi?</legend>
        {[{ id: null, name: 'Nessuna preferenza' }, ...page.operators].map((o) => (
          <label key={o.id ?? 'any'} className={styles.option}>
            <input
              type="radio"
              className={styles.check}
              name={CHOICE_FIELDS.operator}
              value={o.id ?? ''}
              defaultChecked={choice.operatorId === o.id}
            />
            <span>{o.name}</span>
          </label>
        ))}
      </fieldset>
      <button type="submit" className={styles.submit}>
        Vedi i giorni liberi
      </button>
    </form>
  );
}

/** «Giorno»: the days of the horizon with a free time, each a link to its times. */
export function DaysStep({ view, step }: { view: BookingView; step: Step<'days'> }) {
  const { choice, slug, page } = view;
  return (
    <section className={styles.panel} aria-labelledby="giorni-title">
      <h2 id="giorni-title" className={styles.heading}>
        Scegli il giorno
      </h2>
      {step.days.length === 0 ? (
        <p className={styles.note} role="status">
          Nei prossimi {page.horizonDays} giorni non c’è un orario libero per questa scelta.
          {page.phone ? ` Chiama il salone al ${page.phone}.` : ''}
        </p>
      ) : (
        <ul className={styles.dayChoices}>
          {step.days.map((d) => (
            <li key={d.date}>
              <a
                className={styles.choice}
                href={choiceHref(slug, { ...choice, date: d.date, time: null })}
              >
                <span>{dayLabel(d.date)}</span>
                <span className={styles.muted}>dalle {d.firstTime}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
      {step.days.length === 0 ? <WaitlistLink view={view} /> : null}
    </section>
  );
}

/** «Orario»: the free times of the day, and «Perché non vedo un orario?». */
export function TimesStep({ view, step }: { view: BookingView; step: Step<'times'> }) {
  const { choice, slug } = view;
  return (
    <section className={styles.panel} aria-labelledby="orari-title">
      <h2 id="orari-title" className={styles.heading}>
        Orari liberi di {dayLabel(step.date)}
      </h2>
      <StepAlert message={step.notice} />
      {step.times.length === 0 ? (
        <p className={styles.note}>In questo giorno non c’è più un orario libero.</p>
      ) : (
        <ul className={styles.choices}>
          {step.times.map((time) => {
            const wait = step.waits.find((w) => w.time === time)?.minutes;
            return (
              <li key={time}>
                <a
                  className={styles.choice}
                  href={choiceHref(slug, { ...choice, date: step.date, time })}
                >
                  <span>{time}</span>
                  {/* The visit has a break while the operator finishes another client's service
                      (decision 0056): said before the client picks it, the duration on one line
                      of the narrow cell. */}
                  {wait ? (
                    <span className={styles.muted}>
                      attesa {formatDurationIt(wait).replaceAll(' ', '\u00a0')}
                    </span>
                  ) : null}
                </a>
              </li>
            );
          })}
        </ul>
      )}
      <a className={styles.link} href={choiceHref(slug, { ...choice, date: null, time: null })}>
        Scegli un altro giorno
      </a>
      <WaitlistLink view={view} />
      <form method="get" action={`/prenota/${slug}`} className={styles.fieldset}>
        {choiceHiddenFields({ ...choice, date: step.date, time: null })}
        <div className={styles.field}>
          <label className={styles.label} htmlFor="perche">
            Perché non vedo un orario?
          </label>
          <select
            id="perche"
            className={styles.control}
            name={CHOICE_FIELDS.why}
            defaultValue={step.why?.time ?? ''}
          >
            {gridTimes(view, step.date)
              .filter((time) => !step.times.includes(time))
              .map((time) => (
                <option key={time} value={time}>
                  {time}
                </option>
              ))}
          </select>
        </div>
        <button type="submit" className={styles.submit}>
          Chiedi perché
        </button>
        {step.why ? (
          <p className={styles.note} role="status">
            {step.why.time}: {step.why.reason}
          </p>
        ) : null}
      </form>
    </section>
  );
}

/** The choice so far as hidden fields of a form. */
export function choiceHiddenFields(choice: Partial<BookingView['choice']>) {
  return choiceFields(choice).map(([name, value], i) => (
    <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
  ));
}
