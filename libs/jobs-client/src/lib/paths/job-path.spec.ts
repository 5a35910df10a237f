import { jobPath, jobSlug, parseJobPathParam } from './job-path';

describe('jobSlug', () => {
  it.each([
    ['Pflegefachkraft ambulante Pflege', 'pflegefachkraft-ambulante-pflege'],
    ['Pflegefachkraft (m/w/d) – Teilzeit', 'pflegefachkraft-m-w-d-teilzeit'],
    ['  IT-Systemadministrator*in  ', 'it-systemadministrator-in'],
    ['Küchenhilfe', 'k%C3%BCchenhilfe'],
    ['Ausbildung 2025', 'ausbildung-2025'],
    ['', ''],
    [' – / * ', ''],
  ])('turns %j into %j', (title, slug) => {
    expect(jobSlug(title)).toBe(slug);
  });
});

describe('jobPath', () => {
  it('joins slug and id below the job board', () => {
    expect(jobPath({ id: 1312, title: 'Pflegefachkraft (m/w/d)' })).toBe('/job-boerse/pflegefachkraft-m-w-d-1312');
  });

  it('uses the id alone when the title has no words', () => {
    expect(jobPath({ id: 1312, title: '–' })).toBe('/job-boerse/1312');
  });
});

describe('parseJobPathParam', () => {
  it.each([
    ['pflegefachkraft-m-w-d-1312', 1312],
    ['1312', 1312],
    ['ausbildung-2025-1303', 1303],
    ['k%C3%BCchenhilfe-1301', 1301],
    ['küchenhilfe-1301', 1301],
    ['wrong-slug-1301', 1301],
  ])('reads %j as job %i', (param, id) => {
    expect(parseJobPathParam(param)).toBe(id);
  });

  it.each(['pflegefachkraft', 'pflege-12a', '', '-', 'job-0', '0', '1312-', 'x-99999999999999999999'])(
    'finds no job id in %j',
    (param) => {
      expect(parseJobPathParam(param)).toBeNull();
    },
  );

  it('reads back the id of every path it builds', () => {
    for (const job of [
      { id: 1, title: 'Erzieher*in (m/w/d) für Kita im Kiez' },
      { id: 4711, title: '' },
      { id: 88, title: 'Data analyst 2' },
    ]) {
      const param = jobPath(job).split('/').pop() ?? '';
      expect(parseJobPathParam(param)).toBe(job.id);
    }
  });
});
