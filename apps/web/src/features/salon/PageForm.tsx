import type { FormEvent, ReactNode } from 'react';
import { Form, FormFooter, pageFrame, type FormFooterProps } from '@agendina/ui';
import { useCheckedForm, type CheckedFormProps } from './use-checked-form.ts';

export interface PageFormProps {
  /** The form's accessible name ("Dati cliente"). */
  label: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  footer: FormFooterProps;
  children: ReactNode;
}

/** A manager form on its page: the fields one under the other, then the failure and the buttons. */
export function PageForm({ label, onSubmit, footer, children }: PageFormProps) {
  return (
    <Form className={pageFrame.form} onSubmit={onSubmit} aria-label={label}>
      {children}
      <FormFooter {...footer} />
    </Form>
  );
}

/** What useCheckedForm gives the fields of a checked form. */
export type CheckedFormState<
  V extends object,
  E extends Partial<Record<string, string>>,
> = ReturnType<typeof useCheckedForm<V, E>>;

export interface CheckedPageFormProps<
  V extends object,
  E extends Partial<Record<string, string>>,
> extends CheckedFormProps<V> {
  label: string;
  /** The values of a new record, when no initialValues are given. */
  emptyValues: V;
  check: (values: V) => E;
  children: (form: CheckedFormState<V, E>) => ReactNode;
}

/**
 * A PageForm with the state of useCheckedForm (client, supplier, service): the values as typed,
 * checked on submit and handed on only when nothing is wrong.
 */
export function CheckedPageForm<V extends object, E extends Partial<Record<string, string>>>({
  label,
  emptyValues,
  check,
  initialValues = emptyValues,
  onSubmit,
  children,
  ...footer
}: CheckedPageFormProps<V, E>) {
  const form = useCheckedForm(initialValues, check, onSubmit);
  return (
    <PageForm label={label} onSubmit={form.submit} footer={footer}>
      {children(form)}
    </PageForm>
  );
}
