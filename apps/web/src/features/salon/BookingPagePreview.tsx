// /salone › «Prenotazioni online» › «Anteprima» (issue #34): the real booking page in a phone-sized
// frame, as the salon's clients see it. The page lets the app's own origin frame it ('self',
// bookingPageFrameHeaders in serve/security-headers.ts): its address is on that origin (0057).
import { useLayoutEffect, useRef, useState } from 'react';
import { Stack, pageFrame } from '@agendina/ui';
import * as styles from './booking-page-share.css.ts';

export interface BookingPagePreviewProps {
  /** The page's public address. */
  address: string;
  /**
   * A document shown instead of the address (srcdoc): Storybook has no booking server, and a
   * story must look the same on every run.
   */
  standIn?: string;
}

/** The phone the page is shown on (CSS px): a common phone's screen, as the clients see it. */
const PHONE = { width: 390, height: 720 } as const;

/** How much the phone shrinks to fit its box on a screen narrower than the phone (1 = not at all). */
function usePhoneScale() {
  const box = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(1);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setScale(Math.min(1, element.clientWidth / PHONE.width));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [box, scale] as const;
}

export function BookingPagePreview({ address, standIn }: BookingPagePreviewProps) {
  const [box, scale] = usePhoneScale();
  return (
    <Stack space="sm">
      <h3 className={styles.subTitle}>Anteprima</h3>
      <p className={pageFrame.muted}>Come la vedono i tuoi clienti dal telefono.</p>
      {/* Whole pixels: a fractional height left everything below it between two pixels, and the
          page's scroll (and its screenshot) landed one way or the other. */}
      <div
        ref={box}
        className={styles.phoneFit}
        style={{ height: Math.round(PHONE.height * scale) }}
      >
        <iframe
          className={styles.phone}
          style={{ transform: `scale(${scale})` }}
          width={PHONE.width}
          height={PHONE.height}
          title="Anteprima della pagina di prenotazione"
          src={address}
          srcDoc={standIn}
          // Loaded when scrolled to: /salone does not ask the booking server for a page nobody looks at.
          loading="lazy"
        />
      </div>
      <p>
        <a href={address} target="_blank" rel="noreferrer">
          Apri la pagina
        </a>
      </p>
    </Stack>
  );
}
