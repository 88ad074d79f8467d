// The game's terms in Turkish, by the rules' ids: the Turkish rulebook's own words (docs/GLOSSARY.md
// gives each with its place in the rulebook). A tile's name stands alone on the screens ("Su",
// "Göçme riskli"), so no sentence puts a suffix after it: the sentences name it after a colon or
// in brackets.

export const game = {
  caver: {
    diver: 'Dalgıç',
    scout: 'Gözcü',
    geologist: 'Jeolog',
    engineer: 'Mühendis',
    climber: 'Tırmanıcı',
    medic: 'Doktor',
    bodyguard: 'Koruma',
    leader: 'Lider',
  },

  action: {
    draw: 'Çek',
    reveal: 'İncele',
    explore: 'Keşfet',
    move: 'Yürü',
    swim: 'Yüz',
    squeeze: 'Eğil',
    run: 'Koş',
    sprint: 'Depar',
    heal: 'İyileştir',
    firstaid: 'İlk Yardım',
    clear: 'Kaz',
    quickdig: 'Hızlı Kaz',
    rope: 'İp As',
    quickknot: 'Hızlı Düğüm',
    hide: 'Gizlen',
    exert: 'Gayret',
    end: 'Sıra sonu',
    dive: 'Dalış',
    surface: 'Su üstüne çık',
    demolish: 'Patlat',
    repel: 'Defet',
    direct: 'Yönlendir',
    choose: 'Seç',
    pathfinder: 'Yol Bulucu',
  },

  passive: {
    gear: 'Su Altı Ekipmanı',
    pathfinder: 'Yol Bulucu',
    stealthy: 'Gizli',
    intuition: 'İçgüdü',
    careful: 'Dikkatli',
    agile: 'Çevik',
    protector: 'Koruyucu',
    experienced: 'Yetenekli',
  },

  ability: {
    dive: 'Bir su karosundayken mağaradan ayrıl; sonraki sıranda tek aksiyonun olarak istediğin bir su karosunda su üstüne çık. Su altındayken sana yalnızca Sarsıntı ve Zaman Kalmadı ulaşır.',
    gear: 'Sellerden can kaybetmezsin; sel pulu olan karolara Yürü (ve Koş) ile girebilirsin.',
    pathfinder:
      'Oyunda 3 defa, bir karo yerleştirecekken çektiğin karoyu ıskartaya çıkarıp sıradakini yerleştirebilirsin (ikinci karoyu kabul etmek zorundasın).',
    stealthy: 'Hiçbir kabus seni kurban seçemez; bir kabusla aynı karoda olmak sana can kaybettirmez.',
    quickdig: 'Bulunduğun ya da bitişik ve bağlı bir karodan bir göçük pulu kaldır.',
    intuition:
      'Bir mağara karosunu yüzü açık olarak kenarda tutarsın. Karo çektiğinde tuttuğunu ya da çektiğini yerleştir, diğerini tut; deste bitince de tuttuğunu yerleştirebilirsin.',
    demolish:
      'Oyunda 3 defa: karonun bir duvarını patlatıp aç (bir karoya ya da sonra İncele için boş bir alana); ardından hemen bir göçme olur.',
    careful: 'Göçmeler sana yalnızca 1 can kaybettirir.',
    quickknot: 'Bulunduğun yamaç ya da yokuş karosuna bir ip pulu yerleştir; zar atılmaz.',
    agile: 'Tünellere ve göçük pulu olan karolara Yürü (ve Koş) ile girebilirsin.',
    firstaid: 'Seninle aynı karodaki başka bir mağaracı 1 can kazanır (kendin değil).',
    sprint: 'En fazla iki Yürü (Yüz ve Eğil olmaz).',
    repel: 'Bitişik ve bağlı bir karodan bir kabus figürü kaldır (Çıkıştakini değil).',
    protector:
      '5 canla başlarsın. Sen ayıkken seninle aynı karodaki diğerleri Sel Baskını, Gaz Kaçağı, Göçük ya da Sarsıntı kartlarından can kaybetmez (sen korunmazsın).',
    direct: "Turda bir kez: başka bir ayık mağaracı hemen kendi seçtiği 1 AP'lik bir aksiyonu kullanır.",
    experienced: 'Yetenek zarlarına +1 ekle.',
  },

  tile: {
    start: { name: 'Başlangıç', rule: 'Mağaracıların oyuna başladığı karo. Başka özelliği yok.' },
    exit: { name: 'Çıkış', rule: 'Mağaranın çıkışı. Burada kimse can kaybetmez, kabuslara kurban olmaz.' },
    empty: { name: 'Boş', rule: 'Hiçbir özelliği yok.' },
    water: { name: 'Su', rule: 'Sel Baskını kartıyla kalıcı olarak sel basar; sonra yalnız Yüz ile girilir.' },
    gas: { name: 'Gaz', rule: 'Gaz Kaçağı: buradakiler ve tehlike aşamasına dek girenler -2 can (x2: -4)' },
    cavein: { name: 'Göçme riskli', rule: 'Göçük kartının zarı bu iki sayıdan biriyse çöker: -3 can.' },
    horror: { name: 'Kabus', rule: 'Kabuslar burada belirir.' },
    tunnel: { name: 'Tünel', rule: 'Yalnızca Eğil ya da Keşfet ile girilir.' },
    ledge: { name: 'Yamaç', rule: 'İp yoksa okun gösterdiği taraftan hiçbir şey çıkamaz.' },
    drop: { name: 'Yokuş', rule: 'İp yoksa okun tersine, geri yukarı Yürü olmaz.' },
    rough: { name: 'Engebeli yol', rule: 'Girerken yetenek zarı; başarısızsa -1 can.' },
  },

  looks: {
    start: 'Başlangıç',
    exit: 'Çıkış',
    empty: 'Boş',
    water: 'Su',
    flooded: 'Sel basmış',
    gas: 'Gaz',
    leak: 'Gaz kaçağı',
    cavein: 'Göçme',
    rubble: 'Göçük',
    lair: 'Kabus',
    tunnel: 'Tünel',
    ledge: 'Yamaç',
    'ledge-rope': 'Yamaç+ip',
    drop: 'Yokuş',
    'drop-rope': 'Yokuş+ip',
    rough: 'Engebeli',
  },

  hazard: {
    tremor: { name: 'Sarsıntı', text: 'Çıkış dışındaki her ayık mağaracı zar atar; başaramayan 1 can kaybeder.' },
    flood: { name: 'Sel Baskını', text: 'Su karolarını sel basar; su karolarındakiler 1 can kaybeder.' },
    gas: { name: 'Gaz Kaçağı', text: 'Gazdakiler 2 can kaybeder; sonraki tur gaza giren de 2 can kaybeder.' },
    cavein: {
      name: 'Göçük',
      text: 'Zar atılır: o sayıyı taşıyan göçme riskli karolar çöker; oradakiler 3 can kaybeder.',
    },
    horror: { name: 'Kabus', text: "Kabuslar bir adım ilerler; 3'ten az kabus varsa biri belirir." },
    'tremor-x2': { name: 'Sarsıntı x2', text: 'Art arda iki Sarsıntı.' },
    'flood-x2': { name: 'Sel Baskını x2', text: 'İki kez sel: su karolarındakiler 2 can kaybeder.' },
    'gas-x2': { name: 'Gaz Kaçağı x2', text: 'Gazdakiler 4 can kaybeder; sonraki tur gaza giren de 4 can kaybeder.' },
    'cavein-x2': { name: 'Göçük x2', text: 'İki Göçük zarı atılır, ikisi de uygulanır.' },
    'horror-x2': { name: 'Kabus x2', text: 'Kabuslar iki kez ilerler, sonra iki kabus belirir.' },
    outoftime: { name: 'Zaman Kalmadı', text: 'Artık Çıkış dışındakiler zar atar ya da kaybolur.' },
  },

  phase: {
    action: 'Aksiyon Aşaması',
    horror: 'Kabus Aşaması',
    hazard: 'Tehlike Aşaması',
    end: 'Tur Sonu Aşaması',
  },

  result: { gold: 'ALTIN', silver: 'GÜMÜŞ', bronze: 'BRONZ', failure: 'BAŞARISIZLIK' },
  medal: { gold: 'Altın', silver: 'Gümüş', bronze: 'Bronz', failure: 'Başarısızlık' },

  difficulty: { normal: 'Normal', hard: 'Zor', expert: 'Uzman' },

  name: {
    caver: '{{name}} ({{number}})',
    'tile-faces': '{{name}} {{a}}/{{b}}',
  },
} as const;
