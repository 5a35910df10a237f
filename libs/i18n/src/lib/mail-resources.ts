import { defineNamespace } from './define-namespace';

/** The texts of every mail the site sends, namespace 'mail'. */
export const MAIL_NAMESPACE = 'mail';

/**
 * The mails speak to the visitor as the site's pages do: "Sie" in German, "siz" in Turkish. The notices
 * to the organisation go out in German (the organisation's language); their other languages keep the
 * namespace complete. `{{…}}` stands for what the visitor typed (already quoted) or a number.
 */
const de = {
  event: {
    notice: {
      subject: 'Anmeldung zur Veranstaltung: {{event}}',
      intro: 'Über die Website hat sich jemand zu einer Veranstaltung angemeldet.',
    },
    confirmation: {
      subject: 'Ihre Anmeldung: {{event}}',
      intro: 'Guten Tag, vielen Dank für Ihre Anmeldung. Wir haben sie erhalten und freuen uns auf Sie.',
    },
  },
  company: {
    notice: {
      subject: 'Registrierung eines Unternehmens: {{company}}',
      intro: 'Über die Website hat sich ein Unternehmen registriert.',
    },
    confirmation: {
      subject: 'Ihre Registrierung bei jobpoint berlin',
      intro: 'Guten Tag, vielen Dank für die Registrierung Ihres Unternehmens. Wir melden uns in Kürze bei Ihnen.',
    },
  },
  fields: {
    event: 'Veranstaltung',
    date: 'Datum',
    time: 'Uhrzeit',
    place: 'Ort',
    eventContact: 'Kontakt der Veranstaltung',
    firstName: 'Vorname',
    lastName: 'Nachname',
    name: 'Name',
    email: 'E-Mail',
    phone: 'Telefon',
    notes: 'Anmerkungen',
    yourNotes: 'Ihre Anmerkungen',
    company: 'Unternehmen',
    contact: 'Ansprechperson',
    locations: 'Standorte',
    language: 'Sprache',
  },
  jobAlert: {
    confirmation: {
      subject: 'Bitte bestätigen Sie Ihren Job-Alarm',
      intro:
        'Sie haben auf jobpoint berlin einen Job-Alarm bestellt. Bitte bestätigen Sie ihn mit diesem Link (er gilt {{hours}} Stunden):',
      button: 'Job-Alarm bestätigen',
      notRequested:
        'Wenn Sie diesen Job-Alarm nicht bestellt haben, müssen Sie nichts tun: Ohne Bestätigung schicken wir Ihnen keine E-Mails und löschen Ihre Adresse nach {{hours}} Stunden.',
    },
    looksFor: 'Ihr Job-Alarm sucht nach:',
    frequency: { daily: 'Häufigkeit: täglich', weekly: 'Häufigkeit: wöchentlich' },
    subject_one: '{{count}} neuer Job für Ihren Job-Alarm',
    subject_other: '{{count}} neue Jobs für Ihren Job-Alarm',
    intro: 'Diese Jobs zu Ihrer Suche sind seit unserer letzten E-Mail neu erschienen:',
    more: 'Weitere neue Jobs zu Ihrer Suche finden Sie auf der Website:',
    manage: 'Häufigkeit ändern oder Job-Alarm beenden:',
    unsubscribe: 'Job-Alarm mit einem Klick beenden:',
  },
};

const en = {
  event: {
    notice: {
      subject: 'Registration for an event: {{event}}',
      intro: 'Someone has registered for an event on the website.',
    },
    confirmation: {
      subject: 'Your registration: {{event}}',
      intro: 'Hello, thank you for registering. We have received your registration and look forward to seeing you.',
    },
  },
  company: {
    notice: {
      subject: 'Registration of a company: {{company}}',
      intro: 'A company has registered on the website.',
    },
    confirmation: {
      subject: 'Your registration with jobpoint berlin',
      intro: 'Hello, thank you for registering your company. We will get back to you shortly.',
    },
  },
  fields: {
    event: 'Event',
    date: 'Date',
    time: 'Time',
    place: 'Place',
    eventContact: 'Contact for the event',
    firstName: 'First name',
    lastName: 'Last name',
    name: 'Name',
    email: 'E-mail',
    phone: 'Phone',
    notes: 'Notes',
    yourNotes: 'Your notes',
    company: 'Company',
    contact: 'Contact person',
    locations: 'Locations',
    language: 'Language',
  },
  jobAlert: {
    confirmation: {
      subject: 'Please confirm your job alert',
      intro: 'You asked for a job alert on jobpoint berlin. Please confirm it with this link (valid for {{hours}} hours):',
      button: 'Confirm job alert',
      notRequested:
        'If you did not ask for this job alert, there is nothing to do: without confirmation we send you no mail and delete your address after {{hours}} hours.',
    },
    looksFor: 'Your job alert looks for:',
    frequency: { daily: 'How often: daily', weekly: 'How often: weekly' },
    subject_one: '{{count}} new job for your job alert',
    subject_other: '{{count}} new jobs for your job alert',
    intro: 'These jobs matching your search have been published since our last mail:',
    more: 'You will find more new jobs matching your search on the website:',
    manage: 'Change how often or end the job alert:',
    unsubscribe: 'End the job alert with one click:',
  },
};

