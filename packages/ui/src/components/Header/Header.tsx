import { useId, useState } from 'react';
import { Link } from 'react-aria-components';
import { t } from '../../intl/it-IT.ts';
import { Button } from '../Button/Button.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as styles from './Header.css.ts';

/** A link of the header's navigation. */
export interface HeaderLink {
  href: string;
  label: string;
}

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
  return (
    <header className={styles.header}>
      <Link href={homeHref} className={styles.brand}>
        Agendina
      </Link>
      <IconButton
        className={styles.toggle}
        icon={isMenuOpen ? 'close' : 'menu'}
        aria-label={t('menu')}
        aria-expanded={isMenuOpen}
        aria-controls={navId}
        onPress={() => setMenuOpen((open) => !open)}
      />
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
