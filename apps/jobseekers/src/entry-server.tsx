import { renderPage, type RenderEnvironment, type RenderInput } from '@jobpoint/app-shell/server';
import { jobseekersApp } from './app';

/** The gateway's entry into this app: one server-rendered page per request. */
export function render(env: RenderEnvironment, input: RenderInput) {
  return renderPage(jobseekersApp, env, input);
}
