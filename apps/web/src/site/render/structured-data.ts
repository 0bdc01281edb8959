import type { Crumb, StructuredData, StructuredDataContext } from '../site-page.ts';

/** The company behind the site (schema.org Organization). */
export function organizationData({ origin }: StructuredDataContext): StructuredData {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: 'Agendina',
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    email: 'info@agendina.it',
    areaServed: 'IT',
  };
}

/** A question and its answer, as the FAQ page lists them (plain text, no markup). */
export interface FaqItem {
  question: string;
  answer: string;
}

export function faqPageData(items: readonly FaqItem[]): StructuredData {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

/** What a blog post's structured data needs. */
export interface ArticleFacts {
  title: string;
  description: string;
  /** YYYY-MM-DD */
  datePublished: string;
  /** YYYY-MM-DD */
  dateModified: string;
  author: { name: string; jobTitle: string };
}

export function blogPostingData(
  article: ArticleFacts,
  { origin, url }: StructuredDataContext,
): StructuredData {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: article.title,
    description: article.description,
    datePublished: article.datePublished,
    dateModified: article.dateModified,
    inLanguage: 'it-IT',
    mainEntityOfPage: url,
    author: { '@type': 'Person', name: article.author.name, jobTitle: article.author.jobTitle },
    publisher: { '@type': 'Organization', name: 'Agendina', url: `${origin}/` },
  };
}

/** The home page, then each crumb, then the page itself. */
export function breadcrumbListData(
  trail: readonly Crumb[],
  current: Crumb,
  { origin }: StructuredDataContext,
): StructuredData {
  const steps = [{ name: 'Home', path: '/' }, ...trail, current];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: `${origin}${step.path}`,
    })),
  };
}

/** The product (schema.org SoftwareApplication), with one offer per plan on sale. */
export function softwareApplicationData(
  plans: readonly { name: string; monthlyPriceCents: number }[],
  { origin }: StructuredDataContext,
): StructuredData {
  return {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: 'Agendina',
    applicationCategory: 'BusinessApplication',
    operatingSystem: 'Web',
    inLanguage: 'it-IT',
    url: `${origin}/`,
    offers: plans.map((plan) => ({
      '@type': 'Offer',
      name: plan.name,
      price: (plan.monthlyPriceCents / 100).toFixed(2),
      priceCurrency: 'EUR',
    })),
  };
}
