import type { components } from '@agendina/api';

// The answers of the panels, as the contract names them (openapi/paths/statistics.yaml).
type Schemas = components['schemas'];
export type OccupancyStatistics = Schemas['OccupancyStatistics'];
export type RevenueStatistics = Schemas['RevenueStatistics'];
export type ClientStatistics = Schemas['ClientStatistics'];
export type CancellationStatistics = Schemas['CancellationStatistics'];
export type BookingSourceStatistics = Schemas['BookingSourceStatistics'];
export type TopServiceStatistics = Schemas['TopServiceStatistics'];
