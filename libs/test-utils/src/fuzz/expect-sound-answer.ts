/** An answer of Fastify's `inject`, as the fuzz tests of the services read it. */
export interface InjectedAnswer {
  statusCode: number;
  payload: string;
  headers: Record<string, unknown>;
}

/**
 * What every answer to malformed input must be: no 5xx; a refused API request says what is wrong
 * (`{ message }`, or `{ error: { message } }` as the CMS answers); an HTML error page is a whole document.
 * Throws with the request and the answer's start otherwise, for fast-check to shrink.
 */
export function expectSoundAnswer(response: InjectedAnswer, request: string): void {
  if (response.statusCode >= 500) {
    // A page's route error is in its state; an API's answer is short.
    const routeErrors = /"errors":(\{.{0,400})/.exec(response.payload)?.[1];
    throw new Error(`${request} answered ${response.statusCode}: ${routeErrors ?? response.payload.slice(0, 300)}`);
  }
  // A HEAD or OPTIONS answer has no body to read.
  if (response.statusCode < 400 || response.payload === '') {
    return;
  }
  const type = String(response.headers['content-type'] ?? '');
  if (type.startsWith('application/json')) {
    const body = JSON.parse(response.payload) as { message?: unknown; error?: { message?: unknown } };
    const message = body.message ?? body.error?.message;
    if (typeof message !== 'string' || message === '') {
      throw new Error(`${request} answered ${response.statusCode} without a message: ${response.payload.slice(0, 300)}`);
    }
  }
  if (type.startsWith('text/html') && !response.payload.includes('</html>')) {
    throw new Error(`${request} answered ${response.statusCode} with a broken page`);
  }
}
