import { index, integer, jsonb, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { businessSchema } from '../business-tables.ts';

/** One expansion as the user made it: the node opened and the relation kinds followed at that moment. */
export interface SavedExpansion {
  entity: string;
  relations: string[];
}

/** A chain the user found: from which node, to which, along which relation kinds. */
export interface SavedChain {
  from: string;
  to: string;
  relations: string[];
}

/**
 * A relationship graph a user saved under a name: the entity it is around and the depth it was opened at,
 * the relation filter shown, each expansion in order and the chain found, if any. The nodes themselves are
 * not stored: they are rebuilt on opening, within the package the user has then.
 */
export const savedGraphs = businessSchema.table(
  'saved_graphs',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id').notNull(),
    name: text('name').notNull(),
    root: text('root').notNull(),
    depth: integer('depth').notNull(),
    relations: text('relations').array().notNull(),
    expansions: jsonb('expansions').$type<SavedExpansion[]>().notNull(),
    chain: jsonb('chain').$type<SavedChain | null>(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    uniqueIndex('saved_graphs_user_name_index').on(table.userId, table.name),
    index('saved_graphs_user_updated_index').on(table.userId, table.updatedAt),
  ],
);
