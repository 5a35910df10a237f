import { COMPANY_REGISTRATION_FORM_POPULATE } from '../forms/company-registration-content';
import { SECTION_POPULATE } from '../lib/models/shared';
import type { StrapiParamValue } from '../lib/strapi/strapi-query';

/**
 * Every block a page can hold, by the CMS component it comes from (`field.*`: a plain field of the single
 * type), and how its field is asked for (`null`: a plain field that Strapi always sends). A page's query
 * is assembled from the blocks its content description lists. Each block's schema is in
 * `block-schemas.ts` under the same name (the compiler keeps the two tables in step): this table goes
 * with the browser's start-up script, the schemas only with the first parse (ADR 047, ADR 082).
 */
export const BLOCK_POPULATE = {
  'field.title': null,
  'field.subtitle': null,
  'field.richtext': null,
  'field.gallery': true,
  'shared.section': SECTION_POPULATE,
  'shared.faq-section': { populate: { items: true } },
  'shared.download': { populate: { file: true } },
  'shared.fact': true,
  'shared.bullet-list': { populate: { items: true } },
  'shared.address': true,
  'shared.opening-time': true,
  'home.section-one': { populate: { image: true, downloadButton: true, registerButton: true } },
  'home.contact-section': { populate: { image: true } },
  'home.event-section': { populate: { button: true } },
  'home.offers': { populate: { items: { populate: { icon: true, button: true } } } },
  'home.manual-steps': { populate: { steps: { populate: { image: true } } } },
  'home.job-dating': { populate: { entries: true, button: true } },
  'home.timeline-section': { populate: { items: { populate: { image: true } }, loginButton: true, policyButton: true } },
  'forms.company-registration': COMPANY_REGISTRATION_FORM_POPULATE,
  'shop.location': { populate: { phoneNumbers: true, image: true } },
  'shared.online-consultation': { populate: { button: true } },
  'beratung.limits': { populate: { pageHeader: SECTION_POPULATE, limits: { populate: { icon: true, button: true } } } },
} satisfies Record<string, StrapiParamValue | null>;

export type BlockName = keyof typeof BLOCK_POPULATE;
