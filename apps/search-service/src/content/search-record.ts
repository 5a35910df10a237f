import type { Locale } from '@jobpoint/i18n';

export type ContentType = 'article' | 'event' | 'page';
export type RecordType = 'job' | ContentType;

interface RecordBase {
  /** Unique within the index: the same job or article exists once per language. */
  objectID: string;
  language: Locale;
  url: string;
}

/** A job as the site's search shows it. */
export interface JobRecord extends RecordBase {
  type: 'job';
  id: number;
  title: string;
  description: string;
  company: { name: string; logo_url: string | null };
  /** The job board's category, in German ("Reinigung und Gebäudeservice"); absent when the job has none. */
  category?: string;
  /** The names of the job's occupation in every language, from the synonyms (`indexing/occupation-names.ts`). */
  occupations?: string[];
}

/** An article, event or page. `content` is plain text. */
export interface ContentRecord extends RecordBase {
  type: ContentType;
  name: string;
  content: string;
  slug: string;
  imageURL: string | null;
  description?: string;
  date?: string;
}

export type SearchRecord = JobRecord | ContentRecord;
