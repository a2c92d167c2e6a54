// msw handlers for saved searches, email notifications and the search lookups.
export {};
