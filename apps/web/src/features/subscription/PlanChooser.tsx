import { useState } from 'react';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import {
  createCheckoutMutation,
  describeErrorText,
  plansQueryOptions,
  subscriptionQueryOptions,
  type Plan,
} from '@agendina/api';
import { BILLING_INTERVALS } from '@agendina/contract';
import { Badge, Button, Radio, RadioGroup, Stack, Tiles, pageFrame } from '@agendina/ui';
import { useApi } from '../../lib/router-context.ts';
import { useCheckoutRedirect } from './checkout-redirect.ts';
import {
  intervalLabels,
  isCurrentPlan,
  priceText,
  yearlySavingText,
  type BillingInterval,
} from './subscription-text.ts';
import * as styles from './subscription.css.ts';

/**
 * The plans with a Mensile/Annuale choice. 'Abbonati' creates the checkout and sends the browser
 * to the provider's card page; it comes back to /subscription with the outcome.
 */
export function PlanChooser() {
  const api = useApi();
  const { data: plans } = useSuspenseQuery(plansQueryOptions(api));
  const { data: subscription } = useSuspenseQuery(subscriptionQueryOptions(api));
  const [interval, setInterval] = useState<BillingInterval>(subscription.interval ?? 'MONTHLY');
  const checkout = useMutation(createCheckoutMutation(api));
  const redirectTo = useCheckoutRedirect();
  // Still leaving after success: the card page is loading, a second press must not start another.
  const isLeaving = checkout.isPending || checkout.isSuccess;

  const subscribe = (plan: Plan) => {
    if (isLeaving) return;
    checkout.mutate(
      { planCode: plan.code, interval, returnUrl: `${window.location.origin}/subscription` },
      { onSuccess: (session) => redirectTo(session.url) },
    );
  };

  return (
    <Stack space="lg">
      <RadioGroup
        label="Pagamento"
        orientation="horizontal"
        value={interval}
        onChange={(value) => setInterval(value === 'YEARLY' ? 'YEARLY' : 'MONTHLY')}
      >
        {BILLING_INTERVALS.map((option) => (
          <Radio key={option} value={option}>
            {intervalLabels[option]}
          </Radio>
        ))}
      </RadioGroup>
      {checkout.error ? (
        <p role="alert" className={pageFrame.failure}>
          {describeErrorText(checkout.error)}
        </p>
      ) : null}
      <Tiles component="ul" space="md" minColumnWidth="lg" className={pageFrame.list}>
        {plans.map((plan) => {
          const saving = interval === 'YEARLY' ? yearlySavingText(plan) : null;
          const label = `${plan.name}, ${intervalLabels[interval].toLowerCase()}`;
          const leavingHere = isLeaving && checkout.variables?.planCode === plan.code;
          return (
            <li key={plan.code} className={styles.planCard} aria-label={`Piano ${plan.name}`}>
              <Stack space="sm">
                <h3 className={styles.planName}>{plan.name}</h3>
                <p className={pageFrame.muted}>{plan.description}</p>
                <p className={styles.price}>{priceText(plan, interval)}</p>
                {saving ? <p className={styles.saving}>{saving}</p> : null}
                <ul className={styles.features} aria-label={`Cosa comprende ${plan.name}`}>
                  {plan.features.map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </ul>
                {isCurrentPlan(subscription, plan, interval) ? (
                  <div>
                    <Badge tone="success">Il tuo piano attuale</Badge>
                  </div>
                ) : (
                  <div>
                    {/* Not React Aria's isPending (its announcement fails axe here). The name
                        keeps the visible text first (WCAG 2.5.3), then the plan it is for. */}
                    <Button
                      aria-label={
                        leavingHere ? `Apertura del pagamento... (${label})` : `Abbonati a ${label}`
                      }
                      onPress={() => subscribe(plan)}
                    >
                      {leavingHere ? 'Apertura del pagamento...' : 'Abbonati'}
                    </Button>
                  </div>
                )}
              </Stack>
            </li>
          );
        })}
      </Tiles>
    </Stack>
  );
}
