import { useId } from 'react';
import {
  DEFAULT_PHONE_PREFIX,
  PHONE_INPUT_MAX_LENGTH,
  PHONE_PREFIXES,
  sanitisePhoneInput,
  type PhonePrefix,
} from '@agendina/scheduling';
import { Input, TextField } from 'react-aria-components';
import { t } from '../../intl/it-IT.ts';
import { Select } from '../Select/Select.tsx';
import * as fieldStyles from '../Field/Field.css.ts';
import * as styles from './PhoneField.css.ts';

export interface PhoneFieldProps {
  label?: string;
  prefix?: PhonePrefix;
  onPrefixChange?: (prefix: PhonePrefix) => void;
  /** The digits after the prefix. */
  number: string;
  onNumberChange: (digits: string) => void;
  /** The validation message to show (e.g. 'Il numero deve essere di almeno 6 cifre'). */
  errorMessage?: string | null;
  description?: string;
  isDisabled?: boolean;
}

const prefixOptions = PHONE_PREFIXES.map((p) => ({ id: p, name: p }));

/** Country prefix (+39 by default) and digits; non-digits are dropped, at most 15 characters. */
export function PhoneField({
  label = t('phone'),
  prefix = DEFAULT_PHONE_PREFIX,
  onPrefixChange,
  number,
  onNumberChange,
  errorMessage,
  description,
  isDisabled,
}: PhoneFieldProps) {
  const labelId = useId();
  const errorId = useId();
  const descriptionId = useId();
  const describedBy = [errorMessage ? errorId : null, description ? descriptionId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div role="group" aria-labelledby={labelId} className={fieldStyles.field}>
      <span id={labelId} className={fieldStyles.label}>
        {label}
      </span>
      <div className={styles.row}>
        <Select
          aria-label={t('phonePrefix')}
          className={styles.prefix}
          options={prefixOptions}
          selectedKey={prefix}
          onSelectionChange={(key) => onPrefixChange?.(key as PhonePrefix)}
          isDisabled={isDisabled}
        />
        <TextField
          aria-label={t('phoneNumber')}
          className={styles.number}
          value={number}
          onChange={(text) => onNumberChange(sanitisePhoneInput(text))}
          isInvalid={Boolean(errorMessage)}
          isDisabled={isDisabled}
          aria-describedby={describedBy || undefined}
        >
          <Input
            className={fieldStyles.input}
            inputMode="tel"
            autoComplete="tel-national"
            maxLength={PHONE_INPUT_MAX_LENGTH}
          />
        </TextField>
      </div>
      {description ? (
        <span id={descriptionId} className={fieldStyles.description}>
          {description}
        </span>
      ) : null}
      {errorMessage ? (
        <span id={errorId} className={fieldStyles.error}>
          {errorMessage}
        </span>
      ) : null}
    </div>
  );
}
