import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

/**
 * What every page runs before anything else: React, React DOM, React Router, TanStack Query,
 * clsx and lucide's icon component. One chunk for all of it compresses better and saves a
 * request per module group (each icon stays with the pages that draw it).
 */
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/][\w-]+|clsx|lucide-react[\\/]dist[\\/]esm[\\/](Icon|createLucideIcon|context|defaultAttributes|shared[\\/].*))[\\/.]/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  server: { port: 5173 },
  build: isSsrBuild
    ? {}
    : {
        rolldownOptions: {
          output: { codeSplitting: { groups: [{ name: 'framework', test: FRAMEWORK }] } },
        },
      },
}));
