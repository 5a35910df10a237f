import { defineNamespace } from '@jobpoint/i18n';

/** UI strings of the company registration form, namespace 'companyForm'. */
export const COMPANY_FORM_NAMESPACE = 'companyForm';

/**
 * The labels are used where the CMS leaves one empty. 'Pflichtfeld' is the de value of `required`; the
 * error text is the newsletter's, so the site has one retry message.
 */
const de = {
  companyName: 'Name des Unternehmens',
  contactName: 'Ansprechperson',
  email: 'E-Mail-Adresse',
  phone: 'Telefonnummer',
  notes: 'Ihre Nachricht',
  locations: 'Standorte',
  submit: 'Absenden',
  sending: 'Wird gesendet …',
  required: 'Pflichtfeld',
  invalidEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  invalidPhone: 'Bitte verwenden Sie nur Ziffern, Leerzeichen und + - / ( ).',
  tooLong: 'Bitte höchstens {{max}} Zeichen.',
  success: 'Vielen Dank! Ihre Registrierung ist bei uns eingegangen. Wir melden uns in Kürze bei Ihnen.',
  error: 'Es ist ein Fehler aufgetreten. Bitte probiere es erneut.',
};

const en = {
  companyName: 'Company name',
  contactName: 'Contact person',
  email: 'E-mail address',
  phone: 'Phone number',
  notes: 'Your message',
  locations: 'Locations',
  submit: 'Send',
  sending: 'Sending …',
  required: 'Required field',
  invalidEmail: 'Please enter a valid e-mail address.',
  invalidPhone: 'Please use only digits, spaces and + - / ( ).',
  tooLong: 'Please use at most {{max}} characters.',
  success: 'Thank you! We have received your registration and will get back to you shortly.',
  error: 'Something went wrong. Please try again.',
};

const tr = {
  companyName: 'Şirket adı',
  contactName: 'İrtibat kişisi',
  email: 'E-posta adresi',
  phone: 'Telefon numarası',
  notes: 'Mesajınız',
  locations: 'Lokasyonlar',
  submit: 'Gönder',
  sending: 'Gönderiliyor …',
  required: 'Zorunlu alan',
  invalidEmail: 'Lütfen geçerli bir e-posta adresi girin.',
  invalidPhone: 'Lütfen yalnızca rakam, boşluk ve + - / ( ) kullanın.',
  tooLong: 'Lütfen en fazla {{max}} karakter kullanın.',
  success: 'Teşekkürler! Kaydınız bize ulaştı. En kısa sürede sizinle iletişime geçeceğiz.',
  error: 'Bir hata oluştu. Lütfen tekrar deneyin.',
};

const ar = {
  companyName: 'اسم الشركة',
  contactName: 'الشخص المسؤول',
  email: 'عنوان البريد الإلكتروني',
  phone: 'رقم الهاتف',
  notes: 'رسالتك',
  locations: 'المواقع',
  submit: 'إرسال',
  sending: 'جارٍ الإرسال …',
  required: 'حقل إلزامي',
  invalidEmail: 'يرجى إدخال عنوان بريد إلكتروني صالح.',
  invalidPhone: 'يرجى استخدام الأرقام والمسافات و + - / ( ) فقط.',
  tooLong: 'يرجى ألا يتجاوز النص {{max}} حرفًا.',
  success: 'شكرًا لك! لقد استلمنا تسجيلك وسنتواصل معك قريبًا.',
  error: 'حدث خطأ. يرجى المحاولة مرة أخرى.',
};

export const companyFormResources = defineNamespace({ de, en, tr, ar });
