import type { SitePage } from './site-page.ts';
import { homePage } from './pages/home/HomePage.tsx';
import { hairdressersPage } from './pages/trades/HairdressersPage.tsx';
import { beauticiansPage } from './pages/trades/BeauticiansPage.tsx';
import { masseursPage } from './pages/trades/MasseursPage.tsx';
import { faqPage } from './pages/faq/FaqPage.tsx';
import { consultationPage } from './pages/consultation/ConsultationPage.tsx';
import { blogIndexPage } from './pages/blog/BlogIndexPage.tsx';
import { whatsappBookingGuidePage } from './pages/blog/WhatsappBookingGuidePage.tsx';
import { hairdresserSoftwarePage } from './pages/blog/HairdresserSoftwarePage.tsx';
import { noShowRemindersPage } from './pages/blog/NoShowRemindersPage.tsx';
import { privacyPage } from './pages/legal/PrivacyPage.tsx';
import { termsPage } from './pages/legal/TermsPage.tsx';
import { accessibilityPage } from './pages/accessibility/AccessibilityPage.tsx';

/**
 * The public half of the route table (SPEC.md §2, plus /accessibilita): every page here is
 * prerendered, listed in sitemap.xml and served with a 200. The staff app's routes are
 * TanStack Router's (src/routes); any other path is a 404.
 */
export const SITE_PAGES: readonly SitePage[] = [
  homePage,
  hairdressersPage,
  beauticiansPage,
  masseursPage,
  faqPage,
  consultationPage,
  blogIndexPage,
  whatsappBookingGuidePage,
  hairdresserSoftwarePage,
  noShowRemindersPage,
  privacyPage,
  termsPage,
  accessibilityPage,
];
