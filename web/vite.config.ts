import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
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

const mantineStyles = fileURLToPath(new URL('./node_modules/@mantine/core/styles', import.meta.url));

/** A stylesheet's rule selectors, whitespace-normalised, sorted. */
function selectors(css: string): string[] {
  const bare = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...bare.matchAll(/([^{};]+)\{/g)].map((m) => (m[1] ?? '').replace(/\s+/g, ' ').trim()).sort();
}

/**
 * Mantine's per-component files (styles/Button.css...) keep lengths in px where its
 * styles.css has calc(Xrem * var(--mantine-scale)), so sizes would stop following the
 * browser's font size. Each import of one of them gets that component's section of
 * styles.css instead: the same CSS as before, loaded per component. The build fails if a
 * section does not hold exactly the rules of its file (a Mantine update changed the layout).
 */
function mantineStyleSections(): Plugin {
  let sections: Map<string, string> | undefined;
  function load(): Map<string, string> {
    const full = readFileSync(`${mantineStyles}.css`, 'utf8');
    const starts = readdirSync(mantineStyles)
      .filter((file) => file.endsWith('.css') && !file.endsWith('.layer.css'))
      .map((file) => {
        const css = readFileSync(`${mantineStyles}/${file}`, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').trim();
        // A section starts at its file's first selector followed by its first property.
        const selector = css.slice(0, css.indexOf('{')).trim().split(/\s+/);
        const property = css.slice(css.indexOf('{') + 1).trim().split(/[\s:]/)[0] ?? '';
        const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        const at = new RegExp(`^${selector.map(escape).join('\\s*')}\\s*\\{\\s*${escape(property)}`, 'm').exec(full);
        if (!at) throw new Error(`mantine styles: ${file} not found in styles.css`);
        return { file, at: at.index, css };
      })
      .sort((a, b) => a.at - b.at);
    return new Map(
      starts.map(({ file, at, css }, i) => {
        const section = full.slice(at, starts[i + 1]?.at ?? full.length);
        if (selectors(section).join('\n') !== selectors(css).join('\n')) {
          throw new Error(`mantine styles: the styles.css section of ${file} has other rules`);
        }
        return [file, section];
      }),
    );
  }
  return {
    name: 'catraca-mantine-style-sections',
    enforce: 'pre',
    load(id) {
      const file = /[\\/]@mantine[\\/]core[\\/]styles[\\/]([\w-]+\.css)(\?|$)/.exec(id)?.[1];
      if (!file || file.endsWith('.layer.css')) return null;
      sections ??= load();
      const section = sections.get(file);
      if (section === undefined) throw new Error(`mantine styles: no section for ${file}`);
      return section;
    },
  };
}

export default defineConfig({
  plugins: [react(), keepGitkeep(), mantineStyleSections()],
  build: {
    outDir,
    emptyOutDir: true,
    assetsDir: 'assets',
    // No <link rel="modulepreload"> per dependency: inserting the app's twenty-odd links held
    // the main thread about 120 ms on a 4x slowed CPU, right after the first paint. The
    // browser finds the dependencies in the app's imports instead, one round trip later.
    modulePreload: false,
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
    // Ceilings, not waits: a busy 2-core CI machine may take seconds to load a lazy dialog.
    // Tests wait on states (findBy*, waitFor), which return as soon as the state is reached.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Vitest leaves one core free by default: on the 2-core machines that is one worker, and
    // the files mostly wait on timers and lazy imports. Two: 106 s instead of 150 s.
    maxWorkers: 2,
  },
});
