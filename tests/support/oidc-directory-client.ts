/** How the site is registered at the tests' directory (tests/support/oidc-directory.ts); kept apart so Playwright's config loads no provider. */
export const TEST_DIRECTORY_CLIENT = { clientId: "fdh-website", clientSecret: "a-client-secret-only-the-tests-know-0123" } as const;
