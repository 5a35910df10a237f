import type { MediaIds } from '../media';
import type { Data, Localized } from '../strapi-documents';
import { everyLanguage } from './every-language';
import { button, faqSection, isoDay, section, seo } from './helpers';

export function home(media: MediaIds): Localized<Data> {
  return everyLanguage((locale, t) => ({
    seo: seo(
      locale,
      '/beratung',
      t('Beratung | Jobpoint Berlin', 'Counselling | Jobpoint Berlin', 'Danışmanlık | Jobpoint Berlin', 'الاستشارة | Jobpoint Berlin'),
      t(
        'Kostenlose Beratung zu Jobsuche, Bewerbung und Weiterbildung – vor Ort, online und in vier Sprachen.',
        'Free counselling on job search, applications and further training – on site, online and in four languages.',
        'İş arama, başvuru ve mesleki gelişim konularında ücretsiz danışmanlık – yerinde, online ve dört dilde.',
        'استشارة مجانية حول البحث عن عمل والتقديم والتدريب المستمر – حضوريًا وعبر الإنترنت وبأربع لغات.',
      ),
      media.counselling,
    ),
    headerSection: section(
      t('Beratung, die weiterbringt', 'Counselling that moves you forward', 'Sizi ileriye taşıyan danışmanlık', 'استشارة تدفعك إلى الأمام'),
      t('Persönlich, kostenfrei, mehrsprachig', 'Personal, free, multilingual', 'Kişisel, ücretsiz, çok dilli', 'شخصية ومجانية ومتعددة اللغات'),
      t(
        'Ob erste Orientierung, Bewerbungsmappe oder Coaching mit AVGS: Wir nehmen uns Zeit für Ihre Fragen.',
        'Whether first orientation, application documents or coaching with an AVGS voucher: we take time for your questions.',
        'İlk yönlendirme, başvuru dosyası ya da AVGS ile koçluk: Sorularınıza zaman ayırıyoruz.',
        'سواء كان توجيهًا أوليًا أو ملف تقديم أو تدريبًا بقسيمة AVGS: نخصص الوقت لأسئلتك.',
      ),
      media.counselling,
      [button(t('Termin vereinbaren', 'Book an appointment', 'Randevu alın', 'احجز موعدًا'), '/kontakt')],
    ),
    offers: {
      title: t('Unsere Beratungsangebote', 'Our counselling services', 'Danışmanlık hizmetlerimiz', 'خدماتنا الاستشارية'),
      subtitle: t('Finden Sie das passende Angebot', 'Find the right service', 'Size uygun hizmeti bulun', 'اعثر على الخدمة المناسبة لك'),
      items: [
        {
          title: t('Bewerbungsberatung', 'Application counselling', 'Başvuru danışmanlığı', 'استشارة التقديم على الوظائف'),
          description: t('Unterlagen prüfen, Anschreiben schärfen, Gespräche üben.', 'Check documents, sharpen cover letters, practise interviews.', 'Belgeleri kontrol etmek, ön yazıyı güçlendirmek, görüşme pratiği yapmak.', 'مراجعة المستندات وتحسين رسالة التقديم والتدرّب على المقابلات.'),
          icon: media['icon-jobs'],
          button: button(t('Mehr erfahren', 'Learn more', 'Daha fazla bilgi', 'اعرف المزيد'), '/beratung/bewerbungsberatung', 'outline'),
        },
        {
          title: t('AVGS-Coaching', 'AVGS coaching', 'AVGS koçluğu', 'التدريب بقسيمة AVGS'),
          description: t('Individuelles Coaching über bis zu zwölf Wochen – finanziert mit Gutschein.', 'Individual coaching for up to twelve weeks – paid by voucher.', 'On iki haftaya kadar bireysel koçluk – kuponla finanse edilir.', 'تدريب فردي لمدة تصل إلى اثني عشر أسبوعًا – تموّله القسيمة.'),
          icon: media['icon-counselling'],
          button: button(t('Mehr erfahren', 'Learn more', 'Daha fazla bilgi', 'اعرف المزيد'), '/beratung/avgs', 'outline'),
        },
        {
          title: t('MobiJob', 'MobiJob', 'MobiJob', 'MobiJob'),
          description: t('Mobil in den Job: Beratung zu Pendeln, Führerschein und Arbeitswegen.', 'Mobile into work: advice on commuting, driving licences and routes to work.', 'İşe ulaşım: işe gidip gelme, ehliyet ve iş yolu hakkında danışmanlık.', 'التنقل إلى العمل: استشارة حول التنقل اليومي ورخصة القيادة وطريق العمل.'),
          icon: media['icon-growth'],
          button: button(t('Mehr erfahren', 'Learn more', 'Daha fazla bilgi', 'اعرف المزيد'), '/beratung', 'outline'),
        },
        {
          title: t('Online-Beratung', 'Online counselling', 'Online danışmanlık', 'الاستشارة عبر الإنترنت'),
          description: t('Beratung per Video von zu Hause aus.', 'Counselling by video from home.', 'Evden görüntülü danışmanlık.', 'استشارة عبر الفيديو من المنزل.'),
          icon: media['icon-online'],
          button: button(t('Termin buchen', 'Book a slot', 'Randevu alın', 'احجز موعدًا'), '/kontakt', 'outline'),
        },
      ],
    },
    eventsTitle: t('Aktuelle Veranstaltungen', 'Current events', 'Güncel etkinlikler', 'الفعاليات الحالية'),
    previousEventsTitle: t('Vergangene Veranstaltungen', 'Previous events', 'Geçmiş etkinlikler', 'الفعاليات السابقة'),
    specialEventsTitle: t('Besondere Termine', 'Special dates', 'Özel tarihler', 'مواعيد خاصة'),
    meetingHoursTitle: t('Offene Sprechstunden', 'Open consultation hours', 'Açık danışma saatleri', 'ساعات الاستشارة المفتوحة'),
    onlineConsultation: {
      title: t('Online-Sprechstunde', 'Online consultation hours', 'Online danışma saati', 'ساعة الاستشارة عبر الإنترنت'),
      days: t('Dienstag und Donnerstag', 'Tuesday and Thursday', 'Salı ve perşembe', 'الثلاثاء والخميس'),
      time: t('15–17 Uhr', '3–5 pm', '15.00–17.00', '15:00–17:00'),
      initialDate: isoDay(2),
      intervalWeeks: 1,
      fromTime: '15:00:00.000',
      toTime: '17:00:00.000',
      button: button(t('Zur Video-Sprechstunde', 'Join the video consultation', 'Görüntülü danışmaya katılın', 'انضم إلى الاستشارة بالفيديو'), 'https://meet.jobpoint.local/sprechstunde'),
    },
    limits: {
      title: t('Grenzen unserer Beratung', 'Limits of our counselling', 'Danışmanlığımızın sınırları', 'حدود استشارتنا'),
      subtitle: t('Wofür andere Stellen zuständig sind', 'Where other offices are responsible', 'Hangi konularda başka kurumlar yetkilidir', 'المسائل التي تختص بها جهات أخرى'),
      mapTitle: t('Beratungsstellen in Ihrer Nähe', 'Advice centres near you', 'Yakınınızdaki danışma merkezleri', 'مراكز الاستشارة القريبة منك'),
      pageHeader: section(
        t('Wir helfen weiter – auch wenn wir nicht zuständig sind', 'We help you on – even where we are not responsible', 'Yetkili olmadığımız konularda da yol gösteriyoruz', 'نساعدك – حتى عندما لا نكون الجهة المختصة'),
        '',
        t(
          'Für manche Fragen gibt es spezialisierte Stellen. Wir nennen Ihnen die richtige Adresse.',
          'Some questions are best handled by specialised offices. We tell you where to go.',
          'Bazı sorular için uzman kurumlar vardır. Size doğru adresi söyleriz.',
          'لبعض الأسئلة جهات متخصصة. سندلّك على العنوان الصحيح.',
        ),
        media.city,
      ),
      limits: [
        {
          title: t('Rechtsberatung', 'Legal advice', 'Hukuki danışmanlık', 'الاستشارة القانونية'),
          description: t('Bei Kündigungen oder Streit mit Behörden: Sozialberatung oder Anwaltskanzlei.', 'For dismissals or disputes with authorities: social counselling or a law firm.', 'İşten çıkarılma veya resmî kurumlarla anlaşmazlıkta: sosyal danışmanlık ya da avukatlık bürosu.', 'في حالات الفصل من العمل أو النزاع مع الجهات الرسمية: الاستشارة الاجتماعية أو مكتب محاماة.'),
          icon: media['icon-team'],
        },
        {
          title: t('Aufenthaltsrecht', 'Residence law', 'Oturum hukuku', 'قانون الإقامة'),
          description: t('Fragen zum Aufenthaltstitel beantwortet die Migrationsberatung.', 'Questions about residence permits are answered by migration counselling.', 'Oturum izniyle ilgili soruları göç danışmanlığı yanıtlar.', 'تجيب استشارة الهجرة عن الأسئلة المتعلقة بتصريح الإقامة.'),
          icon: media['icon-counselling'],
        },
        {
          title: t('Leistungsbescheide', 'Benefit decisions', 'Yardım kararları', 'قرارات الإعانات'),
          description: t('Für Widersprüche gegen Bescheide ist das Jobcenter bzw. eine Sozialberatung zuständig.', 'Objections to decisions are handled by the jobcentre or social counselling.', 'Kararlara itiraz için Jobcenter ya da sosyal danışmanlık yetkilidir.', 'الاعتراض على القرارات من اختصاص مركز العمل (Jobcenter) أو الاستشارة الاجتماعية.'),
          icon: media['icon-jobs'],
        },
      ],
    },
  }));
}

