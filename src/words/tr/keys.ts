// The player's own keys in Turkish (settings.json's keyLayout and keys): why a key map is refused.

export const keys = {
  keymap: {
    layout: 'settings.json: keyLayout {{layouts}} olmalı, {{got}} değil',
    'not-object': 'settings.json: keys oyun tuşlarını tuşlara eşlemeli, örneğin {"reveal": "v"}; verilen: {{got}}',
    unknown: 'settings.json: keys: böyle bir oyun tuşu yok: {{got}} (oyun tuşları: {{names}})',
    'not-a-key': 'settings.json: keys: {{name}} yazdırılabilir tek bir karakter olmalı; verilen: {{got}}',
    reserved: 'settings.json: keys: {{name}} için {{got}} olmaz, o tuş şunlara ayrılmış: {{what}}',
    'reserved-what': 'seçimler, karo boyu, izleme ve bakma',
    clash: 'settings.json: keys: {{key}} hem {{a}} hem {{b}}',
    room: 'settings.json: keys: {{name}} için {{got}} olmaz, odada o tuş şuna ayrılmış: {{what}}',
    'room-chat': 'sohbet',
    'room-seats': 'koltuklar',
  },
} as const;
