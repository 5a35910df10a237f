import type { Core } from '@strapi/strapi';

import { SINGLE_TYPES } from '../content-types';
import { ensureAdminUser } from './admin-user';
import { seedCollections } from './collections';
import { employersHome } from './content/home-employers';
import { jobSeekersHome } from './content/home-seekers';
import { cookieBestimmungen, datenschutzerklaerung, einfacheSpracheSeite, faq, impressum, joboerseNutzungsbedingungen, nutzungshinweise } from './content/legal';
import { avgsCoaching, bewerbungsberatung, foerderung, home, mobiJob } from './content/pages-counselling';
import { jobboerse, jobboerseDetailSeite, merklisteSeite } from './content/job-board-pages';
import { miniNewsletter, newsletter } from './content/newsletter-pages';
import {
  agShopAJobSeite, anmeldung, chatContact, downloadSeite, emailVorlagen, jbAnleitung, jobs, kontakt, ladengeschaeftSeite,
  messeBlock, ratgeber, ratingBlock, standortBlock, uberuns, veranstaltungenView,
} from './content/pages-site';
import { footer, navigationErweiterung, notification } from './content/shell';
import { ensureLocales } from './locales';
import { ensureMedia, fileUrl } from './media';
import { seedNavigations } from './navigation';
import { closePublicRole } from './public-role';
import { ensureReadToken } from './read-token';
import { seedState } from './seed-state';
import { upgradeSeededValues } from './seeded-value-upgrades';
import { type Data, type Localized, seedSingleType } from './strapi-documents';

/**
 * Demo content for a fresh database. Every step checks what exists first, so a later start adds
 * nothing twice and keeps editors' changes; the token and role steps run every time so that the
 * environment (CMS_API_TOKEN) always wins.
 */
export async function runSeed(strapi: Core.Strapi): Promise<void> {
  const started = Date.now();
  seedState.running = true;
  try {
    await ensureLocales(strapi);
    await ensureAdminUser(strapi);
    await closePublicRole(strapi);
    const media = await ensureMedia(strapi);
    const downloads = {
      checklist: media['checkliste-bewerbung'],
      guide: media['leitfaden-jobboerse'],
      flyer: media['infoblatt-avgs'],
      urls: {
        checklist: await fileUrl(strapi, media['checkliste-bewerbung']),
        guide: await fileUrl(strapi, media['leitfaden-jobboerse']),
        flyer: await fileUrl(strapi, media['infoblatt-avgs']),
      },
    };

    const singles: Record<keyof typeof SINGLE_TYPES, Localized<Data>> = {
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
    // One transaction for all documents: SQLite then syncs to disk once instead of after every write.
    const filled = await strapi.db.transaction(async () => {
      let count = 0;
      for (const [name, content] of Object.entries(singles) as [keyof typeof SINGLE_TYPES, Localized<Data>][]) {
        if (await seedSingleType(strapi, SINGLE_TYPES[name].uid, content)) count += 1;
      }
      const upgraded = await upgradeSeededValues(strapi, { jobboerse: singles.jobboerse, arbeitgebende: singles.arbeitgebende });
      if (upgraded > 0) strapi.log.info(`Seed updated ${upgraded} untouched earlier values to the current content shape`);
      await seedCollections(strapi, media);
      await seedNavigations(strapi);
      return count;
    });
    await ensureReadToken(strapi);
    strapi.log.info(`Seed checked in ${Date.now() - started} ms (${filled} single types filled)`);
  } finally {
    seedState.running = false;
  }
}
