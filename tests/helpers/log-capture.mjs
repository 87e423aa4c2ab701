/**
 * An Astro logger destination that keeps every line in memory, so an in-process `build()`
 * (tests/helpers/astro-build.ts) can be asserted on the way its CLI output would be.
 * Astro loads logger entrypoints as plain JavaScript, hence this one .mjs file.
 */
const LINES = Symbol.for('meridian.astro-log');

export const capturedLog = () => (globalThis[LINES] ??= []);

export default function logCapture() {
  return {
    write(event) {
      const line =
        event.label === 'SKIP_FORMAT' || !event.label
          ? event.message
          : `[${event.label}] ${event.message}`;
      capturedLog().push(line + (event.newLine ? '\n' : ''));
    },
  };
}
