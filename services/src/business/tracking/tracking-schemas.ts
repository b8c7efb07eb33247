import { z } from 'zod';
import { boardRoleKinds, companyChangeFields, gazetteEventKinds } from '../business-fixed-sets.ts';

/** The response and query schemas the timeline and the tracking feed share. */
export const positiveId = z.coerce
  .number({ error: 'id.invalid' })
  .int('id.invalid')
  .positive('id.invalid')
  .max(2_147_483_647, 'id.invalid');

export const page = {
  limit: z.coerce.number({ error: 'search.pageSize.invalid' }).int().min(1).max(50).default(20),
  offset: z.coerce.number({ error: 'search.page.invalid' }).int().min(0).max(100_000).default(0),
};

export const noticeSchema = z.object({
  id: z.number().int(),
  kind: z.enum(gazetteEventKinds),
  publishedOn: z.string(),
  noticeNumber: z.string(),
  summary: z.string(),
});

export const changeSchema = z
  .object({
    id: z.number().int(),
    companyId: z.number().int(),
    field: z.enum(companyChangeFields),
    role: z.enum(boardRoleKinds).nullable(),
    before: z.string().nullable(),
    after: z.string().nullable(),
    changedOn: z.string(),
    notice: noticeSchema.nullable().describe('The gazette notice that announced it, when known'),
  })
  .describe(
    'A tracked field before → after (capital in rials, status as its code, board: who left → who joined)',
  );
