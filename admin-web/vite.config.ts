import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The operators' SPA, served under /admin/ by the edge (runner, nginx, Ingress). */
export default defineConfig({
  base: '/admin/',
  plugins: [tailwindcss(), react()],
  resolve: { tsconfigPaths: true },
  server: {
    port: 5174,
    // `vite` on its own: the API of a running `npm start` on the same origin.
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
});
