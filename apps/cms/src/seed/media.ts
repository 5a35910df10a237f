import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { Core } from '@strapi/strapi';
import sharp from 'sharp';

import { illustration, type Motif, PALETTES } from './illustrations';
import { pdfDocument } from './pdf-document';

type PaletteName = keyof typeof PALETTES;

/** Wide enough (1600 px) that the upload plugin derives thumbnail, small, medium and large formats. */
const PHOTO = { width: 1600, height: 1000 };
const ICON = { width: 400, height: 400 };
const LOGO = { width: 600, height: 300 };

const IMAGES: Record<string, { motif: Motif; palette: PaletteName; alt: string; size?: { width: number; height: number } }> = {
  'header-jobseekers': { motif: 'skyline', palette: 'red', alt: 'Berliner Skyline mit Fernsehturm' },
  'header-employers': { motif: 'skyline', palette: 'blue', alt: 'Berliner Skyline in Blau' },
  'counselling': { motif: 'people', palette: 'red', alt: 'Beratungsgespräch am Tisch' },
  'team': { motif: 'people', palette: 'blue', alt: 'Team im Gespräch' },
  'events': { motif: 'calendar', palette: 'red', alt: 'Kalender mit markiertem Termin' },
  'events-blue': { motif: 'calendar', palette: 'blue', alt: 'Kalender für Arbeitgebende' },
  'chat': { motif: 'chat', palette: 'red', alt: 'Sprechblasen' },
  'application': { motif: 'document', palette: 'red', alt: 'Lebenslauf mit Häkchen' },
  'application-blue': { motif: 'document', palette: 'blue', alt: 'Stellenanzeige mit Häkchen' },
  'shop': { motif: 'shop', palette: 'warm', alt: 'Ladengeschäft mit Markise' },
  'fair': { motif: 'fair', palette: 'red', alt: 'Messestände mit Fahnen' },
  'fair-blue': { motif: 'fair', palette: 'blue', alt: 'Messestände für Unternehmen' },
  'online': { motif: 'laptop', palette: 'red', alt: 'Videoberatung am Laptop' },
  'online-blue': { motif: 'laptop', palette: 'blue', alt: 'Videokonferenz am Laptop' },
  'growth': { motif: 'growth', palette: 'blue', alt: 'Wachsende Balken' },
  'growth-red': { motif: 'growth', palette: 'red', alt: 'Wachstum und Entwicklung' },
  'city': { motif: 'skyline', palette: 'warm', alt: 'Stadtansicht im Abendlicht' },
  'history-1': { motif: 'people', palette: 'grey', alt: 'Die ersten Beratungen' },
  'history-2': { motif: 'shop', palette: 'grey', alt: 'Das erste Ladengeschäft' },
  'history-3': { motif: 'laptop', palette: 'grey', alt: 'Beratung wird digital' },
  'history-4': { motif: 'fair', palette: 'grey', alt: 'Die erste Messe' },
  'icon-counselling': { motif: 'chat', palette: 'red', alt: 'Symbol Beratung', size: ICON },
  'icon-jobs': { motif: 'document', palette: 'red', alt: 'Symbol Jobs', size: ICON },
  'icon-events': { motif: 'calendar', palette: 'red', alt: 'Symbol Veranstaltungen', size: ICON },
  'icon-online': { motif: 'laptop', palette: 'blue', alt: 'Symbol Online', size: ICON },
  'icon-growth': { motif: 'growth', palette: 'blue', alt: 'Symbol Förderung', size: ICON },
  'icon-team': { motif: 'people', palette: 'blue', alt: 'Symbol Team', size: ICON },
  'partner-1': { motif: 'logo', palette: 'red', alt: 'Logo Partner Arbeitsmarkt', size: LOGO },
  'partner-2': { motif: 'logo', palette: 'blue', alt: 'Logo Partner Senat', size: LOGO },
  'partner-3': { motif: 'logo', palette: 'warm', alt: 'Logo Partner Europa', size: LOGO },
  'partner-4': { motif: 'logo', palette: 'grey', alt: 'Logo Partner Bezirk', size: LOGO },
};

