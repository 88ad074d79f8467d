// The tutorial in Turkish: its lessons, what the guide says at each step ({x}: the key of action x,
// as the menu shows it; the arrows, Enter, Space and . are the keys the step waits for), and the
// guide's own lines; the keys by their names.

export const tutorial = {
  tutorial: {
    lesson: {
      welcome: 'Hoş geldin',
      reveal: 'Karo açmak',
      move: 'Yürümek',
      exert: 'Aksiyon puanı ve Gayret',
      explore: 'Keşfet',
      frontier: 'Keşif sınırı',
      phases: 'Dört aşama',
      flood: 'Su ve Sel Baskını',
      run: 'Koş',
      pace: 'Karo çekme hızı',
      exit: 'Çıkış',
      swim: 'Yüzmek',
      gas: 'Gaz Kaçağı',
      heal: 'İyileştirmek',
      cavein: 'Göçük',
      rubble: 'Göçük kazmak',
      horrors: 'Kabuslar',
      firstaid: 'İlk Yardım',
      hide: 'Gizlenmek',
      escape: 'Kaçış',
      direct: 'Yönlendir',
      result: 'Sonuç',
      deeper: 'Derinlere',
      deck: 'Tehlike destesi',
      drop: 'Yokuşlar',
      rope: 'İpler',
      ledge: 'Yamaçlar',
      nearest: 'En yakın kurban',
      tunnel: 'Tüneller',
      look: 'Kareye bakmak',
      hint: 'İpucu',
      repel: 'Defet',
      outoftime: 'Zaman Kalmadı',
      'way-out': 'Çıkış yolu',
    },
    step: {
      'welcome-1':
        'Dört mağaracı bir mağarada mahsur kaldı: zaman bitmeden hepsini Çıkışa ulaştır. Mağara (solda) sen açtıkça büyür; panel (sağda) her mağaracının canını ♥ ve yapabileceği aksiyonları gösterir.',
      'welcome-2':
        'Zamanın tehlike destesidir (panelde Tehlike): her tur bir kart. Bir turda her mağaracı 2 aksiyon puanıyla (AP) oynar, sonra kabuslar ilerler, sonra bir tehlike kartı açılır. Burada kartlar her türü göstermek için sırayla gelir.',
      'welcome-3':
        'Her notu oku, sonra Enter ya da Boşluk. Tuş istendiğinde eğitim o tuşları bekler (alttaki satır gösterir) ve başka bir tuşun neden reddedildiğini söyler. q her an çıkar; subterra tutorial buraya geri getirir.',
      'reveal-1':
        'Önce Lider (▶8) oynar: ilk mağaracı pulu ★ onda. Başlangıç karosu her yöne açık; her ?, bir karonun açılabileceği bir karedir.',
      'reveal-2':
        'İncele (1 AP): {reveal}, sonra kuzey için ↑. Destenin en üstteki karosu orada çift çerçeveyle belirir; → ya da Boşluk onu çevirir. Kuzey, doğu ve güneye açık, tam istediğimiz gibi: Enter yerleştirir.',
      'move-1':
        'Oklar (ya da h j k l) 1 AP ile bağlı bir karoya yürütür: karşılıklı iki taraf da açık olmalı. Yeni karoya geçmek için ↑ tuşuna bas.',
      'exert-1':
        'İki AP de harcandı. Bir mağaracı sırasında bir kez Gayret ({exert}) kullanabilir: şimdi bir AP daha, sıranın sonunda da bir yetenek zarı (zar: 4 ya da üstü başarılı; başarısızlık 1 can kaybettirir). {exert} tuşuna bas.',
      'exert-2':
        'Onu harca: doğuya karo aç ({reveal}, →, Enter). Bir Gaz karosu (g): bir Gaz Kaçağı kartı açılana dek zararsız.',
      'exert-3':
        'Sırayı . ile bitir (Enter da bitirir; AP kaldıysa önce sorar). Şimdi gayret zarı: Lider attığı her zara 1 ekler.',
      'explore-1':
        'Sıra Doktorda. Keşfet (1 AP), tek aksiyonda bir İncele ve yeni karoya bir adımdır: {explore}, sonra →, sonra Enter. Masadaki gibi, hangisini yapacağını karoyu görmeden seç.',
      'explore-2':
        "Bir Su karosu (~): bir Sel Baskını kartı gelince onu sel basar. Doktor son AP'sini saklıyor: . sırayı hemen bitirir, AP kalsın kalmasın.",
      'frontier-1':
        'Koruma (7) 5 canla başlar. Boş karelere bakan açık taraflar (? işaretleri) keşif sınırıdır: mağara yalnızca orada büyür. Batıya karo aç: {reveal} ←, doğu, güney ve batıya açılacak şekilde çevirmek için →, Enter.',
      'frontier-2':
        'Bir Göçme riskli karo: üstündeki iki sayı, onu çökerten zar sonuçlarıdır. Yerleştirdiğin karo sana doğru açılmalı ve hiçbir dönüş tüm keşif sınırını kapatamaz. Sırayı bitir: .',
      'phases-1':
        'Tırmanıcı (5) bu tur bekliyor: . tuşuna bas. Son sıradan sonra diğer aşamalar adım adım oynanır: sonraki adım için Boşluk ya da Enter, sona atlamak için Esc.',
      'phases-2':
        'İşte bir tur: sıralar, sonra Kabus Aşaması (henüz kabus yok), sonra Tehlike Aşaması: bir Sarsıntı. Çıkış dışındaki herkes yetenek zarı attı; Koruma 2 attı ve 1 can kaybetti (♥♥♥♥♡).',
      'phases-3':
        'Son olarak Tur Sonu Aşaması: ilk mağaracı pulu ★, 2. turu başlatacak Doktora geçti. Tehlike destesi bir kart azaldı (paneldeki Tehlike): zamanınız böyle tükenir.',
      'flood-1':
        'Doktor suyun üstünde duruyor. Doğuya karo aç: {reveal} →, Enter. Bir Kabus karosu (h): bir Kabus kartı gelince kabuslar bu karolarda belirir.',
      'flood-2': 'Sel Baskınının ne yaptığını görmek için bu tur suda kalıyor: . sırasını bitirir.',
      'run-1':
        'Koş (2 AP): tek aksiyonda en fazla üç adım. {run}, sonra ↑ ve → (yol haritada görünür), sonra Enter: Koruma gaz karosuna koşar.',
      'run-2': 'Sırasını bitir: .',
      'pace-1':
        'Çıkış desteden gelir; açılan her karo onu yaklaştırır. Tırmanıcı güneye karo açıyor: {reveal} ↓, Enter.',
      'pace-2': 'Sırasını bitir: .',
      'pace-3': 'Lider de: {reveal} ↑, Enter.',
      'flood-3': 'Turu . ile bitir ve Tehlike Aşamasını izle.',
      'flood-4':
        'Bir Sel Baskını: her su karosunu sel basar (≈) ve üstündeki her mağaracı 1 can kaybeder: Doktorun 2 canı kaldı. Sel basmış karo öyle kalır: ona yalnızca Yüz (2 AP) ile girilir; çıkmak sıradan bir yürüyüştür.',
      'exit-1': '3. tur: pul Korumada. Gaz karosundan doğuya karo aç: {reveal} →, Enter.',
      'pace-4':
        'Çıkış! Gerçek oyunda destedeki {{deck}} karonun son {{among}} karosundan biridir; 22 kadar tehlike kartı 22 kadar tur demek: 1. turdan itibaren her tur 3 kadar karo aç, yoksa zaman önce biter. Paneldeki Karo ve Tehlike sayılarını izle.',
      'exit-2': 'Üstüne çık: →. Çıkışta bir mağaracı asla can kaybetmez ve hiçbir kabus onu avlamaz.',
      'exit-3': 'Sırasını bitir: .',
      'swim-1':
        'Tırmanıcı, sel basmış karodaki Doktorun yanına gidiyor. Ok tuşuyla oraya girilmez: Yüz ({swim}, sonra →) 2 AP tutar.',
      'swim-2': 'Sırasını bitir: .',
      'swim-3': 'Lider bekliyor: .',
      'swim-4': 'Doktor sel basmış karodan sıradan bir yürüyüşle çıkar: ←.',
      'gas-1': 'Turu bitir: .',
      'gas-2':
        'Gaz Kaçağı: gaz karolarındakiler 2 can kaybeder (kimse yoktu). Sonraki tehlike aşamasına dek gaz karoları sızdırır (!◦ ya da g!): giren 2 can kaybeder.',
      'gas-3': '4. tur. Tırmanıcı batıya, göçme riskli karoya gidiyor: ←',
      'gas-4': 've yine ←.',
      'gas-5': 'Sırasını bitir: .',
      'gas-6':
        'Liderin Çıkışa giden yolu sızan gazdan geçiyor. → tuşuna bas: oyun can kaybettirecek her adımdan önce uyarır. Sonra Esc: yerinde kalır.',
      'gas-7': 'Kaçağın dinmesini bekliyor: .',
      'heal-1':
        "Doktorun 3 candan 2'si var. İyileştir (2 AP): sen ya da karondaki bir mağaracı 1 can kazanır. Karosunda yalnız olduğu için kendini iyileştirir: {heal}.",
      'heal-2': 'Sırasını bitir: .',
      'cavein-1': 'Koruma Çıkışta bekliyor: . Sonra Göçük kartını izle.',
      'cavein-2':
        'Zar 5 geldi: üstünde 5 olan her göçme riskli karo çöktü. Göçük (#) karoyu doldurur ve orada duran 3 can kaybeder: Tırmanıcı bayıldı. Baygın bir mağaracı (haritada ¹-⁸) iyileştirilene dek sıra almaz.',
      'rubble-1': '5. tur. Lider bekliyor: .',
      'rubble-2':
        'Hiçbir mağaracı göçük pulu olan bir karoya giremez (Çevik olan Tırmanıcı hariç). Kaz (2 AP) kendi karonda ya da yanındakinde: {clear}, sonra ←.',
      'rubble-3': 'Tırmanıcıya ulaşmak için bir AP daha: gayret, {exert}.',
      'rubble-4': 'Ve ←.',
      'rubble-5': 'Sırasını bitir: . (gayret zarı şimdi atılır).',
      'horrors-1': 'Koruma bekliyor: . Tırmanıcının sırası geçilir: baygın. Kabus kartını izle.',
      'horrors-2':
        'Kurbanına en yakın kabus karosunda bir kabus (H) belirdi. Kurban, Çıkış dışındaki ayık bir mağaracıdır (asla Gözcü, asla gizlenen biri değil). Her Kabus Aşamasında en yakın kurbanına doğru bir karo ilerler.',
      'horrors-3':
        'Bir mağaracıya ulaşan ya da bir mağaracının üstüne yürüdüğü kabus onun tüm canını alır. Sel, gaz ve göçük kabusları durdurmaz: yalnızca duvarlar durdurur. Her kurbandan 7 karodan uzaktaki kabus kaybolur.',
      'firstaid-1':
        'Doktorun kendi yeteneği İlk Yardım (1 AP): karosundaki başka bir mağaracı 1 can kazanır. {firstaid} tuşuna bas: yeniden canı olan mağaracı ayılır.',
      'firstaid-2': 'Bir aksiyon aynı sırada yine kullanılabilir: {firstaid}.',
      'firstaid-3': 'Sırasını bitir: .',
      'hide-1': 'Koruma bekliyor: .',
      'hide-2':
        'Sırası gelmeden ayıldığı için Tırmanıcı bu tur oynar. Gizlen (2 AP ve zar): başarılı olursa bu tur hiçbir kabus onu kurban seçmez. {hide} tuşuna bas.',
      'hide-3': 'Sırasını bitir: .',
      'hide-4': 'Lider turu bitiriyor: . Kabusun ilerleyişini izle.',
      'hide-5':
        'Kabus selin içinden Doktora doğru ilerledi: Tırmanıcı gizlenince en yakınlar Doktor ile Liderdi; eşitlikte en düşük numara seçilir. Herkes Sarsıntı zarını geçti.',
      'escape-1': '7. tur: çıkma vakti. Koruma Çıkışta bekliyor: .',
      'escape-2':
        'Kabuslar yalnızca Kabus Aşamasında ilerler: birinin yanından geçmek güvenli, turu yakınında bitirmek değil. Koş: {run}, sonra → ↑ →, sonra Enter.',
      'escape-3': 'Çıkış bir adım ötede: bir AP daha için gayret, {exert},',
      'escape-4': 've → ile Çıkışa.',
      'escape-5': 'Sırasını bitir: . Gayret zarı başarısız olabilir, ama Çıkışta hiçbir şey kaybetmez.',
      'direct-1':
        "Liderin yeteneği Yönlendir (1 AP, turda bir kez): başka bir mağaracı hemen 1 AP'lik bir aksiyon yapar. {direct}, sonra Doktor için 6, sonra onu doğuya yürütmek için →.",
      'direct-2': 'Lider: bir AP daha için {exert},',
      'direct-3': 'sonra gazın içinden → (kaçak bitti),',
      'direct-4': 've → ile Çıkışa.',
      'direct-5': 'Sırasını bitir: .',
      'result-1':
        'Her ayık mağaracı Çıkışta olunca oyun hemen biter. Madalya arkada kalanları sayar (baygın ya da karanlıkta kaybolan): hiç yoksa Altın, bir Gümüş, iki Bronz, üç ya da daha fazla Başarısızlık.',
      'result-2': 'Altın için Doktoru eve getir: {run}, sonra ↑ → →, sonra Enter.',
      // ---- Deeper (Derinlere), the second tutorial.
      'deeper-1':
        'Derinlere: yokuşlar, yamaçlar ve tünellerle dolu bir mağara, kurbanını seçmesi gereken bir kabus ve son kart, Zaman Kalmadı. Dört mağaracı; ilk mağaracı pulu ★ Tırmanıcıda (5).',
      'deeper-2':
        'İki kez ne yapacağını sen seçeceksin; sonraki not seçiminin ne yaptığını söyler. Karolar, kartlar ve zarlar ilk eğitimdeki gibi sabit; her kural oyunun kendi kuralı.',
      'deck-1':
        'Önce zaman. {deck} tuşuna bas: tehlike destesi türlerine göre sayılır, her kartın sıradaki olma şansıyla. İki kart kaldı, sonra Zaman Kalmadı. Kapatmak için yine {deck}.',
      'drop-1':
        'Tırmanıcı kuzeyi keşfediyor: {explore}, ↑, Enter. Yeni karo bir Yokuş: oku (↑) onu açan mağaracıdan uzağa, mağaranın derinlerine doğru bakar.',
      'drop-2':
        'Yokuştan inmek serbesttir; okuna karşı geri tırmanmak ise ip olmadan olmaz. Dene: ↓ tuşuna bas ve oyunun neden reddettiğini oku.',
      'rope-1':
        'Seçim senin, son AP ile: Hızlı Düğüm ({quickknot}, 1 AP, zarsız: Tırmanıcıya özgü) yokuşa ip bağlar; ya da ipsiz sırasını bitir: . (nokta).',
      'rope-2':
        'Bağlandı. İpli bir yokuş (ya da yamaç) iki yönde de sıradan bir karodur: artık herkes buradan geri tırmanabilir. İp oyun boyunca kalır; 6 tane var. Sırasını bitir: .',
      'rope-3':
        'İp yok: yokuş tek yönlü kalır. Bugün kimsenin geri tırmanması gerekmiyor, bir şey kaybetmezsin; ama geri dönmek zorunda kalan bir ekip, biri ip bağlayana dek aşağıda kalırdı.',
      'ledge-1': 'Lider (8) onun ardından yokuştan iniyor: ↑.',
      'ledge-2':
        'Kuzeyi inceliyor: {reveal}, ↑, Enter. Bir Yamaç: üstüne ip asılana dek okunun gösterdiği yandan hiçbir şey çıkamaz; ne Yürü, ne İncele, ne Keşfet.',
      'ledge-3': 'Sırasını bitir: .',
      'nearest-1':
        "Doktor (6) Başlangıç'ın doğusunu inceliyor: {reveal}, →, Enter. Bir Kabus karosu: bir Kabus kartı açılınca, kurbanına en yakın kabus karosunda bir kabus belirir.",
      'nearest-2': 'O da yokuştan iniyor: ↑.',
      'nearest-3': 'Sırasını bitir: .',
      'nearest-4': 'Koruma (7) da onlara katılıyor: ↑. Dördü de yokuşta, kabus karosuna 2 karo uzakta.',
      'nearest-5': 'Sırayı bitir: . Sonra aşamalar oynanır: her adım için Boşluk ya da Enter, atlamak için Esc.',
      'nearest-6':
        'Bir Kabus kartı: bir kabus (H) belirdi. {hunts} tuşuna bas: tahta her kabusun kurbanını ve gideceği yolu gösterir. (Yine {hunts} onları gizler.)',
      'nearest-7':
        'Kurbanı, Çıkış dışındaki en yakın ayık mağaracıdır. Dördü de 2 adım uzakta: eşitlikte en düşük numaralı mağaracı seçilir, yani Doktor (6) değil Tırmanıcı (5).',
      'ledge-4':
        '2. tur. Lider yamaca çıkıyor: ↑. Mağara yamacın kuzeyinde sürüyor, ama oku kuzeyi gösteriyor: ip asılana dek o yol kapalı.',
      'rope-4':
        "İp As (2 AP ve bir yetenek zarı) her mağaracının aksiyonudur. Liderin 1 AP'si kaldı: üçüncüsü için Gayret ({exert}).",
      'rope-5':
        'İp As: {rope}. Zarda 4 ya da üstü ipi asar (Lider 1 ekler); başarısız olursa AP harcanır ve ip asılmaz.',
      'rope-6': 'İp tuttu: yamaç artık iki yönde de sıradan bir karo. Sırasını bitir: . (ardından gayret zarı).',
      'tunnel-1': 'Doktor yamaca çıkıyor: ↑.',
      'tunnel-2':
        'İp asılı, kuzeyi inceleyebilir: {reveal}, ↑, Enter. Bir Tünel: içine yalnızca Eğil (2 AP) ile ya da açılırken Keşfet ile girilir; Tırmanıcı (Çevik) yürüyüp girer.',
      'tunnel-3': 'Sırasını bitir: .',
      'look-1':
        'Koruma bekliyor. Önce bak: {look} kareye bakmayı başlatır; ↓ sonra → imleci kabusun üstüne götürür, panel orada ne olduğunu söyler. Esc çıkar.',
      'look-2': 'Tırmanıcının yanında kalıyor; ikisi de kabusa 2 adım uzakta. Sırasını bitir: .',
      'hint-1':
        'Tırmanıcının sırası. {hint} yapay zekâdan ipucu ister: görebildiklerine göre bir aksiyon ve nedeni. Yine {hint} onu oynardı; şimdi değil.',
      'hint-2':
        'Ders için yine de kalıyor: sırasını . ile bitir. Sonra kabus ilerler; Tırmanıcı da Koruma da 2 adım uzakta: hangisini seçtiğini izle.',
      'nearest-8':
        "Tırmanıcıya doğru ilerledi: eşitler arasında en düşük numara önce gelir (7'den önce 5). Gaz Kaçağı hiç gaz karosu bulamadı, bir şey olmadı.",
      'tunnel-4': '3. tur. Doktor tünele eğilerek giriyor: {squeeze}, ↑ (2 AP).',
      'tunnel-5': 'Bir AP daha için Gayret ({exert})…',
      'tunnel-6': '…ve kuzeyi incele: {reveal}, ↑, Enter. Çıkış!',
      'tunnel-7': 'Sırasını bitir: . (gayret zarı).',
      'repel-1':
        'Seçim senin: kabus Korumanın hemen güneyinde. Defet ({repel}, ↓, 1 AP) onu mağaradan çıkarır; ya da onu bırak ve yamaca çık: ↑.',
      'repel-2':
        'Gitti: defedilen kabus mağaradan çıkar, artık seni avlayan yok (bir Kabus kartı yenisini getirebilir). Koruma yamaca çıkıyor: ↑.',
      'repel-3': 'Sırasını bitir: .',
      'repel-5':
        'Kabus kalıyor ve avlanıyor: kurbanını ve gideceği yolu görmek için {hunts} tuşuna bas; yine {hunts} onları gizler.',
      'repel-4':
        'Bir kabus turda bir karo, Kabus Aşamasında ilerler: bir adım geriden seni izler, önde kalan mağaracılara yetişemez. Sırasını bitir: .',
      'tunnel-8': 'Tırmanıcı Çevik: tünellere sıradan yürüyüşle girer. ↑ ile yamaca…',
      'tunnel-9': '…ve ↑ ile tünele: 1 AP.',
      'tunnel-10': 'Sırasını bitir: .',
      'outoftime-1':
        "Liderin sırası. {deck} tuşuna bas: Zaman Kalmadı'dan başka kart kalmadı ve bu turun Tehlike Aşaması onu açar. Yine {deck} sayfayı kapatır.",
      'outoftime-2':
        "Zaman Kalmadı'dan sonra her Tehlike Aşamasında Çıkış dışındaki her mağaracı zar atar; başaramayan karanlıkta kaybolur, sonsuza dek. Tünele eğil: {squeeze}, ↑.",
      'outoftime-3': 'Sırasını bitir: . Sonra Tehlike Aşamasını izle.',
      'outoftime-4':
        'Zaman Kalmadı: dördü de zar attı ve bu kez geçti. Çıkışta durmadıkça sonraki tur yine atacaklar. Herkes yukarı!',
      'way-out-1': '4. tur. Koruma tünele eğiliyor: {squeeze}, ↑…',
      'way-out-2': '…bir AP daha için Gayret ({exert})…',
      'way-out-3': '…ve Çıkışa adım atıyor: ↑. Çıkışta hiçbir şey, Zaman Kalmadı bile, bir mağaracıya zarar veremez.',
      'way-out-4': 'Sırasını bitir: . Gayret zarı atılır, ama Çıkışta ona bir şey kaybettirmez.',
      'way-out-5': 'Tırmanıcı: ↑ ile Çıkışa.',
      'way-out-6': 'Sırasını bitir: .',
      'way-out-7': 'Lider: ↑.',
      'way-out-8': 'Sırasını bitir: .',
      'way-out-9': 'En son Doktor: ↑. Her ayık mağaracı Çıkışta durduğu an oyun biter.',
    },
  },

  guide: {
    title: 'Eğitim · {{lesson}} · adım {{i}}/{{n}}',
    over: 'Eğitim bitti: n ilk gerçek oyununu başlatır, q çıkar',
    'over-next': 'Eğitim bitti: {{key}} sonraki eğitim, Derinlere · n gerçek bir oyun · q çık',
    'no-undo': '{{key}} gizli bir şey görülmediyse bir hamleyi geri alır; eğitimde olmaz',
    'read-on': 'Devam: sonraki not için Enter ya da Boşluk · ? yardım · q çık (yerin saklanır)',
    'go-on': 'Enter ya da Boşluk: devam · ? yardım · q çık (eğitim yerini saklar)',
    'go-on-brief': 'Enter ya da Boşluk: devam',
    nothing: 'hiçbir şey',
    'key-is': '{{key}} = {{action}}; ',
    arrows: 'oklar yürütür; ',
    enter: 'Enter sırayı bitirir; ',
    esc: 'Esc geri çıkar; ',
    'not-that-key': 'O tuş değil: {{why}}bu adım şunu bekliyor: {{wanted}}',
    lost: 'Eğitim yerini kaybetti: buradan sonra oyunu izler',
    stuck: 'eğitim devam edemiyor: {{why}}',
    press: 'Bas: {{key}}',
    'press-all': 'Bas: {{key}}   (bu adım: {{keys}})',
    /** A key the next step waits for, pressed while the phases are still shown. */
    'after-phases': 'Aşamalardan sonra: Boşluk ya da Enter sonraki adımı gösterir, Esc atlar',
    choose: 'Seçim senin: {{keys}}',
    or: ' ya da ',
    'not-read': 'Eğitimin okunamadı ({{why}}): baştan başlıyor',
    'not-continued': 'Eğitimin sürdürülemedi ({{why}}): baştan başlıyor',
    'not-tutorial': '{{file}} bir eğitim değil: baştan başlıyor',
    'other-tutorial': '{{file}} başka bir eğitimi tutuyor: bu eğitim baştan başlıyor',
  },

  key: { enter: 'Enter', esc: 'Esc', tab: 'Tab', space: 'Boşluk' },
} as const;
