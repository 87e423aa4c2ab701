import { describe, expect, it } from 'vitest';
import { authOutcome } from '../../src/forms/auth.ts';

describe('login (SPEC §5)', () => {
  it('needs an email and a password', () => {
    expect(authOutcome('login', {})).toEqual({
      ok: false,
      invalid: ['email', 'password'],
      toast: 'Empty field is not allowed!',
    });
    expect(authOutcome('login', { email: 'not-an-email', password: 'x' }).invalid).toEqual([
      'email',
    ]);
  });

  it('lets in an email that starts with the word user, and goes home', () => {
    expect(authOutcome('login', { email: 'user@example.org', password: 'secret' })).toEqual({
      ok: true,
      invalid: [],
      toast: 'You successfully Login on charitio !',
      redirect: '/home/',
    });
    expect(authOutcome('login', { email: 'User.Two@example.org', password: 'secret' }).ok).toBe(
      true,
    );
  });

  it('refuses anyone else, saying so', () => {
    expect(authOutcome('login', { email: 'admin@example.org', password: 'secret' })).toEqual({
      ok: false,
      invalid: [],
      toast: 'This email and password do not match an account.',
    });
  });
});

describe('register', () => {
  const valid = {
    full_name: 'Ada Lovelace',
    email: 'ada@example.org',
    password: 'pw',
    confirm_password: 'pw',
  };

  it('succeeds and goes to /login', () => {
    expect(authOutcome('register', valid)).toEqual({
      ok: true,
      invalid: [],
      toast: 'Registration Complete successfully!',
      redirect: '/login/',
    });
    expect(authOutcome('register', { ...valid, full_name: 'Zoë Ångström' }).ok).toBe(true);
  });

  it.each([
    [{ full_name: 'Ada 2' }, ['full_name']],
    [{ full_name: '' }, ['full_name']],
    [{ email: 'ada@' }, ['email']],
    [{ password: '', confirm_password: '' }, ['password', 'confirm_password']],
    [{ confirm_password: 'other' }, ['confirm_password']],
  ])('marks %j invalid with the empty-field toast', (change, invalid) => {
    expect(authOutcome('register', { ...valid, ...change })).toEqual({
      ok: false,
      invalid,
      toast: 'Empty field is not allowed!',
    });
  });
});

describe('forgot password', () => {
  it('needs a valid email, then goes to /login', () => {
    expect(authOutcome('forgot', { email: '' }).toast).toBe('Empty field is not allowed!');
    expect(authOutcome('forgot', { email: 'ada@example.org' })).toEqual({
      ok: true,
      invalid: [],
      toast: 'You successfully Login!',
      redirect: '/login/',
    });
  });
});
