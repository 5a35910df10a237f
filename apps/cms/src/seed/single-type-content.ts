import { SINGLE_TYPES } from '../content-types';
import { employersHome } from './content/home-employers';
import { jobSeekersHome } from './content/home-seekers';
import { cookieBestimmungen, datenschutzerklaerung, einfacheSpracheSeite, faq, impressum, joboerseNutzungsbedingungen, nutzungshinweise } from './content/legal';
import { avgsCoaching, bewerbungsberatung, foerderung, home, mobiJob } from './content/pages-counselling';
import { jobboerse, jobboerseDetailSeite, merklisteSeite } from './content/job-board-pages';
import { miniNewsletter, newsletter } from './content/newsletter-pages';
import {
  agShopAJobSeite, anmeldung, chatContact, downloadSeite, type DownloadUrls, emailVorlagen, jbAnleitung, jobs, kontakt, ladengeschaeftSeite,
  messeBlock, ratgeber, ratingBlock, standortBlock, uberuns, veranstaltungenView,
} from './content/pages-site';
import { footer, navigationErweiterung, notification } from './content/shell';
import type { MediaIds } from './media';
import type { Data, Localized } from './strapi-documents';

/** The content of every single type, in every language it is written in. */
export function singleTypeContent(media: MediaIds, downloads: DownloadUrls): Record<keyof typeof SINGLE_TYPES, Localized<Data>> {
  return {
    'navigation-erweiterung': navigationErweiterung,
    notification,
    footer: footer(media),
    arbeitssuchende: jobSeekersHome(media, downloads.urls.checklist),
    arbeitgebende: employersHome(media, downloads.urls.guide),
    newsletter: newsletter(media),
    foerderung: foerderung(media),
    'ag-shop-a-job-seite': agShopAJobSeite(media),
    anmeldung: anmeldung(media),
    'avgs-coaching': avgsCoaching(media, downloads.urls.flyer),
    bewerbungsberatung: bewerbungsberatung(media),
    home: home(media),
    uberuns: uberuns(media),
    'jb-anleitung': jbAnleitung(media, downloads),
    faq,
    jobboerse: jobboerse(media),
    jobs: jobs(),
    kontakt: kontakt(media),
    impressum,
    datenschutzerklaerung,
    'joboerse-nutzungsbedingungen': joboerseNutzungsbedingungen,
    nutzungshinweise,
    'cookie-bestimmungen': cookieBestimmungen,
    'email-vorlagen': emailVorlagen(),
    'einfache-sprache-seite': einfacheSpracheSeite(media),
    'merkliste-seite': merklisteSeite(),
    'veranstaltungen-view': veranstaltungenView(media),
    'jobboerse-detail-seite': jobboerseDetailSeite(),
    'ladengeschaeft-seite': ladengeschaeftSeite(media),
    'messe-block': messeBlock(),
    'mini-newsletter': miniNewsletter(),
    'rating-block': ratingBlock(),
    'download-seite': downloadSeite(media, downloads),
    'standort-block': standortBlock(),
    'mobi-job': mobiJob(media),
    'chat-contact': chatContact(),
    ratgeber: ratgeber(media),
  };
}
