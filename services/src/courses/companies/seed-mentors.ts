import type { Database } from '../../shared/database/open-database.ts';
import { mentors } from './company-admin-tables.ts';

/** Demo mentor: سارا موسوی (09121000003), with room for ten sub-users (README, demo data). */
export const demoMentor = { userId: '00000000-0000-4000-8000-000000000003', maxSubUsers: 10 } as const;

export async function seedMentors(db: Database) {
  await db
    .insert(mentors)
    .values({ ...demoMentor, createdAt: new Date('2026-01-01T00:00:00Z') })
    .onConflictDoNothing();
}