const PDFS: Record<string, { title: string; lines: string[] }> = {
  'checkliste-bewerbung': {
    title: 'Checkliste Bewerbung',
    lines: [
      'Anschreiben: auf die Stelle zugeschnitten, maximal eine Seite.',
      'Lebenslauf: lueckenlos, aktuell, mit Kontaktdaten.',
      'Zeugnisse und Nachweise als ein PDF zusammenfassen.',
      'Dateinamen: Nachname_Vorname_Bewerbung.pdf',
      'Vor dem Absenden: Rechtschreibung und Ansprechperson pruefen.',
    ],
  },
  'leitfaden-jobboerse': {
    title: 'Leitfaden Jobboerse fuer Arbeitgebende',
    lines: [
      '1. Unternehmensprofil anlegen.',
      '2. Stellenanzeige mit Aufgaben, Anforderungen und Angebot erstellen.',
      '3. Anzeige pruefen lassen und veroeffentlichen.',
      '4. Bewerbungen sichten und Rueckmeldung geben.',
      'Fragen: jobboerse@jobpoint.local',
    ],
  },
  'infoblatt-avgs': {
    title: 'Infoblatt AVGS-Coaching',
    lines: [
      'Der Aktivierungs- und Vermittlungsgutschein (AVGS) finanziert Coaching.',
      'Ausgestellt von Agentur fuer Arbeit oder Jobcenter.',
      'Kosten: fuer Sie kostenfrei.',
      'Dauer: individuell, in der Regel 8 bis 12 Wochen.',
      'Termin vereinbaren: 030 555 123 40',
    ],
  },
};

export type MediaIds = Record<string, number>;

const FILE_UID = 'plugin::upload.file';

async function existingId(strapi: Core.Strapi, name: string): Promise<number | undefined> {
  const file = await strapi.db.query(FILE_UID).findOne({ where: { name }, select: ['id'] });
  return file?.id as number | undefined;
}

async function upload(strapi: Core.Strapi, filepath: string, name: string, mimetype: string, alt: string): Promise<number> {
  const { size } = await stat(filepath);
  const [file] = await strapi
    .plugin('upload')
    .service('upload')
    .upload({
      data: { fileInfo: { name, alternativeText: alt, caption: alt } },
      files: { filepath, originalFilename: name, mimetype, size },
    });
  return file.id as number;
}

/** Draws, renders and uploads every demo image and PDF once; returns ids by key (images) and file name (PDFs). */
export async function ensureMedia(strapi: Core.Strapi): Promise<MediaIds> {
  const ids: MediaIds = {};
  const dir = await mkdtemp(join(tmpdir(), 'jobpoint-seed-'));
  try {
    let seed = 1;
    for (const [key, image] of Object.entries(IMAGES)) {
      seed += 1;
      const name = `${key}.jpg`;
      const existing = await existingId(strapi, name);
      if (existing) {
        ids[key] = existing;
        continue;
      }
      const { width, height } = image.size ?? PHOTO;
      const svg = illustration(image.motif, PALETTES[image.palette], width, height, seed);
      const filepath = join(dir, name);
      await sharp(Buffer.from(svg)).jpeg({ quality: 84, mozjpeg: true }).toFile(filepath);
      ids[key] = await upload(strapi, filepath, name, 'image/jpeg', image.alt);
    }
    for (const [key, pdf] of Object.entries(PDFS)) {
      const name = `${key}.pdf`;
      const existing = await existingId(strapi, name);
      if (existing) {
        ids[key] = existing;
        continue;
      }
      const filepath = join(dir, name);
      await writeFile(filepath, pdfDocument(pdf.title, pdf.lines));
      ids[key] = await upload(strapi, filepath, name, 'application/pdf', pdf.title);
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return ids;
}

/** The public URL of an uploaded file, for plain link fields (e.g. download entries). */
export async function fileUrl(strapi: Core.Strapi, id: number): Promise<string> {
  const file = await strapi.db.query(FILE_UID).findOne({ where: { id }, select: ['url'] });
  return file?.url as string;
}
