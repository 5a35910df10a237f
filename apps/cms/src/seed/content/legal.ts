import type { MediaIds } from '../media';
import type { Data, Locale, Localized } from '../strapi-documents';
import { EMAIL, faqSection, ORGANISATION, PHONE, section, seo } from './helpers';

type FourLanguages<T> = Record<Locale, T>;

function page(path: string, texts: FourLanguages<[string, string, string]>, image?: number): Localized<Data> {
  const build = (locale: Locale): Data => {
    const [title, description, content] = texts[locale];
    return { seo: seo(locale, path, `${title} | ${ORGANISATION}`, description, image), title, content };
  };
  return { de: build('de'), en: build('en'), tr: build('tr'), ar: build('ar') };
}

/** The organisation's postal address with its phone and e-mail, labelled in each language. */
const ADDRESS_BLOCK: FourLanguages<string> = {
  de: `${ORGANISATION} gGmbH\nKarl-Marx-Straße 92\n12043 Berlin\n\nTelefon: ${PHONE}\nE-Mail: ${EMAIL}`,
  en: `${ORGANISATION} gGmbH\nKarl-Marx-Straße 92\n12043 Berlin\n\nPhone: ${PHONE}\nE-mail: ${EMAIL}`,
  tr: `${ORGANISATION} gGmbH\nKarl-Marx-Straße 92\n12043 Berlin\n\nTelefon: ${PHONE}\nE-posta: ${EMAIL}`,
  ar: `${ORGANISATION} gGmbH\nKarl-Marx-Straße 92\n12043 Berlin\n\nالهاتف: ${PHONE}\nالبريد الإلكتروني: ${EMAIL}`,
};

export const impressum = page('/impressum', {
  de: ['Impressum', 'Angaben gemäß § 5 DDG und verantwortlich für den Inhalt.', `## Anbieter\n\n${ADDRESS_BLOCK.de}\n\n## Vertreten durch\n\nGeschäftsführung: Dr. Miriam Hoffmann\n\n## Registereintrag\n\nAmtsgericht Berlin-Charlottenburg, HRB 000000 B\n\n## Verantwortlich für den Inhalt\n\nMiriam Hoffmann, Anschrift wie oben.\n\n## Förderung\n\nDieses Angebot wird gefördert durch das Land Berlin und den Europäischen Sozialfonds Plus.`],
  en: ['Legal notice', 'Information according to § 5 DDG and person responsible for the content.', `## Provider\n\n${ADDRESS_BLOCK.en}\n\n## Represented by\n\nManaging director: Dr. Miriam Hoffmann\n\n## Register entry\n\nLocal court Berlin-Charlottenburg, HRB 000000 B\n\n## Responsible for the content\n\nMiriam Hoffmann, address as above.\n\n## Funding\n\nThis service is funded by the State of Berlin and the European Social Fund Plus.`],
  tr: ['Künye', '§ 5 DDG uyarınca bilgiler ve içerikten sorumlu kişi.', `## Hizmet sağlayıcı\n\n${ADDRESS_BLOCK.tr}\n\n## Temsilci\n\nGenel müdür: Dr. Miriam Hoffmann\n\n## Ticaret sicili\n\nBerlin-Charlottenburg Asliye Mahkemesi, HRB 000000 B\n\n## İçerikten sorumlu\n\nMiriam Hoffmann, adres yukarıdaki gibidir.\n\n## Destek\n\nBu hizmet Berlin Eyaleti ve Avrupa Sosyal Fonu Plus tarafından desteklenmektedir.`],
  ar: ['بيانات النشر', 'معلومات وفقًا للمادة 5 من قانون الخدمات الرقمية والمسؤول عن المحتوى.', `## مقدم الخدمة\n\n${ADDRESS_BLOCK.ar}\n\n## الممثل القانوني\n\nالمديرة التنفيذية: د. ميريام هوفمان\n\n## السجل التجاري\n\nمحكمة برلين-شارلوتنبورغ المحلية، HRB 000000 B\n\n## المسؤول عن المحتوى\n\nميريام هوفمان، العنوان كما هو مذكور أعلاه.\n\n## التمويل\n\nهذه الخدمة ممولة من ولاية برلين والصندوق الاجتماعي الأوروبي بلس.`],
});

