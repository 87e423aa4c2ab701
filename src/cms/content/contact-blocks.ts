/**
 * Whether a Contact menu block (Address, Email, Phone) only repeats what the general settings
 * already show. The 2022 back office kept contact details in both places; where they differ,
 * the block is shown beside the settings' values so that no value an editor entered is lost.
 */
import type { ContactValues } from '../contact-values.ts';

const letters = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
/** Numbers compared by their last nine digits: `01711-000111` and `+880 1711 000111` are one phone. */
const dialled = (text: string) => text.replace(/\D/g, '').slice(-9);

/** A contact block is a few lines; reading only its start keeps a hostile one from costing minutes. */
const READ = 2_000;

const FINDERS = {
  // Word by word: one regex over a long run without `@` takes the square of its length.
  email: (text: string) =>
    text
      .slice(0, READ)
      .split(/[\s<>,;]+/)
      .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
      .filter((word) => /^[^@:]+@[^@:]+\.[^@:]+$/.test(word)),
  phone: (text: string) => text.slice(0, READ).match(/\+?\d[\d\s().-]{5,}\d/g) ?? [],
};

export function repeatsSettings(
  slot: 'address' | 'email' | 'phone',
  text: string,
  values: ContactValues,
): boolean {
  if (slot === 'address') {
    const block = letters(text);
    return block !== '' && values.addresses.some((address) => letters(address).includes(block));
  }
  const found = FINDERS[slot](text);
  if (found.length === 0) return false;
  const shown =
    slot === 'email'
      ? new Set(values.emails.map((email) => email.toLowerCase()))
      : new Set(values.phones.map((phone) => dialled(phone.href)));
  return found.every((value) => shown.has(slot === 'email' ? value.toLowerCase() : dialled(value)));
}
