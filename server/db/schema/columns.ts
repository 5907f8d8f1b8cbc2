import { bigint, customType, timestamp } from 'drizzle-orm/pg-core';

// Column kinds the tables share. Generic in the name so each column keeps its SQL name as a type
// (RawRow keys raw rows by it).

/** timestamptz, read as a Date */
export const ts = <N extends string>(name: N) => timestamp(name, { withTimezone: true, mode: 'date' });

/** integer rupiah in a bigint, read as a number (every amount stays far below 2^53) */
export const money = <N extends string>(name: N) => bigint(name, { mode: 'number' });

export const bytea = customType<{ data: Buffer; driverData: Buffer }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value as unknown as Uint8Array)),
});
