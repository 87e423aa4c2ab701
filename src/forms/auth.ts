import { hrefOf } from '../cms/page-paths.ts';

/**
 * The demo sign-in screens (SPEC §4, §5): rules, toasts and where each goes on success.
 * A fake check with no server call: login succeeds only for an email starting with "user".
 */
export const TOASTS = {
  invalid: 'Empty field is not allowed!',
  login: 'You successfully Login on charitio !',
  register: 'Registration Complete successfully!',
  forgot: 'You successfully Login!',
  // SPEC §5 gives no text for a refused login; visitors still need to be told.
  loginRefused: 'This email and password do not match an account.',
} as const;

export type AuthKind = 'login' | 'register' | 'forgot';

export interface AuthOutcome {
  ok: boolean;
  /** Fields to mark invalid. */
  invalid: string[];
  toast: string;
  redirect?: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const LETTERS = /^\p{L}+(?: \p{L}+)*$/u;

type Values = Record<string, string | undefined>;
type Rule = [field: string, valid: (value: string, values: Values) => boolean];

const RULES: Record<AuthKind, Rule[]> = {
  login: [
    ['email', (value) => EMAIL.test(value.trim())],
    ['password', (value) => value !== ''],
  ],
  register: [
    ['full_name', (value) => LETTERS.test(value.trim())],
    ['email', (value) => EMAIL.test(value.trim())],
    ['password', (value) => value !== ''],
    ['confirm_password', (value, values) => value !== '' && value === values.password],
  ],
  forgot: [['email', (value) => EMAIL.test(value.trim())]],
};

export function authOutcome(kind: AuthKind, values: Values): AuthOutcome {
  // Passwords are taken as typed; names and emails forgive stray spaces.
  const invalid = RULES[kind]
    .filter(([field, valid]) => !valid(values[field] ?? '', values))
    .map(([field]) => field);
  if (invalid.length > 0) return { ok: false, invalid, toast: TOASTS.invalid };
  if (kind === 'login') {
    return /^user/i.test(values.email!.trim())
      ? { ok: true, invalid: [], toast: TOASTS.login, redirect: hrefOf(['home']) }
      : { ok: false, invalid: [], toast: TOASTS.loginRefused };
  }
  return { ok: true, invalid: [], toast: TOASTS[kind], redirect: hrefOf(['login']) };
}
