import { http, HttpResponse } from 'msw';
import { cmsUrl, germanOnly } from '../cms/layout-handlers';
import { companyRatingsDe, customerRatingsDe, customerRatingsEn, noRatings, ratingBlockDe } from './rating-fixtures';

const localeOf = (request: Request) => new URL(request.url).searchParams.get('locale');

/**
 * The customer ratings in German and English, the company ratings in German; other languages have none
 * (an empty list). The rating block in German only: other languages answer like an unfilled single type.
 */
export const cmsRatingHandlers = [
  http.get(cmsUrl('/api/bewertungs'), ({ request }) => {
    const locale = localeOf(request);
    return HttpResponse.json(locale === 'de' ? customerRatingsDe : locale === 'en' ? customerRatingsEn : noRatings);
  }),
  http.get(cmsUrl('/api/unternehmensbewertungens'), ({ request }) =>
    HttpResponse.json(localeOf(request) === 'de' ? companyRatingsDe : noRatings),
  ),
  http.get(cmsUrl('/api/rating-block'), ({ request }) => germanOnly(request, ratingBlockDe)),
];
