import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vitest/config';

// The Go binary embeds this folder (go:embed), so the build writes straight into it.
const outDir = fileURLToPath(new URL('../internal/webui/dist', import.meta.url));
const apiServer = 'http://localhost:8080';

// emptyOutDir wipes the folder, but git tracks dist/.gitkeep so the embed
// directive always has a folder to read; put it back after every build.
function keepGitkeep(): Plugin {
  return {
    name: 'catraca-keep-gitkeep',
    apply: 'build',
    closeBundle() {
      writeFileSync(`${outDir}/.gitkeep`, '');
    },
  };
}

export default defineConfig({
  plugins: [react(), keepGitkeep()],
  build: {
    outDir,
    emptyOutDir: true,
    assetsDir: 'assets',
  },
  server: {
    proxy: {
      '/api': apiServer,
      '/_dev': apiServer,
      '/healthz': apiServer,
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    restoreMocks: true,
    // Tests wait on states; on a busy 2-core machine a whole page test can take over 5 s.
    testTimeout: 30_000,
  },
});
