/**
 * npm run preview [-- --dir DIR --port N --host H]
 * Serves a built site as Netlify serves it (scripts/lib/site-server.ts): netlify.toml's and
 * _headers' headers, pretty URLs, 404.html with status 404.
 */
import { parseArgs } from 'node:util';
import { positiveInt, runMain } from './lib/cli.ts';
import { startSiteServer } from './lib/site-server.ts';

runMain(async () => {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string', default: process.env.SITE_OUT_DIR || 'dist' },
      port: { type: 'string', default: '4321' },
      host: { type: 'string', default: '127.0.0.1' },
    },
  });
  const server = await startSiteServer({
    dir: values.dir,
    configPath: 'netlify.toml',
    port: positiveInt(values.port, 4321, '--port'),
    host: values.host,
  });
  console.log(`serving ${values.dir}/ as Netlify would at ${server.url}/`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}, 'preview');