export function avgsCoaching(media: MediaIds, flyerUrl: string): Localized<Data> {
  return everyLanguage((locale, t) => ({
    seo: seo(
      locale,
      '/beratung/avgs',
      t('AVGS-Coaching | Jobpoint Berlin', 'AVGS coaching | Jobpoint Berlin', 'AVGS koçluğu | Jobpoint Berlin', 'التدريب بقسيمة AVGS | Jobpoint Berlin'),
      t(
        'Coaching mit Aktivierungs- und Vermittlungsgutschein: individuell, zertifiziert und für Sie kostenfrei.',
        'Coaching with an activation and placement voucher: individual, certified and free for you.',
        'Aktivasyon ve yerleştirme kuponuyla koçluk: bireysel, sertifikalı ve sizin için ücretsiz.',
        'تدريب بقسيمة التفعيل والتوظيف: فردي ومعتمد ومجاني لك.',
      ),
      media.counselling,
    ),
    headerSection: section(
      t('AVGS-Coaching', 'AVGS coaching', 'AVGS koçluğu', 'التدريب بقسيمة AVGS'),
      t('Mit Gutschein zum Job', 'With a voucher into work', 'Kuponla işe', 'إلى العمل بقسيمة'),
      t(
        'Mit dem **Aktivierungs- und Vermittlungsgutschein** (AVGS) der Agentur für Arbeit oder des Jobcenters begleiten wir Sie bis zu zwölf Wochen auf dem Weg in Arbeit.',
        'With the **activation and placement voucher** (AVGS) from the employment agency or jobcentre we support you for up to twelve weeks on your way into work.',
        'İş Ajansı’nın veya Jobcenter’ın verdiği **aktivasyon ve yerleştirme kuponu** (AVGS) ile işe giden yolda size on iki haftaya kadar eşlik ediyoruz.',
        'بـ**قسيمة التفعيل والتوظيف** (AVGS) من وكالة العمل أو مركز العمل نرافقك لمدة تصل إلى اثني عشر أسبوعًا في طريقك إلى العمل.',
      ),
      media.counselling,
      [
        button(t('Infoblatt herunterladen', 'Download the leaflet', 'Bilgi broşürünü indirin', 'تنزيل النشرة التعريفية'), flyerUrl, 'secondary'),
        button(t('Erstgespräch vereinbaren', 'Book a first meeting', 'İlk görüşme için randevu alın', 'احجز لقاءً أوليًا'), '/kontakt'),
      ],
    ),
    sections: [
      section(
        t('Für wen ist das Coaching?', 'Who is the coaching for?', 'Koçluk kimler için?', 'لمن هذا التدريب؟'),
        '',
        t(
          'Für alle, die einen AVGS erhalten haben oder ihn beantragen möchten – unabhängig von Alter, Abschluss oder Sprache.',
          'For everyone who has received an AVGS or wants to apply for one – regardless of age, qualification or language.',
          'AVGS almış ya da başvurmak isteyen herkes için – yaş, diploma veya dil fark etmeksizin.',
          'لكل من حصل على قسيمة AVGS أو يريد التقدم بطلب للحصول عليها – بغض النظر عن العمر أو الشهادة أو اللغة.',
        ),
        media.team,
      ),
      section(
        t('Was erwartet Sie?', 'What to expect', 'Sizi neler bekliyor?', 'ماذا ينتظرك؟'),
        '',
        t(
          '- wöchentliche Einzeltermine\n- Potenzialanalyse und Zielplanung\n- Bewerbungsstrategie und Vermittlung\n- Begleitung in den ersten Wochen im Job',
          '- weekly one-to-one sessions\n- skills analysis and goal planning\n- application strategy and placement\n- support during your first weeks at work',
          '- haftalık bireysel görüşmeler\n- yetenek analizi ve hedef planlaması\n- başvuru stratejisi ve işe yerleştirme\n- işteki ilk haftalarınızda destek',
          '- لقاءات فردية أسبوعية\n- تحليل القدرات وتخطيط الأهداف\n- استراتيجية التقديم والتوظيف\n- المرافقة في أسابيعك الأولى في العمل',
        ),
        media.growth,
      ),
    ],
    offers: {
      title: t('Coaching-Schwerpunkte', 'Coaching focus areas', 'Koçluğun odak alanları', 'محاور التدريب'),
      subtitle: t('Individuell kombinierbar', 'Combine them as you need', 'İhtiyacınıza göre birleştirilebilir', 'يمكن الجمع بينها حسب حاجتك'),
      items: [
        { title: t('Berufliche Orientierung', 'Career orientation', 'Mesleki yönlendirme', 'التوجيه المهني'), description: t('Welche Berufe passen zu Ihren Stärken?', 'Which jobs match your strengths?', 'Hangi meslekler güçlü yönlerinize uygun?', 'ما المهن التي تناسب نقاط قوتك؟'), icon: media['icon-counselling'] },
        { title: t('Bewerbungstraining', 'Application training', 'Başvuru eğitimi', 'التدريب على التقديم'), description: t('Unterlagen und Gespräche professionell vorbereiten.', 'Prepare documents and interviews professionally.', 'Belgeleri ve görüşmeleri profesyonelce hazırlamak.', 'إعداد المستندات والمقابلات باحترافية.'), icon: media['icon-jobs'] },
        { title: t('Digitale Kompetenzen', 'Digital skills', 'Dijital beceriler', 'المهارات الرقمية'), description: t('Online bewerben, E-Mails, Videocalls.', 'Applying online, e-mails, video calls.', 'Online başvuru, e-postalar, görüntülü görüşmeler.', 'التقديم عبر الإنترنت والبريد الإلكتروني ومكالمات الفيديو.'), icon: media['icon-online'] },
      ],
    },
    steps: {
      title: t('So kommen Sie zum Coaching', 'How to get the coaching', 'Koçluğa nasıl başlarsınız', 'كيف تحصل على التدريب'),
      subtitle: t('In vier Schritten', 'In four steps', 'Dört adımda', 'في أربع خطوات'),
      steps: [
        { title: t('Gutschein beantragen', 'Apply for the voucher', 'Kupona başvurun', 'قدّم طلب القسيمة'), description: t('Sprechen Sie Ihre Vermittlungsfachkraft auf einen AVGS an.', 'Ask your placement officer for an AVGS.', 'İş danışmanınızdan AVGS isteyin.', 'اطلب قسيمة AVGS من موظف التوظيف المسؤول عنك.') },
        { title: t('Erstgespräch', 'First meeting', 'İlk görüşme', 'اللقاء الأول'), description: t('Wir lernen uns kennen und klären Ihre Ziele.', 'We get to know each other and clarify your goals.', 'Tanışır ve hedeflerinizi netleştiririz.', 'نتعرف على بعضنا ونوضح أهدافك.') },
        { title: t('Gutschein einlösen', 'Redeem the voucher', 'Kuponu kullanın', 'استخدم القسيمة'), description: t('Sie geben uns den Gutschein, wir kümmern uns um den Rest.', 'You hand us the voucher, we take care of the rest.', 'Kuponu bize verirsiniz, gerisini biz hallederiz.', 'تسلّمنا القسيمة ونهتم نحن بالباقي.') },
        { title: t('Coaching starten', 'Start coaching', 'Koçluğa başlayın', 'ابدأ التدريب'), description: t('Wöchentliche Termine, vor Ort oder online.', 'Weekly sessions, on site or online.', 'Haftalık görüşmeler, yerinde veya online.', 'لقاءات أسبوعية، حضوريًا أو عبر الإنترنت.') },
      ],
    },
    faq: faqSection(t('Fragen zum AVGS', 'Questions about the AVGS', 'AVGS hakkında sorular', 'أسئلة حول قسيمة AVGS'), '', [
      [
        t('Kostet mich das Coaching etwas?', 'Does the coaching cost me anything?', 'Koçluk bana bir şeye mal olur mu?', 'هل يكلّفني التدريب شيئًا؟'),
        t('Nein, die Kosten trägt die Agentur für Arbeit bzw. das Jobcenter.', 'No, the employment agency or jobcentre pays for it.', 'Hayır, masrafları İş Ajansı veya Jobcenter karşılar.', 'لا، تتحمل وكالة العمل أو مركز العمل التكاليف.'),
      ],
      [
        t('Kann ich das Coaching abbrechen?', 'Can I stop the coaching?', 'Koçluğu yarıda bırakabilir miyim?', 'هل يمكنني إيقاف التدريب؟'),
        t('Ja, wenn Sie eine Arbeit aufnehmen oder wichtige Gründe vorliegen.', 'Yes, if you start a job or there are important reasons.', 'Evet, bir işe başlarsanız veya önemli nedenler varsa.', 'نعم، إذا بدأت عملًا أو كانت هناك أسباب مهمة.'),
      ],
    ]),
  }));
}

