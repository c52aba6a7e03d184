import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["domain/**/*.test.ts", "server/**/*.test.ts", "app/**/*.test.{ts,tsx}"],
          environment: "node",
        },
      },
      {
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Two cores: a few files at a time, each with its own databases.
          maxWorkers: 2,
        },
      },
    ],
  },
});
