// Tool categories shown on the directory page, in display order.
import type { CategorySeed } from './types.js';

export const categories: CategorySeed[] = [
  {
    name: 'Writing',
    description:
      'Alat AI untuk menulis artikel, e-mel dan kandungan media sosial dengan lebih pantas.',
  },
  {
    name: 'Design',
    description:
      'Alat AI untuk menghasilkan imej, poster, logo dan reka bentuk UI tanpa kemahiran grafik.',
  },
  {
    name: 'Marketing',
    description:
      'Alat AI untuk merancang kempen, menulis copy iklan dan mengurus media sosial perniagaan.',
  },
  {
    name: 'Productivity',
    description:
      'Alat AI untuk mencatat nota mesyuarat, mengurus tugasan dan menyiapkan slaid dengan cepat.',
  },
  {
    name: 'Research',
    description:
      'Alat AI untuk mencari maklumat, meringkaskan dokumen dan menyemak sumber rujukan.',
  },
  {
    name: 'Coding',
    description:
      'Alat AI untuk menulis, menyemak dan membaiki kod serta membina aplikasi web dengan mudah.',
  },
  {
    name: 'Audio',
    description:
      'Alat AI untuk menjana suara latar, muzik, podcast dan membersihkan rakaman audio.',
  },
  {
    name: 'Video',
    description:
      'Alat AI untuk menyunting video, menjana klip pendek dan mencipta video avatar pemasaran.',
  },
  {
    name: 'Automation',
    description:
      'Alat AI untuk menghubungkan aplikasi dan mengautomasikan kerja berulang tanpa menulis kod.',
  },
  {
    name: 'Agents',
    description:
      'AI agent yang merancang dan melaksanakan tugasan berbilang langkah bagi pihak anda.',
  },
];
