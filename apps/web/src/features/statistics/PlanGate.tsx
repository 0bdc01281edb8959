import { PLANS } from '@agendina/scheduling';
import { Link, PageSection, Stack, pageFrame } from '@agendina/ui';
import { PANEL_SUMMARIES } from './panel-summaries.ts';

/**
 * /statistiche on a plan without statistics (Base, Pro): why, in the server's words
 * (statisticsRefusal), what Premium adds, and the way to it.
 * Nothing is asked of the statistics' endpoints (issue #36): the server would refuse them.
 */
export function PlanGate({ reason }: { reason: string }) {
  // The plan that has them: its other lines say what else it brings.
  const premium = PLANS.find((plan) => plan.entitlements.statistics);
  return (
    <PageSection id="piano-title" title={reason}>
      <Stack space="md">
        <p className={pageFrame.muted}>
          Con il piano {premium?.name ?? 'Premium'} vedi l&apos;andamento del salone per il periodo
          che scegli, confrontato con il periodo precedente, e scarichi ogni tabella in CSV:
        </p>
        <ul>
          {PANEL_SUMMARIES.map((summary) => (
            <li key={summary}>{summary}</li>
          ))}
        </ul>
        {premium ? (
          <>
            <p className={pageFrame.muted}>Il piano {premium.name} comprende anche:</p>
            <ul>
              {premium.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          </>
        ) : null}
        <p>
          <Link href="/subscription">Scegli un piano</Link>
        </p>
      </Stack>
    </PageSection>
  );
}
