import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { cmsLayoutHandlers, cmsUrl, startMockServer } from '@jobpoint/test-utils';
import { SiteLayout } from './site-layout';
import { renderInApp } from './testing/render-in-app';

const server = startMockServer(...cmsLayoutHandlers);

function renderLayout(variant: 'jobseekers' | 'employers' | 'default' = 'jobseekers', app: 'jobseekers' | 'employers' = 'jobseekers') {
  return renderInApp(
    <SiteLayout
      variant={variant}
      audience={app}
      portalUrl="https://portal.example.org/login"
      searchSlot={<button type="button">Suche öffnen</button>}
      newsletterSlot={<p>Newsletter-Box</p>}
    >
      <h1>Seiteninhalt</h1>
    </SiteLayout>,
    { app },
  );
}

describe('SiteLayout', () => {
  it('shows a loading indicator, then header, page, footer and announcement', async () => {
    renderLayout();
    expect(screen.getByRole('status')).toHaveTextContent('Inhalte werden geladen');
    expect(await screen.findByRole('heading', { name: 'Seiteninhalt' })).toBeInTheDocument();
    expect(screen.queryByText('Inhalte werden geladen')).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('link', { name: 'Zum Inhalt springen' })).toHaveAttribute('href', '#main');
    expect(screen.getByText('Am 3. Oktober bleiben alle Standorte geschlossen.')).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('heading', { name: 'Rechtliches' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Impressum' })).toHaveAttribute('href', '/impressum');
  });

  it('renders without the footer sections and without an error when the footer fails', async () => {
    server.use(http.get(cmsUrl('/api/footer'), () => HttpResponse.json({ error: { status: 500 } }, { status: 500 })));
    renderLayout();
    expect(await screen.findByRole('heading', { name: 'Seiteninhalt' })).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).queryByRole('heading', { name: 'Rechtliches' })).not.toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Häufige Fragen' })).toHaveAttribute('href', '/faq');
    expect(screen.queryByText(/fehler/i)).not.toBeInTheDocument();
  });

  it('renders without navigation and announcement when they fail', async () => {
    server.use(
      http.get(cmsUrl('/api/navigation/render/:id'), () => HttpResponse.error()),
      http.get(cmsUrl('/api/notification'), () => HttpResponse.json({}, { status: 500 })),
    );
    renderLayout();
    expect(await screen.findByRole('heading', { name: 'Seiteninhalt' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Jobbörse' })).not.toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Ankündigung' })).not.toBeInTheDocument();
  });

  it('gives the job seekers search, newsletter and the link to the employers section', async () => {
    renderLayout('jobseekers');
    await screen.findByRole('heading', { name: 'Seiteninhalt' });
    expect(screen.getByRole('button', { name: 'Suche öffnen' })).toBeInTheDocument();
    expect(screen.getByText('Newsletter-Box')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Für Arbeitgebende' })).toHaveAttribute('href', '/arbeitgebende');
    expect(screen.queryByRole('link', { name: /Login\/Sign-Up Jobbörse/ })).not.toBeInTheDocument();
  });

  it('gives employers the job-market login in a new tab and the link to the job seekers section', async () => {
    renderLayout('employers', 'employers');
    await screen.findByRole('heading', { name: 'Seiteninhalt' });
    const login = screen.getByRole('link', { name: /Login\/Sign-Up Jobbörse/ });
    expect(login).toHaveAttribute('href', 'https://portal.example.org/login');
    expect(login).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Für Arbeitssuchende' })).toHaveAttribute('href', '/');
    expect(screen.getByText('Newsletter-Box')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Suche öffnen' })).not.toBeInTheDocument();
  });

  it('has no newsletter in the default layout', async () => {
    renderLayout('default');
    await screen.findByRole('heading', { name: 'Seiteninhalt' });
    expect(screen.queryByText('Newsletter-Box')).not.toBeInTheDocument();
  });
});
