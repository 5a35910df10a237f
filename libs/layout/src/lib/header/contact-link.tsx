import { chakra } from '@chakra-ui/react';
import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@jobpoint/site-routes';
import { SiteLink, SMALL_PHONE_MAX_WIDTH } from '@jobpoint/ui-kit';
import { HEADER_PHONE_PADDING_REM, HEADER_TOOLS_CONTAINER } from './header-layout';

/**
 * The tools row's width on a 350 px phone at the default text size, in em of the row's text: with larger
 * text (the site's text size button) the label makes way on wider phones too, where it no longer fits.
 */
const LABEL_MAKES_WAY_BELOW_EM = SMALL_PHONE_MAX_WIDTH / 16 - 2 * HEADER_PHONE_PADDING_REM;

/** Visually hidden but still read out: the link keeps its name when the label makes way. */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * The contact page link; its label gives way on phones of 350 px or less (spec §2), and on somewhat wider
 * ones when the text is enlarged.
 */
export function ContactLink({ text }: { text?: string | null }) {
  const { t } = useTranslation('layout');
  return (
    <SiteLink href={ROUTES.contact} display="inline-flex" alignItems="center" gap="1" px="2" py="1" fontWeight="semibold" color="fg">
      <MessageCircle aria-hidden size={20} />
      <chakra.span css={{ [`@container ${HEADER_TOOLS_CONTAINER} (max-width: ${LABEL_MAKES_WAY_BELOW_EM}em)`]: visuallyHidden }}>{text || t('contact')}</chakra.span>
    </SiteLink>
  );
}
