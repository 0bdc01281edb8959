import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BarChart, type BarChartDatum } from './BarChart.tsx';

const week: BarChartDatum[] = [
  ['2026-11-16', 'lunedì 16/11/2026', 0],
  ['2026-11-17', 'martedì 17/11/2026', 18_500],
  ['2026-11-18', 'mercoledì 18/11/2026', 24_250],
  ['2026-11-19', 'giovedì 19/11/2026', 31_000],
  ['2026-11-20', 'venerdì 20/11/2026', 42_780],
  ['2026-11-21', 'sabato 21/11/2026', 56_300],
  ['2026-11-22', 'domenica 22/11/2026', 0],
].map(([key, label, valueCents]) => ({
  key: String(key),
  label: String(label),
  tick: `${String(key).slice(8)}/${String(key).slice(5, 7)}`,
  valueCents: Number(valueCents),
}));

const month: BarChartDatum[] = Array.from({ length: 30 }, (_, index) => {
  const day = String(index + 1).padStart(2, '0');
  return {
    key: `2026-11-${day}`,
    label: `${day}/11/2026`,
    tick: `${day}/11`,
    // A salon's month: closed on Mondays (every 7th day from the 2nd), busier on Saturdays.
    valueCents:
      index % 7 === 1 ? 0 : 20_000 + ((index * 7_919) % 30_000) + (index % 7 === 6 ? 25_000 : 0),
  };
});

const meta = {
  title: 'Grafici/BarChart',
  component: BarChart,
  args: {
    title: 'Incasso per giorno',
    description:
      'Incasso di ogni giorno dal 16/11/2026 al 22/11/2026: massimo sabato 21/11, 563,00 €.',
    data: week,
    categoryLabel: 'Giorno',
    valueLabel: 'Incasso',
  },
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Settimana: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The chart is one image, named by its visible title and described in words.
    const chart = canvas.getByRole('img', { name: 'Incasso per giorno' });
    await expect(chart).toHaveAccessibleDescription(/massimo sabato 21\/11, 563,00 €/);
    // Italian euro ticks on the amount axis, the days under the bars.
    await expect(chart).toHaveTextContent('600 €');
    await expect(chart).toHaveTextContent('21/11');
    await expect(chart.querySelectorAll('rect')).toHaveLength(7);
  },
};

export const DatiDelGrafico: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Dati del grafico' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // By keyboard: the disclosure is the one stop of the chart.
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const table = canvas.getByRole('grid', { name: 'Incasso per giorno: dati del grafico' });
    const rows = within(table).getAllByRole('row');
    // A header row and one row per day, every amount in euro with its cents.
    await expect(rows).toHaveLength(8);
    await expect(rows[0]).toHaveTextContent('GiornoIncasso');
    await expect(rows[5]).toHaveTextContent('venerdì 20/11/2026427,80 €');
    await expect(rows[1]).toHaveTextContent('lunedì 16/11/20260,00 €');
  },
};

export const Mese: Story = {
  args: {
    title: 'Incasso di novembre',
    description: 'Incasso di ogni giorno di novembre 2026.',
    data: month,
    defaultTableExpanded: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chart = canvas.getByRole('img', { name: 'Incasso di novembre' });
    await expect(chart.querySelectorAll('rect')).toHaveLength(30);
    // Thirty days would crowd the axis: evenly spaced labels, the first included, as many as
    // the width holds (twelve at most).
    await expect(chart).toHaveTextContent('01/11');
    await expect(chart).not.toHaveTextContent('02/11');
    const labels = [...chart.querySelectorAll('text')].filter((t) =>
      /\d\d\/11/.test(t.textContent ?? ''),
    );
    await expect(labels.length).toBeGreaterThan(1);
    await expect(labels.length).toBeLessThanOrEqual(12);
    const rows = within(canvas.getByRole('grid')).getAllByRole('row');
    await expect(rows).toHaveLength(31);
  },
};

export const ConUnReso: Story = {
  args: {
    description: 'Il 17/11 un reso supera le vendite del giorno.',
    data: week.map((d) => (d.key === '2026-11-17' ? { ...d, valueCents: -4_500 } : d)),
    defaultTableExpanded: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chart = canvas.getByRole('img', { name: 'Incasso per giorno' });
    // The axis goes below zero so the negative day shows under the line.
    await expect(chart).toHaveTextContent('-200 €');
    await expect(canvas.getByRole('row', { name: /martedì 17\/11\/2026/ })).toHaveTextContent(
      '-45,00 €',
    );
  },
};
