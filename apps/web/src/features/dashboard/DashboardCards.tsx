import { memo, type CSSProperties } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { callbacksQueryOptions, todayBookingsCountQueryOptions } from '@agendina/api';
import { ShortcutCard, WideCard } from '@agendina/ui';
import { useApi } from '../../lib/router-context.ts';
import { dashboardShortcuts, type ShortcutInput } from './shortcuts.ts';
import * as styles from './dashboard.css.ts';

/** What decides the shortcuts: the wording, the digital cash access and the /salone toggles. */
export type DashboardCardsProps = ShortcutInput;

/**
 * The shortcut grid and the two wide cards with their counts (SPEC.md §2). Drawn again only when
 * its inputs change: a new calendar view or day re-renders the page, and its dozen links were a
 * tenth of a tab press's work before the next paint (issue #37, interactions).
 */
export const DashboardCards = memo(function DashboardCards(input: DashboardCardsProps) {
  const api = useApi();
  const { cards, columns } = dashboardShortcuts(input);
  // From the route's loader; load failures leave the counts at zero (SPEC.md §8).
  const callbacks = useSuspenseQuery(callbacksQueryOptions(api));
  // Counted by the server (issue #15): the recent-bookings list stops at 50.
  const bookedToday = useSuspenseQuery(todayBookingsCountQueryOptions(api));
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
            icon={card.icon}
          />
        ))}
      </nav>
      <div className={styles.wideCards}>
        <WideCard
          href="/da-richiamare"
          icon="callback"
          title="Clienti da richiamare"
          description="Richieste di assistenza da WhatsApp e assistente vocale"
          count={callbacks.data.length}
          countLabel="da richiamare"
        />
        <WideCard
          href="/gestione-appuntamenti"
          icon="appointments"
          title="Gestione appuntamenti"
          description="Prenotazioni ricevute oggi"
          count={bookedToday.data}
          countLabel="prenotazioni di oggi"
        />
      </div>
    </>
  );
});
