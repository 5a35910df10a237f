import { mailingApi } from '../lib/mailing-api';
import type { NewsletterSubscription, SubmissionReceipt } from '../lib/submission-schemas';

const subscribeNewsletterApi = mailingApi.injectEndpoints({
  endpoints: (build) => ({
    /** Puts an address on a Brevo list; the newsletter confirms it by double opt-in. */
    subscribeNewsletter: build.mutation<SubmissionReceipt, NewsletterSubscription>({
      query: (body) => ({ url: '/brevo/contacts', method: 'POST', body }),
    }),
  }),
});

export const { subscribeNewsletter } = subscribeNewsletterApi.endpoints;
export const { useSubscribeNewsletterMutation } = subscribeNewsletterApi;
