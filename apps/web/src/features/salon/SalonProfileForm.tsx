import { useState, type FormEvent } from 'react';
import type { CurrentUser } from '@agendina/api';
import {
  composePhoneNumber,
  normaliseCodiceFiscale,
  splitPhoneNumber,
  validateCodiceFiscale,
  validatePartitaIva,
  validatePhone,
} from '@agendina/scheduling';
import {
  BUSINESS_TYPES,
  BUSINESS_WORDING,
  Form,
  PhoneField,
  Select,
  TextField,
  type BusinessType,
  pageFrame,
} from '@agendina/ui';
import { SavedFormFooter, type SaveState } from './SavedFormFooter.tsx';

export interface SalonProfile {
  name: string;
  address: string | null;
  phoneNumber: string | null;
  businessType: BusinessType;
  vatNumber: string | null;
  fiscalCode: string | null;
}

type Errors = Partial<Record<'name' | 'phone' | 'vat' | 'fiscal', string>>;

const typeOptions = BUSINESS_TYPES.map((id) => ({ id, name: BUSINESS_WORDING[id].label }));
const blankToNull = (text: string) => (text.trim() === '' ? null : text.trim());

export interface SalonProfileFormProps extends SaveState {
  user: CurrentUser;
  onSubmit: (profile: SalonProfile) => void;
}

/** Name, address, phone, business type, Partita IVA (check digit) and codice fiscale. */
export function SalonProfileForm({ user, onSubmit, ...save }: SalonProfileFormProps) {
  const phone = splitPhoneNumber(user.phoneNumber);
  const [name, setName] = useState(user.name);
  const [address, setAddress] = useState(user.address ?? '');
  const [prefix, setPrefix] = useState(phone.prefix);
  const [digits, setDigits] = useState(phone.digits);
  const [type, setType] = useState<BusinessType>(user.businessType);
  const [vat, setVat] = useState(user.vatNumber ?? '');
  const [fiscal, setFiscal] = useState(user.fiscalCode ?? '');
  const [errors, setErrors] = useState<Errors>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Errors = {};
    if (name.trim() === '') found.name = "Inserisci il nome dell'attività";
    const phoneError = validatePhone(digits, prefix);
    if (phoneError) found.phone = phoneError;
    const vatError = vat.trim() === '' ? null : validatePartitaIva(vat);
    if (vatError) found.vat = vatError;
    const fiscalError = validateCodiceFiscale(fiscal);
    if (fiscalError) found.fiscal = fiscalError;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onSubmit({
      name: name.trim(),
      address: blankToNull(address),
      phoneNumber: composePhoneNumber(prefix, digits),
      businessType: type,
      vatNumber: blankToNull(vat),
      fiscalCode: fiscal.trim() === '' ? null : normaliseCodiceFiscale(fiscal),
    });
  };

  return (
    <Form className={pageFrame.form} onSubmit={submit} aria-label="Profilo">
      <TextField
        label="Nome dell'attività"
        isRequired
        value={name}
        onChange={setName}
        errorMessage={errors.name}
      />
      <TextField label="Indirizzo" value={address} onChange={setAddress} />
      <PhoneField
        label="Telefono"
        prefix={prefix}
        onPrefixChange={setPrefix}
        number={digits}
        onNumberChange={setDigits}
        errorMessage={errors.phone ?? null}
      />
      <TextField
        label="E-mail"
        value={user.email}
        isReadOnly
        description="L'e-mail di accesso non si modifica da qui"
      />
      <Select
        label="Tipo di attività"
        options={typeOptions}
        selectedKey={type}
        onSelectionChange={(key) => key !== null && setType(key as BusinessType)}
      />
      <TextField label="Partita IVA" value={vat} onChange={setVat} errorMessage={errors.vat} />
      <TextField
        label="Codice fiscale"
        value={fiscal}
        onChange={setFiscal}
        errorMessage={errors.fiscal}
      />
      <SavedFormFooter {...save} savedMessage="Profilo salvato" submitLabel="Salva profilo" />
    </Form>
  );
}
