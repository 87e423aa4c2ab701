import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'smol-toml';
import { afterEach, describe, expect, it } from 'vitest';
import type { CmsServer } from '../../scripts/lib/reference-cms/server.ts';
import { buildSettings } from '../../src/site-config.ts';
import { SETTINGS, menusOnly, writeFixture } from '../fixtures/snapshots.ts';
import { hashTree, startCms } from '../helpers/snapshot.ts';
import { scratch } from '../helpers/scratch.ts';

interface NetlifyConfig {
  build: { command: string; publish: string; environment: Record<string, string> };
  plugins: Array<{ package: string; inputs: { paths: string[] } }>;
}
const netlify = parse(await readFile('netlify.toml', 'utf8')) as unknown as NetlifyConfig;
const pkg = JSON.parse(await readFile('package.json', 'utf8'));
const [command, ...args] = netlify.build.command.split(' ');

describe('netlify.toml', () => {
  it('builds on the Node the project pins and publishes the folder the build writes', () => {
    expect(netlify.build.environment.NODE_VERSION).toBe(
      readFileSync('.nvmrc', 'utf8').trim().split('.')[0],
    );
    expect(netlify.build.publish).toBe(buildSettings({}).outDir);
  });

  it('keeps the image cache between builds with a plugin the project installs', () => {
    const plugin = netlify.plugins.find(
      (candidate) => candidate.package === 'netlify-plugin-cache',
    );
    expect(plugin?.inputs.paths).toContain('node_modules/.astro');
    expect(pkg.devDependencies['netlify-plugin-cache']).toBeDefined();
  });
});

describe(`Netlify's build command (${netlify.build.command})`, () => {
  const servers: CmsServer[] = [];
  afterEach(async () => Promise.all(servers.splice(0).map((server) => server.close())));
  const run = (env: Record<string, string | undefined>) =>
    promisify(execFile)(command!, args, { env: { ...process.env, ...env } }).then(
      (result) => ({ code: 0, ...result }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );

  it('fails the deploy when the pull fails, building nothing and leaving the snapshot as it was', async () => {
    const server = await startCms({ faults: [{ pattern: /nested/, kind: 'status', status: 503 }] });
    servers.push(server);
    const outDir = join(await scratch(), 'dist');
    const before = await hashTree('snapshot');
    const result = await run({
      CMS_API_URL: server.url,
      CMS_PULL_RETRIES: '0',
      SITE_OUT_DIR: outDir,
    });
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain(
      'pull failed: GET /cms_menu/api/v1/cms_menu/get_all_nested_cms_menu/: HTTP 503',
    );
    expect(await hashTree('snapshot')).toEqual(before);
    await expect(readFile(join(outDir, 'index.html'))).rejects.toThrow();
  });

  // A small snapshot of its own: what is proved is the wiring, not the sample's pages.
  it('says so when CMS_API_URL is not set, and builds the snapshot it is given', async () => {
    const root = await scratch();
    await writeFixture(join(root, 'snapshot'), menusOnly());
    const outDir = join(root, 'dist');
    const result = await run({
      CMS_API_URL: '',
      SITE_OUT_DIR: outDir,
      SNAPSHOT_DIR: relative(process.cwd(), join(root, 'snapshot')),
    });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(
      `build: CMS_API_URL is not set, building ${relative(process.cwd(), join(root, 'snapshot'))}/`,
    );
    expect(await readFile(join(outDir, 'index.html'), 'utf8')).toContain(SETTINGS.site_name);
  }, 120_000);
});
