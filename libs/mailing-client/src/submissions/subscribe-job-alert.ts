import { mailingApi } from '../lib/mailing-api';
import type { JobAlertSubscription } from '../lib/submission-schemas';

/** The gateway's answer to a job alert: always the same, whether or not the address is known. */
export interface JobAlertReceipt {
  status: 'accepted';
}

const subscribeJobAlertApi = mailingApi.injectEndpoints({
  endpoints: (build) => ({
    /** Asks for a job alert on a job board search; it starts once the address confirms it by double opt-in. */
    subscribeJobAlert: build.mutation<JobAlertReceipt, JobAlertSubscription>({
      query: (body) => ({ url: '/job-alerts', method: 'POST', body }),
    }),
  }),
});

export const { subscribeJobAlert } = subscribeJobAlertApi.endpoints;
export const { useSubscribeJobAlertMutation } = subscribeJobAlertApi;
