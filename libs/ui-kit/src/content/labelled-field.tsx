import { Field, type FieldErrorTextProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface LabelledFieldProps {
  label: string;
  /** The field's message; the field is marked invalid while there is one. */
  error: string | undefined;
  required?: boolean;
  children: ReactNode;
}

/**
 * A field's error message, rendered only when there is one: an empty `Field.ErrorText` still writes its
 * styles, and a rule written after hydration makes the browser restyle the whole page.
 */
function FieldError({ message, ...textProps }: Omit<FieldErrorTextProps, 'children'> & { message: string | undefined }) {
  return message ? <Field.ErrorText {...textProps}>{message}</Field.ErrorText> : null;
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
      <FieldError message={error} />
    </Field.Root>
  );
}
