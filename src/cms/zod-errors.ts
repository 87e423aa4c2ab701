import type { z } from 'zod';

/** One line per answer: `notices.3.date: expected a date as YYYY-MM-DD; …`. */
export function formatZodError(error: z.ZodError, limit = 3): string {
  const issues = error.issues.slice(0, limit).map((issue) => {
    const where = issue.path.length > 0 ? issue.path.map(String).join('.') : '(root)';
    return `${where}: ${issue.message}`;
  });
  const more = error.issues.length - limit;
  return issues.join('; ') + (more > 0 ? `; and ${more} more` : '');
}
