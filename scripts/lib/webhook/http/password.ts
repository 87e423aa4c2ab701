/**
 * The publish page's password, kept in configuration only as a scrypt hash
 * (WEBHOOK_PASSWORD_HASH, made by `npm run --silent webhook -- hash-password`):
 * `$scrypt$ln=15,r=8,p=1$<salt>$<hash>`, salt and hash in base64. scrypt costs memory as well
 * as time, so a stolen hash is slow to guess on any hardware; N = 2^15 takes 32 MiB and about
 * a tenth of a second here. The parameters travel in the string, so a stronger hash made later
 * still verifies.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { UsageError } from '../../cli/main.ts';

export const MIN_PASSWORD_LENGTH = 12;
/** scrypt's cost: N = 2^ln, block size r, parallelism p. */
export interface ScryptCost {
  ln: number;
  r: number;
  p: number;
}

const DEFAULT_COST: ScryptCost = { ln: 15, r: 8, p: 1 };
const KEY_BYTES = 32;

export interface PasswordHash extends ScryptCost {
  salt: Buffer;
  hash: Buffer;
}

const derive = (password: string, salt: Buffer, { ln, r, p }: ScryptCost) =>
  new Promise<Buffer>((resolve, reject) => {
    const options: ScryptOptions = {
      N: 2 ** ln,
      r,
      p,
      maxmem: 2 * 128 * r * 2 ** ln + 1024 * 1024,
    };
    scrypt(password.normalize('NFC'), salt, KEY_BYTES, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });

/**
 * The setting's value for `password`. Tests pass a lower cost (still within what
 * parsePasswordHash accepts) so that a crowd of checks costs them milliseconds.
 */
export async function hashPassword(password: string, cost = DEFAULT_COST): Promise<string> {
  if ([...password].length < MIN_PASSWORD_LENGTH) {
    throw new UsageError(
      `the password must be at least ${MIN_PASSWORD_LENGTH} characters; a few unrelated words make a good one`,
    );
  }
  const salt = randomBytes(16);
  const hash = await derive(password, salt, cost);
  const { ln, r, p } = cost;
  return `$scrypt$ln=${ln},r=${r},p=${p}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

/** Reads WEBHOOK_PASSWORD_HASH at start; a malformed one stops the endpoint with a one-line reason. */
export function parsePasswordHash(value: string, name = 'WEBHOOK_PASSWORD_HASH'): PasswordHash {
  const match =
    /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/]+={0,2})\$([A-Za-z0-9+/]+={0,2})$/.exec(
      value.trim(),
    );
  const [ln, r, p] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [0, 0, 0];
  if (!match || ln < 14 || ln > 20 || r < 1 || r > 32 || p !== 1) {
    throw new UsageError(
      `${name} is not a hash made by \`npm run --silent webhook -- hash-password\` (it starts $scrypt$ln=)`,
    );
  }
  return {
    ln,
    r,
    p,
    salt: Buffer.from(match[4]!, 'base64'),
    hash: Buffer.from(match[5]!, 'base64'),
  };
}

export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  const key = await derive(password, stored.salt, stored);
  return key.length === stored.hash.length && timingSafeEqual(key, stored.hash);
}
