import { screen } from '@testing-library/react';
import { data } from 'react-router';
import { renderInApp } from '../testing/render-in-app';
import { ErrorPage, NotFoundPage } from './error-page';
import { RouteErrorBoundary } from './route-error-boundary';

describe('error pages', () => {
  it('shows 404 Not Found with a link to the home page', () => {
    renderInApp(<ErrorPage status={404} message="Kein Artikel mit diesem Slug" />, { locale: 'en' });
    expect(screen.getByRole('heading', { name: '404 Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Kein Artikel mit diesem Slug')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/');
  });

  it('shows An error occurred with the status code for other failures', () => {
    renderInApp(<ErrorPage status={503} />, { locale: 'en' });
    expect(screen.getByRole('heading', { name: 'An error occurred' })).toBeInTheDocument();
    expect(screen.getByText('Status code: 503')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home page' })).toBeInTheDocument();
  });

  it('says so in German by default', () => {
    renderInApp(<ErrorPage status={500} />);
    expect(screen.getByRole('heading', { name: 'Ein Fehler ist aufgetreten' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Startseite' })).toBeInTheDocument();
  });

  it('shows the same page for an unknown route as for a page a loader did not find', () => {
    renderInApp(<NotFoundPage />, { locale: 'en' });
    expect(screen.getByRole('heading', { name: '404 Not Found' })).toBeInTheDocument();
    expect(screen.getByText('This page could not be found')).toBeInTheDocument();
  });
});

describe('RouteErrorBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  function renderRoute(loader: () => unknown, locale: 'de' | 'en' = 'en') {
    return renderInApp(null, { locale, routes: [{ path: '/', loader, element: <p>Seite</p>, errorElement: <RouteErrorBoundary /> }] });
  }

  it('shows the status and message a loader answered with', async () => {
    renderRoute(() => {
      throw data({ message: 'Artikel nicht gefunden' }, { status: 404 });
    });
    expect(await screen.findByRole('heading', { name: '404 Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Artikel nicht gefunden')).toBeInTheDocument();
  });

  it('says the page could not be found for a 404 without a message, not the HTTP reason phrase', async () => {
    renderRoute(() => {
      throw data(null, { status: 404, statusText: 'Not Found' });
    }, 'de');
    expect(await screen.findByRole('heading', { name: '404 Seite nicht gefunden' })).toBeInTheDocument();
    expect(screen.getByText('Diese Seite konnte nicht gefunden werden')).toBeInTheDocument();
    expect(screen.queryByText('Not Found')).not.toBeInTheDocument();
  });

  it('answers 500 for an exception', async () => {
    renderRoute(() => {
      throw new Error('CMS nicht erreichbar');
    });
    expect(await screen.findByRole('heading', { name: 'An error occurred' })).toBeInTheDocument();
    expect(screen.getByText('Status code: 500')).toBeInTheDocument();
    expect(screen.getByText('CMS nicht erreichbar')).toBeInTheDocument();
  });

  it('falls back to a plain page when the error page itself fails', async () => {
    const unreadable = Object.defineProperty({}, 'message', {
      enumerable: true,
      get() {
        throw new Error('The error details cannot be read');
      },
    });
    renderRoute(() => {
      throw data(unreadable, { status: 500 });
    });
    expect(await screen.findByRole('heading', { name: 'An error occurred while showing the error page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/');
  });
});
