// The words of the game served over SSH in Turkish: the menu after `ssh -p PORT HOST`, and the lines
// a refused or closed session ends with (see src/words/en/ssh.ts).

export const ssh = {
  ssh: {
    menu: {
      title: 'SUB TERRA · SSH üzerinden',
      who: '{{name}} olarak oynuyorsun · {{as}}',
      key: 'anahtarın {{fingerprint}}',
      guest: 'misafir: oyunların bir gün saklanır (saklanmaları için bir SSH anahtarıyla bağlan)',
      solo: 'Yeni tek kişilik oyun',
      resume: 'Son oyununa devam et',
      tutorial: 'Eğitim',
      deeper: 'Eğitim: Derinlere',
      host: 'Oda aç',
      join: 'Koduyla bir odaya katıl',
      watch: 'Bir odayı izle',
      stats: 'İstatistikler',
      quit: 'Çık',
      keys: '↑↓ seç · Enter aç · harf kendi satırını açar · q çık',
      'code-prompt': 'Oda kodu: {{code}}▏',
      'code-keys': 'Enter {{what}} · Esc geri',
      'bad-code': '"{{code}}" bir oda kodu değil (RIVER-7Q4K gibi)',
      'no-stats': 'Henüz biten oyun yok.',
      'stats-keys': 'Esc geri',
      'join-direct': 'ya da doğrudan bir odaya: ssh -p {{port}} KOD@{{host}}',
    },
    'lobby-line': '  {{line}}',
    'cannot-open': 'Açılamıyor: {{why}}',
    'no-resume': 'Devam edilecek bitmemiş oyun yok.',
    'cannot-join': '{{room}} odasına girilemiyor: {{why}}',
    bye: 'Hoşça kal. Yeniden gelmek için: ssh -p {{port}} {{host}}',
    idle: '{{minutes}} dakika hiçbir tuşa basılmadığı için kapatıldı; oyunun kaydedildi (menüden devam edebilirsin).',
    'need-pty':
      'subterra: bu sunucu oyunu bir terminalde oynatır, başka hiçbir şey çalıştırmaz: ssh -t -p {{port}} {{host}} ile bağlan',
    full: 'subterra: sunucu dolu; daha sonra yeniden dene.',
    'address-full': 'subterra: adresinden aynı anda çok fazla oturum var.',
    'shutting-down': 'Sunucu kapanıyor; oyunun kaydedildi.',
    key: {
      'pub-only':
        'SSH sunucu anahtarı {{file}} yok ama açık yarısı {{file}}.pub duruyor: anahtarı geri koy (oyuncuların istemcileri onu tanıyor) ya da yenisinin yapılması için {{file}}.pub dosyasını sil',
      'cannot-make': 'SSH sunucu anahtarı {{file}} oluşturulamıyor: {{why}}',
      'made-unreadable': 'oluşturulan anahtarlar geri okunamadı',
      'cannot-read': 'SSH sunucu anahtarı {{file}} okunamıyor: {{why}}',
      unreadable:
        'SSH sunucu anahtarı {{file}} subterranın okuyabileceği bir özel anahtar değil (şifresiz bir OpenSSH ed25519 anahtarı)',
      'not-ed25519': 'SSH sunucu anahtarı {{file}} bir ed25519 özel anahtarı değil ({{type}})',
      'not-ed25519-public': 'SSH sunucu anahtarı {{file}} bir ed25519 özel anahtarı değil ({{type}}, açık anahtar)',
      missing: 'yok',
      denied: 'izin yok',
      folder: 'bir klasör',
    },
  },
} as const;
