import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@jobpoint/test-utils';
import { createSiteSystem } from '../theme/create-site-system';
import { SiteAppProvider } from './site-app-context';
import { LINK_NAMESPACE, linkResources } from './link-resources';
import { SiteLink } from './site-link';

function renderLink(href: string, { url = '/', app = 'jobseekers' as const } = {}) {
  return renderWithProviders(
    <SiteLink href={href}>Ziel</SiteLink>,
    {
      system: createSiteSystem(app),
      namespaces: { [LINK_NAMESPACE]: linkResources },
      url,
      wrap: (children) => <SiteAppProvider value={app}>{children}</SiteAppProvider>,
    },
  );
}

/** Records whether the page's own handlers took over a click; stops jsdom from attempting a page load. */
function watchClicks() {
  const handledInApp: boolean[] = [];
  const listener = (event: Event) => {
    handledInApp.push(event.defaultPrevented);
    event.preventDefault();
  };
  document.addEventListener('click', listener);
  return { handledInApp, stop: () => document.removeEventListener('click', listener) };
}

describe('SiteLink', () => {
  it('navigates inside the app for a path the app owns', async () => {
    const { router } = renderLink('/kontakt');
    const clicks = watchClicks();
    await userEvent.click(screen.getByRole('link', { name: 'Ziel' }));
    clicks.stop();
    expect(clicks.handledInApp).toEqual([true]);
    expect(router.state.location.pathname).toBe('/kontakt');
  });

  it('loads a new page for a path of the other app', async () => {
    const { router } = renderLink('/arbeitgebende');
    const link = screen.getByRole('link', { name: 'Ziel' });
    expect(link).toHaveAttribute('href', '/arbeitgebende');
    expect(link).not.toHaveAttribute('target');
    const clicks = watchClicks();
    await userEvent.click(link);
    clicks.stop();
    expect(clicks.handledInApp).toEqual([false]);
    expect(router.state.location.pathname).toBe('/');
  });

  it('opens a URL in a new tab and tells screen readers so', () => {
    renderLink('https://www.arbeitsagentur.de/');
    const link = screen.getByRole('link', { name: 'Ziel (öffnet in einem neuen Tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('opens mail links directly', () => {
    renderLink('mailto:info@example.org');
    expect(screen.getByRole('link', { name: 'Ziel' })).not.toHaveAttribute('target');
  });

  it('keeps the language of the current URL on internal links only', () => {
    renderLink('/kontakt', { url: '/beratung?locale=en' });
    expect(screen.getByRole('link')).toHaveAttribute('href', '/kontakt?locale=en');
  });

  it('keeps the language on links into the other app and before an anchor', () => {
    renderLink('/arbeitgebende#faq', { url: '/?locale=tr' });
    expect(screen.getByRole('link')).toHaveAttribute('href', '/arbeitgebende?locale=tr#faq');
  });

  it('adds no language when the current URL has none', () => {
    renderLink('/kontakt', { url: '/beratung' });
    expect(screen.getByRole('link')).toHaveAttribute('href', '/kontakt');
  });

  it('leaves external links as they are', () => {
    renderLink('https://example.org/a', { url: '/?locale=en' });
    expect(screen.getByRole('link')).toHaveAttribute('href', 'https://example.org/a');
  });

  it('navigates to a path with an anchor inside the app', async () => {
    const { router } = renderLink('/faq#bewerbung');
    const clicks = watchClicks();
    await userEvent.click(screen.getByRole('link'));
    clicks.stop();
    expect(router.state.location).toMatchObject({ pathname: '/faq', hash: '#bewerbung' });
  });
});
