import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Staff passwords and one-time codes hashed at a low scrypt cost in this run only (see
    // server/scrypt-cost.ts): at full cost the suite spent minutes waiting on scrypt. The servers
    // the fault tests start from the build run as production and hash at full cost.
    env: { SCRYPT_TEST_N: "1024" },
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
