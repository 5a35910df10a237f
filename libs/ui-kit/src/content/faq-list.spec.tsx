import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@jobpoint/test-utils';
import { createSiteSystem } from '../theme';
import { LINK_NAMESPACE, linkResources } from '../link';
import { FaqList } from './faq-list';

const items = [
  { id: 1, question: 'Kostet die Beratung etwas?', answer: 'Nein, die Beratung ist **kostenlos**.' },
  { id: 2, question: 'Brauche ich einen Termin?', answer: 'Ein Termin ist sinnvoll, aber nicht nötig.' },
];

function renderFaq() {
  return renderWithProviders(<FaqList items={items} headingLevel={3} />, {
    system: createSiteSystem('jobseekers'),
    namespaces: { [LINK_NAMESPACE]: linkResources },
  });
}

describe('FaqList', () => {
  it('shows each question as a collapsed button inside a heading', () => {
    renderFaq();
    const question = screen.getByRole('button', { name: 'Kostet die Beratung etwas?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(question.closest('h3')).not.toBeNull();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
  });

  it('keeps the answers in the page and opens one on click', async () => {
    renderFaq();
    expect(screen.getByText('kostenlos', { exact: false })).not.toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Kostet die Beratung etwas?' }));
    expect(screen.getByRole('button', { name: 'Kostet die Beratung etwas?' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('kostenlos')).toBeVisible();
  });
});
