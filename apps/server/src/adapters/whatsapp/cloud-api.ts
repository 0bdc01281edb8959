// The WhatsApp Cloud API (Meta's Graph API) for the salons that chose it in /salone: free text
// inside the 24-hour window the client's last message opened, approved templates (reminders) at
// any time. Each salon sends from its own number with its own token (adapters/whatsapp/README.md).
import { and, desc, eq } from 'drizzle-orm';
import type { ChatLog, WhatsAppAdapter } from '../adapters.ts';
import type { Database } from '../../db/database.ts';
import { conversations, messages } from '../../db/schema/index.ts';
import { salonFilter } from '../../db/tenant.ts';
import { windowClosed, WhatsAppSendError } from './errors.ts';
import type { GraphSettings } from './from-env.ts';
import { graphError, graphUnreachable } from './graph-errors.ts';
import type { GraphErrorBody } from './graph-errors.ts';
import { isCompleteCloud, storedWhatsAppSettings } from './settings.ts';
import type { CompleteCloudSettings } from './settings.ts';

/** WHATSAPP_GRAPH_URL (https://graph.facebook.com, or the fake server in tests), WHATSAPP_API_VERSION. */
export interface GraphOptions extends GraphSettings {
  fetch?: typeof fetch;
  /** A call without an answer after this long counts as "WhatsApp non risponde". */
  timeoutMs?: number;
}

/** WhatsApp's customer-service window: free text only this long after the client's last message. */
export const WINDOW_MS = 24 * 60 * 60 * 1000;

/** A template's body parameters, or an authentication template's copy-code button. */
type TemplateComponent =
  | { type: 'body'; parameters: { type: 'text'; text: string }[] }
  | {
      type: 'button';
      sub_type: 'url';
      index: string;
      parameters: { type: 'text'; text: string }[];
    };

type Payload =
  | { type: 'text'; text: { body: string; preview_url: false } }
  | {
      type: 'template';
      template: {
        name: string;
        language: { code: string };
        components: TemplateComponent[];
      };
    };

/** When the client last wrote to the salon on WhatsApp (null: never). */
async function lastInboundAt(db: Database, salonId: number, phone: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: messages.createdAt })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(
      and(
        salonFilter(messages, salonId, eq(messages.direction, 'INBOUND')),
        salonFilter(conversations, salonId, eq(conversations.clientPhoneNumber, phone)),
      ),
    )
    .orderBy(desc(messages.createdAt))
    .limit(1);
  return row?.at ?? null;
}

/**
 * The Cloud API adapter; `configured` is true only for a salon on CLOUD_API with every setting.
 * A sent template goes into the salon's chat through `chat`.
 */
export function cloudApiWhatsApp(
  db: Database,
  options: GraphOptions,
  chat: ChatLog,
): WhatsAppAdapter {
  const call = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;

  async function settingsFor(salonId: number): Promise<CompleteCloudSettings> {
    const row = await storedWhatsAppSettings(db, salonId);
    if (!isCompleteCloud(row))
      throw new WhatsAppSendError(
        'WhatsApp non è configurato per il salone',
        422,
        'WHATSAPP_NOT_CONFIGURED',
      );
    return row;
  }

  async function post(settings: CompleteCloudSettings, to: string, payload: Payload) {
    const url = `${options.graphBaseUrl.replace(/\/+$/, '')}/${options.apiVersion}/${encodeURIComponent(settings.phoneNumberId)}/messages`;
    let response: Response;
    try {
      response = await call(url, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${settings.accessToken}`,
          'Content-Type': 'application/json',
        },
        // Meta takes the number with or without "+"; E.164 as stored.
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to,
          ...payload,
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      throw graphUnreachable();
    }
    const body = (await response.json().catch(() => undefined)) as
      (GraphErrorBody & { messages?: { id?: string }[] }) | undefined;
    const id = body?.messages?.[0]?.id;
    if (!response.ok || !id)
      throw graphError(
        response.status,
        body,
        payload.type === 'template' ? payload.template.name : undefined,
      );
    return { providerMessageId: id };
  }

  return {
    async configured(salonId) {
      return isCompleteCloud(await storedWhatsAppSettings(db, salonId));
    },

    async send({ salonId, to, text }) {
      const settings = await settingsFor(salonId);
      // Meta would refuse it (131047) after charging nothing but a round trip: say so at once.
      const last = await lastInboundAt(db, salonId, to);
      if (!last || Date.now() - last.getTime() > WINDOW_MS) throw windowClosed();
      return post(settings, to, { type: 'text', text: { body: text, preview_url: false } });
    },

    async sendTemplate({
      salonId,
      to,
      template,
      language,
      parameters,
      text,
      codeButton,
      chatText,
    }) {
      const settings = await settingsFor(salonId);
      const components: TemplateComponent[] = [];
      if (parameters.length > 0)
        components.push({
          type: 'body',
          parameters: parameters.map((p) => ({ type: 'text', text: p })),
        });
      // An authentication template's copy-code button is a URL button once approved: the code
      // goes as its parameter (Meta's "Copy code authentication templates").
      if (codeButton !== undefined)
        components.push({
          type: 'button',
          sub_type: 'url',
          index: '0',
          parameters: [{ type: 'text', text: codeButton }],
        });
      const sent = await post(settings, to, {
        type: 'template',
        template: { name: template, language: { code: language }, components },
      });
      // The chat shows what the client received (the dashboard's free text records its own).
      await chat(salonId, {
        clientPhoneNumber: to,
        content: chatText ?? text,
        direction: 'OUTBOUND',
        channel: 'WHATSAPP_AI',
        externalMessageId: sent.providerMessageId,
      });
      return sent;
    },
  };
}
