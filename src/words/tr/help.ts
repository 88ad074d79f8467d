// The help and the rules pages in Turkish: the keys page (a line each, at most 80 columns), the
// parts and titles, the legend's page, the round, and a page for each caver, card and tile type.
// The rules pages follow the Turkish rulebook's wording (its "Nasıl Oynanır" and "Tur Akışı").

export const help = {
  help: {
    keys: {
      '01': 'SUB TERRA: karanlık yutmadan mağaracılarınızı Çıkışa ulaştırın.',
      '02': 'Tur: 1) ★ pulundan başlayarak her mağaracı oynar (2 AP) · 2) kabuslar en yakın',
      '03': 'kurbana bir adım ilerler · 3) bir tehlike kartı açılır (deste zamanınızdır; en',
      '04': 'altta Zaman Kalmadı) · 4) ★ pulu geçer, gizlenme biter, Yönlendir yenilenir.',
      '05': '',
      '06': '←↑→↓ {{left}}{{down}}{{up}}{{right}} Yürü (1)     {{explore}} Keşfet (1)         {{reveal}} İncele (1)      {{run}} Koş (2: 3 adım)',
      '07': '{{heal}} İyileştir (2)        {{swim}} Yüz (2)            {{squeeze}} Eğil (2)        {{clear}} Kaz (2)',
      '08': '{{rope}} İp As (2+zar)        {{hide}} Gizlen (2+zar)     {{exert}} Gayret: +1 AP, sıra sonunda zar',
      '09': '{{dive}} Dalış/su üstü  {{quickdig}} Hızlı Kaz  {{demolish}} Patlat  {{quickknot}} Hızlı Düğüm  {{firstaid}} İlk Yardım  {{sprint}} Depar',
      '10': '{{repel}} Defet  {{direct}} Yönlendir   Enter sırayı bitir ({{end}} hemen)   Esc geri   {{quit}} kaydet, çık',
      '11': 'Karo yerleştirirken: ←/→ çevir · Tab öbür karo (Yol Bulucu, Jeolog) · Enter',
      '12': 'Koş: oklar adım ekler, Backspace siler, Enter gider. Seçimler: 1-9/oklar, Enter',
      '13': 'Aşamalar: Boşluk/Enter sonraki, Esc atla  {{auto}} otomatik adımlar  {{deck}} tehlike destesi',
      '14': '{{look}} ya da L kareye bak ({{jumps}} 5 kare, Tab mağaracılar, Enter oraya git)',
      '15': '{{history}} ya da Ctrl+P oyun kaydı  {{help}} yardım  {{hunts}} kabus yolları  {{overview}} genel bakış  Ctrl+C çık',
      '16': '+/- karo boyu   {{theme}} renk teması: klasik, renk körlüğüne uygun, yüksek kontrast',
      '17': "{{hint}} yapay zekâdan ipucu (yine {{hint}} oynar)   {{pilot}} sıradaki mağaracıyı YZ'ye ver/geri al",
      '18': 'Karolar: duvardaki boşluklar açık taraflardır (bağlanmak için iki yan da açık).',
      '19': '▶1 sıradaki mağaracı, ¹-⁸ baygın, H kabus; ◆ seçilen seçenek, ◇ diğerleri.',
      '20': 'Yetenek zarı: 4+ başarılı (Lider +1). Çıkış güvenli. 0 can: iyileşene dek baygın',
      '21': 'Sonuç, Çıkış dışında kalanlara göre: 0 Altın, 1 Gümüş, 2 Bronz, 3+ Başarısızlık.',
      '22': '{{undo}} ya da Ctrl+Z: zar, karo, kart görülmediyse bu sıranın bir hamlesini geri al',
      '23': '→ sonraki: harita, tur, mağaracılar, kartlar, karolar · başka tuş: oyuna dön',
    },

    part: {
      keys: 'Tuşlar',
      board: 'Harita',
      round: 'Tur',
      cavers: 'Mağaracılar',
      hazards: 'Tehlike kartları',
      tiles: 'Karolar',
    },
    title: {
      board: 'HARİTA',
      round: 'TUR',
      caver: 'MAĞARACI {{n}} · {{name}}',
      hazard: 'TEHLİKE KARTI · {{name}}',
      tile: 'KARO · {{name}}',
    },
    head: '{{title}} · {{part}} · sayfa {{i}}/{{n}}',
    foot: '←/→ sayfa · ↑/↓ bölüm: tuş, harita, tur, mağaracı, kart, karo · başka tuş: geri',

    board: {
      head: 'HARİTA · karo boyu: {{size}} · tema: {{theme}}',
      'head-smaller':
        'HARİTA · karo boyu: {{size}} (çizilen: {{drawn}}; burada {{size}} karoya yer yok) · tema: {{theme}}',
      foot: '+ / - karo boyu · t tema · ← tuşlar · → tur ve kurallar · başka tuş: geri',
    },

    round: {
      intro: 'Bir tur dört aşamadan oluşur:',
      action:
        '1 Aksiyon Aşaması. Her ayık mağaracı, ★ ilk mağaracı pulunu tutandan başlayarak oturma sırasıyla 2 AP ile sırasını oynar: İncele, Yürü, Keşfet, Koş, İyileştir, karoların özel aksiyonları (Yüz, Eğil, Kaz, İp As, Gizlen) ve kendi yetenekleri. Sırasında bir kez ek gayret sarf edip üçüncü bir AP alabilir; sıranın sonunda yetenek zarı atar (4+; başarısızsa 1 can kaybeder).',
      horror:
        '2 Kabus Aşaması. Her kabus bağlı karolar üzerinden en yakın kurbanına doğru bir karo ilerler (H her birinin nereye gittiğini gösterir). Bir mağaracıya ulaşan kabus onun tüm canını alır. 7 karo içinde kurbanı olmayan kabus kaybolur. Eşitlikte ilk mağaracının oyuncusu seçer.',
      hazard:
        '3 Tehlike Aşaması. Destenin en üstteki tehlike kartı açılır ve uygulanır. Deste zamanınızdır: en altında Zaman Kalmadı durur; o andan sonra Çıkış dışındaki her mağaracı her tur zar atar, başaramayan karanlıkta kaybolur.',
      end: '4 Tur Sonu Aşaması. ★ pulu sıradaki mağaracıya geçer; gizlenme biter; Yönlendir yeniden kullanılabilir.',
      ending:
        'Mağaradaki her ayık mağaracı Çıkışta durduğunda ya da Çıkış dışında ayık mağaracı kalmadığında oyun biter. Çıkış dışında kalan mağaracılar: hiç yoksa Altın, bir Gümüş, iki Bronz, üç ya da daha fazla Başarısızlık. Çıkış son altı karodan biridir: paneldeki hız satırı kaç karo daha çekilmesi gerektiğini kalan turlarla karşılaştırır.',
    },

    caver: {
      number: 'Numara {{n}}: eşitlikte kabuslar en düşük numarayı seçer. Başlangıç canı: {{hp}}.',
      names: 'Kural kitaplarındaki adı: {{tr}} (Türkçe), {{fr}} (Fransızca).',
      ability: '{{name}} ({{cost}}): {{text}}',
      passive: 'pasif',
      ap: '{{ap}} AP',
      uses: 'Kullanım: oyunda {{n}} kez (panelde görünür).',
    },

    hazard: {
      last: 'Her zaman son kart, destenin en altında: dağıtılmaz.',
      copies: 'Kart havuzundaki sayısı: {{copies}}.',
      copy: '{{difficulty}} {{n}}',
      doubled: 'Çift kart: etkisi art arda iki kez uygulanır.',
      tiles: 'Karo · {{name}}: {{rule}}',
      exit: 'Çıkıştaki mağaracılar can kaybetmez.',
      passive: '{{caver}}: {{name}}. {{text}}',
    },

    tile: {
      start: 'Bir tane; mağara burada başlar.',
      exit: 'Bir tane; destenin son altı karosu arasına karıştırılır.',
      count: 'Destede {{n}} tane ({{shapes}}: X dört taraf, T üç, L köşe, I düz, D çıkmaz).',
      shape: '{{n}} {{shape}}',
      names: 'Kural kitaplarındaki adı: {{tr}} (Türkçe), {{fr}} (Fransızca).',
    },
  },
} as const;
