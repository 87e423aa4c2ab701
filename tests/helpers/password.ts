import { hashPassword, type ScryptCost } from '../../scripts/lib/webhook/http/password.ts';

/**
 * The lowest cost the setting accepts (2 MiB, a sixteenth of the real check's work): tests that
 * sign in many times spend milliseconds per check, and the real cost is checked once, in
 * tests/integration/publish-page.test.ts.
 */
export const TEST_COST: ScryptCost = { ln: 14, r: 1, p: 1 };

/** A WEBHOOK_PASSWORD_HASH for `password` at the test cost. */
export const testPasswordHash = (password: string) => hashPassword(password, TEST_COST);
