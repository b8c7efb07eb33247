import { z } from 'zod';

/** A saved search's name, as long as a list's. */
export const savedSearchNameMaxLength = 80;

/** The name of a saved advanced search, checked alike by the web forms, the gateway and the business service. */
export const savedSearchNameRules = z.object({
  name: z
    .string({ error: 'validation.savedSearch.name.required' })
    .trim()
    .min(1, 'validation.savedSearch.name.required')
    .max(savedSearchNameMaxLength, 'validation.savedSearch.name.tooLong'),
});
export type SavedSearchNameForm = z.infer<typeof savedSearchNameRules>;
