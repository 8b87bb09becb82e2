import { index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** Geography and option lists: states, districts, the lists forms choose from. */

export const states = pgTable('states', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull().unique(),
});

export const districts = pgTable('districts', {
  id: serial('id').primaryKey(),
  stateId: integer('state_id').notNull().references(() => states.id),
  name: varchar('name', { length: 100 }).notNull(),
}, (t) => [uniqueIndex('districts_state_name_uq').on(t.stateId, t.name), index('districts_state_idx').on(t.stateId)]);

/** Small option lists (gender, goals, …): `list` names the list, `key` is submitted, `label` shown. */
export const optionItems = pgTable('option_items', {
  id: serial('id').primaryKey(),
  list: varchar('list', { length: 50 }).notNull(),
  key: varchar('key', { length: 64 }).notNull(),
  label: varchar('label', { length: 200 }).notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  /** Retired (Content Management): not offered in forms; answers holding its key still show its label. */
  retiredAt: timestamp('retired_at', { withTimezone: true }),
}, (t) => [uniqueIndex('option_items_list_key_uq').on(t.list, t.key)]);
