import type { FastifyInstance } from 'fastify';
import type { DomainPluginOptions } from '../shared/auth/signed-in-scope.ts';
import type { Database } from '../shared/database/open-database.ts';
import type { MessageSender } from './codes/message-sender.ts';
import type { SessionStore } from './sessions/session-store.ts';
import type { SigningKeyPair } from './signing/signing-keys.ts';

/** What the accounts routes share: the database, the clock, the signing key, sessions and the message sender. */
export interface AccountsRuntime {
  db: Database;
  now: () => Date;
  signingKey: () => Promise<SigningKeyPair>;
  sessions: SessionStore;
  sender: MessageSender;
}

/** What every accounts domain plugin is registered with: the service context and the accounts runtime. */
export type AccountsPluginOptions = DomainPluginOptions & { runtime: AccountsRuntime };

/** An accounts domain plugin, registered under its prefix. */
export type AccountsPlugin = (instance: FastifyInstance, options: AccountsPluginOptions) => Promise<void>;
