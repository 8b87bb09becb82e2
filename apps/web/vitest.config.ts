import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    // Each component test file selects jsdom with a `// @vitest-environment jsdom` docblock.
    environment: 'node',
    css: false,
    // The limits on an idle machine, scaled by the load when each file starts.
    setupFiles: ['./build/setup-time-limits.ts'],
    restoreMocks: true,
  },
});
