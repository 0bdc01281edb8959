import { Link } from '@tanstack/react-router';
import * as styles from './cash-sections.css.ts';

const sections = [
  { to: '/cassa', label: 'Cassa' },
  { to: '/cassa/storico', label: 'Storico scontrini' },
  { to: '/cassa/report', label: 'Report' },
] as const;

/**
 * The cash desk's own pages, one link each, above every /cassa page: the header's navigation
 * stays the same for every salon, and the history and the report are otherwise reached only
 * from a receipt.
 */
export function CashSections() {
  return (
    <nav aria-label="Sezioni della cassa" className={styles.nav}>
      <ul className={styles.list}>
        {sections.map(({ to, label }) => (
          <li key={to}>
            <Link
              to={to}
              className={styles.link}
              activeOptions={{ exact: to === '/cassa', includeSearch: false }}
              activeProps={{ 'aria-current': 'page' }}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
