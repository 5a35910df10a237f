import { screen } from '@testing-library/react';
import { renderWithProviders } from '@jobpoint/test-utils';
import { createSiteSystem } from '../theme/create-site-system';
import { LINK_NAMESPACE, linkResources } from './link-resources';
import { PhoneLink } from './site-link';

describe('PhoneLink', () => {
  it('dials the digits and shows the number as written, left to right', () => {
    renderWithProviders(<PhoneLink number="+49 30 / 204 939-88" />, {
      system: createSiteSystem('jobseekers'),
      namespaces: { [LINK_NAMESPACE]: linkResources },
    });
    const link = screen.getByRole('link', { name: '+49 30 / 204 939-88' });
    expect(link).toHaveAttribute('href', 'tel:+493020493988');
    expect(link.querySelector('bdi')).toHaveAttribute('dir', 'ltr');
  });
});
