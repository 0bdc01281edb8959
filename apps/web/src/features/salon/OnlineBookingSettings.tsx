// /salone, «Prenotazioni online» (issue #34, MODULES.md «Prenotazioni online»): the salon's own
// booking page, on or off, its address, what clients may book there and under which rules; the
// deposits it asks and its waitlist (issue #35).
import { useState } from 'react';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import {
  hairdressersQueryOptions,
  isApiError,
  onlineBookingSettingsQueryOptions,
  servicesQueryOptions,
  updateOnlineBookingSettingsMutation,
  type components,
} from '@agendina/api';
import {
  Button,
  Checkbox,
  CheckboxGroup,
  FailureMessage,
  Form,
  Inline,
  NumberField,
  PageSection,
  Radio,
  RadioGroup,
  Spinner,
  Stack,
  Switch,
  TextArea,
  TextField,
  pageFrame,
} from '@agendina/ui';
import { QueryBoundary } from '../../lib/query-boundary.tsx';
import { useApi } from '../../lib/router-context.ts';
import { useCheckedForm } from './use-checked-form.ts';
import { BookingPageShare } from './BookingPageShare.tsx';
import { DepositSettingsFields, type DepositService } from './DepositSettingsFields.tsx';
import { WaitlistSettingsFields } from './WaitlistSettingsFields.tsx';
import { depositServerErrors } from './deposit-settings-form.ts';
import * as shareStyles from './booking-page-share.css.ts';
import {
  ONLINE_BOOKING_LIMITS,
  checkOnlineBooking,
  inputOf,
  valuesOf,
  type OnlineBookingValues,
} from './online-booking-form.ts';

type Schemas = components['schemas'];

export interface OnlineBookingFormProps {
  settings: Schemas['OnlineBookingSettings'];
  /** The catalogue (the price, in cents, shows what a percentage deposit comes to). */
  services: readonly DepositService[];
  operators: readonly { id: number; name: string }[];
  /** Where the page lives (the web app's own origin). */
  origin: string;
  isSaving: boolean;
  failure: unknown;
  saved: boolean;
  onSave: (input: Schemas['OnlineBookingSettingsInput']) => void;
  /** The preview's stand-in document, for Storybook (BookingPagePreviewProps.standIn). */
  previewStandIn?: string;
}

/** The address refusals of the server (taken by another salon, reserved) belong to its field. */
function slugRefusal(failure: unknown): string | undefined {
  if (!isApiError(failure) || !['SLUG_TAKEN', 'SLUG_RESERVED'].includes(failure.body?.code ?? ''))
    return undefined;
  return failure.body?.message;
}

