import type { ReactNode } from 'react';
import type { Crumb } from '../site-page.ts';
import { CONTACT_EMAIL, FOOTER_NAV, MAIN_NAV } from './site-nav.ts';
import * as styles from './SiteLayout.css.ts';

export interface SiteLayoutProps {
  /** The page's path: its menu link is marked as the current page. */
  currentPath: string;
  /** The trail shown above the content (the page's own name last). */
  breadcrumb?: readonly Crumb[];
  children: ReactNode;
}

/** The frame of every public page: skip link, header with the menu and «Accedi», footer. */
export function SiteLayout({ currentPath, breadcrumb, children }: SiteLayoutProps) {
  return (
    <div className={styles.page}>
      <a className={styles.skipLink} href="#contenuto">
        Vai al contenuto
      </a>
      <header className={styles.header}>
        <div className={styles.bar}>
          <a className={styles.brand} href="/">
            Agendina
          </a>
          <nav aria-label="Principale" className={styles.nav}>
            {MAIN_NAV.map((link) => (
              <a
                key={link.href}
                className={styles.navLink}
                href={link.href}
                aria-current={isCurrent(link.href, currentPath) ? 'page' : undefined}
              >
                {link.label}
              </a>
            ))}
          </nav>
          <a className={styles.login} href="/login">
            Accedi
          </a>
        </div>
      </header>
      {breadcrumb && breadcrumb.length > 1 ? <Breadcrumbs trail={breadcrumb} /> : null}
      <main id="contenuto" className={styles.main}>
        {children}
      </main>
      <footer className={styles.footer}>
        <div className={styles.footerInner}>
          <p>
            © 2026 Agendina · Il gestionale per saloni in Italia ·{' '}
            <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
          </p>
          <nav aria-label="Informazioni">
            <ul className={styles.footerLinks}>
              {FOOTER_NAV.map((link) => (
                <li key={link.href}>
                  <a href={link.href}>{link.label}</a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </footer>
    </div>
  );
}

/** A menu entry is current on its own page and below it (a blog post is under «Blog»). */
function isCurrent(href: string, currentPath: string): boolean {
  return currentPath === href || currentPath.startsWith(`${href}/`);
}

function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  return (
    <nav aria-label="Percorso" className={styles.breadcrumbs}>
      <ol className={styles.breadcrumbList}>
        {trail.map((crumb, index) => (
          <li key={crumb.path}>
            {index === trail.length - 1 ? (
              <span aria-current="page">{crumb.name}</span>
            ) : (
              <a href={crumb.path}>{crumb.name}</a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
