// Demo tutorials. Step tools must match names in tools.ts.
import type { TutorialSeed } from './types.js';

export const tutorials: TutorialSeed[] = [
  {
    title: 'Asas ChatGPT: Tulis E-mel dan Kapsyen dalam 10 Minit',
    description:
      'Pelajari cara menulis arahan (prompt) yang jelas supaya ChatGPT menghasilkan e-mel ' +
      'pelanggan dan kapsyen media sosial yang sesuai dengan nada perniagaan anda.',
    youtube_id: 'qR7vKm2TzLw',
    duration: '18 minit',
    instructor: 'Nurul Aina Kamarudin',
    difficulty: 'Pemula',
    category: 'Writing',
    steps: [
      {
        title: 'Daftar dan kenali antara muka',
        description:
          'Cipta akaun percuma di chatgpt.com dan kenali ruang sembang, sejarah perbualan ' +
          'serta butang muat naik fail.',
        tools: ['ChatGPT'],
      },
      {
        title: 'Formula prompt: peranan, tugasan, konteks, format',
        description:
          'Beritahu ChatGPT siapa ia, apa yang perlu dibuat, siapa pembacanya dan format ' +
          'jawapan yang anda mahukan.',
        tools: ['ChatGPT'],
      },
      {
        title: 'Tulis e-mel susulan kepada pelanggan',
        description:
          'Hasilkan draf e-mel, kemudian minta ChatGPT memendekkan atau menukar nadanya ' +
          'menjadi lebih mesra.',
        tools: ['ChatGPT'],
      },
      {
        title: 'Semak tatabahasa sebelum hantar',
        description:
          'Untuk e-mel dalam Bahasa Inggeris, gunakan Grammarly bagi menyemak ejaan dan nada ' +
          'sebelum menekan butang hantar.',
        tools: ['Grammarly'],
      },
    ],
    resources: [
      { title: 'Pusat Bantuan OpenAI', url: 'https://help.openai.com' },
      {
        title: 'Panduan Prompt Engineering OpenAI',
        url: 'https://platform.openai.com/docs/guides/prompt-engineering',
      },
    ],
  },
  {
    title: 'Cara Saya Menggunakan LLM dalam Kerja Harian',
    description:
      'Andrej Karpathy menunjukkan cara praktikal menggunakan ChatGPT dan pembantu AI lain ' +
      'untuk menulis, membuat kajian dan menganalisis fail. Video dalam Bahasa Inggeris; ' +
      'aktifkan sari kata terjemahan jika perlu.',
    youtube_id: 'EWvNQjAaOHw',
    duration: '2 jam 11 minit',
    instructor: 'Andrej Karpathy',
    difficulty: 'Pemula',
    category: 'Productivity',
    steps: [
      {
        title: 'Fahami apa itu model bahasa',
        description:
          'Ketahui bahawa LLM meramal teks seterusnya dan mempunyai had pengetahuan mengikut ' +
          'tarikh latihan.',
        tools: ['ChatGPT', 'Claude'],
      },
      {
        title: 'Gunakan carian web dan Deep Research',
        description:
          'Bandingkan jawapan biasa dengan jawapan yang menggunakan carian web untuk ' +
          'maklumat terkini.',
        tools: ['ChatGPT', 'Perplexity', 'Gemini'],
      },
      {
        title: 'Muat naik dokumen untuk dianalisis',
        description:
          'Muat naik PDF atau kertas kajian dan minta AI meringkaskan serta menjawab soalan ' +
          'tentangnya.',
        tools: ['Claude', 'NotebookLM'],
      },
      {
        title: 'Pilih alat yang sesuai untuk setiap tugasan',
        description:
          'Bina tabiat memilih model dan alat mengikut keperluan: menulis, kajian, kod atau imej.',
        tools: ['ChatGPT', 'Claude', 'Gemini'],
      },
    ],
    resources: [
      { title: 'Laman web Andrej Karpathy', url: 'https://karpathy.ai' },
      { title: 'Pusat Bantuan OpenAI', url: 'https://help.openai.com' },
    ],
  },
  {
    title: 'Reka Poster Promosi dengan Canva Magic Studio',
    description:
      'Hasilkan poster jualan yang kemas untuk Instagram dan WhatsApp menggunakan templat ' +
      'Canva serta alat AI seperti Magic Write dan pembuang latar belakang.',
    youtube_id: 'Lp3dWs8eNjQ',
    duration: '22 minit',
    instructor: 'Siti Hajar Ismail',
    difficulty: 'Pemula',
    category: 'Design',
    steps: [
      {
        title: 'Pilih templat yang sesuai',
        description:
          'Cari templat poster mengikut saiz Instagram Post atau Story dan pilih gaya yang ' +
          'sepadan dengan jenama anda.',
        tools: ['Canva'],
      },
      {
        title: 'Buang latar belakang foto produk',
        description:
          'Muat naik foto produk yang diambil dengan telefon dan gunakan Background Remover ' +
          'untuk hasil yang bersih.',
        tools: ['Canva'],
      },
      {
        title: 'Jana teks promosi dengan Magic Write',
        description:
          'Minta Magic Write mencadangkan tajuk dan ayat promosi yang ringkas, kemudian ' +
          'suaikan dengan harga dan tarikh tawaran.',
        tools: ['Canva', 'ChatGPT'],
      },
      {
        title: 'Ubah saiz untuk pelbagai platform',
        description:
          'Gunakan Magic Resize untuk menukar poster kepada saiz Story, Facebook dan status ' +
          'WhatsApp dalam satu klik.',
        tools: ['Canva'],
      },
    ],
    resources: [
      { title: 'Pusat Bantuan Canva', url: 'https://www.canva.com/help/' },
      { title: 'Canva Design School', url: 'https://www.canva.com/designschool/' },
    ],
  },
  {
    title: 'Jana Imej Produk Profesional dengan Midjourney',
    description:
      'Pelajari struktur prompt Midjourney untuk menghasilkan foto gaya hidup produk, ' +
      'termasuk kawalan nisbah imej, gaya dan rujukan imej.',
    youtube_id: 'Xm4bT9cRf0A',
    duration: '35 minit',
    instructor: 'Hafiz Rahman',
    difficulty: 'Pertengahan',
    category: 'Design',
    steps: [
      {
        title: 'Sediakan akaun dan kenali antara muka web',
        description:
          'Langgan pelan Midjourney dan gunakan antara muka web untuk menjana serta menyusun ' +
          'imej anda.',
        tools: ['Midjourney'],
      },
      {
        title: 'Tulis prompt yang terperinci',
        description:
          'Terangkan subjek, latar, pencahayaan dan gaya kamera. Gunakan ChatGPT untuk ' +
          'membantu menterjemah idea ke dalam prompt Bahasa Inggeris.',
        tools: ['Midjourney', 'ChatGPT'],
      },
      {
        title: 'Gunakan parameter dan rujukan imej',
        description:
          'Tetapkan nisbah dengan --ar dan gunakan rujukan gaya supaya semua imej kempen ' +
          'kelihatan konsisten.',
        tools: ['Midjourney'],
      },
      {
        title: 'Kemas kini dan letak logo',
        description:
          'Pilih imej terbaik, upscale, kemudian tambah logo dan teks harga di Canva sebelum ' +
          'diterbitkan.',
        tools: ['Midjourney', 'Canva'],
      },
    ],
    resources: [{ title: 'Dokumentasi Midjourney', url: 'https://docs.midjourney.com' }],
  },
  {
    title: 'Rancang Kempen Media Sosial Sebulan dengan AI',
    description:
      'Bina kalendar kandungan 30 hari, tulis kapsyen dalam Bahasa Melayu dan jadualkan ' +
      'hantaran secara automatik untuk perniagaan kecil anda.',
    youtube_id: 'vN2sHq6YpKe',
    duration: '40 minit',
    instructor: 'Aisyah Zulkifli',
    difficulty: 'Pertengahan',
    category: 'Marketing',
    steps: [
      {
        title: 'Tentukan sasaran dan tema kempen',
        description:
          'Gunakan ChatGPT untuk memperincikan persona pelanggan dan memilih empat tema ' +
          'mingguan yang sesuai dengan musim jualan.',
        tools: ['ChatGPT'],
      },
      {
        title: 'Jana kapsyen secara pukal',
        description:
          'Hasilkan kapsyen untuk setiap hari menggunakan templat Copy.ai, kemudian suaikan ' +
          'dengan slanga tempatan yang sesuai.',
        tools: ['Copy.ai', 'ChatGPT'],
      },
      {
        title: 'Reka visual yang konsisten',
        description: 'Gunakan Brand Kit dalam Canva supaya warna, fon dan logo seragam.',
        tools: ['Canva'],
      },
      {
        title: 'Jadualkan dan pantau prestasi',
        description:
          'Muat naik hantaran ke Buffer, tetapkan waktu terbaik dan semak analitik setiap ' +
          'minggu.',
        tools: ['Buffer'],
      },
    ],
    resources: [
      { title: 'Pusat Bantuan Buffer', url: 'https://support.buffer.com' },
      { title: 'Pusat Bantuan Canva', url: 'https://www.canva.com/help/' },
    ],
  },
  {
    title: 'Urus Nota Kuliah dan Projek dengan Notion AI',
    description:
      'Susun nota kuliah, ringkaskan bacaan dan jana senarai tugasan projek kumpulan ' +
      'menggunakan Notion AI. Sesuai untuk pelajar universiti dan pasukan kecil.',
    youtube_id: 'cT8wJr1LmZs',
    duration: '25 minit',
    instructor: 'Muhammad Faris Azman',
    difficulty: 'Pemula',
    category: 'Productivity',
    steps: [
      {
        title: 'Bina ruang kerja pelajar',
        description:
          'Cipta halaman untuk setiap subjek dan pangkalan data tugasan dengan tarikh akhir.',
        tools: ['Notion AI'],
      },
      {
        title: 'Ringkaskan nota panjang',
        description:
          'Pilih nota kuliah dan minta Notion AI menghasilkan ringkasan serta soalan ulang kaji.',
        tools: ['Notion AI'],
      },
      {
        title: 'Jana pelan projek kumpulan',
        description:
          'Tulis matlamat projek dan biar Notion AI memecahkannya kepada tugasan untuk setiap ' +
          'ahli.',
        tools: ['Notion AI'],
      },
    ],
    resources: [
      { title: 'Pusat Bantuan Notion', url: 'https://www.notion.com/help' },
      { title: 'Panduan Notion', url: 'https://www.notion.com/help/guides' },
    ],
  },
  {
    title: 'Kajian Pantas dengan Perplexity dan NotebookLM',
    description:
      'Gabungkan carian bersumber Perplexity dengan NotebookLM untuk menghasilkan ringkasan ' +
      'kajian yang boleh dipercayai bagi tugasan atau kertas cadangan perniagaan.',
    youtube_id: 'pK5nRz3GyVb',
    duration: '30 minit',
    instructor: 'Dr. Farah Nadia Yusof',
    difficulty: 'Pertengahan',
    category: 'Research',
    steps: [
      {
        title: 'Kumpul sumber dengan Perplexity',
        description:
          'Tanya soalan kajian yang spesifik dan simpan pautan sumber yang paling relevan.',
        tools: ['Perplexity'],
      },
      {
        title: 'Cari kertas akademik',
        description:
          'Gunakan Consensus untuk mencari kajian bersemak yang menyokong atau menyangkal ' +
          'dapatan anda.',
        tools: ['Consensus'],
      },
      {
        title: 'Masukkan sumber ke NotebookLM',
        description:
          'Muat naik PDF dan pautan ke dalam satu buku nota supaya jawapan hanya berdasarkan ' +
          'sumber tersebut.',
        tools: ['NotebookLM'],
      },
      {
        title: 'Jana panduan belajar dan Audio Overview',
        description:
          'Hasilkan ringkasan, soalan lazim dan podcast ringkas untuk memahami topik dengan ' +
          'lebih cepat.',
        tools: ['NotebookLM'],
      },
      {
        title: 'Semak fakta dan tulis rumusan',
        description:
          'Semak semula setiap petikan dengan sumber asal sebelum menulis rumusan akhir ' +
          'dengan bantuan Claude.',
        tools: ['Claude', 'Perplexity'],
      },
    ],
    resources: [
      { title: 'Bantuan NotebookLM', url: 'https://support.google.com/notebooklm' },
      { title: 'Perplexity Hub', url: 'https://www.perplexity.ai/hub' },
    ],
  },
  {
    title: 'Pengenalan kepada Large Language Model (LLM)',
    description:
      'Ceramah satu jam yang menerangkan cara LLM seperti ChatGPT dilatih, kebolehannya dan ' +
      'risiko keselamatannya. Video dalam Bahasa Inggeris dengan sari kata.',
    youtube_id: 'zjkBMFhNj_g',
    duration: '60 minit',
    instructor: 'Andrej Karpathy',
    difficulty: 'Pemula',
    category: 'Research',
    steps: [
      {
        title: 'Apa sebenarnya LLM',
        description:
          'Fahami bahawa model ialah fail parameter yang dimampatkan daripada teks internet.',
        tools: ['ChatGPT'],
      },
      {
        title: 'Pra-latihan dan penalaan halus',
        description: 'Ketahui perbezaan antara model asas dan pembantu yang dilatih untuk berbual.',
        tools: ['ChatGPT', 'Claude'],
      },
      {
        title: 'Penggunaan alat dan LLM sebagai sistem operasi',
        description:
          'Lihat bagaimana LLM menggunakan carian, kalkulator dan kod untuk menyelesaikan ' +
          'tugasan yang lebih kompleks.',
        tools: ['ChatGPT', 'Gemini'],
      },
      {
        title: 'Keselamatan: jailbreak dan prompt injection',
        description:
          'Kenali risiko utama supaya anda lebih berhati-hati apabila menggunakan AI untuk ' +
          'data perniagaan.',
        tools: ['ChatGPT'],
      },
    ],
    resources: [{ title: 'Laman web Andrej Karpathy', url: 'https://karpathy.ai' }],
  },
  {
    title: 'Bina Aplikasi Web Pertama dengan Cursor',
    description:
      'Bina aplikasi tempahan ringkas dari kosong dengan bantuan agent dalam Cursor, ' +
      'kemudian simpan kod ke GitHub dan terbitkannya ke internet.',
    youtube_id: 'Bz6gFh2WqNu',
    duration: '1 jam 15 minit',
    instructor: 'Amirul Hakim Roslan',
    difficulty: 'Lanjutan',
    category: 'Coding',
    steps: [
      {
        title: 'Pasang Cursor dan buka projek',
        description: 'Muat turun Cursor, import tetapan VS Code dan cipta folder projek baharu.',
        tools: ['Cursor'],
      },
      {
        title: 'Rancang ciri dengan AI',
        description:
          'Terangkan aplikasi yang mahu dibina dan minta AI menyediakan pelan fail serta ' +
          'struktur data.',
        tools: ['Cursor', 'Claude'],
      },
      {
        title: 'Jana kod dengan mod Agent',
        description:
          'Benarkan agent mencipta fail, memasang pakej dan menjalankan arahan terminal. ' +
          'Semak setiap perubahan sebelum diterima.',
        tools: ['Cursor'],
      },
      {
        title: 'Nyahpepijat dan uji',
        description:
          'Tampal mesej ralat ke dalam sembang dan minta penjelasan serta pembaikan langkah ' +
          'demi langkah.',
        tools: ['Cursor', 'GitHub Copilot'],
      },
      {
        title: 'Terbitkan aplikasi',
        description:
          'Tolak kod ke GitHub dan terbitkan aplikasi menggunakan perkhidmatan hosting ' +
          'pilihan anda.',
        tools: ['Cursor'],
      },
    ],
    resources: [
      { title: 'Dokumentasi Cursor', url: 'https://docs.cursor.com' },
      { title: 'GitHub Docs', url: 'https://docs.github.com' },
    ],
  },
  {
    title: 'GitHub Copilot untuk Pelajar: Belajar Kod dengan Lebih Pantas',
    description:
      'Tuntut akses percuma GitHub Copilot melalui GitHub Student Developer Pack dan ' +
      'gunakannya dalam VS Code untuk memahami serta menulis kod tugasan.',
    youtube_id: 'Wd9kLp4XsHe',
    duration: '28 minit',
    instructor: 'Tan Wei Ling',
    difficulty: 'Pertengahan',
    category: 'Coding',
    steps: [
      {
        title: 'Mohon GitHub Student Developer Pack',
        description:
          'Sahkan status pelajar menggunakan e-mel universiti atau kad pelajar untuk akses ' +
          'Copilot Pro percuma.',
        tools: ['GitHub Copilot'],
      },
      {
        title: 'Pasang sambungan dalam VS Code',
        description: 'Log masuk GitHub dalam VS Code dan aktifkan Copilot serta Copilot Chat.',
        tools: ['GitHub Copilot'],
      },
      {
        title: 'Minta penjelasan, bukan jawapan',
        description:
          'Gunakan Copilot Chat untuk menerangkan kod baris demi baris supaya anda benar-benar ' +
          'faham konsepnya.',
        tools: ['GitHub Copilot'],
      },
      {
        title: 'Tulis ujian dan baiki pepijat',
        description:
          'Jana ujian unit untuk fungsi anda dan gunakan cadangan Copilot untuk membaiki ralat.',
        tools: ['GitHub Copilot', 'ChatGPT'],
      },
    ],
    resources: [
      { title: 'Dokumentasi GitHub Copilot', url: 'https://docs.github.com/en/copilot' },
      { title: 'GitHub Student Developer Pack', url: 'https://education.github.com/pack' },
    ],
  },
  {
    title: 'Hasilkan Suara Latar Video dengan ElevenLabs',
    description:
      'Tukar skrip promosi kepada suara latar yang semula jadi dalam Bahasa Melayu atau ' +
      'Inggeris, kemudian gabungkan dengan video anda.',
    youtube_id: 'Ek3rVc7NzPo',
    duration: '20 minit',
    instructor: 'Nadia Sofea Hashim',
    difficulty: 'Pemula',
    category: 'Audio',
    steps: [
      {
        title: 'Sediakan skrip yang ringkas',
        description:
          'Tulis skrip 30 hingga 60 saat dengan ayat pendek yang mudah dibaca oleh suara AI.',
        tools: ['ChatGPT'],
      },
      {
        title: 'Pilih suara dan model',
        description:
          'Cuba beberapa suara dalam Voice Library dan pilih model berbilang bahasa untuk ' +
          'sebutan Bahasa Melayu.',
        tools: ['ElevenLabs'],
      },
      {
        title: 'Laraskan tetapan dan jana audio',
        description:
          'Ubah kestabilan dan gaya suara, jana beberapa versi dan muat turun yang terbaik.',
        tools: ['ElevenLabs'],
      },
      {
        title: 'Gabungkan dengan video',
        description: 'Import fail audio ke CapCut dan selaraskan dengan klip video serta kapsyen.',
        tools: ['CapCut'],
      },
    ],
    resources: [{ title: 'Dokumentasi ElevenLabs', url: 'https://elevenlabs.io/docs' }],
  },
  {
    title: 'Cipta Jingle Perniagaan dengan Suno',
    description:
      'Hasilkan jingle pendek yang mudah diingati untuk kedai atau jenama anda, lengkap dengan ' +
      'lirik Bahasa Melayu dan muzik latar.',
    youtube_id: 'Jm8uYt2KdRs',
    duration: '15 minit',
    instructor: 'Khairul Anuar Said',
    difficulty: 'Pemula',
    category: 'Audio',
    steps: [
      {
        title: 'Tulis lirik ringkas',
        description:
          'Minta ChatGPT menulis lirik empat baris yang menyebut nama jenama dan kelebihan ' +
          'produk anda.',
        tools: ['ChatGPT'],
      },
      {
        title: 'Tetapkan gaya muzik',
        description:
          'Masukkan lirik dalam mod Custom dan terangkan genre, tempo serta suasana seperti ' +
          '"pop ceria, akustik".',
        tools: ['Suno'],
      },
      {
        title: 'Pilih dan potong versi terbaik',
        description:
          'Dengar beberapa versi, pilih yang paling sesuai dan potong menjadi jingle 15 saat ' +
          'untuk iklan.',
        tools: ['Suno', 'CapCut'],
      },
    ],
    resources: [{ title: 'Pusat Bantuan Suno', url: 'https://help.suno.com' }],
  },
  {
    title: 'Video Promosi dengan Avatar AI HeyGen',
    description:
      'Hasilkan video penerangan produk dengan avatar AI tanpa perlu merakam diri sendiri, ' +
      'dan terjemahkannya ke bahasa lain untuk pasaran luar.',
    youtube_id: 'Hg5tNw9QaZc',
    duration: '32 minit',
    instructor: 'Farhana Abdullah',
    difficulty: 'Pertengahan',
    category: 'Video',
    steps: [
      {
        title: 'Tulis skrip video',
        description:
          'Sediakan skrip 60 saat dengan struktur masalah, penyelesaian dan seruan tindakan.',
        tools: ['ChatGPT', 'Claude'],
      },
      {
        title: 'Pilih avatar dan suara',
        description: 'Pilih avatar yang sesuai dengan imej jenama dan tetapkan suara serta bahasa.',
        tools: ['HeyGen'],
      },
      {
        title: 'Tambah visual produk',
        description:
          'Masukkan gambar produk dan teks harga di latar belakang video menggunakan editor ' +
          'HeyGen.',
        tools: ['HeyGen', 'Canva'],
      },
      {
        title: 'Terjemah untuk pasaran lain',
        description:
          'Gunakan Video Translate untuk menghasilkan versi Bahasa Inggeris atau Mandarin ' +
          'dengan penyegerakan bibir.',
        tools: ['HeyGen'],
      },
    ],
    resources: [{ title: 'Pusat Bantuan HeyGen', url: 'https://help.heygen.com' }],
  },
  {
    title: 'Sunting Video TikTok Jualan dengan CapCut',
    description:
      'Tukar rakaman telefon biasa kepada video TikTok yang menarik dengan kapsyen automatik, ' +
      'muzik dan kesan AI dalam CapCut.',
    youtube_id: 'Ct4pMx7VbJf',
    duration: '24 minit',
    instructor: 'Izzati Rahim',
    difficulty: 'Pemula',
    category: 'Video',
    steps: [
      {
        title: 'Import dan potong klip',
        description: 'Masukkan rakaman, buang bahagian yang panjang dan susun mengikut cerita.',
        tools: ['CapCut'],
      },
      {
        title: 'Tambah kapsyen automatik',
        description:
          'Jana kapsyen secara automatik dan betulkan ejaan perkataan tempatan secara manual.',
        tools: ['CapCut'],
      },
      {
        title: 'Tambah suara latar dan muzik',
        description:
          'Gunakan suara latar ElevenLabs atau teks kepada suara CapCut, kemudian pilih muzik ' +
          'yang sesuai.',
        tools: ['CapCut', 'ElevenLabs'],
      },
      {
        title: 'Eksport dan terbitkan',
        description: 'Eksport dalam format menegak 1080p dan kongsi terus ke TikTok.',
        tools: ['CapCut'],
      },
    ],
    resources: [{ title: 'Laman rasmi CapCut', url: 'https://www.capcut.com' }],
  },
  {
    title: 'Automasi Pertama Anda dengan Zapier',
    description:
      'Bina Zap yang menyimpan setiap borang tempahan baharu ke Google Sheets dan menghantar ' +
      'e-mel pengesahan kepada pelanggan secara automatik.',
    youtube_id: 'Zp2aQe6TkHw',
    duration: '26 minit',
    instructor: 'Syafiq Idris',
    difficulty: 'Pemula',
    category: 'Automation',
    steps: [
      {
        title: 'Fahami pencetus dan tindakan',
        description: 'Kenali konsep trigger dan action serta cara Zapier menghubungkan aplikasi.',
        tools: ['Zapier'],
      },
      {
        title: 'Sambungkan borang dan Google Sheets',
        description:
          'Pilih Google Forms sebagai pencetus dan tambah baris baharu dalam Google Sheets ' +
          'sebagai tindakan.',
        tools: ['Zapier'],
      },
      {
        title: 'Tambah langkah AI untuk e-mel',
        description:
          'Gunakan langkah AI untuk menulis e-mel pengesahan yang mesra berdasarkan maklumat ' +
          'tempahan.',
        tools: ['Zapier', 'ChatGPT'],
      },
      {
        title: 'Uji dan hidupkan Zap',
        description: 'Hantar borang ujian, semak hasilnya dan hidupkan Zap anda.',
        tools: ['Zapier'],
      },
    ],
    resources: [
      { title: 'Pusat Bantuan Zapier', url: 'https://help.zapier.com' },
      { title: 'Zapier Learn', url: 'https://zapier.com/learn' },
    ],
  },
  {
    title: 'Bina AI Agent Khidmat Pelanggan dengan n8n',
    description:
      'Bina AI agent yang menjawab soalan lazim pelanggan berdasarkan dokumen perniagaan anda ' +
      'menggunakan nod AI Agent dalam n8n.',
    youtube_id: 'N8aG3kRw5Yt',
    duration: '1 jam 5 minit',
    instructor: 'Lim Jia Hui',
    difficulty: 'Lanjutan',
    category: 'Automation',
    steps: [
      {
        title: 'Sediakan n8n',
        description:
          'Daftar n8n Cloud atau hoskan sendiri menggunakan Docker, kemudian cipta aliran ' +
          'kerja baharu.',
        tools: ['n8n'],
      },
      {
        title: 'Tambah nod AI Agent dan model',
        description:
          'Sambungkan nod AI Agent kepada model bahasa pilihan dan tetapkan arahan sistem ' +
          'dalam Bahasa Melayu.',
        tools: ['n8n', 'ChatGPT', 'Claude'],
      },
      {
        title: 'Berikan pengetahuan perniagaan',
        description:
          'Muat naik soalan lazim, senarai harga dan polisi ke dalam vector store supaya agent ' +
          'menjawab dengan tepat.',
        tools: ['n8n'],
      },
      {
        title: 'Sambungkan saluran mesej',
        description: 'Hubungkan agent kepada Telegram atau borang web dan tambah memori perbualan.',
        tools: ['n8n'],
      },
      {
        title: 'Uji, pantau dan tambah baik',
        description:
          'Uji dengan soalan sebenar pelanggan, semak log pelaksanaan dan kemas kini arahan ' +
          'sistem.',
        tools: ['n8n'],
      },
    ],
    resources: [
      { title: 'Dokumentasi n8n', url: 'https://docs.n8n.io' },
      { title: 'Templat aliran kerja n8n', url: 'https://n8n.io/workflows/' },
    ],
  },
  {
    title: 'Mengenali AI Agent: Tugasan Automatik dengan Manus',
    description:
      'Fahami perbezaan antara chatbot dan AI agent, kemudian gunakan Manus untuk menyiapkan ' +
      'laporan kajian pasaran lengkap daripada satu arahan.',
    youtube_id: 'Mn7kDs2PfUq',
    duration: '30 minit',
    instructor: 'Zulaikha Mohd Noor',
    difficulty: 'Pertengahan',
    category: 'Agents',
    steps: [
      {
        title: 'Chatbot berbanding AI agent',
        description:
          'Ketahui bagaimana agent merancang langkah, menggunakan alat dan menyemak hasil ' +
          'kerjanya sendiri.',
        tools: ['ChatGPT', 'Manus'],
      },
      {
        title: 'Tulis arahan matlamat yang jelas',
        description:
          'Nyatakan matlamat, skop, format hasil dan had masa supaya agent tidak tersasar.',
        tools: ['Manus'],
      },
      {
        title: 'Pantau langkah kerja agent',
        description:
          'Perhatikan agent melayari web dan mengumpul data, dan campur tangan jika perlu.',
        tools: ['Manus'],
      },
      {
        title: 'Bandingkan dengan agent lain',
        description:
          'Cuba arahan yang sama di Genspark dan bandingkan ketepatan serta kelengkapan hasil.',
        tools: ['Manus', 'Genspark'],
      },
    ],
    resources: [{ title: 'Laman rasmi Manus', url: 'https://manus.im' }],
  },
];
