/**
 * An Astro logger destination that keeps every line in memory, so an in-process `build()`
 * (tests/helpers/astro-build.ts) can be asserted on the way its CLI output would be.
 * Astro loads logger entrypoints as plain JavaScript, hence this one .mjs file.
 */
const LINES = Symbol.for('meridian.astro-log');

export const capturedLog = () => (globalThis[LINES] ??= []);

export default function logCapture() {
  return {
    // As the CLI writes it: a time before every message but a continuation (SKIP_FORMAT),
    // so a warning logged while a page renders cannot run into that page's path.
    write(event) {
      const time = new Date().toTimeString().slice(0, 8);
      const line =
        event.label === 'SKIP_FORMAT'
          ? event.message
          : `${time} ${event.label ? `[${event.label}] ` : ''}${event.message}`;
      capturedLog().push(line + (event.newLine ? '\n' : ''));
    },
  };
}
