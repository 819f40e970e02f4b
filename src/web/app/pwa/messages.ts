// Wording of the installable app (docs/product.md#connectivity-and-pwa: the install prompt describes the product as an AI app;
// "Shared chrome": Install and Later).
export const PWA_MESSAGES = {
  installTitle: 'Pasang aplikasi Hab AI',
  installBody:
    'Pasang aplikasi AI ini pada peranti anda: buka alat AI, tutorial, workflow dan prompt terus dari skrin utama.',
  install: 'Install',
  later: 'Later',
  updateTitle: 'Versi baharu tersedia',
  updateBody: 'Muat semula halaman untuk menggunakan versi terkini Hab AI.',
  reload: 'Muat semula',
  notNow: 'Nanti',
} as const;
