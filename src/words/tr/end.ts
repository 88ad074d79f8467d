// The screens of a game's end and around it, in Turkish: the end screen, each caver's story, the
// tutorial's end, the hot-seat hand-over, the whole game's log, the size message, the replay viewer.

export const end = {
  end: {
    title: 'SUB TERRA — oyun bitti',
    medal: {
      gold: 'ALTIN — herkes kurtuldu!',
      silver: 'GÜMÜŞ — bir mağaracı arkada kaldı',
      bronze: 'BRONZ — iki mağaracı arkada kaldı',
      failure: 'BAŞARISIZLIK — üç ya da daha fazla mağaracı arkada kaldı',
    },
    summary: 'Oynanan tur: {{rounds}}   Tohum: {{seed}}   Zorluk: {{difficulty}}',
    easy: '{{difficulty}} (kolay)',
    share: 'Paylaş: {{line}}',
    'share-label': 'Paylaş:',
    saved: 'Kayıt dosyası: {{file}}',
    'saved-to': 'Kayıt dosyası:',
    watch: 'Yeniden izle:  subterra replay {{file}}',
    'watch-long': 'Yeniden izle:  subterra replay <o dosya>  (çıkınca tamamı yazılır)',
    'not-saved': 'Kayıt kaydedilemedi: {{why}}',
    keys: 'r: aynı tohumla yine oyna   n: yeni tohum   P: tüm hikâye   q: çık',
  },

  story: {
    cause: {
      flood: 'sel',
      gas: 'gaz',
      cavein: 'göçme',
      tremor: 'sarsıntı',
      rough: 'engebeli yol',
      exert: 'gayret',
      horror: 'bir kabus',
      outoftime: 'karanlık',
    },
    dark: '{{round}}. turda karanlıkta kayboldu',
    fainted: '{{round}}. turda {{cause}} yüzünden bayıldı, hiç ayılmadı',
    'fainted-woken': '{{round}}. turda {{cause}} yüzünden bayıldı, {{woken}}. turda ayıldı',
    escaped: 'Çıkıştan kurtuldu',
    taken: 'karanlıkta kayboldu',
    'left-behind': 'arkada kaldı: {{loss}}',
    unconscious: 'mağarada baygın kaldı',
    'under-water': 'su altında kaldı',
    standing: 'mağarada ayakta kaldı',
    earlier: '{{now}} (önce: {{losses}})',
    'all-out': '{{round}}. tur: tüm ekip Çıkışta durdu.',
    'feet-out': '{{round}}. tur: ayakta kalan herkes Çıkışta durdu.',
    'feet-out-but': '{{round}}. tur: ayakta kalan herkes Çıkışta durdu ({{rest}}).',
    'dark-n': '{{n}} mağaracı karanlıkta kayboldu',
    'down-n': '{{n}} mağaracı mağarada yerde kaldı',
    'none-out': '{{round}}. tur: Çıkış dışında ayakta kimse kalmadı.',
    'none-out-dark': '{{round}}. tur: Çıkış dışında ayakta kimse kalmadı ({{n}} mağaracı karanlıkta kayboldu).',
  },

  'tutorial-end': {
    title: ' SUB TERRA — eğitim bitti',
    medal: '{{medal}}  ({{round}}. tur)',
    learned:
      'Karo açtın ve keşfettin; yürüdün, koştun ve yüzdün; gayret sarf ettin, iyileştirdin, göçük kazdın, gizlendin; İlk Yardım ile bir mağaracıyı ayılttın, Yönlendir ile bir başkasını yürüttün. Bir Sarsıntı, bir Sel Baskını, bir Gaz Kaçağı, bir Göçük ve bir Kabus gördün.',
    next: 'Gerçek bir oyunda destenin tamamı ({{deck}} karo) ve 22 kadar tehlike kartı vardır: ilk turdan karo aç, ekibi bir arada tut, paneldeki Karo ile Tehlike sayılarını izle. Oyunda ? her tuşu gösterir.',
    keys: 'n: ilk gerçek oyunun (yeni bir mağara, aynı ekip)   q: çık',
    again: '{{command}} --restart bu eğitimi yeniden oynatır',
    'learned-deeper':
      'Bir yokuştan indin, bir yamaca ip astın, bir tünelden geçtin, bir kabusun eşitlikte kurbanını seçtiğini gördün ve Zaman Kalmadı ile karşılaştın; kareye bakmayı, H, D ve I tuşlarını kullandın.',
    deeper: '{{key}}: ikinci eğitim, Derinlere: yamaçlar, yokuşlar, tüneller, kabuslar, Zaman Kalmadı',
  },

  handover: {
    title: 'OYUNCU {{n}}',
    choice: 'Oyuncu {{n}} bir seçim yapacak.',
    plays: 'Şimdi Oyuncu {{n}} oynuyor: {{who}}.',
    next: 'Sıradaki: Oyuncu {{n}}.',
    cavers: 'Oyuncu {{n}} · mağaracılar: {{cavers}}',
    pass: 'Klavyeyi ver, sonra Enter ya da Boşluk tuşuna bas.',
    keys: '({{help}} yardım · {{history}} geçmiş · {{quit}} kaydet, çık)',
  },

  history: {
    title: ' GEÇMİŞ · tüm oyunun kaydı · {{where}}',
    empty: 'boş',
    lines: 'satır {{from}}-{{to}} / {{n}}',
    keys: '↑↓ satır · PgUp/PgDn ya da b/boşluk sayfa · g baş · G son · Esc geri',
  },

  small: {
    size: 'Terminal {{cols}}×{{rows}}; subterra en az {{minCols}}×{{minRows}} ister.',
    larger: 'Devam etmek için pencereyi büyüt (q kaydedip çıkar).',
  },

  replay: {
    head: ' SUB TERRA TEKRAR · {{round}}. tur · aksiyon {{i}}/{{n}} · {{title}}',
    'head-result': ' SUB TERRA TEKRAR · {{result}} · {{round}}. tur · aksiyon {{i}}/{{n}} · {{title}}',
    'no-round': '{{round}}. tur yok: bu oyunda 1 ile {{last}} arası turlar var',
    jump: 'Tura git (1 ile {{last}} arası): {{typed}}▏ (Enter, Esc)',
    keys: '←/→ adım · ↑/↓ tur · g tura git · boşluk duraklat · 0/$ baş/son · q çık',
    'keys-paused': '←/→ adım · ↑/↓ tur · g tura git · boşluk oynat · 0/$ baş/son · q çık',
  },
} as const;
