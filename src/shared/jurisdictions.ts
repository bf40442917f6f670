/** The jurisdiction list lives in the domain library (`src/legal` imports nothing from `src/shared`); the contract re-exports it. */
export * from '../legal/jurisdictions/list';
