import { fireEvent, screen, waitFor } from '@testing-library/react';
import { unwrapStrapi, type BlockData } from '@jobpoint/cms-client';
import { BLOCK_SCHEMAS } from '@jobpoint/cms-client/schemas';
import { downloadsDe, renderWithProviders } from '@jobpoint/test-utils';
import { createSiteSystem, LINK_NAMESPACE, linkResources } from '@jobpoint/ui-kit';
import { CONTENT_PAGE_NAMESPACE, contentPageResources } from '../content-page-resources';
import { downloadHasContent } from './block-has-content';
import { DownloadListBlock } from './download-list-block';
import { TEST_ADDRESS } from '../testing/render-content-page';

const CONTEXT = { locale: 'de' as const, today: '2026-03-10', pageTitle: 'Downloads', address: TEST_ADDRESS };

function parse(download: unknown): BlockData<'shared.download'> {
  return BLOCK_SCHEMAS['shared.download'].parse(unwrapStrapi(download));
}

function renderDownloads(downloads = downloadsDe.map(parse), title?: string) {
  return renderWithProviders(<DownloadListBlock data={downloads} id="downloads" tone="plain" headingLevel={2} title={title} context={CONTEXT} />, {
    system: createSiteSystem('jobseekers'),
    namespaces: { [CONTENT_PAGE_NAMESPACE]: contentPageResources, [LINK_NAMESPACE]: linkResources },
  });
}

describe('DownloadListBlock', () => {
  it('offers each file as a plain download link, uploads through the /cms forwarder', () => {
    renderDownloads();
    const checklist = screen.getByRole('link', { name: 'Checkliste Bewerbung (PDF, herunterladen)' });
    expect(checklist).toHaveAttribute('href', '/cms/uploads/checkliste_bewerbung.pdf');
    expect(checklist).toHaveAttribute('download', 'checkliste_bewerbung.pdf');
    expect(screen.getByText('Alles, was in eine vollständige Bewerbung gehört.')).toBeInTheDocument();

    const guide = screen.getByRole('link', { name: 'Leitfaden Jobbörse (PDF, herunterladen)' });
    expect(guide).toHaveAttribute('href', '/cms/uploads/leitfaden-jobboerse.pdf');
    expect(guide).toHaveAttribute('download', 'leitfaden-jobboerse.pdf');

    expect(screen.getByRole('link', { name: /Merkblatt der Agentur für Arbeit/ })).toHaveAttribute(
      'href',
      'https://www.arbeitsagentur.de/merkblatt.pdf',
    );
  });

  it("names the list with the page's title for it, or 'Downloads' where the page has none", () => {
    const { unmount } = renderDownloads(undefined, 'Alle Downloads');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Alle Downloads');
    unmount();
    renderDownloads();
    expect(screen.getByRole('region', { name: 'Downloads' })).toBeInTheDocument();
  });

  it('shows the format beside the title unless the title already names it', () => {
    renderDownloads([parse({ id: 9, title: 'Leitfaden (PDF)', description: null, link: '/uploads/leitfaden.pdf', file: { data: null } })]);
    expect(screen.getByRole('listitem')).toHaveTextContent(/^Leitfaden \(PDF\) \(PDF, herunterladen\)$/);
  });

  it('with JavaScript fetches the file and saves it under its name', async () => {
    // jsdom can neither fetch a relative URL nor save a file: both ends are stubbed.
    const createObjectURL = jest.fn(() => 'blob:checkliste');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
    const fetchSpy = jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('%PDF-1.7'));
    try {
      renderDownloads();
      const link = screen.getByRole('link', { name: 'Checkliste Bewerbung (PDF, herunterladen)' });
      const notPrevented = fireEvent.click(link);
      expect(notPrevented).toBe(false);
      await waitFor(() => expect(saved).toEqual(['checkliste_bewerbung.pdf blob:checkliste']));
      expect(fetchSpy).toHaveBeenCalledWith('/cms/uploads/checkliste_bewerbung.pdf');
    } finally {
      click.mockRestore();
      fetchSpy.mockRestore();
    }
  });

  it('leaves a click with a modifier key to the browser (new tab, new window)', () => {
    renderDownloads();
    const link = screen.getByRole('link', { name: 'Checkliste Bewerbung (PDF, herunterladen)' });
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
  });

  it('counts a download without a title or a file as empty', () => {
    expect(downloadHasContent(parse(downloadsDe[0]))).toBe(true);
    expect(downloadHasContent(parse({ id: 9, title: ' ', link: '/uploads/x.pdf' }))).toBe(false);
    expect(downloadHasContent(parse({ id: 9, title: 'Ohne Datei', link: null, file: { data: null } }))).toBe(false);
    // eslint-disable-next-line no-script-url -- an unsafe link on purpose: it must not count as a download
    expect(downloadHasContent(parse({ id: 9, title: 'Gefährlich', link: 'javascript:alert(1)' }))).toBe(false);
  });
});
