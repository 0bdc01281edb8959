import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { defaultOperatorColor, fontSizes, operatorColors, palette } from '../theme/tokens.ts';
import { BUSINESS_TYPES, BUSINESS_WORDING } from './business-type.ts';
import { contrastRatio, readableTextOn } from './color.ts';

function Swatch({ background, name }: { background: string; name: string }) {
  const color = readableTextOn(background);
  return (
    <li
      style={{
        background,
        color,
        padding: 12,
        borderRadius: 8,
        border: '1px solid #8a8794',
        minWidth: 150,
      }}
    >
      <strong>{name}</strong>
      <br />
      {background} · {contrastRatio(background, color).toFixed(1)}:1
    </li>
  );
}

function Palette() {
  return (
    <ul
      aria-label="Colori del tema"
      style={{ display: 'flex', flexWrap: 'wrap', gap: 8, listStyle: 'none', padding: 0 }}
    >
      {Object.entries(palette)
        .filter(([, value]) => value.startsWith('#'))
        .map(([name, value]) => (
          <Swatch key={name} name={name} background={value} />
        ))}
    </ul>
  );
}

const meta = {
  title: 'Fondamenta/Colori',
  component: Palette,
} satisfies Meta<typeof Palette>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tema: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('list', { name: 'Colori del tema' }),
    ).toBeVisible();
  },
};

/** Every operator colour code, and a few awkward ones, with the text colour readableTextOn picks. */
export const ColoriOperatori: Story = {
  render: () => (
    <ul
      aria-label="Colori operatori"
      style={{ display: 'flex', flexWrap: 'wrap', gap: 8, listStyle: 'none', padding: 0 }}
    >
      {[...operatorColors, '#808080', '#777777', '#FF0000', '#00FF00', '#0000FF', '#FFFF00'].map(
        (c, i) => (
          <Swatch
            key={`${c}-${i}`}
            name={c === defaultOperatorColor ? 'Predefinito' : `Operatore ${i + 1}`}
            background={c}
          />
        ),
      )}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    for (const item of within(canvasElement).getAllByRole('listitem')) {
      const [, ratio] = /([\d.]+):1/.exec(item.textContent ?? '') ?? [];
      await expect(Number(ratio)).toBeGreaterThanOrEqual(4.5);
    }
  },
};

export const Tipografia: Story = {
  render: () => (
    <div>
      {Object.entries(fontSizes).map(([name, size]) => (
        <p key={name} style={{ fontSize: size, margin: '4px 0' }}>
          {name} · Prenota il tuo appuntamento — àèéìòù 0123456789
        </p>
      ))}
    </div>
  ),
  play: async () => {
    await document.fonts.ready;
    await expect(document.fonts.check('16px "Inter Variable"')).toBe(true);
  },
};

export const LinguaggioPerTipoDiAttivita: Story = {
  // The table is wider than a phone: it scrolls in its own box, reachable by keyboard.
  render: () => (
    <div
      role="region"
      aria-label="Tabella delle parole per tipo di attività"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be keyboard-reachable (WCAG 2.1.1)
      tabIndex={0}
      style={{ overflowX: 'auto', maxWidth: '100%' }}
    >
      <table>
        <caption>Parole che cambiano con il tipo di attività</caption>
        <thead>
          <tr>
            <th scope="col">Tipo</th>
            <th scope="col">Operatore</th>
            <th scope="col">Servizio</th>
            <th scope="col">Spazio di lavoro</th>
            <th scope="col">Benvenuto</th>
            <th scope="col">Gestione staff</th>
          </tr>
        </thead>
        <tbody>
          {BUSINESS_TYPES.map((type) => {
            const w = BUSINESS_WORDING[type];
            return (
              <tr key={type}>
                <th scope="row">{w.label}</th>
                <td>{w.operator}</td>
                <td>{w.service}</td>
                <td>{w.workspace}</td>
                <td>{w.welcome}</td>
                <td>{w.staffLabel}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of ['Parrucchiere', 'Estetista', 'Massaggiatore']) {
      await expect(canvas.getByRole('rowheader', { name: label })).toBeVisible();
    }
    await expect(canvas.getAllByRole('cell', { name: 'Trattamento' })).toHaveLength(2);
  },
};
