/**
 * Astro keeps its prerender bundle beside the output when the output folder is under the
 * working directory, and Node resolves that bundle's imports from there: a build started
 * outside the project into a folder there finds no node_modules ("Cannot find package
 * '@oslojs/encoding'" from `<out>/.prerender/chunks`). Started from the project's folder, Astro
 * puts the bundle in the project's `.astro/` for any output folder outside it.
 */
import { snapshotDir } from '../cms/snapshot-dir.ts';

/** Makes the project folder the working directory; SNAPSHOT_DIR keeps the folder it named where the build was started. */
export function buildFromProject(root: string, env: NodeJS.ProcessEnv = process.env): void {
  if (process.cwd() === root) return;
  env.SNAPSHOT_DIR = snapshotDir(env);
  process.chdir(root);
}
