// drizzle-kit settings: every file in src/db/schema is part of the one schema; migrations land in ./drizzle.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/*.ts',
  out: './drizzle',
});
