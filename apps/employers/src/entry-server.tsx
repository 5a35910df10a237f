import {
  renderPage,
  type RenderEnvironment,
  type RenderInput,
  type ServerAppDefinition,
} from '@jobpoint/app-shell/server';
import { COMPANY_FORM_NAMESPACE, companyFormResources, CONTENT_PAGE_NAMESPACE, contentPageResources } from '@jobpoint/content-pages';
import { layoutResources } from '@jobpoint/layout';
import { newsletterResources } from '@jobpoint/newsletter';
import { employersApp } from './app';

const app: ServerAppDefinition = {
  ...employersApp,
  namespaces: {
    layout: layoutResources,
    [CONTENT_PAGE_NAMESPACE]: contentPageResources,
    newsletter: newsletterResources,
    [COMPANY_FORM_NAMESPACE]: companyFormResources,
  },
};

/** The gateway's entry into this app: one server-rendered page per request. */
export function render(env: RenderEnvironment, input: RenderInput) {
  return renderPage(app, env, input);
}
