import { savedSearchNameMaxLength } from '@rasad/contracts/followed-identifiers.ts';
import { z } from 'zod';

/** A saved search's name: the service's rule, with its message keys. */
export const savedSearchNameRules = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'business.saved.name.required')
    .max(savedSearchNameMaxLength, 'business.saved.name.tooLong'),
});
export type SavedSearchNameForm = z.infer<typeof savedSearchNameRules>;
