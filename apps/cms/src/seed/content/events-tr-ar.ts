/** Turkish and Arabic titles and teasers of the demo events, keyed by the German title. */
export const EVENT_TRANSLATIONS: Record<string, { tr: [string, string]; ar: [string, string] }> = {
  'Jobdating Pflege & Gesundheit': {
    tr: ['Bakım ve sağlık iş buluşması', 'Berlin’deki hastaneler, bakım hizmetleri ve muayenehaneler kendilerini tanıtıyor ve yerinde ilk görüşmeleri yapıyor.'],
    ar: ['لقاء توظيف: الرعاية والصحة', 'مستشفيات وخدمات رعاية وعيادات من برلين تعرّف بنفسها وتجري المقابلات الأولى في المكان.'],
  },
  'Jobdating Handel & Logistik': {
    tr: ['Perakende ve lojistik iş buluşması', 'Depo, satış ve dağıtım: şirketler eleman arıyor – sektör değiştirenler de başvurabilir.'],
    ar: ['لقاء توظيف: التجارة والخدمات اللوجستية', 'المستودعات والمبيعات والتوصيل: شركات تبحث عن موظفين – ويُرحَّب بمن يغيّرون مجالهم.'],
  },
  'Jobdating Gastronomie & Hotellerie': {
    tr: ['Gastronomi ve otelcilik iş buluşması', 'Oteller ve restoranlar servis, mutfak ve resepsiyon personeli arıyor.'],
    ar: ['لقاء توظيف: المطاعم والفنادق', 'فنادق ومطاعم تبحث عن عاملين في الخدمة والمطبخ والاستقبال.'],
  },
  'Online-Jobdating IT & Kundenservice': {
    tr: ['Online iş buluşması: BT ve müşteri hizmetleri', 'BT desteği ve müşteri hizmetlerinden işverenlerle görüntülü görüşün.'],
    ar: ['لقاء توظيف عبر الإنترنت: تكنولوجيا المعلومات وخدمة العملاء', 'تحدث عبر الفيديو مع أصحاب عمل في الدعم التقني وخدمة العملاء.'],
  },
  'Jobdating Handwerk & Technik': {
    tr: ['Zanaat ve teknik iş buluşması', 'İnşaat, elektrik ve tesisat işletmeleri kalifiye eleman ve yardımcı arıyor.'],
    ar: ['لقاء توظيف: الحرف والتقنية', 'شركات البناء والكهرباء والسباكة تبحث عن عمال مهرة ومساعدين.'],
  },
  'Shop a Job Messe Neukölln': {
    tr: ['Shop a Job fuarı Neukölln', '40’tan fazla Berlin şirketi bir arada: ilanları keşfedin, işverenlerle konuşun, belgelerinizi kontrol ettirin.'],
    ar: ['معرض Shop a Job في نويكولن', 'أكثر من 40 شركة من برلين في مكان واحد: اكتشف الوظائف، وتحدث مع أصحاب العمل، وراجع مستنداتك.'],
  },
  'Shop a Job Messe Mitte': {
    tr: ['Shop a Job fuarı Mitte', 'Mitte’deki bahar fuarı: büro, BT ve idari işler odaklı.'],
    ar: ['معرض Shop a Job في ميته', 'معرض الربيع في ميته مع التركيز على المكاتب وتكنولوجيا المعلومات والإدارة.'],
  },
  'Shop a Job Spezial: Ausbildung': {
    tr: ['Shop a Job özel: mesleki eğitim', 'Eğitim veren işletmeler gelecek eğitim yılı için boş kontenjanlarını tanıtıyor.'],
    ar: ['Shop a Job خاص: التدريب المهني', 'شركات التدريب تعرض أماكن التدريب المتاحة للعام التدريبي القادم.'],
  },
  'Bewerbungsworkshop: Lebenslauf, der überzeugt': {
    tr: ['Başvuru atölyesi: ikna eden bir özgeçmiş', 'Yapı, boşluklar, fotoğraf: özgeçmişinizi bilgisayar başında birlikte düzenliyoruz.'],
    ar: ['ورشة طلبات العمل: سيرة ذاتية مقنعة', 'البنية والفجوات والصورة: نعدّل سيرتك الذاتية معًا على الحاسوب.'],
  },
  'Workshop: Vorstellungsgespräche sicher meistern': {
    tr: ['Atölye: iş görüşmelerinde başarılı olun', 'Sık sorulan sorular, ikna edici yanıtlar ve rol oyunlarıyla pratik.'],
    ar: ['ورشة عمل: اجتياز مقابلات العمل بثقة', 'أسئلة شائعة وإجابات مقنعة وتدريب عبر لعب الأدوار.'],
  },
  'Bewerbungstraining auf Türkisch': {
    tr: ['Türkçe başvuru eğitimi', 'Başvuru belgeleri ve iş görüşmesi – Türkçe anlatımla.'],
    ar: ['تدريب على طلبات العمل باللغة التركية', 'مستندات التقديم ومقابلة العمل – بشرح باللغة التركية.'],
  },
  'Infoveranstaltung auf Arabisch: Arbeiten in Deutschland': {
    tr: ['Arapça bilgilendirme: Almanya’da çalışmak', 'İş sözleşmesi, sosyal sigorta, denklik: en önemli sorular Arapça anlatılıyor.'],
    ar: ['فعالية معلوماتية بالعربية: العمل في ألمانيا', 'عقد العمل والتأمين الاجتماعي والاعتراف بالشهادات: أهم الأسئلة بشرح باللغة العربية.'],
  },
  'Infoabend: Anerkennung ausländischer Abschlüsse': {
    tr: ['Bilgi akşamı: yabancı diplomaların denkliği', 'Hangi kurum yetkili, hangi belgeler gerekli, maliyeti nedir?'],
    ar: ['أمسية معلوماتية: الاعتراف بالشهادات الأجنبية', 'ما الجهة المختصة، وما المستندات المطلوبة، وما التكلفة؟'],
  },
  'Offene Sprechstunde im Ladengeschäft': {
    tr: ['Mağazada açık danışma saati', 'Randevusuz gelin: iş arama, başvuru veya resmi yazılarla ilgili sorularınız için.'],
    ar: ['ساعات استشارة مفتوحة في المتجر', 'تعال دون موعد: لأسئلتك حول البحث عن عمل أو طلبات العمل أو الرسائل الرسمية.'],
  },
  'Sprechstunde für Arbeitgebende: Förderung bei Neueinstellungen': {
    tr: ['İşverenler için danışma: yeni istihdamda destekler', 'Uyum ödeneği ve eyalet programları: şirketinizin başvurabileceği destekler.'],
    ar: ['استشارة لأصحاب العمل: دعم التوظيف الجديد', 'منح الاندماج وبرامج الولاية: ما يمكن لشركتك التقدم بطلبه.'],
  },
  'Online-Seminar: Minijob, Teilzeit, Vollzeit – was passt zu mir?': {
    tr: ['Online seminer: mini iş, yarı zamanlı, tam zamanlı – bana hangisi uygun?', 'Çalışma biçimlerinin kazanç, kesinti ve haklar açısından karşılaştırması.'],
    ar: ['ندوة عبر الإنترنت: عمل مصغر أم جزئي أم كامل – ما المناسب لي؟', 'مقارنة بين أنواع العمل من حيث الدخل والاستقطاعات والحقوق.'],
  },
  'Online-Seminar: Weiterbildung mit Bildungsgutschein': {
    tr: ['Online seminer: eğitim kuponu ile mesleki gelişim', 'Eğitim kuponunu nasıl alırsınız – Türkçe anlatımla.'],
    ar: ['ندوة عبر الإنترنت: التدريب المستمر بقسيمة التعليم', 'كيف تحصل على قسيمة التعليم – بشرح باللغة التركية.'],
  },
  'Wiedereinstieg nach der Familienzeit': {
    tr: ['Aile molası sonrası işe dönüş', 'Yarı zamanlı çalışma modelleri, çocuk bakımı ve aradan sonra başvuru.'],
    ar: ['العودة إلى العمل بعد فترة الأسرة', 'نماذج العمل الجزئي ورعاية الأطفال والتقديم بعد انقطاع.'],
  },
};

