import type { CSSProperties } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { callbacksQueryOptions, recentAppointmentsQueryOptions } from '@agendina/api';
import type { Temporal } from 'temporal-polyfill';
import { ShortcutCard, WideCard, type BusinessWording } from '@agendina/ui';
import { useApi } from '../../lib/router-context.ts';
import { dashboardShortcuts } from './shortcuts.ts';
import { countBookedToday } from './today-bookings.ts';
import * as styles from './dashboard.css.ts';

export interface DashboardCardsProps {
  wording: BusinessWording;
  hasDigitalCash: boolean;
  showCash: boolean;
  showWarehouse: boolean;
  today: Temporal.PlainDate;
}

/** The shortcut grid and the two wide cards with their counts (SPEC.md §2). */
export function DashboardCards({
  wording,
  hasDigitalCash,
  showCash,
  showWarehouse,
  today,
}: DashboardCardsProps) {
  const api = useApi();
  const { cards, columns } = dashboardShortcuts({
    wording,
    hasDigitalCash,
    showCash,
    showWarehouse,
  });
  // From the route's loader; load failures leave the counts at zero (SPEC.md §8).
  const callbacks = useSuspenseQuery(callbacksQueryOptions(api));
  const recent = useSuspenseQuery(recentAppointmentsQueryOptions(api));
  return (
    <>
      <nav
        aria-label="Scorciatoie"
        className={styles.shortcuts}
        style={{ '--shortcut-columns': columns } as CSSProperties}
      >
        {cards.map((card) => (
          <ShortcutCard
            key={card.href}
            href={card.href}
            title={card.title}
            description={card.description}
          />
        ))}
      </nav>
      <div className={styles.wideCards}>
        <WideCard
          href="/da-richiamare"
          title="Clienti da richiamare"
          description="Richieste di assistenza da WhatsApp e assistente vocale"
          count={callbacks.data.length}
          countLabel="da richiamare"
        />
        <WideCard
          href="/gestione-appuntamenti"
          title="Gestione appuntamenti"
          description="Prenotazioni ricevute oggi"
          count={countBookedToday(recent.data, today)}
          countLabel="prenotazioni di oggi"
        />
      </div>
    </>
  );
}
