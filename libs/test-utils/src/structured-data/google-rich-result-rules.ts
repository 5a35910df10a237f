import type { StructuredDataIssue, TypeHandler } from '@adobe/structured-data-validator';
import BaseValidator from '@adobe/structured-data-validator/src/types/base.js';

/*
 * Google's rich-result rules for the types of this site that the validator package has no checks for
 * (it checks JobPosting and Organization, among others, but not Event, Article or FAQPage). Each rule is
 * taken from Google Search Central's structured-data documentation of that type.
 */

type Data = Record<string, unknown>;

/** A date-time with a time of day must name its offset, or Google takes it as the time in UTC. */
function dateTimeWithOffset(this: BaseValidator, name: string, data: Data): StructuredDataIssue | null {
  const value = data[name];
  if (typeof value !== 'string' || !value.includes('T') || /(Z|[+-]\d{2}:\d{2})$/.test(value)) {
    return null;
  }
  return {
    issueMessage: `"${name}" has a time but no UTC offset`,
    severity: 'ERROR',
    path: this.path,
    fieldNames: [name],
  };
}

class EventRules extends BaseValidator {
  override getConditions() {
    return [
      this.required('name', 'string'),
      this.required('startDate', 'date'),
      this.required('location'),
      (data: Data) => dateTimeWithOffset.call(this, 'startDate', data),
      (data: Data) => dateTimeWithOffset.call(this, 'endDate', data),
      this.recommended('description', 'string'),
      this.recommended('endDate', 'date'),
      this.recommended('eventAttendanceMode', 'string'),
      this.recommended('eventStatus', 'string'),
      this.recommended('image'),
      this.recommended('offers'),
      this.recommended('organizer'),
    ];
  }
}

/** A physical event's Place needs its address; an online event's VirtualLocation its URL. */
class PlaceRules extends BaseValidator {
  override getConditions() {
    return [this.required('address'), this.recommended('name', 'string')];
  }
}

class VirtualLocationRules extends BaseValidator {
  override getConditions() {
    return [this.required('url', 'url')];
  }
}

class ArticleRules extends BaseValidator {
  override getConditions() {
    return [
      this.recommended('headline', 'string'),
      this.recommended('image'),
      this.recommended('author'),
      this.recommended('datePublished', 'date'),
      this.recommended('dateModified', 'date'),
      (data: Data) => dateTimeWithOffset.call(this, 'datePublished', data),
      (data: Data) => dateTimeWithOffset.call(this, 'dateModified', data),
    ];
  }
}

class FaqPageRules extends BaseValidator {
  override getConditions() {
    return [this.required('mainEntity')];
  }
}

class QuestionRules extends BaseValidator {
  override getConditions() {
    return [this.required('name', 'string'), this.required('acceptedAnswer')];
  }
}

class AnswerRules extends BaseValidator {
  override getConditions() {
    return [this.required('text', 'string')];
  }
}

const handler =
  (rules: typeof BaseValidator): TypeHandler =>
  () =>
    Promise.resolve({ default: rules });

/** Types and their rules, added beside the package's own checks. */
export const GOOGLE_RICH_RESULT_RULES: Record<string, TypeHandler> = {
  Event: handler(EventRules),
  EducationEvent: handler(EventRules),
  BusinessEvent: handler(EventRules),
  SocialEvent: handler(EventRules),
  Place: handler(PlaceRules),
  VirtualLocation: handler(VirtualLocationRules),
  Article: handler(ArticleRules),
  BlogPosting: handler(ArticleRules),
  NewsArticle: handler(ArticleRules),
  FAQPage: handler(FaqPageRules),
  Question: handler(QuestionRules),
  Answer: handler(AnswerRules),
};
