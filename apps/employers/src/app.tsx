import type { AppDefinition } from '@jobpoint/app-shell';
import { COMPANY_FORM_NAMESPACE, companyFormResources, homeResources } from '@jobpoint/content-pages';
import { layoutResources } from '@jobpoint/layout';
import { newsletterResources } from '@jobpoint/newsletter';
import { createRoutes } from './routes';

export const employersApp: AppDefinition = {
  app: 'employers',
  createRoutes,
  namespaces: {
    layout: layoutResources,
    home: homeResources,
    newsletter: newsletterResources,
    [COMPANY_FORM_NAMESPACE]: companyFormResources,
  },
};
