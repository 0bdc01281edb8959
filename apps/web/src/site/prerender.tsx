// The server-side entry of the public site, built by build-site.ts with Vite's SSR build and
// run once at build time: every page of the route table becomes a static HTML file.
import { renderToString } from 'react-dom/server';
import { lightTheme } from '@agendina/ui/theme';
import { SITE_PAGES } from './site-pages.ts';
import type { SitePage } from './site-page.ts';
import { SitePageView, trailOf } from './render/SitePageView.tsx';
import { documentTitle, htmlDocument, type SiteAssets } from './render/document.ts';
import { breadcrumbListData } from './render/structured-data.ts';
import { robotsTxt, sitemapXml } from './render/sitemap.ts';
import { notFoundPage } from './pages/not-found/NotFoundPage.tsx';
import { APP_SCREENSHOTS } from './components/app-screenshots.ts';

export interface SiteBuild {
  /** The site's public origin, without a trailing slash. */
  origin: string;
  assets: SiteAssets;
  /** The staff app's paths (TanStack Router's full paths), excluded by robots.txt. */
  appPaths: readonly string[];
}

/** A file to write under the build's output directory. */
export interface SiteFile {
  file: string;
  contents: string;
}

/** index.html of '/', faq/index.html of '/faq', … */
export const fileOfPath = (path: string): string =>
  path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;

export function renderSite(build: SiteBuild): SiteFile[] {
  const pages = SITE_PAGES.map((page) => ({
    file: fileOfPath(page.path),
    contents: renderPage(page, build, false),
  }));
  return [
    ...pages,
    { file: '404.html', contents: renderPage(notFoundPage, build, true) },
    { file: 'sitemap.xml', contents: sitemapXml(SITE_PAGES, build.origin) },
    { file: 'robots.txt', contents: robotsTxt(build.appPaths, build.origin) },
  ];
}

/** One public page's HTML (the dev server renders on request); null for an unknown path. */
export function renderPath(path: string, build: SiteBuild): string | null {
  const page = SITE_PAGES.find((candidate) => candidate.path === path);
  return page ? renderPage(page, build, false) : null;
}

/** The public paths, for the web server's route table. */
export const sitePaths = (): string[] => SITE_PAGES.map((page) => page.path);

function renderPage(page: SitePage, build: SiteBuild, notFound: boolean): string {
  const url = `${build.origin}${page.path === '/' ? '/' : page.path}`;
  const context = { origin: build.origin, url };
  const trail = trailOf(page);
  const structuredData = [
    ...(page.structuredData?.(context) ?? []),
    ...(trail.length > 1 && !notFound
      ? [breadcrumbListData(trail.slice(1, -1), trail.at(-1)!, context)]
      : []),
  ];
  return htmlDocument({
    url: notFound ? null : url,
    title: documentTitle(page),
    description: page.description,
    ogType: page.ogType ?? 'website',
    robots: notFound ? 'noindex, follow' : 'index, follow',
    structuredData,
    // Every page shares the calendar: the screen a salon owner recognises first.
    image: {
      url: `${build.origin}${APP_SCREENSHOTS.calendario.src}`,
      width: 1280,
      height: 800,
      alt: APP_SCREENSHOTS.calendario.caption,
    },
    themeClass: lightTheme,
    body: renderToString(<SitePageView page={page} />),
    assets: build.assets,
  });
}
