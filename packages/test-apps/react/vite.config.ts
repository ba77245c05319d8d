import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// `--mode react18`: the same app on React 18 (installed as react18 / react-dom18).
export default defineConfig(({ mode }) => ({
  base: './',
  plugins: [react()],
  // React's development build, whatever NODE_ENV the test runner has: it reports every hydration
  // mismatch in the console, which the test reads (the production build only calls onRecoverableError)
  define: { 'process.env.NODE_ENV': JSON.stringify('development') },
  build: { outDir: mode === 'react18' ? 'dist-18' : 'dist-19', minify: false },
  resolve: {
    alias:
      mode === 'react18'
        ? [
            { find: /^react-dom(\/.*)?$/, replacement: 'react-dom18$1' },
            { find: /^react(\/.*)?$/, replacement: 'react18$1' },
          ]
        : [],
  },
}));
