// Every domain's tables for TypeScript, one file a domain. Each domain's SQL migration in
// ../migrations is the source of its shapes; tests/api/db-schema.test.ts keeps the two in step.
export * from './access';
export * from './account';
export * from './auth';
export * from './billing';
export * from './calendar';
export * from './chat';
export * from './content';
export * from './core';
export * from './ebupot';
export * from './ebupot-bulk';
export * from './ebupot-import';
export * from './maintenance';
export * from './messages';
export * from './rate-limits';
export * from './settings';
export * from './table-demo';
export * from './tax-deposit';
