import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { clientQueryOptions, emailReceiptMutation } from '@agendina/api';
import { Button, Form, Inline, TextField, pageFrame, FailureMessage } from '@agendina/ui';
import { useApi } from '../../../lib/router-context.ts';
import type { Receipt } from './receipt-labels.ts';

/**
 * "Invia per e-mail": the address (the client's, when the receipt has a client with one) and a
 * copy queued in the mail outbox. The server's refusal shows under the form; the address stays.
 */
export function EmailReceiptForm({ receipt }: { receipt: Receipt }) {
  const api = useApi();
  const client = useQuery({
    ...clientQueryOptions(api, receipt.clientId ?? 0),
    enabled: receipt.clientId !== undefined,
  });
  const send = useMutation(emailReceiptMutation(api));
  // null until the user types: until then the field shows the client's e-mail once it arrives.
  const [typed, setTyped] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const email = typed ?? client.data?.email ?? '';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const empty = email.trim() === '';
    setMissing(empty);
    if (!empty) send.mutate({ id: receipt.id, email });
  };

  return (
    <Form className={pageFrame.form} onSubmit={submit} aria-label="Invia lo scontrino per e-mail">
      <TextField
        label="Indirizzo e-mail"
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={(value) => {
          setTyped(value);
          send.reset();
        }}
        errorMessage={missing ? 'Inserisci l’indirizzo e-mail a cui inviare la copia' : undefined}
        isInvalid={missing}
      />
      <FailureMessage error={send.error} />
      <p role="status" className={pageFrame.muted}>
        {send.data
          ? `Copia dello scontrino inviata a ${send.data.email}: parte appena la posta la spedisce.`
          : null}
      </p>
      <Inline space="sm">
        <Button type="submit" variant="secondary" isDisabled={send.isPending}>
          Invia per e-mail
        </Button>
      </Inline>
    </Form>
  );
}