const tr = {
  event: {
    notice: {
      subject: 'Etkinlik kaydı: {{event}}',
      intro: 'Web sitesi üzerinden bir etkinliğe kayıt yapıldı.',
    },
    confirmation: {
      subject: 'Kaydınız: {{event}}',
      intro: 'Merhaba, kaydınız için teşekkür ederiz. Kaydınızı aldık ve sizi görmeyi sabırsızlıkla bekliyoruz.',
    },
  },
  company: {
    notice: {
      subject: 'Şirket kaydı: {{company}}',
      intro: 'Web sitesi üzerinden bir şirket kaydoldu.',
    },
    confirmation: {
      subject: 'jobpoint berlin kaydınız',
      intro: 'Merhaba, şirketinizi kaydettiğiniz için teşekkür ederiz. En kısa sürede sizinle iletişime geçeceğiz.',
    },
  },
  fields: {
    event: 'Etkinlik',
    date: 'Tarih',
    time: 'Saat',
    place: 'Yer',
    eventContact: 'Etkinliğin iletişim adresi',
    firstName: 'Ad',
    lastName: 'Soyad',
    name: 'Ad soyad',
    email: 'E-posta',
    phone: 'Telefon',
    notes: 'Notlar',
    yourNotes: 'Notlarınız',
    company: 'Şirket',
    contact: 'İrtibat kişisi',
    locations: 'Lokasyonlar',
    language: 'Dil',
  },
  jobAlert: {
    confirmation: {
      subject: 'Lütfen iş alarmınızı onaylayın',
      intro: 'jobpoint berlin sitesinde bir iş alarmı talep ettiniz. Lütfen bu bağlantıyla onaylayın ({{hours}} saat geçerlidir):',
      button: 'İş alarmını onayla',
      notRequested:
        'Bu iş alarmını siz talep etmediyseniz bir şey yapmanıza gerek yok: Onay olmadan size e-posta göndermeyiz ve adresinizi {{hours}} saat sonra sileriz.',
    },
    looksFor: 'İş alarmınız şunları arıyor:',
    frequency: { daily: 'Sıklık: günlük', weekly: 'Sıklık: haftalık' },
    subject_one: 'İş alarmınız için {{count}} yeni ilan',
    subject_other: 'İş alarmınız için {{count}} yeni ilan',
    intro: 'Son e-postamızdan bu yana aramanıza uyan şu ilanlar yayımlandı:',
    more: 'Aramanıza uyan diğer yeni ilanları web sitesinde bulabilirsiniz:',
    manage: 'Sıklığı değiştirin veya iş alarmını sonlandırın:',
    unsubscribe: 'İş alarmını tek tıkla sonlandırın:',
  },
};

const ar = {
  event: {
    notice: {
      subject: 'تسجيل في فعالية: {{event}}',
      intro: 'سجّل شخص ما في فعالية عبر الموقع.',
    },
    confirmation: {
      subject: 'تسجيلك: {{event}}',
      intro: 'مرحبًا، شكرًا لتسجيلك. لقد استلمنا تسجيلك ونتطلع إلى لقائك.',
    },
  },
  company: {
    notice: {
      subject: 'تسجيل شركة: {{company}}',
      intro: 'سجّلت شركة عبر الموقع.',
    },
    confirmation: {
      subject: 'تسجيلك لدى jobpoint berlin',
      intro: 'مرحبًا، شكرًا لتسجيل شركتك. سنتواصل معك قريبًا.',
    },
  },
  fields: {
    event: 'الفعالية',
    date: 'التاريخ',
    time: 'الوقت',
    place: 'المكان',
    eventContact: 'عنوان التواصل للفعالية',
    firstName: 'الاسم الأول',
    lastName: 'اسم العائلة',
    name: 'الاسم',
    email: 'البريد الإلكتروني',
    phone: 'الهاتف',
    notes: 'ملاحظات',
    yourNotes: 'ملاحظاتك',
    company: 'الشركة',
    contact: 'الشخص المسؤول',
    locations: 'المواقع',
    language: 'اللغة',
  },
  jobAlert: {
    confirmation: {
      subject: 'يرجى تأكيد تنبيه الوظائف',
      intro: 'لقد طلبت تنبيه وظائف على موقع jobpoint berlin. يرجى تأكيده عبر هذا الرابط (صالح لمدة {{hours}} ساعة):',
      button: 'تأكيد تنبيه الوظائف',
      notRequested:
        'إذا لم تطلب تنبيه الوظائف هذا فلا داعي لفعل أي شيء: بدون تأكيد لن نرسل إليك أي رسائل وسنحذف عنوانك بعد {{hours}} ساعة.',
    },
    looksFor: 'يبحث تنبيه الوظائف عن:',
    frequency: { daily: 'عدد المرات: يوميًا', weekly: 'عدد المرات: أسبوعيًا' },
    subject_zero: 'لا وظائف جديدة لتنبيه الوظائف الخاص بك',
    subject_one: 'وظيفة جديدة واحدة لتنبيه الوظائف الخاص بك',
    subject_two: 'وظيفتان جديدتان لتنبيه الوظائف الخاص بك',
    subject_few: '{{count}} وظائف جديدة لتنبيه الوظائف الخاص بك',
    subject_many: '{{count}} وظيفة جديدة لتنبيه الوظائف الخاص بك',
    subject_other: '{{count}} وظيفة جديدة لتنبيه الوظائف الخاص بك',
    intro: 'نُشرت هذه الوظائف المطابقة لبحثك منذ رسالتنا الأخيرة:',
    more: 'ستجد مزيدًا من الوظائف الجديدة المطابقة لبحثك على الموقع:',
    manage: 'تغيير عدد المرات أو إنهاء تنبيه الوظائف:',
    unsubscribe: 'إنهاء تنبيه الوظائف بنقرة واحدة:',
  },
};

export const mailResources = defineNamespace({ de, en, tr, ar });
