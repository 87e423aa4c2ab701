/**
 * GET /hooks/status for people (Accept: text/html): the state, the last success and failure,
 * and the recent rebuilds, readable on a phone. It shows only what the JSON shows (times,
 * counts, release names, short reasons), never a path, an output or a secret.
 */
import { formatChanges } from '../changes.ts';
import type { RebuildEvent } from './notify.ts';
import type { WebhookStatus } from './server.ts';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!);

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const STATE_TEXT: Record<WebhookStatus['state'], string> = {
  idle: '<strong>Idle.</strong> The live site is the last release published.',
  waiting: '<strong>Waiting.</strong> A rebuild starts once the editors stop saving for a moment.',
  running: '<strong>Rebuilding.</strong> The live site changes when the new release is ready.',
};

function eventRow(event: RebuildEvent): string {
  const what = event.outcome === 'published' ? `Published ${escape(event.release)}` : 'Failed';
  const detail = event.outcome === 'published' ? formatChanges(event.changes) : event.reason;
  return `<tr><td><time datetime="${escape(event.at)}">${escape(event.at.replace('T', ' ').slice(0, 19))} UTC</time></td><td>${what}</td><td>${escape(detail)}</td><td>${seconds(event.durationMs)}</td></tr>`;
}

export function statusPage(status: WebhookStatus): string {
  const success = status.lastSuccess;
  const failure = status.lastFailure;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Rebuild status</title>
<style>
body{margin:0 auto;max-width:60rem;padding:1rem;font:16px/1.5 system-ui,sans-serif;color:#1f2a33}
h1{font-size:1.5rem}h2{font-size:1.15rem;margin-top:2rem}
.state{padding:.75rem 1rem;border-radius:8px;background:#eef4f7}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}
table{width:100%;border-collapse:collapse}th,td{padding:.4rem;border-bottom:1px solid #d5dde3;text-align:left;vertical-align:top}
td:nth-child(3){overflow-wrap:anywhere}
@media (max-width:600px){thead{display:none}tr,td{display:block}tr{padding:.5rem 0;border-bottom:1px solid #d5dde3}td{border:0;padding:.1rem 0}}
</style>
</head>
<body>
<main>
<h1>Rebuild status</h1>
<p class="state">${STATE_TEXT[status.state]}</p>
<h2>Last success</h2>
${
  success
    ? `<dl><dt>When</dt><dd>${escape(success.at)}</dd><dt>Release</dt><dd>${escape(success.release)}</dd><dt>Changes</dt><dd>${escape(formatChanges(success.changes))}</dd><dt>Took</dt><dd>${seconds(success.durationMs)}</dd></dl>`
    : '<p>None since the endpoint started.</p>'
}
<h2>Last failure</h2>
${
  failure
    ? `<dl><dt>When</dt><dd>${escape(failure.at)}</dd><dt>Reason</dt><dd>${escape(failure.reason)}</dd><dt>Took</dt><dd>${seconds(failure.durationMs)}</dd></dl>`
    : '<p>None since the endpoint started.</p>'
}
<h2>Recent rebuilds</h2>
${
  status.recent.length > 0
    ? `<table><thead><tr><th>When</th><th>Outcome</th><th>Changes or reason</th><th>Took</th></tr></thead><tbody>${status.recent.map(eventRow).join('')}</tbody></table>`
    : '<p>None since the endpoint started.</p>'
}
<p>${status.builds} rebuild${status.builds === 1 ? '' : 's'} since the endpoint started. The same as JSON: ask with <code>Accept: application/json</code>.</p>
</main>
</body>
</html>
`;
}
