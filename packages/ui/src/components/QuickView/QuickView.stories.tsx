import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import type { Temporal } from 'temporal-polyfill';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectOverlayBehaviour } from '../../testing/overlay-suite.ts';
import { Button } from '../Button/Button.tsx';
import {
  demoAppointments,
  demoMonday,
  demoNow,
  demoOperators,
  salonHours,
} from '../CalendarGrid/fixtures.ts';
import { QuickView, type QuickViewProps } from './QuickView.tsx';

function Demo({ defaultOpen, ...props }: QuickViewProps & { defaultOpen?: boolean }) {
  const [weekStart, setWeekStart] = useState<Temporal.PlainDate>(props.weekStart);
  return (
    <DialogTrigger defaultOpen={defaultOpen}>
      <Button variant="secondary">Vista rapida</Button>
      <QuickView
        {...props}
        weekStart={weekStart}
        onWeekStartChange={(monday) => {
          setWeekStart(monday);
          props.onWeekStartChange(monday);
        }}
      />
    </DialogTrigger>
  );
}

const operators = demoOperators(3);
const body = () => within(document.body);

const meta = {
  title: 'Calendario/QuickView',
  component: Demo,
  args: {
    weekStart: demoMonday,
    today: demoMonday.add({ days: 2 }),
    operators,
    appointments: demoAppointments(operators, demoMonday, 7, 4),
    openingHours: salonHours,
    now: demoNow,
    onWeekStartChange: fn(),
    onSelectDate: fn(),
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const trigger = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Vista rapida' });

export const ComportamentoOverlay: Story = {
  play: async ({ canvasElement }) => {
    await expectOverlayBehaviour({ trigger: trigger(canvasElement), name: 'Vista rapida' });
  },
};

export const Aperta: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Vista rapida' });
    const grid = within(dialog).getByRole('grid', {
      name: 'Vista rapida: settimana dal lunedì 9 marzo',
    });
    // Rows from the earliest opening (08:30) to the latest closing (20:00) plus one hour: 08:30-21:00.
    const times = within(grid)
      .getAllByRole('rowheader')
      .map((h) => h.textContent);
    await expect(times[0]).toBe('08:30');
    await expect(times[times.length - 1]).toBe('20:30');
    // Day headers over the operator columns.
    const dayHeaders = within(grid)
      .getAllByRole('columnheader')
      .filter((h) => h.getAttribute('aria-colspan') === '3');
    await expect(dayHeaders.map((h) => h.textContent)).toEqual([
      'lun 9/3',
      'mar 10/3',
      'mer 11/3',
      'gio 12/3',
      'ven 13/3',
      'sab 14/3',
      'dom 15/3',
    ]);
    await expect(within(dialog).getByText('9 – 15 marzo 2026')).toBeVisible();
  },
};

export const NavigazioneSettimane: Story = {
  args: { defaultOpen: true },
  play: async ({ args }) => {
    const dialog = await body().findByRole('dialog', { name: 'Vista rapida' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Settimana successiva' }));
    await expect(args.onWeekStartChange).toHaveBeenLastCalledWith(demoMonday.add({ days: 7 }));
    await expect(within(dialog).getByText('16 – 22 marzo 2026')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Settimana precedente' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Settimana precedente' }));
    await expect(within(dialog).getByText('2 – 8 marzo 2026')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Oggi' }));
    await expect(args.onWeekStartChange).toHaveBeenLastCalledWith(demoMonday);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Chiudi' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

export const TooltipAlPassaggio: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Vista rapida' });
    const block = within(dialog).getAllByRole('button', {
      name: /^Maria Rossi, /,
    })[0] as HTMLElement;
    await userEvent.hover(block);
    const tip = await body().findByRole('tooltip');
    await expect(tip).toHaveTextContent('Maria Rossi');
    await expect(tip.textContent).toMatch(/\d\d:\d\d - \d\d:\d\d/);
    await userEvent.unhover(block);
    await waitFor(() => expect(body().queryByRole('tooltip')).toBeNull());
  },
};

export const ClienteSenzaNome: Story = {
  args: { defaultOpen: true, appointments: demoAppointments(operators, demoMonday, 1, 8) },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Vista rapida' });
    // An appointment without a client name is shown as 'Cliente'.
    const block = within(dialog).getAllByRole('button', { name: /^Cliente, / })[0] as HTMLElement;
    await userEvent.hover(block);
    await expect(await body().findByRole('tooltip')).toHaveTextContent(/^Cliente/);
  },
};

