import { z } from 'zod';

/** The name of a saved graph, checked alike by the web form and the gateway (the service holds the same bounds). */
export const savedGraphNameRules = z.object({
  name: z.string().trim().min(1, 'validation.savedGraph.name').max(80, 'validation.savedGraph.name'),
});
