import { Suspense, useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import {
  currentUserQueryOptions,
  hairdressersQueryOptions,
  servicesQueryOptions,
  type Hairdresser,
} from '@agendina/api';
import { weeklyHoursOrNull } from '@agendina/scheduling';
import {
  Button,
  Inline,
  Link,
  MessageDialog,
  Modal,
  Page,
  PageTitle,
  Spinner,
  pageFrame,
} from '@agendina/ui';
import { QueryBoundary } from '../../lib/query-boundary.tsx';
import { afterFirstPaint } from '../../lib/after-first-paint.ts';
import { useApi } from '../../lib/router-context.ts';
import { useBusinessWording } from '../salon/use-wording.ts';
import { TimeOffEditor } from './TimeOffEditor.tsx';
import { operatorValuesOf, roleLabel } from './operator-form.ts';
import { useSaveOperator } from './use-save-operator.ts';
import { useOperatorLimit } from './use-operator-limit.ts';

// The form (hours, services, its checks) loads after the page: the dialog's own loading state
// covers it, as it covers the services it waits for.
const [OperatorForm, usePreloadedForm] = afterFirstPaint(() =>
  import('./OperatorForm.tsx').then((module) => module.OperatorForm),
);
// «Elimina» (who takes over the operator's appointments) too.
const [DeleteOperatorDialog, usePreloadedDeleteDialog] = afterFirstPaint(() =>
  import('./DeleteOperatorDialog.tsx').then((module) => module.DeleteOperatorDialog),
);

/** The operator to edit (null: a new one), or the plan's reason why no new one (issue #36). */
type Editing = { operator: Hairdresser | null } | { limit: string } | null;

/** /parrucchieri: the operators, their services, hours and time off; delete with a choice. */
export function OperatorsManager() {
  const api = useApi();
  const wording = useBusinessWording();
  const { data: operators } = useSuspenseQuery(hairdressersQueryOptions(api));
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Hairdresser | null>(null);
  const limitNow = useOperatorLimit(operators);
  usePreloadedForm();
  usePreloadedDeleteDialog();

  return (
    <Page>
      <Inline space="md" align="spaceBetween" alignY="center">
        <PageTitle>{wording.staffLabel}</PageTitle>
        <Button
          onPress={() =>
            void limitNow().then((limit) => setEditing(limit ? { limit } : { operator: null }))
          }
        >
          {wording.newOperator}
        </Button>
      </Inline>
      {operators.length === 0 ? (
        <p className={pageFrame.muted}>Nessun operatore: aggiungine uno.</p>
      ) : null}
      {operators.map((o) => (
        <section key={o.id} className={pageFrame.section} aria-labelledby={`operatore-${o.id}`}>
          <Inline space="md" alignY="bottom">
            <span
              className={pageFrame.swatch}
              style={{ background: o.colorCode }}
              aria-hidden="true"
            />
            <h2 id={`operatore-${o.id}`} className={`${pageFrame.sectionTitle} ${pageFrame.grow}`}>
              {o.name}
            </h2>
            <span>{roleLabel(o.role, wording)}</span>
            <Button variant="secondary" onPress={() => setEditing({ operator: o })}>
              {`Modifica ${o.name}`}
            </Button>
            <Button variant="secondary" onPress={() => setDeleting(o)}>
              {`Elimina ${o.name}`}
            </Button>
          </Inline>
          <p className={pageFrame.muted}>
            {o.services.length === 0
              ? `Nessun ${wording.service.toLowerCase()} assegnato`
              : o.services.map((s) => s.name).join(', ')}
            {' · '}
            {o.workingHours === null ? 'Orari di apertura' : 'Orari propri'}
          </p>
          <TimeOffEditor operator={o} />
        </section>
      ))}
      {editing && 'limit' in editing ? (
        // The plan allows no more: said before a form the server would refuse (issue #36).
        <MessageDialog
          type="info"
          title={wording.newOperator}
          isOpen
          onOpenChange={(open) => !open && setEditing(null)}
          closeLabel="Chiudi"
          message={
            <p>
              {editing.limit}. <Link href="/subscription">Scegli un piano</Link>
            </p>
          }
        />
      ) : editing ? (
        <OperatorDialog operator={editing.operator} onClose={() => setEditing(null)} />
      ) : null}
      {deleting ? (
        <Suspense fallback={null}>
          <DeleteOperatorDialog
            operator={deleting}
            others={operators.filter((o) => o.id !== deleting.id)}
            onClose={() => setDeleting(null)}
          />
        </Suspense>
      ) : null}
    </Page>
  );
}

interface OperatorDialogProps {
  /** The operator to edit; null for a new one. */
  operator: Hairdresser | null;
  onClose: () => void;
}

function OperatorDialog({ operator, onClose }: OperatorDialogProps) {
  const wording = useBusinessWording();
  return (
    <Modal
      size="lg"
      title={operator ? `Modifica ${operator.name}` : wording.newOperator}
      isOpen
      onOpenChange={(open) => !open && onClose()}
    >
      <QueryBoundary loading={<Spinner label="Caricamento..." />}>
        <OperatorDialogForm operator={operator} onClose={onClose} />
      </QueryBoundary>
    </Modal>
  );
}

/** The form, once the services and the salon's hours (a new own week starts from them) are in. */
function OperatorDialogForm({ operator, onClose }: OperatorDialogProps) {
  const api = useApi();
  const wording = useBusinessWording();
  const { data: services } = useSuspenseQuery(servicesQueryOptions(api));
  const { data: salon } = useSuspenseQuery(currentUserQueryOptions(api));
  const saving = useSaveOperator(operator);
  const salonHours = weeklyHoursOrNull(salon.openingHours);
  return (
    <OperatorForm
      initialValues={operatorValuesOf(operator, salonHours)}
      salonHours={salonHours}
      wording={wording}
      services={services}
      submitLabel={operator ? 'Salva modifiche' : 'Crea'}
      isSubmitting={saving.isPending}
      failure={saving.error}
      onCancel={onClose}
      onSubmit={(values, workingHours) =>
        void saving.save(values, workingHours).then(onClose, () => undefined)
      }
    />
  );
}
