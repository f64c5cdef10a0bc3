import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

/**
 * What every page runs first: React, React DOM, React Router, clsx and lucide's icon component
 * (each icon stays with the pages that draw it). One chunk that changes only when these packages
 * do. TanStack Query is not in it: pages hydrate from their loaders' answers and the query
 * client loads only when a page fetches in the browser (lib/use-optional-query.ts).
 */
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|clsx|lucide-react[\\/]dist[\\/]esm[\\/](Icon|createLucideIcon|context|defaultAttributes|shared[\\/].*))[\\/.]/;

/**
 * The root route and everything it imports statically (header, footer, SEO head, toasts…), and
 * the affiliate routes' addresses: every buy link uses them, and a chunk of its own cost more in
 * gzip overhead than the few bytes it holds.
 */
const SHELL =
  /[\\/]app[\\/]root\.tsx$|[\\/]affiliate[\\/]affiliate\.addresses\.ts$|[\\/]app[\\/]lib[\\/]api-client\.ts$|[\\/]contracts[\\/]src[\\/]common[\\/]route\.ts$/;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  server: { port: 5173 },
  // Fewer, larger first-load chunks: a dozen small shared chunks cost ~2 KB gzip more than one.
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: FRAMEWORK, priority: 2 },
            { name: 'shell', test: SHELL, priority: 1 },
          ],
        },
      },
    },
  },
  environments: {
    // The server is one file: a static island's component is a dynamic import that its route
    // awaits at the top level (components/static-island.tsx), and split server chunks that
    // import each other back would deadlock on that await.
    ssr: { build: { rolldownOptions: { output: { codeSplitting: false } } } },
  },
});
