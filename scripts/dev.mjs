// Development: the API with reload (tsx watch) and Vite's dev server, which proxies /api.
import { spawn } from 'node:child_process';

// Vite's proxy passes the page's own Host and Origin (localhost:5173) on to the API: hosts the
// API answers for only when listed (the Host rule, docs/decisions/039-the-hosts-the-app-answers-for.md).
// vite.config.ts holds Vite to this port.
const VITE_HOSTS = ['localhost:5173', '127.0.0.1:5173', '[::1]:5173'];
const allowedHosts = [process.env.ALLOWED_HOSTS, ...VITE_HOSTS].filter(Boolean).join(',');

const children = [
  spawn('npx', ['tsx', 'watch', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, ALLOWED_HOSTS: allowedHosts },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) => c.on('exit', (code) => code && process.exit(code)));
