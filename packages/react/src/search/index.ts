// Search UI: category panel, gallery header, typeahead, advanced search, saved searches. Exported from the package root.
export {};
