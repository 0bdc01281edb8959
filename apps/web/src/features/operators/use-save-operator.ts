import { useMutation } from '@tanstack/react-query';
import {
  createHairdresserMutation,
  updateHairdresserMutation,
  updateHairdresserServicesMutation,
  updateHairdresserWorkingHoursMutation,
  type Hairdresser,
} from '@agendina/api';
import { useApi } from '../../lib/router-context.ts';
import type { OperatorFormValues } from './operator-form.ts';

/** Create in one call; an edit is details, then services, then working hours. */
export function useSaveOperator(operator: Hairdresser | null) {
  const api = useApi();
  const create = useMutation(createHairdresserMutation(api));
  const update = useMutation(updateHairdresserMutation(api));
  const services = useMutation(updateHairdresserServicesMutation(api));
  const hours = useMutation(updateHairdresserWorkingHoursMutation(api));
  const all = [create, update, services, hours];

  const save = async (values: OperatorFormValues, workingHours: string | null) => {
    all.forEach((m) => m.reset());
    const { serviceIds } = values;
    const details = { name: values.name.trim(), role: values.role, colorCode: values.colorCode };
    if (!operator) {
      await create.mutateAsync({
        ...details,
        serviceIds,
        ...(workingHours === null ? {} : { workingHours }),
      });
      return;
    }
    await update.mutateAsync({ id: operator.id, body: details });
    await services.mutateAsync({ id: operator.id, serviceIds });
    await hours.mutateAsync({ id: operator.id, workingHours });
  };

  return {
    save,
    isPending: all.some((m) => m.isPending),
    error: all.find((m) => m.error)?.error ?? null,
  };
}
