import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SitePage } from '../../site-page.ts';
import { blogIndexPage } from './BlogIndexPage.tsx';
import { hairdresserSoftwarePage } from './HairdresserSoftwarePage.tsx';
import { noShowRemindersPage } from './NoShowRemindersPage.tsx';
import { POSTS } from './posts.ts';
import { whatsappBookingGuidePage } from './WhatsappBookingGuidePage.tsx';

const postPages: readonly SitePage[] = [
  whatsappBookingGuidePage,
  hairdresserSoftwarePage,
  noShowRemindersPage,
];

function html(page: SitePage): string {
  const { Component } = page;
  return renderToStaticMarkup(<Component />);
}

/** The words a reader reads: the markup's text, split on spaces, punctuation-only bits dropped. */
function wordsOf(markup: string): string[] {
  const text = markup.replaceAll(/<[^>]*>/g, ' ').replaceAll(/&[a-z#0-9]+;/gi, ' ');
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token));
}

describe('the blog posts', () => {
  it.each(postPages.map((page) => [page.path, page] as const))(
    '%s is a real article: at least 800 words, and its reading time is words / 200',
    (_path, page) => {
      const words = wordsOf(html(page)).length;
      expect(words).toBeGreaterThanOrEqual(800);
      const post = POSTS.find((candidate) => candidate.path === page.path);
      expect(post?.readingMinutes).toBe(Math.ceil(words / 200));
      expect(html(page)).toContain(`${post?.readingMinutes} minuti di lettura`);
    },
  );

  it('every post has its own publication date, in September to November 2026', () => {
    const dates = POSTS.map((post) => post.datePublished);
    expect(new Set(dates).size).toBe(POSTS.length);
    for (const date of dates) expect(date >= '2026-09-01' && date <= '2026-11-30').toBe(true);
  });

  it('the index links every post, newest first, with its date and author', () => {
    const index = html(blogIndexPage);
    const hrefs = [...index.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);
    expect(hrefs).toEqual(POSTS.map((post) => post.path));
    expect(postPages.map((page) => page.path).toSorted()).toEqual(hrefs.toSorted());
    for (const post of POSTS) {
      expect(index).toContain(`<time dateTime="${post.datePublished}">`);
      expect(index).toContain(post.author.name);
    }
  });
});
