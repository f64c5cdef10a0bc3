import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: 'dist',
  // Every public page is rendered on the server: content, prices and links work without JavaScript.
  ssr: true,
} satisfies Config;
