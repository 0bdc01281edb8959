import {
  blockDuration,
  buildTimeline,
  canCreateAppointment,
  composePhoneNumber,
  confirmationChecks,
  hoursChecks,
  offeredServices,
  servicesTotal,
  sortCheckItems,
  servicesStepWarnings,
  validateClientStep,
  validateServicesStep,
  type CheckItem,
  type ClientServiceDuration,
  type ClientStepInput,
  type HoursWorld,
  type Operator,
  type RawService,
  type Service,
  type ServicesTotal,
  type Timeline,
} from '@agendina/scheduling';
import type { ClientInput } from '@agendina/api';
import type { WizardState } from './wizard-state.ts';

/** What the wizard reads from the server: the catalogue, the operators, the client's durations. */
export interface WizardData {
  services: readonly RawService[];
  operators: readonly Operator[];
  customDurations: readonly ClientServiceDuration[];
  /**
   * The salon's hours and the operators' hours and time off, for the checks the server would
   * refuse with a 422 (closed day, outside hours, time off); null until they arrive.
   */
  hours?: HoursWorld | null;
}

/** Everything the three steps show, computed by the rules of @agendina/scheduling. */
export interface WizardModel {
  services: Service[];
  clientStep: ReturnType<typeof validateClientStep>;
  servicesStep: ReturnType<typeof validateServicesStep>;
  /** Minutes of each block (the client's custom duration when there is one). */
  durations: ReturnType<typeof blockDuration>[];
  stepWarnings: CheckItem[];
  timeline: Timeline;
  checks: CheckItem[];
  canContinue: boolean;
  clientName: string;
  /** The chosen services' list prices added up, in cents (step 3's summary). */
  total: ServicesTotal;
}

export function clientStepInput(state: WizardState): ClientStepInput {
  return state.clientMode === 'existing'
    ? { mode: 'existing', clientId: state.client?.id ?? null }
    : {
        mode: 'new',
        name: state.newClient.name,
        phonePrefix: state.newClient.phonePrefix,
        phone: state.newClient.phone,
        email: state.newClient.email,
      };
}

export function wizardModel(state: WizardState, data: WizardData): WizardModel {
  const services = offeredServices(data.services);
  const clientStep = validateClientStep(clientStepInput(state));
  const servicesStep = validateServicesStep(state.blocks, services, data.operators);
  const timeline = buildTimeline({
    start: state.start,
    blocks: state.blocks,
    services,
    operators: data.operators,
    customDurations: data.customDurations,
  });
  // The server's hours refusals first, then the wizard's own checks (errors before warnings).
  const checks = sortCheckItems([
    ...(data.hours ? hoursChecks(timeline, data.hours) : []),
    ...confirmationChecks(timeline),
  ]);
  const canContinue =
    state.step === 0
      ? clientStep.valid
      : state.step === 1
        ? servicesStep.valid
        : clientStep.valid &&
          servicesStep.valid &&
          timeline.items.length > 0 &&
          canCreateAppointment(checks);
  return {
    services,
    clientStep,
    servicesStep,
    durations: state.blocks.map((b) => blockDuration(b, services, data.customDurations)),
    stepWarnings: servicesStepWarnings(state.blocks, services, data.operators),
    timeline,
    checks,
    canContinue,
    clientName:
      state.clientMode === 'existing' ? (state.client?.name ?? '') : state.newClient.name.trim(),
    total: servicesTotal(
      state.blocks.flatMap((b) => {
        const service = services.find((s) => s.id === b.serviceId);
        return service ? [service.price] : [];
      }),
    ),
  };
}

/** POST /clients body for the client typed in step 1 (empty phone and e-mail become null). */
export function newClientInput(state: WizardState): ClientInput {
  const { name, phonePrefix, phone, email } = state.newClient;
  return {
    name: name.trim(),
    phoneNumber: phone ? composePhoneNumber(phonePrefix, phone) : null,
    email: email.trim() === '' ? null : email.trim(),
  };
}
