import type { CaptchaConfig } from './mailing-config';

export interface CaptchaAssessment {
  /** 0.0 (a bot) to 1.0 (a person); 0 for a token that is invalid or for another action. */
  score: number;
  valid: boolean;
  reason?: string;
}

export interface AssessmentRequest {
  url: string;
  body: { event: { token: string; siteKey: string; expectedAction?: string } };
}

/** reCAPTCHA Enterprise's `projects.assessments.create`, authenticated with an API key (the captcha secret). */
export function buildAssessmentRequest(config: CaptchaConfig, token: string, expectedAction?: string): AssessmentRequest {
  return {
    url: `${config.apiUrl}/projects/${encodeURIComponent(config.projectId)}/assessments?key=${encodeURIComponent(config.secret)}`,
    body: { event: { token, siteKey: config.siteKey, ...(expectedAction ? { expectedAction } : {}) } },
  };
}

interface AssessmentAnswer {
  tokenProperties?: { valid?: boolean; invalidReason?: string; action?: string };
  riskAnalysis?: { score?: number };
}

/** Thrown when the assessment service cannot be asked; the gateway then refuses instead of guessing. */
export class CaptchaUnavailableError extends Error {}

const CAPTCHA_TIMEOUT_MS = 5_000;

export class CaptchaVerifier {
  constructor(
    private readonly config: CaptchaConfig,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  get minScore(): number {
    return this.config.minScore;
  }

  async assess(token: string, expectedAction?: string): Promise<CaptchaAssessment> {
    const request = buildAssessmentRequest(this.config, token, expectedAction);
    let response: Response;
    try {
      response = await this.fetchImpl(request.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(request.body),
        signal: AbortSignal.timeout(CAPTCHA_TIMEOUT_MS),
      });
    } catch (error) {
      throw new CaptchaUnavailableError(`captcha assessment failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (!response.ok) {
      throw new CaptchaUnavailableError(`captcha assessment answered ${response.status}`);
    }
    const answer = (await response.json()) as AssessmentAnswer;
    if (!answer.tokenProperties?.valid) {
      return { score: 0, valid: false, reason: answer.tokenProperties?.invalidReason ?? 'invalid token' };
    }
    if (expectedAction && answer.tokenProperties.action && answer.tokenProperties.action !== expectedAction) {
      return { score: 0, valid: false, reason: `token for action ${answer.tokenProperties.action}` };
    }
    return { score: answer.riskAnalysis?.score ?? 0, valid: true };
  }
}
