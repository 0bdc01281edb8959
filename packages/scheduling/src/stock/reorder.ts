/** What "Proponi ordine" looks at for one product. */
export interface ReorderInput {
  /** The ledger's quantity now (may be negative). */
  readonly quantity: number;
  readonly minimumStock: number;
  /** Still expected from open orders (BOZZA, INVIATO, PARZIALMENTE_RICEVUTO). */
  readonly onOrder: number;
}

/**
 * The quantity "Proponi ordine" drafts for a product, 0 when none (decision 0032): a product
 * whose quantity plus what is already on order is under its minimum is brought back to TWICE its
 * minimum, so one order covers a cycle rather than reaching the threshold again at the next sale.
 * A product with no minimum (0) is never proposed; a negative quantity is made good too.
 */
export function proposeReorderQuantity({ quantity, minimumStock, onOrder }: ReorderInput): number {
  if (minimumStock <= 0) return 0;
  const expected = quantity + Math.max(0, onOrder);
  if (expected >= minimumStock) return 0;
  return 2 * minimumStock - expected;
}

/** True when an active product with a minimum has less than it (the overview's list). */
export function isUnderMinimum(quantity: number, minimumStock: number): boolean {
  return minimumStock > 0 && quantity < minimumStock;
}
