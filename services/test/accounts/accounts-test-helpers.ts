import { desc, eq } from 'drizzle-orm';
import { outboxMessages } from '../../src/accounts/accounts-tables.ts';
import type { TestService } from '../build-test-service.ts';

/** The newest code sent to a user name, read from the outbox as a test would read an SMS. */
export async function latestCode(service: TestService, userName: string): Promise<string> {
  const [message] = await service.database.db
    .select({ body: outboxMessages.body })
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, userName))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  const code = /\b\d{5}\b/.exec(message?.body ?? '')?.[0];
  if (!code) throw new Error(`no code was sent to ${userName}`);
  return code;
}

/** Moves the service clock forward. */
export function advanceClock(service: TestService, seconds: number) {
  const current = service.context.now();
  service.context.now = () => new Date(current.getTime() + seconds * 1000);
}
