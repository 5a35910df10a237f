import { screen } from '@testing-library/react';
import { renderWithProviders } from '@jobpoint/test-utils';
import { createSiteSystem, LINK_NAMESPACE, linkResources } from '@jobpoint/ui-kit';
import { FaqListBlock } from './faq-block';
import { TEST_ADDRESS } from '../testing/render-content-page';

const context = { locale: 'de' as const, today: '2026-03-10', pageTitle: 'Häufige Fragen', address: TEST_ADDRESS };

describe('FaqListBlock', () => {
  it('collects the questions of every section into one list, without a section’s title over all of them', () => {
    const sections = [
      { title: 'Beratung', subtitle: null, items: [{ id: 1, question: 'Was kostet die Beratung?', answer: 'Nichts.' }] },
      { title: 'Jobbörse', subtitle: null, items: [{ id: 2, question: 'Wie bewerbe ich mich?', answer: 'Online.' }] },
    ];
    renderWithProviders(<FaqListBlock data={sections} id="sections" tone="plain" headingLevel={2} context={context} />, {
      system: createSiteSystem('jobseekers'),
      namespaces: { [LINK_NAMESPACE]: linkResources },
    });
    expect(screen.getAllByRole('button', { expanded: false }).map((button) => button.textContent)).toEqual([
      'Was kostet die Beratung?',
      'Wie bewerbe ich mich?',
    ]);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Was kostet die Beratung?',
      'Wie bewerbe ich mich?',
    ]);
    expect(screen.queryByRole('heading', { name: 'Beratung' })).not.toBeInTheDocument();
  });
});
