// scripts/vite-catalogues.ts: importing one installs that language's catalogue.
declare module 'virtual:hab-catalogue/*' {}
