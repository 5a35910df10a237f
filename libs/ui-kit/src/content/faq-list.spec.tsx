import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@jobpoint/test-utils';
import { createSiteSystem } from '../theme';
import { LINK_NAMESPACE, linkResources } from '../link';
import { FaqList } from './faq-list';

const items = [
  { id: 1, question: 'Kostet die Beratung etwas?', answer: 'Nein, die Beratung ist **kostenlos**.' },
  { id: 2, question: 'Brauche ich einen Termin?', answer: 'Ein Termin ist sinnvoll, aber nicht nötig.' },
  { id: 3, question: 'Kann ich jemanden mitbringen?', answer: 'Ja, gern.' },
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
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  });

  it('keeps the answers in the page and opens one on click', async () => {
    renderFaq();
    expect(screen.getByText('kostenlos', { exact: false })).not.toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Kostet die Beratung etwas?' }));
    expect(screen.getByRole('button', { name: 'Kostet die Beratung etwas?' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('kostenlos')).toBeVisible();
  });

  it('labels each answer with its question and keeps several open at once', async () => {
    renderFaq();
    await userEvent.click(screen.getByRole('button', { name: 'Kostet die Beratung etwas?' }));
    await userEvent.click(screen.getByRole('button', { name: 'Brauche ich einen Termin?' }));
    expect(screen.getByRole('region', { name: 'Kostet die Beratung etwas?' })).toHaveTextContent('kostenlos');
    expect(screen.getByRole('region', { name: 'Brauche ich einen Termin?' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Kostet die Beratung etwas?' }));
    expect(screen.getByRole('button', { name: 'Kostet die Beratung etwas?' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('kostenlos', { exact: false })).not.toBeVisible();
  });

  it('moves between the questions with the arrow keys, Home and End, and opens one with Enter or Space', async () => {
    const user = userEvent.setup();
    renderFaq();
    const [first, second, third] = screen.getAllByRole('button');
    first.focus();
    await user.keyboard('{ArrowDown}');
    expect(second).toHaveFocus();
    await user.keyboard('{End}');
    expect(third).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(first).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(third).toHaveFocus();
    await user.keyboard('{Home}');
    expect(first).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(first).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}[Space]');
    expect(second).toHaveAttribute('aria-expanded', 'true');
  });
});
