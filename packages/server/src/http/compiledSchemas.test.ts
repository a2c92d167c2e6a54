import { galleryResponseSchema } from '@trove/core/gallery';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as mini from 'zod/mini';
import { compiledTwin } from './compiledSchemas';

/** Parses with `schema`, as the route compilers do: the data, or the issues. */
const outcome = (schema: z.core.$ZodType, data: unknown) => {
  const result = z.safeParse(schema, data);
  return result.success ? { data: JSON.stringify(result.data) } : { issues: result.error.issues };
};

describe('compiled twins of core’s schemas', () => {
  const tile = galleryResponseSchema.shape.results.def.element;
  /** A value each field of a tile takes: null where it may, else one of its type. */
  const sample = (key: string, field: z.core.$ZodType): unknown => {
    if (z.safeParse(field, null).success) return null;
    const type = field._zod.def.type;
    if (type === 'enum') return 'ITEM';
    if (type === 'string') return key;
    if (type === 'boolean') return false;
    if (type === 'object') return { description: 'A fine piece' };
    return 1;
  };
  const page = {
    results: [
      Object.fromEntries(Object.entries(tile.shape).map(([key, field]) => [key, sample(key, field)])),
    ],
    total: 1,
    count: 1,
    next_params: null,
    description: ['A gallery.'],
    categories: { _order: ['coins'], coins: { name: 'Coins', slug: 'coins', subcategories: { _order: [] } } },
    item: null,
  };

  it('rebuilds zod/mini objects as full zod’s, through arrays, nullable, optional and unions', () => {
    const twin = compiledTwin(galleryResponseSchema);
    expect(twin).toBeInstanceOf(z.ZodObject);
    expect(twin.shape.results.def.element).toBeInstanceOf(z.ZodObject);
    const union = compiledTwin(
      mini.union([
        mini.object({ a: mini.string() }),
        mini.nullable(mini.object({ b: mini.optional(mini.int()) })),
      ]),
    );
    expect(union.def.options[0]).toBeInstanceOf(z.ZodObject);
    // Nothing to compile: the schema itself.
    const plain = mini.array(mini.string());
    expect(compiledTwin(plain)).toBe(plain);
    expect(compiledTwin(galleryResponseSchema)).toBe(twin);
  });

  it('answers as the original does: the same bytes, and the same issues', () => {
    expect(outcome(galleryResponseSchema, page).data).toBeDefined();
    const invalid = [
      page,
      { ...page, total: 'one' },
      { ...page, results: [{ ...page.results[0], id: 1.5, extra: 'dropped' }] },
      { ...page, categories: { _order: [], coins: { name: 'Coins' } } },
      { ...page, item: { niche: 'collectables' } },
      { ...page, next_params: { last_hit: 'x', sort: 'nonsense' } },
      null,
    ];
    for (const data of invalid) {
      expect(outcome(compiledTwin(galleryResponseSchema), data)).toEqual(
        outcome(galleryResponseSchema, data),
      );
    }
    // Unknown keys are dropped, and the keys keep the schema's order, as before.
    const object = mini.object({ b: mini.string(), a: mini.optional(mini.string()) });
    expect(outcome(compiledTwin(object), { a: '1', b: '2', c: '3' })).toEqual(
      outcome(object, { a: '1', b: '2', c: '3' }),
    );
  });
});