export function OnlineBookingForm(props: OnlineBookingFormProps) {
  const { settings, services, operators, origin } = props;
  // What the last save sent: the server names a refused deposit rule by its place in it.
  const [sent, setSent] = useState<Schemas['OnlineBookingSettingsInput'] | null>(null);
  const form = useCheckedForm<OnlineBookingValues, ReturnType<typeof checkOnlineBooking>>(
    valuesOf(settings),
    checkOnlineBooking,
    (values) => {
      const input = inputOf(values);
      setSent(input);
      props.onSave(input);
    },
  );
  const { values, set, errors, field } = form;
  const slugError = errors.slug ?? slugRefusal(props.failure);
  // Before any save of this form (a refusal shown from elsewhere), the rules as they stand.
  const refused = depositServerErrors(props.failure, sent ?? inputOf(values));
  const placed = slugRefusal(props.failure) !== undefined || Object.keys(refused).length > 0;
  return (
    <Form aria-label="Prenotazioni online" onSubmit={form.submit}>
      <Stack space="md">
        <p className={pageFrame.muted}>
          I tuoi clienti prenotano da soli sulla pagina del salone, con gli orari liberi calcolati
          con le stesse regole della tua agenda, e confermano il numero con un codice.
        </p>
        {settings.enabled ? (
          <>
            <BookingPageShare
              origin={origin}
              slug={settings.slug}
              previewStandIn={props.previewStandIn}
            />
            {/* The fields below are no longer under «Anteprima». */}
            <h3 className={shareStyles.subTitle}>Impostazioni</h3>
          </>
        ) : (
          <p className={pageFrame.muted}>
            Attiva «Accetta prenotazioni online» e salva: qui troverai il link della pagina, il
            codice QR da stampare e l’anteprima.
          </p>
        )}
        <Switch isSelected={values.enabled} onChange={(enabled) => set({ enabled })}>
          Accetta prenotazioni online
        </Switch>
        <TextField
          label="Indirizzo della pagina"
          description={`${origin}/prenota/… (lettere minuscole, cifre e trattini). Suggerito: ${settings.suggestedSlug}`}
          value={values.slug}
          onChange={(slug) => set({ slug })}
          errorMessage={slugError}
        />
        <CheckboxGroup
          label="Servizi prenotabili online"
          value={values.serviceIds.map(String)}
          onChange={(checked) => set({ serviceIds: checked.map(Number) })}
          errorMessage={errors.serviceIds}
        >
          {services.map((s) => (
            <Checkbox key={s.id} value={String(s.id)}>
              {s.name}
            </Checkbox>
          ))}
        </CheckboxGroup>
        <CheckboxGroup
          label="Operatori prenotabili online"
          value={values.operatorIds.map(String)}
          onChange={(checked) => set({ operatorIds: checked.map(Number) })}
          errorMessage={errors.operatorIds}
        >
          {operators.map((o) => (
            <Checkbox key={o.id} value={String(o.id)}>
              {o.name}
            </Checkbox>
          ))}
        </CheckboxGroup>
        <NumberField
          label="Preavviso minimo (ore)"
          description="Nessun orario prima di tante ore da adesso"
          step={1}
          {...field('minNoticeHours')}
        />
        <NumberField label="Prenotabile fino a (giorni)" step={1} {...field('horizonDays')} />
        <RadioGroup
          label="Orari proposti ogni"
          orientation="horizontal"
          value={values.slotStepMinutes}
          onChange={(step) => set({ slotStepMinutes: step === '30' ? '30' : '15' })}
        >
          <Radio value="15">15 minuti</Radio>
          <Radio value="30">30 minuti</Radio>
        </RadioGroup>
        <RadioGroup
          label="Le prenotazioni online"
          value={values.confirmationMode}
          onChange={(mode) => set({ confirmationMode: mode === 'REQUEST' ? 'REQUEST' : 'INSTANT' })}
        >
          <Radio value="INSTANT">Sono confermate subito</Radio>
          <Radio value="REQUEST">
            Arrivano come richieste: le accetti o le rifiuti in Gestione appuntamenti
          </Radio>
        </RadioGroup>
        <NumberField
          label="Spostamenti e annullamenti fino a (ore prima)"
          description="Dopo, il cliente deve chiamare il salone"
          step={1}
          {...field('cutoffHours')}
        />
        <TextArea
          label="Regole per i clienti"
          description="Mostrate prima della conferma (facoltative)"
          maxLength={ONLINE_BOOKING_LIMITS.policyText}
          {...field('policyText')}
        />
        <TextArea
          label="Siti che possono mostrare la pagina"
          description="Uno per riga, come https://www.tuosalone.it (facoltativi)"
          {...field('embedDomains')}
        />
        <h3 className={shareStyles.subTitle}>Acconti</h3>
        <DepositSettingsFields
          values={values.deposits}
          services={services.filter((s) => values.serviceIds.includes(s.id))}
          cutoffHours={values.cutoffHours}
          errors={{ ...refused, ...errors }}
          onChange={(deposits) => set({ deposits })}
        />
        <h3 className={shareStyles.subTitle}>Lista d’attesa</h3>
        <WaitlistSettingsFields
          values={values.waitlist}
          error={errors.claimMinutes ?? refused.claimMinutes}
          onChange={(waitlist) => set({ waitlist })}
        />
        {/* The server's refusals of one field are said under it, not again here. */}
        <FailureMessage error={placed ? null : props.failure} />
        {props.saved ? <p role="status">Prenotazioni online salvate</p> : null}
        <Inline space="sm" align="right">
          <Button type="submit" isDisabled={props.isSaving}>
            Salva prenotazioni online
          </Button>
        </Inline>
      </Stack>
    </Form>
  );
}

function OnlineBookingLoaded() {
  const api = useApi();
  const { data: settings } = useSuspenseQuery(onlineBookingSettingsQueryOptions(api));
  const { data: services } = useSuspenseQuery(servicesQueryOptions(api, true));
  const { data: operators } = useSuspenseQuery(hairdressersQueryOptions(api, true));
  const save = useMutation(updateOnlineBookingSettingsMutation(api));
  return (
    <OnlineBookingForm
      // A save answers the stored settings: the form starts again from them.
      key={JSON.stringify(settings)}
      settings={settings}
      services={services}
      operators={operators}
      origin={window.location.origin}
      isSaving={save.isPending}
      failure={save.error}
      saved={save.isSuccess}
      onSave={(input) => save.mutate(input)}
    />
  );
}

/** The «Prenotazioni online» section of /salone (a salon's own call: not for an ADMIN). */
export function OnlineBookingSettings() {
  return (
    <PageSection id="prenotazioni-online-title" title="Prenotazioni online">
      <QueryBoundary loading={<Spinner label="Caricamento delle prenotazioni online..." />}>
        <OnlineBookingLoaded />
      </QueryBoundary>
    </PageSection>
  );
}
