import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { MountBench } from '../../testing/MountBench.tsx';
import {
  demoAppointments,
  demoMonday,
  demoNow,
  demoOperators,
  salonHours,
} from '../CalendarGrid/fixtures.ts';
import { QuickView } from './QuickView.tsx';

// The render benchmark's data (packages/ui/bench): 30 operators x 7 days x 16 appointments, the
// quick view mounted open inside <MountBench>. Not tests: tagged out of the story run and the docs.
const operators = demoOperators(30);

const meta = {
  title: 'Calendario/QuickView/Benchmark',
  component: QuickView,
  tags: ['!test', '!autodocs', 'bench'],
  args: {
    isOpen: true,
    weekStart: demoMonday,
    today: demoMonday.add({ days: 2 }),
    operators,
    appointments: demoAppointments(operators, demoMonday, 7, 16),
    openingHours: salonHours,
    now: demoNow,
    onWeekStartChange: fn(),
    onSelectDate: fn(),
  },
  render: (args) => (
    <MountBench>
      <QuickView {...args} />
    </MountBench>
  ),
} satisfies Meta<typeof QuickView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Windowed: the columns in view and a margin are drawn. */
export const TrentaOperatori: Story = {};

/** Windowing off: all 210 columns and 3,360 blocks drawn at once. */
export const TrentaOperatoriTutteLeColonne: Story = { args: { windowing: false } };
