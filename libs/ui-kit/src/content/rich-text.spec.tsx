import { screen } from '@testing-library/react';
import { renderWithProviders } from '@jobpoint/test-utils';
import { createSiteSystem } from '../theme';
import { LINK_NAMESPACE, linkResources } from '../link';
import { RichText } from './rich-text';
import { richTextHeadings } from './rich-text-headings';

function renderMarkdown(markdown: string, headingOffset?: number) {
  return renderWithProviders(<RichText markdown={markdown} headingOffset={headingOffset} />, {
    system: createSiteSystem('jobseekers'),
    namespaces: { [LINK_NAMESPACE]: linkResources },
  });
}

describe('RichText', () => {
  it('renders Markdown paragraphs, emphasis and lists', () => {
    renderMarkdown('Wir beraten **kostenlos**.\n\n- Bewerbung\n- Ausbildung');
    expect(screen.getByText('kostenlos').tagName).toBe('STRONG');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Bewerbung', 'Ausbildung']);
  });

  it('makes phone numbers in the text links that dial them, not inside a link the editor wrote', () => {
    const { container } = renderMarkdown(
      'Telefon: **030 555 123 40**\n\nAus dem Ausland +49 30 555 123 41, [Beratung unter 030 555 123 42](/kontakt).\n\nPLZ 01067, am 01.10.2026 von 09:00 bis 17:00 Uhr, IBAN DE89 3704 0044 0532 0130 00',
    );
    const phone = screen.getByRole('link', { name: '030 555 123 40' });
    expect(phone).toHaveAttribute('href', 'tel:03055512340');
    expect(phone.closest('strong')).not.toBeNull();
    expect(screen.getByRole('link', { name: '+49 30 555 123 41' })).toHaveAttribute('href', 'tel:+493055512341');
    expect(screen.getByRole('link', { name: 'Beratung unter 030 555 123 42' })).toHaveAttribute('href', '/kontakt');
    expect(container.querySelectorAll('a')).toHaveLength(3);
    expect(container.textContent).toContain('Aus dem Ausland +49 30 555 123 41, Beratung');
  });

  it('never turns raw HTML into elements and drops its tags from the text', () => {
    const { container } = renderMarkdown(
      'Hallo <script>alert("x")</script>Welt <img src=x onerror="alert(1)"> und <b>fett</b>\n\n<iframe src="https://evil.example"></iframe>',
    );
    expect(container.querySelector('script, img, iframe, b')).toBeNull();
    expect(container.innerHTML).not.toContain('onerror');
    expect(container.textContent).not.toContain('alert');
    expect(container.textContent).not.toContain('<');
    expect(container.textContent).toContain('Hallo Welt');
    expect(container.textContent).toContain('und fett');
  });

  it('drops javascript: and data: links but keeps their text', () => {
    const { container } = renderMarkdown(
      '[Klick](javascript:alert(1)) und [Datei](data:text/html;base64,PHNjcmlwdD4=)',
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.textContent).toContain('Klick und Datei');
  });

  it('routes internal links in the site and opens external ones in a new tab', () => {
    renderMarkdown('[Kontakt](/kontakt) oder [Arbeitsagentur](https://www.arbeitsagentur.de)');
    expect(screen.getByRole('link', { name: 'Kontakt' })).toHaveAttribute('href', '/kontakt');
    const external = screen.getByRole('link', { name: /Arbeitsagentur/ });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('moves headings down by the offset', () => {
    renderMarkdown('# Ablauf\n\n## Termin', 2);
    expect(screen.getByRole('heading', { name: 'Ablauf', level: 3 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Termin', level: 4 })).toBeInTheDocument();
  });

  it("ranks the text's headings below the heading it sits under, without gaps", () => {
    renderMarkdown('## Anbieter\n\nText\n\n#### Anschrift\n\n## Förderung', 1);
    expect(screen.getAllByRole('heading').map((heading) => [heading.tagName, heading.textContent])).toEqual([
      ['H2', 'Anbieter'],
      ['H3', 'Anschrift'],
      ['H2', 'Förderung'],
    ]);
  });

  it("keeps the editors' line breaks inside a paragraph", () => {
    renderMarkdown('Jobpoint Berlin gGmbH\nKarl-Marx-Straße 92');
    const paragraph = screen.getByText(/Jobpoint Berlin/);
    expect(paragraph.textContent).toBe('Jobpoint Berlin gGmbH\nKarl-Marx-Straße 92');
    expect(getComputedStyle(paragraph).whiteSpace).toBe('pre-line');
  });

  it('inside a label, writes its paragraphs as spans that stand as paragraphs, since a label holds only phrasing content', () => {
    const { container } = renderWithProviders(
      <label>
        <input type="checkbox" />
        <RichText as="span" markdown={'Ich stimme der [Datenschutzerklärung](/datenschutzerklaerung) zu.\n\nAbmelden geht jederzeit.'} />
      </label>,
      { system: createSiteSystem('jobseekers'), namespaces: { [LINK_NAMESPACE]: linkResources } },
    );

    const label = container.querySelector('label') as HTMLLabelElement;
    expect(label.querySelectorAll('p, div')).toHaveLength(0);
    const paragraphs = [...label.querySelectorAll('[data-paragraph]')];
    expect(paragraphs.map((paragraph) => [paragraph.tagName, paragraph.textContent])).toEqual([
      ['SPAN', 'Ich stimme der Datenschutzerklärung zu.'],
      ['SPAN', 'Abmelden geht jederzeit.'],
    ]);
    expect(getComputedStyle(paragraphs[0]).display).toBe('block');
    expect(screen.getByRole('checkbox', { name: /Ich stimme der Datenschutzerklärung zu/ })).toBeInTheDocument();
  });

  it('renders nothing for empty content', () => {
    const { container } = renderMarkdown('  ');
    expect(container).toBeEmptyDOMElement();
  });

  it('gives headings no ids unless asked, then the ids richTextHeadings finds', () => {
    const markdown = '## Erster **Schritt**\n\nText <b>mit</b> Tag\n\n## Erster Schritt\n\n### Zum [Schluss](/kontakt)';
    const upper = (text: string) => text.toUpperCase().replace(/\s+/g, '_');
    const { unmount } = renderMarkdown(markdown);
    expect(screen.getAllByRole('heading').map((heading) => heading.id)).toEqual(['', '', '']);
    unmount();
    renderWithProviders(<RichText markdown={markdown} headingId={upper} />, {
      system: createSiteSystem('jobseekers'),
      namespaces: { [LINK_NAMESPACE]: linkResources },
    });
    const rendered = screen.getAllByRole('heading').map((heading) => heading.id);
    expect(rendered).toEqual(['ERSTER_SCHRITT', 'ERSTER_SCHRITT-1', 'ZUM_SCHLUSS']);
    expect(richTextHeadings(markdown, upper)).toEqual([
      { level: 2, text: 'Erster Schritt', id: rendered[0] },
      { level: 2, text: 'Erster Schritt', id: rendered[1] },
      { level: 3, text: 'Zum Schluss', id: rendered[2] },
    ]);
  });
});
