import type { JobBoardSearchConfig } from '@jobpoint/cms-client';
import type { JobBoardTranslate } from '../format/job-details';

/** A special-event flag of the job board with the name it goes by. */
export interface SpecialEventLabel {
  number: 1 | 2;
  label: string;
}

const SPECIAL_EVENT_NUMBERS = [1, 2] as const;

/**
 * The special-event flags the job board offers: those the CMS configuration names, or both with built-in
 * names when the CMS has no configuration for them.
 */
export function specialEventLabels(config: JobBoardSearchConfig | null | undefined, t: JobBoardTranslate): SpecialEventLabel[] {
  const configured = config?.specialEvents;
  if (!configured) return SPECIAL_EVENT_NUMBERS.map((number) => ({ number, label: t('filters.specialEvent', { number }) }));
  return SPECIAL_EVENT_NUMBERS.flatMap((number) => {
    const label = configured[number];
    return label ? [{ number, label }] : [];
  });
}
