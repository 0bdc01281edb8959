import { useMemo, useReducer, useRef, useState } from 'react';
import type { Temporal } from 'temporal-polyfill';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import {
  clientSearchDebounceMs,
  clientServiceDurationsQueryOptions,
  clientsQueryOptions,
  createClientMutation,
  createMultiOperatorAppointmentMutation,
  currentUserQueryOptions,
  replanAppointmentMutation,
  describeError,
  filterClients,
  hairdressersQueryOptions,
  servicesQueryOptions,
  type ErrorDescription,
  useIdempotentMutation,
} from '@agendina/api';
import {
  multiOperatorPayload,
  weeklyHoursOrNull,
  type HoursWorld,
  type MultiOperatorPayload,
} from '@agendina/scheduling';
import { MessageDialog, SuccessDialog } from '@agendina/ui';
import { useApi } from '../../lib/router-context.ts';
import { NewAppointmentWizardView } from './NewAppointmentWizardView.tsx';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { newClientInput, wizardModel } from './wizard-model.ts';
import {
  initialWizardState,
  wizardReducer,
  type WizardAction,
  type WizardPrefill,
} from './wizard-state.ts';
import { isRuleRefusal, openingLabel } from './availability-model.ts';
import { useFreeTimes, useOperatorMarks, useRefusalChoices } from './use-wizard-availability.ts';
import type { VisitEdit } from './visit-edit.ts';

export interface NewAppointmentCreated {
  clientId: number;
  isNewClient: boolean;
  appointmentIds: number[];
}

export interface NewAppointmentWizardProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** The pressed calendar slot. */
  initialDateTime: Temporal.PlainDateTime;
  initialOperatorId: number | null;
  /** Opened from a client, a callback or a chat: the client and the services they asked for. */
  prefill?: WizardPrefill;
  /** A booked visit to change instead of a new booking (issue #19): its client stays. */
  edit?: VisitEdit | undefined;
  onCreated: (result: NewAppointmentCreated) => void;
}

/**
 * The new-appointment wizard (SPEC.md §2, §4, §5). Every opening starts from the pressed slot;
 * after creating a new client, a success dialog offers the client's page or the dashboard.
 * With `edit` it changes a booked visit instead, and says so once saved.
 */
export function NewAppointmentWizard({ isOpen, onCreated, ...props }: NewAppointmentWizardProps) {
  const navigate = useNavigate();
  const [newClient, setNewClient] = useState<{ id: number; name: string } | null>(null);
  const [edited, setEdited] = useState(false);
  return (
    <>
      {isOpen ? (
        <WizardSession
          {...props}
          onCreated={(result, clientName) => {
            props.onOpenChange(false);
            if (props.edit) setEdited(true);
            else if (result.isNewClient) setNewClient({ id: result.clientId, name: clientName });
            onCreated(result);
          }}
        />
      ) : null}
      <MessageDialog
        type="success"
        isOpen={edited}
        onOpenChange={(open) => {
          if (!open) setEdited(false);
        }}
        message="Appuntamento modificato"
      />
      <SuccessDialog
        isOpen={newClient !== null}
        onOpenChange={(open) => {
          if (!open) setNewClient(null);
        }}
        title="Appuntamento creato"
        message={`${newClient?.name ?? 'Il cliente'} è stato aggiunto all'archivio clienti.`}
        primaryAction={{
          label: 'Vai alla scheda cliente',
          onPress: () => {
            if (newClient) void navigate({ to: '/cliente/$id', params: { id: newClient.id } });
          },
        }}
        secondaryAction={{
          label: 'Torna alla dashboard',
          // From the dashboard's calendar: back to it as it was (view, date, operators).
          onPress: () => void navigate({ to: '/dashboard', search: true }),
        }}
      />
    </>
  );
}

interface WizardSessionProps extends Omit<NewAppointmentWizardProps, 'isOpen' | 'onCreated'> {
  onCreated: (result: NewAppointmentCreated, clientName: string) => void;
}

