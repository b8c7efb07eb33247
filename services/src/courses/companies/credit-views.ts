import { z } from 'zod';
import { courseCreditSources, courseCreditStates, type courseCredits } from './company-admin-tables.ts';

export const creditSchema = z
  .object({
    id: z.int(),
    source: z.enum(courseCreditSources).describe('Given by a company administrator or a mentor'),
    courseId: z.int(),
    courseTitle: z.string().describe('In the caller’s language'),
    days: z.int().describe('Days of access enrolling with it gives'),
    state: z.enum(courseCreditStates),
    isActive: z.boolean().describe('False when the giver stopped it'),
    requestedAt: z.iso.datetime().nullable(),
    grantedAt: z.iso.datetime().nullable(),
    usedAt: z.iso.datetime().nullable(),
  })
  .describe('A course credit: enrolment in a course without paying');

export function creditView(
  row: { credit: typeof courseCredits.$inferSelect; titleFa: string; titleEn: string },
  english: boolean,
): z.infer<typeof creditSchema> {
  const { credit } = row;
  return {
    id: credit.id,
    source: credit.source,
    courseId: credit.courseId,
    courseTitle: english ? row.titleEn : row.titleFa,
    days: credit.days,
    state: credit.state,
    isActive: credit.isActive,
    requestedAt: credit.requestedAt?.toISOString() ?? null,
    grantedAt: credit.grantedAt?.toISOString() ?? null,
    usedAt: credit.usedAt?.toISOString() ?? null,
  };
}
