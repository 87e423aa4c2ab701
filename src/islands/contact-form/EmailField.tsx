import type { FieldKit } from './field-kit.ts';

/** The e-mail field both forms ask for, by one name so the form-mail service reads either. */
export function EmailField({ field }: { field: FieldKit }) {
  return (
    <div className="field">
      <label htmlFor="contact-email">Email</label>
      <input
        type="email"
        autoComplete="email"
        placeholder="name@example.com"
        {...field.props('email')}
      />
      {field.error('email')}
    </div>
  );
}
