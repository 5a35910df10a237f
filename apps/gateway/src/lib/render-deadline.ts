import type { PageRenderer } from './page-renderer';

/** A render that took longer than `RENDER_TIMEOUT_MS`; the visitor gets the 504 page instead of waiting. */
export class RenderTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`the page render took longer than ${timeoutMs} ms`);
    this.name = 'RenderTimeoutError';
  }
}

/**
 * A renderer that answers within `timeoutMs`: the render itself goes on (its upstream requests end with
 * their own time limit) but the visitor is no longer held by it.
 */
export function withRenderDeadline(render: PageRenderer, timeoutMs: number): PageRenderer {
  return (input) => {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new RenderTimeoutError(timeoutMs)), timeoutMs);
    });
    return Promise.race([render(input), deadline]).finally(() => clearTimeout(timer));
  };
}
