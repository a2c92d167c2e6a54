// msw handlers for the search lookups: categories, countries, tags, niches, gallery header.
export {};
