import { useTranslation } from 'react-i18next';
import type { BlockData } from '@jobpoint/cms-client';
import { formatCalendarDate, formatTimeRange } from '@jobpoint/ui-kit';
import { addDays, dayNumber, isCalendarDate } from '../data/calendar';
import { hasText, toButtonData } from '../data/cms-data';
import { CONTENT_PAGE_NAMESPACE } from '../content-page-resources';
import type { BlockProps } from './block';
import { DetailList, type Detail } from './detail-list';
import { MediaSection } from './media-section';

type OnlineConsultation = BlockData<'shared.online-consultation'>;

/**
 * The first meeting from `today` on of a series held every `intervalWeeks` weeks from `initialDate`
 * (`YYYY-MM-DD`); `null` when the editors gave no readable start.
 */
export function nextConsultationDate(initialDate: string | null | undefined, intervalWeeks: number | null | undefined, today: string): string | null {
  if (!isCalendarDate(initialDate)) {
    return null;
  }
  const daysSinceStart = dayNumber(today) - dayNumber(initialDate);
  if (daysSinceStart <= 0) {
    return initialDate;
  }
  const period = Math.max(1, intervalWeeks ?? 1) * 7;
  return addDays(initialDate, Math.ceil(daysSinceStart / period) * period);
}

/**
 * The video consultation: when it is held, how often, the next date and the button to join or book it.
 * A page title just before it (the meeting hours' title of /beratung) heads it.
 */
export function OnlineConsultationBlock({ data: consultation, id, tone, headingLevel, title, context }: BlockProps<OnlineConsultation>) {
  const { t } = useTranslation(CONTENT_PAGE_NAMESPACE);
  const next = nextConsultationDate(consultation.initialDate, consultation.intervalWeeks, context.today);
  const time = hasText(consultation.time) ? consultation.time : formatTimeRange(consultation.fromTime, consultation.toTime);
  const details: Detail[] = [
    ...(hasText(consultation.days) ? [{ key: 'days', label: t('consultation.days'), value: consultation.days }] : []),
    ...(time ? [{ key: 'time', label: t('consultation.time'), value: time }] : []),
    ...(consultation.intervalWeeks && consultation.intervalWeeks > 0
      ? [{ key: 'rhythm', label: t('consultation.rhythm'), value: t('consultation.everyWeeks', { count: consultation.intervalWeeks }) }]
      : []),
    ...(next
      ? [{ key: 'next', label: t('consultation.next'), value: <time dateTime={next}>{formatCalendarDate(next, context.locale)}</time> }]
      : []),
  ];
  return (
    <MediaSection
      id={id}
      tone={tone}
      title={title || (hasText(consultation.title) ? consultation.title : t('consultation.title'))}
      buttons={[toButtonData(consultation.button)]}
      today={context.today}
      headingLevel={headingLevel}
    >
      <DetailList details={details} />
    </MediaSection>
  );
}
