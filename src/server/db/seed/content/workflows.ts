// Demo workflows for Malaysian SMEs. Step tools and alternatives must match names in tools.ts.
import type { WorkflowSeed } from './types.js';

export const workflows: WorkflowSeed[] = [
  {
    title: 'Hasilkan Kandungan Media Sosial Seminggu',
    goal: 'Siapkan tujuh hantaran lengkap dengan visual dan kapsyen dalam satu sesi kerja.',
    description:
      'Aliran kerja ringkas untuk peniaga kecil yang mahu aktif di Instagram dan Facebook ' +
      'tanpa menghabiskan masa setiap hari memikirkan kandungan.',
    category: 'Marketing',
    difficulty: 'Beginner',
    estimated_time: '2 jam',
    steps: [
      {
        stepNumber: 1,
        task: 'Jana idea kandungan',
        description:
          'Minta AI mencadangkan tujuh idea hantaran berdasarkan produk, promosi semasa dan ' +
          'soalan lazim pelanggan.',
        tools: ['ChatGPT'],
        alternatives: ['Claude', 'Gemini'],
        prompts: ['Kalendar Kandungan 7 Hari'],
      },
      {
        stepNumber: 2,
        task: 'Tulis kapsyen dan hashtag',
        description:
          'Hasilkan kapsyen santai dalam Bahasa Melayu dengan seruan tindakan dan hashtag ' +
          'tempatan yang relevan.',
        tools: ['Copy.ai'],
        alternatives: ['ChatGPT', 'Jasper'],
        prompts: ['Kapsyen Facebook untuk Jualan Kuih dan Produk Buatan Sendiri'],
      },
      {
        stepNumber: 3,
        task: 'Reka visual hantaran',
        description: 'Gunakan templat dan Brand Kit supaya ketujuh-tujuh visual kelihatan seragam.',
        tools: ['Canva'],
        alternatives: ['Adobe Firefly', 'Predis.ai'],
        prompts: ['Prompt Imej Foto Produk Gaya Hidup'],
      },
      {
        stepNumber: 4,
        task: 'Semak dan suaikan',
        description:
          'Baca semula setiap kapsyen, betulkan harga serta tarikh dan pastikan nada sesuai ' +
          'dengan jenama.',
        tools: ['ChatGPT'],
        alternatives: ['Grammarly'],
      },
      {
        stepNumber: 5,
        task: 'Jadualkan hantaran',
        description:
          'Muat naik semua hantaran ke penjadual dan tetapkan waktu mengikut waktu aktif ' +
          'pengikut anda.',
        tools: ['Buffer'],
        alternatives: ['Predis.ai', 'Zapier'],
      },
    ],
  },
  {
    title: 'Automasi Balasan E-mel Pelanggan',
    goal: 'Balas pertanyaan lazim pelanggan secara automatik dalam masa beberapa minit.',
    description:
      'Kategorikan e-mel masuk dengan AI, jana draf balasan berdasarkan soalan lazim ' +
      'perniagaan dan hanya serahkan kes rumit kepada staf.',
    category: 'Automation',
    difficulty: 'Intermediate',
    estimated_time: '3 jam',
    steps: [
      {
        stepNumber: 1,
        task: 'Kumpul soalan lazim dan jawapan',
        description:
          'Senaraikan 20 soalan paling kerap bersama jawapan rasmi tentang harga, penghantaran ' +
          'dan pemulangan.',
        tools: ['Notion AI'],
        alternatives: ['ChatGPT', 'Claude'],
        prompts: ['Arahan Sistem untuk Chatbot Khidmat Pelanggan'],
      },
      {
        stepNumber: 2,
        task: 'Tetapkan pencetus e-mel baharu',
        description: 'Sambungkan Gmail atau Outlook supaya setiap e-mel masuk memulakan automasi.',
        tools: ['Zapier'],
        alternatives: ['Make', 'n8n'],
      },
      {
        stepNumber: 3,
        task: 'Kategorikan e-mel dengan AI',
        description:
          'Gunakan langkah AI untuk mengenal pasti jenis pertanyaan seperti status pesanan, ' +
          'harga atau aduan.',
        tools: ['Zapier', 'ChatGPT'],
        alternatives: ['Make', 'Claude'],
      },
      {
        stepNumber: 4,
        task: 'Jana draf balasan',
        description:
          'Hasilkan draf balasan yang mesra berdasarkan soalan lazim dan simpan sebagai draf, ' +
          'bukan terus dihantar.',
        tools: ['ChatGPT'],
        alternatives: ['Claude', 'Gemini'],
        prompts: ['Balas Pertanyaan Pelanggan di WhatsApp atau E-mel'],
      },
      {
        stepNumber: 5,
        task: 'Hantar kes rumit kepada staf',
        description:
          'Aduan dan pertanyaan luar biasa dihantar ke Slack atau WhatsApp staf untuk ' +
          'tindakan segera.',
        tools: ['Zapier'],
        alternatives: ['Make', 'n8n'],
      },
      {
        stepNumber: 6,
        task: 'Semak prestasi setiap minggu',
        description:
          'Semak draf yang diubah oleh staf dan kemas kini senarai soalan lazim supaya balasan ' +
          'AI makin tepat.',
        tools: ['Notion AI'],
        alternatives: ['ChatGPT'],
      },
    ],
  },
  {
    title: 'Bina Landing Page dengan AI',
    goal: 'Terbitkan landing page produk yang siap menerima tempahan dalam satu hari.',
    description:
      'Dari kajian pelanggan hingga penerbitan, aliran kerja ini menggunakan AI untuk menulis ' +
      'copy, mereka visual dan menjana kod landing page tanpa pembangun sepenuh masa.',
    category: 'Coding',
    difficulty: 'Intermediate',
    estimated_time: '5 jam',
    steps: [
      {
        stepNumber: 1,
        task: 'Kenal pasti masalah pelanggan',
        description:
          'Kumpul ulasan dan soalan pelanggan, kemudian minta AI merumuskan tiga masalah ' +
          'utama yang diselesaikan oleh produk anda.',
        tools: ['Perplexity', 'ChatGPT'],
        alternatives: ['Gemini', 'Claude'],
      },
      {
        stepNumber: 2,
        task: 'Tulis copy landing page',
        description:
          'Hasilkan tajuk utama, kelebihan produk, testimoni dan seruan tindakan mengikut ' +
          'struktur AIDA.',
        tools: ['Claude'],
        alternatives: ['ChatGPT', 'Copy.ai'],
        prompts: ['Copy Landing Page Produk Satu Halaman'],
      },
      {
        stepNumber: 3,
        task: 'Sediakan visual dan imej produk',
        description: 'Jana imej hero dan ikon yang sepadan dengan warna jenama anda.',
        tools: ['Midjourney', 'Canva'],
        alternatives: ['Adobe Firefly', 'DALL-E'],
        prompts: ['Prompt Imej Foto Produk Gaya Hidup'],
      },
      {
        stepNumber: 4,
        task: 'Lakar reka letak halaman',
        description: 'Susun bahagian halaman dan semak rupa di telefon sebelum menjana kod.',
        tools: ['Figma'],
        alternatives: ['Canva'],
      },
      {
        stepNumber: 5,
        task: 'Jana kod halaman',
        description:
          'Tampal copy dan penerangan reka letak ke pembina AI untuk menghasilkan halaman yang ' +
          'responsif.',
        tools: ['v0'],
        alternatives: ['Lovable', 'Bolt.new'],
      },
      {
        stepNumber: 6,
        task: 'Sambungkan borang tempahan',
        description:
          'Hubungkan borang kepada Google Sheets dan e-mel supaya setiap tempahan direkodkan ' +
          'secara automatik.',
        tools: ['Zapier'],
        alternatives: ['Make', 'n8n'],
      },
      {
        stepNumber: 7,
        task: 'Terbit dan uji',
        description:
          'Terbitkan halaman, uji borang di telefon dan komputer, kemudian kongsi pautan di ' +
          'media sosial.',
        tools: ['v0'],
        alternatives: ['Lovable', 'Replit'],
      },
    ],
  },
  {
    title: 'Cipta Poster Promosi Jualan Kilat',
    goal: 'Siapkan poster promosi untuk Instagram dan WhatsApp dalam masa 30 minit.',
    description:
      'Aliran kerja pantas untuk jualan kilat, cuti umum atau musim perayaan apabila anda ' +
      'perlukan poster dengan segera.',
    category: 'Design',
    difficulty: 'Beginner',
    estimated_time: '30 minit',
    steps: [
      {
        stepNumber: 1,
        task: 'Tulis tajuk dan teks tawaran',
        description:
          'Minta AI mencadangkan lima tajuk promosi yang pendek dan jelas, kemudian pilih satu.',
        tools: ['ChatGPT'],
        alternatives: ['Copy.ai', 'Gemini'],
        prompts: ['Teks Poster Jualan Kilat'],
      },
      {
        stepNumber: 2,
        task: 'Reka poster daripada templat',
        description:
          'Pilih templat, buang latar belakang foto produk dan masukkan teks tawaran serta logo.',
        tools: ['Canva'],
        alternatives: ['Adobe Firefly'],
        prompts: ['Reka Letak Poster Promosi di Canva'],
      },
      {
        stepNumber: 3,
        task: 'Ubah saiz dan kongsi',
        description:
          'Hasilkan versi Post, Story dan status WhatsApp, kemudian kongsi kepada pelanggan.',
        tools: ['Canva'],
        alternatives: ['Predis.ai'],
      },
    ],
  },
  {
    title: 'Kajian Pasaran Ringkas untuk Produk Baharu',
    goal: 'Hasilkan laporan kajian pasaran dua halaman sebelum melancarkan produk baharu.',
    description:
      'Gunakan alat carian AI untuk memahami pesaing, harga pasaran dan keperluan pelanggan ' +
      'di Malaysia sebelum anda melabur dalam stok.',
    category: 'Research',
    difficulty: 'Intermediate',
    estimated_time: '2 jam',
    steps: [
      {
        stepNumber: 1,
        task: 'Tentukan soalan kajian',
        description:
          'Tulis tiga hingga lima soalan utama, contohnya siapa pesaing, julat harga dan ' +
          'saluran jualan popular.',
        tools: ['ChatGPT'],
        alternatives: ['Claude'],
      },
      {
        stepNumber: 2,
        task: 'Cari maklumat pesaing dan harga',
        description:
          'Gunakan carian AI bersumber untuk mengumpul data pesaing di Shopee, Lazada dan laman ' +
          'web jenama.',
        tools: ['Perplexity'],
        alternatives: ['Gemini', 'Genspark'],
        prompts: ['Analisis Pesaing Perniagaan'],
      },
      {
        stepNumber: 3,
        task: 'Jana laporan mendalam',
        description:
          'Jalankan Deep Research untuk mendapatkan gambaran trend pasaran dan tingkah laku ' +
          'pengguna.',
        tools: ['Gemini'],
        alternatives: ['Perplexity', 'ChatGPT'],
      },
      {
        stepNumber: 4,
        task: 'Analisis sumber dalam satu tempat',
        description:
          'Masukkan semua pautan dan laporan ke dalam satu buku nota dan tanya soalan susulan.',
        tools: ['NotebookLM'],
        alternatives: ['Claude'],
      },
      {
        stepNumber: 5,
        task: 'Tulis rumusan dan cadangan',
        description:
          'Susun dapatan kepada analisis SWOT ringkas dan cadangan harga, kemudian semak ' +
          'semula fakta utama.',
        tools: ['Claude'],
        alternatives: ['ChatGPT', 'Notion AI'],
        prompts: ['Strategi Penetapan Harga Produk'],
      },
    ],
  },
  {
    title: 'Hasilkan Video Promosi Produk Pendek',
    goal: 'Siapkan video promosi 30 saat untuk TikTok dan Instagram Reels.',
    description:
      'Gabungkan skrip AI, suara latar, klip video AI dan suntingan pantas untuk menghasilkan ' +
      'video promosi yang profesional dengan bajet kecil.',
    category: 'Video',
    difficulty: 'Intermediate',
    estimated_time: '3 jam',
    steps: [
      {
        stepNumber: 1,
        task: 'Tulis skrip dan papan cerita',
        description:
          'Hasilkan skrip 30 saat dengan cangkuk tiga saat pertama dan pecahkan kepada lima ' +
          'babak.',
        tools: ['ChatGPT'],
        alternatives: ['Claude', 'Gemini'],
        prompts: ['Papan Cerita Video Promosi', 'Skrip Video TikTok dengan Cangkuk Kuat'],
      },
      {
        stepNumber: 2,
        task: 'Jana klip visual',
        description:
          'Hasilkan klip babak daripada foto produk atau arahan teks untuk melengkapkan ' +
          'rakaman sebenar.',
        tools: ['Runway'],
        alternatives: ['Pika'],
      },
      {
        stepNumber: 3,
        task: 'Rakam suara latar',
        description: 'Tukar skrip kepada suara latar yang semula jadi dalam Bahasa Melayu.',
        tools: ['ElevenLabs'],
        alternatives: ['Murf AI'],
        prompts: ['Skrip Suara Latar Iklan 30 Saat'],
      },
      {
        stepNumber: 4,
        task: 'Cipta muzik latar',
        description: 'Jana muzik instrumental pendek yang sepadan dengan suasana jenama anda.',
        tools: ['Suno'],
        alternatives: ['Udio'],
        prompts: ['Lirik dan Arahan Gaya Jingle Jenama'],
      },
      {
        stepNumber: 5,
        task: 'Sunting dan tambah kapsyen',
        description: 'Gabungkan klip, suara dan muzik, kemudian tambah kapsyen automatik dan logo.',
        tools: ['CapCut'],
        alternatives: ['Descript'],
      },
      {
        stepNumber: 6,
        task: 'Eksport dan uji dua versi',
        description:
          'Eksport dua versi cangkuk yang berbeza dan bandingkan prestasinya selepas 48 jam.',
        tools: ['CapCut'],
        alternatives: ['OpusClip'],
      },
    ],
  },
  {
    title: 'Nota Mesyuarat dan Tindakan Susulan Automatik',
    goal: 'Pastikan setiap mesyuarat menghasilkan ringkasan dan senarai tugasan yang jelas.',
    description:
      'Rakam mesyuarat dalam talian, jana ringkasan secara automatik dan pindahkan tugasan ke ' +
      'ruang kerja pasukan tanpa mencatat nota secara manual.',
    category: 'Productivity',
    difficulty: 'Beginner',
    estimated_time: '45 minit',
    steps: [
      {
        stepNumber: 1,
        task: 'Sambungkan kalendar dan rakam',
        description:
          'Benarkan pembantu mesyuarat menyertai panggilan Zoom, Google Meet atau Teams anda.',
        tools: ['Otter.ai'],
        alternatives: ['Fireflies.ai', 'Notion AI'],
      },
      {
        stepNumber: 2,
        task: 'Semak ringkasan dan item tindakan',
        description:
          'Baca ringkasan automatik dan betulkan nama atau istilah yang tersalah transkrip.',
        tools: ['Otter.ai'],
        alternatives: ['Fireflies.ai'],
        prompts: ['Ringkasan Mesyuarat dan Senarai Tindakan'],
      },
      {
        stepNumber: 3,
        task: 'Pindahkan tugasan ke ruang kerja',
        description:
          'Salin item tindakan ke pangkalan data tugasan dengan pemilik dan tarikh akhir.',
        tools: ['Notion AI'],
        alternatives: ['Microsoft Copilot'],
      },
      {
        stepNumber: 4,
        task: 'Hantar e-mel susulan',
        description:
          'Jana e-mel susulan yang ringkas kepada semua peserta berserta ringkasan dan tugasan.',
        tools: ['ChatGPT'],
        alternatives: ['Microsoft Copilot', 'Gemini'],
      },
    ],
  },
  {
    title: 'Tulis Artikel Blog Mesra SEO',
    goal: 'Terbitkan artikel blog 1,000 patah perkataan yang menarik trafik daripada Google.',
    description:
      'Gunakan AI untuk mencari topik, menyusun kerangka dan menulis draf, tetapi kekalkan ' +
      'pengalaman dan suara anda sendiri supaya artikel lebih dipercayai.',
    category: 'Writing',
    difficulty: 'Beginner',
    estimated_time: '90 minit',
    steps: [
      {
        stepNumber: 1,
        task: 'Pilih topik dan kata kunci',
        description:
          'Cari soalan yang sering ditanya oleh pelanggan anda dan pilih satu kata kunci utama.',
        tools: ['Perplexity'],
        alternatives: ['Gemini', 'ChatGPT'],
      },
      {
        stepNumber: 2,
        task: 'Susun kerangka artikel',
        description:
          'Minta AI menghasilkan tajuk, subtajuk H2 dan H3 serta soalan lazim untuk artikel.',
        tools: ['ChatGPT'],
        alternatives: ['Claude', 'Jasper'],
        prompts: ['Kerangka Artikel Blog Mesra SEO'],
      },
      {
        stepNumber: 3,
        task: 'Tulis draf dengan pengalaman sendiri',
        description:
          'Jana draf setiap bahagian, kemudian tambah contoh, gambar dan pengalaman sebenar ' +
          'perniagaan anda.',
        tools: ['Claude'],
        alternatives: ['ChatGPT', 'Jasper'],
      },
      {
        stepNumber: 4,
        task: 'Semak, gilap dan terbitkan',
        description:
          'Semak ejaan dan kelancaran ayat, tulis meta description dan terbitkan artikel.',
        tools: ['Grammarly'],
        alternatives: ['QuillBot', 'Wordtune'],
        prompts: ['Gilap Tulisan Bahasa Inggeris'],
      },
    ],
  },
  {
    title: 'Hasilkan Podcast Perniagaan Mingguan',
    goal: 'Terbitkan satu episod podcast 15 minit setiap minggu dengan kualiti audio yang jelas.',
    description:
      'Aliran kerja untuk usahawan yang mahu membina kepercayaan melalui podcast, dari ' +
      'perancangan topik hingga klip promosi media sosial.',
    category: 'Audio',
    difficulty: 'Intermediate',
    estimated_time: '4 jam',
    steps: [
      {
        stepNumber: 1,
        task: 'Rancang topik dan garis besar',
        description:
          'Jana senarai topik untuk sebulan dan garis besar episod dengan soalan untuk tetamu.',
        tools: ['ChatGPT'],
        alternatives: ['Claude', 'Gemini'],
      },
      {
        stepNumber: 2,
        task: 'Rakam dan bersihkan audio',
        description:
          'Rakam menggunakan telefon atau mikrofon USB, kemudian buang bunyi bising dan gema.',
        tools: ['Adobe Podcast'],
        alternatives: ['Descript'],
      },
      {
        stepNumber: 3,
        task: 'Sunting melalui transkrip',
        description:
          'Buang perkataan pengisi dan bahagian yang panjang dengan menyunting teks transkrip.',
        tools: ['Descript'],
        alternatives: ['Adobe Podcast'],
      },
      {
        stepNumber: 4,
        task: 'Tambah intro dan muzik',
        description:
          'Jana muzik intro pendek dan suara pengenalan yang konsisten untuk setiap episod.',
        tools: ['Suno', 'ElevenLabs'],
        alternatives: ['Udio', 'Murf AI'],
      },
      {
        stepNumber: 5,
        task: 'Hasilkan klip promosi',
        description:
          'Potong petikan paling menarik kepada klip pendek dengan kapsyen untuk TikTok dan ' +
          'Reels.',
        tools: ['OpusClip'],
        alternatives: ['CapCut', 'Descript'],
      },
    ],
  },
  {
    title: 'AI Agent untuk Mencari Prospek Jualan B2B',
    goal: 'Bina senarai 50 prospek syarikat yang berkelayakan beserta e-mel pengenalan peribadi.',
    description:
      'Gunakan AI agent untuk mencari dan menyelidik syarikat sasaran, kemudian automasikan ' +
      'penulisan e-mel pengenalan dan rekod ke dalam CRM. Sesuai untuk perniagaan B2B.',
    category: 'Agents',
    difficulty: 'Advanced',
    estimated_time: '1 hari',
    steps: [
      {
        stepNumber: 1,
        task: 'Takrifkan profil pelanggan ideal',
        description:
          'Tetapkan industri, saiz syarikat, lokasi dan masalah utama pelanggan yang anda ' +
          'sasarkan.',
        tools: ['Claude'],
        alternatives: ['ChatGPT'],
      },
      {
        stepNumber: 2,
        task: 'Arahkan agent mencari syarikat',
        description:
          'Minta agent melayari web dan menyenaraikan syarikat yang menepati profil dalam ' +
          'bentuk jadual.',
        tools: ['Manus'],
        alternatives: ['Genspark', 'Perplexity'],
      },
      {
        stepNumber: 3,
        task: 'Sahkan dan tapis senarai',
        description:
          'Semak setiap syarikat secara rawak dan buang data yang tidak tepat atau sudah lapuk.',
        tools: ['Perplexity'],
        alternatives: ['Gemini'],
      },
      {
        stepNumber: 4,
        task: 'Bina agent penulis e-mel',
        description:
          'Bina agent yang membaca maklumat syarikat dan menulis e-mel pengenalan yang ' +
          'diperibadikan.',
        tools: ['Relevance AI'],
        alternatives: ['Lindy', 'n8n'],
      },
      {
        stepNumber: 5,
        task: 'Semak draf sebelum dihantar',
        description:
          'Baca sampel draf, laraskan arahan agent dan pastikan setiap e-mel mematuhi PDPA.',
        tools: ['Claude'],
        alternatives: ['ChatGPT', 'Grammarly'],
      },
      {
        stepNumber: 6,
        task: 'Rekod ke CRM dan jadualkan susulan',
        description:
          'Automasikan rekod prospek ke CRM dan peringatan susulan selepas tiga hari bekerja.',
        tools: ['Make'],
        alternatives: ['Zapier', 'n8n'],
      },
    ],
  },
];
