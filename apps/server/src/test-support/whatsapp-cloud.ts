// A test file's salon suite whose app sends WhatsApp through the per-salon adapter, with the
// Cloud API pointed at a fake Graph server started for each test.
import { afterEach, beforeEach } from 'vitest';
import type { WhatsAppAdapter } from '../adapters/adapters.ts';
import { startFakeGraph } from './fake-graph-server.ts';
import type { FakeGraph, FakeGraphOptions } from './fake-graph-server.ts';
import { perSalonWhatsApp } from '../adapters/whatsapp/per-salon.ts';
import { chatLogOf } from '../services/message-ingest.ts';
import { salonSuite } from './suite.ts';

export function whatsAppCloudSuite(number: Omit<FakeGraphOptions, 'apiVersion'>) {
  // The app is built before the fake listens: its adapter reads the fake's address per call.
  let whatsapp: WhatsAppAdapter | undefined;
  const late = (): WhatsAppAdapter => {
    if (!whatsapp) throw new Error('the fake Graph server is not started');
    return whatsapp;
  };
  const suite = salonSuite({
    adapters: {
      whatsapp: {
        configured: (salonId) => late().configured(salonId),
        send: (message) => late().send(message),
        sendTemplate: (message) => late().sendTemplate(message),
      },
    },
  });
  const graph = {} as { fake: FakeGraph };
  beforeEach(async () => {
    graph.fake = await startFakeGraph({ apiVersion: 'v21.0', ...number });
    whatsapp = perSalonWhatsApp(
      suite.h.db,
      { graphBaseUrl: graph.fake.url, apiVersion: 'v21.0' },
      chatLogOf(suite.h.db),
    );
  });
  afterEach(() => graph.fake.close());
  return { suite, graph };
}
