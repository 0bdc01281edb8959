// `npm run pact:publish -w @agendina/pact` and `npm run pact:can-i-deploy -w @agendina/pact`.
// Needs PACT_BROKER_BASE_URL and PACT_BROKER_TOKEN (read by the Pact CLI itself); see README.md.
import { spawnSync } from 'node:child_process';
import {
  BrokerConfigError,
  brokerCommand,
  type BrokerAction,
} from '../src/broker/broker-command.ts';
import { pactDir } from '../src/consumer/pact-setup.ts';

const git = (...args: string[]) =>
  spawnSync('git', args, { encoding: 'utf8' }).stdout?.trim() ?? '';

const action = process.argv[2] as BrokerAction;
if (action !== 'publish' && action !== 'can-i-deploy') {
  console.error('Uso: node scripts/broker.ts publish|can-i-deploy');
  process.exit(2);
}
try {
  const args = brokerCommand(
    action,
    process.env,
    {
      commit: git('rev-parse', 'HEAD'),
      branch: git('rev-parse', '--abbrev-ref', 'HEAD'),
    },
    pactDir,
  );
  const { status } = spawnSync('npx', args, { stdio: 'inherit', env: process.env });
  process.exit(status ?? 1);
} catch (error) {
  if (error instanceof BrokerConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
