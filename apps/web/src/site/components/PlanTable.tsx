import { PLANS, TRIAL_DAYS, formatEuro } from '@agendina/scheduling';
import * as styles from './blocks.css.ts';

/** The plans on sale: the same catalogue the server sells (GET /subscription/plans). */
export function PlanTable() {
  return (
    <>
      <ul className={styles.grid}>
        {PLANS.map((plan) => (
          <li key={plan.code} className={styles.card}>
            <h3 className={styles.cardTitle}>{plan.name}</h3>
            <p className={styles.price}>
              {formatEuro(plan.monthlyPriceCents)} <small>al mese</small>
            </p>
            <p className={styles.cardText}>
              oppure {formatEuro(plan.yearlyPriceCents)} all'anno (due mesi in regalo). IVA inclusa.
            </p>
            <p className={styles.cardText}>{plan.description}</p>
            <ul className={styles.checkList}>
              {plan.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <p className={styles.cardText}>
        Ogni piano parte con {TRIAL_DAYS} giorni di prova gratuita, senza carta di credito.
      </p>
    </>
  );
}
