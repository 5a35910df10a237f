import type { Address, BlockData, BlockName, ChatContact } from '@jobpoint/cms-client';
import {
  addressHasContent,
  addressLines,
  bulletListHasContent,
  chatHasContent,
  chatLinks,
  contactHasContent,
  downloadHasContent,
  downloadHref,
  factHasContent,
  faqHasContent,
  galleryHasContent,
  jobDatingHasContent,
  limitsHaveContent,
  manualStepsHaveContent,
  offersHaveContent,
  onlineConsultationHasContent,
  openingTimeHasContent,
  sectionHasContent,
  sectionOneHasContent,
  shopLocationHasContent,
  textHasContent,
  timelineHasContent,
} from './block-has-content';

/** A block with only the fields a case sets; the others are missing, as in what the CMS sends for empty fields. */
const data = <Name extends BlockName>(_name: Name, fields: Record<string, unknown>) => fields as unknown as BlockData<Name>;

const BLANK = '  ';
const button = { text: 'Chat', url: 'https://wa.me/4930123', type: 'primary' };

describe('whether a block has something to show', () => {
  it('writes an address’s street and town lines from the parts the editors filled', () => {
    expect(addressLines({ street: 'Karl-Marx-Straße', streetNumber: '92', postCode: '12043', city: 'Berlin' } as Address)).toEqual(['Karl-Marx-Straße 92', '12043 Berlin']);
    expect(addressLines({ street: BLANK, streetNumber: null, postCode: null, city: 'Berlin' } as Address)).toEqual(['Berlin']);
    expect(addressLines({} as Address)).toEqual([]);
    expect(addressLines({ street: 'Karl-Marx-Straße', streetNumber: BLANK, postCode: '12043', city: null } as Address)).toEqual(['Karl-Marx-Straße', '12043']);
  });

  it.each([
    [{ name: 'Jobpoint' }, true],
    [{ city: 'Berlin' }, true],
    [{ phone: '030 1' }, true],
    [{ email: 'a@b.de' }, true],
    [{ name: BLANK, phone: BLANK, email: BLANK }, false],
  ])('knows whether an address %j has content', (address, shown) => {
    expect(addressHasContent(address as Address)).toBe(shown);
  });

  it('offers the chat’s button only where it opens something other than the chat', () => {
    const chat = { whatsappLink: ' https://wa.me/4930123 ', whatsappNumber: ' 030 123 ', button } as unknown as ChatContact;
    expect(chatLinks(chat)).toEqual({ chatHref: 'https://wa.me/4930123', number: '030 123', extraButton: null });
    const other = chatLinks({ ...chat, button: { ...button, url: 'https://example.org/chat' } } as ChatContact);
    expect(other.extraButton).toMatchObject({ url: 'https://example.org/chat' });
  });

  it.each([
    [{ title: 'Chat' }, true],
    [{ description: 'Schreib uns' }, true],
    [{ whatsappLink: 'https://wa.me/1' }, true],
    [{ whatsappNumber: '030 1' }, true],
    [{ button }, true],
    [{ title: BLANK, whatsappLink: 'javascript:alert(1)' }, false],
  ])('knows whether a chat %j has content', (chat, shown) => {
    expect(chatHasContent(chat as unknown as ChatContact)).toBe(shown);
  });

  it.each([['title'], ['description'], ['email'], ['phone']])('shows a contact section with only its %s', (field) => {
    expect(contactHasContent(data('home.contact-section', { [field]: 'x' }))).toBe(true);
    expect(contactHasContent(data('home.contact-section', { [field]: BLANK }))).toBe(false);
  });

  it('loads an uploaded download through the CMS forwarder and keeps a link as it is', () => {
    expect(downloadHref(data('shared.download', { file: { url: '/uploads/flyer.pdf' }, link: 'https://example.org' }))).toBe('/cms/uploads/flyer.pdf');
    expect(downloadHref(data('shared.download', { file: null, link: ' /uploads/plan.pdf ' }))).toBe('/cms/uploads/plan.pdf');
    expect(downloadHref(data('shared.download', { file: null, link: ' https://example.org/a.pdf ' }))).toBe('https://example.org/a.pdf');
    expect(downloadHref(data('shared.download', { file: null, link: '/downloads/plan.pdf' }))).toBe('/downloads/plan.pdf');
    expect(downloadHref(data('shared.download', { file: null, link: 'javascript:alert(1)' }))).toBeUndefined();
    expect(downloadHref(data('shared.download', { file: null, link: null }))).toBeUndefined();
  });

  it('shows a download with a title and somewhere to load it from', () => {
    expect(downloadHasContent(data('shared.download', { title: 'Flyer', link: 'https://example.org/a.pdf' }))).toBe(true);
    expect(downloadHasContent(data('shared.download', { title: BLANK, link: 'https://example.org/a.pdf' }))).toBe(false);
    expect(downloadHasContent(data('shared.download', { title: 'Flyer', link: null }))).toBe(false);
  });

  it('shows questions and lists with an entry that has text', () => {
    expect(faqHasContent(data('shared.faq-section', { items: [{ question: BLANK }, { question: 'Wie?' }] }))).toBe(true);
    expect(faqHasContent(data('shared.faq-section', { items: [{ question: BLANK }] }))).toBe(false);
    expect(faqHasContent(data('shared.faq-section', { items: null }))).toBe(false);
    expect(bulletListHasContent(data('shared.bullet-list', { items: [{ text: BLANK }, { text: 'Eins' }] }))).toBe(true);
    expect(bulletListHasContent(data('shared.bullet-list', { items: [{ text: BLANK }] }))).toBe(false);
    expect(bulletListHasContent(data('shared.bullet-list', { items: null }))).toBe(false);
  });

  it.each([['title'], ['subtitle'], ['description']])('shows a section with only its %s', (field) => {
    expect(sectionHasContent({ [field]: 'x' } as never)).toBe(true);
    expect(sectionHasContent({ [field]: BLANK } as never)).toBe(false);
    expect(sectionOneHasContent(data('home.section-one', { [field]: 'x' }))).toBe(true);
  });

  it('shows a section with only its image', () => {
    expect(sectionHasContent({ image: { url: '/uploads/a.jpg' } } as never)).toBe(true);
    expect(sectionOneHasContent(data('home.section-one', {}))).toBe(false);
  });

  it('shows a job dating, a timeline and the limits with a title, a text or entries', () => {
    for (const [hasContent, type, list] of [
      [jobDatingHasContent, 'home.job-dating', 'entries'],
      [timelineHasContent, 'home.timeline-section', 'items'],
    ] as const) {
      expect(hasContent(data(type, { title: 'x' }) as never)).toBe(true);
      expect(hasContent(data(type, { description: 'x' }) as never)).toBe(true);
      expect(hasContent(data(type, { [list]: [{}] }) as never)).toBe(true);
      expect(hasContent(data(type, { title: BLANK, description: BLANK, [list]: [] }) as never)).toBe(false);
      expect(hasContent(data(type, {}) as never)).toBe(false);
    }
    expect(limitsHaveContent(data('beratung.limits', { title: 'Grenzen' }))).toBe(true);
    expect(limitsHaveContent(data('beratung.limits', { limits: [{}] }))).toBe(true);
    expect(limitsHaveContent(data('beratung.limits', { pageHeader: { title: 'Kopf' } }))).toBe(true);
    expect(limitsHaveContent(data('beratung.limits', { pageHeader: { title: BLANK }, limits: [], title: BLANK }))).toBe(false);
    expect(limitsHaveContent(data('beratung.limits', {}))).toBe(false);
  });

  it.each([['days'], ['time'], ['initialDate'], ['fromTime']])('shows an online consultation with only its %s', (field) => {
    expect(onlineConsultationHasContent(data('shared.online-consultation', { [field]: 'x' }))).toBe(true);
    expect(onlineConsultationHasContent(data('shared.online-consultation', { [field]: BLANK }))).toBe(false);
  });

  it.each([['title'], ['description'], ['openingDays'], ['openingTimes']])('shows a shop with only its %s', (field) => {
    expect(shopLocationHasContent(data('shop.location', { [field]: 'x' }))).toBe(true);
    expect(shopLocationHasContent(data('shop.location', { [field]: BLANK }))).toBe(false);
  });

  it('shows a shop with only a phone number that has digits', () => {
    expect(shopLocationHasContent(data('shop.location', { phoneNumbers: [{ number: BLANK }, { number: '030 1' }] }))).toBe(true);
    expect(shopLocationHasContent(data('shop.location', { phoneNumbers: [{ number: BLANK }] }))).toBe(false);
  });

  it('shows texts, facts and opening times with text, and galleries, offers and steps with entries', () => {
    expect([textHasContent('x'), textHasContent(BLANK)]).toEqual([true, false]);
    expect([factHasContent(data('shared.fact', { value: '40' })), factHasContent(data('shared.fact', { value: BLANK }))]).toEqual([true, false]);
    expect([openingTimeHasContent(data('shared.opening-time', { day: 'Mo' })), openingTimeHasContent(data('shared.opening-time', { day: BLANK }))]).toEqual([true, false]);
    expect([galleryHasContent([{}] as BlockData<'field.gallery'>), galleryHasContent([])]).toEqual([true, false]);
    expect([offersHaveContent(data('home.offers', { items: [{}] })), offersHaveContent(data('home.offers', { items: [] })), offersHaveContent(data('home.offers', {}))]).toEqual([true, false, false]);
    expect([manualStepsHaveContent(data('home.manual-steps', { steps: [{}] })), manualStepsHaveContent(data('home.manual-steps', { steps: [] })), manualStepsHaveContent(data('home.manual-steps', {}))]).toEqual([
      true,
      false,
      false,
    ]);
  });
});
