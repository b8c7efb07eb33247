import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlatformUnderTest, type PlatformUnderTest } from './platform-under-test.ts';
import { ruleMessage } from '@rasad/contracts/rules/rule-messages.ts';

let platform: PlatformUnderTest;
beforeAll(async () => {
  platform = await startPlatformUnderTest();
});
afterAll(() => platform.close());

async function countRows(table: string): Promise<number> {
  const result = await platform.database.db.execute(sql.raw(`select count(*)::int as count from ${table}`));
  return (result.rows[0] as { count: number }).count;
}

const sendContactMessage = /* GraphQL */ `
  mutation ($input: ContactMessageSendInput!) {
    contactMessageSend(input: $input) {
      contactMessage {
        referenceNumber
        receivedAt
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`;

describe('contactMessageSend', () => {
  it('refuses bad input with Persian messages and stores nothing', async () => {
    const before = await countRows('business.contact_messages');
    platform.resetCalls();
    const { data } = await platform.graphql(sendContactMessage, {
      input: { fullName: '', mobile: '0912', email: 'not-an-email', subject: 'SUPPORT', description: '  ' },
    });
    const errors = data!.contactMessageSend.userErrors as { field: string[]; message: string }[];
    expect(data!.contactMessageSend.contactMessage).toBeNull();
    expect(errors.map((error) => error.field.join('.')).sort()).toEqual([
      'description',
      'email',
      'fullName',
      'mobile',
    ]);
    expect(errors.find((error) => error.field[0] === 'mobile')?.message).toBe(
      ruleMessage('validation.mobile.invalid', 'fa-IR'),
    );
    expect(platform.callCounts()).toEqual({});
    expect(await countRows('business.contact_messages')).toBe(before);
  });

  it('words the same errors in English for en-US', async () => {
    const { data } = await platform.graphql(
      sendContactMessage,
      { input: { fullName: 'Sara', mobile: '0912', subject: 'SUPPORT', description: 'Hello' } },
      'en-US',
    );
    expect(data!.contactMessageSend.userErrors).toEqual([
      {
        field: ['mobile'],
        code: 'mobile.invalid',
        message: ruleMessage('validation.mobile.invalid', 'en-US'),
      },
    ]);
  });

  it('stores good input, with Persian digits normalised, and returns a reference number', async () => {
    const before = await countRows('business.contact_messages');
    const { data } = await platform.graphql(sendContactMessage, {
      input: {
        fullName: 'زهرا محمدی',
        mobile: '۰۹۱۲۳۴۵۶۷۸۹',
        email: null,
        pageUrl: null,
        subject: 'SUGGESTION',
        description: 'پیشنهاد جست‌وجوی پیشرفته',
      },
    });
    expect(data!.contactMessageSend.userErrors).toEqual([]);
    expect(data!.contactMessageSend.contactMessage.referenceNumber).toBeTruthy();
    expect(await countRows('business.contact_messages')).toBe(before + 1);
  });
});

describe('newsletterSubscribe', () => {
  const subscribe = /* GraphQL */ `
    mutation ($email: String!) {
      newsletterSubscribe(input: { email: $email }) {
        alreadySubscribed
        subscription {
          email
          subscribedAt
        }
        userErrors {
          field
          message
        }
      }
    }
  `;

  it('keeps one subscription when the same address subscribes twice', async () => {
    const first = await platform.graphql(subscribe, { email: '  Reader@Example.IR ' });
    const second = await platform.graphql(subscribe, { email: 'reader@example.ir' });
    expect(first.data!.newsletterSubscribe).toMatchObject({
      alreadySubscribed: false,
      subscription: { email: 'reader@example.ir' },
    });
    expect(second.data!.newsletterSubscribe).toMatchObject({
      alreadySubscribed: true,
      subscription: first.data!.newsletterSubscribe.subscription,
    });
    const rows = await platform.database.db.execute(
      sql`select count(*)::int as count from business.newsletter_subscriptions where email = 'reader@example.ir'`,
    );
    expect((rows.rows[0] as { count: number }).count).toBe(1);
  });

  it('refuses an invalid address in Persian', async () => {
    const { data } = await platform.graphql(subscribe, { email: 'reader@' });
    expect(data!.newsletterSubscribe.userErrors).toEqual([
      { field: ['email'], message: ruleMessage('validation.email.invalid', 'fa-IR') },
    ]);
  });
});

describe('consultantRequestCreate', () => {
  it('stores a request with a valid mobile number', async () => {
    const before = await countRows('business.consultant_requests');
    const { data } = await platform.graphql(`mutation {
      consultantRequestCreate(input: { fullName: "امیر جعفری", mobile: "+989121112233", companyName: "صنایع نمونه" }) {
        consultantRequest { referenceNumber } userErrors { message }
      }
    }`);
    expect(data!.consultantRequestCreate.userErrors).toEqual([]);
    expect(await countRows('business.consultant_requests')).toBe(before + 1);
  });
});
