import { screen } from '@testing-library/react';
import { eventSummarySchema } from '@jobpoint/cms-client/schemas';
import { renderWithProviders } from '@jobpoint/test-utils';
import { createSiteSystem, LINK_NAMESPACE, linkResources } from '@jobpoint/ui-kit';
import { CONTENT_PAGE_NAMESPACE, contentPageResources } from '../content-page-resources';
import { EventCardList } from './event-card';

describe('EventCardList', () => {
  it('names an event’s language as the events pages do: as the page’s readers call it', () => {
    const event = eventSummarySchema.parse({
      id: 1,
      slug: 'bewerbungstraining',
      title: 'Bewerbungstraining',
      Datum: '2030-05-14',
      Sprache: { name: 'Türkisch', languageName: 'Türkçe' },
    });
    renderWithProviders(<EventCardList events={[event]} locale="tr" headingLevel={3} />, {
      system: createSiteSystem('jobseekers'),
      namespaces: { [CONTENT_PAGE_NAMESPACE]: contentPageResources, [LINK_NAMESPACE]: linkResources },
      locale: 'tr',
    });

    expect(screen.getByText('Türkçe')).toBeInTheDocument();
    expect(screen.queryByText('Türkisch')).not.toBeInTheDocument();
  });
});
