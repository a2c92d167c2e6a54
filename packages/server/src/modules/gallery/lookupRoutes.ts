import { categorySchema, countrySchema } from '@trove/core/gallery';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { GalleryRepository } from './repository';

export interface LookupRoutesOptions {
  repository: GalleryRepository;
}

/** Typeaheads start at 10 suggestions; `all=1` asks for every category (the category panel). */
const TYPEAHEAD_LIMIT = 10;

/** The listing forms' and advanced search's typeaheads: categories and countries. */
export const lookupRoutes: FastifyPluginAsyncZod<LookupRoutesOptions> = async (app, { repository }) => {
  app.get(
    '/categories/',
    {
      schema: {
        tags: ['gallery'],
        summary: 'Category typeahead: names containing `q`, main categories first; `all=1` for every one',
        querystring: z.object({ q: z.string().max(255).default(''), all: z.enum(['0', '1']).optional() }),
        response: { 200: z.array(categorySchema) },
      },
    },
    async (request) => {
      const { q, all } = request.query;
      const rows = await repository.searchCategories(q.trim(), all === '1' ? undefined : TYPEAHEAD_LIMIT);
      const names = new Map(rows.map((row) => [row.id, row.name]));
      const missingParents = rows.filter((row) => row.parentId !== null && !names.has(row.parentId));
      if (missingParents.length > 0) {
        // a matching subcategory names its parent even when the parent itself does not match
        for (const parent of await repository.searchCategories('', undefined))
          names.set(parent.id, parent.name);
      }
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        slug: row.slug,
        parent: row.parentId === null ? null : (names.get(row.parentId) ?? null),
      }));
    },
  );

  // spec: all countries for items, present-day ones for events and directories
  for (const scope of ['all', 'presentday'] as const) {
    app.get(
      `/country/search/${scope}/`,
      {
        schema: {
          tags: ['gallery'],
          summary:
            scope === 'all'
              ? 'Countries whose name starts with `q` (items)'
              : 'Present-day countries whose name starts with `q` (events and directories)',
          querystring: z.object({ q: z.string().max(255).default('') }),
          response: { 200: z.array(countrySchema) },
        },
      },
      async (request) => {
        const rows = await repository.countries(request.query.q.trim(), scope === 'presentday');
        return rows.map((row) => ({ code: row.code, name: row.name, present_day: row.presentDay }));
      },
    );
  }
};
