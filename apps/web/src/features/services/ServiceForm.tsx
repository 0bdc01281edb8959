import { NumberField, Select, Switch, TextField } from '@agendina/ui';
import { CheckedPageForm } from '../salon/PageForm.tsx';
import type { CheckedFormProps } from '../salon/use-checked-form.ts';
import {
  CATEGORY_OPTIONS,
  emptyServiceValues,
  validateServiceForm,
  type ServiceFormValues,
} from './service-form.ts';
import { PhasesEditor } from './PhasesEditor.tsx';

export interface ServiceFormProps extends CheckedFormProps<ServiceFormValues> {
  /** "Servizio" or "Trattamento" (business wording). */
  noun: string;
}

/** Name, category, price in euro, duration in minutes, active, phases (processing time). */
export function ServiceForm({ noun, ...props }: ServiceFormProps) {
  return (
    <CheckedPageForm
      {...props}
      label={noun}
      emptyValues={emptyServiceValues}
      check={validateServiceForm}
    >
      {({ values, set, errors, field }) => (
        <>
          <TextField label="Nome" isRequired {...field('name')} />
          <Select
            label="Categoria"
            options={CATEGORY_OPTIONS}
            selectedKey={values.category}
            onSelectionChange={(key) =>
              key !== null && set({ category: key as typeof values.category })
            }
          />
          <NumberField
            label="Prezzo"
            minValue={0}
            formatOptions={{ style: 'currency', currency: 'EUR' }}
            value={values.priceEuros}
            onChange={(priceEuros) => set({ priceEuros })}
            errorMessage={errors.price}
          />
          <NumberField
            label="Durata (minuti)"
            minValue={5}
            maxValue={600}
            step={5}
            value={values.durationMinutes}
            onChange={(durationMinutes) => set({ durationMinutes })}
            errorMessage={errors.duration}
          />
          <Switch isSelected={values.active} onChange={(active) => set({ active })}>
            Attivo
          </Switch>
          <PhasesEditor
            phases={values.phases}
            durationMinutes={values.durationMinutes}
            onChange={(phases) => set({ phases })}
            errors={errors}
          />
        </>
      )}
    </CheckedPageForm>
  );
}
