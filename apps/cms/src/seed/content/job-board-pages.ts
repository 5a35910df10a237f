import type { MediaIds } from '../media';
import type { Data, Localized } from '../strapi-documents';
import { everyLanguage } from './every-language';
import { button, section, seo } from './helpers';

export function jobboerse(media: MediaIds): Localized<Data> {
  return everyLanguage((locale, t) => ({
    seo: seo(
      locale,
      '/job-boerse',
      t('Jobbörse | Jobpoint Berlin', 'Job board | Jobpoint Berlin', 'İş Borsası | Jobpoint Berlin', 'بورصة العمل | Jobpoint Berlin'),
      t(
        'Geprüfte Stellen von Berliner Unternehmen – nach Branche, Arbeitszeit und Bezirk filtern.',
        'Checked vacancies from Berlin companies – filter by sector, working hours and district.',
        'Berlinli şirketlerden kontrol edilmiş ilanlar – sektöre, çalışma süresine ve semte göre filtreleyin.',
        'وظائف موثوقة من شركات برلين – صفِّها حسب القطاع وساعات العمل والحي.',
      ),
      media['header-jobseekers'],
    ),
    headerSection: section(
      t('Jobbörse', 'Job board', 'İş Borsası', 'بورصة العمل'),
      t('Geprüfte Stellen in Berlin', 'Checked vacancies in Berlin', 'Berlin’de kontrol edilmiş ilanlar', 'وظائف موثوقة في برلين'),
      t(
        'Jede Anzeige wird von unserem Team geprüft. Merken Sie sich interessante Stellen und bewerben Sie sich direkt.',
        'Every ad is checked by our team. Save interesting jobs and apply directly.',
        'Her ilan ekibimiz tarafından kontrol edilir. İlginç ilanları kaydedin ve doğrudan başvurun.',
        'يراجع فريقنا كل إعلان. احفظ الوظائف التي تهمك وقدّم طلبك مباشرة.',
      ),
      media['header-jobseekers'],
    ),
    searchPlaceholder: t('Beruf, Stichwort oder Unternehmen', 'Job title, keyword or company', 'Meslek, anahtar kelime veya şirket', 'المهنة أو كلمة مفتاحية أو الشركة'),
    filterTitle: t('Filter', 'Filters', 'Filtreler', 'عوامل التصفية'),
    resetFiltersText: t('Filter zurücksetzen', 'Reset filters', 'Filtreleri sıfırla', 'إعادة ضبط عوامل التصفية'),
    noResultsText: t(
      'Keine passenden Stellen gefunden. Versuchen Sie weniger Filter.',
      'No matching jobs found. Try fewer filters.',
      'Uygun ilan bulunamadı. Daha az filtre deneyin.',
      'لم يتم العثور على وظائف مناسبة. جرّب عددًا أقل من عوامل التصفية.',
    ),
    resultsText: t('Stellen gefunden', 'jobs found', 'ilan bulundu', 'وظيفة متاحة'),
    // Shape read by the site (cms-client job-board-content): which filter lists, in this order, and the
    // labels of the jobs service's two special-event flags (1 = the fair, 2 = job datings).
    searchConfig: {
      filters: ['jobCategories', 'corporateSectors', 'workTimeCategories', 'qualifications', 'zipCodes'],
      specialEvents: {
        '1': t('Shop a Job Messe', 'Shop a Job fair', 'Shop a Job fuarı', 'معرض Shop a Job'),
        '2': t('Jobdating', 'Job dating', 'İş buluşması', 'لقاء توظيف'),
      },
    },
  }));
}

