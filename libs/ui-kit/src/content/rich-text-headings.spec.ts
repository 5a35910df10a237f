import { headingLevelsOf, richTextHeadings } from './rich-text-headings';

const slug = (text: string) => text.toLowerCase().replace(/\W+/g, '-');

describe('a rich text’s headings', () => {
  it('names the levels the text uses, by rank', () => {
    expect(headingLevelsOf('### Drei\n\n## Zwei\n\ntext\n\n### Noch drei\n\n#### Vier')).toEqual([2, 3, 4]);
    expect(headingLevelsOf('Nur Text')).toEqual([]);
  });

  it('lists the headings in order, with their plain text and the ids the rich text gives them', () => {
    const markdown = '  ## Erste **fette** Zeile \n\nText\n\n### <b>Zweite</b> [mit Link](/faq)\n\n> ## Im Zitat';
    expect(richTextHeadings(markdown, slug)).toEqual([
      { level: 2, text: 'Erste fette Zeile', id: 'erste-fette-zeile' },
      { level: 3, text: 'Zweite mit Link', id: 'zweite-mit-link' },
      { level: 2, text: 'Im Zitat', id: 'im-zitat' },
    ]);
  });

  it('has none without a text', () => {
    expect(richTextHeadings(null, slug)).toEqual([]);
    expect(richTextHeadings('', slug)).toEqual([]);
  });
});
