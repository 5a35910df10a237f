import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Locale } from '@jobpoint/i18n';
import type { Audience } from '@jobpoint/store';
import { cmsHomeHandlers, cmsUrl, jobseekersHomeDe, startMockServer } from '@jobpoint/test-utils';
import { renderContentPage } from './testing/render-content-page';

const server = startMockServer(...cmsHomeHandlers);

function renderHome({ audience = 'jobseekers', locale = 'de' }: { audience?: Audience; locale?: Locale } = {}) {
  return audience === 'employers'
    ? renderContentPage('arbeitgebende', { audience, locale, url: '/arbeitgebende' })
    : renderContentPage('arbeitssuchende', { audience, locale });
}

function withPage(attributes: Record<string, unknown>) {
  server.use(
    http.get(cmsUrl('/api/arbeitssuchende'), () =>
      HttpResponse.json({
        data: { id: 1, attributes: { ...jobseekersHomeDe.data.attributes, ...attributes } },
        meta: {},
      }),
    ),
  );
}

describe('the home pages as content pages', () => {
  it('renders every home block of the job seekers in order', async () => {
    await renderHome();
    expect(await screen.findByRole('heading', { level: 1, name: 'Gemeinsam zum passenden Job' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Ihr Weg in den Job',
      'Beratung in Ihrer Sprache',
      'Sprechen Sie uns an',
      'Häufige Fragen',
      'Termine',
      'Unsere Angebote',
      'So funktioniert es',
      'Jobdating',
      'Das sagen andere über uns',
      'Unsere Geschichte',
    ]);
  });

  it('shows the header text, its button and the header image as the priority image', async () => {
    await renderHome();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('Kostenlose Beratung in ganz Berlin')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Jobs finden' })).toHaveAttribute('href', '/job-boerse');
    const header = screen.getByRole('img', { name: 'Beraterin und Ratsuchender im Gespräch am Tisch' });
    expect(header).toHaveAttribute('src', '/cms/uploads/beratung-kreuzberg.jpg');
    expect(header).toHaveAttribute('fetchpriority', 'high');
    expect(header).toHaveAttribute('loading', 'eager');
    expect(header.getAttribute('srcset')).toContain('/cms/uploads/small_beratung-kreuzberg.jpg 500w');
    const others = screen.getAllByRole('img').filter((img) => img !== header);
    expect(others.every((img) => img.getAttribute('loading') === 'lazy')).toBe(true);
  });

  it('offers the flyer download and the registration in section one', async () => {
    await renderHome();
    const section = await screen.findByRole('region', { name: 'Ihr Weg in den Job' });
    const flyer = within(section).getByRole('link', { name: 'Flyer herunterladen' });
    expect(flyer).toHaveAttribute('href', '/cms/uploads/jobpoint-flyer.pdf');
    expect(flyer).toHaveAttribute('download');
    expect(within(section).getByRole('link', { name: 'Beratung anfragen' })).toHaveAttribute('href', '/kontakt');
    expect(within(section).getByRole('link', { name: 'Ratgeber' })).toHaveAttribute('href', '/ratgeber');
  });

  it('links the contact e-mail and phone number', async () => {
    await renderHome();
    const contact = await screen.findByRole('region', { name: 'Sprechen Sie uns an' });
    expect(within(contact).getByRole('link', { name: 'beratung@jobpoint-berlin.de' })).toHaveAttribute(
      'href',
      'mailto:beratung@jobpoint-berlin.de',
    );
    expect(within(contact).getByRole('link', { name: '030 / 123 456-0' })).toHaveAttribute('href', 'tel:0301234560');
    expect(within(contact).getByText('E-Mail')).toBeInTheDocument();
    expect(within(contact).getByText('Telefon')).toBeInTheDocument();
  });

  it('lists the FAQ as questions that open their answers', async () => {
    await renderHome();
    const faq = await screen.findByRole('region', { name: 'Häufige Fragen' });
    expect(within(faq).getByRole('button', { name: 'Kostet die Beratung etwas?' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(within(faq).getAllByRole('heading', { level: 3 })).toHaveLength(2);
  });

  it('shows the next three events with their dates, linked to their pages, and the events button', async () => {
    await renderHome();
    const events = await screen.findByRole('region', { name: 'Termine' });
    expect(within(events).getByText('Workshops, Infoveranstaltungen und Jobdatings')).toBeInTheDocument();
    const cards = within(events).getAllByRole('article');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]).getByRole('link', { name: 'Bewerbungsfotos und Lebenslauf-Check' })).toHaveAttribute(
      'href',
      '/veranstaltungen/bewerbungsfotos-und-lebenslauf-check',
    );
    expect(within(cards[0]).getByText('12. März 2026')).toHaveAttribute('datetime', '2026-03-12');
    expect(within(cards[0]).getByText('10:00–13:00 Uhr')).toBeInTheDocument();
    expect(within(cards[0]).getByText('Jobpoint Kreuzberg')).toBeInTheDocument();
    expect(within(cards[0]).getByText('Vor Ort · Workshop')).toBeInTheDocument();
    expect(within(cards[2]).getByText('2. April 2026 – 3. April 2026')).toBeInTheDocument();
    expect(within(events).getByRole('link', { name: 'Alle Veranstaltungen' })).toHaveAttribute(
      'href',
      '/veranstaltungen',
    );
  });

  it('shows the offers, the steps, the job dating and the timeline with their buttons', async () => {
    await renderHome();
    const offers = await screen.findByRole('region', { name: 'Unsere Angebote' });
    expect(within(offers).getAllByRole('listitem')).toHaveLength(3);
    expect(within(offers).getByRole('link', { name: 'Zum Coaching' })).toHaveAttribute('href', '/beratung/avgs');

    const steps = screen.getByRole('region', { name: 'So funktioniert es' });
    expect(
      within(steps)
        .getAllByRole('heading', { level: 3 })
        .map((step) => step.textContent),
    ).toEqual(['Vorbeikommen oder anrufen', 'Gespräch führen', 'Loslegen']);

    const jobDating = screen.getByRole('region', { name: 'Jobdating' });
    expect(within(jobDating).getByText('18. März 2026')).toBeInTheDocument();
    expect(within(jobDating).getByRole('link', { name: 'Zum Jobdating anmelden' })).toBeInTheDocument();

    const timeline = screen.getByRole('region', { name: 'Unsere Geschichte' });
    expect(within(timeline).getByText('Seit 2007')).toBeInTheDocument();
    expect(
      within(timeline)
        .getAllByRole('heading', { level: 3 })
        .map((item) => item.textContent),
    ).toEqual(['Gründung in Kreuzberg', 'Zweiter Standort in Neukölln']);
    expect(within(timeline).getByRole('link', { name: /Login Jobbörse/ })).toHaveAttribute(
      'href',
      'https://jobboerse.jobpoint-berlin.de/login',
    );
    expect(within(timeline).getByRole('link', { name: 'Nutzungsbedingungen' })).toHaveAttribute(
      'href',
      '/jobboerse-nutzungsbedingungen',
    );
  });

  it('leaves out the blocks the CMS did not fill, without empty headings', async () => {
    await renderHome({ audience: 'employers' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Passende Mitarbeitende für Ihr Unternehmen' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Stellen kostenlos veröffentlichen',
      'Ihr Kontakt für Unternehmen',
      // The companies' ratings are not a field of the page: the CMS has them all the same.
      'Das sagen andere über uns',
    ]);
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.queryByText('Unternehmen registrieren')).toBeNull();
    expect(screen.getAllByRole('heading').every((heading) => heading.textContent?.trim())).toBe(true);
  });

  it('hides inactive buttons and buttons past their date', async () => {
    const attributes = jobseekersHomeDe.data.attributes;
    withPage({
      sectionOne: {
        ...attributes.sectionOne,
        downloadButton: { ...attributes.sectionOne.downloadButton, active: false },
        registerButton: { ...attributes.sectionOne.registerButton, disableAt: '2026-03-01T00:00:00.000Z' },
      },
    });
    await renderHome();
    await screen.findByRole('region', { name: 'Ihr Weg in den Job' });
    expect(screen.queryByRole('link', { name: 'Flyer herunterladen' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Beratung anfragen' })).toBeNull();
  });

  it('says so when no events are coming up and still links to all events', async () => {
    server.use(http.get(cmsUrl('/api/veranstaltungens'), () => HttpResponse.json({ data: [], meta: {} })));
    await renderHome();
    const events = await screen.findByRole('region', { name: 'Termine' });
    expect(within(events).getByText(/keine Veranstaltungen geplant/)).toBeInTheDocument();
    expect(within(events).getByRole('link', { name: 'Alle Veranstaltungen' })).toBeInTheDocument();
  });

  it('still shows the page when the event list fails', async () => {
    server.use(http.get(cmsUrl('/api/veranstaltungens'), () => HttpResponse.json({}, { status: 500 })));
    await renderHome();
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
  });
});
