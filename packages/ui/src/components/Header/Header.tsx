import { useId, useState } from 'react';
import { Link } from 'react-aria-components';
import { t } from '../../intl/it-IT.ts';
import { Button } from '../Button/Button.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as styles from './Header.css.ts';

export interface HeaderProps {
  /** The current path, to mark the current link (aria-current). */
  currentPath?: string;
  onSecuritySettings: () => void;
  onLogout: () => void;
  homeHref?: string;
}

/** The app header (SPEC.md §2): ASSISTENZA, ABBONAMENTO, security settings, LOGOUT, mobile menu toggle. */
export function Header({
  currentPath,
  onSecuritySettings,
  onLogout,
  homeHref = '/dashboard',
}: HeaderProps) {
  const [isMenuOpen, setMenuOpen] = useState(false);
  const navId = useId();
  const links = [
    { href: '/assistenza', label: t('assistance') },
    { href: '/subscription', label: t('subscription') },
  ];
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
            aria-current={currentPath === l.href ? 'page' : undefined}
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
