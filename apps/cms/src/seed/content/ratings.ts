import type { Data, Localized } from '../strapi-documents';

type Rating = [name: string, stars: number, de: string, en: string, tr: string, ar: string];

const CUSTOMERS: Rating[] = [
  ['Aylin K.', 5, 'Nach zwei Beratungen hatte ich einen neuen Lebenslauf und drei Einladungen zum Gespräch.', 'After two sessions I had a new CV and three interview invitations.', 'İki danışmanlık görüşmesinden sonra yeni bir özgeçmişim ve üç görüşme davetim vardı.', 'بعد جلستين استشاريتين أصبحت لديّ سيرة ذاتية جديدة وثلاث دعوات لمقابلات عمل.'],
  ['Mohammed S.', 5, 'Die Beratung auf Arabisch hat mir sehr geholfen. Heute arbeite ich als Elektriker in Spandau.', 'Counselling in Arabic helped me a lot. Today I work as an electrician in Spandau.', 'Arapça danışmanlık bana çok yardımcı oldu. Bugün Spandau’da elektrikçi olarak çalışıyorum.', 'ساعدتني الاستشارة باللغة العربية كثيرًا. اليوم أعمل كهربائيًا في شبانداو.'],
  ['Jana W.', 4, 'Nach der Elternzeit wusste ich nicht, wo ich anfangen soll. Jetzt habe ich eine Teilzeitstelle.', 'After parental leave I did not know where to start. Now I have a part-time job.', 'Ebeveyn izninden sonra nereden başlayacağımı bilmiyordum. Şimdi yarı zamanlı bir işim var.', 'بعد إجازة الأبوة لم أكن أعرف من أين أبدأ. الآن لديّ وظيفة بدوام جزئي.'],
  ['Kemal D.', 5, 'Ohne Termin vorbeigekommen, sofort Hilfe bekommen. Sehr freundliches Team.', 'Dropped in without an appointment and got help right away. Very friendly team.', 'Randevusuz uğradım, hemen yardım aldım. Çok güler yüzlü bir ekip.', 'جئت دون موعد وحصلت على المساعدة فورًا. فريق ودود جدًا.'],
  ['Olena P.', 4, 'Das AVGS-Coaching hat mir Struktur gegeben. Die Anerkennung meines Abschlusses läuft.', 'The AVGS coaching gave me structure. The recognition of my degree is under way.', 'AVGS koçluğu bana bir düzen kazandırdı. Diplomamın denklik süreci devam ediyor.', 'منحني التدريب بقسيمة AVGS تنظيمًا واضحًا. وإجراءات الاعتراف بشهادتي جارية.'],
  ['Thomas R.', 5, 'Mit 52 noch einmal neu anfangen – dank der Unterstützung hat es geklappt.', 'Starting over at 52 – thanks to the support it worked.', '52 yaşında yeniden başlamak – bu destek sayesinde başardım.', 'أن أبدأ من جديد في الثانية والخمسين – نجحت في ذلك بفضل الدعم.'],
];

const COMPANIES: Rating[] = [
  ['Pflegedienst Sonnenhof', 5, 'Über das Jobdating haben wir zwei Pflegehilfskräfte eingestellt. Unkompliziert und schnell.', 'Through the job dating we hired two care assistants. Quick and straightforward.', 'İş buluşması sayesinde iki bakım yardımcısı işe aldık. Zahmetsiz ve hızlı.', 'من خلال لقاء التوظيف عيّنّا مساعدَين في التمريض. بسهولة وسرعة.'],
  ['Spree Logistik GmbH', 4, 'Gut vorbereitete Bewerbende und eine verlässliche Ansprechpartnerin.', 'Well-prepared candidates and a reliable contact person.', 'İyi hazırlanmış adaylar ve güvenilir bir irtibat kişisi.', 'متقدمون مستعدون جيدًا ومسؤولة تواصل يمكن الاعتماد عليها.'],
  ['Hotel am Kanal', 5, 'Die Shop a Job Messe ist für uns der wichtigste Recruiting-Termin im Jahr.', 'The Shop a Job fair is our most important recruiting date of the year.', 'Shop a Job fuarı bizim için yılın en önemli işe alım etkinliği.', 'معرض Shop a Job هو أهم موعد للتوظيف لدينا في السنة.'],
  ['Elektro Yilmaz', 5, 'Die Beratung zum Eingliederungszuschuss hat uns die Einstellung erleichtert.', 'The advice on the integration grant made hiring easier for us.', 'İşe uyum desteği konusundaki danışmanlık işe alımı bizim için kolaylaştırdı.', 'سهّلت علينا الاستشارة حول منحة الإدماج عملية التوظيف.'],
  ['Kita Sternschnuppe', 4, 'Schnelle Veröffentlichung unserer Stellen und passende Vorschläge.', 'Our vacancies were published quickly, with suitable suggestions.', 'İlanlarımız hızla yayınlandı ve uygun aday önerileri geldi.', 'نُشرت وظائفنا بسرعة ووصلتنا اقتراحات مناسبة.'],
];

const EVENTS: Rating[] = [
  ['Samira A.', 5, 'Das Bewerbungstraining war praxisnah und die Gruppe sehr angenehm.', 'The application training was practical and the group very pleasant.', 'Başvuru eğitimi uygulamaya yönelikti ve grup çok keyifliydi.', 'كان التدريب على التقديم عمليًا وكانت المجموعة لطيفة جدًا.'],
  ['Lukas M.', 4, 'Beim Jobdating hatte ich vier Gespräche in zwei Stunden.', 'At the job dating I had four interviews in two hours.', 'İş buluşmasında iki saatte dört görüşme yaptım.', 'أجريت في لقاء التوظيف أربع مقابلات في ساعتين.'],
  ['Fatma Ö.', 5, 'Endlich eine Veranstaltung auf Türkisch – ich habe alles verstanden.', 'Finally an event in Turkish – I understood everything.', 'Sonunda Türkçe bir etkinlik – her şeyi anladım.', 'أخيرًا فعالية باللغة التركية – فهمت كل شيء.'],
  ['Daniel B.', 4, 'Das Online-Seminar war gut erklärt, die Fragen wurden alle beantwortet.', 'The online seminar was well explained and all questions were answered.', 'Online seminer iyi anlatıldı, tüm sorular yanıtlandı.', 'كانت الندوة عبر الإنترنت واضحة الشرح، وأُجيب عن جميع الأسئلة.'],
  ['Rana H.', 5, 'Die Messe war super organisiert, ich habe direkt eine Zusage bekommen.', 'The fair was well organised and I got a job offer straight away.', 'Fuar çok iyi organize edilmişti, hemen bir iş teklifi aldım.', 'كان المعرض منظمًا بشكل رائع، وحصلت على قبول مباشرة.'],
];

function toDocuments(ratings: Rating[]): Localized<Data>[] {
  return ratings.map(([name, stars, de, en, tr, ar]) => ({
    de: { name, stars, text: de },
    en: { name, stars, text: en },
    tr: { name, stars, text: tr },
    ar: { name, stars, text: ar },
  }));
}

export const customerRatings = toDocuments(CUSTOMERS);
export const companyRatings = toDocuments(COMPANIES);
export const eventRatings = toDocuments(EVENTS);
