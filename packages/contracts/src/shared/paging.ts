import { z } from 'zod';
import { wholeNumberParam } from './fields.ts';

/** Pages of ARCHITECTURE §6: `{ data, currentPage, lastPage, perPage, total }`. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), currentPage: z.number().int(), lastPage: z.number().int(), perPage: z.number().int(), total: z.number().int() });

/** The `page` of a list call: 1 when not sent. */
export const pageQuery = wholeNumberParam('Must be a whole number from 1 to 100000', 1, 100_000).default(1);

/** The page a list answer is on, and where its end is; a page past the end is empty but still says so. */
export function pageShape<T>(data: T[], total: number, page: number, perPage: number) {
  return { data, currentPage: page, lastPage: Math.max(1, Math.ceil(total / perPage)), perPage, total };
}
