import type { ContentManagerPlugin } from '@strapi/content-manager/strapi-admin';
import type { StrapiApp } from '@strapi/strapi/admin';

import { modelReadersOnly } from './model-readers-only';

export default {
  bootstrap(app: StrapiApp) {
    const contentManager = app.getPlugin('content-manager').apis as ContentManagerPlugin['config']['apis'];
    // "Edit the model" is one of the document actions that the edit view's "…" menu shows.
    contentManager.addDocumentAction((actions) =>
      actions.map((action) => (action.type === 'edit-the-model' ? modelReadersOnly(action) : action)),
    );
  },
};
