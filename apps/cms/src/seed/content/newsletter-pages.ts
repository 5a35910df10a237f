import type { MediaIds } from '../media';
import type { Data, Localized } from '../strapi-documents';
import { everyLanguage } from './every-language';
import { section, seo } from './helpers';

/** Texts quoted in German in docs/product-overview.md are the German values; the other languages translate them. */
const SUCCESS_TEXT = ['Danke Sie wurden erfolgreich eingetragen!', 'Thank you, you have been subscribed!', 'Teşekkürler, kaydınız başarıyla alındı!', 'شكرًا، تم تسجيلك بنجاح!'] as const;
const ERROR_TEXT = ['Es ist ein Fehler aufgetreten. Bitte probiere es erneut.', 'Something went wrong. Please try again.', 'Bir hata oluştu. Lütfen tekrar deneyin.', 'حدث خطأ. يرجى المحاولة مرة أخرى.'] as const;

export function newsletter(media: MediaIds): Localized<Data> {
  return everyLanguage((locale, t) => ({
    seo: seo(
      locale,
      '/newsletter',
      t('Newsletter | Jobpoint Berlin', 'Newsletter | Jobpoint Berlin', 'Bülten | Jobpoint Berlin', 'النشرة الإخبارية | Jobpoint Berlin'),
      t(
        'Neue Jobs, Veranstaltungen und Tipps einmal im Monat per E-Mail.',
        'New jobs, events and tips once a month by e-mail.',
        'Yeni iş ilanları, etkinlikler ve ipuçları ayda bir kez e-postanızda.',
        'وظائف جديدة وفعاليات ونصائح مرة واحدة في الشهر عبر البريد الإلكتروني.',
      ),
      media.events,
    ),
    headerSection: section(
      t('Newsletter', 'Newsletter', 'Bülten', 'النشرة الإخبارية'),
      t('Einmal im Monat das Wichtigste', 'The essentials once a month', 'Ayda bir kez en önemlileri', 'أهم الأخبار مرة واحدة في الشهر'),
      t(
        'Aktuelle Jobdatings, neue Stellen und Bewerbungstipps direkt in Ihr Postfach.',
        'Current job datings, new vacancies and application tips straight to your inbox.',
        'Güncel iş buluşmaları, yeni ilanlar ve başvuru ipuçları doğrudan gelen kutunuza.',
        'لقاءات التوظيف الحالية والوظائف الجديدة ونصائح التقديم مباشرة إلى بريدك الإلكتروني.',
      ),
      media.events,
    ),
    newsletter: {
      title: t('Jetzt abonnieren', 'Subscribe now', 'Hemen abone olun', 'اشترك الآن'),
      subtitle: t('Kostenlos und jederzeit abbestellbar', 'Free and cancel at any time', 'Ücretsiz ve istediğiniz zaman iptal edilebilir', 'مجانًا ويمكن إلغاؤه في أي وقت'),
      btnText: t('Abonnieren', 'Subscribe', 'Abone ol', 'اشترك'),
      placeholder: t('Ihre E-Mail-Adresse', 'Your e-mail address', 'E-posta adresiniz', 'بريدك الإلكتروني'),
      checkboxText: t(
        'Ich habe die [Datenschutzerklärung](/datenschutzerklaerung) gelesen und bin einverstanden.',
        'I have read the [privacy policy](/datenschutzerklaerung) and agree.',
        '[Gizlilik politikasını](/datenschutzerklaerung) okudum ve kabul ediyorum.',
        'لقد قرأت [سياسة الخصوصية](/datenschutzerklaerung) وأوافق عليها.',
      ),
    },
    titles: {
      benefitsTitle: t('Das erwartet Sie', 'What you get', 'Sizi neler bekliyor', 'ما الذي ينتظرك'),
      successText: t(...SUCCESS_TEXT),
      errorText: t(...ERROR_TEXT),
      requiredText: t('Pflichtfeld', 'Required field', 'Zorunlu alan', 'حقل إلزامي'),
    },
    benefits: [
      { text: t('Termine für Jobdatings und Messen', 'Dates for job datings and fairs', 'İş buluşmaları ve fuar tarihleri', 'مواعيد لقاءات التوظيف والمعارض') },
      { text: t('Ausgewählte Stellen aus der Jobbörse', 'Selected vacancies from the job board', 'İş borsasından seçilmiş ilanlar', 'وظائف مختارة من بورصة العمل') },
      { text: t('Tipps aus unserem Ratgeber', 'Tips from our advice blog', 'Rehberimizden ipuçları', 'نصائح من دليلنا') },
    ],
  }));
}

/** The footer's newsletter box of both audiences' layouts. */
export function miniNewsletter(): Localized<Data> {
  return everyLanguage((_locale, t) => ({
    title: t('Newsletter', 'Newsletter', 'Bülten', 'النشرة الإخبارية'),
    fieldLabel: t('E-Mail-Adresse', 'E-mail address', 'E-posta adresi', 'البريد الإلكتروني'),
    placeholder: t('name@beispiel.de', 'name@example.com', 'ad@ornek.com', 'name@example.com'),
    privacyText: t(
      'Mit dem Absenden stimmen Sie unserer [Datenschutzerklärung](/datenschutzerklaerung) zu.',
      'By sending you agree to our [privacy policy](/datenschutzerklaerung).',
      'Göndererek [gizlilik politikamızı](/datenschutzerklaerung) kabul etmiş olursunuz.',
      'بالإرسال توافق على [سياسة الخصوصية](/datenschutzerklaerung).',
    ),
    sendButtonText: t('Anmelden', 'Sign up', 'Kaydol', 'اشترك'),
    successText: t(...SUCCESS_TEXT),
    errorText: t(...ERROR_TEXT),
  }));
}
