import type * as z from 'zod';
import type { companyRegistrationSchema, eventRegistrationSchema, jobAlertSubscriptionSchema } from './submission-schemas';

interface FormFields {
  company: keyof (typeof companyRegistrationSchema)['shape'];
  event: keyof (typeof eventRegistrationSchema)['shape'];
  jobAlert: keyof (typeof jobAlertSubscriptionSchema)['shape'];
}
export type SubmissionForm = keyof FormFields;

/**
 * Whether a value passes the gateway's rule for that field of a form, so the form refuses exactly what
 * the gateway would. The rules, and zod with them, load with the first check rather than with the page.
 */
export async function meetsGatewayRule<Form extends SubmissionForm>(form: Form, field: FormFields[Form], value: string): Promise<boolean> {
  const { companyRegistrationSchema, eventRegistrationSchema, jobAlertSubscriptionSchema } = await import('./submission-schemas');
  const rules: Record<SubmissionForm, Record<string, z.ZodType>> = {
    company: companyRegistrationSchema.shape,
    event: eventRegistrationSchema.shape,
    jobAlert: jobAlertSubscriptionSchema.shape,
  };
  return rules[form][field].safeParse(value).success;
}

/**
 * A form field's check: empty gives `requiredMessage` where the field is required ('Pflichtfeld') and
 * passes where it is not; otherwise the gateway's rule decides, and `message` says what it refused.
 */
export function gatewayFieldRule<Form extends SubmissionForm>(
  form: Form,
  field: FormFields[Form],
  message: string,
  requiredMessage: string | null,
): (value: string) => Promise<true | string> {
  return async (value) => {
    if (!value.trim()) {
      return requiredMessage ?? true;
    }
    return (await meetsGatewayRule(form, field, value)) || message;
  };
}
