export type {
  ContactSection,
  EventSection,
  JobDating,
  JobDatingEntry,
  ManualSteps,
  Offers,
  SectionOne,
  TimelineSection,
} from './home-page-schema';
