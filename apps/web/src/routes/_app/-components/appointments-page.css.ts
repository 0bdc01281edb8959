import { style } from '@vanilla-extract/css';
import { vars } from '@agendina/ui';

export const page = style({
  maxWidth: '1100px',
  margin: '0 auto',
  padding: '24px 16px',
  display: 'flex',
  flexDirection: 'column',
  gap: '24px',
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: '12px' });

export const sectionTitle = style({ fontSize: '1.125rem', margin: 0 });

export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
  gap: '12px',
  alignItems: 'end',
});

export const toolbar = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: '12px',
  flexWrap: 'wrap',
  alignItems: 'center',
});

export const recent = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: '8px',
});

export const recentItem = style({
  display: 'flex',
  gap: '12px',
  alignItems: 'center',
  flexWrap: 'wrap',
  padding: '8px 12px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: '8px',
});

export const muted = style({ color: vars.color.textMuted, margin: 0 });
