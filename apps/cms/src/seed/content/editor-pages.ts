import type { MediaIds } from '../media';
import type { Data, Localized } from '../strapi-documents';
import { everyLanguage } from './every-language';
import { button, faqSection, section, seo } from './helpers';

/** The example editors' page (collection `seite`), served at /ankommen-in-berlin and linked from the footer. */
export const ARRIVAL_PAGE_SLUG = 'ankommen-in-berlin';
export const ARRIVAL_PAGE_PATH = `/${ARRIVAL_PAGE_SLUG}`;

export function arrivalPage(media: MediaIds): Localized<Data> {
  return everyLanguage((locale, t) => ({
    title: t(
      'Ankommen in Berlin: Ihr Weg in Arbeit',
      'Arriving in Berlin: your way into work',
      'Berlin’e yeni geldiniz: İşe giden yolunuz',
      'الوصول إلى برلين: طريقك إلى العمل',
    ),
    slug: ARRIVAL_PAGE_SLUG,
    layout: 'jobseekers',
    seo: seo(
      locale,
      ARRIVAL_PAGE_PATH,
      t(
        'Ankommen in Berlin: Ihr Weg in Arbeit | Jobpoint Berlin',
        'Arriving in Berlin: your way into work | Jobpoint Berlin',
        'Berlin’e yeni geldiniz: İşe giden yolunuz | Jobpoint Berlin',
        'الوصول إلى برلين: طريقك إلى العمل | Jobpoint Berlin',
      ),
      t(
        'Neu in Berlin und auf Arbeitssuche? Anmeldung, Arbeitserlaubnis, Anerkennung von Abschlüssen, Deutschkurse und kostenlose Beratung bei Jobpoint – Schritt für Schritt.',
        'New in Berlin and looking for work? Registration, work permit, recognition of qualifications, German courses and free counselling at Jobpoint – step by step.',
        'Berlin’de yeni misiniz ve iş mi arıyorsunuz? Adres kaydı, çalışma izni, diplomaların tanınması, Almanca kursları ve Jobpoint’te ücretsiz danışmanlık – adım adım.',
        'هل أنت جديد في برلين وتبحث عن عمل؟ تسجيل السكن وتصريح العمل والاعتراف بالمؤهلات ودورات اللغة الألمانية والاستشارة المجانية في Jobpoint – خطوة بخطوة.',
      ),
      media.city,
    ),
    blocks: [
      {
        __component: 'shared.section',
        ...section(
          t('Neu in Berlin und auf Arbeitssuche?', 'New in Berlin and looking for work?', 'Berlin’de yeni misiniz ve iş mi arıyorsunuz?', 'هل أنت جديد في برلين وتبحث عن عمل؟'),
          t('Die ersten Schritte – und wer Ihnen dabei hilft', 'The first steps – and who helps you with them', 'İlk adımlar – ve size kimin yardım ettiği', 'الخطوات الأولى – ومن يساعدك فيها'),
          t(
            'Wer nach Berlin zieht, muss einiges erledigen, bevor der erste Arbeitstag kommt. Diese Seite zeigt die Reihenfolge, die sich bewährt hat. Bei jedem Schritt können Sie sich kostenlos von uns beraten lassen – auf Deutsch, Englisch, Türkisch oder Arabisch.',
            'Moving to Berlin means taking care of a few things before your first day at work. This page shows the order that works best. At every step you can get free advice from us – in German, English, Turkish or Arabic.',
            'Berlin’e taşınan biri, ilk iş gününden önce bazı işleri halletmek zorundadır. Bu sayfa, en iyi işleyen sırayı gösterir. Her adımda bizden ücretsiz danışmanlık alabilirsiniz – Almanca, İngilizce, Türkçe veya Arapça.',
            'من ينتقل إلى برلين عليه أن ينجز بعض الأمور قبل أول يوم عمل. تعرض هذه الصفحة الترتيب الذي أثبت نجاحه. في كل خطوة يمكنك الحصول على استشارة مجانية منا – بالألمانية أو الإنجليزية أو التركية أو العربية.',
          ),
          media.city,
          [button(t('Beratung finden', 'Find counselling', 'Danışmanlık bulun', 'ابحث عن استشارة'), '/beratung')],
        ),
      },
      {
        __component: 'blocks.rich-text',
        content: t(
          [
            '## 1. Wohnung anmelden',
            'Innerhalb von zwei Wochen nach dem Einzug melden Sie Ihre Adresse bei einem Bürgeramt an. Sie brauchen Ihren Pass oder Personalausweis und die Wohnungsgeberbestätigung Ihrer Vermieterin oder Ihres Vermieters. Termine gibt es unter [service.berlin.de](https://service.berlin.de/). Mit der Meldebescheinigung schickt Ihnen das Bundeszentralamt für Steuern einige Wochen später Ihre Steuer-Identifikationsnummer – Ihr Arbeitgeber braucht sie.',
            '## 2. Arbeitserlaubnis prüfen',
            'Bürgerinnen und Bürger der EU dürfen ohne Erlaubnis arbeiten. Alle anderen sehen in ihrem Aufenthaltstitel, ob und wie sie arbeiten dürfen („Erwerbstätigkeit erlaubt“). Fragen dazu beantwortet das Landesamt für Einwanderung.',
            '## 3. Abschlüsse anerkennen lassen',
            'In reglementierten Berufen – etwa in der Pflege, als Ärztin oder Lehrer – brauchen Sie die Anerkennung, bevor Sie arbeiten dürfen. In allen anderen Berufen hilft sie bei der Bewerbung. Welche Stelle zuständig ist, zeigt das Portal [Anerkennung in Deutschland](https://www.anerkennung-in-deutschland.de/); für Hochschulabschlüsse gibt es die Zeugnisbewertung der Zentralstelle für ausländisches Bildungswesen.',
            '## 4. Deutsch lernen',
            'Der Integrationskurs verbindet einen Sprachkurs mit einem Orientierungskurs über das Leben in Deutschland. Darauf bauen die Berufssprachkurse auf, die Deutsch für den Arbeitsalltag üben. Beide fördert das Bundesamt für Migration und Flüchtlinge; wer Bürgergeld bekommt, zahlt meist nichts.',
            '## 5. Arbeitssuchend melden',
            'Melden Sie sich bei der Agentur für Arbeit arbeitssuchend, wenn Sie Unterstützung bei der Jobsuche oder Leistungen möchten; wer Bürgergeld bekommt, wendet sich an das Jobcenter.',
            '## 6. Mit uns den Weg planen',
            'Bei Jobpoint prüfen wir Ihre Unterlagen, übersetzen Ihren Werdegang in einen deutschen Lebenslauf und suchen mit Ihnen in der [Jobbörse](/job-boerse) passende Stellen. Vereinbaren Sie einen Termin über die [Kontaktseite](/kontakt) oder kommen Sie in einen unserer Standorte.',
          ].join('\n\n'),
          [
            '## 1. Register your address',
            'Within two weeks of moving in, register your address at a citizens’ office (Bürgeramt). You need your passport or ID card and the landlord’s confirmation (Wohnungsgeberbestätigung). Appointments are available at [service.berlin.de](https://service.berlin.de/). A few weeks after you register, the Federal Central Tax Office sends you your tax identification number – your employer needs it.',
            '## 2. Check your work permit',
            'Citizens of the EU may work without a permit. Everyone else can see in their residence permit whether and how they may work (“Erwerbstätigkeit erlaubt”). The State Office for Immigration (Landesamt für Einwanderung) answers questions about it.',
            '## 3. Have your qualifications recognised',
            'In regulated professions – in nursing, as a doctor or a teacher, for example – you need recognition before you may work. In all other professions it helps your application. The portal [Recognition in Germany](https://www.anerkennung-in-deutschland.de/) shows which office is responsible; for university degrees there is the statement of comparability from the Central Office for Foreign Education (ZAB).',
            '## 4. Learn German',
            'The integration course combines a language course with an orientation course about life in Germany. The job-related language courses build on it and practise German for everyday working life. The Federal Office for Migration and Refugees funds both; if you receive Bürgergeld, you usually pay nothing.',
            '## 5. Register as looking for work',
            'Register as looking for work with the Federal Employment Agency (Agentur für Arbeit) if you want support with your job search or benefits; if you receive Bürgergeld, contact the Jobcenter.',
            '## 6. Plan the way with us',
            'At Jobpoint we check your documents, turn your career into a German CV and look for suitable vacancies with you on the [job board](/job-boerse). Book an appointment on the [contact page](/kontakt) or visit one of our locations.',
          ].join('\n\n'),
          [
            '## 1. Adresinizi kaydettirin',
            'Taşındıktan sonraki iki hafta içinde adresinizi bir vatandaşlık bürosunda (Bürgeramt) kaydettirin. Pasaportunuz veya kimlik kartınız ve ev sahibinizin konut onay belgesi (Wohnungsgeberbestätigung) gerekir. Randevuları [service.berlin.de](https://service.berlin.de/) adresinde bulabilirsiniz. Kayıttan birkaç hafta sonra Federal Merkez Vergi Dairesi size vergi kimlik numaranızı gönderir – işvereniniz bu numaraya ihtiyaç duyar.',
            '## 2. Çalışma izninizi kontrol edin',
            'AB vatandaşları izin almadan çalışabilir. Diğer herkes, oturma izninde çalışıp çalışamayacağını ve hangi koşullarda çalışabileceğini görür („Erwerbstätigkeit erlaubt“). Bu konudaki soruları Göç Eyalet Dairesi (Landesamt für Einwanderung) yanıtlar.',
            '## 3. Diplomalarınızı tanıtın',
            'Düzenlenmiş mesleklerde – örneğin bakım alanında, doktor veya öğretmen olarak – çalışmadan önce denklik (tanınma) gerekir. Diğer tüm mesleklerde ise başvurunuzu güçlendirir. Hangi kurumun yetkili olduğunu [Anerkennung in Deutschland](https://www.anerkennung-in-deutschland.de/) portalı gösterir; üniversite diplomaları için Yabancı Eğitim Merkez Bürosu’nun (ZAB) diploma değerlendirmesi vardır.',
            '## 4. Almanca öğrenin',
            'Uyum kursu, bir dil kursunu Almanya’daki yaşam hakkında bir oryantasyon kursuyla birleştirir. Bunun üzerine, iş hayatı için Almanca çalıştıran mesleki dil kursları gelir. Her ikisini de Federal Göç ve Mülteciler Dairesi destekler; vatandaşlık parası (Bürgergeld) alanlar çoğunlukla hiçbir ücret ödemez.',
            '## 5. İş arayan olarak kaydolun',
            'İş aramada destek veya yardım almak istiyorsanız Federal İş Ajansı’na (Agentur für Arbeit) iş arayan olarak kaydolun; vatandaşlık parası alıyorsanız Jobcenter’a başvurun.',
            '## 6. Yolu bizimle planlayın',
            'Jobpoint’te belgelerinizi kontrol ediyor, kariyerinizi Alman tarzı bir özgeçmişe dönüştürüyor ve [iş borsasında](/job-boerse) sizinle birlikte uygun ilanlar arıyoruz. [İletişim sayfası](/kontakt) üzerinden randevu alın veya şubelerimizden birine gelin.',
          ].join('\n\n'),
          [
            '## 1. سجّل عنوان سكنك',
            'خلال أسبوعين من انتقالك إلى المسكن، سجّل عنوانك في أحد مكاتب المواطنين (Bürgeramt). تحتاج إلى جواز سفرك أو بطاقة هويتك وإلى تأكيد السكن من المؤجر (Wohnungsgeberbestätigung). تجد المواعيد على [service.berlin.de](https://service.berlin.de/). بعد التسجيل ببضعة أسابيع يرسل إليك المكتب الاتحادي المركزي للضرائب رقمك الضريبي – وصاحب العمل يحتاج إليه.',
            '## 2. تحقّق من تصريح العمل',
            'يحق لمواطني الاتحاد الأوروبي العمل دون تصريح. أما الآخرون فيرون في تصريح إقامتهم ما إذا كان يُسمح لهم بالعمل وبأي شروط („Erwerbstätigkeit erlaubt“). يجيب مكتب الولاية للهجرة (Landesamt für Einwanderung) عن الأسئلة المتعلقة بذلك.',
            '## 3. اطلب الاعتراف بشهاداتك',
            'في المهن المنظَّمة – مثل التمريض أو الطب أو التدريس – تحتاج إلى الاعتراف قبل أن يُسمح لك بالعمل. وفي جميع المهن الأخرى يقوّي الاعتراف طلبك للوظيفة. تعرض بوابة [الاعتراف في ألمانيا](https://www.anerkennung-in-deutschland.de/) الجهة المختصة؛ وللشهادات الجامعية يوجد تقييم الشهادات لدى المكتب المركزي للتعليم الأجنبي (ZAB).',
            '## 4. تعلّم الألمانية',
            'تجمع دورة الاندماج بين دورة لغة ودورة توجيهية عن الحياة في ألمانيا. وتبني عليها دورات اللغة المهنية التي تدرّب على الألمانية في الحياة العملية اليومية. يدعم المكتب الاتحادي للهجرة واللاجئين كلتيهما؛ ومن يحصل على إعانة المواطن (Bürgergeld) لا يدفع في الغالب شيئًا.',
            '## 5. سجّل نفسك باحثًا عن عمل',
            'سجّل نفسك باحثًا عن عمل لدى وكالة العمل الاتحادية (Agentur für Arbeit) إذا كنت تريد دعمًا في البحث عن عمل أو إعانات؛ ومن يحصل على إعانة المواطن يتوجّه إلى مركز العمل (Jobcenter).',
            '## 6. خطّط طريقك معنا',
            'في Jobpoint نراجع مستنداتك ونحوّل مسيرتك المهنية إلى سيرة ذاتية بالأسلوب الألماني ونبحث معك عن وظائف مناسبة في [بورصة الوظائف](/job-boerse). احجز موعدًا عبر [صفحة التواصل](/kontakt) أو تفضّل بزيارة أحد فروعنا.',
          ].join('\n\n'),
        ),
      },
      {
        __component: 'shared.faq-section',
        ...faqSection(
          t('Häufige Fragen', 'Frequently asked questions', 'Sık sorulan sorular', 'أسئلة شائعة'),
          t('Was Neuankommende uns am häufigsten fragen', 'What newcomers ask us most often', 'Yeni gelenlerin bize en sık sorduğu sorular', 'ما يسألنا عنه القادمون الجدد في أغلب الأحيان'),
          [
            [
              t('Muss ich für die Beratung gut Deutsch sprechen?', 'Do I need to speak good German for the counselling?', 'Danışmanlık için iyi Almanca konuşmam gerekiyor mu?', 'هل يجب أن أتحدث الألمانية جيدًا للحصول على الاستشارة؟'),
              t(
                'Nein. Wir beraten auf Deutsch, Englisch, Türkisch und Arabisch. Bringen Sie gern jemanden mit, der für Sie übersetzt.',
                'No. We advise in German, English, Turkish and Arabic. You are welcome to bring someone who translates for you.',
                'Hayır. Almanca, İngilizce, Türkçe ve Arapça danışmanlık veriyoruz. Sizin için çeviri yapacak birini de yanınızda getirebilirsiniz.',
                'لا. نقدّم الاستشارة بالألمانية والإنجليزية والتركية والعربية. ويمكنك أيضًا أن تحضر معك شخصًا يترجم لك.',
              ),
            ],
            [
              t('Was kostet die Beratung?', 'What does the counselling cost?', 'Danışmanlık ne kadar tutar?', 'كم تكلّف الاستشارة؟'),
              t(
                'Nichts. Die Beratung bei Jobpoint ist für Arbeitssuchende kostenlos, auch wenn Sie mehrmals kommen.',
                'Nothing. Counselling at Jobpoint is free for job seekers, even if you come several times.',
                'Hiçbir şey. Jobpoint’teki danışmanlık, birkaç kez gelseniz bile iş arayanlar için ücretsizdir.',
                'لا شيء. الاستشارة في Jobpoint مجانية للباحثين عن عمل، حتى لو أتيت عدة مرات.',
              ),
            ],
            [
              t(
                'Kann ich mich bewerben, bevor mein Abschluss anerkannt ist?',
                'Can I apply before my qualification is recognised?',
                'Diplomam tanınmadan önce başvurabilir miyim?',
                'هل يمكنني التقدّم لوظيفة قبل الاعتراف بشهادتي؟',
              ),
              t(
                'In den meisten Berufen ja: Legen Sie Ihrer Bewerbung dann bei, dass die Anerkennung beantragt ist. Nur in reglementierten Berufen dürfen Sie erst nach der Anerkennung in Ihrem Beruf arbeiten – bis dahin ist oft eine Stelle als Helferin oder Assistent möglich.',
                'In most professions, yes: mention in your application that you have applied for recognition. Only in regulated professions do you have to wait for recognition before you may work in your profession – until then a job as a helper or assistant is often possible.',
                'Çoğu meslekte evet: Başvurunuza tanınma başvurusu yaptığınızı belirtin. Yalnızca düzenlenmiş mesleklerde, mesleğinizde ancak tanınmadan sonra çalışabilirsiniz – o zamana kadar çoğu zaman yardımcı veya asistan olarak çalışmak mümkündür.',
                'في معظم المهن نعم: اذكر في طلبك أنك قدّمت طلب الاعتراف. أما في المهن المنظَّمة فلا يُسمح لك بالعمل في مهنتك إلا بعد الاعتراف – وحتى ذلك الحين يمكنك غالبًا العمل مساعدًا.',
              ),
            ],
          ],
        ),
      },
      { __component: 'widgets.locations' },
    ],
  }));
}
