import { renderPage, type RenderEnvironment, type RenderInput } from '@jobpoint/app-shell/server';
import { employersApp } from './app';

/** The gateway's entry into this app: one server-rendered page per request. */
export function render(env: RenderEnvironment, input: RenderInput) {
  return renderPage(employersApp, env, input);
}
