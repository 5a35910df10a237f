import { mailingApi } from '../lib/mailing-api';
import type { CaptchaScore, CaptchaVerification } from '../lib/submission-schemas';

const verifyCaptchaApi = mailingApi.injectEndpoints({
  endpoints: (build) => ({
    /** The score the gateway's reCAPTCHA Enterprise assessment gives a token (0 = bot, 1 = human). */
    verifyCaptcha: build.mutation<CaptchaScore, CaptchaVerification>({
      query: (body) => ({ url: '/captcha/verify', method: 'POST', body }),
    }),
  }),
});

export const { verifyCaptcha } = verifyCaptchaApi.endpoints;
export const { useVerifyCaptchaMutation } = verifyCaptchaApi;
