/** The hex SHA-256 of some bytes or text: content names, caches and the snapshot manifest. */
import { createHash } from 'node:crypto';

export const sha256 = (data: string | Uint8Array): string =>
  createHash('sha256').update(data).digest('hex');
