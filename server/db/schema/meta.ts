// Facts about the database itself (ADR 010).
import { pgTable, text } from "drizzle-orm/pg-core";
import { instant } from "./columns.ts";

/** Facts about the database itself, such as when the sample content was seeded. */
export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updated_at: instant("updated_at").notNull().defaultNow(),
});
