import { editorPagePath, isEditorPageSlug } from './editor-pages';
import { appForPath } from './route-table';

describe('appForPath', () => {
  it.each([
    ['/arbeitgebende', 'employers'],
    ['/arbeitgebende/', 'employers'],
    ['/arbeitgebende/faq', 'employers'],
    ['/jobboerse-anleitung', 'employers'],
    ['/jobboerse-nutzungsbedingungen', 'employers'],
    ['/shop-a-job-messe', 'employers'],
    ['/', 'jobseekers'],
    ['/job-boerse', 'jobseekers'],
    ['/job-boerse/merkliste', 'jobseekers'],
    ['/job-alarm/abmelden', 'jobseekers'],
    ['/arbeitgebendex', 'jobseekers'],
    ['/impressum', 'jobseekers'],
    ['/nicht-vorhanden', 'jobseekers'],
  ])('%s belongs to %s', (path, app) => {
    expect(appForPath(path)).toBe(app);
  });
});

describe('editor pages', () => {
  it('are the job seekers’ app’s, at one path segment of the CMS’s slug form', () => {
    expect(appForPath(editorPagePath('ankommen-in-berlin'))).toBe('jobseekers');
    expect(editorPagePath('ankommen-in-berlin')).toBe('/ankommen-in-berlin');
    expect(['ankommen-in-berlin', 'seite2', 'a', 'a'.repeat(200)].every((slug) => isEditorPageSlug(slug))).toBe(true);
    expect(['Ankommen', 'ankommen--berlin', '-ankommen', 'ankommen-', 'a/b', 'ä', '', 'a'.repeat(201)].some((slug) => isEditorPageSlug(slug))).toBe(false);
    expect(isEditorPageSlug(undefined)).toBe(false);
  });
});
