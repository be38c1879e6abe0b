import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      // Sign-in: start and callback go to the API; the callback's final ?done/?error page is the SPA.
      '^/login/[^/?]+(/callback)?(\\?.*)?$': {
        target: 'http://localhost:3000',
        bypass: (req) => (/[?&](done|error)=/.test(req.url ?? '') ? '/index.html' : undefined),
      },
      '/logout': 'http://localhost:3000',
      '/cdn': 'http://localhost:3000',
      '/oidc': 'http://localhost:3000',
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
  },
});
