import { useId, type ReactNode } from 'react';
import { joinClassNames } from '../../foundations/join-class-names.ts';
import * as fieldStyles from '../Field/Field.css.ts';
import { invalidOf } from '../Field/invalid-of.ts';
import * as styles from './PlainField.css.ts';

export interface PlainTextFieldProps {
  label: ReactNode;
  description?: ReactNode;
  /** Shown under the field; a text message makes the field invalid unless `isInvalid` says otherwise. */
  errorMessage?: ReactNode;
  isInvalid?: boolean;
  type?: 'text' | 'email' | 'password' | 'search' | 'tel' | 'url';
  name?: string;
  autoComplete?: string;
  placeholder?: string;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** Said to assistive technology (aria-required); the screen's own check gives the message. */
  isRequired?: boolean;
  isDisabled?: boolean;
  className?: string;
}

/**
 * The kit's TextField on a native <input>, without React Aria: for pages that must load fast
 * (the login, the public site). Same look (Field.css.ts), same wiring for assistive technology:
 * label for the input, description and error by aria-describedby, aria-invalid.
 */
export function PlainTextField({
  label,
  description,
  errorMessage,
  isInvalid,
  type = 'text',
  isRequired,
  isDisabled,
  onChange,
  className,
  ...input
}: PlainTextFieldProps) {
  const id = useId();
  const invalid = invalidOf(isInvalid, errorMessage) === true;
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = invalid && errorMessage ? `${id}-error` : undefined;
  return (
    <div className={joinClassNames(fieldStyles.field, className)}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <input
        {...input}
        id={id}
        type={type}
        className={joinClassNames(fieldStyles.input, styles.inputFocus)}
        disabled={isDisabled}
        aria-required={isRequired || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={[descriptionId, errorId].filter(Boolean).join(' ') || undefined}
        data-invalid={invalid || undefined}
        data-disabled={isDisabled || undefined}
        onChange={onChange ? (event) => onChange(event.target.value) : undefined}
      />
      {description ? (
        <span id={descriptionId} className={fieldStyles.description}>
          {description}
        </span>
      ) : null}
      {errorId ? (
        <span id={errorId} className={fieldStyles.error}>
          {errorMessage}
        </span>
      ) : null}
    </div>
  );
}
