import type { ChatLog, WhatsAppAdapter } from '../adapters.ts';
import { sandboxWhatsApp } from '../adapters.ts';
import type { Database } from '../../db/database.ts';
import { cloudApiWhatsApp } from './cloud-api.ts';
import type { GraphOptions } from './cloud-api.ts';
import { storedWhatsAppSettings } from './settings.ts';

/**
 * The WhatsApp adapter of the server: each call goes to the Cloud API for a salon that chose
 * CLOUD_API in /salone, to the sandbox (which records and works offline) for every other salon.
 * `chat` keeps the templates the Cloud API sent in the salon's chat.
 */
export function perSalonWhatsApp(
  db: Database,
  graph: GraphOptions,
  chat: ChatLog,
  adapters: { sandbox?: WhatsAppAdapter; cloud?: WhatsAppAdapter; print?: boolean } = {},
): WhatsAppAdapter {
  const sandbox = adapters.sandbox ?? sandboxWhatsApp(db, adapters.print);
  const cloud = adapters.cloud ?? cloudApiWhatsApp(db, graph, chat);
  const adapterOf = async (salonId: number) =>
    (await storedWhatsAppSettings(db, salonId))?.provider === 'CLOUD_API' ? cloud : sandbox;
  return {
    async configured(salonId) {
      return (await adapterOf(salonId)).configured(salonId);
    },
    async send(message) {
      return (await adapterOf(message.salonId)).send(message);
    },
    async sendTemplate(message) {
      return (await adapterOf(message.salonId)).sendTemplate(message);
    },
  };
}