export const datenschutzerklaerung = page('/datenschutzerklaerung', {
  de: ['Datenschutzerklärung', 'Wie wir mit Ihren Daten umgehen.', `## Verantwortliche Stelle\n\n${ADDRESS_BLOCK.de}\n\n## Welche Daten wir verarbeiten\n\n- Angaben aus Formularen (z. B. Newsletter, Anmeldung zu Veranstaltungen), nur zur Bearbeitung Ihrer Anfrage\n- Technisch notwendige Server-Protokolle, die nach sieben Tagen gelöscht werden\n\n## Merkliste\n\nIhre gemerkten Stellen speichern wir **nur lokal in Ihrem Browser**. Sie werden nicht an uns übertragen.\n\n## Job-Alarm\n\nWenn Sie einen Job-Alarm anlegen, speichern wir nur Ihre E-Mail-Adresse, die Suche (Suchbegriff und Filter), die Sprache, wie oft Sie E-Mails bekommen möchten, und wann wir Ihnen zuletzt eine geschickt haben. Wir nutzen diese Angaben nur, um Ihnen neue passende Stellen zu schicken.\n\n- **Doppelte Bestätigung (Double-Opt-in):** Zuerst bekommen Sie eine E-Mail mit einem Bestätigungslink. Stellen schicken wir Ihnen erst, wenn Sie bestätigt haben. Einen Job-Alarm, der nicht innerhalb von 48 Stunden bestätigt wird, löschen wir.\n- **Beenden:** Mit einem Klick auf den Abmeldelink in jeder E-Mail (oder die Abmeldefunktion Ihres E-Mail-Programms) oder auf der Seite „Job-Alarm verwalten“ beenden Sie den Job-Alarm; wir löschen dann sofort alle seine Daten.\n- **Rechtsgrundlage** ist Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO). Sie können sie jederzeit mit Wirkung für die Zukunft widerrufen, indem Sie den Job-Alarm beenden.\n\n## Ihre Rechte\n\nSie haben das Recht auf Auskunft, Berichtigung, Löschung und Widerspruch. Schreiben Sie an datenschutz@jobpoint.local.`],
  en: ['Privacy policy', 'How we handle your data.', `## Controller\n\n${ADDRESS_BLOCK.en}\n\n## What data we process\n\n- Details from forms (e.g. newsletter, event registration), only to handle your request\n- Technically necessary server logs, deleted after seven days\n\n## Saved jobs\n\nYour saved jobs are stored **only locally in your browser**. They are not sent to us.\n\n## Job alerts\n\nWhen you create a job alert, we store only your e-mail address, the search (search term and filters), the language, how often you want e-mails, and when we last sent you one. We use these details only to send you new matching jobs.\n\n- **Double opt-in:** you first get an e-mail with a confirmation link. We send you jobs only once you have confirmed. A job alert that is not confirmed within 48 hours is deleted.\n- **Ending it:** one click on the unsubscribe link in any of its e-mails (or your e-mail program's unsubscribe function) or on the “Manage job alert” page ends the job alert; we then delete all its data at once.\n- **Legal basis** is your consent (Art. 6 (1) (a) GDPR). You can withdraw it at any time with effect for the future by ending the job alert.\n\n## Your rights\n\nYou have the right to access, rectification, erasure and objection. Write to datenschutz@jobpoint.local.`],
  tr: ['Gizlilik politikası', 'Verilerinizi nasıl işlediğimiz.', `## Sorumlu kuruluş\n\n${ADDRESS_BLOCK.tr}\n\n## İşlediğimiz veriler\n\n- Formlardaki bilgiler (ör. bülten, etkinlik kaydı), yalnızca talebinizi işlemek için\n- Teknik olarak gerekli sunucu kayıtları, yedi gün sonra silinir\n\n## Kaydedilen ilanlar\n\nKaydettiğiniz ilanlar **yalnızca tarayıcınızda yerel olarak** saklanır. Bize iletilmez.\n\n## İş alarmı\n\nBir iş alarmı oluşturduğunuzda yalnızca e-posta adresinizi, aramayı (arama terimi ve filtreler), dili, e-postaları ne sıklıkta almak istediğinizi ve size en son ne zaman e-posta gönderdiğimizi saklarız. Bu bilgileri yalnızca size uygun yeni ilanları göndermek için kullanırız.\n\n- **Çift onay (double opt-in):** Önce size onay bağlantısı içeren bir e-posta gelir. İlanları ancak onayladıktan sonra göndeririz. 48 saat içinde onaylanmayan bir iş alarmını sileriz.\n- **Sonlandırma:** Her e-postadaki abonelikten çıkma bağlantısına (ya da e-posta programınızın abonelikten çıkma işlevine) veya “İş alarmını yönet” sayfasında tek bir tıklamayla iş alarmını sonlandırırsınız; bunun üzerine tüm verilerini hemen sileriz.\n- **Hukuki dayanak** rızanızdır (AB Genel Veri Koruma Tüzüğü md. 6 f. 1 bent a). İş alarmını sonlandırarak bu rızayı istediğiniz zaman gelecek için geri alabilirsiniz.\n\n## Haklarınız\n\nBilgi alma, düzeltme, silme ve itiraz hakkına sahipsiniz. datenschutz@jobpoint.local adresine yazın.`],
  ar: ['سياسة الخصوصية', 'كيف نتعامل مع بياناتك.', `## الجهة المسؤولة\n\n${ADDRESS_BLOCK.ar}\n\n## البيانات التي نعالجها\n\n- بيانات النماذج (مثل النشرة الإخبارية والتسجيل في الفعاليات)، فقط لمعالجة طلبك\n- سجلات الخادم الضرورية تقنيًا، وتُحذف بعد سبعة أيام\n\n## الوظائف المحفوظة\n\nتُحفظ الوظائف التي تختارها **محليًا في متصفحك فقط** ولا تُرسل إلينا.\n\n## تنبيه الوظائف\n\nعندما تنشئ تنبيه وظائف نحفظ فقط عنوان بريدك الإلكتروني، والبحث (كلمة البحث والفلاتر)، واللغة، وعدد مرات إرسال الرسائل الذي تختاره، ووقت آخر رسالة أرسلناها إليك. ولا نستخدم هذه البيانات إلا لنرسل إليك الوظائف الجديدة المطابقة.\n\n- **التأكيد المزدوج (Double Opt-in):** تصلك أولًا رسالة فيها رابط للتأكيد، ولا نرسل إليك وظائف إلا بعد أن تؤكد. ونحذف تنبيه الوظائف الذي لا يُؤكَّد خلال 48 ساعة.\n- **الإنهاء:** بنقرة واحدة على رابط إلغاء الاشتراك في أي رسالة (أو عبر وظيفة إلغاء الاشتراك في برنامج بريدك) أو في صفحة «إدارة تنبيه الوظائف» تنهي تنبيه الوظائف، وعندها نحذف كل بياناته فورًا.\n- **الأساس القانوني** هو موافقتك (المادة 6 الفقرة 1 البند أ من اللائحة العامة لحماية البيانات). ويمكنك سحبها في أي وقت بأثر مستقبلي بإنهاء تنبيه الوظائف.\n\n## حقوقك\n\nلك الحق في الاطلاع والتصحيح والحذف والاعتراض. راسلنا على datenschutz@jobpoint.local.`],
});

