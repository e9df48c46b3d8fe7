// Prints the assets a first page load downloads, one per line, relative to the build folder:
// what index.html names, what its entry loads once the page has painted (web/src/boot.ts:
// the dynamic import of the app and the stylesheets Vite lists with it), and every module
// those import statically. Lazy chunks (routes, dialogs) are left out: they load on use.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const dist = process.argv[2] ?? 'internal/webui/dist';
const index = readFileSync(join(dist, 'index.html'), 'utf8');
const entries = [...index.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
const staticImport = /(?:^|[;}\s])import\s*(?:[\w${},*\s]+from\s*)?["'`]\.\/([^"'`]+\.js)["'`]/g;

const seen = new Set();
function visit(file, boot) {
  if (seen.has(file)) return;
  seen.add(file);
  if (!file.endsWith('.js')) return;
  const code = readFileSync(join(dist, file), 'utf8');
  for (const m of code.matchAll(staticImport)) visit(`assets/${m[1]}`, false);
  if (!boot) return;
  for (const m of code.matchAll(/import\(["'`]\.\/([^"'`]+\.js)["'`]\)/g)) visit(`assets/${m[1]}`, false);
  for (const m of code.matchAll(/"(assets\/[^"]+\.css)"/g)) visit(m[1], false);
}
entries.forEach((file) => visit(file, true));
console.log([...seen].join('\n'));
