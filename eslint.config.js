import { readdirSync } from "node:fs";
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Imports a layer may not make: dependencies point app -> domain <- server (STYLE.md). */
const restrict = (patterns) => ["error", { patterns }];

const APP_TO_SERVER = { regex: "^(#server/|(\\.\\./)+server/)", message: "app/ reaches the server only through *.server.ts modules." };

/**
 * Feature areas (ADR 044): each folder of app/features/ owns its screens and imports no other
 * area's files, only app/components, app/i18n, app/http, app/live, domain/ and these shared areas.
 */
const SHARED_AREAS = ["shell", "panels", "screen", "share", "uploads", "one-time-code"];

/** The other areas' files an area may still import, each with its reason. */
const AREA_EXCEPTIONS = {
  // The money bureaus are drawn on the branch locator's map component.
  bureaus: ["branches/branch-map.tsx"],
  // The complaint form takes its files exactly as KYC does (the brief of issue 26: "checked like KYC
  // files, reuse the KYC upload component"): the file field, its checks and strings, the form's styles.
  complaints: ["kyc/document-field.tsx", "kyc/use-kyc-files.ts", "kyc/kyc-error-text.ts", "kyc/kyc-messages.ts", "kyc/kyc.css"],
  // The bank's tariff guides are listed with the documents' row (the rates page's Tariffs tab).
  rates: ["documents/document-list.tsx"],
  // The site header holds the search box.
  shell: ["search/site-search.tsx"],
  // The console's preview draws a record with the visitors' own components (ADR 042, ADR 075), so it
  // cannot drift from the site; the branch editor sets its pin on the locator's map.
  staff: [
    "branches/branch-map.tsx",
    "branches/branch-card.tsx",
    "cares/care-list.tsx",
    "documents/document-list.tsx",
    "news/news-article.tsx",
    "news/news-list.tsx",
    "loans/loan-list.tsx",
    "people/person-card.tsx",
    "rates/bank-rate-table.tsx",
    // The home's banner and promotion, through the home page's own chunk (vite.config.ts, ADR 075).
    "home/banner-carousel.tsx",
    "home/promotion-list.tsx",
    "branches/branches.css",
    "documents/documents.css",
    "people/people.css",
    // An exchange rate, a tariff file, a bureau, a KYC account type and a site page, each loaded
    // lazily with the chunk its visitor page has it in (vite.config.ts, ADR 075).
    "rates/exchange-rate-table.tsx",
    "rates/rate-files.tsx",
    "bureaus/bureau-card.tsx",
    "kyc/kyc-upload-form.tsx",
    "site-pages/site-page-view.tsx",
    "site-pages/ussd-block.tsx",
    "pages/pages.css",
  ],
};

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** One block per area and folder depth: the rule's patterns replace, not add to, the app-wide ones, so each block repeats them. */
function getAreaBlocks() {
  const areas = readdirSync(new URL("./app/features/", import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return areas.flatMap((area) => {
    const allowed = [area, ...SHARED_AREAS].map((name) => `${escape(name)}/`);
    const files = (AREA_EXCEPTIONS[area] ?? []).map((file) => `${escape(file)}$`);
    const crossArea = {
      regex: `^#app/features/(?!${[...allowed, ...files].join("|")})`,
      message: `app/features/${area}/ imports no other area's files: move what both use to app/components, app/features/uploads or another shared area, or list the exception in eslint.config.js with its reason (ADR 044).`,
    };
    // A relative import may not climb out of the area: other areas are reached by #app/ paths, which the rule above checks.
    return [0, 1, 2, 3].map((depth) => ({
      files: [`app/features/${area}/${"*/".repeat(depth)}*.{ts,tsx}`],
      ignores: ["app/**/*.server.ts", "app/**/*.server.tsx"],
      rules: {
        "no-restricted-imports": restrict([
          APP_TO_SERVER,
          crossArea,
          {
            regex: `^(\\.\\./){${depth + 1},}`,
            message: `A relative import stays inside app/features/${area}/: reach other folders by their #app/ path.`,
          },
        ]),
      },
    }));
  });
}

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-*/",
      "test-results*/",
      ".scratch*",
      ".shot*",
      "node_modules/",
      ".react-router/",
      "test-results/",
      "playwright-report/",
      "data/",
      "coverage/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  // domain/ is pure, at every folder depth (ADR 043: domain/<area>/schemas/ is two deep).
  ...[0, 1, 2].map((depth) => ({
    files: [`domain/${"*/".repeat(depth)}*.ts`],
    ignores: ["domain/**/*.test.ts"],
    rules: {
      "no-restricted-imports": restrict([
        {
          regex: `^(#(app|server|content)/|(\\.\\./){${depth + 1},})`,
          message: "domain/ is pure: it imports nothing from app/, server/ or content/, and a relative import stays inside domain/.",
        },
        {
          group: ["node:*", "react", "react-*", "fastify", "@fastify/*", "drizzle-orm*", "pg", "socket.io*"],
          message: "domain/ imports zod and nothing else: no I/O, no React, no Node APIs.",
        },
      ]),
    },
  })),
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/**/*.server.ts", "app/**/*.server.tsx"],
    rules: {
      "no-restricted-imports": restrict([APP_TO_SERVER]),
    },
  },
  ...getAreaBlocks(),
  {
    files: ["server/**/*.ts"],
    rules: {
      "no-restricted-imports": restrict([
        { regex: "^(#app/|(\\.\\./)+app/)", message: "server/ never imports the React app; it serves its build." },
      ]),
    },
  },
  {
    // The shared kernel (ADR 043): the database, HTTP plumbing, upload inspection and storage serve
    // every area and know none of them; an area hands the kernel what it needs (app.ts wires them).
    files: ["server/db/**/*.ts", "server/http/**/*.ts", "server/uploads/**/*.ts", "server/storage/**/*.ts", "server/api/**/*.ts"],
    rules: {
      "no-restricted-imports": restrict([
        { regex: "^(#app/|(\\.\\./)+app/)", message: "server/ never imports the React app; it serves its build." },
        {
          regex: "^(#server/|(\\.\\./)+)(content|kyc|account-opening|onboarding|staff-identity|operations|web|messaging|health)/",
          message: "The shared kernel (db, http, api, uploads, storage) imports no area: the area passes what the kernel needs (ADR 043).",
        },
      ]),
    },
  },
);
