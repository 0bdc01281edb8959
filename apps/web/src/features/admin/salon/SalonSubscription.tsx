import type { AdminSalon } from '@agendina/api';
import { formatDateIt } from '@agendina/scheduling';
import { Badge } from '@agendina/ui';
import { subscriptionStatusLabels, subscriptionStatusTones } from '../admin-labels.ts';
import * as layout from '../../salon/layout.css.ts';

const intervalLabels = { MONTHLY: 'Mensile', YEARLY: 'Annuale' } as const;

/** The salon's subscription as it stands, read only (the salon manages it in /subscription). */
export function SalonSubscription({ subscription }: { subscription: AdminSalon['subscription'] }) {
  return (
    <dl className={layout.facts}>
      <dt className={layout.term}>Stato</dt>
      <dd className={layout.value}>
        <Badge tone={subscriptionStatusTones[subscription.status]}>
          {subscriptionStatusLabels[subscription.status]}
        </Badge>
      </dd>
      <dt className={layout.term}>Piano</dt>
      <dd className={layout.value}>
        {subscription.planName ?? subscription.planCode ?? 'Nessun piano'}
        {subscription.interval ? ` · ${intervalLabels[subscription.interval]}` : ''}
      </dd>
      <dt className={layout.term}>Fine della prova</dt>
      <dd className={layout.value}>
        {subscription.trialEndsAt ? formatDateIt(subscription.trialEndsAt) : '—'}
      </dd>
      <dt className={layout.term}>
        {subscription.cancelAtPeriodEnd ? 'Disdetto, attivo fino al' : 'Fine del periodo pagato'}
      </dt>
      <dd className={layout.value}>
        {subscription.currentPeriodEnd ? formatDateIt(subscription.currentPeriodEnd) : '—'}
      </dd>
    </dl>
  );
}

/** Operators, clients and the appointments of the last 30 days. */
export function SalonUsage({ usage }: { usage: AdminSalon['usage'] }) {
  const number = (n: number) => n.toLocaleString('it-IT');
  return (
    <dl className={layout.facts}>
      <dt className={layout.term}>Operatori</dt>
      <dd className={layout.value}>{number(usage.operators)}</dd>
      <dt className={layout.term}>Clienti</dt>
      <dd className={layout.value}>{number(usage.clients)}</dd>
      <dt className={layout.term}>Appuntamenti negli ultimi 30 giorni</dt>
      <dd className={layout.value}>{number(usage.appointmentsLast30Days)}</dd>
    </dl>
  );
}
