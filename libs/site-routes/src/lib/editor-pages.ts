import { pagePath } from './site-pages';

/**
 * An editor page's slug: one path segment of lower-case letters, digits and single hyphens. The CMS
 * refuses any other (and every first segment of a route of the site); a path of another form is not an
 * editor page, and its request never reaches the CMS.
 */
const EDITOR_PAGE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The longest slug looked up: a path segment of the site, not a paragraph. */
const EDITOR_PAGE_SLUG_MAX_LENGTH = 200;

export function isEditorPageSlug(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.length <= EDITOR_PAGE_SLUG_MAX_LENGTH && EDITOR_PAGE_SLUG.test(value);
}

/** The address of an editor page (CMS collection `seite`) by its slug. */
export function editorPagePath(slug: string): string {
  return pagePath('editorPage', { pageSlug: slug });
}
