import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { defaultOperatorColor, fontSizes, operatorColors, palette } from '../theme/tokens.ts';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../components/Table/Table.tsx';
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

/** The kit's Table: wider than a phone, it scrolls in its own box. */
export const LinguaggioPerTipoDiAttivita: Story = {
  render: () => (
    <Table aria-label="Parole che cambiano con il tipo di attività">
      <TableHeader>
        <Column isRowHeader>Tipo</Column>
        <Column>Operatore</Column>
        <Column>Servizio</Column>
        <Column>Spazio di lavoro</Column>
        <Column>Benvenuto</Column>
        <Column>Gestione staff</Column>
      </TableHeader>
      <TableBody>
        {BUSINESS_TYPES.map((type) => {
          const w = BUSINESS_WORDING[type];
          return (
            <Row key={type} id={type}>
              <Cell>{w.label}</Cell>
              <Cell>{w.operator}</Cell>
              <Cell>{w.service}</Cell>
              <Cell>{w.workspace}</Cell>
              <Cell>{w.welcome}</Cell>
              <Cell>{w.staffLabel}</Cell>
            </Row>
          );
        })}
      </TableBody>
    </Table>
  ),
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('grid', {
      name: 'Parole che cambiano con il tipo di attività',
    });
    // React Aria commits a table's rows after the table itself.
    for (const label of ['Parrucchiere', 'Estetista', 'Massaggiatore']) {
      await expect(await within(table).findByRole('rowheader', { name: label })).toBeVisible();
    }
    await expect(within(table).getAllByRole('gridcell', { name: 'Trattamento' })).toHaveLength(2);
  },
};
