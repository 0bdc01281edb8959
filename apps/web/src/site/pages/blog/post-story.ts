import { expect, within } from 'storybook/test';
import type { PostFacts } from './posts.ts';

/**
 * What every post's story checks a reader sees: the post's title as the h1, its author with
 * the role, one of its sections, and the closing invitation to a consultation.
 */
export async function expectPost(canvasElement: HTMLElement, post: PostFacts, section: string) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
  await expect(
    canvas.getByText(new RegExp(`${post.author.name}, ${post.author.jobTitle}`)),
  ).toBeVisible();
  await expect(canvas.getByRole('heading', { level: 2, name: section })).toBeVisible();
  await expect(
    canvas.getByRole('link', { name: 'Prenota una consulenza gratuita' }),
  ).toHaveAttribute('href', '/consulenza');
}
