// The parts of a WhatsApp Cloud API webhook delivery the salon's inbox needs:
// entry[].changes[].value.{metadata.phone_number_id, contacts[], messages[]}. Statuses (sent,
// delivered, read) and fields other than `messages` are acknowledged and not stored.

export interface InboundWhatsApp {
  phoneNumberId: string;
  /** Meta's message id (wamid.…): a repeated delivery has the same. */
  id: string;
  /** The client's number, E.164 with "+" (Meta sends digits only). */
  from: string;
  name: string | null;
  content: string;
  at: Date;
}

type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);
const nodes = (v: unknown): Node[] => (Array.isArray(v) ? v.filter(isNode) : []);
const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

/** What the chat shows for a message that is not text: its kind, in Italian. */
const KIND_LABELS: Record<string, string> = {
  image: '[Immagine]',
  audio: '[Messaggio vocale]',
  video: '[Video]',
  document: '[Documento]',
  sticker: '[Sticker]',
  location: '[Posizione]',
  contacts: '[Contatto]',
  reaction: '[Reazione]',
};

function contentOf(message: Node): string {
  const type = str(message['type']) ?? 'unknown';
  const text = isNode(message['text']) ? str(message['text']['body']) : null;
  if (type === 'text' && text) return text;
  const button = isNode(message['button']) ? str(message['button']['text']) : null;
  if (button) return button;
  const interactive = isNode(message['interactive']) ? message['interactive'] : {};
  const reply = [interactive['button_reply'], interactive['list_reply']].find(isNode);
  const title = reply ? str(reply['title']) : null;
  if (title) return title;
  return KIND_LABELS[type] ?? '[Messaggio non supportato]';
}

/** Every phone number id the delivery speaks for (each must be a salon's, signed with its secret). */
export function phoneNumberIdsOf(payload: unknown): string[] {
  const ids = new Set<string>();
  for (const entry of nodes(isNode(payload) ? payload['entry'] : undefined))
    for (const change of nodes(entry['changes'])) {
      const value = isNode(change['value']) ? change['value'] : {};
      const id = isNode(value['metadata']) ? str(value['metadata']['phone_number_id']) : null;
      if (id) ids.add(id);
    }
  return [...ids];
}

/** The clients' messages of the delivery, in order. */
export function inboundMessagesOf(payload: unknown): InboundWhatsApp[] {
  const found: InboundWhatsApp[] = [];
  for (const entry of nodes(isNode(payload) ? payload['entry'] : undefined))
    for (const change of nodes(entry['changes'])) {
      const value = isNode(change['value']) ? change['value'] : {};
      const phoneNumberId = isNode(value['metadata'])
        ? str(value['metadata']['phone_number_id'])
        : null;
      if (!phoneNumberId) continue;
      const contacts = nodes(value['contacts']);
      for (const message of nodes(value['messages'])) {
        const id = str(message['id']);
        const from = str(message['from'])?.replace(/^\+/, '');
        if (!id || !from || !/^\d{7,15}$/.test(from)) continue;
        const contact = contacts.find((c) => str(c['wa_id']) === from);
        const profile = contact && isNode(contact['profile']) ? contact['profile'] : {};
        const seconds = Number(str(message['timestamp']));
        found.push({
          phoneNumberId,
          id,
          from: `+${from}`,
          name: str(profile['name']),
          content: contentOf(message),
          at: Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : new Date(),
        });
      }
    }
  return found;
}
