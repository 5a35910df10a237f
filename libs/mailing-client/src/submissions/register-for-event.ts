import { mailingApi } from '../lib/mailing-api';
import type { EventRegistration, SubmissionReceipt } from '../lib/submission-schemas';

const registerForEventApi = mailingApi.injectEndpoints({
  endpoints: (build) => ({
    /** Sends an event registration to the organisation, with a confirmation to the person. */
    registerForEvent: build.mutation<SubmissionReceipt, EventRegistration>({
      query: (body) => ({ url: '/brevo/event', method: 'POST', body }),
    }),
  }),
});

export const { registerForEvent } = registerForEventApi.endpoints;
export const { useRegisterForEventMutation } = registerForEventApi;
