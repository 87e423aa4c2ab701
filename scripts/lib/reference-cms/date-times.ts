/**
 * The back office's date-times: ISO 8601 in Dhaka time (always +06:00, no daylight saving),
 * six-digit microseconds, left out when they are zero, as Django REST framework writes them.
 * The reference CMS has no real creation times, so each record's are derived from its table
 * and id: the same on every run, later for a higher id, as creation order makes them.
 */
import { createHash } from 'node:crypto';

const DHAKA_OFFSET_SECONDS = 6 * 3600;
/** 2024-01-01T09:00:00+06:00, the invented start of the back office's records. */
const FIRST_RECORD = Date.UTC(2024, 0, 1, 3) / 1000;

export function dhakaDateTime(epochSeconds: number, microseconds: number): string {
  const local = new Date((epochSeconds + DHAKA_OFFSET_SECONDS) * 1000).toISOString().slice(0, 19);
  return `${local}${microseconds === 0 ? '' : `.${String(microseconds).padStart(6, '0')}`}+06:00`;
}

/** Four independent 32-bit numbers drawn from a text. */
export function hashNumbers(text: string): [number, number, number, number] {
  const digest = createHash('sha256').update(text).digest();
  return [
    digest.readUInt32BE(0),
    digest.readUInt32BE(4),
    digest.readUInt32BE(8),
    digest.readUInt32BE(12),
  ];
}

export interface AuditTimes {
  created_at: string;
  updated_at: string;
}

/** A record's invented creation and last edit: an hour apart per id, edited within 30 days. */
export function auditTimes(table: string, id: number): AuditTimes {
  const [offset, micros, edit, editMicros] = hashNumbers(`${table}:${id}`);
  const created = FIRST_RECORD + id * 3600 + (offset % 3600);
  // A quarter of the rows were saved on a whole second, so the short form is common enough to be seen.
  const createdMicros = offset % 4 === 0 ? 0 : micros % 1_000_000;
  return {
    created_at: dhakaDateTime(created, createdMicros),
    updated_at: dhakaDateTime(created + 1 + (edit % (30 * 86_400)), editMicros % 1_000_000),
  };
}
