import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'smol-toml';
import { afterEach, describe, expect, it } from 'vitest';
import type { CmsServer } from '../../scripts/lib/cms-server.ts';
import { hashTree, scratch, startCms } from '../helpers/snapshot.ts';

interface NetlifyConfig {
  build: { command: string; publish: string; environment: Record<string, string> };
  plugins: Array<{ package: string; inputs: { paths: string[] } }>;
  headers?: unknown;
}
const netlify = parse(await readFile('netlify.toml', 'utf8')) as unknown as NetlifyConfig;
const pkg = JSON.parse(await readFile('package.json', 'utf8'));

describe('netlify.toml', () => {
  it('builds with the deploy script on Node 24 and publishes dist/', () => {
    expect(netlify.build.command).toBe('npm run build:deploy');
    expect(netlify.build.publish).toBe('dist');
    expect(netlify.build.environment.NODE_VERSION).toBe('24');
  });

  it('keeps the image cache between builds with a plugin the project installs', () => {
    const plugin = netlify.plugins.find((candidate) => candidate.package === 'netlify-plugin-cache');
    expect(plugin?.inputs.paths).toContain('node_modules/.astro');
    expect(pkg.devDependencies['netlify-plugin-cache']).toBeDefined();
  });

  it('leaves the headers to the _headers file the build writes, so nothing overrides it', () => {
    expect(netlify.headers).toBeUndefined();
  });
});

describe('npm run build:deploy', () => {
  const servers: CmsServer[] = [];
  afterEach(async () => Promise.all(servers.splice(0).map((server) => server.close())));
  const run = (env: Record<string, string | undefined>) =>
    promisify(execFile)('npm', ['run', 'build:deploy'], { env: { ...process.env, ...env } }).then(
      (result) => ({ code: 0, ...result }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );

  it('fails the deploy when the pull fails, building nothing and leaving the snapshot as it was', async () => {
    const server = await startCms({ faults: [{ pattern: /nested/, kind: 'status', status: 503 }] });
    servers.push(server);
    const outDir = join(await scratch(), 'dist');
    const before = await hashTree('snapshot');
    const result = await run({ CMS_API_URL: server.url, CMS_PULL_RETRIES: '0', SITE_OUT_DIR: outDir });
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain('pull failed: GET /cms_menu/api/v1/cms_menu/get_all_nested_cms_menu/: HTTP 503');
    expect(await hashTree('snapshot')).toEqual(before);
    await expect(readFile(join(outDir, 'index.html'))).rejects.toThrow();
  });

  it('says so when CMS_API_URL is not set, and builds the committed snapshot', async () => {
    const outDir = join(await scratch(), 'dist');
    const result = await run({ CMS_API_URL: '', SITE_OUT_DIR: outDir });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('build: CMS_API_URL is not set, building the committed snapshot/');
    expect(await readFile(join(outDir, 'index.html'), 'utf8')).toContain('Meridian Bridge Group');
  }, 120_000);
});
