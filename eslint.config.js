import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Imports a layer may not make: dependencies point app -> domain <- server (STYLE.md). */
const restrict = (patterns) => ["error", { patterns }];

export default tseslint.config(
  { ignores: ["build/", "build-*/", "test-results*/", ".scratch*", ".shot*", "node_modules/", ".react-router/", "test-results/", "playwright-report/", "data/", "coverage/"] },
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
  {
    files: ["domain/**/*.ts"],
    ignores: ["domain/**/*.test.ts"],
    rules: {
      "no-restricted-imports": restrict([
        { regex: "^(#(app|server|content)/|(\\.\\./)+(app|server|content)/)", message: "domain/ is pure: it imports nothing from app/, server/ or content/." },
        { group: ["node:*", "react", "react-*", "fastify", "@fastify/*", "drizzle-orm*", "pg", "socket.io*"], message: "domain/ imports zod and nothing else: no I/O, no React, no Node APIs." },
      ]),
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/**/*.server.ts", "app/**/*.server.tsx"],
    rules: {
      "no-restricted-imports": restrict([
        { regex: "^(#server/|(\\.\\./)+server/)", message: "app/ reaches the server only through *.server.ts modules." },
      ]),
    },
  },
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
    files: ["server/db/**/*.ts", "server/http/**/*.ts", "server/uploads/**/*.ts", "server/storage/**/*.ts"],
    rules: {
      "no-restricted-imports": restrict([
        { regex: "^(#app/|(\\.\\./)+app/)", message: "server/ never imports the React app; it serves its build." },
        {
          regex: "^(#server/|(\\.\\./)+)(content|kyc|account-opening|onboarding|staff|auth|audit|api|web|realtime|messaging|health)/",
          message: "The shared kernel (db, http, uploads, storage) imports no area: the area passes what the kernel needs (ADR 043).",
        },
      ]),
    },
  },
);
