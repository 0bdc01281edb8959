import { expect, type within } from 'storybook/test';
import type { SitePage } from '../../site-page.ts';

/** What a trade page's story checks besides its h1: one of its own texts and its screenshot. */
export interface TradeStoryChecks {
  /** The title (h3) of one of the ways Agendina helps this trade. */
  help: string;
  /** A phrase only this trade's page says (its limits, its day). */
  phrase: RegExp;
  /** The screenshot's alt text. */
  screenshot: RegExp;
}

/** The play function of /servizio/<trade>'s story. */
export async function expectTradePage(
  canvas: ReturnType<typeof within>,
  page: SitePage,
  checks: TradeStoryChecks,
): Promise<void> {
  await expect(canvas.getByRole('heading', { level: 1, name: page.title })).toBeVisible();
  await expect(canvas.getByRole('heading', { level: 3, name: checks.help })).toBeVisible();
  await expect(canvas.getByText(checks.phrase)).toBeVisible();
  // Below the fold: it loads when the reader gets there.
  await expect(canvas.getByRole('img', { name: checks.screenshot })).toHaveAttribute(
    'loading',
    'lazy',
  );
  for (const link of canvas.getAllByRole('link', { name: 'Prenota una consulenza gratuita' }))
    await expect(link).toHaveAttribute('href', '/consulenza');
}
