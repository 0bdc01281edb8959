import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  deleteHairdresserMutation,
  hairdresserDeletionInfoQueryOptions,
  type Hairdresser,
} from '@agendina/api';
import { formatDateTimeIt, pluralIt } from '@agendina/scheduling';
import {
  Button,
  Modal,
  Radio,
  RadioGroup,
  Select,
  Spinner,
  Inline,
  Stack,
  pageFrame,
  FailureMessage,
} from '@agendina/ui';
import { useApi } from '../../lib/router-context.ts';

type Choice = 'CANCEL' | 'REASSIGN';

export interface DeleteOperatorDialogProps {
  operator: Hairdresser;
  others: readonly Hairdresser[];
  onClose: () => void;
}

/**
 * Before deleting, the future appointments that would be orphaned (GET deletion-info) and the
 * choice the API offers: cancel them or hand them to another operator.
 */
export function DeleteOperatorDialog({ operator, others, onClose }: DeleteOperatorDialogProps) {
  const api = useApi();
  const info = useQuery(hairdresserDeletionInfoQueryOptions(api, operator.id));
  const remove = useMutation(deleteHairdresserMutation(api));
  const [choice, setChoice] = useState<Choice>('CANCEL');
  const [reassignTo, setReassignTo] = useState<number | null>(null);
  const needsChoice = info.data ? !info.data.canDeleteWithoutAction : false;
  const canConfirm = info.isSuccess && (!needsChoice || choice === 'CANCEL' || reassignTo !== null);

  const confirm = () =>
    remove.mutate(
      needsChoice
        ? {
            id: operator.id,
            futureAppointments: choice,
            ...(choice === 'REASSIGN' && reassignTo !== null ? { reassignTo } : {}),
          }
        : { id: operator.id },
      { onSuccess: onClose },
    );

  return (
    <Modal
      title={`Eliminare ${operator.name}?`}
      role="alertdialog"
      isOpen
      onOpenChange={(o) => !o && onClose()}
    >
      <Stack space="md">
        {info.isPending ? <Spinner label="Verifica degli appuntamenti futuri..." /> : null}
        <FailureMessage error={info.error} />
        {info.data && !needsChoice ? (
          <p>{`${operator.name} non ha appuntamenti futuri: puoi eliminarlo senza altre azioni.`}</p>
        ) : null}
        {info.data && needsChoice ? (
          <>
            <p>
              {`${operator.name} ha ${pluralIt(info.data.futureAppointmentCount, {
                one: '# appuntamento futuro che resterebbe',
                other: '# appuntamenti futuri che resterebbero',
              })} senza operatore.`}
            </p>
            <ul className={pageFrame.list} aria-label="Appuntamenti futuri">
              {info.data.futureAppointments.slice(0, 5).map((a) => (
                <li
                  key={a.id}
                >{`${formatDateTimeIt(a.dateTime)} · ${a.clientName} · ${a.service}`}</li>
              ))}
            </ul>
            <RadioGroup
              label="Cosa fare degli appuntamenti futuri?"
              value={choice}
              onChange={(v) => setChoice(v as Choice)}
            >
              <Radio value="CANCEL">Cancellali</Radio>
              <Radio value="REASSIGN">Assegnali a un altro operatore</Radio>
            </RadioGroup>
            {choice === 'REASSIGN' ? (
              <Select
                label="Nuovo operatore"
                options={others.map((o) => ({ id: o.id, name: o.name }))}
                selectedKey={reassignTo}
                onSelectionChange={(key) => setReassignTo(key === null ? null : Number(key))}
              />
            ) : null}
          </>
        ) : null}
        <FailureMessage error={remove.error} />
        <Inline space="sm" align="right">
          <Button variant="secondary" onPress={onClose}>
            Annulla
          </Button>
          <Button variant="danger" isDisabled={!canConfirm || remove.isPending} onPress={confirm}>
            Elimina
          </Button>
        </Inline>
      </Stack>
    </Modal>
  );
}
