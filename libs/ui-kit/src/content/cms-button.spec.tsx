/* eslint-disable no-script-url -- these tests feed unsafe URLs on purpose */
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@jobpoint/test-utils';
import { createSiteSystem } from '../theme';
import { LINK_NAMESPACE, linkResources } from '../link';
import { CmsButton, isCmsButtonShown, type CmsButtonData } from './cms-button';

const TODAY = '2026-03-10';

const register: CmsButtonData = {
  text: 'Jetzt registrieren',
  url: '/kontakt',
  type: 'primary',
  active: true,
  disableAt: null,
};

function renderButton(button: CmsButtonData) {
  return renderWithProviders(<CmsButton button={button} today={TODAY} />, {
    system: createSiteSystem('jobseekers'),
    namespaces: { [LINK_NAMESPACE]: linkResources },
  });
}

describe('CmsButton', () => {
  it('renders an active button as a link to its URL', () => {
    renderButton(register);
    expect(screen.getByRole('link', { name: 'Jetzt registrieren' })).toHaveAttribute('href', '/kontakt');
  });

  it('is hidden when inactive', () => {
    const { container } = renderButton({ ...register, active: false });
    expect(container).toBeEmptyDOMElement();
  });

  it('is hidden from the Berlin day of its disableAt on', () => {
    expect(isCmsButtonShown({ ...register, disableAt: '2026-03-09T12:00:00.000Z' }, TODAY)).toBe(false);
    expect(isCmsButtonShown({ ...register, disableAt: '2026-03-10T08:00:00.000Z' }, TODAY)).toBe(false);
    // 23:30 UTC on the 9th is already the 10th in Berlin.
    expect(isCmsButtonShown({ ...register, disableAt: '2026-03-09T23:30:00.000Z' }, TODAY)).toBe(false);
    expect(isCmsButtonShown({ ...register, disableAt: '2026-03-11T08:00:00.000Z' }, TODAY)).toBe(true);
  });

  it('renders nothing past its disableAt', () => {
    const { container } = renderButton({ ...register, disableAt: '2026-01-31T23:00:00.000Z' });
    expect(container).toBeEmptyDOMElement();
  });

  it('counts a missing active flag as active (CMS default)', () => {
    expect(isCmsButtonShown({ text: 'Mehr', url: '/faq' }, TODAY)).toBe(true);
  });

  it('never renders a button with an unsafe or empty URL', () => {
    expect(isCmsButtonShown({ ...register, url: 'javascript:alert(1)' }, TODAY)).toBe(false);
    expect(isCmsButtonShown({ ...register, url: '' }, TODAY)).toBe(false);
    expect(isCmsButtonShown({ ...register, text: ' ' }, TODAY)).toBe(false);
  });

  it('offers a file of the site as a download instead of a page', () => {
    renderButton({ ...register, text: 'Flyer herunterladen', url: '/cms/uploads/flyer_jobpoint.pdf' });
    const link = screen.getByRole('link', { name: 'Flyer herunterladen' });
    expect(link).toHaveAttribute('href', '/cms/uploads/flyer_jobpoint.pdf');
    expect(link).toHaveAttribute('download');
  });

  it('opens an external URL in a new tab', () => {
    renderButton({ ...register, text: 'Zur Jobbörse', url: 'https://jobs.example.org', type: 'outline' });
    expect(screen.getByRole('link', { name: /Zur Jobbörse/ })).toHaveAttribute('target', '_blank');
  });
});
