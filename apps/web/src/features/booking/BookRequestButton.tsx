import { useQueryClient } from '@tanstack/react-query';
import { hairdressersQueryOptions, servicesQueryOptions, type components } from '@agendina/api';
import { Button } from '@agendina/ui';
import { useApi } from '../../lib/router-context.ts';
import { useBookingLauncher } from './BookingLauncher.tsx';
import { conversationBooking } from './request-prefill.ts';

type Schemas = components['schemas'];

/**
 * "Prenota" for what a client asked: with a WhatsApp conversation, its services, operator and
 * preferred time matched to the salon's catalogue (read on the press, from the cache when the
 * wizard was opened before); a callback alone books the client (it knows who, not what).
 */
export function BookRequestButton({
  conversation,
  client,
  onOpen,
  'aria-label': ariaLabel,
}: {
  conversation: Schemas['ConversationSummary'] | null;
  client: { id: number; name: string } | null;
  /** Called before the wizard opens (a dialog closes itself first, so focus is not trapped). */
  onOpen?: () => void;
  /** In a list of requests: "Prenota per Anna Verdi". */
  'aria-label'?: string;
}) {
  const open = useBookingLauncher();
  const api = useApi();
  const queryClient = useQueryClient();
  if (!open) return null;
  const book = async () => {
    if (conversation === null) {
      onOpen?.();
      open({ client });
      return;
    }
    // Without the catalogue the names match nothing: the wizard opens with the time alone.
    const [services, operators] = await Promise.all([
      queryClient.ensureQueryData(servicesQueryOptions(api)).catch(() => []),
      queryClient.ensureQueryData(hairdressersQueryOptions(api)).catch(() => []),
    ]);
    onOpen?.();
    open(conversationBooking(conversation, services, operators));
  };
  return (
    <Button variant="secondary" aria-label={ariaLabel} onPress={() => void book()}>
      Prenota
    </Button>
  );
}
