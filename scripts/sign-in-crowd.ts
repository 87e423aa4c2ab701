/**
 * npm run bench:sign-in [-- --addresses 16,80,250] [--seconds 30]
 * Wrong passwords from each number of loopback addresses for the given seconds while the editor
 * signs in every 2 s, at the real scrypt cost (scripts/lib/bench/sign-in-crowd.ts); prints the
 * editor's sign-ins and waits. Fails when any editor attempt did not sign in.
 */
import { parseArgs } from 'node:util';
import { runMain } from './lib/cli/main.ts';
import { signInCrowd } from './lib/bench/sign-in-crowd.ts';
import { readFlag } from './lib/settings/env.ts';
import { wholeNumber } from '../src/lib/settings.ts';

runMain(async () => {
  const { values } = parseArgs({
    options: {
      addresses: { type: 'string', default: '16,80,250' },
      seconds: { type: 'string', default: '30' },
    },
  });
  const seconds = readFlag(wholeNumber(30, 1), values.seconds, '--seconds');
  const sizes = values.addresses
    .split(',')
    .map((size) => readFlag(wholeNumber(16, 1, 1000), size.trim(), '--addresses'));
  let refused = 0;
  for (const size of sizes) {
    const run = await signInCrowd(size, seconds);
    refused += run.attempts - run.signedIn;
    console.log(
      `${String(run.addresses).padStart(4)} addresses: editor signed in ${run.signedIn} of ${run.attempts}, first from a new address after ${(run.firstMs / 1000).toFixed(2)} s, then at most ${(run.longestMs / 1000).toFixed(2)} s (median ${(run.medianMs / 1000).toFixed(2)} s); ${run.checks} checks; strangers answered ${Object.entries(
        run.strangers,
      )
        .map(([status, count]) => `${status}×${count}`)
        .join(' ')}`,
    );
  }
  if (refused > 0) throw new Error(`${refused} editor sign-ins were refused`);
}, 'bench:sign-in');
