/**
 * What a failed rebuild says, and to whom. The public status gets a short reason that names
 * the failing step (a CMS endpoint and its status, a build's exit code) and nothing of the
 * machine; the log gets the detail, with any credentials in URLs masked.
 */
import { SnapshotError } from '../../../src/cms/snapshot-files.ts';
import { PullError } from '../http.ts';
import { BuildFailure } from './releases.ts';

/** `https://user:secret@host/` → `https://***@host/`, wherever it stands in a text. */
export const maskCredentials = (text: string): string => text.replace(/\b([a-z][a-z0-9+.-]*:\/\/)[^/\s@]+@/gi, '$1***@');

export function publicReason(error: unknown): string {
  if (error instanceof PullError) return maskCredentials(`pull failed: ${error.message}`);
  if (error instanceof SnapshotError) return 'pull failed: the new snapshot did not pass its check (details in the log)';
  if (error instanceof BuildFailure) return error.message;
  const code = (error as { code?: unknown }).code;
  return `rebuild failed${typeof code === 'string' ? ` (${code})` : ''}; details in the log`;
}

export function logReason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const output = error instanceof BuildFailure && error.output ? `: ${error.output}` : '';
  return maskCredentials(`${message}${output}`);
}
