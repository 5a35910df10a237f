/**
 * The job board's three single types (`jobboerse`, `jobboerse-detail-seite`, `merkliste-seite`) as the
 * content service answers them in the Strapi v4 response format.
 */

export const jobBoardPageDe = {
  data: {
    id: 1,
    attributes: {
      seo: { id: 1, metaTitle: 'Jobbörse – Jobs in Berlin finden', metaDescription: 'Aktuelle Stellen aus Berlin.', metaImage: { data: null }, metaSocial: [] },
      headerSection: {
        id: 1,
        title: 'Jobbörse',
        subtitle: 'Finde deinen Job in Berlin',
        description: 'Alle Stellen sind **geprüft**.',
        image: { data: null },
        buttons: [],
      },
      searchPlaceholder: 'Jobtitel, Firma oder Jobnummer',
      filterTitle: 'Filter',
      resetFiltersText: 'Filter zurücksetzen',
      noResultsText: 'Leider keine passenden Jobs.',
      resultsText: 'Jobs gefunden',
      searchConfig: { filters: ['jobCategories', 'workTimeCategories', 'unknownFilter'], specialEvents: { '1': 'Shop a Job Messe', '2': '' } },
      locale: 'de',
    },
  },
  meta: {},
};

export const jobDetailLabelsDe = {
  data: {
    id: 1,
    attributes: {
      save: 'Job merken',
      published: 'Veröffentlicht am',
      information: 'Informationen',
      company: 'Unternehmen',
      moreInformation: 'Weitere Informationen',
      applicationType: 'Art der Bewerbung',
      applicationDeadline: 'Bewerbungsfrist',
      applicationLink: 'Link zur Bewerbung',
      address: 'Adresse',
      calculateRoute: 'Route berechnen',
      downloadJob: 'Job herunterladen',
      back: 'Zurück',
      similarJobs: 'Ähnliche Jobs',
      description: 'Beschreibung',
      openVacancies: 'Offene Stellen',
      requirements: 'Anforderungen',
      benefits: 'Wir bieten',
      aboutUs: 'Über uns',
      applyNow: 'Jetzt bewerben',
      seo: null,
      locale: 'de',
    },
  },
  meta: {},
};

export const bookmarksPageDe = {
  data: {
    id: 1,
    attributes: {
      seo: { id: 2, metaTitle: 'Merkliste', metaDescription: 'Deine gemerkten Jobs.', metaImage: { data: null }, metaSocial: [] },
      title: 'Meine Merkliste',
      description: 'Hier findest du die Jobs, die du dir gemerkt hast.',
      emptyText: 'Sie haben sich noch keine Jobs gemerkt.',
      removeText: 'Entfernen',
      button: { id: 1, text: 'Zur Jobbörse', url: '/job-boerse', type: 'primary', active: true, disableAt: null },
      locale: 'de',
    },
  },
  meta: {},
};
