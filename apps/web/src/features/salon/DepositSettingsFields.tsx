// /salone › «Prenotazioni online» › «Acconti» (issue #35, MODULES.md «Acconti»): for each service
// bookable online, no deposit, a fixed amount or a share of the price; who pays it; what the
// salon keeps after the cutoff or on a no-show, with the sentence the clients will read.
import {
  DEPOSIT_AUDIENCE_LABELS_IT,
  depositPolicyText,
  depositRuleProblem,
  formatEuro,
  serviceDepositCents,
  type DepositAudience,
} from '@agendina/scheduling';
import {
  MoneyField,
  NumberField,
  Radio,
  RadioGroup,
  Select,
  Stack,
  pageFrame,
  type SelectOption,
} from '@agendina/ui';
import {
  EMPTY_DRAFT,
  depositErrorKey,
  type DepositChoice,
  type DepositDraft,
  type DepositErrors,
  type DepositValues,
} from './deposit-settings-form.ts';
import * as styles from './deposit-settings.css.ts';

const CHOICES: readonly SelectOption<DepositChoice>[] = [
  { id: 'NONE', name: 'Nessun acconto' },
  { id: 'FIXED', name: 'Importo fisso' },
  { id: 'PERCENT', name: 'Percentuale del prezzo' },
];

const AUDIENCES: readonly DepositAudience[] = ['ALL', 'NEW_CLIENTS', 'NO_SHOWS'];

export interface DepositService {
  id: number;
  name: string;
  /** The list price in cents, to show what a percentage comes to (absent: not shown). */
  price?: number;
}

export interface DepositSettingsFieldsProps {
  values: DepositValues;
  /** The services bookable online: only they may ask a deposit. */
  services: readonly DepositService[];
  /** The page's cutoff as typed, for the policy's sentence. */
  cutoffHours: number;
  errors: DepositErrors;
  onChange: (next: DepositValues) => void;
}

export function DepositSettingsFields({
  values,
  services,
  cutoffHours,
  errors,
  onChange,
}: DepositSettingsFieldsProps) {
  const setRule = (serviceId: number, patch: Partial<DepositDraft>) =>
    onChange({
      ...values,
      rules: {
        ...values.rules,
        [serviceId]: { ...(values.rules[serviceId] ?? EMPTY_DRAFT), ...patch },
      },
    });
  const asksAny = services.some((s) => (values.rules[s.id]?.kind ?? 'NONE') !== 'NONE');
  return (
    <Stack space="md">
      <p className={pageFrame.muted}>
        Chi prenota online paga l’acconto con la carta prima della conferma; alla cassa viene
        scalato dal totale.
      </p>
      {services.length === 0 ? (
        <p className={pageFrame.muted}>
          Scegli prima i servizi prenotabili online: poi potrai chiedere un acconto per ciascuno.
        </p>
      ) : (
        <ul className={styles.rules} aria-label="Acconto per servizio">
          {services.map((service) => (
            <li key={service.id} className={styles.rule}>
              <DepositRuleFields
                service={service}
                draft={values.rules[service.id] ?? EMPTY_DRAFT}
                error={errors[depositErrorKey(service.id)]}
                onChange={(patch) => setRule(service.id, patch)}
              />
            </li>
          ))}
        </ul>
      )}
      <RadioGroup
        label="Chi paga l’acconto"
        value={values.audience}
        onChange={(audience) =>
          onChange({ ...values, audience: AUDIENCES.find((a) => a === audience) ?? 'ALL' })
        }
      >
        {AUDIENCES.map((audience) => (
          <Radio key={audience} value={audience}>
            {DEPOSIT_AUDIENCE_LABELS_IT[audience]}
          </Radio>
        ))}
      </RadioGroup>
      {values.audience === 'NO_SHOWS' ? (
        <NumberField
          label="Con almeno quante mancate presentazioni"
          description="Il cliente paga l’acconto se non si è presentato almeno tante volte"
          step={1}
          minValue={1}
          value={values.minNoShows}
          onChange={(minNoShows) => onChange({ ...values, minNoShows })}
          errorMessage={errors.minNoShows}
        />
      ) : null}
      <NumberField
        label="Trattenuto dopo il limite o se il cliente non si presenta (%)"
        description="La parte dell’acconto che il salone tiene (100: tutto; 0: lo restituisce sempre)"
        step={1}
        value={values.keepPercent}
        onChange={(keepPercent) => onChange({ ...values, keepPercent })}
        errorMessage={errors.keepPercent}
      />
      {asksAny ? (
        <p className={styles.preview}>
          <span className={styles.previewLabel}>I clienti leggono: </span>
          {depositPolicyText(
            Number.isInteger(cutoffHours) && cutoffHours >= 0 ? cutoffHours : 0,
            Number.isInteger(values.keepPercent)
              ? Math.min(Math.max(values.keepPercent, 0), 100)
              : 100,
          )}
        </p>
      ) : null}
    </Stack>
  );
}

function DepositRuleFields({
  service,
  draft,
  error,
  onChange,
}: {
  service: DepositService;
  draft: DepositDraft;
  error: string | undefined;
  onChange: (patch: Partial<DepositDraft>) => void;
}) {
  const percentOf =
    draft.kind === 'PERCENT' &&
    service.price !== undefined &&
    depositRuleProblem({ serviceId: service.id, kind: 'PERCENT', amount: draft.percent }) === null
      ? serviceDepositCents(
          { serviceId: service.id, kind: 'PERCENT', amount: draft.percent },
          service.price,
        )
      : null;
  return (
    <>
      <Select
        label={`Acconto per ${service.name}`}
        options={CHOICES}
        selectedKey={draft.kind}
        onSelectionChange={(kind) => onChange({ kind: kind ?? 'NONE' })}
      />
      {draft.kind === 'FIXED' ? (
        <MoneyField
          label={`Importo per ${service.name}`}
          description="Da 1,00 € a 1.000,00 €, mai più del prezzo"
          value={draft.cents}
          onChange={(cents) => onChange({ cents })}
          errorMessage={error}
        />
      ) : null}
      {draft.kind === 'PERCENT' ? (
        <NumberField
          label={`Percentuale per ${service.name}`}
          description={
            percentOf !== null && service.price !== undefined
              ? `${formatEuro(percentOf)} su ${formatEuro(service.price)}`
              : 'Da 1 a 100, del prezzo del servizio'
          }
          step={1}
          value={draft.percent}
          onChange={(percent) => onChange({ percent })}
          errorMessage={error}
        />
      ) : null}
    </>
  );
}
