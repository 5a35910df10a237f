import type { PageBlock, SingleTypeContent } from '@jobpoint/cms-client';
import { shownBlocks } from './content-page';

function content(fields: Record<string, unknown>): SingleTypeContent {
  return { seo: { metaTitle: 'Seite' }, fields, locale: 'de' };
}

const section = (title: string) => ({ title, subtitle: null, description: null, image: null, buttons: [] });

describe('shownBlocks', () => {
  it('shows the known blocks the editors filled, in the order of the description', () => {
    const blocks: PageBlock[] = [
      { field: 'headerSection', block: 'shared.section' },
      { field: 'title', block: 'field.title' },
      { field: 'content', block: 'field.richtext' },
    ];
    const shown = shownBlocks(blocks, content({ headerSection: section('Über uns'), title: 'Fakten', content: 'Text' }));
    expect(shown.map((block) => [block.id, block.name])).toEqual([
      ['headerSection', 'shared.section'],
      ['content', 'field.richtext'],
    ]);
  });

  it('lets a title field head the block after it when that block takes a title, so both share one band', () => {
    const blocks: PageBlock[] = [
      { field: 'headerSection', block: 'shared.section' },
      { field: 'factsTitle', block: 'field.title' },
      { field: 'facts', block: 'shared.fact', repeatable: true },
      { field: 'faqTitle', block: 'field.title' },
      { field: 'faq', block: 'shared.faq-section' },
    ];
    const shown = shownBlocks(
      blocks,
      content({
        headerSection: section('Über uns'),
        factsTitle: 'Zahlen und Fakten',
        facts: [{ value: '12', label: 'Sprachen' }],
        faqTitle: 'Fragen',
        faq: { title: 'FAQ', items: [{ id: 1, question: 'A?', answer: 'Ja.' }] },
      }),
    );
    expect(shown.map((block) => [block.id, block.title])).toEqual([
      ['headerSection', undefined],
      ['facts', 'Zahlen und Fakten'],
      // The FAQ has its own title: the title field stays a block of its own.
      ['faqTitle', 'Fragen'],
      ['faq', undefined],
    ]);
  });

  it('keeps a title field whose next block has nothing to show', () => {
    const blocks: PageBlock[] = [
      { field: 'title', block: 'field.title' },
      { field: 'downloads', block: 'shared.download', repeatable: true },
    ];
    const shown = shownBlocks(blocks, content({ title: 'Alle Downloads', downloads: [] }));
    expect(shown.map((block) => [block.id, block.title])).toEqual([['title', 'Alle Downloads']]);
  });

  it('leaves out a widget that found nothing to show in what it loaded', () => {
    const blocks: PageBlock[] = [
      { field: 'title', block: 'field.title' },
      { widget: 'site.chat-contact' },
      { widget: 'site.locations' },
    ];
    const shown = shownBlocks(blocks, content({ title: 'Kontakt' }), (name) => name !== 'site.chat-contact');
    expect(shown.map((block) => block.id)).toEqual(['title', 'locations']);
  });

  it('leaves out empty and missing blocks', () => {
    const blocks: PageBlock[] = [
      { field: 'headerSection', block: 'shared.section' },
      { field: 'title', block: 'field.title' },
      { field: 'faq', block: 'shared.faq-section' },
      { field: 'sections', block: 'shared.section', repeatable: true },
    ];
    const shown = shownBlocks(blocks, content({ headerSection: section(''), title: '  ', faq: { title: 'FAQ', items: [] }, sections: null }));
    expect(shown).toEqual([]);
  });

  it('skips a block type nothing registered instead of failing the page', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const blocks = [
      { field: 'poll', block: 'shared.poll' },
      { field: 'title', block: 'field.title' },
    ] as unknown as PageBlock[];
    expect(shownBlocks(blocks, content({ poll: { question: '?' }, title: 'Titel' })).map((block) => block.id)).toEqual(['title']);
    warn.mockRestore();
  });

  it('shows each entry of a repeatable field as a block, or the whole field as one where the block is a list', () => {
    const blocks: PageBlock[] = [
      { field: 'sections', block: 'shared.section', repeatable: true },
      { field: 'faqs', block: 'shared.faq-section', repeatable: true },
    ];
    const faq = (question: string) => ({ title: 'Fragen', items: [{ id: 1, question, answer: 'Ja.' }] });
    const shown = shownBlocks(blocks, content({ sections: [section('Eins'), section(''), section('Drei')], faqs: [faq('A?'), faq('B?')] }));
    expect(shown.map((block) => block.id)).toEqual(['sections-1', 'sections-2', 'faqs']);
  });
});
