import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { updateAdminSalonMutation, type AdminSalon } from '@agendina/api';
import { formatDateIt } from '@agendina/scheduling';
import {
  BUSINESS_TYPES,
  Badge,
  Button,
  ConfirmDialog,
  Select,
  Stack,
  Switch,
  businessWording,
  type BusinessType,
  pageFrame,
  FailureMessage,
} from '@agendina/ui';
import { useApi } from '../../../lib/router-context.ts';
import { useSuccessMessage } from '../../../lib/use-success-message.ts';

const businessOptions = BUSINESS_TYPES.map((id) => ({ id, name: businessWording(id).label }));

/**
 * The salon's account data and what an admin changes on it: digital cash, business type, and
 * active (deactivating ends every session, so it asks first). Each change is audited.
 */
export function SalonAccount({ salon }: { salon: AdminSalon }) {
  const api = useApi();
  const update = useMutation(updateAdminSalonMutation(api, salon.id));
  const [saved, setSaved] = useSuccessMessage();
  const [isAsking, setAsking] = useState(false);
  // While a change is on its way the control shows it; a refusal goes back to the server's value.
  const pending = update.isPending ? update.variables : {};
  const change = (patch: Parameters<typeof update.mutate>[0], message: string) =>
    update.mutate(patch, { onSuccess: () => setSaved(message) });

  return (
    <Stack space="md">
      <dl className={pageFrame.facts}>
        <dt className={pageFrame.term}>Titolare</dt>
        <dd className={pageFrame.value}>{salon.ownerName ?? '—'}</dd>
        <dt className={pageFrame.term}>E-mail</dt>
        <dd className={pageFrame.value}>
          {salon.ownerEmail ?? '—'}
          {salon.ownerEmail
            ? salon.ownerEmailVerified
              ? ' (verificata)'
              : ' (da verificare)'
            : ''}
        </dd>
        <dt className={pageFrame.term}>Telefono</dt>
        <dd className={pageFrame.value}>{salon.phoneNumber ?? '—'}</dd>
        <dt className={pageFrame.term}>Indirizzo</dt>
        <dd className={pageFrame.value}>{salon.address ?? '—'}</dd>
        <dt className={pageFrame.term}>Partita IVA</dt>
        <dd className={pageFrame.value}>{salon.vatNumber ?? '—'}</dd>
        <dt className={pageFrame.term}>Codice fiscale</dt>
        <dd className={pageFrame.value}>{salon.fiscalCode ?? '—'}</dd>
        <dt className={pageFrame.term}>Fuso orario</dt>
        <dd className={pageFrame.value}>{salon.timeZone}</dd>
        <dt className={pageFrame.term}>Creato il</dt>
        <dd className={pageFrame.value}>{formatDateIt(salon.createdAt)}</dd>
        <dt className={pageFrame.term}>Stato</dt>
        <dd className={pageFrame.value}>
          <Badge tone={salon.active ? 'success' : 'danger'}>
            {salon.active ? 'Attivo' : 'Disattivato'}
          </Badge>
        </dd>
      </dl>
      <Switch
        isSelected={pending.digitalCashEnabled ?? salon.digitalCashEnabled}
        isDisabled={update.isPending}
        onChange={(on) =>
          change(
            { digitalCashEnabled: on },
            on ? 'Cassa digitale attivata' : 'Cassa digitale disattivata',
          )
        }
      >
        Cassa digitale
      </Switch>
      <Select<BusinessType>
        label="Attività"
        options={businessOptions}
        selectedKey={pending.businessType ?? salon.businessType}
        isDisabled={update.isPending}
        onSelectionChange={(businessType) =>
          businessType && businessType !== salon.businessType
            ? change({ businessType }, 'Attività aggiornata')
            : undefined
        }
      />
      <FailureMessage error={update.error} />
      <p role="status" className={pageFrame.muted}>
        {saved}
      </p>
      <div>
        {salon.active ? (
          <Button variant="danger" isDisabled={update.isPending} onPress={() => setAsking(true)}>
            Disattiva salone
          </Button>
        ) : (
          <Button
            isDisabled={update.isPending}
            onPress={() => change({ active: true }, 'Salone riattivato')}
          >
            Riattiva salone
          </Button>
        )}
      </div>
      <ConfirmDialog
        isOpen={isAsking}
        onOpenChange={setAsking}
        title={`Disattivare ${salon.name}?`}
        message="Tutte le sessioni del salone vengono chiuse subito e il salone non potrà più accedere ad Agendina finché non lo riattivi. I suoi dati restano tutti."
        confirmLabel="Disattiva salone"
        isDestructive
        onConfirm={() => change({ active: false }, 'Salone disattivato')}
      />
    </Stack>
  );
}