export const cookieBestimmungen = page('/cookie-bestimmungen', {
  de: ['Cookie-Bestimmungen', 'Welche Cookies und lokalen Speicher diese Website nutzt.', '## Notwendige Speicherung\n\n| Name | Zweck | Dauer |\n|---|---|---|\n| `lang` | Ihre gewählte Sprache | 1 Jahr |\n| `jobbookmark` | Ihre Merkliste (lokaler Speicher) | bis Sie sie löschen |\n\n## Keine Tracking-Cookies\n\nWir setzen keine Cookies zu Werbe- oder Analysezwecken. Zum Schutz unserer Formulare vor Missbrauch wird beim Absenden ein Captcha-Dienst geladen.'],
  en: ['Cookie policy', 'Which cookies and local storage this website uses.', '## Necessary storage\n\n| Name | Purpose | Duration |\n|---|---|---|\n| `lang` | Your chosen language | 1 year |\n| `jobbookmark` | Your saved jobs (local storage) | until you delete them |\n\n## No tracking cookies\n\nWe do not set cookies for advertising or analytics. To protect our forms from abuse, a captcha service is loaded when you submit one.'],
  tr: ['Çerez politikası', 'Bu web sitesinin kullandığı çerezler ve yerel depolama.', '## Gerekli depolama\n\n| Ad | Amaç | Süre |\n|---|---|---|\n| `lang` | Seçtiğiniz dil | 1 yıl |\n| `jobbookmark` | Kaydettiğiniz ilanlar (yerel depolama) | siz silene kadar |\n\n## İzleme çerezi yok\n\nReklam veya analiz amaçlı çerez kullanmıyoruz. Formlarımızı kötüye kullanıma karşı korumak için gönderim sırasında bir captcha hizmeti yüklenir.'],
  ar: ['سياسة ملفات تعريف الارتباط', 'ملفات تعريف الارتباط والتخزين المحلي التي يستخدمها هذا الموقع.', '## التخزين الضروري\n\n| الاسم | الغرض | المدة |\n|---|---|---|\n| `lang` | اللغة التي اخترتها | سنة واحدة |\n| `jobbookmark` | وظائفك المحفوظة (تخزين محلي) | حتى تحذفها |\n\n## لا توجد ملفات تتبع\n\nلا نستخدم ملفات تعريف الارتباط لأغراض الإعلان أو التحليل. لحماية نماذجنا من إساءة الاستخدام يتم تحميل خدمة captcha عند الإرسال.'],
});

