import { screen } from '@testing-library/react';
import { renderWithProviders } from '@jobpoint/test-utils';
import { LINK_NAMESPACE, linkResources } from '../link';
import { createSiteSystem } from '../theme';
import { EventCard, type EventCardTexts } from './event-card';

const event = {
  slug: 'bewerbungstraining',
  title: 'Bewerbungstraining',
  Datum: '2030-05-14',
  formatNames: [],
  languageLabel: 'Türkçe',
};

const texts: EventCardTexts = {
  kind: null,
  timeLabel: 'Saat',
  placeLabel: 'Yer',
  languageLabel: 'Dil',
  timeValue: (time) => time,
};

const render = (ui: React.ReactElement) =>
  renderWithProviders(ui, {
    system: createSiteSystem('jobseekers'),
    namespaces: { [LINK_NAMESPACE]: linkResources },
    locale: 'tr',
  });

describe('EventCard', () => {
  it.each([
    [
      'the content pages’ card',
      <EventCard
        key="picture"
        layout="picture"
        picture={null}
        dateLabel="Tarih"
        event={event}
        texts={texts}
        locale="tr"
        headingLevel={3}
      />,
    ],
    [
      'the events pages’ card',
      <EventCard key="calendar" layout="calendar" event={event} texts={texts} locale="tr" headingLevel={3} />,
    ],
  ])('names the event’s language as the page’s readers call it on %s', (_card, card) => {
    render(card);

    expect(screen.getByText('Türkçe')).toBeInTheDocument();
    expect(screen.getByText('Dil', { exact: false })).toBeInTheDocument();
  });

  it('leaves the language out for an event without one', () => {
    render(
      <EventCard
        layout="calendar"
        event={{ ...event, languageLabel: null }}
        texts={texts}
        locale="tr"
        headingLevel={3}
      />,
    );

    expect(screen.queryByText('Dil', { exact: false })).not.toBeInTheDocument();
  });
});
