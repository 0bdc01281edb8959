import { style } from '@vanilla-extract/css';
import { vars } from '@agendina/ui';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: '16px' });

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  gap: '12px',
  alignItems: 'start',
});

export const panel = style({
  paddingTop: '12px',
  display: 'flex',
  flexDirection: 'column',
  gap: '12px',
});

export const block = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: '8px',
  padding: '12px',
  display: 'flex',
  flexDirection: 'column',
  gap: '8px',
});

export const blockHeader = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: '8px',
  margin: 0,
  fontSize: '1rem',
});

export const muted = style({ color: vars.color.textMuted, margin: 0, fontSize: '0.875rem' });

export const error = style({ color: vars.color.danger, margin: 0 });

export const sectionTitle = style({ fontSize: '1rem', margin: '0 0 8px' });

export const detailsList = style({ margin: 0, paddingLeft: '20px' });

export const closeRow = style({ display: 'flex', justifyContent: 'flex-end', marginTop: '-8px' });
