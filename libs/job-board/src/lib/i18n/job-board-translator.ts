import { namespaceTranslator } from '@jobpoint/i18n';
import { JOB_BOARD_NAMESPACE, jobBoardResources } from './job-board-resources';

/** The job board's UI strings in one language, with the same resources and fallbacks as the pages. */
export const jobBoardTranslator = namespaceTranslator(JOB_BOARD_NAMESPACE, jobBoardResources);
