import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { space } from '../../theme/tokens.ts';
import { Page, PageTitle } from './Page.tsx';
import { PageSection } from './PageSection.tsx';
import * as pageFrame from './Page.css.ts';

const meta = {
  title: 'Pagina/Page',
  component: Page,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A screen as the app builds it: one main, its h1, titled sections, the frame's facts and lists. */
export const Schermata: Story = {
  args: {
    children: (
      <>
        <PageTitle>Magazzino</PageTitle>
        <PageSection id="prodotti-title" title="Prodotti sotto scorta">
          <ul className={pageFrame.list}>
            <li className={pageFrame.listItem}>
              <span className={pageFrame.grow}>Shampoo nutriente 250 ml</span>
              <span className={pageFrame.muted}>2 pezzi</span>
            </li>
            <li className={pageFrame.listItem}>
              <span className={pageFrame.grow}>Maschera ristrutturante</span>
              <span className={pageFrame.muted}>1 pezzo</span>
            </li>
          </ul>
        </PageSection>
        <PageSection id="fornitore-title" title="Fornitore">
          <dl className={pageFrame.facts}>
            <dt className={pageFrame.term}>Nome</dt>
            <dd className={pageFrame.value}>Cosmetici Rossi S.r.l.</dd>
            <dt className={pageFrame.term}>E-mail</dt>
            <dd className={pageFrame.value}>ordini@cosmeticirossi.example</dd>
          </dl>
        </PageSection>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = canvas.getByRole('main');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Magazzino' })).toBeVisible();
    // Each section is a landmark named by its h2.
    await expect(canvas.getByRole('region', { name: 'Prodotti sotto scorta' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Fornitore' })).toBeVisible();
    await expect(getComputedStyle(main).rowGap).toBe(space.xl);
  },
};

/** A screen's own class joins the frame's (the printable receipt adds its margins). */
export const ConClasseDellaSchermata: Story = {
  args: {
    className: 'schermata',
    children: <PageTitle id="titolo-pagina">Scontrino 2026/0042</PageTitle>,
  },
  play: async ({ canvasElement }) => {
    const main = within(canvasElement).getByRole('main');
    await expect(main.classList).toContain('schermata');
    await expect(main.classList).toContain(pageFrame.page);
    await expect(within(main).getByRole('heading', { level: 1 }).id).toBe('titolo-pagina');
  },
};
