import * as z from 'zod/mini';

/** A DRF page: `count`, `next` and `previous` URLs, `results`. Free of side effects, as zod's makers are. */
/* @__NO_SIDE_EFFECTS__ */
export function pageSchema<T extends z.ZodMiniType>(item: T) {
  return z.object({
    count: z.int(),
    next: z.nullable(z.string()),
    previous: z.nullable(z.string()),
    results: z.array(item),
  });
}
export type Page<T> = { count: number; next: string | null; previous: string | null; results: T[] };
