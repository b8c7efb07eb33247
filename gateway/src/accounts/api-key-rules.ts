import { apiKeyNameMaxLength } from '@rasad/contracts/api-keys.ts';
import { z } from 'zod';

/** An API key's name, shared by the profile page's form and the gateway; failures are message keys. */
export const apiKeyCreateRules = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'validation.apiKeyName.required')
    .max(apiKeyNameMaxLength, 'validation.apiKeyName.tooLong'),
});
