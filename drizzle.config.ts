import { defineConfig } from "drizzle-kit";

// `npx drizzle-kit generate` writes a new forward-only migration after a change to the
// schema; the server applies them at start (server/db/migrate.ts, ADR 010). Each area keeps
// its tables in its own file under server/db/schema/ (ADR 043).
export default defineConfig({
  dialect: "postgresql",
  schema: "./server/db/schema/*.ts",
  out: "./server/db/migrations",
});
