/**
 * What Agendina does and what is still coming, written once (issue #31). The home page, the FAQ
 * (and so its FAQPage JSON-LD), the trade pages and the accessibility statement read it; a
 * feature ships by changing its `state` here, and product-features.test.ts fails when any page
 * still calls a shipped feature «in arrivo».
 */
export const FEATURE_STATES = ['disponibile', 'in-arrivo'] as const;
export type FeatureState = (typeof FEATURE_STATES)[number];

export interface ProductFeature {
  state: FeatureState;
  /** A card title. */
  title: string;
  /** What it does, as a sentence: for a coming feature, what it will do. */
  text: string;
  /** The words a sentence about this feature uses: the copy test looks for them. */
  keywords: readonly RegExp[];
}

export type FeatureId = 'reschedule' | 'reminders' | 'processingTime' | 'onlineBooking';

// Typed as the record, not `as const`: a page asks a feature's state at run time, and the
// answer changes here without touching the page.
export const PRODUCT_FEATURES: Readonly<Record<FeatureId, ProductFeature>> = {
  reschedule: {
    state: 'disponibile',
    title: 'Spostare gli appuntamenti',
    text: 'Un appuntamento si sposta trascinandolo nel calendario, oppure da tastiera con «Sposta» nel suo dettaglio; il nuovo orario passa gli stessi controlli di una prenotazione.',
    keywords: [/\bspost/i, /trascin/i],
  },
  reminders: {
    state: 'disponibile',
    title: 'Promemoria 24 ore prima',
    text: 'Il giorno prima della visita Agendina manda al cliente un promemoria su WhatsApp (o per e-mail, se non ha un cellulare) con un link per confermare o disdire; in agenda vedi chi ha confermato.',
    keywords: [/promemoria/i],
  },
  processingTime: {
    state: 'disponibile',
    title: 'Tempi di posa',
    text: 'Un servizio può avere le sue fasi, come applicazione, posa e risciacquo: durante la posa l’operatore è libero per un’altra cliente.',
    keywords: [/tempo di posa|tempi di posa/i],
  },
  onlineBooking: {
    state: 'disponibile',
    title: 'Prenotazione online',
    text: 'Una pagina del salone dove i clienti prenotano da soli, anche di notte: vedono solo gli orari liberi, calcolati con le stesse regole della tua agenda, e confermano il numero con un codice.',
    keywords: [/prenot\w* (da soli|online)|pagina (pubblica )?(di|per) prenot/i],
  },
};

const entries = Object.entries(PRODUCT_FEATURES) as [FeatureId, ProductFeature][];

/** The features that are there today, in the list's order. */
export const shippedFeatures = (): ProductFeature[] =>
  entries.filter(([, feature]) => feature.state === 'disponibile').map(([, feature]) => feature);

/** The features still coming, in the list's order. */
export const comingFeatures = (): ProductFeature[] =>
  entries.filter(([, feature]) => feature.state === 'in-arrivo').map(([, feature]) => feature);

/** "a, b e c": the names of some features inside a sentence. */
export function listOf(features: readonly ProductFeature[]): string {
  const names = features.map((feature) => feature.title.toLowerCase());
  return names.length < 2
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} e ${names[names.length - 1]}`;
}

/** The sentence the pages say about what is coming, or null when nothing is. */
export function comingSentence(): string | null {
  const coming = comingFeatures();
  if (coming.length === 0) return null;
  return `Ci stiamo lavorando e non ${coming.length === 1 ? 'è' : 'sono'} ancora ${
    coming.length === 1 ? 'disponibile' : 'disponibili'
  }: ${coming.map((feature) => feature.text.replace(/\.$/, '').replace(/^./, (c) => c.toLowerCase())).join('; ')}.`;
}
