import { screen } from '@testing-library/react';
import { cmsHomeHandlers, startMockServer } from '@jobpoint/test-utils';
import { renderContentPage } from './testing/render-content-page';

// The home page in German only: other languages answer 404, as from a CMS where it is not translated.
startMockServer(...cmsHomeHandlers);

describe('a content page the CMS has not translated into the page’s language', () => {
  it('shows the German content inside the Arabic page, marked German and left to right', async () => {
    await renderContentPage('arbeitssuchende', { locale: 'ar' });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Gemeinsam zum passenden Job' });
    const german = heading.closest('[lang]');
    expect(german).toHaveAttribute('lang', 'de');
    expect(german).toHaveAttribute('dir', 'ltr');
  });

  it('leaves the German page unmarked', async () => {
    await renderContentPage('arbeitssuchende', { locale: 'de' });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Gemeinsam zum passenden Job' });
    expect(heading.closest('[lang="de"]')).toBeNull();
  });
});
