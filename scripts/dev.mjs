// Development: the API server restarts on change (port 3000) and Vite serves the client with hot reload
// (port 5173, proxying /api to the server).
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', 'src/server/main.ts'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'development' } }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', (code) => {
  stop();
  process.exitCode = code ?? 0;
}));
