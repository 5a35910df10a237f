import { screen } from '@testing-library/react';
import { renderWithProviders } from '@jobpoint/test-utils';
import { createSiteSystem, LINK_NAMESPACE, linkResources, RichText } from '@jobpoint/ui-kit';
import { articleHeadingId } from './article-heading-id';
import { tableOfContents } from './table-of-contents';

const ARTICLE = [
  '## Übersicht statt Roman',
  'Zwei Seiten reichen.',
  '## Lücken ehrlich erklären',
  '### Beispiel',
  'Elternzeit.',
  '#### Zu tief für das Inhaltsverzeichnis',
  '## Lücken ehrlich erklären',
  '### Beispiel',
].join('\n\n');

describe('articleHeadingId', () => {
  it('writes the anchors the CMS uses for German headings', () => {
    expect(articleHeadingId('Übersicht statt Roman')).toBe('ubersicht-statt-roman');
    expect(articleHeadingId('Lücken ehrlich erklären')).toBe('lucken-ehrlich-erklaren');
    expect(articleHeadingId('Minijob, Midijob & Teilzeit: der Überblick!')).toBe('minijob-midijob-teilzeit-der-uberblick');
  });

  it('keeps non-Latin scripts whole', () => {
    expect(articleHeadingId('نصائح للسيرة الذاتية')).toBe('نصائح-للسيرة-الذاتية');
    expect(articleHeadingId('Çalışma İzni ve Şartlar')).toBe('calısma-izni-ve-sartlar');
    expect(articleHeadingId('Резюме: советы')).toBe('резюме-советы');
  });

  it('names a heading without letters or digits', () => {
    expect(articleHeadingId('***')).toBe('abschnitt');
  });
});

describe('tableOfContents', () => {
  it('lists the top two ranks in order, numbering repeated headings', () => {
    expect(tableOfContents(ARTICLE)).toEqual([
      { id: 'ubersicht-statt-roman', text: 'Übersicht statt Roman', depth: 1 },
      { id: 'lucken-ehrlich-erklaren', text: 'Lücken ehrlich erklären', depth: 1 },
      { id: 'beispiel', text: 'Beispiel', depth: 2 },
      { id: 'lucken-ehrlich-erklaren-1', text: 'Lücken ehrlich erklären', depth: 1 },
      { id: 'beispiel-1', text: 'Beispiel', depth: 2 },
    ]);
  });

  it('gives the same ids on every call (server and browser agree)', () => {
    expect(tableOfContents(ARTICLE)).toEqual(tableOfContents(ARTICLE));
  });

  it('reads headings with emphasis, links and Arabic text as plain text', () => {
    expect(tableOfContents('## Der **erste** [Schritt](/kontakt)\n\n## نصائح للسيرة\n\n## نصائح للسيرة')).toEqual([
      { id: 'der-erste-schritt', text: 'Der erste Schritt', depth: 1 },
      { id: 'نصائح-للسيرة', text: 'نصائح للسيرة', depth: 1 },
      { id: 'نصائح-للسيرة-1', text: 'نصائح للسيرة', depth: 1 },
    ]);
  });

  it('is empty for a text without headings', () => {
    expect(tableOfContents('Nur ein Absatz.')).toEqual([]);
    expect(tableOfContents(null)).toEqual([]);
  });

  it('points at the ids the rendered article gives its headings', () => {
    renderWithProviders(<RichText markdown={ARTICLE} headingOffset={1} headingId={articleHeadingId} />, {
      system: createSiteSystem('jobseekers'),
      namespaces: { [LINK_NAMESPACE]: linkResources },
    });
    const rendered = new Set(screen.getAllByRole('heading').map((heading) => heading.id));
    for (const entry of tableOfContents(ARTICLE)) {
      expect(rendered).toContain(entry.id);
    }
  });
});
