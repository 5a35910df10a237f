import { Box, Link, type ButtonProps } from '@chakra-ui/react';
import { LinkButton, SiteLink, type LinkButtonProps } from '../link';
import { berlinDateOf } from './format-date';
import { safeHref } from './safe-href';

/** A button or link as the CMS defines it (component `shared.button`). */
export interface CmsButtonData {
  text: string;
  url: string;
  type?: 'primary' | 'secondary' | 'outline' | null;
  /** Absent means active (CMS default). */
  active?: boolean | null;
  /** From this instant on the button is hidden, e.g. when a registration closes. */
  disableAt?: string | null;
}

const VARIANTS: Record<NonNullable<CmsButtonData['type']>, ButtonProps['variant']> = {
  primary: 'solid',
  secondary: 'subtle',
  outline: 'outline',
};

/**
 * Whether a CMS button shows on `today` (`YYYY-MM-DD`, Berlin). It compares calendar days, not instants:
 * the server and the hydrating browser then always agree. A button is hidden from the Berlin day of its
 * `disableAt` on.
 */
export function isCmsButtonShown(button: CmsButtonData | null | undefined, today: string): button is CmsButtonData {
  if (!button || button.active === false || !button.text.trim() || !safeHref(button.url)) {
    return false;
  }
  const disableDay = berlinDateOf(button.disableAt);
  return !disableDay || today < disableDay;
}

export interface CmsButtonProps extends Omit<LinkButtonProps, 'children'> {
  button: CmsButtonData | null | undefined;
  /** Today's date in Berlin, `YYYY-MM-DD`, the same on server and client. */
  today: string;
}

/**
 * A file on this origin (`/cms/uploads/flyer.pdf`): the router has no page for it, so the browser loads
 * it directly and offers it as a download.
 */
const SAME_ORIGIN_FILE = /^\/(?!\/)[^?#]*\.[a-z\d]{2,5}(?:[?#].*)?$/i;

/** A CMS button as a link styled by its type; nothing when it is inactive or past its `disableAt`. */
export function CmsButton({ button, today, ...buttonProps }: CmsButtonProps) {
  if (!isCmsButtonShown(button, today)) {
    return null;
  }
  const href = safeHref(button.url) ?? '';
  const label = (
    <Box as="span" maxW="buttonText">
      {button.text}
    </Box>
  );
  return (
    <LinkButton
      variant={VARIANTS[button.type ?? 'primary']}
      colorPalette="brand"
      h="auto"
      minH="10"
      py="2"
      whiteSpace="normal"
      // A long label ('Quartalsprogramm ansehen' at 320 px and large text) wraps inside its card.
      maxW="full"
      textAlign="center"
      {...buttonProps}
    >
      {SAME_ORIGIN_FILE.test(href) ? (
        <Link href={href} download unstyled>
          {label}
        </Link>
      ) : (
        <SiteLink href={href} unstyled>
          {label}
        </SiteLink>
      )}
    </LinkButton>
  );
}
