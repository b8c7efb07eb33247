import { z } from 'zod';

/** The name of a saved graph, checked alike by the web form, the gateway and the business service. */
export const savedGraphNameRules = z.object({
  name: z
    .string({ error: 'validation.savedGraph.name' })
    .trim()
    .min(1, 'validation.savedGraph.name')
    .max(80, 'validation.savedGraph.name'),
});
