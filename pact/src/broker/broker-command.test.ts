import { describe, expect, it } from 'vitest';
import { BrokerConfigError, brokerCommand } from './broker-command.ts';

const git = { commit: 'abc1234', branch: 'main' };
const broker = { PACT_BROKER_BASE_URL: 'https://broker.example', PACT_BROKER_TOKEN: 'secret' };

describe('Pact Broker commands', () => {
  it.each(['publish', 'can-i-deploy'] as const)(
    '%s refuses to run without broker URL and token',
    (action) => {
      expect(() => brokerCommand(action, {}, git, 'pacts')).toThrow(BrokerConfigError);
      expect(() =>
        brokerCommand(action, { PACT_BROKER_BASE_URL: 'https://b' }, git, 'pacts'),
      ).toThrow(/PACT_BROKER_TOKEN/);
      expect(() =>
        brokerCommand(action, { PACT_BROKER_TOKEN: 't', PACT_BROKER_BASE_URL: ' ' }, git, 'pacts'),
      ).toThrow(/PACT_BROKER_BASE_URL/);
    },
  );

  it('publishes the pact directory with the commit and branch', () => {
    expect(brokerCommand('publish', broker, git, '/repo/pact/pacts')).toEqual([
      '--yes',
      '--package',
      '@pact-foundation/pact-cli@18',
      'pact-broker',
      'publish',
      '/repo/pact/pacts',
      '--consumer-app-version',
      'abc1234',
      '--branch',
      'main',
    ]);
  });

  it('asks can-i-deploy for the web app to production, unless told otherwise', () => {
    expect(brokerCommand('can-i-deploy', broker, git, 'pacts').slice(4)).toEqual([
      'can-i-deploy',
      '--pacticipant',
      'agendina-web',
      '--version',
      'abc1234',
      '--to-environment',
      'production',
    ]);
    const backend = {
      ...broker,
      PACT_PACTICIPANT: 'agendina-api',
      PACT_VERSION: '2.0.0',
      PACT_ENVIRONMENT: 'staging',
    };
    expect(brokerCommand('can-i-deploy', backend, git, 'pacts').slice(4)).toEqual([
      'can-i-deploy',
      '--pacticipant',
      'agendina-api',
      '--version',
      '2.0.0',
      '--to-environment',
      'staging',
    ]);
  });
});
