// The schemas of the layout's content: navigation, footer, announcement and the texts around them.
import * as z from 'zod';
import { mediaSchema } from '../lib/models/shared-schema';
import { SOCIAL_PLATFORMS } from './layout-content';

const text = z.string().nullish();

/** An item as strapi-plugin-navigation renders it with `type=TREE`. */
export interface NavigationTreeItem {
  id: number | string;
  title: string;
  type?: string | null;
  path?: string | null;
  externalPath?: string | null;
  uiRouterKey?: string | null;
  menuAttached?: boolean | null;
  order?: number | null;
  external?: boolean | null;
  /** The entry an internal item leads to, as the plugin renders it: its fields and its content type (`__type`). */
  related?: { __type?: string | null; slug?: string | null; [field: string]: unknown } | null;
  items?: NavigationTreeItem[] | null;
}

const navigationTreeItemSchema: z.ZodType<NavigationTreeItem> = z.lazy(() =>
  z.object({
    id: z.union([z.number(), z.string()]),
    title: z.string(),
    type: z.string().nullish(),
    path: z.string().nullish(),
    externalPath: z.string().nullish(),
    uiRouterKey: z.string().nullish(),
    menuAttached: z.boolean().nullish(),
    order: z.number().nullish(),
    external: z.boolean().nullish(),
    related: z.looseObject({ __type: z.string().nullish(), slug: z.string().nullish() }).nullish().catch(null),
    items: z.array(navigationTreeItemSchema).nullish(),
  }),
);

export const navigationTreeSchema = z.array(navigationTreeItemSchema);

const partnerLogoSchema = z.object({
  id: z.number().nullish(),
  caption: text,
  url: text,
  image: mediaSchema.nullish(),
});
export type PartnerLogo = z.infer<typeof partnerLogoSchema>;

/** `type` is 'internal' for a routed site link; any other value means a plain external link. */
const footerLinkSchema = z.object({
  id: z.number().nullish(),
  title: z.string(),
  link: z.string(),
  type: text,
});
export type FooterLink = z.infer<typeof footerLinkSchema>;

const footerSectionSchema = z.object({
  id: z.number().nullish(),
  title: text,
  links: z.array(footerLinkSchema).nullish().transform((links) => links ?? []),
});
export type FooterSection = z.infer<typeof footerSectionSchema>;

export const footerSchema = z.object({
  partnerLogos: z.array(partnerLogoSchema).nullish().transform((logos) => logos ?? []),
  footerSections: z.array(footerSectionSchema).nullish().transform((sections) => sections ?? []),
  cookiePolicy: text,
});
export type FooterContent = z.infer<typeof footerSchema>;

export const notificationSchema = z.object({ Ankuendigung: z.string().nullish() });

/** Texts around the navigation: contact link, audience switch and the job-market login. */
export const navigationExtensionSchema = z.object({
  contactText: text,
  jobSeekersText: text,
  employersText: text,
  loginJobmarketText: text,
});
export type NavigationExtension = z.infer<typeof navigationExtensionSchema>;

const socialButtonSchema = z.object({
  id: z.number().nullish(),
  type: z.enum(SOCIAL_PLATFORMS),
  link: z.string(),
});
export type SocialButton = z.infer<typeof socialButtonSchema>;

/** An entry of a platform the site has no icon for is left out instead of failing the list. */
export const socialButtonListSchema = z
  .array(socialButtonSchema.nullable().catch(null))
  .transform((buttons) => buttons.filter((button): button is SocialButton => button !== null));
