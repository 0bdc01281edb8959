// An online request opened from the calendar or the list (issue #34): «Accetta la richiesta» or
// «Rifiuta la richiesta», as in «Richieste da confermare»; the server tells the client.
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  acceptAppointmentRequestMutation,
  declineAppointmentRequestMutation,
  describeError,
} from '@agendina/api';
import type { NormalisedAppointment } from '@agendina/scheduling';
import { Button, Inline, Stack } from '@agendina/ui';
import { useApi } from '../../lib/router-context.ts';
import { DeclineRequestDialog } from './DeclineRequestDialog.tsx';
import * as styles from './appointments-page.css.ts';

export function RequestAnswer({ appointment: a }: { appointment: NormalisedAppointment }) {
  const api = useApi();
  const accept = useMutation(acceptAppointmentRequestMutation(api));
  const decline = useMutation(declineAppointmentRequestMutation(api));
  const [isDeclining, setDeclining] = useState(false);
  return (
    <Stack space="sm">
      <p className={styles.muted}>
        Richiesta online: l’orario è tenuto finché non rispondi. Il cliente riceve la risposta.
      </p>
      {accept.isError ? <p role="alert">{describeError(accept.error).message}</p> : null}
      <Inline space="sm">
        <Button isDisabled={accept.isPending} onPress={() => accept.mutate(Number(a.id))}>
          Accetta la richiesta
        </Button>
        <Button
          variant="secondary"
          onPress={() => {
            decline.reset();
            setDeclining(true);
          }}
        >
          Rifiuta la richiesta
        </Button>
      </Inline>
      <DeclineRequestDialog
        isOpen={isDeclining}
        onOpenChange={setDeclining}
        isDeclining={decline.isPending}
        error={decline.isError ? describeError(decline.error).message : null}
        onDecline={(note, close) =>
          decline.mutate({ id: Number(a.id), note }, { onSuccess: () => close() })
        }
      />
    </Stack>
  );
}
