// Demo tutorials. Step tools must match names in tools.ts.
// Every youtube_id is a real public video that was seen in a public source together with its
// title; the source is noted beside each id. No Malay-language video could be verified, so the
// videos are in English ('en', their video_language by default) and the titles, descriptions and
// steps are written in Malay. Issue 33 searched again (the stored pages, documentation and code
// for Malay ChatGPT, Canva and Gemini tutorials) and found none with both its id and title; a
// Malay one is added here, with its source, once one is. Until then the landing page claims no
// Malay videos (docs/decisions/049-video-language-and-one-sign-up-path.md).
// A duration marked '±' is a rounded estimate (from the video's chapter list where there is one).
import type { TutorialSeed } from './types.js';

export const tutorials: TutorialSeed[] = [
  {
    title: 'Asas Prompt Engineering: Tulis Arahan AI yang Jelas',
    description:
      'Pratonton Modul 3 kursus Google AI Essentials. Fahami cara model bahasa (LLM) menghasilkan ' +
      'jawapan, tulis prompt yang jelas dan spesifik, perbaiki hasil secara berulang dan cuba ' +
      'teknik few-shot. Contoh dibuat dengan Gemini tetapi sama berguna dalam ChatGPT atau ' +
      'Microsoft Copilot. Video dalam Bahasa Inggeris; sari kata boleh diaktifkan.',
    // source: github.com/jrpj2010/AI-super-dokugaku sato_managed_contents/⚠️Youtube[RAG]/プロンプト/2024-05-14_Discover_Prompt_Engineering___Google_AI_Essentials.md ("Discover Prompt Engineering | Google AI Essentials", channel Google Career Certificates)
    youtube_id: 'jNNatjruXx8',
    duration: '±30 minit',
    instructor: 'Google Career Certificates (Google AI Essentials)',
    difficulty: 'Pemula',
    category: 'Writing',
    steps: [
      {
        title: 'Fahami cara LLM menjana jawapan',
        description:
          'LLM meramal perkataan seterusnya berdasarkan corak dalam data latihan. Jawapannya ' +
          'boleh berat sebelah atau tidak tepat (halusinasi), jadi semak setiap hasil sebelum ' +
          'digunakan.',
        tools: ['Gemini', 'ChatGPT'],
      },
      {
        title: 'Tulis prompt yang jelas dan spesifik',
        description:
          'Beri konteks yang cukup: apa tugasannya, untuk siapa dan dalam keadaan apa. Bandingkan ' +
          'hasil prompt umum dengan prompt yang lebih terperinci.',
        tools: ['Gemini', 'ChatGPT', 'Microsoft Copilot'],
      },
      {
        title: 'Gunakan AI untuk tugasan kerja harian',
        description:
          'Cuba prompt untuk menulis e-mel, meringkaskan laporan atau mencari idea pemasaran ' +
          'untuk perniagaan anda.',
        tools: ['Gemini', 'ChatGPT'],
      },
      {
        title: 'Perbaiki hasil secara berulang',
        description:
          'Jika jawapan belum tepat, tambah maklumat, ubah ayat atau minta format lain. Prompt ' +
          'yang baik jarang siap pada cubaan pertama.',
        tools: ['Gemini'],
      },
      {
        title: 'Cuba few-shot prompting',
        description:
          'Sertakan satu atau dua contoh hasil yang anda mahukan supaya AI meniru gaya dan ' +
          'formatnya.',
        tools: ['Gemini', 'ChatGPT'],
      },
    ],
    resources: [
      {
        title: 'Google AI Essentials (Coursera)',
        url: 'https://www.coursera.org/learn/google-ai-essentials',
      },
      {
        title: 'Panduan Prompt Engineering OpenAI',
        url: 'https://developers.openai.com/api/docs/guides/prompt-engineering',
      },
    ],
  },
  {
    title: 'Cara Saya Menggunakan LLM dalam Kerja Harian',
    description:
      'Andrej Karpathy menunjukkan cara praktikal menggunakan ChatGPT dan pembantu AI lain: ' +
      'memilih model, model "thinking", carian web dan Deep Research, muat naik fail, analisis ' +
      'data, suara dan imej. Video dalam Bahasa Inggeris; aktifkan sari kata terjemahan jika ' +
      'perlu.',
    // source: github.com/rumca-js/RSS-Link-Database-2025 2025/02/2025-02-27/https...www.youtube.com.feeds.videos.xml.channel_id.UCXUPKJO5MZQN11PqgIvyuvQ_entries.md (Andrej Karpathy channel feed, "How I use LLMs")
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
        tools: ['ChatGPT', 'Claude', 'Gemini', 'Cursor'],
      },
    ],
    resources: [
      { title: 'Laman web Andrej Karpathy', url: 'https://karpathy.ai' },
      { title: 'Pusat Bantuan OpenAI', url: 'https://help.openai.com' },
    ],
  },
  {
    title: 'Belajar Lebih Pantas dengan NotebookLM dan Google AI Studio',
    description:
      'Tukar PDF panjang kepada peta minda, panduan belajar, soalan lazim dan Audio Overview ' +
      '(podcast) yang boleh anda sertai secara interaktif dalam NotebookLM, kemudian cuba model ' +
      'Gemini dalam Google AI Studio. Sesuai untuk pelajar dan sesiapa yang perlu membaca ' +
      'laporan panjang. Video dalam Bahasa Inggeris; sari kata boleh diaktifkan.',
    // source: github.com/jrpj2010/AI-super-dokugaku sato_managed_contents/⚠️Youtube[RAG]/プロンプト/2025-04-15_Free_Google_AI___Notebook_LM_Tutorial,_Prompt_Engineering_Guide_and_more_.md ("Free Google AI & Notebook LM Tutorial, Prompt Engineering Guide and more!", channel The Cutting Edge School)
    youtube_id: '2WMPF5ejmho',
    duration: '±30 minit',
    instructor: 'Ansh Mehra (The Cutting Edge School)',
    difficulty: 'Pemula',
    category: 'Productivity',
    steps: [
      {
        title: 'Cipta buku nota dan muat naik sumber',
        description:
          'Buka NotebookLM, cipta buku nota baharu dan muat naik PDF, Google Docs, pautan laman ' +
          'web atau video YouTube sebagai sumber.',
        tools: ['NotebookLM'],
      },
      {
        title: 'Jana peta minda',
        description:
          'Hasilkan peta minda daripada sumber anda dan klik setiap cabang untuk meneroka topik ' +
          'serta bertanya soalan lanjut.',
        tools: ['NotebookLM'],
      },
      {
        title: 'Hasilkan panduan belajar dan soalan lazim',
        description:
          'Jana panduan belajar lengkap dengan kuiz, skema jawapan dan glosari, atau dokumen ' +
          'taklimat untuk ulang kaji pantas.',
        tools: ['NotebookLM'],
      },
      {
        title: 'Dengar Audio Overview dan sertai perbualan',
        description:
          'Jana podcast dua hos AI daripada sumber anda, kemudian gunakan mod interaktif untuk ' +
          'mencelah dan bertanya soalan.',
        tools: ['NotebookLM'],
      },
      {
        title: 'Cuba Google AI Studio',
        description:
          'Teroka model Gemini secara percuma: kongsi skrin atau kamera untuk bantuan masa nyata ' +
          'dan bandingkan beberapa model.',
        tools: ['Gemini'],
      },
    ],
    resources: [
      { title: 'Bantuan NotebookLM', url: 'https://support.google.com/notebooklm' },
      { title: 'Google AI Studio', url: 'https://aistudio.google.com' },
    ],
  },
  {
    title: 'Pengenalan kepada Large Language Model (LLM)',
    description:
      'Ceramah satu jam yang menerangkan cara LLM seperti ChatGPT dilatih, kebolehannya dan ' +
      'risiko keselamatannya. Video dalam Bahasa Inggeris; aktifkan sari kata jika perlu.',
    // source: github.com/MykalMachon/mykal.codes website/src/content/posts/intro-to-llm-andrej.md (link "Intro to Large Language Models", Andrej Karpathy)
    youtube_id: 'zjkBMFhNj_g',
    duration: '±1 jam',
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
    title: 'Kajian Pantas dan Bersumber dengan Perplexity',
    description:
      'Kevin Stratvert menunjukkan cara menggunakan Perplexity, enjin carian AI yang dibina ' +
      'untuk kajian dan memetik sumber jawapannya. Gunakannya untuk tugasan, kertas cadangan ' +
      'atau kajian pasaran kecil. Video dalam Bahasa Inggeris.',
    // source: GitHub code index (find_string "bOHfJZ4DVqE": 6 files in independent projects, e.g. "How to Use Perplexity AI: The Search AI" by Kevin Stratvert and Perplexity research footnotes citing this URL; the index does not expose their repo paths)
    youtube_id: 'bOHfJZ4DVqE',
    duration: '±12 minit',
    instructor: 'Kevin Stratvert',
    difficulty: 'Pertengahan',
    category: 'Research',
    steps: [
      {
        title: 'Tanya soalan kajian yang spesifik',
        description:
          'Tulis soalan seperti anda bertanya kepada pakar: nyatakan topik, tempoh masa dan ' +
          'negara (contohnya Malaysia) yang anda mahu.',
        tools: ['Perplexity'],
      },
      {
        title: 'Semak sumber bagi setiap jawapan',
        description:
          'Buka pautan sumber yang dipetik dan pastikan fakta penting benar-benar ada dalam ' +
          'sumber asal.',
        tools: ['Perplexity'],
      },
      {
        title: 'Gali lebih dalam dengan soalan susulan',
        description: 'Teruskan perbualan dengan soalan susulan supaya konteks kajian dikekalkan.',
        tools: ['Perplexity'],
      },
      {
        title: 'Bandingkan dengan chatbot biasa',
        description:
          'Tanya soalan yang sama kepada ChatGPT dan bandingkan: mana satu memberi sumber yang ' +
          'boleh disemak?',
        tools: ['Perplexity', 'ChatGPT'],
      },
    ],
    resources: [
      { title: 'Panduan bermula Perplexity', url: 'https://www.perplexity.ai/hub/getting-started' },
    ],
  },
  {
    title: 'Bina Kandungan Interaktif dengan Canva Code',
    description:
      'Taip satu prompt dan Canva AI menulis kod untuk anda: peta interaktif, garis masa, ' +
      'kalkulator harga atau menu, kemudian terbitkannya sebagai laman web. Tiada kemahiran ' +
      'pengaturcaraan diperlukan. Video dalam Bahasa Inggeris; sari kata boleh diaktifkan.',
    // source: github.com/jrpj2010/AI-super-dokugaku sato_managed_contents/⚠️Youtube[RAG]/プロンプト/2025-04-11_Canva_Code_Is_Here__Build_Apps_With_Just_a_Prompt.md ("Canva Code Is Here: Build Apps With Just a Prompt", channel Design with Canva)
    youtube_id: '3xv7v2fhXwc',
    duration: '±25 minit',
    instructor: 'Ronny Hermosa (Design with Canva)',
    difficulty: 'Pemula',
    category: 'Design',
    steps: [
      {
        title: 'Buka Canva Code',
        description:
          'Dari laman utama Canva, klik Canva AI dan pilih "Code for me". Mulakan dengan salah ' +
          'satu prompt templat seperti kalkulator harga, menu restoran atau peta interaktif.',
        tools: ['Canva'],
      },
      {
        title: 'Ubah suai prompt mengikut keperluan anda',
        description:
          'Gantikan butiran dalam prompt templat, contohnya bandar, senarai lokasi, jarak dan ' +
          'gaya reka bentuk, supaya hasilnya sesuai dengan perniagaan anda.',
        tools: ['Canva'],
      },
      {
        title: 'Uji dan minta perubahan',
        description:
          'Cuba hasilnya dalam pratonton, kemudian minta penambahbaikan dalam perbualan yang ' +
          'sama tanpa bermula semula.',
        tools: ['Canva'],
      },
      {
        title: 'Terbitkan sebagai laman web',
        description:
          'Terbitkan kandungan interaktif sebagai laman web dan kongsi pautannya dengan ' +
          'pelanggan.',
        tools: ['Canva'],
      },
    ],
    resources: [
      { title: 'Pusat Bantuan Canva', url: 'https://www.canva.com/help/' },
      { title: 'Canva Design School', url: 'https://www.canva.com/designschool/' },
    ],
  },
  {
    title: 'Kursus Midjourney: Dari Asas ke Teknik Lanjutan',
    description:
      'Kenali antara muka web Midjourney: halaman Explore untuk inspirasi, struktur prompt, ' +
      'parameter seperti chaos, weird, stylize, stop dan tile, rujukan imej, gaya dan watak, ' +
      'serta editor untuk membaiki atau meluaskan imej. Sesuai untuk visual produk dan kempen. ' +
      'Video dalam Bahasa Inggeris.',
    // source: github.com/AdminRHS/Entities-dropbox-sync TASK_MANAGERS/RESEARCHES/05_NEXT_DEVELOPMENT/standarts/test/02_TRANSCRIPTIONS/Video_017.md ("ULTIMATE Midjourney Course _ Beginner to Advanced Tutorial", Skilladamia, with transcript)
    youtube_id: 'YN0qExgzLHY',
    duration: '±25 minit',
    instructor: 'Skilladamia',
    difficulty: 'Pertengahan',
    category: 'Design',
    steps: [
      {
        title: 'Cari inspirasi di halaman Explore',
        description:
          'Lihat karya pengguna lain, tandakan yang anda suka dan simpan dalam koleksi sebagai ' +
          'rujukan.',
        tools: ['Midjourney'],
      },
      {
        title: 'Tulis prompt dan jana imej',
        description:
          'Terangkan subjek, latar, pencahayaan dan gaya, kemudian jana imej pertama anda.',
        tools: ['Midjourney'],
      },
      {
        title: 'Kawal hasil dengan parameter',
        description:
          'Gunakan parameter seperti --chaos, --weird, --stylize, --seed, --stop dan --tile ' +
          'untuk mengawal variasi dan gaya imej.',
        tools: ['Midjourney'],
      },
      {
        title: 'Gunakan rujukan imej, gaya dan watak',
        description: 'Muat naik imej rujukan supaya semua visual kempen kelihatan konsisten.',
        tools: ['Midjourney'],
      },
      {
        title: 'Sunting dengan Vary, Remix dan Editor',
        description:
          'Hasilkan variasi, ubah prompt dengan Remix, dan gunakan editor untuk membaiki ' +
          'bahagian tertentu atau meluaskan imej dengan zoom dan pan.',
        tools: ['Midjourney'],
      },
    ],
    resources: [{ title: 'Dokumentasi Midjourney', url: 'https://docs.midjourney.com' }],
  },
  {
    title: 'Ejen AI Pengurus Media Sosial dengan Zapier Agents',
    description:
      'Bina "pengurus media sosial AI" tanpa kod: setiap pagi ejen mencari berita industri dan ' +
      'menyimpannya ke Google Sheets, kemudian menulis hantaran khusus untuk Facebook, LinkedIn ' +
      'dan Instagram, termasuk imej daripada DALL-E 3. Untuk jenama anda, tambah semakan ' +
      'manusia sebelum hantaran diterbitkan. Video dalam Bahasa Inggeris.',
    // source: GitHub code index (find_string "2r4QNDuzOGQ": 3 files, incl. a transcript summary "Create Your AI Social Media Agent in MINUTES! Zapier Agent Tutorial — Helena Liu — 20 dk"; the index does not expose their repo paths)
    youtube_id: '2r4QNDuzOGQ',
    duration: '±20 minit',
    instructor: 'Helena Liu',
    difficulty: 'Pertengahan',
    category: 'Marketing',
    steps: [
      {
        title: 'Cipta ejen dan dokumen gaya',
        description:
          'Cipta ejen baharu dalam Zapier Agents dan sambungkan Google Doc berisi contoh ' +
          'hantaran sebagai rujukan gaya jenama anda.',
        tools: ['Zapier'],
      },
      {
        title: 'Kajian berita harian ke Google Sheets',
        description:
          'Tetapkan jadual setiap pagi: ejen mencari berita semalam dalam bidang anda dan ' +
          'menambah tarikh, tajuk, pautan dan ringkasan sebagai baris baharu dalam Google Sheets.',
        tools: ['Zapier'],
      },
      {
        title: 'Hantaran Facebook dan LinkedIn',
        description:
          'Apabila baris baharu muncul, ejen menulis hantaran berasingan untuk setiap platform ' +
          'dengan arahan dan nada yang berbeza.',
        tools: ['Zapier'],
      },
      {
        title: 'Kapsyen dan imej Instagram',
        description:
          'Tambah tingkah laku yang menulis kapsyen Instagram dan menjana imej dengan DALL-E 3 ' +
          'sebelum diterbitkan.',
        tools: ['Zapier', 'DALL-E'],
      },
      {
        title: 'Uji dan tambah semakan manusia',
        description:
          'Beri satu tugas sahaja bagi setiap tingkah laku, uji dengan data sebenar dan pastikan ' +
          'ada langkah kelulusan sebelum apa-apa diterbitkan ke akaun jenama.',
        tools: ['Zapier'],
      },
    ],
    resources: [
      { title: 'Zapier Agents', url: 'https://zapier.com/agents' },
      { title: 'Pusat Bantuan Zapier', url: 'https://help.zapier.com' },
    ],
  },
  {
    title: 'Mula Menggunakan Cursor, Editor Kod Berkuasa AI',
    description:
      'Tutorial pemula tentang Cursor: pasang editor yang dibina di atas VS Code, kenali ciri AI ' +
      'utamanya dan mula membina projek dengan bantuan AI. Sesuai jika anda sudah tahu asas ' +
      'pengaturcaraan. Video dalam Bahasa Inggeris.',
    // source: github.com/kamranahmedse/developer-roadmap src/data/roadmaps/backend/content/cursor@CKlkVK_7GZ7xzIUHJqZr8.md (link "Cursor Tutorial for Beginners (AI Code Editor)"; Tech With Tim per other listings)
    youtube_id: 'ocMOZpuAMw4',
    duration: '±30 minit',
    instructor: 'Tech With Tim',
    difficulty: 'Pertengahan',
    category: 'Coding',
    steps: [
      {
        title: 'Pasang Cursor dan buka projek',
        description:
          'Muat turun Cursor, import tetapan VS Code jika mahu dan buka folder projek anda.',
        tools: ['Cursor'],
      },
      {
        title: 'Gunakan autolengkap Tab',
        description: 'Terima cadangan kod dengan kekunci Tab dan semak setiap cadangan.',
        tools: ['Cursor'],
      },
      {
        title: 'Tanya tentang kod dalam sembang',
        description:
          'Rujuk fail tertentu dalam sembang dan minta penjelasan atau cadangan perubahan.',
        tools: ['Cursor'],
      },
      {
        title: 'Minta agent membuat perubahan',
        description:
          'Terangkan ciri yang mahu dibina, biar agent menyunting fail, kemudian semak setiap ' +
          'perubahan sebelum diterima.',
        tools: ['Cursor'],
      },
    ],
    resources: [
      { title: 'Dokumentasi Cursor', url: 'https://cursor.com/docs' },
      { title: 'Cursor Learn', url: 'https://cursor.com/learn' },
    ],
  },
  {
    title: 'Prompt Engineering untuk Membina Aplikasi dengan Lovable',
    description:
      'Siaran langsung rasmi Lovable bersama Mark Kashef: tahap-tahap prompting, meta prompting, ' +
      'strategi nyahpepijat apabila AI tersangkut, membina aplikasi contoh, menyambungkannya ' +
      'dengan Make.com dan menggunakan Visual Edits. Video dalam Bahasa Inggeris; sari kata ' +
      'boleh diaktifkan.',
    // source: github.com/jrpj2010/AI-super-dokugaku sato_managed_contents/⚠️Youtube[RAG]/プロンプト/2025-02-19_Master_Prompt_Engineering_–_Build_Smarter_AI_Apps_with_Lovable_.md ("Master Prompt Engineering – Build Smarter AI Apps with Lovable!", channel Lovable)
    youtube_id: 'IqWfKj4mUIo',
    duration: '±1 jam 5 minit',
    instructor: 'Lovable bersama Mark Kashef',
    difficulty: 'Lanjutan',
    category: 'Coding',
    steps: [
      {
        title: 'Susun prompt dengan struktur yang jelas',
        description:
          'Mulakan dengan bahagian konteks, tugasan, garis panduan dan kekangan, kemudian ' +
          'beransur ke prompt yang lebih bebas apabila sudah biasa.',
        tools: ['Lovable'],
      },
      {
        title: 'Gunakan meta prompting',
        description:
          'Minta model AI membantu menulis dan memperbaiki prompt sebelum memberikannya kepada ' +
          'Lovable.',
        tools: ['ChatGPT', 'Lovable'],
      },
      {
        title: 'Nyahpepijat secara sistematik',
        description:
          'Apabila ralat berulang, fahami punca ralat dahulu dan beri maklumat input serta ' +
          'output yang dijangka, bukannya mengulang permintaan yang sama.',
        tools: ['Lovable'],
      },
      {
        title: 'Bina aplikasi dan sambungkan ke Make.com',
        description:
          'Bina aplikasi contoh dalam Lovable dan hubungkannya dengan automasi Make.com.',
        tools: ['Lovable', 'Make'],
      },
      {
        title: 'Kemas kini UI dengan Visual Edits',
        description: 'Ubah rupa aplikasi terus pada pratonton menggunakan Visual Edits.',
        tools: ['Lovable'],
      },
    ],
    resources: [
      { title: 'Dokumentasi Lovable', url: 'https://docs.lovable.dev' },
      { title: 'Pusat Bantuan Make', url: 'https://www.make.com/en/help' },
    ],
  },
  {
    title: 'Suara Latar AI yang Kedengaran Semula Jadi dengan ElevenLabs',
    description:
      'Tutorial rasmi ElevenLabs: pilih model suara, laraskan tetapan, arahkan emosi dengan ' +
      'audio tag seperti [laughs] atau [whispering], reka suara sendiri dengan Voice Design, ' +
      'kemudian muat turun MP3 untuk video anda. Video dalam Bahasa Inggeris.',
    // source: GitHub code index (find_string "Vs6vJwmJL0Y": 10 files, e.g. course notes "How to make AI Voiceovers that sound Human (2025 ElevenLabs Text to Speech Tutorial)", channel ElevenLabs; the index does not expose their repo paths)
    youtube_id: 'Vs6vJwmJL0Y',
    duration: '±10 minit',
    instructor: 'ElevenLabs',
    difficulty: 'Pemula',
    category: 'Audio',
    steps: [
      {
        title: 'Pilih model yang sesuai',
        description:
          'Dalam Text to Speech, gunakan Eleven v3 untuk lakonan yang ekspresif atau Multilingual ' +
          'v2 untuk suara yang konsisten dalam pelbagai bahasa.',
        tools: ['ElevenLabs'],
      },
      {
        title: 'Laraskan tetapan suara',
        description:
          'Ubah kelajuan, kestabilan dan persamaan suara; kekalkan Style Exaggeration rendah ' +
          'supaya suara tidak menjadi tidak stabil.',
        tools: ['ElevenLabs'],
      },
      {
        title: 'Arahkan emosi dengan audio tag',
        description:
          'Letakkan arahan dalam kurungan segi empat seperti [whispering] atau [laughs] sebelum ' +
          'ayat supaya penyampaian lebih hidup.',
        tools: ['ElevenLabs'],
      },
      {
        title: 'Reka suara sendiri dengan Voice Design',
        description:
          'Terangkan umur, jantina, nada, loghat dan rentak suara yang dikehendaki, kemudian ' +
          'pilih satu daripada beberapa pilihan yang dijana.',
        tools: ['ElevenLabs'],
      },
      {
        title: 'Muat turun dan guna semula',
        description:
          'Muat turun fail MP3 dan gunakan tab History untuk mencari semula hasil terdahulu.',
        tools: ['ElevenLabs'],
      },
    ],
    resources: [
      { title: 'Dokumentasi ElevenLabs', url: 'https://elevenlabs.io/docs' },
      { title: 'Pusat Bantuan ElevenLabs', url: 'https://help.elevenlabs.io' },
    ],
  },
  {
    title: 'Cipta Lagu Pertama Anda dengan Suno',
    description:
      'Tutorial Suno untuk pemula: jana lagu lengkap dengan lirik, vokal dan muzik daripada ' +
      'satu penerangan, kemudian kawal hasilnya melalui mod Custom. Gunakan untuk jingle ringkas ' +
      'bagi perniagaan anda. Video dalam Bahasa Inggeris.',
    // source: GitHub code index (find_string "72R1NjNaUnE": 5 files in independent projects, e.g. course notes "Suno Ai Tutorial 2026 (For Complete Beginners) — https://youtu.be/72R1NjNaUnE", channel ChillPanic; the index does not expose their repo paths)
    youtube_id: '72R1NjNaUnE',
    duration: '±15 minit',
    instructor: 'ChillPanic',
    difficulty: 'Pemula',
    category: 'Audio',
    steps: [
      {
        title: 'Mula dengan mod Simple',
        description:
          'Terangkan lagu yang anda mahukan dalam satu ayat dan biar Suno menjana lirik serta ' +
          'muziknya.',
        tools: ['Suno'],
      },
      {
        title: 'Kawal lirik dan gaya dengan mod Custom',
        description:
          'Tulis lirik sendiri dan nyatakan genre, alat muzik serta suasana dalam ruangan gaya.',
        tools: ['Suno'],
      },
      {
        title: 'Susun struktur lagu',
        description:
          'Tandakan bahagian lagu seperti [Verse] dan [Chorus] dalam lirik supaya struktur ' +
          'lagu lebih teratur.',
        tools: ['Suno'],
      },
      {
        title: 'Pilih versi terbaik dan muat turun',
        description:
          'Dengar versi yang dijana, pilih yang paling sesuai dan muat turun untuk digunakan.',
        tools: ['Suno'],
      },
    ],
    resources: [{ title: 'Pusat Bantuan Suno', url: 'https://help.suno.com' }],
  },
  {
    title: 'Cipta Avatar Digital Anda dengan HeyGen',
    description:
      'Tutorial rasmi HeyGen tentang Avatar V: rakam klip pendek untuk menghasilkan "digital ' +
      'twin" anda, klon suara, reka rupa, pakaian dan latar, kemudian hasilkan video bercakap ' +
      'daripada skrip tanpa perlu merakam semula. Video dalam Bahasa Inggeris.',
    // source: GitHub code index (find_string "6JaW8si98q8": 7 files, e.g. research notes "How to Use HeyGen Avatar V (Complete Tutorial + Best Practices) — HeyGen · 8:36"; the index does not expose their repo paths)
    youtube_id: '6JaW8si98q8',
    duration: '8 minit 36 saat',
    instructor: 'HeyGen',
    difficulty: 'Pertengahan',
    category: 'Video',
    steps: [
      {
        title: 'Rakam klip untuk digital twin',
        description:
          'Rakam klip pendek diri anda dengan pencahayaan yang baik untuk menghasilkan avatar.',
        tools: ['HeyGen'],
      },
      {
        title: 'Klon suara anda',
        description: 'Gunakan suara anda sendiri supaya avatar kedengaran seperti anda.',
        tools: ['HeyGen'],
      },
      {
        title: 'Reka rupa, pakaian dan latar',
        description:
          'Cipta beberapa rupa dengan pakaian dan latar berbeza untuk jenis video yang berlainan.',
        tools: ['HeyGen'],
      },
      {
        title: 'Hasilkan video daripada skrip',
        description:
          'Tampal skrip, pilih rupa avatar dan jana video bercakap tanpa perlu berdiri di ' +
          'hadapan kamera lagi.',
        tools: ['HeyGen'],
      },
    ],
    resources: [
      { title: 'Pusat Bantuan HeyGen', url: 'https://help.heygen.com' },
      {
        title: 'Avatar V kini tersedia di HeyGen',
        url: 'https://help.heygen.com/en/articles/14602974-avatar-v-is-now-available-on-heygen',
      },
    ],
  },
  {
    title: 'Sunting Video Pertama Anda dengan CapCut',
    description:
      'Tutorial lengkap untuk pemula CapCut: susun dan potong klip, tambah kapsyen automatik, ' +
      'betulkan warna, cuba ciri AI CapCut, eksport video berkualiti tinggi dan reka thumbnail. ' +
      'Video dalam Bahasa Inggeris.',
    // source: GitHub code index (find_string "EMDrgqepVhM": 7 files, e.g. course plan "Metics Media — \"CapCut Tutorial for Beginners 2025 - Step by Step\" — About 62 min"; the index does not expose their repo paths)
    youtube_id: 'EMDrgqepVhM',
    duration: '±1 jam 2 minit',
    instructor: 'Metics Media',
    difficulty: 'Pemula',
    category: 'Video',
    steps: [
      {
        title: 'Import dan susun klip',
        description:
          'Masukkan rakaman ke garis masa, potong bahagian yang tidak perlu dan susun mengikut ' +
          'cerita.',
        tools: ['CapCut'],
      },
      {
        title: 'Tambah kapsyen automatik',
        description:
          'Jana kapsyen secara automatik dan betulkan ejaan perkataan tempatan secara manual.',
        tools: ['CapCut'],
      },
      {
        title: 'Betulkan warna dan cuba ciri AI',
        description:
          'Laraskan warna supaya video kelihatan kemas, kemudian teroka ciri AI yang ada dalam ' +
          'CapCut.',
        tools: ['CapCut'],
      },
      {
        title: 'Eksport dan reka thumbnail',
        description:
          'Eksport video dalam kualiti tinggi dan reka thumbnail yang menarik untuk hantaran anda.',
        tools: ['CapCut'],
      },
    ],
    resources: [{ title: 'Laman rasmi CapCut', url: 'https://www.capcut.com' }],
  },
  {
    title: 'Bina AI Agent Pembantu Peribadi Tanpa Kod dengan Make',
    description:
      'Bina pembantu peribadi AI dalam Make.com: agent menerima mesej Telegram, merancang hari ' +
      'anda daripada Google Calendar, menjawab soalan dan meringkaskan e-mel menggunakan model ' +
      'Gemini. Video dalam Bahasa Inggeris; sari kata boleh diaktifkan.',
    // source: github.com/jrpj2010/AI-super-dokugaku sato_managed_contents/⚠️Youtube[RAG]/プロンプト/2025-05-28_Build_Your_First_AI_Agent_in_30_Minutes_(No_Coding).md ("Build Your First AI Agent in 30 Minutes (No Coding)", channel Ishan Sharma)
    youtube_id: 'LMPh5cwtWig',
    duration: '±27 minit',
    instructor: 'Ishan Sharma',
    difficulty: 'Pertengahan',
    category: 'Automation',
    steps: [
      {
        title: 'Cipta agent dan arahan sistem',
        description:
          'Cipta agent baharu dalam Make, pilih model Gemini dan minta ChatGPT membantu menulis ' +
          'arahan sistem yang terperinci.',
        tools: ['Make', 'ChatGPT', 'Gemini'],
      },
      {
        title: 'Sambungkan bot Telegram',
        description:
          'Cipta bot melalui BotFather di Telegram dan sambungkan tokennya sebagai pencetus ' +
          'senario dalam Make.',
        tools: ['Make'],
      },
      {
        title: 'Automasi perancangan hari',
        description:
          'Gunakan router: jika mesej meminta "plan my day", cari acara dalam Google Calendar, ' +
          'gabungkan teksnya dan minta Gemini menyusun jadual harian.',
        tools: ['Make', 'Gemini'],
      },
      {
        title: 'Tambah soal jawab dan ringkasan e-mel',
        description:
          'Bina senario tambahan untuk menjawab soalan umum dan meringkaskan e-mel hari itu, ' +
          'kemudian berikannya kepada agent sebagai alat.',
        tools: ['Make', 'Gemini'],
      },
    ],
    resources: [
      { title: 'Pusat Bantuan Make', url: 'https://www.make.com/en/help' },
      { title: 'Make Academy', url: 'https://www.make.com/en/academy' },
    ],
  },
  {
    title: 'Bina AI Agent Pertama dalam n8n: Chat Trigger, Memori dan Arahan Sistem',
    description:
      'Bahagian 1 siri "Building AI Agents" daripada saluran rasmi n8n: beza AI agent dan LLM, ' +
      'membina agent bersembang dengan Chat Trigger, menyambungkan model, menulis mesej sistem, ' +
      'menambah memori dan mengaktifkan aliran kerja untuk diuji. Video dalam Bahasa Inggeris; ' +
      'sari kata boleh diaktifkan.',
    // source: github.com/jrpj2010/AI-super-dokugaku sato_managed_contents/⚠️Youtube[RAG]/プロンプト/2024-11-29_Building_AI_Agents__Chat_Trigger,_Memory,_and_System_User_Messages_Explained_[Part_1].md (channel n8n)
    youtube_id: 'yzvLfHb0nqE',
    duration: '±20 minit',
    instructor: 'Max (n8n)',
    difficulty: 'Lanjutan',
    category: 'Automation',
    steps: [
      {
        title: 'Fahami AI agent berbanding LLM',
        description:
          'Ketahui bagaimana agent menggunakan model bahasa, alat dan memori untuk bertindak, ' +
          'bukan sekadar menjawab.',
        tools: ['n8n'],
      },
      {
        title: 'Tambah Chat Trigger dan nod AI Agent',
        description:
          'Cipta aliran kerja baharu di n8n Cloud atau n8n yang dihoskan sendiri, kemudian ' +
          'sambungkan Chat Trigger kepada nod AI Agent.',
        tools: ['n8n'],
      },
      {
        title: 'Sambungkan model dan tulis mesej sistem',
        description:
          'Pilih model sembang untuk agent dan tulis mesej sistem yang menerangkan peranan, nada ' +
          'dan had jawapan agent.',
        tools: ['n8n'],
      },
      {
        title: 'Tambah memori',
        description:
          'Tambah memori supaya agent mengingati mesej sebelumnya dalam perbualan yang sama.',
        tools: ['n8n'],
      },
      {
        title: 'Aktifkan, uji dan tambah baik',
        description:
          'Aktifkan aliran kerja, uji melalui antara muka sembang n8n dan kemas kini mesej ' +
          'sistem berdasarkan jawapan yang diterima.',
        tools: ['n8n'],
      },
    ],
    resources: [
      { title: 'Dokumentasi AI n8n', url: 'https://docs.n8n.io/advanced-ai/' },
      { title: 'Templat aliran kerja n8n', url: 'https://n8n.io/workflows/' },
    ],
  },
  {
    title: 'Mengenali AI Agent: Demo Manus',
    description:
      'Video pengenalan rasmi Manus, "agent AI umum". Lihat bagaimana agent menerima satu ' +
      'matlamat, merancang langkah, menggunakan pelayar dan alat lain, lalu menyerahkan hasil ' +
      'kerja yang siap; berbeza daripada chatbot yang hanya menjawab. Video dalam Bahasa Inggeris.',
    // source: github.com/fuku-inc/life-science-agent-tutorial docs/tutorials/01-try-agents/manus/index.md (embedded on its Manus page; other files cite it as "Introducing Manus : The General AI Agent - YouTube")
    youtube_id: 'K27diMbCsuw',
    duration: '±4 minit',
    instructor: 'Manus',
    difficulty: 'Pemula',
    category: 'Agents',
    steps: [
      {
        title: 'Chatbot berbanding AI agent',
        description:
          'Chatbot menjawab soalan; agent merancang langkah, menggunakan alat dan menyemak hasil ' +
          'kerjanya sendiri.',
        tools: ['ChatGPT', 'Manus'],
      },
      {
        title: 'Perhatikan cara agent bekerja',
        description:
          'Semasa menonton demo, perhatikan bagaimana tugasan dipecahkan kepada langkah kecil ' +
          'dan dilaksanakan satu demi satu.',
        tools: ['Manus'],
      },
      {
        title: 'Tulis arahan matlamat yang jelas',
        description:
          'Cuba satu tugasan kecil: nyatakan matlamat, skop, format hasil dan had masa supaya ' +
          'agent tidak tersasar.',
        tools: ['Manus'],
      },
      {
        title: 'Semak hasil sebelum digunakan',
        description:
          'Semak sumber dan fakta dalam hasil agent sebelum dikongsi atau digunakan untuk ' +
          'keputusan perniagaan.',
        tools: ['Manus'],
      },
    ],
    resources: [{ title: 'Laman rasmi Manus', url: 'https://manus.im' }],
  },
];

/**
 * Issue 19: the demo's learning path — three short beginner tutorials, by title, in order: the
 * skill every other one needs, then two quick wins with free tools.
 */
export const learningPathTitles = [
  'Asas Prompt Engineering: Tulis Arahan AI yang Jelas',
  'Belajar Lebih Pantas dengan NotebookLM dan Google AI Studio',
  'Bina Kandungan Interaktif dengan Canva Code',
];
