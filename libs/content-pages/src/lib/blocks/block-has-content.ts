import { mediaUrl, type Address, type BlockData, type ChatContact } from '@jobpoint/cms-client';
import { safeHref } from '@jobpoint/ui-kit';
import { hasText, toButtonData } from '../data/cms-data';

/*
 * Whether a block has anything to show in its own data: what the page asks of a block before its code is
 * there (every block's component loads with the page that shows it, see `block-registry.ts`). Whether a
 * widget has anything to show in what it loaded is its `BlockLoad`'s question (`data/`).
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

export function onlineConsultationHasContent(consultation: OnlineConsultation): boolean {
  return (
    hasText(consultation.days) ||
    hasText(consultation.time) ||
    hasText(consultation.initialDate) ||
    hasText(consultation.fromTime)
  );
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
