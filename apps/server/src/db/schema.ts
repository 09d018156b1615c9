import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Operator switches and instance facts (maintenance mode, install id, ...). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
