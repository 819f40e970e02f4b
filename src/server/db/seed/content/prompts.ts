// Ready-to-copy demo prompts. Categories come from PROMPT_CATEGORIES in shared/constants.ts.
// Most hold blanks (issue 21, shared/prompt-blanks.ts) that a member fills in before copying;
// names shared between prompts (nama_perniagaan, produk, sasaran_pelanggan, nada) carry a
// member's answer from one prompt to the next. Every blank is written `${nama}` or
// `${nama:contoh}`, never [tanda kurung] (seed/demo-content.test.ts checks it).
import type { PromptSeed } from './types.js';

export const prompts: PromptSeed[] = [
  // Issue 33: what a small seller (kuih, kek, food made at home) needs first, in her own words.
  {
    title: 'Kapsyen Facebook untuk Jualan Kuih dan Produk Buatan Sendiri',
    description:
      'Tulis kapsyen (caption) FB dalam Bahasa Melayu yang mesra untuk jualan kuih, kek atau ' +
      'produk buatan sendiri.',
    prompt_text: [
      'Anda penulis media sosial untuk peniaga kecil di Malaysia.',
      'Tulis 3 kapsyen Facebook dalam Bahasa Melayu santai untuk ${produk:kuih muih} ' +
        'daripada ${nama_perniagaan}.',
      'Maklumat jualan: harga ${harga:RM10 sekotak}, ${tawaran:penghantaran percuma sekitar ' +
        'bandar}, tempahan ditutup ${tarikh_tutup:hari Khamis}.',
      'Setiap kapsyen ada ayat pertama yang menarik perhatian, 2 hingga 3 ayat tentang rasa ' +
        'dan keistimewaan produk, cara membuat tempahan (${cara_tempah:WhatsApp 012-345 6789}) ' +
        'dan 3 hingga 5 hashtag tempatan.',
      'Maksimum 100 patah perkataan setiap kapsyen, emoji secara sederhana, tanpa perkataan ' +
        'Inggeris kecuali yang biasa dipakai pelanggan.',
    ].join('\n'),
    category: 'Marketing',
    difficulty: 'Pemula',
    image_url: null,
    tools: ['ChatGPT', 'Gemini', 'Canva'],
    usage_tips: [
      'Baca kapsyen dengan kuat: jika janggal bila disebut, minta AI menulis semula.',
      'Letak foto produk yang sebenar; kapsyen yang baik tidak menggantikan gambar yang jelas.',
    ],
    tags: ['facebook', 'kapsyen', 'kuih', 'jualan'],
  },
  {
    title: 'Mesej Siaran WhatsApp Buka Tempahan Minggu Ini',
    description:
      'Mesej siaran (broadcast) WhatsApp yang ringkas untuk membuka tempahan kuih atau makanan ' +
      'minggu ini.',
    prompt_text: [
      'Tulis mesej siaran WhatsApp untuk memaklumkan pelanggan tetap ${nama_perniagaan} ' +
        'bahawa tempahan ${produk:kuih muih} minggu ini sudah dibuka.',
      'Menu dan harga: ${menu:karipap RM5 (10 biji), seri muka RM12 (sedulang kecil), ' +
        'kuih lapis RM10 (sekotak)}.',
      'Tarikh ambil atau hantar: ${tarikh_hantar:Sabtu, 10 pagi hingga 12 tengah hari}. ' +
        'Tempahan ditutup: ${tarikh_tutup:Khamis, 9 malam}.',
      'Susun mesej begini: sapaan mesra, satu ayat pembuka, menu bertitik, cara menempah ' +
        '(balas mesej ini dengan nama, menu dan kuantiti) dan ucapan terima kasih.',
      'Maksimum 90 patah perkataan, Bahasa Melayu santai, emoji secukupnya.',
      'Akhiri dengan baris: "Balas BERHENTI jika tidak mahu menerima mesej seperti ini."',
    ].join('\n'),
    category: 'Marketing',
    difficulty: 'Pemula',
    image_url: null,
    tools: ['ChatGPT', 'Gemini'],
    usage_tips: [
      'Hantar melalui senarai siaran WhatsApp Business kepada pelanggan yang menyimpan nombor anda.',
      'Hantar pada waktu yang sama setiap minggu supaya pelanggan menunggu mesej anda.',
    ],
    tags: ['whatsapp', 'tempahan', 'kuih'],
  },
  {
    title: 'Senarai Harga yang Kemas untuk WhatsApp dan Poster',
    description:
      'Susun senarai harga (price list) produk anda supaya mudah dibaca di telefon dan mudah ' +
      'dijadikan poster.',
    prompt_text: [
      'Susun senarai harga untuk ${nama_perniagaan} daripada maklumat ini: ' +
        '${senarai_produk:karipap kentang 10 biji RM5; donat gula 6 biji RM6; kek batik ' +
        'sebiji RM35}.',
      'Beri dua versi:',
      '1. Versi WhatsApp: teks biasa, satu produk sebaris dengan harga di hujung, dikumpulkan ' +
        'mengikut jenis (contoh: kuih, kek, minuman).',
      '2. Versi poster: tajuk pendek, kumpulan produk dengan harga, dan satu baris nota untuk ' +
        'saya salin ke Canva.',
      'Nota untuk pelanggan: ${nota:tempah sehari awal; penghantaran sekitar bandar}.',
      'Jangan ubah harga atau nama produk yang saya beri. Jika ada maklumat yang kurang jelas, ' +
        'tanya saya dahulu.',
    ].join('\n'),
    category: 'Business',
    difficulty: 'Pemula',
    image_url: null,
    tools: ['ChatGPT', 'Gemini', 'Canva'],
    usage_tips: [
      'Tampal senarai harga lama anda seadanya; AI akan menyusunnya.',
      'Semak semula setiap harga sebelum dihantar kepada pelanggan.',
    ],
    tags: ['harga', 'whatsapp', 'poster'],
  },
  {
    title: 'Balas Pertanyaan Pelanggan di WhatsApp atau E-mel',
    description:
      'Balas soalan pelanggan tentang harga, stok, penghantaran atau tempahan dengan sopan ' +
      'dan cepat.',
    prompt_text: [
      'Anda membantu saya membalas mesej pelanggan ${nama_perniagaan}, yang menjual ' +
        '${produk:kuih muih}.',
      'Mesej pelanggan: "${mesej_pelanggan}"',
      'Maklumat yang boleh digunakan: ${maklumat:harga, stok, kawasan penghantaran dan cara ' +
        'bayar}.',
      'Tulis satu balasan dalam Bahasa Melayu yang mesra dan sopan, menjawab soalan dengan ' +
        'tepat, maksimum 60 patah perkataan, dan akhiri dengan langkah seterusnya yang jelas ' +
        '(contoh: sahkan tempahan atau minta alamat).',
      'Jika maklumat tidak cukup untuk menjawab, jangan reka jawapan: tulis satu soalan ringkas ' +
        'untuk saya tanya pelanggan.',
    ].join('\n'),
    category: 'Business',
    difficulty: 'Pemula',
    image_url: null,
    tools: ['ChatGPT', 'Gemini', 'Claude'],
    usage_tips: [
      'Simpan balasan yang baik sebagai "Balasan pantas" dalam WhatsApp Business.',
      'Jangan tampal nombor telefon atau alamat pelanggan ke dalam AI.',
    ],
    tags: ['pelanggan', 'whatsapp', 'balas'],
  },
  {
    title: 'Teks Poster Jualan Kilat',
    description:
      'Tajuk, ayat tawaran dan seruan tindakan yang pendek untuk poster promosi kuih atau ' +
      'produk anda di Canva.',
    prompt_text: [
      'Cadangkan teks untuk poster promosi ${produk:kuih raya} daripada ${nama_perniagaan}.',
      'Tawaran: ${tawaran:diskaun 20% hingga Ahad}.',
      'Beri 5 pilihan tajuk (maksimum 5 patah perkataan setiap satu), 3 ayat tawaran ' +
        '(maksimum 12 patah perkataan) dan 3 seruan tindakan seperti "WhatsApp sekarang".',
      'Teks mesti mudah dibaca dari jauh: perkataan ringkas, tiada ayat panjang, Bahasa Melayu ' +
        'yang betul.',
      'Akhiri dengan cadangan susunan: di mana tajuk, harga dan nombor telefon.',
    ].join('\n'),
    category: 'Design',
    difficulty: 'Pemula',
    image_url: null,
    tools: ['ChatGPT', 'Canva'],
    usage_tips: [
      'Pilih satu tajuk sahaja: poster dengan banyak ayat sukar dibaca di telefon.',
      'Tulis harga dengan besar; itulah yang dicari pelanggan dahulu.',
    ],
    tags: ['poster', 'promosi', 'canva'],
  },
  {
    title: 'Reka Letak Poster Promosi di Canva',
    description:
      'Cadangan susun atur, warna dan fon untuk poster atau flyer promosi kuih dan produk ' +
      'anda, sedia dibuat dalam Canva.',
    prompt_text: [
      'Saya mahu membuat poster promosi ${produk:kuih raya} di Canva untuk ' +
        '${saiz_poster:status WhatsApp dan Instagram Story (1080 x 1920)}.',
      'Teks poster: ${teks_poster}.',
      'Warna jenama: ${warna_jenama:hijau pandan dan krim}. Gaya: ${gaya_poster:ceria dan ' +
        'tradisional}.',
      'Cadangkan 2 reka letak: di mana foto produk, tajuk, harga, logo dan nombor telefon; ' +
        'saiz fon bandingan; warna latar; dan satu kata carian templat Canva bagi setiap satu.',
      'Pastikan teks penting jauh dari tepi supaya tidak terpotong di telefon.',
    ].join('\n'),
    category: 'Design',
    difficulty: 'Pemula',
    image_url: null,
    tools: ['ChatGPT', 'Canva', 'Adobe Firefly'],
    usage_tips: [
      'Taip kata carian templat yang dicadangkan dalam Canva, kemudian ganti foto dan teks.',
      'Gunakan foto produk anda sendiri dengan cahaya siang untuk hasil paling menarik.',
    ],
    tags: ['poster', 'reka-bentuk', 'canva'],
  },
  {
    title: 'Copy Landing Page Produk Satu Halaman',
    description: 'Tulis tajuk, kelebihan, testimoni dan seruan tindakan untuk halaman jualan.',
    prompt_text: [
      'Tulis copy untuk landing page satu halaman bagi ${produk} daripada ${nama_perniagaan}.',
      'Sasaran: ${sasaran_pelanggan}. Masalah utama mereka: ${masalah}.',
      'Susun mengikut AIDA: tajuk utama (maksimum 10 patah perkataan) dan subtajuk; 3 ' +
        'kelebihan dengan satu ayat penerangan setiap satu; ruang untuk 2 testimoni; 3 soalan ' +
        'lazim; dan teks butang (${tindakan:Tempah melalui WhatsApp}).',
      'Bahasa Melayu yang jelas dan meyakinkan, tanpa dakwaan yang tidak boleh dibuktikan.',
    ].join('\n'),
    category: 'Marketing',
    difficulty: 'Pertengahan',
    image_url: null,
    tools: ['ChatGPT', 'Claude'],
    usage_tips: [
      'Tampal ulasan pelanggan sebenar untuk dijadikan testimoni; jangan reka testimoni.',
      'Semak halaman di telefon: tajuk dan butang mesti kelihatan tanpa menatal.',
    ],
    tags: ['landing-page', 'copywriting', 'jualan'],
  },

  // Writing
  {
    title: 'E-mel Susulan kepada Pelanggan',
    description: 'Tulis e-mel susulan yang sopan selepas pelanggan meminta sebut harga.',
    prompt_text: [
      'Anda ialah pegawai khidmat pelanggan untuk ${nama_perniagaan}.',
      'Tulis e-mel susulan kepada ${nama_pelanggan} yang menerima sebut harga untuk ' +
        '${produk} pada ${tarikh}.',
      'Nada: mesra, profesional dan tidak mendesak.',
      'Sertakan satu soalan untuk memahami keperluan mereka dan satu seruan tindakan yang jelas.',
      'Panjang maksimum 150 patah perkataan, dalam Bahasa Melayu.',
    ].join('\n'),
    category: 'Writing',
    difficulty: 'Pemula',
    image_url: null,
    tools: ['ChatGPT', 'Claude', 'Gemini'],
    usage_tips: [
      'Tampal sebut harga asal supaya e-mel merujuk butiran yang tepat.',
      'Minta dua versi dengan nada berbeza dan pilih yang paling sesuai.',
    ],
    tags: ['e-mel', 'pelanggan', 'jualan'],
  },
  {
    title: 'Kerangka Artikel Blog Mesra SEO',
    description: 'Hasilkan kerangka artikel lengkap dengan subtajuk dan soalan lazim.',
    prompt_text: [
      'Bertindak sebagai penulis kandungan SEO yang mahir dalam pasaran Malaysia.',
      'Sediakan kerangka artikel blog untuk kata kunci utama "${kata_kunci}".',
      'Pembaca sasaran: ${sasaran_pembaca:pemilik perniagaan kecil}.',
      'Sertakan: 5 cadangan tajuk, pengenalan ringkas, subtajuk H2 dan H3, ' +
        '3 soalan lazim, dan meta description bawah 155 aksara.',
      'Tulis dalam Bahasa Melayu yang mudah difahami.',
    ].join('\n'),
    category: 'Writing',
    difficulty: 'Pertengahan',
    image_url: null,
    tools: ['ChatGPT', 'Claude', 'Jasper'],
    usage_tips: [
      'Tambah pengalaman atau data perniagaan anda sendiri semasa menulis draf penuh.',
      'Semak kata kunci dengan carian Google sebenar sebelum menulis.',
    ],
    tags: ['blog', 'seo', 'artikel'],
  },
  {
    title: 'Gilap Tulisan Bahasa Inggeris',
    description: 'Perbaiki tatabahasa dan kejelasan teks Bahasa Inggeris tanpa mengubah maksud.',
    prompt_text: [
      'Semak teks Bahasa Inggeris di bawah untuk tatabahasa, ejaan dan kejelasan.',
      'Kekalkan maksud asal dan gaya ${gaya:santai}.',
      'Berikan versi yang telah diperbaiki, kemudian senaraikan 3 kesilapan utama ' +
        'beserta penerangan ringkas dalam Bahasa Melayu.',
      'Teks: ${teks}',
    ].join('\n'),
    category: 'Writing',
    difficulty: 'Pemula',
    image_url: null,
    tools: ['ChatGPT', 'Claude', 'Grammarly'],
    usage_tips: [
      'Baca penerangan kesilapan untuk belajar, bukan sekadar menyalin hasilnya.',
      'Untuk dokumen rasmi, semak sekali lagi dengan Grammarly.',
    ],
    tags: ['tatabahasa', 'bahasa-inggeris', 'suntingan'],
  },

  // Design
  {
    title: 'Prompt Imej Foto Produk Gaya Hidup',
    description: 'Jana imej gaya hidup produk untuk hantaran media sosial dan iklan.',
    prompt_text: [
      'Hasilkan foto gaya hidup realistik untuk ${produk}, sebuah ${jenis_produk}.',
      'Latar: ${latar:dapur rumah teres moden di Malaysia}, waktu pagi dengan cahaya ' +
        'semula jadi.',
      'Produk berada di tengah, fokus tajam, latar belakang sedikit kabur.',
      'Palet warna: ${warna_jenama}. Gaya: fotografi komersial, bersih dan hangat.',
      'Nisbah imej 4:5 untuk Instagram. Jangan masukkan sebarang teks dalam imej.',
    ].join('\n'),
    category: 'Design',
    difficulty: 'Pemula',
    image_url: null,
    tools: ['DALL-E', 'ChatGPT', 'Canva'],
    usage_tips: [
      'Tambah teks harga dan logo kemudian di Canva supaya ejaan tepat.',
      'Jana beberapa versi dan pilih yang paling hampir dengan produk sebenar.',
    ],
    tags: ['imej', 'produk', 'fotografi'],
  },
  {
    title: 'Tukar Idea kepada Prompt Midjourney',
    description: 'Minta AI menukar idea ringkas anda kepada prompt Midjourney yang terperinci.',
    prompt_text: [
      'Anda ialah pakar prompt Midjourney.',
      'Tukar idea berikut kepada 3 prompt Midjourney dalam Bahasa Inggeris: ${idea}.',
      'Setiap prompt mesti menyatakan subjek, latar, pencahayaan, sudut kamera dan gaya visual.',
      'Akhiri setiap prompt dengan parameter --ar ${nisbah:4:5} dan --v 7.',
      'Terangkan secara ringkas dalam Bahasa Melayu perbezaan antara ketiga-tiga prompt.',
    ].join('\n'),
    category: 'Design',
    difficulty: 'Pertengahan',
    image_url: null,
    tools: ['ChatGPT', 'Claude', 'Midjourney'],
    usage_tips: [
      'Midjourney memahami Bahasa Inggeris dengan lebih baik, jadi gunakan prompt yang dijana.',
      'Gunakan rujukan gaya jika mahu semua imej kempen kelihatan seragam.',
    ],
    tags: ['midjourney', 'imej', 'prompt'],
  },
  {
    title: 'Cadangan Identiti Visual Jenama',
    description: 'Dapatkan cadangan warna, fon dan konsep logo untuk jenama baharu.',
    prompt_text: [
      'Saya sedang membina jenama ${nama_jenama} untuk ${jenis_perniagaan} yang menyasarkan ' +
        '${sasaran_pelanggan}.',
      'Nilai jenama: ${tiga_nilai_utama}.',
      'Cadangkan 3 konsep identiti visual. Bagi setiap konsep berikan:',
      '- palet 4 warna dengan kod HEX dan maksudnya',
      '- gandingan fon tajuk dan teks daripada Google Fonts',
      '- idea logo ringkas dan suasana keseluruhan',
    ].join('\n'),
    category: 'Design',
    difficulty: 'Pertengahan',
    image_url: null,
    tools: ['ChatGPT', 'Claude', 'Canva', 'Figma'],
    usage_tips: [
      'Masukkan warna dan fon pilihan ke Brand Kit Canva supaya semua reka bentuk seragam.',
      'Uji kontras warna untuk memastikan teks mudah dibaca.',
    ],
    tags: ['jenama', 'logo', 'warna'],
  },

  // Marketing
  {
    title: 'Kalendar Kandungan 7 Hari',
    description: 'Rancang hantaran media sosial seminggu lengkap dengan idea visual dan kapsyen.',
    prompt_text: [
      'Bertindak sebagai pengurus media sosial untuk ${nama_perniagaan} yang menjual ' +
        '${produk} di ${lokasi:Kuala Lumpur}.',
      'Sediakan kalendar kandungan 7 hari untuk Instagram dan Facebook dalam bentuk jadual.',
      'Lajur: hari, jenis hantaran, idea visual, kapsyen (maksimum 80 patah perkataan), ' +
        'hashtag dan seruan tindakan.',
      'Campurkan kandungan edukasi, testimoni, di sebalik tabir dan promosi.',
      'Gunakan Bahasa Melayu ${nada:santai} yang sesuai untuk ${sasaran_pelanggan}.',
    ].join('\n'),
    category: 'Marketing',
    difficulty: 'Pemula',
    image_url: null,
    tools: ['ChatGPT', 'Gemini', 'Copy.ai'],
    usage_tips: [
      'Nyatakan promosi atau tarikh penting minggu tersebut seperti gaji atau cuti umum.',
      'Salin jadual ke Notion atau Google Sheets untuk dijejaki.',
    ],
    tags: ['media-sosial', 'kalendar', 'kandungan'],
  },
  {
    title: 'Copy Iklan Facebook Berasaskan Formula AIDA',
    description: 'Tulis beberapa variasi copy iklan untuk diuji dalam Meta Ads.',
    prompt_text: [
      'Tulis 3 variasi copy iklan Facebook untuk ${produk} menggunakan formula AIDA.',
      'Sasaran: ${sasaran_pelanggan}. Masalah utama mereka: ${masalah}. ' +
        'Kelebihan produk: ${kelebihan}.',
      'Tawaran: ${tawaran:diskaun 20% hingga Ahad}.',
      'Setiap variasi mesti ada tajuk (maksimum 40 aksara), teks utama (maksimum 125 aksara) ' +
        'dan seruan tindakan.',
      'Elakkan dakwaan yang berlebihan atau yang melanggar polisi iklan Meta.',
    ].join('\n'),
    category: 'Marketing',
    difficulty: 'Pertengahan',
    image_url: null,
    tools: ['ChatGPT', 'Copy.ai', 'Jasper'],
    usage_tips: [
      'Uji ketiga-tiga variasi dengan bajet kecil dan kekalkan yang terbaik.',
      'Pastikan harga dan tawaran sepadan dengan halaman jualan anda.',
    ],
    tags: ['iklan', 'facebook', 'copywriting'],
  },
  {
    title: 'Skrip Mesej Siaran WhatsApp',
    description: 'Hasilkan mesej siaran WhatsApp yang ringkas dan tidak kelihatan seperti spam.',
    prompt_text: [
      'Tulis 3 versi mesej siaran WhatsApp untuk pelanggan sedia ada ${nama_perniagaan}.',
      'Tujuan: memaklumkan ${promosi} yang sah sehingga ${tarikh}.',
      'Setiap mesej maksimum 60 patah perkataan, ${nada:mesra}, dengan emoji secara sederhana.',
      'Mulakan dengan sapaan peribadi menggunakan ${nama_pelanggan} dan akhiri dengan ' +
        'cara mudah untuk membuat tempahan.',
    ].join('\n'),
    category: 'Marketing',
    difficulty: 'Pemula',
    image_url: null,
    tools: ['ChatGPT', 'Gemini', 'Copy.ai'],
    usage_tips: [
      'Hantar hanya kepada pelanggan yang bersetuju menerima mesej promosi.',
      'Sertakan pilihan untuk berhenti menerima mesej supaya pelanggan tidak rasa terganggu.',
    ],
    tags: ['whatsapp', 'promosi', 'pelanggan'],
  },

  // Productivity
  {
    title: 'Ringkasan Mesyuarat dan Senarai Tindakan',
    description: 'Tukar transkrip atau nota mesyuarat kepada ringkasan yang tersusun.',
    prompt_text: [
      'Berikut ialah transkrip mesyuarat: ${transkrip}.',
      'Hasilkan:',
      '1. Ringkasan 5 poin utama',
      '2. Keputusan yang telah dibuat',
      '3. Jadual tindakan dengan lajur tugasan, pemilik dan tarikh akhir',
      '4. Perkara yang masih belum diputuskan',
    ].join('\n'),
    category: 'Productivity',
    difficulty: 'Pemula',
    image_url: null,
    tools: ['ChatGPT', 'Claude', 'Copilot', 'Notion AI'],
    usage_tips: [
      'Buang maklumat sulit sebelum menampal transkrip ke alat AI awam.',
      'Tandakan "tidak dinyatakan" jika pemilik atau tarikh tidak disebut dalam mesyuarat.',
    ],
    tags: ['mesyuarat', 'ringkasan', 'tugasan'],
  },
  {
    title: 'Rancang Minggu Kerja Mengikut Keutamaan',
    description: 'Susun senarai tugasan anda kepada jadual mingguan yang realistik.',
    prompt_text: [
      'Saya ada tugasan berikut minggu ini: ${senarai_tugasan}.',
      'Waktu kerja saya: ${waktu_kerja:9 pagi hingga 6 petang, Isnin hingga Jumaat}.',
      'Kelaskan tugasan menggunakan Matriks Eisenhower.',
      'Kemudian cadangkan jadual harian dengan blok masa fokus, rehat dan masa penampan ' +
        'untuk perkara tidak dijangka.',
    ].join('\n'),
    category: 'Productivity',
    difficulty: 'Pemula',
    image_url: null,
    tools: ['ChatGPT', 'Gemini', 'Copilot', 'Notion AI'],
    usage_tips: [
      'Anggarkan berapa lama setiap tugasan supaya jadual lebih realistik.',
      'Ulang prompt setiap Ahad malam untuk merancang minggu seterusnya.',
    ],
    tags: ['perancangan', 'jadual', 'produktiviti'],
  },

  // Research
  {
    title: 'Ringkasan Kertas Penyelidikan',
    description: 'Fahami kertas akademik dengan cepat melalui ringkasan berstruktur.',
    prompt_text: [
      'Ringkaskan kertas penyelidikan yang dilampirkan dalam Bahasa Melayu.',
      'Struktur: objektif kajian, metodologi, dapatan utama, batasan dan ' + 'implikasi praktikal.',
      'Terangkan istilah teknikal dengan bahasa mudah untuk pelajar tahun pertama.',
      'Akhir sekali, cadangkan 3 soalan kritikal untuk perbincangan dalam kelas.',
    ].join('\n'),
    category: 'Research',
    difficulty: 'Pertengahan',
    image_url: null,
    tools: ['Claude', 'ChatGPT', 'Gemini'],
    usage_tips: [
      'Muat naik fail PDF penuh, bukan abstrak sahaja, untuk ringkasan yang tepat.',
      'Semak semula angka dan petikan penting dengan kertas asal.',
    ],
    tags: ['akademik', 'ringkasan', 'penyelidikan'],
  },
  {
    title: 'Analisis Pesaing Perniagaan',
    description: 'Bandingkan pesaing utama dari segi harga, kekuatan dan kelemahan.',
    prompt_text: [
      'Saya menjalankan ${jenis_perniagaan} di ${lokasi}.',
      'Pesaing utama saya: ${pesaing_1}, ${pesaing_2}, ${pesaing_3}.',
      'Buat jadual perbandingan: produk utama, julat harga, saluran jualan, kekuatan ' +
        'dan kelemahan.',
      'Kemudian cadangkan 3 cara saya boleh membezakan perniagaan saya.',
      'Nyatakan dengan jelas maklumat yang perlu saya sahkan sendiri.',
    ].join('\n'),
    category: 'Research',
    difficulty: 'Pertengahan',
    image_url: null,
    tools: ['ChatGPT', 'Gemini', 'Claude'],
    usage_tips: [
      'Aktifkan carian web supaya maklumat harga lebih terkini.',
      'Sahkan harga dengan melawat kedai dalam talian pesaing sendiri.',
    ],
    tags: ['pesaing', 'kajian-pasaran', 'strategi'],
  },

  // Coding
  {
    title: 'Terangkan Kod Baris demi Baris',
    description: 'Fahami kod yang tidak dikenali dengan penerangan yang mesra pemula.',
    prompt_text: [
      'Anda ialah mentor pengaturcaraan yang sabar.',
      'Terangkan kod ${bahasa_pengaturcaraan} di bawah baris demi baris dalam Bahasa Melayu.',
      'Kemudian nyatakan apa yang kod ini lakukan secara keseluruhan, dan satu cara ' +
        'untuk memperbaikinya.',
      'Kod: ${kod}',
    ].join('\n'),
    category: 'Coding',
    difficulty: 'Pemula',
    image_url: null,
    tools: ['ChatGPT', 'Claude', 'Copilot'],
    usage_tips: [
      'Tanya soalan susulan tentang bahagian yang masih mengelirukan.',
      'Cuba tulis semula kod tersebut sendiri untuk menguji kefahaman anda.',
    ],
    tags: ['kod', 'pembelajaran', 'penerangan'],
  },
  {
    title: 'Nyahpepijat Mesej Ralat',
    description: 'Cari punca ralat dan dapatkan langkah pembaikan yang jelas.',
    prompt_text: [
      'Saya mendapat ralat ini semasa menjalankan ${tindakan}:',
      '${mesej_ralat}',
      'Kod berkaitan: ${kod}. Persekitaran: ${persekitaran:Node.js 20, Windows 11}.',
      'Terangkan punca ralat yang paling mungkin, berikan pembaikan langkah demi langkah, ' +
        'dan cara untuk mengelakkannya pada masa hadapan.',
    ].join('\n'),
    category: 'Coding',
    difficulty: 'Pertengahan',
    image_url: null,
    tools: ['ChatGPT', 'Claude', 'Copilot'],
    usage_tips: [
      'Sertakan mesej ralat penuh, bukan baris pertama sahaja.',
      'Jangan tampal kunci API atau kata laluan bersama kod anda.',
    ],
    tags: ['debug', 'ralat', 'kod'],
  },

  // Audio
  {
    title: 'Skrip Suara Latar Iklan 30 Saat',
    description: 'Tulis skrip suara latar yang sesuai dibaca oleh suara AI atau manusia.',
    prompt_text: [
      'Tulis skrip suara latar 30 saat (kira-kira 75 patah perkataan) untuk iklan ' + '${produk}.',
      'Sasaran: ${sasaran_pendengar}. Nada: ${nada:mesra dan bertenaga}.',
      'Gunakan ayat pendek, elakkan singkatan, dan eja nombor dalam perkataan.',
      'Tandakan jeda dengan "..." dan perkataan yang perlu ditekankan dengan huruf besar.',
    ].join('\n'),
    category: 'Audio',
    difficulty: 'Pemula',
    image_url: null,
    tools: ['ChatGPT', 'Claude', 'Gemini'],
    usage_tips: [
      'Baca skrip dengan kuat dan gunakan jam randik untuk memastikan ia muat 30 saat.',
      'Tampal skrip ke alat suara AI seperti ElevenLabs untuk menjana audio.',
    ],
    tags: ['suara-latar', 'iklan', 'skrip'],
  },
  {
    title: 'Lirik dan Arahan Gaya Jingle Jenama',
    description: 'Hasilkan lirik jingle dan penerangan gaya muzik untuk penjana lagu AI.',
    prompt_text: [
      'Tulis lirik jingle 4 hingga 6 baris dalam Bahasa Melayu untuk ${nama_jenama}, ' +
        'sebuah ${jenis_perniagaan}.',
      'Mesej utama: ${mesej_utama}. Sebut nama jenama sekurang-kurangnya dua kali.',
      'Gunakan rima yang mudah diingati dan sesuai untuk semua peringkat umur.',
      'Kemudian tulis penerangan gaya muzik dalam Bahasa Inggeris (maksimum 120 aksara) ' +
        'yang menyatakan genre, tempo dan alat muzik.',
    ].join('\n'),
    category: 'Audio',
    difficulty: 'Pertengahan',
    image_url: null,
    tools: ['ChatGPT', 'Claude', 'Gemini'],
    usage_tips: [
      'Tampal lirik dan penerangan gaya ke mod Custom dalam Suno.',
      'Pastikan anda menggunakan pelan yang membenarkan penggunaan komersial.',
    ],
    tags: ['jingle', 'muzik', 'lirik'],
  },

  // Video
  {
    title: 'Skrip Video TikTok dengan Cangkuk Kuat',
    description: 'Tulis skrip video pendek yang menarik perhatian dalam tiga saat pertama.',
    prompt_text: [
      'Tulis 3 skrip video TikTok berdurasi 30 saat untuk ${produk}.',
      'Setiap skrip mesti bermula dengan cangkuk 3 saat yang kuat.',
      'Format jadual: masa, visual di skrin, dialog atau suara latar, dan teks di skrin.',
      'Akhiri dengan seruan tindakan yang jelas seperti "klik beg kuning".',
      'Gunakan Bahasa Melayu ${nada:santai ala Malaysia}.',
    ].join('\n'),
    category: 'Video',
    difficulty: 'Pemula',
    image_url: null,
    tools: ['ChatGPT', 'Gemini', 'Claude'],
    usage_tips: [
      'Rakam ketiga-tiga skrip dan lihat cangkuk mana yang paling lama ditonton.',
      'Masukkan trend atau bunyi popular semasa dalam arahan anda.',
    ],
    tags: ['tiktok', 'skrip', 'video-pendek'],
  },
  {
    title: 'Papan Cerita Video Promosi',
    description: 'Pecahkan idea video kepada babak lengkap dengan arahan visual.',
    prompt_text: [
      'Bina papan cerita untuk video promosi ${durasi:60 saat} saat bagi ${produk}.',
      'Mesej utama: ${mesej_utama}. Platform: ${platform:TikTok}.',
      'Untuk setiap babak berikan: nombor babak, durasi, jenis syot, penerangan visual, ' +
        'suara latar dan muzik.',
      'Tambah satu prompt visual dalam Bahasa Inggeris bagi setiap babak untuk penjana ' +
        'video AI.',
    ].join('\n'),
    category: 'Video',
    difficulty: 'Lanjutan',
    image_url: null,
    tools: ['ChatGPT', 'Claude', 'Gemini'],
    usage_tips: [
      'Gunakan prompt visual setiap babak dalam Runway atau Pika.',
      'Kekalkan durasi setiap babak antara 2 hingga 5 saat untuk media sosial.',
    ],
    tags: ['papan-cerita', 'video', 'promosi'],
  },

  // Automation
  {
    title: 'Reka Aliran Kerja Automasi',
    description: 'Tukar proses manual kepada pelan automasi langkah demi langkah.',
    prompt_text: [
      'Saya melakukan proses ini secara manual setiap hari: ${proses}.',
      'Aplikasi yang saya guna: ${alat_sedia_ada:Gmail, Google Sheets, WhatsApp Business}.',
      'Reka aliran kerja automasi untuk Zapier atau Make. Nyatakan pencetus, setiap ' +
        'tindakan, penapis dan di mana langkah AI diperlukan.',
      'Anggarkan masa yang dijimatkan seminggu dan risiko yang perlu saya pantau.',
    ].join('\n'),
    category: 'Automation',
    difficulty: 'Pertengahan',
    image_url: null,
    tools: ['ChatGPT', 'Claude', 'Copilot'],
    usage_tips: [
      'Mulakan dengan satu proses kecil sebelum mengautomasikan yang lebih besar.',
      'Uji automasi dengan data palsu sebelum menggunakan data pelanggan sebenar.',
    ],
    tags: ['automasi', 'zapier', 'aliran-kerja'],
  },
  {
    title: 'Arahan Sistem untuk Chatbot Khidmat Pelanggan',
    description: 'Tulis arahan sistem yang mengawal nada dan had chatbot perniagaan anda.',
    prompt_text: [
      'Tulis arahan sistem untuk chatbot khidmat pelanggan ${nama_perniagaan}.',
      'Chatbot mesti menjawab dalam Bahasa Melayu atau Inggeris mengikut bahasa pelanggan.',
      'Ia hanya menjawab berdasarkan maklumat ini: ${maklumat:soalan lazim, harga dan polisi}.',
      'Jika tidak pasti, ia perlu meminta maaf dan memberi ${hubungan_staf} staf.',
      'Nyatakan nada, perkara yang dilarang, dan 3 contoh soal jawab.',
    ].join('\n'),
    category: 'Automation',
    difficulty: 'Lanjutan',
    image_url: null,
    tools: ['ChatGPT', 'Claude', 'Gemini'],
    usage_tips: [
      'Gunakan arahan ini dalam nod AI Agent n8n, Custom GPT atau Gem.',
      'Uji dengan soalan yang sukar dan luar topik untuk memastikan chatbot tidak mereka jawapan.',
      'Kemas kini maklumat harga dan polisi setiap kali ada perubahan.',
    ],
    tags: ['chatbot', 'khidmat-pelanggan', 'arahan-sistem'],
  },

  // Business
  {
    title: 'Pelan Perniagaan Satu Halaman',
    description: 'Susun idea perniagaan anda kepada Lean Canvas yang ringkas.',
    prompt_text: [
      'Bertindak sebagai perunding perniagaan untuk PKS di Malaysia.',
      'Idea perniagaan saya: ${idea}. Modal permulaan: RM${modal}.',
      'Sediakan Lean Canvas lengkap: masalah, segmen pelanggan, cadangan nilai unik, ' +
        'penyelesaian, saluran, aliran hasil, struktur kos, metrik utama dan kelebihan ' +
        'tidak adil.',
      'Akhiri dengan 3 risiko terbesar dan cara menguji idea ini dengan kos rendah.',
    ].join('\n'),
    category: 'Business',
    difficulty: 'Pertengahan',
    image_url: null,
    tools: ['ChatGPT', 'Claude', 'Gemini', 'Notion AI'],
    usage_tips: [
      'Berikan seberapa banyak konteks tentang pelanggan dan lokasi anda.',
      'Gunakan hasilnya sebagai draf perbincangan, bukan keputusan muktamad.',
    ],
    tags: ['pelan-perniagaan', 'pks', 'strategi'],
  },
  {
    title: 'Strategi Penetapan Harga Produk',
    description: 'Kira harga jualan yang menguntungkan berdasarkan kos dan pasaran.',
    prompt_text: [
      'Bantu saya menetapkan harga untuk ${produk}.',
      'Kos bahan: RM${kos_bahan} seunit. Kos pembungkusan dan penghantaran: RM${kos_penghantaran}.',
      'Yuran platform: ${yuran_platform:10% untuk Shopee}. Harga pesaing: RM${harga_pesaing}.',
      'Kira harga minimum untuk untung ${peratus_untung:30}% dan cadangkan 3 strategi harga ' +
        '(contoh: harga bundle, harga psikologi) dengan kelebihan setiap satu.',
      'Tunjukkan pengiraan dalam jadual.',
    ].join('\n'),
    category: 'Business',
    difficulty: 'Pertengahan',
    image_url: null,
    tools: ['ChatGPT', 'Gemini', 'Copilot'],
    usage_tips: [
      'Semak semula setiap pengiraan dengan kalkulator atau Excel.',
      'Masukkan semua kos tersembunyi seperti caj pembayaran dan pemulangan.',
    ],
    tags: ['harga', 'kewangan', 'e-dagang'],
  },
  {
    title: 'Balas Ulasan Negatif Pelanggan',
    description: 'Tulis balasan profesional kepada ulasan buruk di Google atau Shopee.',
    prompt_text: [
      'Pelanggan meninggalkan ulasan negatif ini: "${ulasan}".',
      'Tulis balasan awam bagi pihak ${nama_perniagaan} yang mengakui masalah, memohon ' +
        'maaf dengan ikhlas tanpa menyalahkan pelanggan, dan menawarkan penyelesaian ' +
        'melalui ${saluran_hubungan:WhatsApp}.',
      'Maksimum 80 patah perkataan, nada tenang dan profesional.',
      'Berikan juga satu versi dalam Bahasa Inggeris.',
    ].join('\n'),
    category: 'Business',
    difficulty: 'Pemula',
    image_url: null,
    tools: ['ChatGPT', 'Claude', 'Grammarly'],
    usage_tips: [
      'Balas dalam tempoh 24 jam untuk menunjukkan anda mengambil berat.',
      'Selesaikan butiran masalah secara peribadi, bukan dalam ruangan ulasan.',
    ],
    tags: ['ulasan', 'pelanggan', 'reputasi'],
  },
  {
    title: 'Kertas Cadangan Geran atau Pembiayaan',
    description: 'Sediakan draf kertas cadangan untuk memohon geran atau pembiayaan PKS.',
    prompt_text: [
      'Bantu saya menulis draf kertas cadangan untuk memohon ${nama_geran}.',
      'Perniagaan: ${perniagaan}. Jumlah dipohon: RM${jumlah_dipohon}.',
      'Tujuan dana: ${tujuan_dana:membeli mesin, pendigitalan, pemasaran}.',
      'Struktur: ringkasan eksekutif, latar belakang syarikat, masalah dan peluang, ' +
        'pelan penggunaan dana, unjuran impak dan jadual pelaksanaan.',
      'Gunakan Bahasa Melayu formal dan senaraikan dokumen sokongan yang mungkin diperlukan.',
    ].join('\n'),
    category: 'Business',
    difficulty: 'Lanjutan',
    image_url: null,
    tools: ['ChatGPT', 'Claude', 'Gemini', 'Notion AI'],
    usage_tips: [
      'Semak syarat rasmi geran di laman web agensi sebelum menulis.',
      'Gantikan semua angka anggaran dengan data kewangan sebenar perniagaan anda.',
      'Minta rakan atau mentor menyemak draf akhir sebelum dihantar.',
    ],
    tags: ['geran', 'pembiayaan', 'pks'],
  },
];
