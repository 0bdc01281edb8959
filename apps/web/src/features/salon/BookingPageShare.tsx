// /salone › «Prenotazioni online», once the page is on and saved (issue #34): where the clients
// find it. Its link, its QR code to print, the snippet for the salon's own site, and a preview.
import { Columns, ColumnsItem, CopyButton, Stack, pageFrame } from '@agendina/ui';
import { BookingPagePreview } from './BookingPagePreview.tsx';
import { BookingPageQr } from './BookingPageQr.tsx';
import { widgetSnippet } from './online-booking-form.ts';
import * as styles from './booking-page-share.css.ts';

export interface BookingPageShareProps {
  /** Where the page lives (the web app's own origin). */
  origin: string;
  /** The saved address: only a saved page is real. */
  slug: string;
  /** The preview's stand-in document (BookingPagePreviewProps.standIn). */
  previewStandIn?: string;
}

export function BookingPageShare({ origin, slug, previewStandIn }: BookingPageShareProps) {
  const address = `${origin}/prenota/${slug}`;
  return (
    <Stack space="md">
      <p>
        La tua pagina:{' '}
        <a href={address} target="_blank" rel="noreferrer">
          {address}
        </a>
      </p>
      <Columns space="xl" collapseBelow="desktop">
        <ColumnsItem>
          <Stack space="lg">
            <BookingPageQr address={address} slug={slug} />
            <Stack space="sm">
              <h3 className={styles.subTitle}>Sul tuo sito</h3>
              <p className={pageFrame.muted}>
                Per aprirla sopra il tuo sito, inserisci questo codice dove vuoi il pulsante e
                scrivi il sito tra quelli che possono mostrarla.
              </p>
              <CopyButton
                text={widgetSnippet(origin, slug)}
                label="Copia il codice per il tuo sito"
                copiedMessage="Codice copiato"
                fallbackLabel="Codice per il tuo sito"
              />
            </Stack>
          </Stack>
        </ColumnsItem>
        <ColumnsItem width="content">
          <BookingPagePreview address={address} standIn={previewStandIn} />
        </ColumnsItem>
      </Columns>
    </Stack>
  );
}
