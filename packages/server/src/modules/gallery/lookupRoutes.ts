import { availableTagsSchema, categorySchema, countrySchema } from '@trove/core/gallery';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../http/httpError';
import type { GalleryRepository } from './repository';

export interface LookupRoutesOptions {
  repository: GalleryRepository;
}

/** Typeaheads start at 10 suggestions; `all=1` asks for every category (the category panel). */
const TYPEAHEAD_LIMIT = 10;

/** §7 Tags: the label of the tags field when a section does not name it. */
export const DEFAULT_TAG_LABEL = 'Tags';

const slug = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/);

/** The label of a section's tags field: its own when it sets one, else the default. */
function tagLabelOf(label: string | null | undefined): string {
  return label?.trim() || DEFAULT_TAG_LABEL;
}

/** The listing forms' and advanced search's lookups: categories, countries and tags. */
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

  app.get(
    '/tags/available/',
    {
      schema: {
        tags: ['gallery'],
        summary: 'The tags of a niche or section, and the label of its tags field (default `Tags`)',
        querystring: z.object({ niche: slug, section: slug.optional() }),
        response: { 200: availableTagsSchema },
      },
    },
    async (request) => {
      const { niche, section } = request.query;
      const place = await repository.place({ niche, section });
      if (!place) throw HttpError.notFound();
      const [availableTags, label] = await Promise.all([
        repository.availableTags(place),
        place.section === null ? null : repository.tagLabel(place.section.id),
      ]);
      return { available_tags: availableTags, tag_label: tagLabelOf(label) };
    },
  );
};
