// /salone › «Prenotazioni online» › «Codice QR» (issue #34): the page's address as a QR code to
// print at the desk, an SVG on screen (crisp at any zoom) and the same SVG to download.
import { useEffect, useState } from 'react';
import { Stack, pageFrame } from '@agendina/ui';
import {
  encodeQr,
  qrDownloadHref,
  qrFileName,
  qrLabel,
  qrPath,
  qrSvgDocument,
  type QrModules,
} from './booking-page-qr.ts';
import * as styles from './booking-page-share.css.ts';

export interface BookingPageQrProps {
  /** The page's public address, what the code holds. */
  address: string;
  /** The page's slug, for the file's name. */
  slug: string;
}

type Encoded = { address: string; modules: QrModules } | { address: string; failed: true };

/** The code's modules once the encoder's chunk has loaded; `failed` if it could not load. */
function useQrModules(address: string): QrModules | 'loading' | 'failed' {
  const [encoded, setEncoded] = useState<Encoded | null>(null);
  useEffect(() => {
    let current = true;
    encodeQr(address).then(
      (modules) => current && setEncoded({ address, modules }),
      () => current && setEncoded({ address, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [address]);
  // A code drawn for an older address is never shown for the new one.
  if (encoded?.address !== address) return 'loading';
  return 'failed' in encoded ? 'failed' : encoded.modules;
}

export function BookingPageQr({ address, slug }: BookingPageQrProps) {
  const modules = useQrModules(address);
  const label = qrLabel(address);
  return (
    <Stack space="sm">
      <h3 className={styles.subTitle}>Codice QR</h3>
      <p className={pageFrame.muted}>
        Stampalo e mettilo alla cassa o in vetrina: chi lo inquadra con il telefono apre la tua
        pagina.
      </p>
      {modules === 'failed' ? (
        <p role="alert" className={pageFrame.failure}>
          Il codice QR non si è caricato. Ricarica la pagina e riprova.
        </p>
      ) : modules === 'loading' ? (
        // The code's own room, kept while the encoder loads: nothing below it jumps.
        <div className={styles.qr} />
      ) : (
        <>
          <svg
            role="img"
            aria-label={label}
            className={styles.qr}
            viewBox={`0 0 ${modules.length} ${modules.length}`}
            shapeRendering="crispEdges"
          >
            {/* Black on white whatever the theme: what every scanner reads. */}
            <rect width={modules.length} height={modules.length} fill="#fff" />
            <path d={qrPath(modules)} fill="#000" />
          </svg>
          <p>
            <a href={qrDownloadHref(qrSvgDocument(modules, label))} download={qrFileName(slug)}>
              Scarica il codice QR
            </a>
          </p>
        </>
      )}
    </Stack>
  );
}