export function bewerbungsberatung(media: MediaIds): Localized<Data> {
  return everyLanguage((locale, t) => ({
    seo: seo(
      locale,
      '/beratung/bewerbungsberatung',
      t('Bewerbungsberatung | Jobpoint Berlin', 'Application counselling | Jobpoint Berlin', 'Başvuru danışmanlığı | Jobpoint Berlin', 'استشارة التقديم على الوظائف | Jobpoint Berlin'),
      t(
        'Lebenslauf, Anschreiben, Vorstellungsgespräch: kostenlose Bewerbungsberatung in Berlin.',
        'CV, cover letter, job interview: free application counselling in Berlin.',
        'Özgeçmiş, ön yazı, iş görüşmesi: Berlin’de ücretsiz başvuru danışmanlığı.',
        'السيرة الذاتية ورسالة التقديم ومقابلة العمل: استشارة مجانية للتقديم على الوظائف في برلين.',
      ),
      media.application,
    ),
    headerSection: section(
      t('Bewerbungsberatung', 'Application counselling', 'Başvuru danışmanlığı', 'استشارة التقديم على الوظائف'),
      t('Unterlagen, die überzeugen', 'Documents that convince', 'İkna eden belgeler', 'مستندات مقنعة'),
      t(
        'Wir schauen gemeinsam auf Ihre Unterlagen, üben Vorstellungsgespräche und planen Ihre nächsten Bewerbungen.',
        'We look at your documents together, practise interviews and plan your next applications.',
        'Belgelerinizi birlikte inceliyor, iş görüşmesi pratiği yapıyor ve sonraki başvurularınızı planlıyoruz.',
        'نراجع مستنداتك معًا ونتدرب على المقابلات ونخطط لطلباتك القادمة.',
      ),
      media.application,
      [button(t('Termin vereinbaren', 'Book an appointment', 'Randevu alın', 'احجز موعدًا'), '/kontakt')],
    ),
    sections: [
      section(
        t('Lebenslauf-Check', 'CV check', 'Özgeçmiş kontrolü', 'فحص السيرة الذاتية'),
        t('In 30 Minuten', 'In 30 minutes', '30 dakikada', 'في 30 دقيقة'),
        t(
          'Bringen Sie Ihren Lebenslauf mit – digital oder ausgedruckt. Sie gehen mit einer überarbeiteten Fassung nach Hause.',
          'Bring your CV – digital or printed. You leave with a revised version.',
          'Özgeçmişinizi getirin – dijital ya da basılı. Gözden geçirilmiş bir sürümle ayrılırsınız.',
          'أحضر سيرتك الذاتية – رقمية أو مطبوعة. وتغادر بنسخة منقّحة.',
        ),
        media.application,
      ),
      section(
        t('Interview-Training', 'Interview training', 'Mülakat eğitimi', 'التدريب على المقابلات'),
        t('Sicher auftreten', 'Appear confident', 'Kendinden emin görünün', 'اظهر بثقة'),
        t('Wir simulieren das Gespräch und geben Ihnen ehrliches Feedback.', 'We simulate the interview and give you honest feedback.', 'Görüşmeyi canlandırır ve size dürüst geri bildirim veririz.', 'نحاكي المقابلة ونقدم لك ملاحظات صادقة.'),
        media.counselling,
      ),
    ],
    onlineConsultation: {
      title: t('Bewerbungs-Sprechstunde online', 'Online application consultation', 'Online başvuru danışma saati', 'ساعة استشارة التقديم عبر الإنترنت'),
      days: t('Mittwoch', 'Wednesday', 'Çarşamba', 'الأربعاء'),
      time: t('10–12 Uhr', '10 am–12 pm', '10.00–12.00', '10:00–12:00'),
      initialDate: isoDay(4),
      intervalWeeks: 1,
      fromTime: '10:00:00.000',
      toTime: '12:00:00.000',
      button: button(t('Teilnehmen', 'Join', 'Katılın', 'انضم'), 'https://meet.jobpoint.local/bewerbung'),
    },
    faq: faqSection(t('Häufige Fragen', 'Frequently asked questions', 'Sık sorulan sorular', 'الأسئلة الشائعة'), '', [
      [
        t('Schreiben Sie meine Bewerbung für mich?', 'Do you write my application for me?', 'Başvurumu benim yerime siz mi yazıyorsunuz?', 'هل تكتبون طلبي بدلًا مني؟'),
        t('Wir schreiben sie **mit** Ihnen – so können Sie die nächste selbst.', 'We write it **with** you – so you can do the next one yourself.', 'Onu sizinle **birlikte** yazıyoruz – böylece bir sonrakini kendiniz yazabilirsiniz.', 'نكتبه **معك** – لتتمكن من كتابة الطلب التالي بنفسك.'),
      ],
      [
        t('Brauche ich einen Computer?', 'Do I need a computer?', 'Bilgisayara ihtiyacım var mı?', 'هل أحتاج إلى حاسوب؟'),
        t('Nein, im Ladengeschäft stehen Bewerbungs-PCs bereit.', 'No, application PCs are available at our shop.', 'Hayır, mağazamızda başvuru bilgisayarları hazır.', 'لا، تتوفر أجهزة حاسوب للتقديم في متجرنا.'),
      ],
    ]),
  }));
}

