import type { ReactNode } from 'react';
import { FieldError, Label, Text } from 'react-aria-components';
import * as styles from './Field.css.ts';

/** The props every field of the kit adds to its React Aria component. */
export interface FieldChromeProps {
  label?: ReactNode;
  description?: ReactNode;
  /** Shown under the field when it is invalid (pass `isInvalid` for a server or rule message). */
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