/** The labels of the job detail page. */
export function jobboerseDetailSeite(): Localized<Data> {
  return everyLanguage((locale, t) => ({
    seo: seo(
      locale,
      '/job-boerse',
      t('Stellenanzeige | Jobpoint Berlin', 'Job ad | Jobpoint Berlin', 'İş ilanı | Jobpoint Berlin', 'إعلان وظيفة | Jobpoint Berlin'),
      t(
        'Details zur Stelle, Anforderungen und Bewerbungsweg.',
        'Job details, requirements and how to apply.',
        'İlan ayrıntıları, aranan nitelikler ve başvuru yolu.',
        'تفاصيل الوظيفة والمتطلبات وطريقة التقديم.',
      ),
    ),
    save: t('Job merken', 'Save job', 'İlanı kaydet', 'حفظ الوظيفة'),
    published: t('Veröffentlicht am', 'Published on', 'Yayın tarihi', 'تاريخ النشر'),
    information: t('Informationen', 'Information', 'Bilgiler', 'معلومات'),
    company: t('Unternehmen', 'Company', 'Şirket', 'الشركة'),
    moreInformation: t('Weitere Informationen', 'More information', 'Daha fazla bilgi', 'مزيد من المعلومات'),
    applicationType: t('Art der Bewerbung', 'Type of application', 'Başvuru şekli', 'طريقة التقديم'),
    applicationDeadline: t('Bewerbungsfrist', 'Application deadline', 'Son başvuru tarihi', 'آخر موعد للتقديم'),
    applicationLink: t('Link zur Bewerbung', 'Application link', 'Başvuru bağlantısı', 'رابط التقديم'),
    address: t('Adresse', 'Address', 'Adres', 'العنوان'),
    calculateRoute: t('Route berechnen', 'Calculate route', 'Yol tarifi al', 'حساب المسار'),
    downloadJob: t('Stelle herunterladen', 'Download job', 'İlanı indir', 'تنزيل الوظيفة'),
    back: t('Zurück', 'Back', 'Geri', 'رجوع'),
    similarJobs: t('Ähnliche Stellen', 'Similar jobs', 'Benzer ilanlar', 'وظائف مشابهة'),
    description: t('Beschreibung', 'Description', 'Açıklama', 'الوصف'),
    openVacancies: t('Offene Stellen', 'Open vacancies', 'Açık pozisyon sayısı', 'الوظائف الشاغرة'),
    requirements: t('Anforderungen', 'Requirements', 'Aranan nitelikler', 'المتطلبات'),
    benefits: t('Das bieten wir', 'What we offer', 'Sunduklarımız', 'ما نقدمه'),
    aboutUs: t('Über uns', 'About us', 'Hakkımızda', 'من نحن'),
    applyNow: t('Jetzt bewerben', 'Apply now', 'Hemen başvur', 'قدّم الآن'),
  }));
}

export function merklisteSeite(): Localized<Data> {
  return everyLanguage((locale, t) => ({
    seo: seo(
      locale,
      '/job-boerse/merkliste',
      t('Merkliste | Jobpoint Berlin', 'Saved jobs | Jobpoint Berlin', 'Kaydedilen ilanlar | Jobpoint Berlin', 'الوظائف المحفوظة | Jobpoint Berlin'),
      t(
        'Ihre gemerkten Stellen – gespeichert nur in Ihrem Browser.',
        'Your saved jobs – stored only in your browser.',
        'Kaydettiğiniz ilanlar – yalnızca tarayıcınızda saklanır.',
        'وظائفك المحفوظة – مخزنة في متصفحك فقط.',
      ),
    ),
    title: t('Meine Merkliste', 'My saved jobs', 'Kaydettiğim ilanlar', 'وظائفي المحفوظة'),
    description: t(
      'Hier finden Sie die Stellen, die Sie sich gemerkt haben. Die Liste wird **nur in diesem Browser** gespeichert.',
      'Here you find the jobs you saved. The list is stored **only in this browser**.',
      'Kaydettiğiniz ilanları burada bulabilirsiniz. Liste **yalnızca bu tarayıcıda** saklanır.',
      'هنا تجد الوظائف التي حفظتها. تُحفظ القائمة **في هذا المتصفح فقط**.',
    ),
    emptyText: t('Sie haben noch keine Stellen gemerkt.', 'You have not saved any jobs yet.', 'Henüz kaydettiğiniz bir ilan yok.', 'لم تحفظ أي وظيفة بعد.'),
    removeText: t('Entfernen', 'Remove', 'Kaldır', 'إزالة'),
    button: button(t('Zur Jobbörse', 'To the job board', 'İş borsasına git', 'إلى بورصة العمل'), '/job-boerse'),
  }));
}