export function mobiJob(media: MediaIds): Localized<Data> {
  return everyLanguage((locale, t) => ({
    seo: seo(
      locale,
      '/beratung',
      t('MobiJob | Jobpoint Berlin', 'MobiJob | Jobpoint Berlin', 'MobiJob | Jobpoint Berlin', 'MobiJob | Jobpoint Berlin'),
      t(
        'MobiJob: Beratung zu Mobilität, Pendeln und Führerschein für den Weg in Arbeit.',
        'MobiJob: advice on mobility, commuting and driving licences on your way into work.',
        'MobiJob: işe giden yolda ulaşım, işe gidip gelme ve ehliyet danışmanlığı.',
        'MobiJob: استشارة حول التنقل والمواصلات اليومية ورخصة القيادة في طريقك إلى العمل.',
      ),
      media.city,
    ),
    headerSection: section(
      'MobiJob',
      t('Mobil in den Job', 'Mobile into work', 'İşe ulaşım', 'التنقل إلى العمل'),
      t(
        'Der Job ist da, aber der Weg dorthin schwierig? Wir finden mit Ihnen Lösungen – von der Verbindung mit Bus und Bahn bis zur Förderung des Führerscheins.',
        'The job is there, but getting there is hard? We find solutions with you – from bus and train connections to funding for a driving licence.',
        'İş var ama oraya ulaşmak zor mu? Otobüs ve tren bağlantılarından ehliyet desteğine kadar sizinle birlikte çözüm buluyoruz.',
        'الوظيفة متاحة لكن الوصول إليها صعب؟ نجد معك الحلول – من مواصلات الحافلات والقطارات إلى دعم الحصول على رخصة القيادة.',
      ),
      media.city,
    ),
    sections: [
      section(
        t('Arbeitswege planen', 'Plan your commute', 'İş yolunuzu planlayın', 'خطط لطريقك إلى العمل'),
        '',
        t('Schichtbeginn um 6 Uhr? Wir prüfen Verbindungen und Alternativen.', 'Shift starts at 6 am? We check connections and alternatives.', 'Vardiya sabah 6’da mı başlıyor? Bağlantıları ve alternatifleri kontrol ederiz.', 'تبدأ نوبتك في السادسة صباحًا؟ نتحقق من المواصلات والبدائل.'),
        media.city,
      ),
      section(
        t('Führerschein-Förderung', 'Driving licence funding', 'Ehliyet desteği', 'دعم رخصة القيادة'),
        '',
        t('Wenn der Führerschein für die Stelle nötig ist, kann er gefördert werden.', 'If the job needs a driving licence, it can be funded.', 'İş için ehliyet gerekiyorsa, ehliyet masrafı desteklenebilir.', 'إذا كانت الوظيفة تتطلب رخصة قيادة، فيمكن دعم الحصول عليها.'),
        media.growth,
      ),
    ],
    offers: {
      title: t('Leistungen', 'Services', 'Hizmetler', 'الخدمات'),
      subtitle: '',
      items: [
        { title: t('Mobilitätsberatung', 'Mobility advice', 'Ulaşım danışmanlığı', 'استشارة التنقل'), description: t('Routen, Tickets, Fahrradleasing.', 'Routes, tickets, bike leasing.', 'Güzergâhlar, biletler, bisiklet kiralama.', 'المسارات والتذاكر وتأجير الدراجات.'), icon: media['icon-growth'] },
        { title: t('Förderanträge', 'Funding applications', 'Destek başvuruları', 'طلبات الدعم'), description: t('Hilfe beim Antrag auf Fahrtkosten oder Führerschein.', 'Help applying for travel costs or a driving licence.', 'Yol masrafı veya ehliyet başvurusunda yardım.', 'المساعدة في طلب تكاليف التنقل أو رخصة القيادة.'), icon: media['icon-jobs'] },
      ],
    },
    faq: faqSection(t('Fragen zu MobiJob', 'Questions about MobiJob', 'MobiJob hakkında sorular', 'أسئلة حول MobiJob'), '', [
      [
        t('Wer kann MobiJob nutzen?', 'Who can use MobiJob?', 'MobiJob’dan kimler yararlanabilir?', 'من يمكنه الاستفادة من MobiJob؟'),
        t('Alle Arbeitssuchenden in Berlin, die eine konkrete Stelle in Aussicht haben.', 'All job seekers in Berlin with a concrete job in view.', 'Berlin’de somut bir iş imkânı olan tüm iş arayanlar.', 'جميع الباحثين عن عمل في برلين الذين لديهم وظيفة محددة في الأفق.'),
      ],
    ]),
  }));
}

