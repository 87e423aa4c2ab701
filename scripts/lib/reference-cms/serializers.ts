/**
 * How the back office's serializers write a row (CMS-API Part 2). The `…ListSerializer`s:
 * id, the audit users as e-mails, the columns, the times. The plain serializers (detail views
 * and a few lists): id, the columns, the times, then the foreign keys as ids. The audit users
 * are invented: one editor wrote everything.
 */
import { auditTimes } from './date-times.ts';
import { fileUrl } from './file-uri.ts';

export type Row = { id: number } & Record<string, unknown>;

/** What a serializer needs to know of a table. */
export interface Columns {
  /** The back office's name of the table: seeds its rows' invented times. */
  name: string;
  /** Every column of the model but id, the audit users and the times, in the model's order. */
  columns: readonly string[];
  /** The columns holding a stored file's name. */
  files: readonly string[];
  /** What the back office holds where the snapshot keeps null: the admin front end's `"undefined"`, a flag's default. */
  leftEmpty?: Readonly<Record<string, unknown>>;
  /**
   * Foreign keys the row holds as `{id, …}` objects: a list serializer declares them, so they
   * come right after the id, nested; a plain one writes their ids after the times.
   */
  nested?: readonly string[];
}

export type Serializer = (table: Columns, row: Row) => Record<string, unknown>;

/** The invented admin every audit field names. */
export const EDITOR = {
  id: 1,
  email: 'editor@example.org',
  first_name: 'Site',
  last_name: 'Editor',
  username: 'editor',
  image: 'users/Zoë.png',
};

export function columnValues(table: Columns, row: Row): Record<string, unknown> {
  return Object.fromEntries(
    table.columns.map((column) => {
      const value = row[column] ?? table.leftEmpty?.[column] ?? null;
      return [column, table.files.includes(column) ? fileUrl(value as string | null) : value];
    }),
  );
}

const nestedOf = (table: Columns, row: Row, write: (value: { id: number } | null) => unknown) =>
  Object.fromEntries(
    (table.nested ?? []).map((key) => [
      key,
      write((row[key] as { id: number } | null | undefined) ?? null),
    ]),
  );

export const listSerializer: Serializer = (table, row) => ({
  id: row.id,
  ...nestedOf(table, row, (value) => value),
  created_by: EDITOR.email,
  updated_by: EDITOR.email,
  ...columnValues(table, row),
  ...auditTimes(table.name, row.id),
});

export const plainSerializer: Serializer = (table, row) => ({
  id: row.id,
  ...columnValues(table, row),
  ...auditTimes(table.name, row.id),
  ...nestedOf(table, row, (value) => value?.id ?? null),
  created_by: EDITOR.id,
  updated_by: EDITOR.id,
});
