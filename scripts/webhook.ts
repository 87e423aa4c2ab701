/**
 * npm run webhook                       the rebuild endpoint and the publish page
 * npm run --silent webhook -- hash-password   prints a WEBHOOK_PASSWORD_HASH for a password it asks for
 * The self-hosted rebuild endpoint for the content team (docs/deploy.md): each accepted
 * hook, each "Publish now" and each change the watch finds pulls the CMS and builds a new
 * release under WEBHOOK_ROOT, served from its `current`.
 */
import { resolve } from 'node:path';
import { UsageError, runMain } from './lib/cli/main.ts';
import { readEnv, webhookEnv } from './lib/settings/env.ts';
import { pullConfig } from './lib/pull/pull-config.ts';
import { trustedProxies } from './lib/webhook/http/client.ts';
import { hashPasswordCommand } from './lib/webhook/http/hash-password-command.ts';
import { checkNotifyUrl, notify, type RebuildEvent } from './lib/webhook/desk/notify.ts';
import { parsePasswordHash } from './lib/webhook/http/password.ts';
import { findingWords } from './lib/preflight/finding.ts';
import { liveData, recordPublished, type DeskOptions } from './lib/webhook/desk/preview.ts';
import { buildRelease, type RunContext } from './lib/webhook/desk/releases.ts';
import { SaidOnce } from './lib/webhook/desk/said-once.ts';
import { startWebhook } from './lib/webhook/http/server.ts';

/** "Publish now", the hook and the watch: pull, build, make live, then record it as a preview is. */
async function publishDirectly(desk: DeskOptions, context: Required<RunContext>) {
  desk.onPull?.();
  const wasLive = await liveData(desk.root);
  const release = await buildRelease(desk, context);
  if (!release) return release;
  // The release is live by now: a record that cannot be written is the log's, not a failure.
  const record = await recordPublished(desk, release, context.by, wasLive).catch(
    (error: unknown) => {
      console.warn(`release ${release.name} is live but not recorded: ${String(error)}`);
      return null;
    },
  );
  // Its report goes with the publish to the page's list and to NOTIFY_URL, as a go-live's does.
  return record ? { ...release, preflight: record.findings.map(findingWords) } : release;
}

runMain(async () => {
  const command = process.argv[2];
  if (command === 'hash-password') return hashPasswordCommand();
  if (command) throw new UsageError(`unknown command "${command}"; the only one is hash-password`);
  const env = readEnv(webhookEnv);
  const root = resolve(env.WEBHOOK_ROOT);
  const { out: _out, ...pull } = pullConfig(process.env, { out: '' });
  const notifyUrl = env.NOTIFY_URL;
  checkNotifyUrl(notifyUrl);
  const siteUrl = env.SITE_URL ? new URL(env.SITE_URL) : undefined;
  const site = siteUrl?.host ?? 'The website';
  const watchMinutes = env.WEBHOOK_WATCH_MINUTES;
  const warnings = new SaidOnce((line) => console.warn(line));
  const desk: DeskOptions = {
    root,
    pull: { ...pull, onWarning: (message) => warnings.say(`pull warning: ${message}`) },
    buildCommand: env.WEBHOOK_BUILD_COMMAND,
    keep: env.WEBHOOK_KEEP,
    onPull: () => warnings.nextPull(),
    ...(siteUrl ? { siteUrl: siteUrl.href } : {}),
  };
  const webhook = await startWebhook({
    secret: env.REBUILD_SECRET,
    port: env.WEBHOOK_PORT,
    host: env.WEBHOOK_HOST,
    debounceMs: env.WEBHOOK_DEBOUNCE_MS,
    trustedProxies: trustedProxies(env.WEBHOOK_TRUSTED_PROXIES),
    site,
    ...(siteUrl ? { siteUrl: siteUrl.href } : {}),
    ...(env.WEBHOOK_PASSWORD_HASH
      ? { passwordHash: parsePasswordHash(env.WEBHOOK_PASSWORD_HASH) }
      : {}),
    ...(watchMinutes > 0 ? { watchMinutes } : {}),
    ...(notifyUrl
      ? {
          notify: (event: RebuildEvent, signal: AbortSignal) =>
            notify({ url: notifyUrl, site, log: console.log, signal }, event),
        }
      : {}),
    desk,
    timeZone: env.SITE_TIME_ZONE,
    preview: {
      port: env.WEBHOOK_PREVIEW_PORT,
      ...(env.WEBHOOK_PREVIEW_URL ? { url: env.WEBHOOK_PREVIEW_URL } : {}),
    },
    rebuild: (context) => publishDirectly(desk, context),
  });
  console.log(
    `rebuild endpoint at ${webhook.url}/hooks/rebuild (status: ${webhook.url}/hooks/status, publish page: ${webhook.url}/hooks/${
      env.WEBHOOK_PASSWORD_HASH ? '' : ', off: no WEBHOOK_PASSWORD_HASH'
    }${watchMinutes > 0 ? `, checking the back office every ${watchMinutes} min` : ''}, previews at ${
      env.WEBHOOK_PREVIEW_URL ?? webhook.previewUrl
    }); serve ${root}/current`,
  );
  const stop = () => void webhook.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}, 'webhook');
