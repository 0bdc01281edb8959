import { fiskalyFiscalAdapter } from './fiskaly.ts';
import { FISKALY_API_VERSION } from './fiskaly-http.ts';
import type { FiskalyConfig } from './fiskaly-http.ts';
import { simulatorFiscalAdapter } from './simulator.ts';
import type { SimulatorStore } from './simulator-store.ts';
import type { FiscalAdapter } from './types.ts';

export const DEFAULT_FISKALY_BASE_URL = 'https://test.api.fiskaly.com';
export const DEFAULT_FISKALY_TIMEOUT_MS = 10_000;

/** The variables FISCAL_ADAPTER=fiskaly cannot do without (README.md of this folder). */
const REQUIRED = ['FISKALY_API_KEY', 'FISKALY_API_SECRET', 'FISKALY_SYSTEM_ID'] as const;

/** SIGN IT's settings from the environment; a missing one stops the server with its name. */
export function fiskalyConfigFromEnv(env: NodeJS.ProcessEnv): FiskalyConfig {
  const missing = REQUIRED.filter((name) => !env[name]?.trim());
  if (missing.length > 0)
    throw new Error(
      `FISCAL_ADAPTER=fiskaly richiede ${missing.join(', ')}: vedi apps/server/src/adapters/fiscal/README.md`,
    );
  const timeout = env['FISKALY_TIMEOUT_MS']?.trim();
  const timeoutMs = timeout ? Number(timeout) : DEFAULT_FISKALY_TIMEOUT_MS;
  if (!Number.isInteger(timeoutMs) || timeoutMs < 1)
    throw new Error(`FISKALY_TIMEOUT_MS non valido: ${timeout} (millisecondi, intero positivo)`);
  const baseUrl = env['FISKALY_BASE_URL']?.trim() || DEFAULT_FISKALY_BASE_URL;
  if (!URL.canParse(baseUrl)) throw new Error(`FISKALY_BASE_URL non valido: ${baseUrl}`);
  return {
    baseUrl,
    apiKey: (env['FISKALY_API_KEY'] ?? '').trim(),
    apiSecret: (env['FISKALY_API_SECRET'] ?? '').trim(),
    systemId: (env['FISKALY_SYSTEM_ID'] ?? '').trim(),
    organizationId: env['FISKALY_ORGANIZATION_ID']?.trim() || undefined,
    apiVersion: env['FISKALY_API_VERSION']?.trim() || FISKALY_API_VERSION,
    timeoutMs,
  };
}

/**
 * The fiscal adapter the environment asks for: FISCAL_ADAPTER unset or "simulator" gives the
 * simulator (with `store`, or in memory), "fiskaly" gives SIGN IT. Anything else, or fiskaly
 * without its settings, throws at start-up rather than at the first sale.
 */
export function fiscalAdapterFromEnv(
  env: NodeJS.ProcessEnv,
  options: { simulatorStore?: SimulatorStore } = {},
): FiscalAdapter {
  const choice = env['FISCAL_ADAPTER']?.trim().toLowerCase() || 'simulator';
  if (choice === 'simulator') return simulatorFiscalAdapter({ store: options.simulatorStore });
  if (choice === 'fiskaly') return fiskalyFiscalAdapter(fiskalyConfigFromEnv(env));
  throw new Error(`FISCAL_ADAPTER non valido: ${env['FISCAL_ADAPTER']} (simulator o fiskaly)`);
}
