import type { SubmissionProblem } from '@jobpoint/mailing-client';

/** The 400 answer to a submission: one message per invalid field. */
export function invalidSubmission(errors: Record<string, string>): SubmissionProblem {
  return { message: 'Invalid submission', errors };
}
