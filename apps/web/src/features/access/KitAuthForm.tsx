import type { FormEvent, ReactNode } from 'react';
import { Form } from '@agendina/ui';
import * as styles from './AuthForm.css.ts';

export interface KitAuthFormProps {
  /** The form's accessible name («Registrazione»). */
  label: string;
  /** What a submit held before the app arrives says («Registrazione in corso...»). */
  waitingLabel: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

/**
 * The kit's form of a prerendered sign-in page (/signup, /verify-email). Before the app arrives
 * a submit is held and says so (early-form.ts), or, with no script at all, posts to the page and
 * nothing else: as on /login, whose plain form (LoginForm.tsx) keeps that page's smaller budget.
 */
export function KitAuthForm({ label, waitingLabel, onSubmit, children }: KitAuthFormProps) {
  return (
    <Form
      className={styles.form}
      onSubmit={onSubmit}
      aria-label={label}
      method="post"
      data-waiting-label={waitingLabel}
    >
      {children}
    </Form>
  );
}
