import type { WhatsAppSettings, WhatsAppSettingsUpdate } from '@agendina/api';
import {
  CopyButton,
  Form,
  Inline,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  pageFrame,
} from '@agendina/ui';
import { SavedFormFooter, type SaveState } from './SavedFormFooter.tsx';
import { useCheckedForm } from './use-checked-form.ts';

interface Values {
  provider: WhatsAppSettings['provider'];
  phoneNumberId: string;
  businessAccountId: string;
  accessToken: string;
  appSecret: string;
  reminderTemplate: string;
  reminderLanguage: string;
}

type Errors = Partial<Record<Exclude<keyof Values, 'provider'>, string>>;

/** The server's own checks (routes/whatsapp.ts), said before the request, word for word. */
export function checkWhatsAppSettings(values: Values, stored: WhatsAppSettings): Errors {
  const errors: Errors = {};
  const digits = /^\d{5,32}$/;
  const id = values.phoneNumberId.trim();
  const account = values.businessAccountId.trim();
  if (id !== '' && !digits.test(id))
    errors.phoneNumberId = "L'ID del numero di telefono è fatto solo di cifre";
  if (account !== '' && !digits.test(account))
    errors.businessAccountId = "L'ID dell'account WhatsApp Business è fatto solo di cifre";
  if (/\s/.test(values.accessToken.trim()))
    errors.accessToken = 'Il token di accesso non può contenere spazi';
  if (!/^[a-z0-9_]{1,512}$/.test(values.reminderTemplate.trim()))
    errors.reminderTemplate =
      'Il nome del modello usa solo lettere minuscole, cifre e trattini bassi';
  if (!/^[a-z]{2,3}(_[A-Z]{2})?$/.test(values.reminderLanguage.trim()))
    errors.reminderLanguage = 'Codice lingua non valido (per esempio it oppure en_US)';
  if (values.provider === 'CLOUD_API') {
    if (id === '') errors.phoneNumberId ??= "Inserisci l'ID del numero di telefono";
    if (values.accessToken.trim() === '' && !stored.accessTokenSet)
      errors.accessToken ??= 'Inserisci il token di accesso';
    if (values.appSecret.trim() === '' && !stored.appSecretSet)
      errors.appSecret ??= "Inserisci la chiave segreta dell'app";
  }
  return errors;
}

/** What is sent: a secret left empty keeps the stored one (the server never sends it back). */
function toUpdate(values: Values): WhatsAppSettingsUpdate {
  const secret = (text: string) => (text.trim() === '' ? null : text.trim());
  return {
    provider: values.provider,
    phoneNumberId: secret(values.phoneNumberId),
    businessAccountId: secret(values.businessAccountId),
    accessToken: secret(values.accessToken),
    appSecret: secret(values.appSecret),
    reminderTemplate: values.reminderTemplate.trim(),
    reminderLanguage: values.reminderLanguage.trim(),
  };
}

const secretHelp = (set: boolean, what: string) =>
  set ? `Impostato. Lascia vuoto per mantenerlo, o scrivi ${what} per sostituirlo.` : undefined;

/** The secrets of the Cloud API: each required until the server has one, then kept if empty. */
const SECRETS = [
  {
    field: 'accessToken',
    label: 'Token di accesso',
    stored: 'accessTokenSet',
    what: 'un nuovo token',
  },
  {
    field: 'appSecret',
    label: "Chiave segreta dell'app",
    stored: 'appSecretSet',
    what: 'una nuova chiave',
  },
] as const;

export interface WhatsAppSettingsFormProps extends SaveState {
  settings: WhatsAppSettings;
  /** Resolves once saved: the secrets typed are then cleared (they show as "Impostato"). */
  onSubmit: (update: WhatsAppSettingsUpdate) => Promise<unknown>;
}

/** Sandbox or WhatsApp Cloud API: the number's ids and secrets, the webhook, the reminder template. */
export function WhatsAppSettingsForm({ settings, onSubmit, ...save }: WhatsAppSettingsFormProps) {
  const form = useCheckedForm<Values, Errors>(
    {
      provider: settings.provider,
      phoneNumberId: settings.phoneNumberId ?? '',
      businessAccountId: settings.businessAccountId ?? '',
      accessToken: '',
      appSecret: '',
      reminderTemplate: settings.reminderTemplate,
      reminderLanguage: settings.reminderLanguage,
    },
    (values) => checkWhatsAppSettings(values, settings),
    (values) => {
      // A refusal keeps everything typed; a save clears only the secrets, now stored.
      onSubmit(toUpdate(values)).then(
        () => form.set({ accessToken: '', appSecret: '' }),
        () => undefined,
      );
    },
  );
  const cloud = form.values.provider === 'CLOUD_API';

  return (
    <Form className={pageFrame.form} onSubmit={form.submit} aria-label="WhatsApp">
      <RadioGroup
        label="Canale WhatsApp"
        value={form.values.provider}
        onChange={(provider) => form.set({ provider: provider as Values['provider'] })}
      >
        <Radio value="SANDBOX">Sandbox: i messaggi restano in Agendina (prova)</Radio>
        <Radio value="CLOUD_API">
          WhatsApp Cloud API: i messaggi partono dal numero del salone
        </Radio>
      </RadioGroup>
      {cloud ? (
        <>
          <TextField
            label="ID del numero di telefono"
            isRequired
            inputMode="numeric"
            description="In Meta for Developers: WhatsApp > Configurazione API"
            {...form.field('phoneNumberId')}
          />
          <TextField
            label="ID dell'account WhatsApp Business"
            inputMode="numeric"
            {...form.field('businessAccountId')}
          />
          {SECRETS.map(({ field, label, stored, what }) => (
            <TextField
              key={field}
              label={label}
              type="password"
              autoComplete="off"
              isRequired={!settings[stored]}
              description={secretHelp(settings[stored], what)}
              {...form.field(field)}
            />
          ))}
          <Stack space="sm">
            <p className={pageFrame.muted}>
              Nella configurazione del webhook su Meta incolla questo URL di callback e questo token
              di verifica, poi iscriviti al campo «messages».
            </p>
            <dl className={pageFrame.facts}>
              <dt className={pageFrame.term}>URL di callback</dt>
              <dd className={pageFrame.value}>{settings.webhookUrl}</dd>
              <dt className={pageFrame.term}>Token di verifica</dt>
              <dd className={pageFrame.value}>{settings.verifyToken}</dd>
            </dl>
            <Inline space="sm">
              <CopyButton
                text={settings.webhookUrl}
                label="Copia URL"
                aria-label="Copia URL di callback"
                copiedMessage="URL copiato"
                fallbackLabel="URL di callback"
              />
              <CopyButton
                text={settings.verifyToken}
                label="Copia token"
                aria-label="Copia token di verifica"
                copiedMessage="Token copiato"
                fallbackLabel="Token di verifica"
              />
            </Inline>
          </Stack>
        </>
      ) : null}
      <TextField
        label="Modello del promemoria"
        description="Il nome del modello approvato in WhatsApp Manager"
        {...form.field('reminderTemplate')}
      />
      <TextField label="Lingua del modello" {...form.field('reminderLanguage')} />
      <SavedFormFooter
        {...save}
        savedMessage="Impostazioni WhatsApp salvate"
        submitLabel="Salva WhatsApp"
      />
    </Form>
  );
}
