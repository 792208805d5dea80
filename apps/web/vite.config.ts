import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress.ts';

const backend = 'http://localhost:3000';

/**
 * The first page load: React in one file, the router and the query client in another (the first login page does
 * without them: app/FirstLoginPage.tsx), and the app's boot modules (API client, stores, theme, paths, the shared
 * texts) in a third, instead of two dozen small files that a phone on a slow network fetches a round trip at a time
 * (decisions: performance.md, "The login page's files").
 */
const reactModules = /node_modules[\\/](react|react-dom|scheduler|zustand)[\\/]/;
const framework = /node_modules[\\/](react-router|@tanstack[\\/](query-core|react-query))[\\/]/;
const bootModules = [
  'apps/web/src/api/(client|errors|queryKeys|tokenRefresh|url)',
  'apps/web/src/(stores|theme|config)/',
  'apps/web/src/runtimeConfig',
  'apps/web/src/ui/(Alert|Loading)',
  'apps/web/src/ui/overlay/(overlayStore|types|OverlayHost)',
  'apps/web/src/ui/(Modal|SidePanel)/(modalStore|ModalHost|panelStore|SidePanelHost|index)',
  'packages/contracts/src/(shared/(constants|messages|colour|http)|sso/links|employer/access|endpoints)\\.ts',
];
const boot = new RegExp(bootModules.map((path) => path.replaceAll('/', '[\\\\/]')).join('|'));

export default defineConfig({
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The server reads it to preload the app's files on every page but the login page (plugins/app-preloads.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: reactModules, priority: 2 },
            { name: 'framework', test: framework, priority: 2 },
            { name: 'boot', test: boot, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      // changeOrigin stays off: the server picks the tenant from the Host header.
      '/api': { target: backend },
      '/dev-idp': { target: backend },
    },
  },
});
