import type { AdminSalon } from '@agendina/api';
import { formatDateIt } from '@agendina/scheduling';
import { Badge, pageFrame } from '@agendina/ui';
import { subscriptionStatusLabels, subscriptionStatusTones } from '../admin-labels.ts';

const intervalLabels = { MONTHLY: 'Mensile', YEARLY: 'Annuale' } as const;

/** The salon's subscription as it stands, read only (the salon manages it in /subscription). */
export function SalonSubscription({ subscription }: { subscription: AdminSalon['subscription'] }) {
  return (
    <dl className={pageFrame.facts}>
      <dt className={pageFrame.term}>Stato</dt>
      <dd className={pageFrame.value}>
        <Badge tone={subscriptionStatusTones[subscription.status]}>
          {subscriptionStatusLabels[subscription.status]}
        </Badge>
      </dd>
      <dt className={pageFrame.term}>Piano</dt>
      <dd className={pageFrame.value}>
        {subscription.planName ?? subscription.planCode ?? 'Nessun piano'}
        {subscription.interval ? ` · ${intervalLabels[subscription.interval]}` : ''}
      </dd>
      <dt className={pageFrame.term}>Fine della prova</dt>
      <dd className={pageFrame.value}>
        {subscription.trialEndsAt ? formatDateIt(subscription.trialEndsAt) : '—'}
      </dd>
      <dt className={pageFrame.term}>
        {subscription.cancelAtPeriodEnd ? 'Disdetto, attivo fino al' : 'Fine del periodo pagato'}
      </dt>
      <dd className={pageFrame.value}>
        {subscription.currentPeriodEnd ? formatDateIt(subscription.currentPeriodEnd) : '—'}
      </dd>
    </dl>
  );
}

/** Operators, clients and the appointments of the last 30 days. */
export function SalonUsage({ usage }: { usage: AdminSalon['usage'] }) {
  const number = (n: number) => n.toLocaleString('it-IT');
  return (
    <dl className={pageFrame.facts}>
      <dt className={pageFrame.term}>Operatori</dt>
      <dd className={pageFrame.value}>{number(usage.operators)}</dd>
      <dt className={pageFrame.term}>Clienti</dt>
      <dd className={pageFrame.value}>{number(usage.clients)}</dd>
      <dt className={pageFrame.term}>Appuntamenti negli ultimi 30 giorni</dt>
      <dd className={pageFrame.value}>{number(usage.appointmentsLast30Days)}</dd>
    </dl>
  );
}
