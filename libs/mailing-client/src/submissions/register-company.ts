import { mailingApi } from '../lib/mailing-api';
import type { CompanyRegistration, SubmissionReceipt } from '../lib/submission-schemas';

const registerCompanyApi = mailingApi.injectEndpoints({
  endpoints: (build) => ({
    /** Sends a company registration to the organisation, with a confirmation to the contact person. */
    registerCompany: build.mutation<SubmissionReceipt, CompanyRegistration>({
      query: (body) => ({ url: '/brevo/company', method: 'POST', body }),
    }),
  }),
});

export const { registerCompany } = registerCompanyApi.endpoints;
export const { useRegisterCompanyMutation } = registerCompanyApi;
