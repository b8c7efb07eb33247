import { z } from 'zod';

/** A search's page (1–500) and page size (1–50, 20 by default), as both the simple and the advanced search take them. */
export const searchPaging = {
  page: z.coerce
    .number({ error: 'search.page.invalid' })
    .int('search.page.invalid')
    .min(1, 'search.page.invalid')
    .max(500, 'search.page.invalid')
    .default(1),
  pageSize: z.coerce
    .number({ error: 'search.pageSize.invalid' })
    .int('search.pageSize.invalid')
    .min(1, 'search.pageSize.invalid')
    .max(50, 'search.pageSize.invalid')
    .default(20),
};
