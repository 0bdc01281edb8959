import { useMutation, useQuery } from '@tanstack/react-query';
import {
  createProductMutation,
  suppliersQueryOptions,
  updateProductMutation,
  type Product,
} from '@agendina/api';
import { Modal, Stack, pageFrame, PageSection } from '@agendina/ui';
import { useApi } from '../../../lib/router-context.ts';
import { ProductForm } from './ProductForm.tsx';
import { ProductMovements } from './ProductMovements.tsx';
import {
  emptyProductValues,
  productInputOf,
  productServerErrors,
  productValuesOf,
} from './product-form.ts';
import { productUnitShort } from './product-labels.ts';

/** What the dialog edits: a product, or a new one (with the EAN a scan brought, if any). */
export type ProductEditing = { kind: 'edit'; product: Product } | { kind: 'new'; ean: string };

export interface ProductDialogProps {
  editing: ProductEditing;
  onClose: () => void;
  onSaved?: (product: Product) => void;
}

/**
 * Create or edit a product. A refusal (wrong EAN, duplicate EAN, missing supplier) is said on its
 * field and the dialog keeps everything typed. An existing product shows its quantity, read-only,
 * with the movements it comes from.
 */
export function ProductDialog({ editing, onClose, onSaved }: ProductDialogProps) {
  const api = useApi();
  const product = editing.kind === 'edit' ? editing.product : null;
  const create = useMutation(createProductMutation(api));
  const update = useMutation(updateProductMutation(api, product?.id ?? 0));
  const saving = product ? update : create;
  // A list that fails to load leaves "Nessun fornitore" (SPEC.md §8: lists fail quietly).
  const suppliers = useQuery(suppliersQueryOptions(api)).data ?? [];
  const serverErrors = productServerErrors(saving.error);
  // A refusal said on a field is not said again at the bottom.
  const failure = Object.keys(serverErrors).length > 0 ? null : saving.error;

  return (
    <Modal
      title={product ? product.name : 'Nuovo prodotto'}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      size="lg"
    >
      <Stack space="lg">
        {product ? (
          <p className={pageFrame.muted} role="status">
            Quantità in magazzino: {product.quantity} {productUnitShort[product.unit]} (cambia solo
            con i movimenti)
          </p>
        ) : null}
        <ProductForm
          initialValues={
            product
              ? productValuesOf(product)
              : emptyProductValues(editing.kind === 'new' ? editing.ean : '')
          }
          suppliers={suppliers}
          serverErrors={serverErrors}
          onEdit={() => saving.error && saving.reset()}
          submitLabel={product ? 'Salva modifiche' : 'Crea prodotto'}
          isSubmitting={saving.isPending}
          failure={failure}
          onCancel={onClose}
          onSubmit={(values) =>
            saving.mutate(productInputOf(values), {
              onSuccess: (saved) => {
                onSaved?.(saved);
                onClose();
              },
            })
          }
        />
        {product ? (
          <PageSection id="movimenti-prodotto" title="Movimenti">
            <ProductMovements productId={product.id} />
          </PageSection>
        ) : null}
      </Stack>
    </Modal>
  );
}
