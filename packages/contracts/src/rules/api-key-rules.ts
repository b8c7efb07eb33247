import { apiKeyNameMaxLength } from '../api-keys.ts';
import { z } from 'zod';

/** An API key's name, for the profile page's form, the gateway and the accounts service. */
export const apiKeyCreateRules = z.object({
  name: z
    .string({ error: 'validation.apiKeyName.required' })
    .trim()
    .min(1, 'validation.apiKeyName.required')
    .max(apiKeyNameMaxLength, 'validation.apiKeyName.tooLong'),
});