export const nutzungshinweise = page('/nutzungshinweise', {
  de: ['Nutzungshinweise', 'Hinweise zur Nutzung dieser Website.', '## Inhalte\n\nWir prüfen alle Inhalte sorgfältig, übernehmen aber keine Gewähr für Vollständigkeit und Aktualität.\n\n## Externe Links\n\nFür Inhalte verlinkter Seiten sind deren Betreiber verantwortlich.\n\n## Barrierefreiheit\n\nText vergrößern: über das Symbol „A“ im Kopfbereich. Eine Zusammenfassung finden Sie in [Einfacher Sprache](/einfache-sprache).'],
  en: ['Usage notes', 'Notes on using this website.', '## Content\n\nWe check all content carefully but cannot guarantee that it is complete and up to date.\n\n## External links\n\nThe operators of linked pages are responsible for their content.\n\n## Accessibility\n\nEnlarge the text with the “A” symbol in the header. A summary is available in [plain language](/einfache-sprache).'],
  tr: ['Kullanım notları', 'Bu web sitesinin kullanımına ilişkin notlar.', '## İçerik\n\nTüm içerikleri özenle kontrol ediyoruz, ancak eksiksiz ve güncel olduklarını garanti edemeyiz.\n\n## Dış bağlantılar\n\nBağlantı verilen sayfaların içeriğinden o sayfaları işletenler sorumludur.\n\n## Erişilebilirlik\n\nÜst bölümdeki “A” simgesiyle metni büyütebilirsiniz. Bir özeti [sade dilde](/einfache-sprache) bulabilirsiniz.'],
  ar: ['ملاحظات الاستخدام', 'ملاحظات حول استخدام هذا الموقع.', '## المحتوى\n\nنراجع جميع المحتويات بعناية، لكن لا نضمن اكتمالها وحداثتها.\n\n## الروابط الخارجية\n\nيتحمل مشغلو الصفحات المرتبطة مسؤولية محتواها.\n\n## إمكانية الوصول\n\nيمكنك تكبير النص عبر رمز "A" في أعلى الصفحة. تجد ملخصًا [بلغة مبسطة](/einfache-sprache).'],
});

