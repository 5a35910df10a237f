import {
  chatContactApi,
  fairApi,
  locationBlockApi,
  locationsApi,
  mediaUrl,
  ratingsApi,
  type Address,
  type BlockData,
  type ChatContact,
  type CmsLocation,
} from '@jobpoint/cms-client';
import { safeHref } from '@jobpoint/ui-kit';
import { hasText, toButtonData } from '../data/cms-data';
import type { BlockContext, CmsState } from './block';

/*
 * Whether a block has anything to show: what the page and its loader ask of a block before its code is
 * there (every block's component loads with the page that shows it, see `block-registry.ts`).
 */

type BulletList = BlockData<'shared.bullet-list'>;
type ContactSection = BlockData<'home.contact-section'>;
type Download = BlockData<'shared.download'>;
type Fact = BlockData<'shared.fact'>;
type FaqSection = BlockData<'shared.faq-section'>;
type JobDating = BlockData<'home.job-dating'>;
type Limits = BlockData<'beratung.limits'>;
type ManualSteps = BlockData<'home.manual-steps'>;
type Offers = BlockData<'home.offers'>;
type OnlineConsultation = BlockData<'shared.online-consultation'>;
type OpeningTime = BlockData<'shared.opening-time'>;
type Section = BlockData<'shared.section'>;
type SectionOne = BlockData<'home.section-one'>;
type ShopLocation = BlockData<'shop.location'>;
type TimelineSection = BlockData<'home.timeline-section'>;

const NO_LOCATIONS: CmsLocation[] = [];

/** "Karl-Marx-Straße 92" and "12043 Berlin", leaving out what the editors left empty. */
export function addressLines(address: Address): string[] {
  const street = [address.street, address.streetNumber].filter(hasText).join(' ');
  const place = [address.postCode, address.city].filter(hasText).join(' ');
  return [street, place].filter(hasText);
}

export function addressHasContent(address: Address): boolean {
  return hasText(address.name) || addressLines(address).length > 0 || hasText(address.phone) || hasText(address.email);
}

/** The chat's link: the button usually opens the same chat as the number, and one link to it is enough. */
export function chatLinks(chat: ChatContact) {
  const chatHref = safeHref(chat.whatsappLink);
  const button = toButtonData(chat.button);
  return {
    chatHref,
    number: chat.whatsappNumber?.trim(),
    extraButton: button && button.url.trim() !== chatHref ? button : null,
  };
}

export function chatHasContent(chat: ChatContact): boolean {
  const { chatHref, number, extraButton } = chatLinks(chat);
  return hasText(chat.title) || hasText(chat.description) || Boolean(chatHref || number || extraButton);
}

export function chatContactLoaded(state: CmsState, { locale }: BlockContext): boolean {
  const chat = chatContactApi.endpoints.getChatContact.select(locale)(state).data;
  return chat ? chatHasContent(chat.content) : false;
}

export function contactHasContent(section: ContactSection): boolean {
  return hasText(section.title) || hasText(section.description) || hasText(section.email) || hasText(section.phone);
}

/**
 * Where the browser loads a download from: the uploaded file, or the editors' link. Uploads (the file,
 * or a link to `/uploads/…`) go through the gateway's `/cms` forwarder like every CMS file.
 */
export function downloadHref(download: Download): string | undefined {
  const link = download.link?.trim();
  const url = download.file ? mediaUrl(download.file.url) : link?.startsWith('/uploads/') ? mediaUrl(link) : link;
  return safeHref(url);
}

export function downloadHasContent(download: Download): boolean {
  return hasText(download.title) && downloadHref(download) !== undefined;
}

/** Shown when the editors filled the block in or made a fair filter. */
export function fairBlockLoaded(state: CmsState, { locale }: BlockContext): boolean {
  const block = fairApi.endpoints.getFairBlock.select(locale)(state).data?.content;
  const filters = fairApi.endpoints.getFairFilters.select(locale)(state).data ?? [];
  return Boolean(block && (hasText(block.hint) || block.locations.length > 0)) || filters.length > 0;
}

export function faqHasContent(faq: FaqSection): boolean {
  return (faq.items ?? []).some((item) => item.question.trim());
}

export function sectionHasContent(section: Pick<Section, 'title' | 'subtitle' | 'description' | 'image'>): boolean {
  return Boolean(hasText(section.title) || hasText(section.subtitle) || hasText(section.description) || section.image);
}

export function jobDatingHasContent(jobDating: JobDating): boolean {
  return hasText(jobDating.title) || hasText(jobDating.description) || (jobDating.entries ?? []).length > 0;
}

export function limitsHaveContent(limits: Limits): boolean {
  return Boolean(
    (limits.pageHeader && sectionHasContent(limits.pageHeader)) ||
    (limits.limits ?? []).length > 0 ||
    hasText(limits.title),
  );
}

export function locationBlockLoaded(state: CmsState, context: BlockContext): boolean {
  return (
    Boolean(locationBlockApi.endpoints.getLocationBlock.select(context.locale)(state).data) ||
    locationsLoaded(state, context)
  );
}

export function locationsLoaded(state: CmsState, { locale }: BlockContext): boolean {
  return (locationsApi.endpoints.getLocations.select(locale)(state).data ?? NO_LOCATIONS).length > 0;
}

export function onlineConsultationHasContent(consultation: OnlineConsultation): boolean {
  return (
    hasText(consultation.days) ||
    hasText(consultation.time) ||
    hasText(consultation.initialDate) ||
    hasText(consultation.fromTime)
  );
}

export function customerRatingsLoaded(state: CmsState, { locale }: BlockContext): boolean {
  return Boolean(ratingsApi.endpoints.getCustomerRatings.select(locale)(state).data);
}

export function companyRatingsLoaded(state: CmsState, { locale }: BlockContext): boolean {
  return Boolean(ratingsApi.endpoints.getCompanyRatings.select(locale)(state).data);
}

export function shopLocationHasContent(shop: ShopLocation): boolean {
  return (
    hasText(shop.title) ||
    hasText(shop.description) ||
    hasText(shop.openingDays) ||
    hasText(shop.openingTimes) ||
    (shop.phoneNumbers ?? []).some((phone) => hasText(phone.number))
  );
}

export function timelineHasContent(timeline: TimelineSection): boolean {
  return hasText(timeline.title) || hasText(timeline.description) || (timeline.items ?? []).length > 0;
}

export const textHasContent = (text: string) => hasText(text);

export const galleryHasContent = (images: BlockData<'field.gallery'>) => images.length > 0;

export const sectionOneHasContent = (section: SectionOne) => sectionHasContent(section);

export const bulletListHasContent = (list: BulletList) => (list.items ?? []).some((item) => hasText(item.text));

export const factHasContent = (fact: Fact) => hasText(fact.value);

export const openingTimeHasContent = (time: OpeningTime) => hasText(time.day);

export const offersHaveContent = (offers: Offers) => (offers.items ?? []).length > 0;

export const manualStepsHaveContent = (manual: ManualSteps) => (manual.steps ?? []).length > 0;
