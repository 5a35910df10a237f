import { chakra } from '@chakra-ui/react';
import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@jobpoint/site-routes';
import { SiteLink, SMALL_PHONE_MAX_WIDTH } from '@jobpoint/ui-kit';

/** Visually hidden but still read out: the link keeps its name when the label makes way. */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** The contact page link; its label gives way on phones of 350 px or less (spec §2). */
export function ContactLink({ text }: { text?: string | null }) {
  const { t } = useTranslation('layout');
  return (
    <SiteLink href={ROUTES.contact} display="inline-flex" alignItems="center" gap="1" px="2" py="1" fontWeight="semibold" color="fg">
      <MessageCircle aria-hidden size={20} />
      <chakra.span css={{ [`@media (max-width: ${SMALL_PHONE_MAX_WIDTH}px)`]: visuallyHidden }}>{text || t('contact')}</chakra.span>
    </SiteLink>
  );
}
