import { defineConfig } from 'drizzle-kit';

// Generates SQL migrations from src/db/schema; they are committed and applied on start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
