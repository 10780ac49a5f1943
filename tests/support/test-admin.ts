/**
 * The staff account every test server is started with (ADMIN_USERNAME and friends):
 * the browser tests, the integration tests, the audits and the benchmark all sign in
 * as this one. The name and e-mail are distinctive on purpose: the security audit
 * checks that neither ever appears in an answer without a session.
 */
export const TEST_ADMIN = {
  username: "test-admin",
  password: "correct horse battery staple for tests",
  name: "Store Manager Zq7",
  email: "store-manager-zq7@example.com",
} as const;
