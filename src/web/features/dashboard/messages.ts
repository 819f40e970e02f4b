// Wording of the dashboard screen.
export const DASHBOARD_MESSAGES = {
  title: 'Dashboard',
  memberSince: (when: string) => `Ahli sejak ${when}`,
  adminPanel: 'Admin Panel',
  explore: 'Teroka Hab AI',
  liveClass:
    'Kelas live setiap hari Selasa, jam 9 malam. Pautan dikongsi dalam group pembelajaran.',
  links: {
    learning: ['Tutorial', 'Video tutorial AI langkah demi langkah'],
    tools: ['AI Tools', 'Direktori alat AI mengikut kategori'],
    workflows: ['Workflow', 'Aliran kerja dengan pemasa'],
    prompts: ['Prompt', 'Prompt sedia untuk disalin'],
    categories: ['Kategori', 'Semua kategori dan kiraan kandungan'],
    affiliates: ['Affiliate', 'Kongsi Hab AI dan dapatkan komisen'],
  },
} as const;
