// Real AI tools for the directory. Names here are referenced by tutorials and workflows.
import type { ToolSeed } from './types.js';

export const tools: ToolSeed[] = [
  // Writing
  {
    name: 'ChatGPT',
    website: 'https://chatgpt.com',
    main_function: 'Pembantu AI perbualan untuk menulis dan menjawab soalan',
    description:
      'ChatGPT ialah pembantu AI daripada OpenAI yang boleh menulis e-mel, kapsyen, artikel dan ' +
      'menjawab soalan dalam Bahasa Melayu. Sesuai untuk pemilik perniagaan kecil yang mahu ' +
      'menyiapkan draf kandungan dengan cepat dan pelajar yang perlukan penjelasan topik sukar.',
    category: 'Writing',
    pricing: 'Freemium',
    key_features: [
      'Perbualan semula jadi dalam Bahasa Melayu dan Inggeris',
      'Menjana draf e-mel, artikel dan kapsyen',
      'Muat naik fail PDF dan imej untuk dianalisis',
      'Carian web untuk maklumat terkini',
      'Penjanaan imej terbina dalam',
      'Custom GPT untuk tugasan berulang',
    ],
    alternatives: ['Claude', 'Gemini', 'Microsoft Copilot'],
    rating: 4.8,
  },
  {
    name: 'Claude',
    website: 'https://claude.ai',
    main_function: 'Pembantu AI untuk penulisan panjang dan analisis dokumen',
    description:
      'Claude daripada Anthropic terkenal dengan gaya penulisan yang semula jadi dan keupayaan ' +
      'membaca dokumen yang panjang. Ia sesuai untuk menyemak kontrak, meringkaskan laporan dan ' +
      'menulis kandungan yang memerlukan nada profesional.',
    category: 'Writing',
    pricing: 'Freemium',
    key_features: [
      'Tetingkap konteks besar untuk dokumen panjang',
      'Gaya penulisan yang semula jadi dan teratur',
      'Projects untuk menyimpan fail rujukan',
      'Artifacts untuk menjana dokumen dan kod',
      'Analisis PDF, jadual dan imej',
    ],
    alternatives: ['ChatGPT', 'Gemini', 'Perplexity'],
    rating: 4.7,
  },
  {
    name: 'Grammarly',
    website: 'https://www.grammarly.com',
    main_function: 'Penyemak tatabahasa dan gaya penulisan Bahasa Inggeris',
    description:
      'Grammarly menyemak ejaan, tatabahasa dan nada tulisan Bahasa Inggeris anda secara ' +
      'automatik di pelayar, e-mel dan dokumen. Ia amat berguna untuk pelajar yang menulis ' +
      'tugasan dan usahawan yang berurusan dengan pelanggan antarabangsa.',
    category: 'Writing',
    pricing: 'Freemium',
    key_features: [
      'Semakan ejaan dan tatabahasa masa nyata',
      'Cadangan nada dan kejelasan ayat',
      'Sambungan pelayar untuk Gmail dan Google Docs',
      'Penulisan semula ayat dengan AI',
      'Pengesan plagiarisme (pelan berbayar)',
    ],
    alternatives: ['QuillBot', 'Wordtune', 'ChatGPT'],
    rating: 4.6,
  },
  {
    name: 'QuillBot',
    website: 'https://quillbot.com',
    main_function: 'Alat parafrasa dan peringkas teks',
    description:
      'QuillBot membantu anda menulis semula ayat dengan gaya berbeza, meringkaskan teks dan ' +
      'menyemak tatabahasa. Pelajar sering menggunakannya untuk memahami bacaan akademik dan ' +
      'memperbaiki struktur ayat dalam esei.',
    category: 'Writing',
    pricing: 'Freemium',
    key_features: [
      'Parafrasa dengan beberapa mod gaya',
      'Peringkas teks panjang',
      'Penyemak tatabahasa',
      'Penjana sitasi untuk rujukan akademik',
      'Penterjemah berbilang bahasa',
    ],
    alternatives: ['Grammarly', 'Wordtune', 'ChatGPT'],
    rating: 4.3,
  },
  {
    name: 'Wordtune',
    website: 'https://www.wordtune.com',
    main_function: 'Penulisan semula ayat dengan pelbagai nada',
    description:
      'Wordtune mencadangkan beberapa versi ayat anda supaya lebih jelas, ringkas atau formal. ' +
      'Ia sesuai untuk menggilap e-mel penting, cadangan projek dan hantaran LinkedIn dalam ' +
      'Bahasa Inggeris.',
    category: 'Writing',
    pricing: 'Freemium',
    key_features: [
      'Cadangan tulis semula ayat',
      'Tukar nada kepada formal atau santai',
      'Pendekkan atau panjangkan teks',
      'Peringkas artikel dan video',
    ],
    alternatives: ['QuillBot', 'Grammarly', 'Claude'],
    rating: 4.1,
  },

  // Design
  {
    name: 'Midjourney',
    website: 'https://www.midjourney.com',
    main_function: 'Penjana imej AI berkualiti tinggi daripada teks',
    description:
      'Midjourney menghasilkan imej artistik dan realistik yang sangat terperinci berdasarkan ' +
      'arahan teks. Ia popular untuk konsep produk, ilustrasi kempen dan inspirasi reka bentuk, ' +
      'tetapi memerlukan langganan berbayar.',
    category: 'Design',
    pricing: 'Paid',
    key_features: [
      'Imej beresolusi tinggi dengan gaya artistik',
      'Antara muka web dan Discord',
      'Rujukan gaya dan watak untuk konsistensi',
      'Alat edit, upscale dan variasi imej',
      'Penjanaan video pendek daripada imej',
    ],
    alternatives: ['DALL-E', 'Adobe Firefly', 'Leonardo.Ai'],
    rating: 4.7,
  },
  {
    name: 'DALL-E',
    website: 'https://openai.com/index/dall-e-3/',
    main_function: 'Penjana imej AI daripada OpenAI',
    description:
      'DALL-E menukar penerangan teks kepada imej dan boleh digunakan terus melalui ChatGPT. ' +
      'Ia memahami arahan yang panjang dengan baik, jadi sesuai untuk pemula yang mahu ' +
      'menghasilkan ilustrasi ringkas untuk hantaran media sosial.',
    category: 'Design',
    pricing: 'Freemium',
    key_features: [
      'Memahami arahan teks yang terperinci',
      'Terbina dalam ChatGPT',
      'Edit bahagian imej melalui perbualan',
      'Pelbagai nisbah imej untuk media sosial',
    ],
    alternatives: ['Midjourney', 'Adobe Firefly', 'Canva'],
    rating: 4.2,
  },
  {
    name: 'Canva',
    website: 'https://www.canva.com',
    main_function: 'Platform reka bentuk grafik dengan alat AI Magic Studio',
    description:
      'Canva memudahkan sesiapa sahaja mereka poster, hantaran media sosial, slaid dan video ' +
      'menggunakan templat siap. Ciri Magic Studio membolehkan anda menjana imej, menulis teks ' +
      'dan membuang latar belakang foto produk dengan satu klik.',
    category: 'Design',
    pricing: 'Freemium',
    key_features: [
      'Ribuan templat untuk media sosial dan cetakan',
      'Magic Write untuk menjana teks',
      'Pembuang latar belakang foto',
      'Magic Resize untuk pelbagai saiz platform',
      'Brand Kit untuk warna dan logo perniagaan',
      'Kolaborasi pasukan masa nyata',
    ],
    alternatives: ['Adobe Firefly', 'Figma', 'DALL-E'],
    rating: 4.8,
  },
  {
    name: 'Figma',
    website: 'https://www.figma.com',
    main_function: 'Alat reka bentuk UI dan prototaip kolaboratif',
    description:
      'Figma digunakan oleh pereka untuk membina reka bentuk aplikasi dan laman web secara ' +
      'bersama dalam pelayar. Ciri Figma AI membantu menjana draf reka letak, menamakan lapisan ' +
      'dan menukar reka bentuk kepada prototaip interaktif.',
    category: 'Design',
    pricing: 'Freemium',
    key_features: [
      'Reka bentuk UI dalam pelayar',
      'Kolaborasi masa nyata dengan pasukan',
      'Prototaip interaktif tanpa kod',
      'Figma AI untuk menjana draf reka letak',
      'Komuniti plugin dan templat yang besar',
    ],
    alternatives: ['Canva', 'v0', 'Lovable'],
    rating: 4.7,
  },
  {
    name: 'Adobe Firefly',
    website: 'https://firefly.adobe.com',
    main_function: 'Penjana imej AI yang selamat untuk kegunaan komersial',
    description:
      'Adobe Firefly menjana dan menyunting imej menggunakan AI yang dilatih dengan kandungan ' +
      'berlesen. Ia sesuai untuk perniagaan yang mahu menggunakan imej AI dalam iklan dengan ' +
      'lebih yakin dari segi hak cipta.',
    category: 'Design',
    pricing: 'Freemium',
    key_features: [
      'Teks kepada imej dengan kawalan gaya',
      'Generative Fill untuk tambah atau buang objek',
      'Kesan teks dan fon kreatif',
      'Integrasi dengan Photoshop dan Adobe Express',
      'Kredit generatif bulanan percuma',
    ],
    alternatives: ['Midjourney', 'DALL-E', 'Canva'],
    rating: 4.4,
  },
  {
    name: 'Leonardo.Ai',
    website: 'https://leonardo.ai',
    main_function: 'Penjana imej dan aset kreatif dengan model pilihan',
    description:
      'Leonardo.Ai menawarkan pelbagai model imej untuk menghasilkan ilustrasi, aset permainan ' +
      'dan foto produk. Pelan percumanya memberi token harian yang cukup untuk pelajar dan ' +
      'pencipta kandungan mencuba.',
    category: 'Design',
    pricing: 'Freemium',
    key_features: [
      'Pelbagai model imej untuk gaya berbeza',
      'Token percuma setiap hari',
      'Kanvas untuk edit dan lanjutkan imej',
      'Latih model sendiri dengan imej rujukan',
    ],
    alternatives: ['Midjourney', 'Adobe Firefly', 'DALL-E'],
    rating: 4.3,
  },

  // Marketing
  {
    name: 'Jasper',
    website: 'https://www.jasper.ai',
    main_function: 'Platform AI untuk kandungan pemasaran jenama',
    description:
      'Jasper membantu pasukan pemasaran menghasilkan copy iklan, blog dan kempen yang selaras ' +
      'dengan suara jenama. Ia lebih sesuai untuk syarikat yang menghasilkan kandungan dalam ' +
      'jumlah besar berbanding pengguna individu.',
    category: 'Marketing',
    pricing: 'Paid',
    key_features: [
      'Brand Voice untuk nada jenama yang konsisten',
      'Templat copy iklan, blog dan e-mel',
      'Perancang kempen pemasaran',
      'Sambungan pelayar untuk menulis di mana-mana',
      'Kolaborasi pasukan dan aliran kelulusan',
    ],
    alternatives: ['Copy.ai', 'ChatGPT', 'Claude'],
    rating: 4.3,
  },
  {
    name: 'Copy.ai',
    website: 'https://www.copy.ai',
    main_function: 'Penjana copy pemasaran dan jualan dengan AI',
    description:
      'Copy.ai menjana kapsyen media sosial, penerangan produk dan e-mel jualan dalam beberapa ' +
      'saat. Ia juga menyediakan aliran kerja automatik untuk pasukan jualan dan pemasaran yang ' +
      'mahu menjimatkan masa.',
    category: 'Marketing',
    pricing: 'Freemium',
    key_features: [
      'Templat kapsyen, iklan dan penerangan produk',
      'Aliran kerja automatik untuk jualan',
      'Sokongan berbilang bahasa',
      'Infobase untuk maklumat jenama',
    ],
    alternatives: ['Jasper', 'ChatGPT', 'Predis.ai'],
    rating: 4.2,
  },
  {
    name: 'AdCreative.ai',
    website: 'https://www.adcreative.ai',
    main_function: 'Penjana kreatif iklan berprestasi tinggi',
    description:
      'AdCreative.ai menghasilkan banyak variasi reka bentuk iklan dan teks untuk Facebook, ' +
      'Instagram dan Google Ads. Ia membantu peniaga menguji kreatif iklan dengan lebih pantas ' +
      'tanpa pereka sepenuh masa.',
    category: 'Marketing',
    pricing: 'Paid',
    key_features: [
      'Variasi kreatif iklan secara pukal',
      'Skor ramalan prestasi kreatif',
      'Teks iklan dan tajuk automatik',
      'Integrasi dengan Google Ads dan Meta',
    ],
    alternatives: ['Canva', 'Predis.ai', 'Jasper'],
    rating: 4.0,
  },
  {
    name: 'Buffer',
    website: 'https://buffer.com',
    main_function: 'Penjadual media sosial dengan AI Assistant',
    description:
      'Buffer membolehkan anda menjadualkan hantaran ke Instagram, Facebook, TikTok dan LinkedIn ' +
      'dari satu tempat. AI Assistant membantu menjana idea dan menulis semula kapsyen mengikut ' +
      'platform.',
    category: 'Marketing',
    pricing: 'Freemium',
    key_features: [
      'Jadual hantaran ke pelbagai platform',
      'AI Assistant untuk idea dan kapsyen',
      'Analitik prestasi hantaran',
      'Halaman pautan Start Page',
      'Pelan percuma untuk tiga saluran',
    ],
    alternatives: ['Predis.ai', 'Canva', 'Zapier'],
    rating: 4.4,
  },
  {
    name: 'Predis.ai',
    website: 'https://predis.ai',
    main_function: 'Penjana hantaran media sosial lengkap dengan AI',
    description:
      'Predis.ai menjana hantaran karusel, video pendek dan kapsyen daripada satu arahan teks ' +
      'atau pautan produk. Ia sesuai untuk peniaga e-dagang yang mahu mengisi kalendar ' +
      'kandungan dengan cepat.',
    category: 'Marketing',
    pricing: 'Freemium',
    key_features: [
      'Hantaran karusel dan video daripada teks',
      'Kapsyen dan hashtag automatik',
      'Analisis pesaing media sosial',
      'Penjadualan terus ke platform',
    ],
    alternatives: ['Canva', 'Buffer', 'Copy.ai'],
    rating: null,
  },

  // Productivity
  {
    name: 'Notion AI',
    website: 'https://www.notion.com/product/ai',
    main_function: 'Pembantu AI dalam ruang kerja Notion',
    description:
      'Notion AI membantu anda meringkaskan nota, menjana senarai tugasan dan mencari maklumat ' +
      'di seluruh ruang kerja Notion. Ia sesuai untuk pelajar yang mengurus nota kuliah dan ' +
      'pasukan kecil yang mengurus projek.',
    category: 'Productivity',
    pricing: 'Freemium',
    key_features: [
      'Ringkasan halaman dan nota mesyuarat',
      'Penjanaan draf dan senarai tugasan',
      'Carian AI merentas ruang kerja',
      'Pengisian automatik pangkalan data',
      'Transkripsi mesyuarat terbina dalam',
    ],
    alternatives: ['Microsoft Copilot', 'ChatGPT', 'Gamma'],
    rating: 4.5,
  },
  {
    name: 'Microsoft Copilot',
    website: 'https://copilot.microsoft.com',
    main_function: 'Pembantu AI Microsoft untuk kerja harian dan Office',
    description:
      'Microsoft Copilot boleh menjawab soalan, menulis draf dan menjana imej secara percuma ' +
      'melalui web atau aplikasi. Dengan Microsoft 365, ia membantu menyiapkan dokumen Word, ' +
      'analisis Excel dan slaid PowerPoint dengan lebih pantas.',
    category: 'Productivity',
    pricing: 'Freemium',
    key_features: [
      'Perbualan AI dengan carian web',
      'Integrasi Word, Excel, PowerPoint dan Outlook',
      'Ringkasan e-mel dan mesyuarat Teams',
      'Penjanaan imej percuma',
      'Tersedia di Windows, pelayar Edge dan telefon',
    ],
    alternatives: ['ChatGPT', 'Gemini', 'Notion AI'],
    rating: 4.3,
  },
  {
    name: 'Otter.ai',
    website: 'https://otter.ai',
    main_function: 'Transkripsi dan ringkasan mesyuarat automatik',
    description:
      'Otter.ai merakam dan menukar perbualan mesyuarat kepada teks secara masa nyata. Ia ' +
      'menghasilkan ringkasan dan senarai tindakan supaya anda tidak perlu mencatat nota ' +
      'secara manual.',
    category: 'Productivity',
    pricing: 'Freemium',
    key_features: [
      'Transkripsi masa nyata untuk Zoom, Meet dan Teams',
      'Ringkasan mesyuarat automatik',
      'Senarai tindakan dan tugasan',
      'Carian dalam transkrip',
    ],
    alternatives: ['Fireflies.ai', 'Notion AI', 'Microsoft Copilot'],
    rating: 4.3,
  },
  {
    name: 'Gamma',
    website: 'https://gamma.app',
    main_function: 'Penjana slaid pembentangan dan dokumen dengan AI',
    description:
      'Gamma menghasilkan slaid pembentangan, dokumen dan laman web ringkas daripada satu ' +
      'arahan teks. Ia menjimatkan berjam-jam masa menyusun slaid untuk pembentangan kelas ' +
      'atau cadangan perniagaan.',
    category: 'Productivity',
    pricing: 'Freemium',
    key_features: [
      'Slaid lengkap daripada satu arahan',
      'Import dokumen atau nota sedia ada',
      'Tema reka bentuk moden',
      'Eksport ke PDF dan PowerPoint',
      'Kongsi melalui pautan dengan analitik',
    ],
    alternatives: ['Canva', 'Microsoft Copilot', 'Notion AI'],
    rating: 4.5,
  },
  {
    name: 'Fireflies.ai',
    website: 'https://fireflies.ai',
    main_function: 'Pembantu mesyuarat AI untuk rakaman dan ringkasan',
    description:
      'Fireflies.ai menyertai mesyuarat dalam talian anda untuk merakam, mentranskrip dan ' +
      'meringkaskan perbincangan. Ringkasan boleh dihantar terus ke Slack, Notion atau CRM ' +
      'pasukan anda.',
    category: 'Productivity',
    pricing: 'Freemium',
    key_features: [
      'Bot mesyuarat untuk Zoom, Meet dan Teams',
      'Transkripsi berbilang bahasa',
      'Ringkasan dan item tindakan automatik',
      'Integrasi dengan Slack, Notion dan CRM',
    ],
    alternatives: ['Otter.ai', 'Notion AI', 'Microsoft Copilot'],
    rating: 4.2,
  },

  // Research
  {
    name: 'Perplexity',
    website: 'https://www.perplexity.ai',
    main_function: 'Enjin carian AI dengan jawapan bersumber',
    description:
      'Perplexity menjawab soalan anda dengan ringkasan daripada pelbagai laman web beserta ' +
      'pautan sumber. Ia sangat berguna untuk kajian pasaran, tugasan universiti dan menyemak ' +
      'fakta dengan cepat.',
    category: 'Research',
    pricing: 'Freemium',
    key_features: [
      'Jawapan dengan sitasi sumber',
      'Mod Deep Research untuk laporan terperinci',
      'Carian fokus akademik dan kewangan',
      'Spaces untuk menyusun topik kajian',
      'Muat naik fail untuk dianalisis',
    ],
    alternatives: ['Gemini', 'ChatGPT', 'Consensus'],
    rating: 4.6,
  },
  {
    name: 'Gemini',
    website: 'https://gemini.google.com',
    main_function: 'Pembantu AI Google dengan carian dan Deep Research',
    description:
      'Gemini ialah pembantu AI daripada Google yang berhubung dengan Gmail, Google Docs dan ' +
      'Drive. Ciri Deep Research boleh menyemak puluhan laman web dan menyediakan laporan ' +
      'kajian yang tersusun dalam beberapa minit.',
    category: 'Research',
    pricing: 'Freemium',
    key_features: [
      'Deep Research untuk laporan kajian',
      'Integrasi Gmail, Docs dan Drive',
      'Analisis imej, PDF dan video YouTube',
      'Gems untuk pembantu tersuai',
      'Sokongan Bahasa Melayu',
    ],
    alternatives: ['ChatGPT', 'Claude', 'Perplexity'],
    rating: 4.6,
  },
  {
    name: 'NotebookLM',
    website: 'https://notebooklm.google.com',
    main_function: 'Pembantu kajian yang menjawab berdasarkan sumber anda',
    description:
      'NotebookLM daripada Google menjawab soalan hanya berdasarkan dokumen, pautan dan video ' +
      'yang anda muat naik. Ia boleh menjana ringkasan audio gaya podcast, sesuai untuk pelajar ' +
      'yang mahu mengulang kaji nota kuliah.',
    category: 'Research',
    pricing: 'Free',
    key_features: [
      'Jawapan berasaskan sumber yang dimuat naik',
      'Audio Overview gaya podcast',
      'Panduan belajar, soalan lazim dan garis masa',
      'Sitasi terus ke petikan sumber',
      'Sokong PDF, Google Docs, laman web dan YouTube',
    ],
    alternatives: ['Perplexity', 'Claude', 'Gemini'],
    rating: 4.7,
  },
  {
    name: 'Consensus',
    website: 'https://consensus.app',
    main_function: 'Enjin carian AI untuk kertas penyelidikan akademik',
    description:
      'Consensus mencari jawapan dalam jutaan kertas penyelidikan saintifik dan meringkaskan ' +
      'dapatannya. Ia membantu pelajar dan penyelidik mencari bukti akademik dengan lebih pantas.',
    category: 'Research',
    pricing: 'Freemium',
    key_features: [
      'Carian dalam kertas penyelidikan bersemak',
      'Consensus Meter untuk ringkasan dapatan',
      'Ringkasan kajian dengan sitasi',
      'Penapis jenis kajian dan tahun terbit',
    ],
    alternatives: ['Elicit', 'Perplexity', 'NotebookLM'],
    rating: 4.3,
  },
  {
    name: 'Elicit',
    website: 'https://elicit.com',
    main_function: 'Pembantu AI untuk kajian literatur',
    description:
      'Elicit membantu mencari kertas penyelidikan berkaitan, mengekstrak data penting dan ' +
      'menyusunnya dalam jadual. Ia sesuai untuk pelajar pascasiswazah yang sedang menyiapkan ' +
      'kajian literatur tesis.',
    category: 'Research',
    pricing: 'Freemium',
    key_features: [
      'Carian kertas penyelidikan dengan AI',
      'Ekstrak data ke dalam jadual',
      'Ringkasan abstrak dan dapatan',
      'Laporan kajian sistematik',
    ],
    alternatives: ['Consensus', 'Perplexity', 'NotebookLM'],
    rating: 4.2,
  },

  // Coding
  {
    name: 'GitHub Copilot',
    website: 'https://github.com/features/copilot',
    main_function: 'Pembantu pengaturcaraan AI dalam editor kod',
    description:
      'GitHub Copilot mencadangkan kod, menerangkan fungsi dan membantu membaiki pepijat terus ' +
      'dalam VS Code dan editor lain. Pelan percuma tersedia, dan pelajar yang disahkan boleh ' +
      'mendapat akses Pro secara percuma.',
    category: 'Coding',
    pricing: 'Freemium',
    key_features: [
      'Cadangan kod automatik semasa menaip',
      'Copilot Chat untuk menerangkan kod',
      'Mod agent untuk perubahan berbilang fail',
      'Semakan pull request dengan AI',
      'Akses percuma untuk pelajar yang layak',
    ],
    alternatives: ['Cursor', 'Replit', 'Claude'],
    rating: 4.6,
  },
  {
    name: 'Cursor',
    website: 'https://www.cursor.com',
    main_function: 'Editor kod berkuasa AI',
    description:
      'Cursor ialah editor kod berasaskan VS Code yang memahami keseluruhan projek anda. Anda ' +
      'boleh meminta AI menulis ciri baharu, mengubah suai banyak fail sekaligus dan ' +
      'menerangkan kod yang sukar difahami.',
    category: 'Coding',
    pricing: 'Freemium',
    key_features: [
      'Autolengkap kod yang pintar',
      'Agent untuk menulis dan mengubah banyak fail',
      'Sembang dengan konteks keseluruhan projek',
      'Pilihan pelbagai model AI',
      'Serasi dengan sambungan VS Code',
    ],
    alternatives: ['GitHub Copilot', 'Replit', 'Bolt.new'],
    rating: 4.7,
  },
  {
    name: 'Replit',
    website: 'https://replit.com',
    main_function: 'Platform pembangunan dalam talian dengan AI Agent',
    description:
      'Replit membolehkan anda menulis, menjalankan dan menerbitkan aplikasi terus dalam ' +
      'pelayar tanpa memasang apa-apa. Replit Agent boleh membina aplikasi lengkap daripada ' +
      'penerangan dalam bahasa biasa.',
    category: 'Coding',
    pricing: 'Freemium',
    key_features: [
      'Editor kod dalam pelayar',
      'Replit Agent untuk membina aplikasi',
      'Hosting dan penerbitan satu klik',
      'Pangkalan data terbina dalam',
    ],
    alternatives: ['Bolt.new', 'Lovable', 'Cursor'],
    rating: 4.4,
  },
  {
    name: 'v0',
    website: 'https://v0.app',
    main_function: 'Penjana antara muka web daripada arahan teks',
    description:
      'v0 daripada Vercel menjana komponen UI dan laman web React daripada penerangan teks atau ' +
      'tangkapan skrin. Ia sesuai untuk membina prototaip landing page dengan cepat dan ' +
      'menerbitkannya terus ke Vercel.',
    category: 'Coding',
    pricing: 'Freemium',
    key_features: [
      'UI React dan Tailwind daripada teks',
      'Tukar tangkapan skrin kepada kod',
      'Pratonton langsung dan suntingan berulang',
      'Terbit terus ke Vercel',
    ],
    alternatives: ['Lovable', 'Bolt.new', 'Figma'],
    rating: 4.4,
  },
  {
    name: 'Bolt.new',
    website: 'https://bolt.new',
    main_function: 'Pembina aplikasi web penuh dalam pelayar',
    description:
      'Bolt.new membina aplikasi web lengkap dengan frontend dan backend berdasarkan arahan ' +
      'anda, terus dalam pelayar. Ia membolehkan usahawan tanpa latar belakang teknikal ' +
      'menghasilkan prototaip aplikasi dalam masa singkat.',
    category: 'Coding',
    pricing: 'Freemium',
    key_features: [
      'Aplikasi penuh daripada arahan teks',
      'Persekitaran pembangunan dalam pelayar',
      'Pasang pakej npm secara automatik',
      'Terbit ke internet dengan satu klik',
    ],
    alternatives: ['Lovable', 'v0', 'Replit'],
    rating: 4.2,
  },
  {
    name: 'Lovable',
    website: 'https://lovable.dev',
    main_function: 'Pembina aplikasi web tanpa kod dengan AI',
    description:
      'Lovable menukar idea anda kepada aplikasi web yang berfungsi melalui perbualan. Ia ' +
      'berhubung dengan Supabase untuk pangkalan data dan log masuk, sesuai untuk membina MVP ' +
      'perniagaan dengan cepat.',
    category: 'Coding',
    pricing: 'Freemium',
    key_features: [
      'Bina aplikasi melalui perbualan',
      'Integrasi Supabase untuk data dan log masuk',
      'Sinkronisasi kod ke GitHub',
      'Domain tersuai dan penerbitan mudah',
    ],
    alternatives: ['Bolt.new', 'v0', 'Replit'],
    rating: 4.4,
  },

  // Audio
  {
    name: 'ElevenLabs',
    website: 'https://elevenlabs.io',
    main_function: 'Penjana suara AI yang realistik',
    description:
      'ElevenLabs menukar teks kepada suara yang sangat semula jadi dalam pelbagai bahasa, ' +
      'termasuk Bahasa Melayu. Ia sesuai untuk suara latar video promosi, buku audio dan ' +
      'kandungan e-pembelajaran.',
    category: 'Audio',
    pricing: 'Freemium',
    key_features: [
      'Teks kepada suara berbilang bahasa',
      'Klon suara anda sendiri',
      'Alih suara video ke bahasa lain',
      'Perpustakaan suara yang besar',
      'Kesan bunyi daripada teks',
    ],
    alternatives: ['Murf AI', 'Descript', 'HeyGen'],
    rating: 4.8,
  },
  {
    name: 'Suno',
    website: 'https://suno.com',
    main_function: 'Penjana lagu lengkap dengan vokal daripada teks',
    description:
      'Suno mencipta lagu lengkap dengan lirik, vokal dan muzik berdasarkan penerangan gaya ' +
      'yang anda berikan. Ia seronok digunakan untuk jingle perniagaan, lagu hari jadi atau ' +
      'muzik latar kandungan.',
    category: 'Audio',
    pricing: 'Freemium',
    key_features: [
      'Lagu lengkap dengan vokal dan muzik',
      'Tulis lirik sendiri atau biar AI menulis',
      'Pelbagai genre muzik',
      'Lanjutkan dan edit bahagian lagu',
      'Hak komersial untuk pelan berbayar',
    ],
    alternatives: ['Udio', 'ElevenLabs'],
    rating: 4.5,
  },
  {
    name: 'Udio',
    website: 'https://www.udio.com',
    main_function: 'Penjana muzik AI berkualiti tinggi',
    description:
      'Udio menjana muzik dan lagu berdasarkan arahan teks dengan kualiti bunyi yang jelas. ' +
      'Ia membolehkan anda mencuba pelbagai genre dan melanjutkan klip pendek menjadi lagu ' +
      'penuh.',
    category: 'Audio',
    pricing: 'Freemium',
    key_features: [
      'Muzik daripada arahan teks',
      'Lirik tersuai atau automatik',
      'Lanjutkan klip menjadi lagu penuh',
      'Remix dan variasi lagu',
    ],
    alternatives: ['Suno', 'ElevenLabs'],
    rating: 4.1,
  },
  {
    name: 'Adobe Podcast',
    website: 'https://podcast.adobe.com',
    main_function: 'Pembersih audio dan rakaman podcast dengan AI',
    description:
      'Adobe Podcast menawarkan Enhance Speech yang membuang bunyi bising dan gema daripada ' +
      'rakaman suara. Ia sangat membantu jika anda merakam podcast atau video menggunakan ' +
      'telefon di rumah.',
    category: 'Audio',
    pricing: 'Freemium',
    key_features: [
      'Enhance Speech untuk membersihkan suara',
      'Semakan mikrofon sebelum rakaman',
      'Studio rakaman dalam pelayar',
      'Suntingan berasaskan transkrip',
    ],
    alternatives: ['Descript', 'ElevenLabs'],
    rating: 4.5,
  },
  {
    name: 'Murf AI',
    website: 'https://murf.ai',
    main_function: 'Studio suara latar AI untuk video dan pembentangan',
    description:
      'Murf AI menyediakan pelbagai suara AI profesional untuk video korporat, iklan dan ' +
      'modul latihan. Anda boleh melaraskan nada, kelajuan dan penekanan setiap ayat dengan ' +
      'mudah.',
    category: 'Audio',
    pricing: 'Freemium',
    key_features: [
      'Ratusan suara dalam pelbagai bahasa',
      'Kawalan nada, kelajuan dan jeda',
      'Penyelarasan suara dengan video',
      'Integrasi dengan Canva dan Google Slides',
    ],
    alternatives: ['ElevenLabs', 'Descript'],
    rating: 4.2,
  },

  // Video
  {
    name: 'Runway',
    website: 'https://runwayml.com',
    main_function: 'Penjana dan penyunting video AI untuk kreatif',
    description:
      'Runway menjana klip video daripada teks atau imej menggunakan model Gen terkini. Ia ' +
      'digunakan oleh pencipta kandungan dan agensi untuk menghasilkan visual sinematik tanpa ' +
      'penggambaran sebenar.',
    category: 'Video',
    pricing: 'Freemium',
    key_features: [
      'Teks dan imej kepada video',
      'Kawalan pergerakan kamera',
      'Buang latar belakang video',
      'Alat suntingan AI dalam pelayar',
      'Lanjutkan dan ubah gaya klip',
    ],
    alternatives: ['Pika', 'HeyGen', 'CapCut'],
    rating: 4.5,
  },
  {
    name: 'HeyGen',
    website: 'https://www.heygen.com',
    main_function: 'Penjana video avatar AI yang bercakap',
    description:
      'HeyGen mencipta video dengan avatar manusia AI yang membaca skrip anda dalam pelbagai ' +
      'bahasa. Ia sesuai untuk video promosi, latihan pekerja dan penerangan produk tanpa ' +
      'perlu tampil di hadapan kamera.',
    category: 'Video',
    pricing: 'Freemium',
    key_features: [
      'Avatar AI yang realistik',
      'Cipta avatar digital diri sendiri',
      'Terjemahan video dengan penyegerakan bibir',
      'Templat video untuk pemasaran',
      'Sokongan pelbagai bahasa dan loghat',
    ],
    alternatives: ['Synthesia', 'Runway', 'ElevenLabs'],
    rating: 4.5,
  },
  {
    name: 'CapCut',
    website: 'https://www.capcut.com',
    main_function: 'Penyunting video dengan alat AI untuk media sosial',
    description:
      'CapCut ialah penyunting video popular untuk TikTok, Reels dan Shorts dengan kapsyen ' +
      'automatik dan templat trending. Ia tersedia di telefon, desktop dan pelayar, jadi mudah ' +
      'digunakan oleh peniaga dan pelajar.',
    category: 'Video',
    pricing: 'Freemium',
    key_features: [
      'Kapsyen automatik dalam pelbagai bahasa',
      'Templat video trending',
      'Buang latar belakang tanpa green screen',
      'Teks kepada suara dan kesan AI',
      'Kongsi terus ke TikTok',
    ],
    alternatives: ['Descript', 'OpusClip', 'Canva'],
    rating: 4.6,
  },
  {
    name: 'Descript',
    website: 'https://www.descript.com',
    main_function: 'Penyunting video dan audio melalui teks',
    description:
      'Descript membolehkan anda menyunting video dan podcast semudah menyunting dokumen teks. ' +
      'Padam perkataan dalam transkrip dan bahagian video itu turut dipotong, sesuai untuk ' +
      'kandungan temu bual dan tutorial.',
    category: 'Video',
    pricing: 'Freemium',
    key_features: [
      'Suntingan video berasaskan transkrip',
      'Buang perkataan pengisi secara automatik',
      'Studio Sound untuk membersihkan audio',
      'Rakaman skrin dan kamera',
      'Klip pendek untuk media sosial',
    ],
    alternatives: ['CapCut', 'Adobe Podcast', 'OpusClip'],
    rating: 4.5,
  },
  {
    name: 'Synthesia',
    website: 'https://www.synthesia.io',
    main_function: 'Platform video avatar AI untuk latihan korporat',
    description:
      'Synthesia menghasilkan video profesional dengan avatar AI daripada skrip teks. Syarikat ' +
      'menggunakannya untuk video latihan, SOP dan komunikasi dalaman dalam pelbagai bahasa.',
    category: 'Video',
    pricing: 'Freemium',
    key_features: [
      'Ratusan avatar AI profesional',
      'Lebih 140 bahasa dan loghat',
      'Templat video latihan',
      'Kolaborasi pasukan dan ulasan',
    ],
    alternatives: ['HeyGen', 'Descript'],
    rating: 4.3,
  },
  {
    name: 'Pika',
    website: 'https://pika.art',
    main_function: 'Penjana klip video kreatif daripada teks dan imej',
    description:
      'Pika menjana klip video pendek yang kreatif daripada teks atau foto. Kesan khas seperti ' +
      'Pikaffects menjadikannya popular untuk kandungan media sosial yang menarik perhatian.',
    category: 'Video',
    pricing: 'Freemium',
    key_features: [
      'Teks dan imej kepada video',
      'Kesan khas Pikaffects',
      'Tambah atau tukar objek dalam video',
      'Aplikasi web dan mudah alih',
    ],
    alternatives: ['Runway', 'CapCut'],
    rating: 4.0,
  },
  {
    name: 'OpusClip',
    website: 'https://www.opus.pro',
    main_function: 'Tukar video panjang kepada klip pendek viral',
    description:
      'OpusClip memotong video panjang seperti webinar atau podcast kepada klip pendek yang ' +
      'menarik untuk TikTok dan Reels. Ia menambah kapsyen dan memberi skor potensi viral ' +
      'bagi setiap klip.',
    category: 'Video',
    pricing: 'Freemium',
    key_features: [
      'Klip pendek automatik daripada video panjang',
      'Skor potensi viral',
      'Kapsyen animasi automatik',
      'Reframe ke format menegak',
      'Jadualkan terus ke media sosial',
    ],
    alternatives: ['CapCut', 'Descript'],
    rating: 4.3,
  },

  // Automation
  {
    name: 'Zapier',
    website: 'https://zapier.com',
    main_function: 'Automasi aliran kerja antara ribuan aplikasi',
    description:
      'Zapier menghubungkan lebih 7,000 aplikasi seperti Gmail, Google Sheets dan WhatsApp ' +
      'Business supaya kerja berulang berjalan sendiri. Langkah AI terbina dalam membolehkan ' +
      'anda meringkas, mengkategori dan menulis balasan secara automatik.',
    category: 'Automation',
    pricing: 'Freemium',
    key_features: [
      'Sambungan kepada ribuan aplikasi',
      'Pembina Zap tanpa kod',
      'Langkah AI dalam aliran kerja',
      'Zapier Tables dan Interfaces',
      'Agents untuk tugasan berterusan',
    ],
    alternatives: ['Make', 'n8n', 'IFTTT'],
    rating: 4.6,
  },
  {
    name: 'Make',
    website: 'https://www.make.com',
    main_function: 'Platform automasi visual untuk aliran kerja kompleks',
    description:
      'Make membolehkan anda membina automasi secara visual dengan menyusun modul dalam ' +
      'bentuk rajah. Ia lebih fleksibel dan biasanya lebih murah daripada Zapier untuk ' +
      'aliran kerja yang mempunyai banyak cabang.',
    category: 'Automation',
    pricing: 'Freemium',
    key_features: [
      'Pembina senario visual seret dan lepas',
      'Cabang, penapis dan gelung data',
      'Modul OpenAI, Claude dan Gemini',
      'Harga berasaskan operasi yang fleksibel',
    ],
    alternatives: ['Zapier', 'n8n', 'Microsoft Power Automate'],
    rating: 4.5,
  },
  {
    name: 'n8n',
    website: 'https://n8n.io',
    main_function: 'Platform automasi sumber terbuka dengan AI agent',
    description:
      'n8n ialah alat automasi yang boleh dihoskan sendiri secara percuma atau digunakan ' +
      'melalui awan. Ia popular untuk membina AI agent dan aliran kerja yang memerlukan ' +
      'kawalan penuh ke atas data.',
    category: 'Automation',
    pricing: 'Freemium',
    key_features: [
      'Boleh dihoskan sendiri secara percuma',
      'Nod AI Agent dengan LangChain',
      'Ratusan integrasi siap',
      'Tulis JavaScript atau Python jika perlu',
      'Templat aliran kerja komuniti',
    ],
    alternatives: ['Make', 'Zapier', 'Relevance AI'],
    rating: 4.6,
  },
  {
    name: 'IFTTT',
    website: 'https://ifttt.com',
    main_function: 'Automasi ringkas untuk aplikasi dan peranti pintar',
    description:
      'IFTTT menghubungkan aplikasi dan peranti pintar menggunakan peraturan "jika ini, maka ' +
      'itu". Ia sesuai untuk automasi peribadi yang ringkas seperti berkongsi hantaran secara ' +
      'automatik ke beberapa platform.',
    category: 'Automation',
    pricing: 'Freemium',
    key_features: [
      'Applet "jika ini, maka itu" yang mudah',
      'Sokongan peranti rumah pintar',
      'Automasi media sosial',
      'Aplikasi mudah alih yang ringkas',
    ],
    alternatives: ['Zapier', 'Make'],
    rating: 4.0,
  },
  {
    name: 'Microsoft Power Automate',
    website: 'https://www.microsoft.com/en-us/power-platform/products/power-automate',
    main_function: 'Automasi proses dalam ekosistem Microsoft 365',
    description:
      'Power Automate mengautomasikan tugasan dalam Outlook, Excel, SharePoint dan Teams. ' +
      'Ia sesuai untuk syarikat yang sudah menggunakan Microsoft 365 dan mahu mengurangkan ' +
      'kerja manual pentadbiran.',
    category: 'Automation',
    pricing: 'Freemium',
    key_features: [
      'Aliran kerja awan untuk Microsoft 365',
      'Automasi desktop (RPA) di Windows',
      'Copilot untuk membina aliran dengan teks',
      'Pemprosesan dokumen dengan AI Builder',
    ],
    alternatives: ['Zapier', 'Make', 'n8n'],
    rating: 4.1,
  },

  // Agents
  {
    name: 'Manus',
    website: 'https://manus.im',
    main_function: 'AI agent umum yang melaksanakan tugasan secara berdikari',
    description:
      'Manus ialah AI agent yang boleh melayari web, menulis kod dan menghasilkan laporan atau ' +
      'laman web lengkap daripada satu arahan. Anda memberi matlamat, dan Manus merancang serta ' +
      'melaksanakan langkah-langkahnya sendiri.',
    category: 'Agents',
    pricing: 'Freemium',
    key_features: [
      'Melaksanakan tugasan berbilang langkah sendiri',
      'Melayari web dan mengumpul maklumat',
      'Menjana laporan, slaid dan laman web',
      'Berjalan di awan walaupun anda luar talian',
      'Paparan langkah kerja secara telus',
    ],
    alternatives: ['Genspark', 'Lindy', 'Perplexity'],
    rating: 4.3,
  },
  {
    name: 'Lindy',
    website: 'https://www.lindy.ai',
    main_function: 'Pembina AI agent untuk tugasan perniagaan',
    description:
      'Lindy membolehkan anda membina pembantu AI yang mengurus e-mel, menjadualkan mesyuarat ' +
      'dan menjawab pertanyaan pelanggan. Ia dibina tanpa kod menggunakan templat yang sedia ada.',
    category: 'Agents',
    pricing: 'Freemium',
    key_features: [
      'Pembina agent tanpa kod',
      'Pengurusan e-mel dan kalendar',
      'Integrasi dengan Gmail, Slack dan CRM',
      'Templat agent siap guna',
    ],
    alternatives: ['Relevance AI', 'Zapier', 'n8n'],
    rating: 4.1,
  },
  {
    name: 'Relevance AI',
    website: 'https://relevanceai.com',
    main_function: 'Platform membina pasukan AI agent untuk perniagaan',
    description:
      'Relevance AI membolehkan pasukan membina AI agent untuk jualan, sokongan pelanggan dan ' +
      'operasi tanpa menulis kod. Agent boleh diberi alat dan pengetahuan khusus syarikat anda.',
    category: 'Agents',
    pricing: 'Freemium',
    key_features: [
      'Pembina agent dan alat tanpa kod',
      'Pasukan agent yang bekerjasama',
      'Pangkalan pengetahuan syarikat',
      'Integrasi CRM dan e-mel',
    ],
    alternatives: ['Lindy', 'n8n', 'Make'],
    rating: 4.2,
  },
  {
    name: 'Genspark',
    website: 'https://www.genspark.ai',
    main_function: 'AI agent untuk carian, slaid dan tugasan harian',
    description:
      'Genspark ialah ruang kerja AI agent yang boleh membuat kajian, menjana slaid dan ' +
      'hamparan serta membuat panggilan telefon bagi pihak anda. Ia menggabungkan beberapa ' +
      'model AI untuk menyiapkan tugasan dengan lengkap.',
    category: 'Agents',
    pricing: 'Freemium',
    key_features: [
      'Super Agent untuk tugasan berbilang langkah',
      'Penjanaan slaid dan hamparan',
      'Halaman kajian Sparkpages',
      'Gabungan pelbagai model AI',
    ],
    alternatives: ['Manus', 'Perplexity'],
    rating: null,
  },
  {
    name: 'Devin',
    website: 'https://devin.ai',
    main_function: 'Jurutera perisian AI yang berautonomi',
    description:
      'Devin daripada Cognition ialah AI agent yang boleh merancang, menulis, menguji dan ' +
      'menghantar kod dalam repositori sebenar. Ia sesuai untuk pasukan pembangun yang mahu ' +
      'menyerahkan tugasan rutin seperti pembaikan pepijat dan migrasi kod.',
    category: 'Agents',
    pricing: 'Paid',
    key_features: [
      'Melaksanakan tugasan kod dari awal hingga akhir',
      'Bekerja dalam persekitaran pembangunan sendiri',
      'Integrasi dengan GitHub dan Slack',
      'Membuka pull request untuk disemak',
    ],
    alternatives: ['Cursor', 'GitHub Copilot', 'Replit'],
    rating: 3.9,
  },
];
