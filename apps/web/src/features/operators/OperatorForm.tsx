import type { components } from '@agendina/api';
import type { WeeklyHours } from '@agendina/scheduling';
import {
  Checkbox,
  CheckboxGroup,
  Select,
  Switch,
  TextField,
  type BusinessWording,
  pageFrame,
  type FormFooterProps,
} from '@agendina/ui';
import { PageForm } from '../salon/PageForm.tsx';
import { useCheckedForm } from '../salon/use-checked-form.ts';
import { WeeklyHoursEditor } from '../salon/WeeklyHoursEditor.tsx';
import {
  roleOptions,
  validateOperatorForm,
  type OperatorFormErrors,
  type OperatorFormValues,
} from './operator-form.ts';

type Service = components['schemas']['Service'];

export interface OperatorFormProps extends FormFooterProps {
  initialValues: OperatorFormValues;
  wording: BusinessWording;
  services: readonly Service[];
  onSubmit: (values: OperatorFormValues, workingHours: string | null) => void;
  /** The salon's opening hours: «Aggiungi fascia» offers free time inside them. */
  salonHours?: WeeklyHours | null;
}

/** Name, role, colour, the services performed and the working hours. */
export function OperatorForm({
  initialValues,
  wording,
  services,
  onSubmit,
  salonHours = null,
  ...footer
}: OperatorFormProps) {
  const { values, set, errors, submit, field } = useCheckedForm<
    OperatorFormValues,
    OperatorFormErrors
  >(
    initialValues,
    (checked) => validateOperatorForm(checked).errors,
    (valid) => onSubmit(valid, validateOperatorForm(valid).workingHours),
  );

  return (
    <PageForm label={wording.operator} onSubmit={submit} footer={footer}>
      <TextField label="Nome" isRequired {...field('name')} />
      <Select
        label="Ruolo"
        options={roleOptions(wording)}
        selectedKey={values.role}
        onSelectionChange={(key) =>
          key !== null && set({ role: key as OperatorFormValues['role'] })
        }
      />
      <TextField
        label="Colore nel calendario"
        type="color"
        value={values.colorCode}
        onChange={(colorCode) => set({ colorCode })}
        errorMessage={errors.colorCode}
      />
      <CheckboxGroup
        label={`${wording.services} che esegue`}
        // A checkbox's value is form text: the ids become text here and numbers again right away.
        value={values.serviceIds.map(String)}
        onChange={(checked) => set({ serviceIds: checked.map(Number) })}
      >
        {services.map((s) => (
          <Checkbox key={s.id} value={String(s.id)}>
            {s.name}
          </Checkbox>
        ))}
      </CheckboxGroup>
      <Switch
        isSelected={values.followsSalonHours}
        onChange={(followsSalonHours) => set({ followsSalonHours })}
      >
        Stessi orari di apertura
      </Switch>
      {values.followsSalonHours ? null : (
        <WeeklyHoursEditor
          label="Orari di lavoro"
          value={values.hours}
          onChange={(hours) => set({ hours })}
          opening={salonHours}
        />
      )}
      {errors.hours ? (
        <p role="alert" className={pageFrame.failure}>
          {errors.hours}
        </p>
      ) : null}
    </PageForm>
  );
}
