import { maximumPageSize } from '@rasad/contracts/page-size.ts';
import { z } from 'zod';

/** Where a page of a list starts: how many items it skips. */
export const pageOffsetRule = z.coerce.number().int().min(0).max(1_000_000).describe('How many to skip');

/** How many items a page holds at most: the API's own page limit. */
export const pageLimitRule = z.coerce.number().int().min(1).max(maximumPageSize);
