/**
 * What a failed rebuild says, and to whom. The public status and the editors' notifications
 * get a reason in the project's own words: the step, the CMS endpoint, the record and a short
 * code (`pull failed: GET /notice/api/v1/notice/all/without_pagination/: HTTP 503`). Nothing
 * the CMS wrote (a reason phrase, a content type, a body, a file name) and nothing of the
 * machine (a path, an output) goes there. The log gets the detail, with any credentials in
 * URLs masked.
 */
import { SnapshotError } from '../../../../src/cms/snapshot-files.ts';
import { PullError } from '../../pull/http.ts';
import { maskCredentials } from '../../../../src/lib/mask-credentials.ts';
import { BuildFailure } from './releases.ts';

/** An error code of the system or of fetch (`ECONNREFUSED`, `UND_ERR_SOCKET`): words of the machine, not of the CMS. */
const SYSTEM_CODE = /^(E[A-Z0-9]{2,20}|UND_ERR_[A-Z_]{1,30})\b/;

/** The pull's reasons (scripts/lib/pull/http.ts, cms-client.ts), by how they begin, as short codes. */
const PULL_CODES: Array<[RegExp, string]> = [
  [/^no answer within/, 'timeout'],
  [/^answer is not JSON/, 'not JSON'],
  [/^answer is larger than/, 'answer too large'],
  [/^invalid answer/, 'unexpected answer'],
  [/^empty answer/, 'empty answer'],
  [/^the list is empty/, 'no general settings'],
  [/redirect/, 'redirect refused'],
  [/pages?\b/, 'unexpected paging'],
  [/^cancelled/, 'cancelled'],
];

export function pullCode(reason: string): string {
  const status = /^HTTP (\d{3})\b/.exec(reason);
  const system = SYSTEM_CODE.exec(reason);
  const code = status
    ? `HTTP ${status[1]}`
    : system
      ? system[1]!
      : (PULL_CODES.find(([pattern]) => pattern.test(reason))?.[1] ?? 'failed');
  const attempts = /\(after (\d+) attempts\)$/.exec(reason);
  return attempts ? `${code} after ${attempts[1]} attempts` : code;
}

/**
 * The endpoint as configured (`GET /notice/api/v1/notice/3`); a media file's name is the
 * CMS's, so it is not named.
 */
export function endpointOf(endpoint: string): string {
  if (/^GET \/media\//.test(endpoint)) return 'GET /media/ (a media file; its name is in the log)';
  return /^GET \/[\w\-./?=&{}%]{0,160}$/.test(endpoint)
    ? endpoint
    : 'GET (an endpoint; named in the log)';
}

export function publicReason(error: unknown): string {
  if (error instanceof PullError) {
    const record = error.menuId === undefined ? '' : ` (menu ${Math.trunc(error.menuId)})`;
    return `pull failed: ${endpointOf(error.endpoint)}${record}: ${pullCode(error.reason)}`;
  }
  if (error instanceof SnapshotError)
    return 'pull failed: the new snapshot did not pass its check (details in the log)';
  if (error instanceof BuildFailure) return error.message;
  const code = (error as { code?: unknown }).code;
  return `rebuild failed${typeof code === 'string' && SYSTEM_CODE.test(code) ? ` (${code})` : ''}; details in the log`;
}

/** The back office did not answer, or answered that it cannot now: a passing trouble, worth a retry. */
const UNANSWERED = /^(timeout|E[A-Z0-9]+|UND_ERR_\w+|HTTP 5\d\d)( after \d+ attempts)?$/;

/**
 * What a failure means to an editor and what to do next, in the publish page's words; the
 * short reason beside it is for whoever runs the publisher, and its log has the detail.
 */
export function editorAdvice(error: unknown): string {
  if (error instanceof PullError)
    return UNANSWERED.test(pullCode(error.reason))
      ? 'The back office did not answer, so nothing changed on the website. Try again in a few minutes; if it keeps happening, tell whoever runs the back office.'
      : 'The back office answered with something the website cannot read, so nothing changed on the website. Tell whoever runs the back office; the publisher’s log says what came back.';
  if (error instanceof SnapshotError)
    return 'What the back office sent did not pass the website’s checks, so nothing changed on the website. Tell whoever runs the publisher; its log names the problem.';
  if (error instanceof BuildFailure && /shutting down/.test(error.message))
    return 'The publisher was stopped while it worked, so nothing changed on the website. Try again once it is back.';
  if (error instanceof BuildFailure)
    return 'Building the website failed, so nothing changed on the website. Try once more; if it fails again, tell whoever runs the publisher: its log has the builder’s own error.';
  return 'Something went wrong in the publisher, so nothing changed on the website. Try once more; if it fails again, tell whoever runs the publisher: its log has the details.';
}

export function logReason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const output = error instanceof BuildFailure && error.output ? `: ${error.output}` : '';
  return maskCredentials(`${message}${output}`);
}
