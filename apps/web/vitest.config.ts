import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['test/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    // Screens and the drawer are lazy chunks transformed on first use; a busy machine needs the headroom.
    testTimeout: 15_000,
    passWithNoTests: true,
    // Its ESM imports have no file extensions: Node cannot load it as is, Vite can.
    server: { deps: { inline: ['@aparajita/capacitor-biometric-auth'] } },
  },
});
