import type { ComponentType } from 'react';

/** A step of a page's breadcrumb trail (the home page is always the first, implicitly). */
export interface Crumb {
  name: string;
  path: string;
}

/** What a page's structured data is built from: the site's public address and the page. */
export interface StructuredDataContext {
  /** The site's origin, without a trailing slash (e.g. https://www.agendina.it). */
  origin: string;
  /** The page's absolute address. */
  url: string;
}

/** JSON-LD objects (schema.org), serialised into the page's head. */
export type StructuredData = Readonly<Record<string, unknown>>;

/**
 * A public page of the site: one row of the public route table. Prerendered to static HTML at
 * build time, listed in sitemap.xml, served by the web server with a 200.
 */
export interface SitePage {
  /** The path, without a trailing slash (except the home page, '/'). */
  path: string;
  /** The page's own title: "<title> · Agendina" in the tab, and in Open Graph. */
  title: string;
  /** The meta description (and Open Graph description): 70 to 160 characters, no markup. */
  description: string;
  /** The trail between the home page and this page (this page excluded). */
  breadcrumb?: readonly Crumb[];
  /** The date the content last changed (YYYY-MM-DD): sitemap.xml's lastmod. */
  lastModified: string;
  /** 'article' for blog posts; 'website' otherwise. */
  ogType?: 'website' | 'article';
  /** The page's own JSON-LD (BreadcrumbList is added from `breadcrumb` by the renderer). */
  structuredData?: (context: StructuredDataContext) => readonly StructuredData[];
  /** The body of the page, rendered inside the site layout's <main>. */
  Component: ComponentType;
}