export const joboerseNutzungsbedingungen = page('/jobboerse-nutzungsbedingungen', {
  de: ['Nutzungsbedingungen der Jobbörse', 'Regeln für Stellenanzeigen und Bewerbungen über die Jobbörse.', '## Geltungsbereich\n\nDiese Bedingungen gelten für alle Unternehmen, die Stellen in unserer Jobbörse veröffentlichen.\n\n## Anforderungen an Anzeigen\n\n- nur reale, in Berlin oder Umgebung zu besetzende Stellen\n- diskriminierungsfreie Formulierung nach AGG\n- Angaben zu Arbeitszeit und Vergütung\n\n## Prüfung\n\nWir prüfen jede Anzeige vor der Veröffentlichung und dürfen Anzeigen ohne Angabe von Gründen ablehnen.\n\n## Kosten\n\nDie Nutzung ist kostenfrei.'],
  en: ['Job board terms of use', 'Rules for job ads and applications through the job board.', '## Scope\n\nThese terms apply to all companies that publish vacancies on our job board.\n\n## Requirements for ads\n\n- only real vacancies in or around Berlin\n- non-discriminatory wording according to the German equal treatment act (AGG)\n- details on working hours and pay\n\n## Review\n\nWe check every ad before publication and may reject ads without giving reasons.\n\n## Costs\n\nUse is free of charge.'],
  tr: ['İş borsası kullanım koşulları', 'İş borsası üzerinden ilan ve başvurulara ilişkin kurallar.', '## Kapsam\n\nBu koşullar iş borsamızda ilan yayınlayan tüm şirketler için geçerlidir.\n\n## İlan gereklilikleri\n\n- yalnızca Berlin’de veya çevresinde doldurulacak gerçek pozisyonlar\n- Genel Eşit Muamele Yasası’na (AGG) uygun, ayrımcılık içermeyen ifadeler\n- çalışma süresi ve ücret bilgileri\n\n## İnceleme\n\nHer ilanı yayından önce kontrol ederiz ve ilanları gerekçe göstermeden reddedebiliriz.\n\n## Ücret\n\nKullanım ücretsizdir.'],
  ar: ['شروط استخدام بورصة الوظائف', 'قواعد إعلانات الوظائف والتقديم عبر بورصة الوظائف.', '## النطاق\n\nتسري هذه الشروط على جميع الشركات التي تنشر وظائف في بورصة الوظائف لدينا.\n\n## متطلبات الإعلانات\n\n- وظائف حقيقية فقط يجب شغلها في برلين أو محيطها\n- صياغة خالية من التمييز وفقًا لقانون المساواة في المعاملة الألماني (AGG)\n- معلومات عن ساعات العمل والأجر\n\n## المراجعة\n\nنراجع كل إعلان قبل نشره، ويحق لنا رفض الإعلانات دون ذكر الأسباب.\n\n## التكلفة\n\nالاستخدام مجاني.'],
});