function WizardSession({
  onOpenChange,
  initialDateTime,
  initialOperatorId,
  prefill,
  edit,
  onCreated,
}: WizardSessionProps) {
  const api = useApi();
  const [state, dispatchState] = useReducer(wizardReducer, undefined, () =>
    initialWizardState(initialDateTime, initialOperatorId, prefill),
  );
  const [failure, setFailure] = useState<ErrorDescription | null>(null);
  // The plan the server refused (409/422) and why: step 3 offers where it would fit instead.
  const [refused, setRefused] = useState<{
    plan: MultiOperatorPayload;
    description: ErrorDescription;
  } | null>(null);
  // Any change of the plan (not its notes) makes the refusal stale: it was about the old one.
  const dispatch = (action: WizardAction) => {
    if (action.type !== 'notes') setRefused(null);
    dispatchState(action);
  };
  const clients = useQuery(clientsQueryOptions(api));
  const services = useQuery(servicesQueryOptions(api));
  const hairdressers = useQuery(hairdressersQueryOptions(api));
  const me = useQuery(currentUserQueryOptions(api));
  const existingId = state.clientMode === 'existing' ? (state.client?.id ?? null) : null;
  const durations = useQuery({
    ...clientServiceDurationsQueryOptions(api, existingId ?? 0),
    enabled: existingId !== null,
  });
  const createClient = useMutation(createClientMutation(api));
  // One key for this booking, sent again on every retry: the server books it once (issue #15).
  const createAppointment = useIdempotentMutation((key) =>
    createMultiOperatorAppointmentMutation(api, key),
  );
  const replan = useMutation(replanAppointmentMutation(api));
  // Set before the first await: a second press in the same frame (a double click) finds it set,
  // while isPending only shows after a render.
  const creating = useRef(false);

  const search = useDebouncedValue(state.clientSearch, clientSearchDebounceMs);
  const matches = useMemo(() => filterClients(clients.data ?? [], search), [clients.data, search]);
  const operators = useMemo(
    () => (hairdressers.data ?? []).filter((h) => h.active),
    [hairdressers.data],
  );
  const salonHours = me.data?.openingHours;
  const hours = useMemo<HoursWorld | null>(
    () =>
      salonHours === undefined
        ? null
        : {
            salonHours: weeklyHoursOrNull(salonHours),
            operators: operators.map((h) => ({
              id: h.id,
              name: h.name,
              active: h.active,
              workingHours: h.workingHours,
              serviceIds: h.services.map((s) => s.id),
              timeOff: h.timeOff,
            })),
          },
    [salonHours, operators],
  );
  const model = wizardModel(state, {
    services: services.data ?? [],
    operators,
    customDurations: existingId !== null ? (durations.data ?? []) : [],
    hours,
  });
  const isSaving = createClient.isPending || createAppointment.isPending || replan.isPending;
  // Editing, the visit's own time is free: every availability answer leaves it out.
  const excludeVisitOf = edit?.appointmentId ?? null;
  const freeTimes = useFreeTimes(api, state, model.services, operators, existingId, excludeVisitOf);
  const operatorMarks = useOperatorMarks(api, state, model.timeline, operators, excludeVisitOf);
  const refusalChoices = useRefusalChoices(
    api,
    refused?.plan ?? null,
    model.timeline,
    excludeVisitOf,
  );
  const opening = useMemo(
    () =>
      salonHours === undefined
        ? null
        : openingLabel(weeklyHoursOrNull(salonHours), state.start.toPlainDate()),
    [salonHours, state.start],
  );

  const create = async () => {
    if (creating.current) return;
    creating.current = true;
    let plan: MultiOperatorPayload | null = null;
    try {
      let client = state.clientMode === 'existing' ? state.client : null;
      const isNewClient = client === null;
      if (client === null) {
        const created = await createClient.mutateAsync(newClientInput(state));
        client = { id: created.id, name: created.name };
        dispatch({ type: 'clientCreated', client });
      }
      const payload = multiOperatorPayload(client.id, model.timeline, state.notes);
      if (!payload.ok) throw new Error(payload.error);
      plan = payload.payload;
      const appointments = edit
        ? await replan.mutateAsync({
            id: edit.appointmentId,
            groupId: edit.groupId,
            body: {
              startDateTime: plan.startDateTime,
              serviceBlocks: plan.serviceBlocks,
              notes: state.notes,
              expectedStart: edit.expectedStart,
            },
          })
        : (await createAppointment.mutateAsync(plan)).appointments;
      onCreated(
        { clientId: client.id, isNewClient, appointmentIds: appointments.map((a) => a.id) },
        client.name,
      );
    } catch (error) {
      // A rule's refusal stays in step 3 with its alternatives; anything else is a dialog.
      if (plan !== null && isRuleRefusal(error)) {
        setRefused({ plan, description: describeError(error) });
      } else setFailure(describeError(error));
    } finally {
      creating.current = false;
    }
  };

  return (
    <NewAppointmentWizardView
      mode={edit ? 'edit' : 'new'}
      onOpenChange={onOpenChange}
      state={state}
      dispatch={dispatch}
      model={model}
      matches={matches}
      operators={operators}
      isSaving={isSaving}
      onCreate={() => void create()}
      failure={failure}
      onDismissFailure={() => setFailure(null)}
      freeTimes={freeTimes}
      opening={opening}
      marks={operatorMarks.marks}
      marksLoading={operatorMarks.isLoading}
      refusal={
        refused
          ? {
              description: refused.description,
              choices: refusalChoices.choices,
              isLoading: refusalChoices.isLoading,
            }
          : null
      }
      onChoose={(choice) => {
        dispatch({ type: 'moveTo', start: choice.start, operatorId: choice.operatorId });
      }}
    />
  );
}
