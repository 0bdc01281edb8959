import { useRef } from 'react';
import type { components } from '@agendina/api';
import { CATEGORY_LABELS_IT, formatDurationIt, serviceCategory } from '@agendina/scheduling';
import {
  Badge,
  Button,
  DragHandle,
  DropIndicator,
  GridList,
  GridListItem,
  IconButton,
  useDragAndDrop,
  type Key,
} from '@agendina/ui';
import { formatCents } from './service-form.ts';
import { moveByStep, moveRelative } from './reorder.ts';
import * as styles from './services.css.ts';

type Service = components['schemas']['Service'];

export interface ServiceListProps {
  /** In priority order. */
  services: readonly Service[];
  /** "Servizi" or "Trattamenti". */
  label: string;
  onReorder: (orderedIds: number[]) => void;
  onEdit: (service: Service) => void;
  onDelete: (service: Service) => void;
}

/**
 * The catalogue by priority. Reorder by dragging (mouse, touch, or the handle with Enter) or with
 * the 'Sposta su' / 'Sposta giù' buttons (WCAG 2.5.7: dragging is never the only way).
 */
export function ServiceList({ services, label, onReorder, onEdit, onDelete }: ServiceListProps) {
  const ids = services.map((s) => s.id);
  // The collection keeps rendered items across renders: handlers read the latest order here.
  const latest = useRef(ids);
  latest.current = ids;
  const { dragAndDropHooks } = useDragAndDrop({
    getItems: (keys) =>
      [...keys].map((key) => ({
        'text/plain': services.find((s) => s.id === key)?.name ?? String(key),
      })),
    onReorder: ({ keys, target }) =>
      onReorder(
        moveRelative(
          ids,
          [...keys].map(Number),
          Number(target.key),
          target.dropPosition === 'before' ? 'before' : 'after',
        ),
      ),
    renderDropIndicator: (target) => <DropIndicator target={target} />,
  });
  const move = (id: Key, step: -1 | 1) => onReorder(moveByStep(latest.current, Number(id), step));

  return (
    <GridList
      aria-label={label}
      items={services}
      dependencies={[services]}
      keyboardNavigationBehavior="tab"
      variant="separated"
      dragAndDropHooks={dragAndDropHooks}
      renderEmptyState={() => 'Nessun elemento: aggiungine uno o importa gli esempi.'}
    >
      {(service) => {
        return (
          <GridListItem id={service.id} textValue={service.name}>
            <DragHandle itemName={service.name} />
            <span className={styles.name}>{service.name}</span>
            <Badge>{CATEGORY_LABELS_IT[serviceCategory(service)]}</Badge>
            <span>{formatCents(service.price)}</span>
            <span>{formatDurationIt(service.durationMinutes)}</span>
            {service.active ? null : <Badge tone="neutral">Non attivo</Badge>}
            <IconButton
              icon="chevronDown"
              size="sm"
              className={styles.up}
              aria-label={`Sposta su ${service.name}`}
              onPress={() => move(service.id, -1)}
            />
            <IconButton
              icon="chevronDown"
              size="sm"
              aria-label={`Sposta giù ${service.name}`}
              onPress={() => move(service.id, 1)}
            />
            <Button
              variant="secondary"
              aria-label={`Modifica ${service.name}`}
              onPress={() => onEdit(service)}
            >
              Modifica
            </Button>
            <Button
              variant="secondary"
              aria-label={`Elimina ${service.name}`}
              onPress={() => onDelete(service)}
            >
              Elimina
            </Button>
          </GridListItem>
        );
      }}
    </GridList>
  );
}
