/**
 * The Pact Broker commands for the backend team (pact/README.md): publish the consumer contracts
 * and ask can-i-deploy. Not run in CI. They refuse to run without a broker and a token.
 */

export const pactCliPackage = '@pact-foundation/pact-cli@18';
export const consumerName = 'agendina-web';

export type BrokerAction = 'publish' | 'can-i-deploy';

export interface BrokerEnv {
  PACT_BROKER_BASE_URL?: string | undefined;
  PACT_BROKER_TOKEN?: string | undefined;
  /** Version of the pacticipant: the git commit by default. */
  PACT_VERSION?: string | undefined;
  /** Branch of the version: the git branch by default. */
  PACT_BRANCH?: string | undefined;
  /** can-i-deploy: the pacticipant to deploy (agendina-web, or agendina-api for the backend). */
  PACT_PACTICIPANT?: string | undefined;
  /** can-i-deploy: the environment to deploy to (production by default). */
  PACT_ENVIRONMENT?: string | undefined;
}

export class BrokerConfigError extends Error {
  override readonly name = 'BrokerConfigError';
}

export interface GitInfo {
  commit: string;
  branch: string;
}

/** The `npx` arguments of the command; throws BrokerConfigError when something is missing. */
export function brokerCommand(
  action: BrokerAction,
  env: BrokerEnv,
  git: GitInfo,
  pactDir: string,
): string[] {
  const missing = (['PACT_BROKER_BASE_URL', 'PACT_BROKER_TOKEN'] as const).filter(
    (k) => !env[k]?.trim(),
  );
  if (missing.length > 0) {
    throw new BrokerConfigError(
      `Manca ${missing.join(' e ')}: imposta l'indirizzo del Pact Broker e il suo token (vedi pact/README.md).`,
    );
  }
  const version = env.PACT_VERSION?.trim() || git.commit;
  const branch = env.PACT_BRANCH?.trim() || git.branch;
  if (!version)
    throw new BrokerConfigError(
      'Versione sconosciuta: imposta PACT_VERSION (o esegui in un clone git).',
    );
  const cli = ['--yes', '--package', pactCliPackage, 'pact-broker'];
  if (action === 'publish') {
    if (!branch) throw new BrokerConfigError('Ramo sconosciuto: imposta PACT_BRANCH.');
    return [...cli, 'publish', pactDir, '--consumer-app-version', version, '--branch', branch];
  }
  return [
    ...cli,
    'can-i-deploy',
    '--pacticipant',
    env.PACT_PACTICIPANT?.trim() || consumerName,
    '--version',
    version,
    '--to-environment',
    env.PACT_ENVIRONMENT?.trim() || 'production',
  ];
}
