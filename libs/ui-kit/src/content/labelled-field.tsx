import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface LabelledFieldProps {
  label: string;
  /** The field's message; the field is marked invalid while there is one. */
  error: string | undefined;
  required?: boolean;
  children: ReactNode;
}

/** A labelled form field whose message the input names in `aria-describedby` (Chakra's field does the linking). */
export function LabelledField({ label, error, required = false, children }: LabelledFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {/* Only with an error: an empty ErrorText still writes its styles, a new rule for the browser to apply. */}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
