import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/** brand-600 and brand-50 of src/web/styles.css (the manifest cannot read CSS variables). */
const BRAND = '#4f46e5';
const BRAND_LIGHT = '#eef2ff';

// The installable app (SPEC §1, §7 "External"): manifest and a Workbox service worker at /sw.js
// with scope /. The app registers it itself with workbox-window and asks before updating
// (src/web/app/pwa/update-prompt.tsx). Only the app shell is precached; API answers are never
// cached, so what one member saw can never be shown to the next person on the device.
const pwa = VitePWA({
  filename: 'sw.js',
  scope: '/',
  registerType: 'prompt',
  injectRegister: false,
  // The workbox glob below already lists the icons.
  includeManifestIcons: false,
  manifest: {
    name: 'Hab AI',
    short_name: 'Hab AI',
    description:
      'Aplikasi AI untuk belajar dan guna alat AI, tutorial video, workflow dan prompt dalam Bahasa Melayu.',
    lang: 'ms',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: BRAND,
    background_color: BRAND_LIGHT,
    icons: [
      { src: '/pwa-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/pwa-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/pwa-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{html,js,css,svg,png}'],
    // DESIGN §8: admin code is never sent to members, not even in the background.
    globIgnores: ['assets/admin-page-*.js'],
    navigateFallback: 'index.html',
    navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/readyz$/],
  },
});

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), pwa],
  resolve: { alias: { '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)) } },
  build: { outDir: '../../dist/web', emptyOutDir: true },
  server: { proxy: { '/api': 'http://localhost:3000', '/readyz': 'http://localhost:3000' } },
});
