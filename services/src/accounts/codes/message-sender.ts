import type { Database } from '../../shared/database/open-database.ts';
import type { OutgoingMessage } from './message-channels.ts';
import { outboxRepository } from './outbox-repository.ts';

/** Hands a message to whoever delivers it. */
export interface MessageSender {
  send(message: OutgoingMessage, now: Date): Promise<void>;
}

/** The default: the database outbox. Tests and operators (outside production) read it back. */
export function createOutboxSender(db: Database): MessageSender {
  const outbox = outboxRepository(db);
  return {
    async send(message, now) {
      await outbox.add(message, now);
      // Codes appear in the log in development only; production logs never carry one.
      if (isDevelopment())
        console.log(`[accounts outbox] ${message.channel} to ${message.recipient}: ${message.body}`);
    },
  };
}

/**
 * A provider with an HTTP API (MESSAGE_PROVIDER_URL, MESSAGE_PROVIDER_TOKEN): the message is kept in
 * the outbox and posted to the provider after the request has been answered, and marked delivered
 * when the provider accepts it. The caller never waits on the provider, so neither its latency nor
 * its failures show whether a user name has an account (only real accounts get messages).
 */
export function createHttpProviderSender(db: Database, providerUrl: string, token: string): MessageSender {
  const outbox = outboxRepository(db);
  const deliver = async (id: number, message: OutgoingMessage) => {
    const response = await fetch(providerUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        channel: message.channel,
        to: message.recipient,
        text: message.body,
        reference: id,
      }),
    });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`message provider answered ${response.status}`);
    await outbox.markDelivered(id);
  };
  return {
    async send(message, now) {
      const id = await outbox.add(message, now);
      if (id === null) return;
      void deliver(id, message).catch((error: unknown) => {
        // The message stays undelivered in the outbox; the log names the outbox row, never its text.
        console.error(
          `[accounts outbox] message ${id} not delivered: ${error instanceof Error ? error.message : 'unknown error'}`,
        );
      });
    },
  };
}

export function isDevelopment(): boolean {
  return process.env.NODE_ENV !== 'production' && process.env.NODE_ENV !== 'test';
}

/** MESSAGE_SENDER=http selects the provider adapter; anything else the outbox. */
export function messageSenderFromEnvironment(
  db: Database,
  env: NodeJS.ProcessEnv = process.env,
): MessageSender {
  if (env.MESSAGE_SENDER === 'http' && env.MESSAGE_PROVIDER_URL) {
    return createHttpProviderSender(db, env.MESSAGE_PROVIDER_URL, env.MESSAGE_PROVIDER_TOKEN ?? '');
  }
  return createOutboxSender(db);
}
