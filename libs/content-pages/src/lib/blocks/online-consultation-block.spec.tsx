import { screen, within } from '@testing-library/react';
import type { BlockData } from '@jobpoint/cms-client';
import { BLOCK_SCHEMAS } from '@jobpoint/cms-client/schemas';
import { renderWithProviders } from '@jobpoint/test-utils';
import { createSiteSystem, LINK_NAMESPACE, linkResources } from '@jobpoint/ui-kit';
import { CONTENT_PAGE_NAMESPACE, contentPageResources } from '../content-page-resources';
import { onlineConsultationHasContent } from './block-has-content';
import { nextConsultationDate, OnlineConsultationBlock } from './online-consultation-block';
import { TEST_ADDRESS } from '../testing/render-content-page';

const consultation = (value: unknown) =>
  BLOCK_SCHEMAS['shared.online-consultation'].parse(value) as BlockData<'shared.online-consultation'>;

describe('nextConsultationDate', () => {
  it.each([
    ['2026-11-30', 1, '2026-11-26', '2026-11-30'],
    ['2026-11-30', 1, '2026-11-30', '2026-11-30'],
    ['2026-11-30', 1, '2026-12-01', '2026-12-07'],
    ['2026-11-30', 2, '2026-12-08', '2026-12-14'],
    ['2026-12-28', 1, '2027-01-02', '2027-01-04'],
    ['2026-11-30', null, '2026-12-01', '2026-12-07'],
  ])('from %s every %s week(s), on %s, is %s', (initial, weeks, today, next) => {
    expect(nextConsultationDate(initial, weeks, today)).toBe(next);
  });

  it('has none without a readable start', () => {
    expect(nextConsultationDate('30.11.2026', 1, '2026-11-26')).toBeNull();
    expect(nextConsultationDate(null, 1, '2026-11-26')).toBeNull();
  });
});

describe('OnlineConsultationBlock', () => {
  it('shows when it is held, how often and the next date', () => {
    renderWithProviders(
      <OnlineConsultationBlock
        data={consultation({
          title: 'Bewerbungs-Sprechstunde online',
          days: 'Mittwoch',
          time: null,
          initialDate: '2026-11-25',
          intervalWeeks: 2,
          fromTime: '10:00:00.000',
          toTime: '12:00:00.000',
        })}
        id="onlineConsultation"
        tone="plain"
        headingLevel={2}
        context={{ locale: 'de', today: '2026-11-26', pageTitle: 'Bewerbungsberatung', address: TEST_ADDRESS }}
      />,
      { system: createSiteSystem('jobseekers'), namespaces: { [CONTENT_PAGE_NAMESPACE]: contentPageResources, [LINK_NAMESPACE]: linkResources } },
    );
    const region = screen.getByRole('region', { name: 'Bewerbungs-Sprechstunde online' });
    const values = within(region).getAllByRole('definition').map((value) => value.textContent);
    expect(values).toEqual(['Mittwoch', '10:00–12:00', 'Alle 2 Wochen', '9. Dezember 2026']);
  });

  it('is headed by the page title just before it (the meeting hours of /beratung)', () => {
    renderWithProviders(
      <OnlineConsultationBlock
        data={consultation({ title: 'Online-Sprechstunde', days: 'Montag' })}
        id="onlineConsultation"
        tone="plain"
        headingLevel={2}
        title="Unsere Sprechzeiten"
        context={{ locale: 'de', today: '2026-11-26', pageTitle: 'Beratung', address: TEST_ADDRESS }}
      />,
      { system: createSiteSystem('jobseekers'), namespaces: { [CONTENT_PAGE_NAMESPACE]: contentPageResources, [LINK_NAMESPACE]: linkResources } },
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Unsere Sprechzeiten' })).toBeInTheDocument();
    expect(screen.queryByText('Online-Sprechstunde')).not.toBeInTheDocument();
  });

  it('counts as empty when the editors gave no time', () => {
    expect(onlineConsultationHasContent(consultation({ title: 'Sprechstunde' }))).toBe(false);
  });
});
