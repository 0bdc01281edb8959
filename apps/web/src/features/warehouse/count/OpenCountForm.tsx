import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { openInventoryCountMutation } from '@agendina/api';
import {
  Button,
  FailureMessage,
  Form,
  Inline,
  PageSection,
  TextField,
  pageFrame,
} from '@agendina/ui';
import { useApi } from '../../../lib/router-context.ts';

/** /magazzino/inventario with no count open: a note (optional) and «Apri inventario». */
export function OpenCountForm() {
  const api = useApi();
  const [note, setNote] = useState('');
  const openCount = useMutation(openInventoryCountMutation(api));
  return (
    <PageSection id="nuovo-inventario" title="Nuovo inventario">
      <Form
        className={pageFrame.form}
        aria-label="Nuovo inventario"
        onSubmit={(event) => {
          event.preventDefault();
          openCount.mutate(note.trim() === '' ? null : note.trim());
        }}
      >
        <p className={pageFrame.muted}>
          Apri un inventario, conta i prodotti sugli scaffali e chiudilo: le quantità del magazzino
          diventano quelle contate.
        </p>
        <TextField
          label="Nota"
          description="Facoltativa, es. «Fine anno»"
          value={note}
          onChange={setNote}
          maxLength={200}
        />
        <FailureMessage error={openCount.error} />
        <Inline space="sm">
          <Button type="submit" isDisabled={openCount.isPending}>
            Apri inventario
          </Button>
        </Inline>
      </Form>
    </PageSection>
  );
}
