/** The search box's texts: the combobox's (SearchBoxView) and the plain box it replaces (SearchBoxPlainView). */
export interface SearchBoxTranslations {
  label: string;
  placeholder: string;
  submit: string;
  suggestions: string;
  noMatch: string;
  searching: string;
  /** A subcategory's suggestion names its main category. */
  inCategory: (parent: string) => string;
}

export const searchBoxTranslations: SearchBoxTranslations = /* @__PURE__ */ (() => ({
  label: 'Search',
  placeholder: 'Search',
  submit: 'Search',
  suggestions: 'Categories',
  noMatch: 'No matching categories',
  searching: 'Searching…',
  inCategory: (parent: string) => `in ${parent}`,
}))();
