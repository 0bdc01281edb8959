import { useQuery } from '@tanstack/react-query';
import { hairdressersQueryOptions, servicesQueryOptions, type components } from '@agendina/api';
import { Button } from '@agendina/ui';
import { useApi } from '../../lib/router-context.ts';
import { useBookingLauncher } from './BookingLauncher.tsx';
import { conversationBooking } from './request-prefill.ts';

type Schemas = components['schemas'];

/**
 * "Prenota" for what a client asked in a WhatsApp conversation: its services, operator and
 * preferred time matched to the salon's catalogue. Until the conversation loads it books the
 * client alone (the callback knows who, not what).
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
  const services = useQuery(servicesQueryOptions(api));
  const operators = useQuery(hairdressersQueryOptions(api));
  if (!open) return null;
  return (
    <Button
      variant="secondary"
      aria-label={ariaLabel}
      onPress={() => {
        onOpen?.();
        open(
          conversation
            ? conversationBooking(conversation, services.data ?? [], operators.data ?? [])
            : { client },
        );
      }}
    >
      Prenota
    </Button>
  );
}
