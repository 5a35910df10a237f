import type { DocumentActionComponent } from '@strapi/content-manager/strapi-admin';
import { useRBAC } from '@strapi/strapi/admin';

/** What the Content-Type Builder's own menu entry asks of a user; the Super Admin has it. */
const READ_CONTENT_TYPE_BUILDER = [{ action: 'plugin::content-type-builder.read', subject: null }];

/**
 * The given document action, shown only to users who may read the Content-Type Builder: Strapi offers
 * the edit view's "Edit the model" to everyone, and for anyone else it opens a builder whose data the
 * server refuses.
 */
export function modelReadersOnly(action: DocumentActionComponent): DocumentActionComponent {
  const guarded: DocumentActionComponent = (props) => {
    // Both hooks run on every render, whatever the answer, as React's rules of hooks want.
    const { allowedActions } = useRBAC(READ_CONTENT_TYPE_BUILDER);
    const description = action(props);
    return allowedActions['canRead'] ? description : null;
  };
  // Strapi's statics (type, position) stay: the header's menu picks its actions by position.
  return Object.assign(guarded, action);
}
