import { useQuery } from '@tanstack/react-query';
import { clientSchedulingPreferencesQueryOptions } from '@agendina/api';
import { Button } from '@agendina/ui';
import { useApi } from '../../lib/router-context.ts';
import { useBookingLauncher } from './BookingLauncher.tsx';
import type { PickedClient } from './wizard-state.ts';

/**
 * "Prenota" on a client's card: the wizard with the client chosen and, when the card's
 * scheduling preferences name one, their preferred operator (read when ready; never waited for).
 */
export function BookClientButton({ client }: { client: PickedClient }) {
  const open = useBookingLauncher();
  const preferences = useQuery(clientSchedulingPreferencesQueryOptions(useApi(), client.id));
  if (!open) return null;
  return (
    <Button
      variant="primary"
      onPress={() => open({ client, operatorId: preferences.data?.preferredHairdresserId ?? null })}
    >
      Prenota
    </Button>
  );
}
