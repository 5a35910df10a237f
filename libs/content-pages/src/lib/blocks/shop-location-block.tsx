import { useTranslation } from 'react-i18next';
import type { BlockData } from '@jobpoint/cms-client';
import { PhoneLink } from '@jobpoint/ui-kit';
import { hasText } from '../data/cms-data';
import { CONTENT_PAGE_NAMESPACE } from '../content-page-resources';
import type { BlockProps } from './block';
import { DetailList, type Detail } from './detail-list';
import { MediaSection } from './media-section';

type ShopLocation = BlockData<'shop.location'>;

/** The shop: when it is open, a phone number per language spoken there, its description and a photo. */
export function ShopLocationBlock({ data: shop, id, tone, headingLevel, context }: BlockProps<ShopLocation>) {
  const { t } = useTranslation(CONTENT_PAGE_NAMESPACE);
  const phones = (shop.phoneNumbers ?? []).filter((phone) => hasText(phone.number));
  const details: Detail[] = [
    ...(hasText(shop.openingDays) ? [{ key: 'days', label: t('openingDays'), value: shop.openingDays }] : []),
    ...(hasText(shop.openingTimes) ? [{ key: 'times', label: t('openingTimes'), value: shop.openingTimes }] : []),
    ...phones.map((phone, index) => ({
      key: `phone-${phone.id ?? index}`,
      label: hasText(phone.language) ? `${t('phone')} (${phone.language.trim()})` : t('phone'),
      value: (
        <PhoneLink number={phone.number} color="colorPalette.fg" textDecoration="underline" whiteSpace="nowrap" />
      ),
    })),
  ];
  return (
    <MediaSection
      id={id}
      tone={tone}
      title={shop.title}
      description={shop.description}
      image={shop.image}
      today={context.today}
      headingLevel={headingLevel}
    >
      <DetailList details={details} />
    </MediaSection>
  );
}
