import { useQueryClient } from '@tanstack/react-query';
import { clientSchedulingPreferencesQueryOptions } from '@agendina/api';
import { Button } from '@agendina/ui';
import { useApi } from '../../lib/router-context.ts';
import { useBookingLauncher } from './BookingLauncher.tsx';
import type { PickedClient } from './wizard-state.ts';

/**
 * "Prenota" on a client's card: the wizard with the client chosen and, when the card's
 * scheduling preferences name one, their preferred operator (the card has them cached; a
 * failure to read them books without).
 */
export function BookClientButton({ client }: { client: PickedClient }) {
  const open = useBookingLauncher();
  const api = useApi();
  const queryClient = useQueryClient();
  if (!open) return null;
  const book = async () => {
    const preferences = await queryClient
      .ensureQueryData(clientSchedulingPreferencesQueryOptions(api, client.id))
      .catch(() => null);
    open({ client, operatorId: preferences?.preferredHairdresserId ?? null });
  };
  return (
    <Button variant="primary" onPress={() => void book()}>
      Prenota
    </Button>
  );
}
