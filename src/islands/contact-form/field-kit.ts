import type { ReactNode } from 'react';

/** What a set of contact fields gets from the form: each field's shared attributes and its error. */
export interface FieldKit {
  props: (
    name: string,
    required?: boolean,
  ) => {
    id: string;
    name: string;
    required: boolean;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
    onChange: () => void;
  };
  error: (name: string) => ReactNode;
}