export const SlotChiudeConLaData: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(trigger(canvasElement));
    const dialog = await body().findByRole('dialog', { name: 'Vista rapida' });
    await userEvent.click(
      within(dialog).getByRole('gridcell', {
        name: 'Marco, venerdì 13 marzo, 20:30, fuori orario',
      }),
    );
    await expect(args.onSelectDate).toHaveBeenCalledWith(demoMonday.add({ days: 4 }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

export const SlotPrenota: Story = {
  args: { onSlotPress: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(trigger(canvasElement));
    const dialog = await body().findByRole('dialog', { name: 'Vista rapida' });
    await userEvent.click(
      within(dialog).getByRole('gridcell', {
        name: 'Marco, venerdì 13 marzo, 20:30, fuori orario',
      }),
    );
    // With a booking handler the slot books (date, time, operator) instead of changing day.
    await expect(args.onSlotPress).toHaveBeenCalledWith(
      expect.objectContaining({ date: demoMonday.add({ days: 4 }) }),
    );
    await expect(args.onSelectDate).not.toHaveBeenCalled();
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

export const DaTastiera: Story = {
  play: async ({ args, canvasElement }) => {
    const open = trigger(canvasElement);
    open.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body().findByRole('dialog', { name: 'Vista rapida' });
    // Tab through the toolbar to the grid's one tab stop.
    const grid = within(dialog).getByRole('grid');
    for (let i = 0; i < 6 && !grid.contains(document.activeElement); i++) await userEvent.tab();
    await expect(grid.contains(document.activeElement)).toBe(true);
    // The tab stop starts on the current time's row; go to the first cell, then down to Monday's 09:00 block.
    await userEvent.keyboard('{Control>}{Home}{/Control}');
    await expect(document.activeElement).toHaveAccessibleName(
      'Giulia, lunedì 9 marzo, 08:30, fuori orario',
    );
    await userEvent.keyboard('{ArrowDown}');
    const focused = document.activeElement as HTMLElement;
    await expect(focused).toHaveAccessibleName(
      'Maria Rossi, Taglio donna, 09:00 - 09:30, Prenotato, con Giulia',
    );
    // The tooltip follows keyboard focus and describes the block.
    const tip = await body().findByRole('tooltip');
    await expect(tip).toHaveTextContent(
      'Maria Rossi09:00 - 09:30Taglio donnaGiuliaPreferisce acqua tiepida',
    );
    await expect(focused).toHaveAttribute('aria-describedby', tip.id);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelectDate).toHaveBeenCalledWith(demoMonday);
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(open).toHaveFocus());
  },
};

const eight = demoOperators(8);

/** Opened from its button, as a keyboard user does: closing gives the focus back to it. */
async function openFromKeyboard(canvasElement: HTMLElement) {
  const open = trigger(canvasElement);
  open.focus();
  await userEvent.keyboard('{Enter}');
  const dialog = await body().findByRole('dialog', { name: 'Vista rapida' });
  return { open, grid: within(dialog).getByRole('grid') };
}

/** 8 operators x 7 days = 56 columns: only the columns in view are rendered, all are reachable by keyboard. */
export const MoltiOperatoriDaTastiera: Story = {
  args: { operators: eight, appointments: [], now: null },
  play: async ({ canvasElement }) => {
    const { open, grid } = await openFromKeyboard(canvasElement);
    await expect(grid).toHaveAttribute('aria-colcount', '57');
    const firstRow = within(grid).getAllByRole('row')[2] as HTMLElement;
    await expect(within(firstRow).getAllByRole('gridcell').length).toBeLessThan(56);
    (grid.querySelector('[data-row][tabindex="0"]') as HTMLElement).focus();
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await expect(document.activeElement).toHaveAccessibleName(
      'Davide, domenica 15 marzo, 20:30, fuori orario',
    );
    await expect(document.activeElement).toHaveAttribute('aria-colindex', '57');
    await userEvent.keyboard('{Home}');
    await expect(document.activeElement).toHaveAccessibleName(
      'Giulia, lunedì 9 marzo, 20:30, fuori orario',
    );
    for (let i = 0; i < 30; i++) await userEvent.keyboard('{ArrowRight}');
    await expect(document.activeElement).toHaveAccessibleName(
      'Chiara, giovedì 12 marzo, 20:30, fuori orario',
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(open).toHaveFocus());
  },
};

/** A wheel or trackpad scroll to the last day, far past the columns the window renders. */
async function scrollToLastDay(grid: HTMLElement) {
  const scroller = grid.parentElement as HTMLElement;
  scroller.scrollLeft = scroller.scrollWidth;
  await waitFor(() =>
    expect(
      within(grid).getByRole('gridcell', {
        name: 'Davide, domenica 15 marzo, 08:30, fuori orario',
      }),
    ).toBeInTheDocument(),
  );
}

/**
 * A keyboard user's focused cell survives a pointer scroll to the far end of a windowed grid:
 * its column stays rendered, so focus stays in the grid and the arrows go on from there; after
 * Tab leaves the grid and the grid scrolls away, Tab comes back to that same cell.
 */
export const FocusTenutoDuranteLoScorrimento: Story = {
  args: { operators: eight, appointments: [], now: null },
  play: async ({ canvasElement }) => {
    const { open, grid } = await openFromKeyboard(canvasElement);
    (grid.querySelector('[data-row][tabindex="0"]') as HTMLElement).focus();
    await userEvent.keyboard('{Control>}{Home}{/Control}');
    const focused = document.activeElement as HTMLElement;
    await expect(focused).toHaveAccessibleName('Giulia, lunedì 9 marzo, 08:30, fuori orario');
    await scrollToLastDay(grid);
    await expect(focused).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const marco = 'Marco, lunedì 9 marzo, 08:30, fuori orario';
    await expect(document.activeElement).toHaveAccessibleName(marco);
    await userEvent.tab({ shift: true });
    await expect(grid.contains(document.activeElement)).toBe(false);
    await scrollToLastDay(grid);
    await userEvent.tab();
    await expect(document.activeElement).toHaveAccessibleName(marco);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(open).toHaveFocus());
  },
};

export const Caricamento: Story = {
  args: { defaultOpen: true, isLoading: true },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Vista rapida' });
    await expect(
      within(dialog).getByRole('progressbar', { name: 'Caricamento appuntamenti...' }),
    ).toBeVisible();
  },
};
