// Every domain's tables, one file a domain; each has its own SQL migration in ../migrations.
export * from './auth';
export * from './billing';
export * from './core';
export * from './ebupot';
export * from './settings';
