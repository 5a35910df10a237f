import { Button } from '@chakra-ui/react';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@jobpoint/test-utils';
import { createSiteSystem } from '../theme/create-site-system';
import { LINK_NAMESPACE, linkResources } from './link-resources';
import { LinkButton } from './link-button';
import { SiteLink } from './site-link';

const render = (ui: React.ReactElement) =>
  renderWithProviders(ui, { system: createSiteSystem('jobseekers'), namespaces: { [LINK_NAMESPACE]: linkResources } });

describe('LinkButton', () => {
  it('is a link with a button’s look and no button type, which HTML does not allow on a link', () => {
    render(
      <LinkButton colorPalette="brand">
        <SiteLink href="/kontakt" unstyled>
          Kontakt
        </SiteLink>
      </LinkButton>,
    );

    const link = screen.getByRole('link', { name: 'Kontakt' });
    expect(link).toHaveAttribute('href', '/kontakt');
    expect(link).toHaveClass('chakra-button');
    expect(link).not.toHaveAttribute('type');
  });

  it('keeps the MIME type a link names itself', () => {
    render(
      <LinkButton>
        <a href="/job.pdf" type="application/pdf" download>
          PDF
        </a>
      </LinkButton>,
    );

    expect(screen.getByRole('link', { name: 'PDF' })).toHaveAttribute('type', 'application/pdf');
  });

  it('differs from Chakra’s Button on a link, which carries type="button" onto it', () => {
    render(
      <Button asChild>
        <a href="/kontakt">Kontakt</a>
      </Button>,
    );

    expect(screen.getByRole('link', { name: 'Kontakt' })).toHaveAttribute('type', 'button');
  });
});
