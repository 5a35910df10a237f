import type Database from 'better-sqlite3';
import type { CompanyRow } from '../data/demo-data';
import type { ExhibitionCompany, Paginated } from '@jobpoint/jobs-client';
import { companyView, page } from './views';

export interface ExhibitionCompaniesQuery {
  exhibitionId: number;
  page: number;
  perPage: number;
  corporateSectors: number[];
}

export interface ExhibitionRepository {
  companies(query: ExhibitionCompaniesQuery): Paginated<ExhibitionCompany>;
}

export function createExhibitionRepository(db: Database.Database, publicUrl: string): ExhibitionRepository {
  const sectorFilter = 'AND (? IS NULL OR c.corporate_sector_id IN (SELECT value FROM json_each(?)))';
  const count = db.prepare(
    `SELECT COUNT(*) AS total FROM exhibition_companies e JOIN companies c ON c.id = e.company_id
     WHERE e.exhibition_id = ? ${sectorFilter}`,
  );
  const select = db.prepare(
    `SELECT c.*, e.exhibition_id, e.booth, e.attending_days, e.wall_text
     FROM exhibition_companies e JOIN companies c ON c.id = e.company_id
     WHERE e.exhibition_id = ? ${sectorFilter}
     ORDER BY c.name COLLATE NOCASE, c.id LIMIT ? OFFSET ?`,
  );
  const selectJobs = db.prepare(
    'SELECT id, title, language FROM jobs WHERE company_id = ? ORDER BY created_at DESC, id DESC',
  );
  return {
    companies({ exhibitionId, page: currentPage, perPage, corporateSectors }) {
      const sectors = corporateSectors.length > 0 ? JSON.stringify(corporateSectors) : null;
      const { total } = count.get(exhibitionId, sectors, sectors) as { total: number };
      const rows = select.all(exhibitionId, sectors, sectors, perPage, (currentPage - 1) * perPage) as (CompanyRow & {
        exhibition_id: number;
        booth: string;
        attending_days: string;
        wall_text: string;
      })[];
      const data = rows.map(({ exhibition_id, booth, attending_days, wall_text, ...company }) => ({
        ...companyView(company, publicUrl),
        exhibition_id,
        booth,
        attending_days: JSON.parse(attending_days) as number[],
        wall_text,
        jobs: selectJobs.all(company.id) as ExhibitionCompany['jobs'],
      }));
      return page(data, currentPage, perPage, total);
    },
  };
}
