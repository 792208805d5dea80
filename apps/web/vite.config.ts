import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress.ts';

const backend = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), precompress()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    proxy: {
      // changeOrigin stays off: the server picks the tenant from the Host header.
      '/api': { target: backend },
      '/dev-idp': { target: backend },
    },
  },
});
