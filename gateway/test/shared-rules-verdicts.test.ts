import { trickyContactInputs } from '@rasad/contracts/test/tricky-contact-inputs.ts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlatformUnderTest, type PlatformUnderTest } from './platform-under-test.ts';

let platform: PlatformUnderTest;
beforeAll(async () => {
  platform = await startPlatformUnderTest();
});
afterAll(() => platform.close());

const sendContactMessage = /* GraphQL */ `
  mutation ($input: ContactMessageSendInput!) {
    contactMessageSend(input: $input) {
      contactMessage {
        referenceNumber
      }
      userErrors {
        field
      }
    }
  }
`;

const validMessage = {
  fullName: 'سارا احمدی',
  mobile: '09121234567',
  email: null,
  subject: 'SUPPORT',
  description: 'پیام آزمایشی درباره اشتراک',
};

/** The field as the business service stored it for this reference number. */
async function storedField(referenceNumber: string, field: 'fullName' | 'mobile' | 'email') {
  const column = { fullName: 'full_name', mobile: 'mobile', email: 'email' }[field];
  const result = await platform.database.db.execute(
    sql`select ${sql.raw(column)} as value from business.contact_messages where reference_number = ${referenceNumber}`,
  );
  return (result.rows[0] as { value: string }).value;
}

// The web form's verdict on the same table: web/src/features/support/ContactForm.test.tsx.
describe('one table of tricky inputs gets one verdict', () => {
  it.each(trickyContactInputs)(
    'from the gateway and from the service for $field «$typed»',
    async ({ field, typed, stored }) => {
      const input = { ...validMessage, [field]: typed };

      const { data } = await platform.graphql(sendContactMessage, { input });
      const payload = data!.contactMessageSend as {
        contactMessage: { referenceNumber: string } | null;
        userErrors: { field: string[] }[];
      };

      const direct = await fetch(`${platform.serviceUrls.business}/v1/Support/SendContactMessage`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...input, email: input.email ?? undefined }),
      });
      const answer = (await direct.json()) as { referenceNumber?: string; fieldErrors?: { field: string }[] };

      if (stored === null) {
        expect(payload.contactMessage).toBeNull();
        expect(payload.userErrors.map((error) => error.field.join('.'))).toEqual([field]);
        expect(direct.status).toBe(400);
        expect(answer.fieldErrors?.map((error) => error.field)).toEqual([field]);
      } else {
        expect(payload.userErrors).toEqual([]);
        expect(await storedField(payload.contactMessage!.referenceNumber, field)).toBe(stored);
        expect(direct.status).toBe(201);
        expect(await storedField(answer.referenceNumber!, field)).toBe(stored);
      }
    },
  );
});
