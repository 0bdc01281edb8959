import { useState } from 'react';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import {
  createSupplierMutation,
  suppliersQueryOptions,
  updateSupplierMutation,
  type Supplier,
} from '@agendina/api';
import {
  Badge,
  Button,
  Cell,
  Inline,
  Modal,
  Row,
  Spinner,
  Table,
  TableBody,
  TableColumns,
  pageFrame,
  PageSection,
  Page,
  PageTitle,
} from '@agendina/ui';
import { QueryBoundary } from '../../../lib/query-boundary.tsx';
import { useApi } from '../../../lib/router-context.ts';
import { useSuccessMessage } from '../../../lib/use-success-message.ts';
import { SupplierForm } from './SupplierForm.tsx';
import { supplierInputOf, supplierValuesOf, type SupplierFormValues } from './supplier-form.ts';

/** /magazzino/fornitori: the salon's suppliers, a new one, and each one's data to edit. */
export function SuppliersPage() {
  const [editing, setEditing] = useState<Supplier | 'new' | null>(null);
  const [done, setDone] = useSuccessMessage();
  return (
    <Page>
      <PageTitle>Fornitori</PageTitle>
      <Inline space="sm" alignY="center">
        <Link to="/magazzino">Magazzino</Link>
        <Link to="/magazzino/ordini">Ordini ai fornitori</Link>
      </Inline>
      <PageSection id="fornitori-title" title="Elenco dei fornitori">
        <Inline space="sm" align="right">
          <Button onPress={() => setEditing('new')}>Nuovo fornitore</Button>
        </Inline>
        <p role="status" className={pageFrame.muted}>
          {done}
        </p>
        <QueryBoundary loading={<Spinner label="Caricamento dei fornitori..." />}>
          <SuppliersTable onEdit={setEditing} />
        </QueryBoundary>
      </PageSection>
      {editing ? (
        <SupplierDialog
          supplier={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            setDone(`Fornitore «${saved.name}» salvato`);
          }}
        />
      ) : null}
    </Page>
  );
}

const SUPPLIER_COLUMNS = ['Nome', 'Referente', 'Contatti', 'Partita IVA', 'Stato', 'Azioni'];

function SuppliersTable({ onEdit }: { onEdit: (supplier: Supplier) => void }) {
  const api = useApi();
  const { data } = useSuspenseQuery(suppliersQueryOptions(api));
  return (
    <Table aria-label="Fornitori">
      <TableColumns columns={SUPPLIER_COLUMNS} />
      <TableBody
        items={data}
        renderEmptyState={() => 'Nessun fornitore: aggiungi il primo con «Nuovo fornitore».'}
      >
        {(supplier) => (
          <Row id={supplier.id} textValue={supplier.name}>
            <Cell>{supplier.name}</Cell>
            <Cell>{supplier.contactName ?? '—'}</Cell>
            <Cell>{[supplier.email, supplier.phoneNumber].filter(Boolean).join(' · ') || '—'}</Cell>
            <Cell>{supplier.vatNumber ?? '—'}</Cell>
            <Cell>
              <Badge tone={supplier.active ? 'success' : 'neutral'}>
                {supplier.active ? 'Attivo' : 'Non attivo'}
              </Badge>
            </Cell>
            <Cell>
              <Button
                variant="secondary"
                aria-label={`Modifica ${supplier.name}`}
                onPress={() => onEdit(supplier)}
              >
                Modifica
              </Button>
            </Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}

function SupplierDialog({
  supplier,
  onClose,
  onSaved,
}: {
  supplier: Supplier | null;
  onClose: () => void;
  onSaved: (supplier: Supplier) => void;
}) {
  const api = useApi();
  const create = useMutation(createSupplierMutation(api));
  const update = useMutation(updateSupplierMutation(api, supplier?.id ?? 0));
  const save = supplier ? update : create;
  const submit = (values: SupplierFormValues) =>
    save.mutate(supplierInputOf(values), { onSuccess: onSaved });
  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={supplier ? `Modifica ${supplier.name}` : 'Nuovo fornitore'}
    >
      <SupplierForm
        {...(supplier ? { initialValues: supplierValuesOf(supplier) } : {})}
        onSubmit={submit}
        failure={save.error}
        isSubmitting={save.isPending}
        submitLabel={supplier ? 'Salva' : 'Crea fornitore'}
        onCancel={onClose}
      />
    </Modal>
  );
}
