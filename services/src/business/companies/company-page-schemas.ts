import { z } from 'zod';
import { offeringKinds } from '../business-fixed-sets.ts';
import type { OwnProfile } from './company-page-repository.ts';

/** The schemas the company page and the manager's panel share. */
export const idRule = z.coerce
  .number({ error: 'id.invalid' })
  .int('id.invalid')
  .positive('id.invalid')
  .max(2_147_483_647, 'id.invalid');

export const ownProfileSchema = z
  .object({
    about: z.string(),
    phones: z.array(z.string()),
    website: z.string().nullable(),
    email: z.string().nullable(),
    address: z.string().nullable(),
    postalCode: z.string().nullable(),
    logoFileId: z.uuid().nullable(),
    pictureFileIds: z.array(z.uuid()),
    updatedAt: z.iso.datetime().nullable(),
  })
  .describe('What the company wrote about itself, apart from the registry’s facts');

export const offeringSchema = z.object({
  id: z.int(),
  kind: z.enum(offeringKinds),
  name: z.string(),
  description: z.string(),
});

export const profileJson = (profile: OwnProfile) => ({
  ...profile,
  updatedAt: profile.updatedAt?.toISOString() ?? null,
});
