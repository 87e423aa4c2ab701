/**
 * npm run preview [-- --dir DIR --port N --host H]
 * Serves a built site as Netlify serves it (scripts/lib/built-site/site-server.ts): netlify.toml's and
 * _headers' headers, pretty URLs, 404.html with status 404.
 */
import { parseArgs } from 'node:util';
import { runMain } from './lib/cli/main.ts';
import { wholeNumber } from '../src/lib/settings.ts';
import { readEnv, readFlag, siteToolsEnv } from './lib/settings/env.ts';
import { startSiteServer } from './lib/built-site/site-server.ts';

runMain(async () => {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string', default: readEnv(siteToolsEnv).SITE_OUT_DIR },
      port: { type: 'string', default: '4321' },
      host: { type: 'string', default: '127.0.0.1' },
    },
  });
  const server = await startSiteServer({
    dir: values.dir,
    configPath: 'netlify.toml',
    port: readFlag(wholeNumber(4321, 0, 65_535), values.port, '--port'),
    host: values.host,
  });
  console.log(`serving ${values.dir}/ as Netlify would at ${server.url}/`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}, 'preview');
