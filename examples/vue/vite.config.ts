import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vite';

// The page asks its backend for a signed embed URL at GET /embed-session: `vite` and
// `vite preview` forward that route to the backend (BACKEND_URL, by default http://localhost:3000).
const backend = process.env.BACKEND_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
    vue({
      // <platform-embed> is a custom element, not a Vue component: Vue leaves it to the browser.
      template: { compilerOptions: { isCustomElement: (tag) => tag === 'platform-embed' } },
    }),
  ],
  server: { proxy: { '/embed-session': backend } },
  preview: { proxy: { '/embed-session': backend } },
});
