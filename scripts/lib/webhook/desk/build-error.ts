/**
 * The lines of a failed build's output that say what went wrong, for the publisher's log: the
 * first line that names an error and the few after it (Astro's message, hint and file), without
 * stack frames, which are all a build's last lines usually are. Without such a line, the last
 * lines of the output.
 */
const STACK = /^\s*(at\s|Stack trace:|\.\.\. \d+ lines matching)/;
const ERROR = /\b(error|failed)\b/i;
const LINES_AFTER = 4;
const MAX_CHARS = 800;

export function buildError(output: string): string {
  const lines = output
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '' && !STACK.test(line));
  const first = lines.findIndex((line) => ERROR.test(line));
  const picked = first === -1 ? lines.slice(-3) : lines.slice(first, first + 1 + LINES_AFTER);
  const text = picked.map((line) => line.trim()).join(' | ');
  return text.length > MAX_CHARS ? `${text.slice(0, MAX_CHARS - 1)}…` : text;
}
