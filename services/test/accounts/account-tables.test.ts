import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '../../src/shared/database/open-database.ts';
import { createTestDatabase } from '../test-database.ts';

let database: OpenDatabase;
beforeAll(async () => {
  database = await createTestDatabase('seeded');
});
afterAll(() => database.close());

const demoUser = '00000000-0000-4000-8000-000000000004';

describe('the accounts tables', () => {
  it('refuse a package, code purpose, session end, message channel or throttle scope outside its fixed set', async () => {
    const outsideTheSets = {
      users_package_type_check: sql`update accounts.users set package_type = 'GOLD' where id = ${demoUser}`,
      subscriptions_package_type_check: sql`update accounts.subscriptions set package_type = 'GOLD'`,
      company_package_grants_package_type_check: sql`insert into accounts.company_package_grants
        (user_id, package_type, granted_by, updated_at) values (${demoUser}, 'GOLD', ${demoUser}, now())`,
      one_time_codes_purpose_check: sql`insert into accounts.one_time_codes
        (user_name, purpose, code_hash, expires_at, requested_by_ip, created_at)
        values ('09121000004', 'signOut', 'x', now(), '127.0.0.1', now())`,
      sessions_end_reason_check: sql`insert into accounts.sessions
        (id, user_id, device, browser, ip_address, created_at, last_active_at, ended_at, end_reason)
        values (gen_random_uuid(), ${demoUser}, 'Linux', 'Firefox', '127.0.0.1', now(), now(), now(), 'LOST')`,
      outbox_messages_channel_check: sql`insert into accounts.outbox_messages (channel, recipient, body, created_at)
        values ('fax', '09121000004', 'x', now())`,
      sign_in_throttles_scope_check: sql`insert into accounts.sign_in_throttles (scope, subject, last_failure_at)
        values ('DEVICE', 'x', now())`,
    };
    for (const [constraint, statement] of Object.entries(outsideTheSets)) {
      await expect(database.db.execute(statement), constraint).rejects.toMatchObject({
        cause: { message: expect.stringContaining(constraint) },
      });
    }
    const [user] = (
      await database.db.execute<{ package_type: string }>(
        sql`select package_type from accounts.users where id = ${demoUser}`,
      )
    ).rows;
    expect(user?.package_type).toBe('ENTERPRISE');
  });
});