export function foerderung(media: MediaIds): Localized<Data> {
  return everyLanguage((locale, t) => ({
    seo: seo(
      locale,
      '/foerderung',
      t('Förderung | Jobpoint Berlin', 'Funding | Jobpoint Berlin', 'Destekler | Jobpoint Berlin', 'الدعم والتمويل | Jobpoint Berlin'),
      t(
        'Staatliche Zuschüsse, Lohnkostenzuschuss, Weiterbildung und Kurzarbeit: die wichtigsten Förderungen im Überblick.',
        'State subsidies, wage subsidies, further training and short-time work: the key funding options at a glance.',
        'Devlet hibeleri, ücret desteği, mesleki gelişim ve kısa çalışma: en önemli destekler bir bakışta.',
        'المنح الحكومية ودعم الأجور والتدريب المستمر والعمل بدوام مخفض: أهم أنواع الدعم في لمحة.',
      ),
      media.growth,
    ),
    headerSection: section(
      t('Förderung', 'Funding', 'Destekler', 'الدعم والتمويل'),
      t('Zuschüsse für Arbeitssuchende und Unternehmen', 'Grants for job seekers and companies', 'İş arayanlar ve şirketler için hibeler', 'منح للباحثين عن عمل وللشركات'),
      t(
        'Viele Wege in Arbeit werden finanziell unterstützt. Wir zeigen, was es gibt, und helfen beim Antrag.',
        'Many routes into work are financially supported. We show what is available and help you apply.',
        'İşe giden birçok yol maddi olarak desteklenir. Neler olduğunu gösterir, başvuruda yardımcı oluruz.',
        'كثير من الطرق إلى العمل مدعومة ماليًا. نعرّفك بما هو متاح ونساعدك في تقديم الطلب.',
      ),
      media.growth,
    ),
    intro: t(
      'Welche Förderung passt, hängt von Ihrer Situation ab. Sprechen Sie uns an – wir prüfen das **kostenfrei**.',
      'Which funding fits depends on your situation. Talk to us – we check it **free of charge**.',
      'Hangi desteğin uygun olduğu durumunuza bağlıdır. Bize başvurun – bunu **ücretsiz** kontrol ederiz.',
      'يعتمد الدعم المناسب على وضعك. تواصل معنا – نتحقق من ذلك **مجانًا**.',
    ),
    sections: [
      section(
        t('Staatliche Zuschüsse', 'State subsidies', 'Devlet hibeleri', 'المنح الحكومية'),
        t('Land Berlin und Bund', 'State of Berlin and federal government', 'Berlin Eyaleti ve federal hükümet', 'ولاية برلين والحكومة الاتحادية'),
        t(
          'Programme wie das Berliner Landesprogramm fördern die Einstellung von Menschen, die länger arbeitslos waren.',
          'Programmes such as the Berlin state programme fund the hiring of people who have been unemployed for a long time.',
          'Berlin eyalet programı gibi programlar uzun süre işsiz kalmış kişilerin işe alınmasını destekler.',
          'تدعم برامج مثل برنامج ولاية برلين توظيف الأشخاص الذين ظلوا عاطلين عن العمل لفترة طويلة.',
        ),
        media['icon-growth'],
      ),
      section(
        t('Lohnkostenzuschuss', 'Wage subsidy', 'Ücret desteği', 'دعم الأجور'),
        t('Eingliederungszuschuss', 'Integration grant', 'İşe uyum desteği', 'منحة الإدماج'),
        t('Arbeitgebende erhalten bis zu 50 % des Lohns für bis zu zwölf Monate erstattet.', 'Employers get up to 50% of the wage refunded for up to twelve months.', 'İşverenlere on iki aya kadar ücretin %50’sine kadarı geri ödenir.', 'يستردّ أصحاب العمل ما يصل إلى 50% من الأجر لمدة تصل إلى اثني عشر شهرًا.'),
        media['icon-jobs'],
      ),
      section(
        t('Weiterbildung', 'Further training', 'Mesleki gelişim', 'التدريب المستمر'),
        t('Bildungsgutschein und Qualifizierungschancengesetz', 'Education voucher and qualification opportunities act', 'Eğitim çeki ve Nitelik Fırsatları Yasası', 'قسيمة التعليم وقانون فرص التأهيل'),
        t('Kurse und Umschulungen werden ganz oder teilweise bezahlt – auch für Beschäftigte.', 'Courses and retraining are fully or partly paid – for employees too.', 'Kurslar ve meslek değiştirme eğitimleri tamamen veya kısmen karşılanır – çalışanlar için de.', 'تُدفع تكاليف الدورات وإعادة التأهيل كليًا أو جزئيًا – للموظفين أيضًا.'),
        media['icon-online'],
      ),
      section(
        t('Kurzarbeit', 'Short-time work', 'Kısa çalışma', 'العمل بدوام مخفض'),
        t('Kurzarbeitergeld', 'Short-time allowance', 'Kısa çalışma ödeneği', 'بدل العمل بدوام مخفض'),
        t('Bei vorübergehendem Arbeitsausfall sichert das Kurzarbeitergeld Arbeitsplätze.', 'When work temporarily drops, the short-time allowance secures jobs.', 'İşler geçici olarak azaldığında kısa çalışma ödeneği iş yerlerini korur.', 'عندما يتراجع العمل مؤقتًا، يحافظ بدل العمل بدوام مخفض على الوظائف.'),
        media['icon-team'],
      ),
    ],
    offers: {
      title: t('Weitere Programme', 'Other programmes', 'Diğer programlar', 'برامج أخرى'),
      subtitle: '',
      items: [
        { title: t('Einstiegsgeld', 'Starting allowance', 'Başlangıç ödeneği', 'بدل البدء بالعمل'), description: t('Zuschuss für Bürgergeld-Beziehende, die eine Arbeit aufnehmen.', 'A top-up for citizen’s income recipients who take up work.', 'Bir işe başlayan vatandaşlık geliri (Bürgergeld) alanlara ek destek.', 'دعم إضافي للحاصلين على إعانة المواطن (Bürgergeld) عند بدء العمل.'), icon: media['icon-growth'] },
        { title: t('Gründungszuschuss', 'Start-up grant', 'Girişim desteği', 'منحة تأسيس المشاريع'), description: t('Unterstützung auf dem Weg in die Selbstständigkeit.', 'Support on the way to self-employment.', 'Kendi işini kurma yolunda destek.', 'دعم في الطريق إلى العمل الحر.'), icon: media['icon-counselling'] },
      ],
    },
    faq: faqSection(t('Fragen zur Förderung', 'Questions about funding', 'Destekler hakkında sorular', 'أسئلة حول الدعم'), '', [
      [
        t('Wer stellt den Antrag?', 'Who applies?', 'Başvuruyu kim yapar?', 'من يقدّم الطلب؟'),
        t('Je nach Programm Sie selbst oder das Unternehmen – immer **vor** Beginn der Maßnahme.', 'Depending on the programme, you or the company – always **before** the measure starts.', 'Programa göre siz ya da şirket – her zaman önlem başlamadan **önce**.', 'حسب البرنامج، أنت أو الشركة – دائمًا **قبل** بدء الإجراء.'),
      ],
      [
        t('Kann ich mehrere Förderungen kombinieren?', 'Can I combine several grants?', 'Birden fazla desteği birleştirebilir miyim?', 'هل يمكنني الجمع بين عدة أنواع من الدعم؟'),
        t('Teilweise ja. Wir prüfen das im Einzelfall.', 'Sometimes. We check each case individually.', 'Kısmen evet. Bunu her durum için ayrı ayrı kontrol ederiz.', 'أحيانًا نعم. نتحقق من ذلك في كل حالة على حدة.'),
      ],
    ]),
  }));
}
