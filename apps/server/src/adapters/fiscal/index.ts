// The fiscal adapter of the cash desk (issue #16): one interface, the simulator and fiskaly
// SIGN IT, chosen by fiscalAdapterFromEnv. See README.md here for the environment.
export { fiscalAdapterFromEnv, fiskalyConfigFromEnv } from './from-env.ts';
export { fiskalyFiscalAdapter } from './fiskaly.ts';
export { FISKALY_API_VERSION } from './fiskaly-http.ts';
export type { FiskalyConfig } from './fiskaly-http.ts';
export { simulatorFiscalAdapter } from './simulator.ts';
export type { Simulation, SimulatorFiscalAdapter, SimulatorOptions } from './simulator.ts';
export { databaseSimulatorStore } from './database-simulator-store.ts';
export { fiscalScope, withFiscalScope } from './scope.ts';
export type { FiscalScope } from './scope.ts';
export { memorySimulatorStore } from './simulator-store.ts';
export type { DocumentPlace, SimulatorStore } from './simulator-store.ts';
export { FiscalError, fiscalMessages } from './types.ts';
export type {
  FiscalAdapter,
  FiscalConnection,
  FiscalDocument,
  FiscalDocumentKind,
  FiscalErrorKind,
  FiscalExchange,
  FiscalProvider,
  LineConcept,
  OriginalDocument,
  ReturnRequest,
  SaleRequest,
  SettledPayments,
  VoidRequest,
} from './types.ts';
