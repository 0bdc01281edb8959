import { afterFirstPaint } from '../../../lib/after-first-paint.ts';

/**
 * The order's form (supplier, product lines, quantities and prices) for «Nuovo ordine» and
 * «Modifica»: it loads after the orders' pages, inside the dialog's own loading state.
 */
export const [OrderForm, usePreloadedOrderForm] = afterFirstPaint(() =>
  import('./OrderForm.tsx').then((module) => module.OrderForm),
);
