import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dataOf, defaultServicesQueryOptions, serviceKeys, type Service } from '@agendina/api';
import { foldItalian } from '@agendina/scheduling';
import { Button, ConfirmDialog, FailureMessage } from '@agendina/ui';
import { sessionStore } from '../../lib/api.ts';
import { useApi } from '../../lib/router-context.ts';

type BusinessType = 'PARRUCCHIERE' | 'ESTETISTA' | 'MASSAGGIATORE';
const isBusinessType = (v: unknown): v is BusinessType =>
  v === 'PARRUCCHIERE' || v === 'ESTETISTA' || v === 'MASSAGGIATORE';

/**
 * 'Servizi di esempio': fetches the examples for the business type and creates those whose name
 * the catalogue does not have yet (accents and case ignored).
 */
export function ImportDefaults({ existing }: { existing: readonly Service[] }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [isAsking, setAsking] = useState(false);
  const [imported, setImported] = useState<number | null>(null);
  const type = sessionStore.getUser()?.businessType;
  const importAll = useMutation({
    mutationFn: async () => {
      const defaults = await queryClient.fetchQuery(
        defaultServicesQueryOptions(api, isBusinessType(type) ? type : null),
      );
      const have = new Set(existing.map((s) => foldItalian(s.name)));
      const missing = defaults.filter((d) => !have.has(foldItalian(d.name)));
      for (const d of missing) {
        dataOf(
          await api.POST('/services', {
            body: {
              name: d.name,
              category: d.category,
              price: d.price,
              durationMinutes: d.durationMinutes,
              priority: d.priority,
              active: true,
            },
          }),
        );
      }
      return missing.length;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: serviceKeys.all }),
    onSuccess: setImported,
  });

  return (
    <>
      <Button variant="secondary" isDisabled={importAll.isPending} onPress={() => setAsking(true)}>
        {importAll.isPending ? 'Importazione...' : 'Servizi di esempio'}
      </Button>
      <FailureMessage error={importAll.error} />
      {imported !== null ? (
        <p role="status">
          {imported === 0
            ? 'Nessun esempio da aggiungere: li hai già tutti'
            : `Aggiunti ${imported} esempi`}
        </p>
      ) : null}
      <ConfirmDialog
        isOpen={isAsking}
        onOpenChange={setAsking}
        title="Importare gli esempi?"
        message="Aggiungiamo al catalogo gli esempi tipici della tua attività che non hai ancora. Potrai modificarli o eliminarli."
        confirmLabel="Importa"
        onConfirm={() => importAll.mutate()}
      />
    </>
  );
}
