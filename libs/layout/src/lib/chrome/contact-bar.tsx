import { chakra, HStack } from '@chakra-ui/react';
import { BookOpen, MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@jobpoint/site-routes';
import { SiteLink } from '@jobpoint/ui-kit';

/**
 * The contact options bar of every layout: the contact page (its text from the navigation texts) and
 * the easy-language page. The content model has no phone or mail for the bar, so none is invented here.
 */
export function ContactBar({ contactText }: { contactText?: string | null }) {
  const { t } = useTranslation('layout');
  return (
    <chakra.nav aria-label={t('contactOptions')} bg="surface.muted" py="3" px={{ base: '4', md: '6' }}>
      <HStack as="ul" listStyleType="none" gap="6" justify="center" flexWrap="wrap" maxW="7xl" mx="auto">
        <li>
          <SiteLink href={ROUTES.contact} display="inline-flex" alignItems="center" gap="2" color="brand.fg" fontWeight="semibold">
            <MessageCircle aria-hidden size={18} />
            {contactText || t('contact')}
          </SiteLink>
        </li>
        <li>
          <SiteLink href={ROUTES.easyLanguage} display="inline-flex" alignItems="center" gap="2" color="brand.fg" fontWeight="semibold">
            <BookOpen aria-hidden size={18} />
            {t('easyLanguage')}
          </SiteLink>
        </li>
      </HStack>
    </chakra.nav>
  );
}