export const EVENT_TEXTS = {
  tr: {
    body: (teaser: string, meeting: boolean) =>
      `## Ne hakkında?\n\n${teaser}\n\n## Program\n\n- Karşılama ve kısa giriş\n- ${meeting ? 'Şirketlerle masalarında görüşmeler' : 'Sunum ve grubun soruları'}\n- Sonunda bireysel danışmanlık\n\n## Yanınızda getirin\n\nÖzgeçmişiniz (birkaç çıktı), belgeleriniz ve iyi bir ruh hali. Katılım **ücretsizdir**.`,
    register: 'Hemen kaydol',
    all: 'Tüm etkinlikler',
    ratings: [['Çok faydalı', 'İyi organize edilmişti, üç görüşme yaptım.'], ['Yine gelirim', 'Güler yüzlü ekip ve somut ipuçları.']],
    exhibition: { popupCompanyLabel: 'Şirkete git', sectorDropdownLabel: 'Sektör seçin', wallTextTitle: 'Katılımcı şirketler', descriptionTitle: 'Fuar hakkında', resultsTitle: 'Şirketler', jobsTitle: 'Açık pozisyonlar', attendingDaysLabel: 'Katılım günü' },
  },
  ar: {
    body: (teaser: string, meeting: boolean) =>
      `## عمّ تدور الفعالية؟\n\n${teaser}\n\n## البرنامج\n\n- الترحيب ومقدمة قصيرة\n- ${meeting ? 'محادثات مع الشركات على طاولاتها' : 'عرض وأسئلة من المجموعة'}\n- استشارة فردية في الختام\n\n## ما تحضره معك\n\nسيرتك الذاتية (عدة نسخ مطبوعة) وشهاداتك ومزاج جيد. المشاركة **مجانية**.`,
    register: 'سجّل الآن',
    all: 'جميع الفعاليات',
    ratings: [['مفيدة جدًا', 'تنظيم جيد، أجريت ثلاث مقابلات.'], ['سأعود مجددًا', 'فريق ودود ونصائح عملية.']],
    exhibition: { popupCompanyLabel: 'إلى الشركة', sectorDropdownLabel: 'اختر القطاع', wallTextTitle: 'الشركات العارضة', descriptionTitle: 'عن المعرض', resultsTitle: 'الشركات', jobsTitle: 'الوظائف الشاغرة', attendingDaysLabel: 'الحضور في' },
  },
};
