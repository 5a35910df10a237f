/** The customer and company ratings and the rating block in the Strapi v4 response format. */

type RatingEntry = [id: number, name: string, stars: number | null, text: string | null];

/** A ratings answer; `stars` as the editors left it (null, or outside 0–5, when they typed it so). */
export function ratingsResponse(locale: string, ratings: RatingEntry[]) {
  return {
    data: ratings.map(([id, name, stars, text]) => ({
      id,
      documentId: `rating-${id}`,
      attributes: { name, text, stars, locale },
    })),
    meta: { pagination: { page: 1, pageSize: 12, pageCount: ratings.length > 0 ? 1 : 0, total: ratings.length } },
  };
}

export const customerRatingsDe = ratingsResponse('de', [
  [10, 'Jana W.', 4, 'Nach der Elternzeit wusste ich nicht, wo ich anfangen soll. Jetzt habe ich eine Teilzeitstelle.'],
  [6, 'Mohammed S.', 5, 'Die Beratung auf Arabisch hat mir sehr geholfen.'],
  [2, 'Aylin K.', null, null],
]);

export const customerRatingsEn = ratingsResponse('en', [
  [12, 'Jana W.', 4, 'After parental leave I did not know where to start.'],
]);

export const companyRatingsDe = ratingsResponse('de', [
  [8, 'Spree Logistik GmbH', 4, 'Gut vorbereitete Bewerbende und eine verlässliche Ansprechpartnerin.'],
  [4, 'Pflegedienst Sonnenhof', 5, 'Über das Jobdating haben wir zwei Pflegehilfskräfte eingestellt.'],
]);

export const noRatings = ratingsResponse('de', []);

export const ratingBlockDe = {
  data: {
    id: 2,
    documentId: 'rating-block',
    attributes: {
      title: 'Das sagen andere über uns',
      subtitle: 'Erfahrungen von Arbeitssuchenden und Unternehmen',
      customerTitle: 'Arbeitssuchende',
      companyTitle: 'Unternehmen',
      eventTitle: 'Veranstaltungen',
      locale: 'de',
      button: {
        id: 282,
        text: 'Eigene Erfahrung teilen',
        url: '/kontakt',
        type: 'outline',
        active: true,
        disableAt: null,
      },
    },
  },
  meta: {},
};
