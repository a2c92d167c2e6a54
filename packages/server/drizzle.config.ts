import { defineConfig } from 'drizzle-kit';

// Only `drizzle-kit generate` reads this: it diffs the schema against the committed snapshots,
// so no database connection is needed.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
