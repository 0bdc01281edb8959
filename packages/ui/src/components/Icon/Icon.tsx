import type { SVGProps } from 'react';
import {
  ArrowDown,
  ArrowUp,
  Banknote,
  Calendar,
  CalendarCheck,
  ChartColumn,
  Check,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  CircleCheck,
  CircleX,
  Expand,
  House,
  Info,
  LifeBuoy,
  Menu,
  MessageSquare,
  Minus,
  Package,
  Pencil,
  PhoneCall,
  Plus,
  Send,
  Shield,
  Store,
  Trash2,
  TriangleAlert,
  Users,
  Warehouse,
  X,
  type LucideIcon,
} from 'lucide-react';

// The kit's icons come from Lucide (24-unit grid, 2 px strokes in currentColor; decision 0011).
// Named imports only: the bundle keeps just these. An icon is always decorative: the control
// that holds one carries the accessible name (iconLabels gives the usual Italian one).
const icons = {
  close: X,
  chevronLeft: ChevronLeft,
  chevronRight: ChevronRight,
  chevronDown: ChevronDown,
  menu: Menu,
  shield: Shield,
  check: Check,
  send: Send,
  calendar: Calendar,
  info: Info,
  warning: TriangleAlert,
  error: CircleX,
  success: CircleCheck,
  plus: Plus,
  minus: Minus,
  expand: Expand,
  edit: Pencil,
  delete: Trash2,
  arrowUp: ArrowUp,
  arrowDown: ArrowDown,
  home: House,
  users: Users,
  chat: MessageSquare,
  help: LifeBuoy,
  cash: Banknote,
  warehouse: Warehouse,
  box: Package,
  store: Store,
  callback: PhoneCall,
  appointments: CalendarCheck,
  chart: ChartColumn,
} satisfies Record<string, LucideIcon>;

export type IconName = keyof typeof icons;
export const iconNames = Object.keys(icons) as IconName[];

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name' | 'ref'> {
  name: IconName;
  size?: number;
}

export function Icon({ name, size = 20, ...props }: IconProps) {
  const Glyph = icons[name];
  // data-icon: which glyph a card shows, for the tests (the icon itself is hidden from the a11y tree).
  return (
    <Glyph
      size={size}
      strokeWidth={2}
      aria-hidden="true"
      focusable="false"
      data-icon={name}
      {...props}
    />
  );
}
