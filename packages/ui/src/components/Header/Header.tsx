import { useId, useState } from 'react';
import { Link } from 'react-aria-components';
import { t } from '../../intl/it-IT.ts';
import { Button } from '../Button/Button.tsx';
import { visuallyHidden } from '../Field/Field.css.ts';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as styles from './Header.css.ts';

/** A link of the header's navigation. */
export interface HeaderLink {
  href: string;
  label: string;
  /**
   * Something new behind the link (the online bookings not yet seen): a count beside the label,
   * and what it counts in the link's accessible name («Appuntamenti (2 nuove prenotazioni
   * online)»). Nothing is drawn without it, or with a count of 0.
   */
  badge?: { count: number; description: string };
}

/** The links that have something new to show. */
const withNews = (links: readonly HeaderLink[]) =>
  links.filter((l): l is HeaderLink & { badge: NonNullable<HeaderLink['badge']> } =>
    Boolean(l.badge && l.badge.count > 0),
  );

export interface HeaderProps {
  /** The current path, to mark the current link (aria-current). */
  currentPath?: string;
  /**
   * The app's own sections, before ASSISTENZA and ABBONAMENTO (their labels follow the business
   * type, so the app passes them). A section is current on its path and on the paths below it.
   */
  sections?: readonly HeaderLink[];
  onSecuritySettings: () => void;
  onLogout: () => void;
  homeHref?: string;
}

/** The app header (SPEC.md §2): ASSISTENZA, ABBONAMENTO, security settings, LOGOUT, mobile menu toggle. */
export function Header({
  currentPath,
  sections = [],
  onSecuritySettings,
  onLogout,
  homeHref = '/dashboard',
}: HeaderProps) {
  const [isMenuOpen, setMenuOpen] = useState(false);
  const navId = useId();
  const links: readonly HeaderLink[] = [
    ...sections,
    { href: '/assistenza', label: t('assistance') },
    { href: '/subscription', label: t('subscription') },
  ];
  const isCurrent = (href: string) =>
    currentPath !== undefined && (currentPath === href || currentPath.startsWith(`${href}/`));
  const news = withNews(links);
  const toggle = (
    <IconButton
      className={styles.toggle}
      icon={isMenuOpen ? 'close' : 'menu'}
      // Below 768 px the links sit behind the menu: the toggle says what is new behind it.
      aria-label={
        news.length > 0
          ? `${t('menu')} (${news.map((l) => l.badge.description).join(', ')})`
          : t('menu')
      }
      aria-expanded={isMenuOpen}
      aria-controls={navId}
      onPress={() => setMenuOpen((open) => !open)}
    />
  );
  return (
    <header className={styles.header}>
      <Link href={homeHref} className={styles.brand}>
        Agendina
      </Link>
      {news.length > 0 ? (
        <span className={styles.toggleWithCount}>
          {toggle}
          <span className={styles.count} aria-hidden="true">
            {news.reduce((sum, l) => sum + l.badge.count, 0)}
          </span>
        </span>
      ) : (
        toggle
      )}
      <nav
        id={navId}
        aria-label={t('mainNavigation')}
        className={styles.nav}
        data-open={isMenuOpen}
      >
        {links.map((l) => (
          <Link
            key={l.href}
            href={l.href}
            className={styles.link}
            aria-current={isCurrent(l.href) ? 'page' : undefined}
          >
            {l.label}
            {l.badge?.count ? (
              <>
                <span className={styles.count} aria-hidden="true">
                  {l.badge.count}
                </span>
                {/* The name says what the number counts: «Appuntamenti (2 nuove …)». */}
                <span className={visuallyHidden}>{` (${l.badge.description})`}</span>
              </>
            ) : null}
          </Link>
        ))}
        <IconButton
          icon="shield"
          aria-label={t('securitySettings')}
          variant="outline"
          onPress={onSecuritySettings}
        />
        <Button variant="secondary" onPress={onLogout}>
          {t('logout')}
        </Button>
      </nav>
    </header>
  );
}
