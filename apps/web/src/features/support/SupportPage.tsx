import { useMutation } from '@tanstack/react-query';
import { createSupportTicketMutation } from '@agendina/api';
import { useApi } from '../../lib/router-context.ts';
import { useSuccessMessage } from '../../lib/use-success-message.ts';
import { useBusinessWording } from '../salon/use-wording.ts';
import { Faq } from './Faq.tsx';
import { SupportTicketForm } from './SupportTicketForm.tsx';
import { SupportTickets } from './SupportTickets.tsx';
import { faqEntries } from './faq.ts';
import { ticketRequestOf } from './ticket-form.ts';
import * as styles from './support.css.ts';
import { pageFrame, PageSection, Page, PageTitle } from '@agendina/ui';

/** /assistenza (MODULES.md "Support"): FAQ, a form that opens a ticket, the salon's tickets. */
export function SupportPage() {
  const api = useApi();
  const wording = useBusinessWording();
  const create = useMutation(createSupportTicketMutation(api));
  const [sent, setSent] = useSuccessMessage();

  return (
    <Page>
      <PageTitle>Assistenza</PageTitle>
      <PageSection id="faq-title" title="Domande frequenti">
        <Faq entries={faqEntries(wording)} />
      </PageSection>
      <PageSection id="scrivici-title" title="Scrivici">
        <p className={pageFrame.muted}>
          Non hai trovato la risposta? Descrivi il problema: apriamo una richiesta e ti rispondiamo
          al più presto. Puoi seguirne lo stato qui sotto.
        </p>
        <SupportTicketForm
          isSubmitting={create.isPending}
          failure={create.error}
          onSubmit={(values) =>
            create.mutateAsync(ticketRequestOf(values)).then((ticket) => {
              setSent(`Richiesta «${ticket.subject}» inviata: ti risponderemo al più presto.`);
              return ticket;
            })
          }
        />
        <p role="status" className={styles.success}>
          {sent}
        </p>
      </PageSection>
      <PageSection id="richieste-title" title="Le tue richieste">
        <SupportTickets />
      </PageSection>
    </Page>
  );
}
