import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { accessSubject } from '../../lib/api.ts';
import { StoryApp, signInForStory } from '../../testing/StoryApp.tsx';
import { http, type Schemas } from '../../testing/api-mocks.ts';
import { storyServices } from './fixtures.ts';

let reorderBodies: number[][] = [];
let created: Schemas['ServiceInput'][] = [];
let updated: Schemas['ServiceInput'][] = [];
// The saved order, as a server keeps it: the refetch after a save must see it.
let savedOrder: number[] = storyServices.map((s) => s.id);

const byIds = (ids: readonly number[]) =>
  ids.map((id, i) => ({ ...storyServices.find((s) => s.id === id)!, priority: i + 1 }));

const handlers = [
  http.get('/services/ordered', ({ response }) => response(200).json(byIds(savedOrder))),
  http.put('/services/reorder', async ({ request, response }) => {
    const { orderedServiceIds } = await request.json();
    savedOrder = orderedServiceIds.map(Number);
    reorderBodies.push(savedOrder);
    return response(200).json(byIds(savedOrder));
  }),
  http.post('/services', async ({ request, response }) => {
    const body = await request.json();
    created.push(body);
    return response(201).json({
      ...storyServices[0]!,
      id: 50 + created.length,
      name: body.name,
      price: body.price,
      durationMin: body.durationMinutes,
      durationMinutes: body.durationMinutes,
      category: body.category ?? 'ALTRO',
      priority: 999,
      active: body.active ?? true,
    });
  }),
  http.put('/services/{id}', async ({ request, params, response }) => {
    const body = await request.json();
    updated.push(body);
    const current = storyServices.find((s) => s.id === Number(params.id))!;
    return response(200).json({
      ...current,
      name: body.name,
      price: body.price,
      durationMin: body.durationMinutes,
      durationMinutes: body.durationMinutes,
      phases: body.phases ?? null,
    });
  }),
  http.get('/services/defaults', ({ response }) =>
    response(200).json([
      { name: 'Shampoo', category: 'SHAMPOO', price: 800, durationMinutes: 15, priority: 1 },
      { name: 'Messa in piega', category: 'PIEGA', price: 2200, durationMinutes: 30, priority: 5 },
    ]),
  ),
];

const meta = {
  title: 'Schermate/Servizi',
  component: StoryApp,
  parameters: { layout: 'fullscreen', msw: handlers },
  args: { path: '/servizi', auth: accessSubject },
  beforeEach: () => {
    signInForStory();
    reorderBodies = [];
    created = [];
    updated = [];
    savedOrder = storyServices.map((s) => s.id);
  },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const names = () =>
  within(screen.getByRole('grid', { name: 'Servizi' }))
    .getAllByRole('row')
    .map((row) => row.querySelector('span')?.textContent ?? '');

export const RiordinoDaTastiera: Story = {
  play: async () => {
    await screen.findByRole('grid', { name: 'Servizi' });
    await expect(screen.getByText(/^45,00\s€$/)).toBeVisible();
    // Keyboard only: Tab to the button, then Enter.
    const down = screen.getByRole('button', { name: 'Sposta giù Shampoo' });
    down.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(reorderBodies).toEqual([[2, 1, 3, 4]]));
    await waitFor(() => expect(names().slice(0, 2)).toEqual(['Colore', 'Shampoo']));
    screen.getByRole('button', { name: 'Sposta su Taglio donna' }).focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(reorderBodies.at(-1)).toEqual([2, 3, 1, 4]));
  },
};

export const NuovoServizio: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Nuovo servizio' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Nuovo servizio' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Crea' }));
    await expect(dialog.getByText('Inserisci il nome')).toBeVisible();
    await expect(dialog.getByText('Inserisci il prezzo in euro')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: /Nome/ }), 'Balayage');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Prezzo' }), '85,50');
    await userEvent.click(dialog.getByRole('button', { name: /Categoria/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Colore' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Crea' }));
    await waitFor(() =>
      expect(created).toEqual([
        expect.objectContaining({
          name: 'Balayage',
          price: 8550,
          category: 'COLORE',
          active: true,
        }),
      ]),
    );
  },
};

export const ServiziDiEsempio: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Servizi di esempio' }));
    const confirm = within(
      await screen.findByRole('alertdialog', { name: 'Importare gli esempi?' }),
    );
    await userEvent.click(confirm.getByRole('button', { name: 'Importa' }));
    await expect(await screen.findByRole('status')).toHaveTextContent('Aggiunti 1 esempi');
    await expect(created.map((c) => c.name)).toEqual(['Messa in piega']);
  },
};

export const Trattamenti: Story = {
  beforeEach: () => signInForStory({ businessType: 'ESTETISTA' }),
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Trattamenti' }),
    ).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Nuovo trattamento' })).toBeVisible();
  },
};

export const ColoreConTempoDiPosa: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Modifica Colore' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Modifica Colore' }));
    const add = dialog.getByRole('button', { name: 'Aggiungi fase' });
    for (let i = 0; i < 3; i++) await userEvent.click(add);
    const minutes = dialog.getByRole('textbox', { name: 'Minuti fase 2' });
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '30');
    await userEvent.tab();
    await expect(dialog.getByText('Totale fasi: 60 min su 60 min di durata')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Salva modifiche' }));
    await waitFor(() =>
      expect(updated).toEqual([
        expect.objectContaining({
          name: 'Colore',
          durationMinutes: 60,
          phases: [
            { kind: 'ACTIVE', durationMinutes: 15, label: null },
            { kind: 'WAIT', durationMinutes: 30, label: null },
            { kind: 'ACTIVE', durationMinutes: 15, label: null },
          ],
        }),
      ]),
    );
  },
};
