import { defineNamespace } from '@jobpoint/i18n';

/**
 * UI strings of the newsletter forms (namespace `newsletter`). The spec quotes 'Pflichtfeld', the
 * success and the error text in German; they are the de values. Content from the CMS wins over the
 * texts marked as fallbacks.
 */
export const newsletterResources = defineNamespace({
  de: {
    pageTitle: 'Newsletter',
    footerTitle: 'Newsletter',
    emailLabel: 'E-Mail-Adresse',
    emailPlaceholder: 'name@beispiel.de',
    consent: 'Ich möchte den Newsletter erhalten und habe die Datenschutzerklärung gelesen.',
    submit: 'Anmelden',
    sending: 'Wird gesendet …',
    required: 'Pflichtfeld',
    invalidEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    success: 'Danke Sie wurden erfolgreich eingetragen!',
    error: 'Es ist ein Fehler aufgetreten. Bitte probiere es erneut.',
  },
  en: {
    pageTitle: 'Newsletter',
    footerTitle: 'Newsletter',
    emailLabel: 'E-mail address',
    emailPlaceholder: 'name@example.com',
    consent: 'I would like to receive the newsletter and have read the privacy policy.',
    submit: 'Subscribe',
    sending: 'Sending …',
    required: 'Required field',
    invalidEmail: 'Please enter a valid e-mail address.',
    success: 'Thank you, you have been subscribed!',
    error: 'Something went wrong. Please try again.',
  },
  tr: {
    pageTitle: 'Bülten',
    footerTitle: 'Bülten',
    emailLabel: 'E-posta adresi',
    emailPlaceholder: 'ad@ornek.com',
    consent: 'Bülteni almak istiyorum ve gizlilik politikasını okudum.',
    submit: 'Abone ol',
    sending: 'Gönderiliyor …',
    required: 'Zorunlu alan',
    invalidEmail: 'Lütfen geçerli bir e-posta adresi girin.',
    success: 'Teşekkürler, kaydınız başarıyla alındı!',
    error: 'Bir hata oluştu. Lütfen tekrar deneyin.',
  },
  ar: {
    pageTitle: 'النشرة الإخبارية',
    footerTitle: 'النشرة الإخبارية',
    emailLabel: 'عنوان البريد الإلكتروني',
    emailPlaceholder: 'name@example.com',
    consent: 'أرغب في تلقي النشرة الإخبارية وقد قرأت سياسة الخصوصية.',
    submit: 'اشترك',
    sending: 'جارٍ الإرسال …',
    required: 'حقل إلزامي',
    invalidEmail: 'يرجى إدخال عنوان بريد إلكتروني صالح.',
    success: 'شكرًا لك، تم تسجيلك بنجاح!',
    error: 'حدث خطأ. يرجى المحاولة مرة أخرى.',
  },
});