const EASY: FourLanguages<{ title: string; intro: string; sections: [string, string][] }> = {
  de: { title: 'Einfache Sprache', intro: 'Hier erklären wir in einfacher Sprache, was wir machen.', sections: [
    ['Wer sind wir?', 'Wir sind **Jobpoint Berlin**.\n\nWir helfen Menschen, eine Arbeit zu finden.\n\nUnsere Hilfe kostet nichts.'],
    ['Was machen wir?', 'Wir beraten Sie.\n\nWir helfen bei der Bewerbung.\n\nWir zeigen Ihnen freie Stellen in Berlin.'],
    ['Wie finden Sie uns?', 'Sie können in unseren Laden kommen.\n\nDie Adresse ist: Karl-Marx-Straße 92 in Neukölln.\n\nSie brauchen keinen Termin.'],
    ['Wie erreichen Sie uns?', `Rufen Sie an: ${PHONE}.\n\nOder schreiben Sie eine E-Mail: ${EMAIL}.`],
  ] },
  en: { title: 'Plain language', intro: 'Here we explain in plain language what we do.', sections: [
    ['Who are we?', 'We are **Jobpoint Berlin**.\n\nWe help people find work.\n\nOur help is free.'],
    ['What do we do?', 'We give advice.\n\nWe help you apply for jobs.\n\nWe show you open jobs in Berlin.'],
    ['Where are we?', 'You can come to our shop.\n\nThe address is: Karl-Marx-Straße 92 in Neukölln.\n\nYou do not need an appointment.'],
    ['How can you reach us?', `Call us: ${PHONE}.\n\nOr send an e-mail: ${EMAIL}.`],
  ] },
  tr: { title: 'Sade dil', intro: 'Burada ne yaptığımızı sade bir dille anlatıyoruz.', sections: [
    ['Biz kimiz?', 'Biz **Jobpoint Berlin**’iz.\n\nİnsanların iş bulmasına yardım ediyoruz.\n\nYardımımız ücretsizdir.'],
    ['Ne yapıyoruz?', 'Size danışmanlık veriyoruz.\n\nBaşvurunuzda yardım ediyoruz.\n\nBerlin’deki boş işleri gösteriyoruz.'],
    ['Bizi nerede bulursunuz?', 'Mağazamıza gelebilirsiniz.\n\nAdres: Karl-Marx-Straße 92, Neukölln.\n\nRandevuya gerek yok.'],
    ['Bize nasıl ulaşırsınız?', `Bizi arayın: ${PHONE}.\n\nYa da e-posta yazın: ${EMAIL}.`],
  ] },
  ar: { title: 'لغة مبسطة', intro: 'نشرح هنا بلغة مبسطة ما نقوم به.', sections: [
    ['من نحن؟', 'نحن **جوب بوينت برلين**.\n\nنساعد الناس في إيجاد عمل.\n\nمساعدتنا مجانية.'],
    ['ماذا نفعل؟', 'نقدم لك الاستشارة.\n\nنساعدك في طلب العمل.\n\nنعرض عليك الوظائف الشاغرة في برلين.'],
    ['أين نحن؟', 'يمكنك زيارة متجرنا.\n\nالعنوان: Karl-Marx-Straße 92 في نويكولن.\n\nلا تحتاج إلى موعد.'],
    ['كيف تتواصل معنا؟', `اتصل بنا: ${PHONE}.\n\nأو أرسل بريدًا إلكترونيًا: ${EMAIL}.`],
  ] },
};

export function einfacheSpracheSeite(media: MediaIds): Localized<Data> {
  const images = [media['icon-team'], media['icon-counselling'], media.shop, media.chat];
  const build = (locale: Locale): Data => {
    const t = EASY[locale];
    return {
      seo: seo(locale, '/einfache-sprache', `${t.title} | ${ORGANISATION}`, t.intro),
      title: t.title,
      intro: t.intro,
      sections: t.sections.map(([title, description], index) => section(title, '', description, images[index])),
    };
  };
  return { de: build('de'), en: build('en'), tr: build('tr'), ar: build('ar') };
}

