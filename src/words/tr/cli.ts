// The command line in Turkish: `subterra --help` and each command's help, every one-line error,
// `subterra games`, what is printed after leaving a game. Commands, option names, caver ids,
// difficulty ids, file names and environment variables stay as they are typed.

export const cli = {
  cli: {
    description:
      'Sub Terra, kooperatif mağara korku kutu oyunu, terminalinde.\nTehlike destesi bitmeden mağaracılarını Çıkıştan dışarı çıkar.',
    heading: {
      usage: 'Kullanım:',
      options: 'Seçenekler:',
      commands: 'Komutlar:',
      arguments: 'Argümanlar:',
      global: 'Genel seçenekler:',
    },
    examples: `
Örnekler:
  subterra                              tek kişilik: {{min}} mağaracı, {{difficulty}}, yeni bir tohum
  subterra -c 5 -d hard                 Zor zorlukta 5 mağaracı
  subterra --seed granite-42            o tohumla oynanan her oyunla aynı mağara
  subterra -p 2                         2 oyuncu, her biri 2 mağaracı
  subterra -p 5                         5 oyuncu, her biri bir mağaracı
  subterra -t diver,scout,medic,leader  ekibi oturma sırasıyla seç
  subterra --easy                       kolay mod: 3 tehlike kartı fazla
  subterra --resume                     bitmemiş son oyuna devam et
  subterra --daily                      günlük mağara, herkes için aynı
  subterra --lang tr                    Türkçe oyna (en, tr ya da fr)
  subterra games                        kayıtlı oyunları listele
  subterra stats                        istatistiklerin (betik için --json)
  subterra tutorial                     rehberli ilk oyunla oynayarak öğren
  subterra tutorial deeper              ikinci eğitim: ipler, tüneller
  subterra watch                        yapay zekâyı izle (T oyunu devralır)
  subterra host -p 3                    arkadaşlarınla, herkes kendi terminalinde oyna
  subterra join 192.168.1.20:7447/RIVER-7Q4KXM   bir arkadaşının odasına katıl
  subterra replay FILE                  kayıtlı bir oyunu izle
  subterra replay FILE --json           son durumu yazdır (terminalsiz)

Mağaracılar: {{cavers}}.
Oyunlar şuraya kaydedilir: {{dir}}
(SUBTERRA_HOME, yoksa XDG_DATA_HOME/subterra, yoksa ~/.local/share/subterra).
Dil: --lang, yoksa kurulum ekranında seçilen, yoksa LANGUAGE, LC_ALL,
LC_MESSAGES ya da LANG, yoksa İngilizce.
NO_COLOR=1, --no-color gibi çalışır. Çıkış kodu: 0 tamam, 1 hata, 2 hatalı kullanım.
`,
    opt: {
      version: 'sürümü yazdır',
      help: 'bu yardımı göster',
      'help-command': 'bir komutun yardımını göster',
      cavers: 'tek başına oynarken mağaracı sayısı: {{allowed}} (varsayılan: {{min}})',
      players: 'aynı klavyede oyuncular, {{min}}-{{max}}: {{rule}} (varsayılan: {{min}})',
      'players-first': '{{p}} oyuncu {{need}} mağaracı oynar',
      'players-then': '{{p}} oyuncu {{need}}',
      'players-each': '{{from}}-{{to}} oyuncu birer',
      difficulty: '{{allowed}} (varsayılan: {{first}})',
      easy: 'kural kitabındaki kolay mod: 3 tehlike kartı fazla',
      seed: 'mağara ve tehlike destelerini dağıtan tohum (varsayılan: yeni bir tane)',
      team: 'oturma sırasıyla, virgülle ayrılmış mağaracı kimlikleri, {{min}}-{{max}} tane',
      resume: 'bitmemiş son oyuna devam et',
      daily: 'günlük mağarayı oyna: bugünün tohumu (daily-YYYY-MM-DD, UTC), herkes için aynı',
      'no-color': 'renksiz düz metin',
      'screen-reader':
        'ekran okuyucu için: düz cümleler, numaralı sorular, harita yok (INK_SCREEN_READER=true da olur)',
      lang: 'dil: {{langs}}',
    },
    replay: {
      description: 'kayıtlı bir oyunu izle ya da --json ile terminalsiz yeniden oynatıp son durumu yazdır',
      file: 'bir oyun kaydı (.json), örneğin `subterra games` listesinden',
      json: 'son aksiyondan sonraki durumu tek bir JSON nesnesi olarak yazdır ve çık',
      'screen-reader': 'ekran okuyucu için metin satırları olarak, aksiyon aksiyon yeniden oynat (terminal gerekmez)',
      examples:
        '\nÖrnekler:\n  subterra replay game.json\n  subterra replay game.json --json\n  subterra replay game.json --screen-reader\n',
    },
    games: { description: 'kayıtlı oyunları listele, biten ve bitmemiş, en yenisi önce' },
    stats: {
      description:
        'kayıtlı oyunlarının istatistikleri: sonuçlar, madalyalar, kayıp nedenleri, mağaracıya göre hayatta kalma, günlük mağara',
      json: 'tek bir JSON nesnesi olarak yazdır (games, finished, unfinished, ...)',
    },
    tutorial: {
      description: 'sabit bir mağarada rehberli ilk oyun: kuralları oynayarak öğren (q ile çık, aynı komutla geri dön)',
      restart: 'eğitimi baştan başlat',
      name: 'hangi eğitim: {{names}} (verilmezse ilki)',
    },
    watch: {
      description:
        'yapay zekâyı okunabilir bir hızda bütün bir oyun oynarken izle: Boşluk duraklatır, s adım atar, < > hızı değiştirir, T oyunu devralır',
      cavers: 'mağaracı sayısı: {{allowed}} (varsayılan: {{min}})',
      easy: 'kolay mod: 3 tehlike kartı fazla',
      budget: 'yapay zekânın karar başına düşünme süresi, {{min}}-{{max}} (varsayılan: {{default}})',
      'screen-reader':
        'oyun, ekran okuyucu için metin satırlarıyla anlatılır, her Enter bir aksiyon (terminal gerekmez)',
      examples:
        '\nÖrnekler:\n  subterra watch\n  subterra watch --seed granite-42 -c 5 -d hard\n  subterra watch --screen-reader\n',
    },
    sim: {
      description:
        'tüm çekirdeklerde bir botla çok sayıda oyun oynat; madalya oranlarını %95 güven aralıklarıyla yazdır',
      bot: 'ai (adil: yalnızca bir oyuncunun bildiğini bilir), greedy (gizliye bakar) ya da random',
      games: 'yapılandırma başına oyun (parça oynanırken tüm çalışmanınki)',
      difficulty: 'normal, hard ya da expert (varsayılan: üçü de)',
      cavers: '4, 5 ya da 6 (varsayılan: üçü de)',
      easy: 'yalnızca kolay mod (varsayılan: -d ve -c olmadan, ikisi de)',
      budget: 'yapay zekânın karar başına süresi (varsayılan: 100)',
      iterations: 'süre yerine yapay zekânın karar başına dünya sayısı: aynı --seed sonra aynı oyunları oynar',
      seed: 'i. oyun BASE-i tohumundan dağıtılır (varsayılan: yeni bir taban)',
      shard: 'oyunların N eşit aralığından I. parçayı oyna (0 ile N-1 arası; --seed gerekir)',
      shards:
        'N parçadan birini oyna; I, JOB_COMPLETION_INDEX, AWS_BATCH_JOB_ARRAY_INDEX ya da SLURM_ARRAY_TASK_ID değerinden',
      out: 'her oyun için FILE dosyasına bir JSON satırı yaz, ya tamamı ya hiç ({shard}: sıra numarası)',
      threads: 'iş parçacıkları (varsayılan: çekirdek başına bir)',
      json: 'tablo yerine {"rows": [...]} yazdır',
      examples:
        '\nÖrnekler:\n  subterra sim --bot greedy --games 200\n  subterra sim --bot ai --games 24 -d normal -c 4 --budget-ms 100 --seed bar-ai\n  subterra sim --bot ai --games 200 -d hard --iterations 8 --json\n  subterra sim --bot ai --games 1000 -d normal --seed s1 --shard 0/4 --out s1-0.jsonl\n  subterra sim merge --expect-shards 4 s1-*.jsonl\n\nKümede çalışmalar: docs/SIMULATION.md.\n',
      merge: 'bir çalışmanın parçalarının sonuç dosyalarını (sim --out) tek bir çalışmanın tablosunda topla',
      files: 'subterra sim --out sonuç dosyaları ya da onları içeren klasörler (içlerindeki *.jsonl)',
      'expect-games': 'dosyalar yapılandırma başına N oyunluk bir çalışmanın tüm oyunlarını içermiyorsa reddet',
      'expect-shards': 'dosyalar çalışmanın N parçasının hepsini içermiyorsa reddet',
      'merge-examples':
        '\nÖrnekler:\n  subterra sim merge results/*.jsonl\n  subterra sim merge --expect-shards 100 --json results/\n',
    },

    host: {
      description: 'kendi terminallerindeki arkadaşların için bir oda aç ve içinde oyna (sunucusu burada çalışır)',
      cavers: 'mağaracı sayısı: {{allowed}} (varsayılan: {{min}})',
      players: 'oyuncular, {{min}}-{{max}}: {{rule}} (varsayılan: {{min}})',
      easy: 'kolay mod: 3 tehlike kartı fazla',
      seed: 'desteleri dağıtan tohum (varsayılan: sunucu kimsenin bilmediği birini dağıtır; senin seçtiğin herkese söylenir)',
      port: 'arkadaşların bağlandığı port, 0-65535 (varsayılan: {{port}}, doluysa boş bir tane)',
      name: 'odadaki adın (varsayılan: oturum adın)',
      password: 'arkadaşların katılmak için bu parolayı vermeli',
      server: 'odayı bunun yerine ayrı bir sunucuda (subterra serve) aç',
      resume: 'bitmemiş odana (ayrıldıktan, terminal kapandıktan ya da çöküşten sonra) aynı portta geri dön',
      examples:
        '\nÖrnekler:\n  subterra host\n  subterra host -p 3 -d hard --name Ana\n  subterra host --server play.example.org:7447\n',
      notes:
        "\nLobide: ↑↓ mağaracı seç, Enter al ya da bırak, C sohbet, q ayrıl.\nOda sahibi: a bir oyuncuya ya da YZ'ye verir, s başlatır, d zorluk, e kolay mod,\n←→ başka mağaracı, +- ekip boyu, p oyuncular. Oyunda: S koltuklar, C sohbet.\n",
    },
    join: {
      description:
        'bir arkadaşının terminalindeki ya da bir sunucudaki odaya katıl: ADDRESS, oda sahibinin satırında yazandır',
      address: 'HOST:PORT/ROOM, örneğin 192.168.1.20:7447/RIVER-7Q4KXM (TLS için wss://HOST/ROOM)',
      password: 'odanın parolası, varsa',
      watch: 'oyunu izle: masayı gör, aksiyon yapma',
      examples:
        '\nÖrnekler:\n  subterra join 192.168.1.20:7447/RIVER-7Q4KXM\n  subterra join play.example.org/RIVER-7Q4KXM --name Ben --watch\n\nBağlantı koparsa aynı komutla geri dön: koltukların senin için saklanır.\n',
    },
    serve: {
      description: 'oyuncuların kendi terminallerinden katıldığı odalar için bir sunucu çalıştır (docs/SERVER.md)',
      port: 'dinlenecek port, 0-65535 (0: boş herhangi biri; varsayılan: {{port}})',
      listen: 'dinlenecek adres (varsayılan: bu makinenin her adresi)',
      data: 'odaların saklandığı yer (varsayılan: veri klasörünün server/ klasörü)',
      'tls-cert': 'wss:// bu sertifikayla sun (PEM; --tls-key ile)',
      'tls-key': 'sertifikanın özel anahtarı (PEM)',
      'trust-proxy': 'ters vekil sunucunun arkasında: istemcinin adresi vekilin X-Forwarded-For başlığıdır',
      ssh: 'oyunu bu porttan SSH ile de sun (oyunculara yalnızca ssh yeter)',
      'ssh-only': 'oyunu yalnızca SSH ile sun (subterra join için WebSocket portu yok)',
      'ssh-per-address': 'bir adresten aynı anda açılabilecek SSH oturumu (varsayılan: {{n}})',
      'ssh-sessions': 'toplamda aynı anda açılabilecek SSH oturumu (varsayılan: {{n}})',
      'ssh-idle': 'bu kadar boşta kalan SSH oturumunu, oyununu kaydederek kapat (varsayılan: {{n}})',
      'ssh-host-key': 'SSH sunucu anahtarı (varsayılan: veri klasöründeki, ilk açılışta oluşturulur)',
      'ssh-host': 'oyuncuların yazdığı, menüde gösterilen sunucu adı (varsayılan: bu makinenin adı)',
      examples:
        '\nÖrnekler:\n  subterra serve\n  subterra serve --port 8080 --data /var/lib/subterra\n  subterra serve --tls-cert cert.pem --tls-key key.pem\n  subterra serve --ssh 2222          (oyuncular: ssh -p 2222 HOST)\n',
      'bad-port': '--port 0 ile 65535 arasında bir port numarası olmalı (0: boş herhangi biri), {{got}} değil',
      'bad-listen': '--listen bu makinenin bir IP adresi ya da ana bilgisayar adı olmalı, {{got}} değil',
      'tls-pair': '--tls-cert ile --tls-key birlikte verilir: yalnızca {{given}} yetmez',
      'data-empty': '--data bir klasör ister',
      'cannot-read': '{{file}} okunamıyor: {{why}}',
      'cannot-keep': 'odalar {{dir}} içinde saklanamıyor: {{why}}',
      'cannot-serve': '{{where}} üzerinde sunulamıyor: {{why}}',
      'bad-ssh-port': '--ssh 0 ile 65535 arasında bir port numarası olmalı (0: boş herhangi biri), {{got}} değil',
      'ssh-host-key-empty': '--ssh-host-key bir dosya ister',
      'bad-ssh-host': '--ssh-host bir ana bilgisayar adı ya da adres olmalı, {{got}} değil',
      'ssh-only-port': '--ssh-only WebSocket portu açmaz: --port verme',
      'bad-count': '{{option}} 1 ya da daha büyük bir tam sayı olmalı, {{got}} değil',
      'bad-idle': '--ssh-idle 0dan büyük bir dakika sayısı olmalı, {{got}} değil',
      'ssh-alone': '{{option}} yalnızca --ssh PORT ile verilir',
      'cannot-serve-ssh': '{{where}} üzerinde SSH sunulamıyor: {{why}}',
    },
    error: {
      'see-help': '{{why}} (bkz. subterra --help)',

      internal: 'iç hata: {{why}}',
      'internal-debug': 'iç hata: {{why}} (ayrıntı için SUBTERRA_DEBUG=1 ayarla)',
      'file-internal': '{{file}}: iç hata: {{why}}',
      unknown: 'bilinmiyor',
      'cannot-write': 'çıktı yazılamıyor: {{why}}',
      commands: 'komutlar: {{list}}',
      'unknown-command': 'bilinmeyen komut {{name}}; {{commands}}',
      'unknown-option': "bilinmeyen seçenek '{{option}}'",
      'unknown-option-did-you-mean': "bilinmeyen seçenek '{{option}}' ({{suggestion}} mi demek istedin?)",
      'unknown-option-one-of': "bilinmeyen seçenek '{{option}}' (şunlardan biri mi: {{suggestions}}?)",
      'too-many_one': "'{{command}}' için fazla argüman. {{count}} argüman beklendi, {{got}} verildi: {{details}}.",
      'too-many_other': "'{{command}}' için fazla argüman. {{count}} argüman beklendi, {{got}} verildi: {{details}}.",
      'too-many-top_one': 'fazla argüman. {{count}} argüman beklendi, {{got}} verildi: {{details}}.',
      'too-many-top_other': 'fazla argüman. {{count}} argüman beklendi, {{got}} verildi: {{details}}.',
      'missing-argument': "gerekli argüman eksik: '{{name}}'",
      'needs-value': '--{{name}} bir değer ister: {{allowed}}',
      twice: '--{{name}} iki kez verildi ({{first}} ve {{second}})',
      applies_one: "{{given}} oyun başlatırken geçerlidir, '{{command}}' için değil",
      applies_other: "{{given}} oyun başlatırken geçerlidir, '{{command}}' için değil",
      lang: '--lang {{langs}} olmalı, {{got}} değil',
      'need-tty':
        'oyun etkileşimli bir terminal ister (stdin ve stdout TTY olmalı); kayıtlı bir oyunu terminalsiz denetlemek için: subterra replay FILE --json',
      'viewer-tty': 'tekrar izleyici etkileşimli bir terminal ister; terminalsiz: subterra replay FILE --json',
      'tutorial-tty': 'eğitim etkileşimli bir terminal ister (stdin ve stdout TTY olmalı)',
      'unknown-tutorial': '{{name}} adında bir eğitim yok; eğitimler: {{names}}',
      'save-elsewhere': '{{why}} (başka yere kaydetmek için SUBTERRA_HOME ayarla)',
      skipped: '{{file}} atlandı: {{why}}',
      'cannot-resume': '{{file}} sürdürülemiyor: {{why}}',
      'cannot-replay': '{{file}} yeniden oynatılamıyor: {{why}}',
      'nothing-to-resume': '{{dir}} içinde sürdürülecek bitmemiş oyun yok (bkz. subterra games)',
      'file-error': '{{file}}: {{why}}',
      budget: '--budget-ms {{min}} ile {{max}} arasında tam sayı milisaniye olmalı, {{got}} değil',

      'not-saved-kept': 'oyun kaydedilemedi: {{why}}; son sağlam kayıt {{file}} (devam etmek için: subterra --resume)',
      'not-saved-nothing': 'oyun kaydedilemedi: {{why}}; hiçbir şey kaydedilmedi',
      'could-not-save': 'kaydedilemedi: {{why}}',
    },

    option: {
      players: '{{min}} ile {{max}} arasında bir sayı',
      seed: 'en fazla {{max}} karakterlik herhangi bir metin',
      team: 'virgülle ayrılmış {{min}}-{{max}} mağaracı kimliği, örneğin {{example}}',
      'must-be': '{{name}} {{allowed}} olmalı (verilen: {{got}})',
      'resume-clash':
        '--resume şunlarla birlikte kullanılamaz: {{options}}; sürdürülen oyun başladığı seçenekleri korur',
      'daily-seed': '--daily bugünün mağarasını oynar (tohum daily-YYYY-MM-DD): --seed ile birlikte kullanılamaz',
      'seed-empty': '--seed boş olmamalı',
      'seed-long': '--seed en fazla {{max}} karakter olmalı (verilen: {{n}})',
      'seed-control': '--seed denetim karakteri içermemeli',
      'team-needs': '--team şunu ister: {{allowed}}',
      'team-empty': '--team içinde boş bir mağaracı kimliği var (verilen: {{got}})',
      'team-unknown': '--team: bilinmeyen mağaracı {{got}}; mağaracılar: {{cavers}}',
      'team-twice': '--team: {{got}} mağaracısı iki kez yazılmış',
      'team-size': '--team {{min}} ile {{max}} arasında mağaracı listelemeli (verilen: {{n}})',
      'cavers-players': '--cavers {{cavers}}, --players {{players}} ile uymuyor: {{rule}}',
      'team-cavers': '--team {{n}} mağaracı listeliyor ama --cavers {{cavers}}',
      'team-players': '--team {{n}} mağaracı listeliyor, bu --players {{players}} ile uymuyor: {{rule}}',
    },

    left: {
      over: 'Oyun bitti ({{result}}). Kayıt: {{file}}\nİzlemek için: subterra replay {{file}}',
      'over-short': 'Oyun bitti ({{result}}). Kayıt: {{file}}',
      saved: 'Oyun kaydedildi: {{file}}\nDevam etmek için: subterra --resume',
      'tutorial-done': 'Eğitim bitti ({{result}}). İlk oyunun: subterra',
      'tutorial-saved': 'Eğitim kaydedildi: {{command}} kaldığın yerden sürer',
      result: { gold: 'altın', silver: 'gümüş', bronze: 'bronz', failure: 'başarısızlık' },
    },
  },

  games: {
    none: '{{dir}} içinde kayıtlı oyun yok.\nBir oyun başlat: subterra',
    title_one: '{{dir}} içinde {{count}} kayıtlı oyun, en yenisi önce:',
    title_other: '{{dir}} içinde {{count}} kayıtlı oyun, en yenisi önce:',
    columns: {
      date: 'TARİH',
      seed: 'TOHUM',
      difficulty: 'ZORLUK',
      cavers: 'MAĞARACI',
      result: 'SONUÇ',
      rounds: 'TUR',
      file: 'DOSYA',
    },
    easy: '{{difficulty}} (kolay)',
    players: '({{n}}o)',
    result: {
      gold: 'altın',
      silver: 'gümüş',
      bronze: 'bronz',
      failure: 'başarısızlık',
      unfinished: 'bitmedi',
      'not replayable': 'oynatılamaz',
    },
    newest: 'En yenisini izle:  subterra replay {{file}}',
    resume: 'Bitmemiş son oyuna devam et:  subterra --resume',
  },
} as const;
