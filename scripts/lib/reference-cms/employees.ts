/**
 * Employees as the back office lists them (CMS-API §1.8, §2.15): a user's columns and an
 * employee's, personal ones included (invented and harmless here: the snapshot never keeps
 * them), and the designation as a bare id. The designation list (§2.16) is made from the
 * distinct names the snapshot's employees hold, numbered in the order they first appear,
 * so a pull can name each id again.
 */
import type { Snapshot } from '../../../src/cms/schema.ts';
import { auditTimes } from './date-times.ts';
import { fileUrl } from './file-uri.ts';
import { EDITOR, type Row, type Serializer } from './serializers.ts';

/** Designation name → id, numbered by first appearance among the employees by id. */
function designationIds(employees: Snapshot['employees']): Map<string, number> {
  const ids = new Map<string, number>();
  for (const { designation } of [...employees].sort((a, b) => a.id - b.id)) {
    if (designation !== null && !ids.has(designation)) ids.set(designation, ids.size + 1);
  }
  return ids;
}

export const designationRows = (snapshot: Snapshot): readonly Row[] =>
  [...designationIds(snapshot.employees)].map(([name, id]) => ({ id, name }));

export function employeeRows(snapshot: Snapshot): readonly Row[] {
  const ids = designationIds(snapshot.employees);
  return snapshot.employees.map((employee) => ({
    ...employee,
    designation: employee.designation === null ? null : (ids.get(employee.designation) ?? null),
  }));
}

/** A user's and an employee's own columns, in the model's order, between the nested objects and the bare ids. */
function ownColumns(row: Row): Record<string, unknown> {
  return {
    last_login: null,
    first_name: row.first_name,
    last_name: row.last_name,
    username: null,
    email: row.email,
    gender: 'others',
    primary_phone: row.primary_phone,
    secondary_phone: null,
    user_type: null,
    date_of_birth: null,
    is_active: true,
    is_admin: false,
    street_address_one: null,
    street_address_two: null,
    postal_code: null,
    image: fileUrl(row.image as string | null),
    nid: null,
    ...auditTimes('employee', row.id),
    emp_id_no: null,
    emp_join_date: null,
    basic_money: null,
    allowance_money: null,
    father_name: null,
    mother_name: null,
    marital_status: null,
    spouse_name: null,
    marriage_date: null,
  };
}

/** The nested audit user: its image is `/media/` and the raw stored name, not encoded. */
const auditUser = { ...EDITOR, image: `/media/${EDITOR.image}` };

/** The list: nested objects first (role … branch as `{id, name}` or null, the audit users in full), the designation last as an id. */
export const employeeListSerializer: Serializer = (_table, row) => ({
  id: row.id,
  role: null,
  thana: null,
  city: null,
  country: null,
  department: null,
  branch: null,
  created_by: auditUser,
  updated_by: auditUser,
  ...ownColumns(row),
  designation: row.designation,
});

/** The detail view's plain serializer: every foreign key as a bare id, after the columns. */
export const employeeDetailSerializer: Serializer = (_table, row) => ({
  id: row.id,
  ...ownColumns(row),
  role: null,
  thana: null,
  city: null,
  country: null,
  created_by: EDITOR.id,
  updated_by: EDITOR.id,
  department: null,
  branch: null,
  designation: row.designation,
});
