/** The publish page's password hash (scripts/lib/webhook/http/password.ts). */
import { describe, expect, it } from 'vitest';
import { parsePasswordHash, verifyPassword } from '../../scripts/lib/webhook/http/password.ts';
import { testPasswordHash } from '../helpers/password.ts';

describe('the password hash', () => {
  it('verifies the password it was made from and no other, and never holds the password', async () => {
    const line = await testPasswordHash('harbour lantern teacup');
    expect(line).toMatch(/^\$scrypt\$ln=14,r=1,p=1\$[A-Za-z0-9+/]+=*\$[A-Za-z0-9+/]+=*$/);
    expect(line).not.toContain('harbour');
    const hash = parsePasswordHash(line);
    expect(await verifyPassword('harbour lantern teacup', hash)).toBe(true);
    expect(await verifyPassword('harbour lantern teacup ', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
    expect(await testPasswordHash('harbour lantern teacup')).not.toBe(line);
  });

  it('refuses a short password, and a setting that is not such a hash, in one line', async () => {
    await expect(testPasswordHash('eleven char')).rejects.toThrow('at least 12 characters');
    for (const setting of [
      '',
      'hunter2',
      '$2b$12$abcdefghijklmnopqrstuv',
      '$scrypt$ln=4,r=8,p=1$c2FsdA==$aGFzaA==',
    ]) {
      expect(() => parsePasswordHash(setting)).toThrow(
        /^WEBHOOK_PASSWORD_HASH is not a hash made by/,
      );
    }
  });
});