const FAQ: FourLanguages<{ title: string; subtitle: string; sections: [string, [string, string][]][] }> = {
  de: { title: 'Häufige Fragen', subtitle: 'Antworten für Arbeitssuchende und Unternehmen', sections: [
    ['Beratung', [
      ['Was kostet die Beratung?', 'Nichts. Alle Angebote sind kostenfrei.'],
      ['Wie lange dauert ein Beratungsgespräch?', 'Meist 45 bis 60 Minuten. Im Ladengeschäft auch kürzer, ganz nach Ihrem Anliegen.'],
      ['Kann ich eine Begleitperson mitbringen?', 'Ja, gern – auch zum Übersetzen.'],
    ]],
    ['Jobbörse', [
      ['Wie funktioniert die Merkliste?', 'Klicken Sie bei einer Stelle auf „Merken“. Die Liste wird nur in Ihrem Browser gespeichert.'],
      ['Wie bewerbe ich mich auf eine Stelle?', 'In jeder Anzeige stehen Bewerbungsweg und Kontakt. Wir helfen gern bei den Unterlagen.'],
    ]],
    ['Veranstaltungen', [
      ['Muss ich mich anmelden?', 'Für Workshops und Jobdatings ja, für die offene Sprechstunde nicht.'],
      ['Gibt es Veranstaltungen in anderen Sprachen?', 'Ja, auf Englisch, Türkisch und Arabisch. Filtern Sie die Liste nach Sprache.'],
    ]],
  ] },
  en: { title: 'Frequently asked questions', subtitle: 'Answers for job seekers and companies', sections: [
    ['Counselling', [
      ['What does counselling cost?', 'Nothing. All services are free of charge.'],
      ['How long does a session take?', 'Usually 45 to 60 minutes. Shorter at our shop, depending on your request.'],
      ['Can I bring someone with me?', 'Yes, of course – also to interpret.'],
    ]],
    ['Job board', [
      ['How does the bookmark list work?', 'Click “Save” on a job. The list is stored only in your browser.'],
      ['How do I apply for a job?', 'Every ad shows how to apply and whom to contact. We are happy to help with your documents.'],
    ]],
    ['Events', [
      ['Do I need to register?', 'Yes for workshops and job datings, no for the open consultation hours.'],
      ['Are there events in other languages?', 'Yes, in English, Turkish and Arabic. Filter the list by language.'],
    ]],
  ] },
  tr: { title: 'Sık sorulan sorular', subtitle: 'İş arayanlar ve şirketler için yanıtlar', sections: [
    ['Danışmanlık', [
      ['Danışmanlık ücretli mi?', 'Hayır. Tüm hizmetlerimiz ücretsizdir.'],
      ['Bir görüşme ne kadar sürer?', 'Genellikle 45–60 dakika. Mağazada konunuza göre daha kısa da olabilir.'],
      ['Yanımda birini getirebilir miyim?', 'Evet, elbette – tercüme için de.'],
    ]],
    ['İş borsası', [
      ['Kaydetme listesi nasıl çalışır?', 'Bir ilanda “Kaydet”e tıklayın. Liste yalnızca tarayıcınızda saklanır.'],
      ['Bir ilana nasıl başvururum?', 'Her ilanda başvuru yolu ve iletişim bilgisi yer alır. Belgelerinizde memnuniyetle yardımcı oluruz.'],
    ]],
    ['Etkinlikler', [
      ['Kayıt olmam gerekiyor mu?', 'Atölyeler ve iş buluşmaları için evet, açık danışma saati için hayır.'],
      ['Başka dillerde etkinlik var mı?', 'Evet, İngilizce, Türkçe ve Arapça. Listeyi dile göre filtreleyin.'],
    ]],
  ] },
  ar: { title: 'الأسئلة الشائعة', subtitle: 'إجابات للباحثين عن عمل وللشركات', sections: [
    ['الاستشارة', [
      ['كم تكلف الاستشارة؟', 'لا شيء. جميع الخدمات مجانية.'],
      ['كم تستغرق جلسة الاستشارة؟', 'عادة من 45 إلى 60 دقيقة، وقد تكون أقصر في المتجر حسب طلبك.'],
      ['هل يمكنني إحضار مرافق؟', 'نعم بالتأكيد – وللترجمة أيضًا.'],
    ]],
    ['بورصة الوظائف', [
      ['كيف تعمل قائمة الحفظ؟', 'انقر على "حفظ" في أي وظيفة. تُحفظ القائمة في متصفحك فقط.'],
      ['كيف أتقدم لوظيفة؟', 'يوضح كل إعلان طريقة التقديم وجهة الاتصال. يسعدنا مساعدتك في مستنداتك.'],
    ]],
    ['الفعاليات', [
      ['هل يجب أن أسجل؟', 'نعم لورش العمل ولقاءات التوظيف، ولا لساعات الاستشارة المفتوحة.'],
      ['هل توجد فعاليات بلغات أخرى؟', 'نعم، بالإنجليزية والتركية والعربية. صفِّ القائمة حسب اللغة.'],
    ]],
  ] },
};

export const faq: Localized<Data> = (() => {
  const build = (locale: Locale): Data => {
    const t = FAQ[locale];
    return {
      seo: seo(locale, '/faq', `${t.title} | ${ORGANISATION}`, t.subtitle),
      title: t.title,
      subtitle: t.subtitle,
      sections: t.sections.map(([title, items]) => faqSection(title, '', items)),
    };
  };
  return { de: build('de'), en: build('en'), tr: build('tr'), ar: build('ar') };
})();
