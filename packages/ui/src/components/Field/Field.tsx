import type { ReactNode } from 'react';
import { FieldError, Label, Text } from 'react-aria-components';
import { composeClassName } from '../../foundations/class-name.ts';
import * as styles from './Field.css.ts';
import { invalidOf } from './invalid-of.ts';

/** The props every field of the kit adds to its React Aria component. */
export interface FieldChromeProps {
  label?: ReactNode;
  description?: ReactNode;
  /** Shown under the field; a text message makes the field invalid unless `isInvalid` says otherwise. */
  errorMessage?: ReactNode;
}

/** Label on top, description and error below: the chrome shared by every field. */
export function FieldLabel({ children }: { children: ReactNode }) {
  return children ? <Label className={styles.label}>{children}</Label> : null;
}

export function FieldHelp({ description, errorMessage }: Omit<FieldChromeProps, 'label'>) {
  return (
    <>
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </>
  );
}

/**
 * The root props of a kit field: the caller's own, invalid when there is a message to show
 * (invalidOf), and the field's class before the caller's (which may be a function of React
 * Aria's render props). The message itself goes to FieldHelp.
 */
export function fieldRoot<
  P extends {
    isInvalid?: boolean;
    errorMessage?: ReactNode;
    className?: string | ((renderProps: U) => string);
  },
  U,
>({ errorMessage, className, ...props }: P) {
  return {
    ...props,
    isInvalid: invalidOf(props.isInvalid, errorMessage),
    className: composeClassName<U>(className, styles.field),
  };
}
