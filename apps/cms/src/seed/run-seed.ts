import type { Core } from '@strapi/strapi';

import { SINGLE_TYPES } from '../content-types';
import { ensureAdminUser } from './admin-user';
import { employersHome } from './content/home-employers';
import { jobSeekersHome } from './content/home-seekers';
import { footer, navigationErweiterung, notification } from './content/shell';
import { ensureLocales } from './locales';
import { ensureMedia, fileUrl } from './media';
import { seedNavigations } from './navigation';
import { closePublicRole } from './public-role';
import { ensureReadToken } from './read-token';
import { seedState } from './seed-state';
import { seedSingleType } from './strapi-documents';

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
    const checklistUrl = await fileUrl(strapi, media['checkliste-bewerbung']);
    const guideUrl = await fileUrl(strapi, media['leitfaden-jobboerse']);

    const singles: [keyof typeof SINGLE_TYPES, Parameters<typeof seedSingleType>[2]][] = [
      ['navigation-erweiterung', navigationErweiterung],
      ['notification', notification],
      ['footer', footer(media)],
      ['arbeitssuchende', jobSeekersHome(media, checklistUrl)],
      ['arbeitgebende', employersHome(media, guideUrl)],
    ];
    let created = 0;
    for (const [name, content] of singles) {
      if (await seedSingleType(strapi, SINGLE_TYPES[name].uid, content)) created += 1;
    }
    await seedNavigations(strapi);
    await ensureReadToken(strapi);
    strapi.log.info(`Seed checked in ${Date.now() - started} ms (${created} single types filled)`);
  } finally {
    seedState.running = false;
  }
}
