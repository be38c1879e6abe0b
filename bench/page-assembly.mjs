#!/usr/bin/env node
// ADR 337: what the page's assembly costs per render, before and after, on a real page (no server, no
// render): the parts of a saved server-rendered page (`curl -s http://127.0.0.1:<port>/<slug> > page.html`)
// — its markup as React's 2 kB UTF-8 chunks, its critical CSS as the rules the cache would hold, its state
// and the template around them — assembled N times each way, alternating, CPU per assembly:
// - before: the chunks decoded to a string, the class names found by the regex, the rules joined into
//   one string, template + styles + markup + state joined, the page encoded to UTF-8, SHA-1 for the ETag;
// - after: the chunks joined as bytes, the names found in their Latin-1 view, the style tags' bytes reused
//   for the same set of rules, the page one Buffer.concat of bytes, SHA-1.
// Usage: node bench/page-assembly.mjs --html=page.html [--n=2000]
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';

const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=').slice(1).join('=') ?? fallback;
const N = Number(arg('n', '2000'));
const page = readFileSync(arg('html', ''), 'utf8');
const rootAt = page.indexOf('<div id="root">');
const stateAt = page.indexOf('<script type="application/json" id="eventos-ssr-state">');
const styleAt = page.indexOf('<style');
const headEnd = page.indexOf('</head>');
if (rootAt < 0 || stateAt < 0 || styleAt < 0 || headEnd < 0) throw new Error('not a server-rendered page');
const markup = Buffer.from(page.slice(rootAt + '<div id="root">'.length, page.lastIndexOf('</div>', stateAt)), 'utf8');
const chunks = [];
for (let at = 0; at < markup.length; at += 2048) chunks.push(markup.subarray(at, at + 2048));
const rules = page.slice(styleAt, headEnd).split('}').map((rule) => `${rule}}`);
const state = page.slice(stateAt, page.indexOf('</script>', stateAt) + '</script>'.length);
const [beforeStyles, beforeRoot, afterRoot] = [page.slice(0, styleAt), page.slice(headEnd, rootAt), page.slice(page.indexOf('</script>', stateAt) + '</script>'.length)];
const etag = (bytes) => createHash('sha1').update(bytes).digest('base64url');
const namesIn = (text) => {
  const seen = new Set();
  const pattern = /css-([a-zA-Z0-9-_]+)/gm;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) seen.add(match[1]);
  return seen;
};

function before() {
  const html = Buffer.concat(chunks).toString('utf8');
  const seen = namesIn(html);
  let css = '';
  for (const rule of rules) css += rule;
  const text = [beforeStyles, css, beforeRoot, `<div id="root">${html}</div>${state}`, afterRoot].join('');
  const body = Buffer.from(text, 'utf8');
  return etag(body) + seen.size;
}

const template = [beforeStyles, beforeRoot, '<div id="root">', '</div>', afterRoot].map((part) => Buffer.from(part, 'utf8'));
const kept = new Map();
function after() {
  const html = Buffer.concat(chunks);
  const seen = namesIn(html.toString('latin1'));
  const key = [...seen].join(' ');
  let styles = kept.get(key);
  if (!styles || styles.rules.length !== rules.length || styles.rules.some((rule, i) => rule !== rules[i])) {
    styles = { rules, bytes: Buffer.from(rules.join(''), 'utf8') };
    kept.set(key, styles);
  }
  const body = Buffer.concat([template[0], styles.bytes, template[1], template[2], html, template[3], Buffer.from(state, 'utf8'), template[4]]);
  return etag(body) + seen.size;
}

if (before() !== after()) throw new Error('the two assemblies differ');
console.log(`load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}; page ${Buffer.byteLength(page)} bytes, markup ${markup.length}, ${rules.length} rules, state ${state.length}`);
const cpu = { before: [], after: [] };
for (let round = 0; round < 10; round++) {
  for (const [name, run] of round % 2 === 0 ? [['before', before], ['after', after]] : [['after', after], ['before', before]]) {
    const start = process.cpuUsage();
    for (let i = 0; i < N / 10; i++) run();
    const used = process.cpuUsage(start);
    if (round > 0) cpu[name].push((used.user + used.system) / 1000 / (N / 10));
  }
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(`before ${median(cpu.before).toFixed(3)} ms | after ${median(cpu.after).toFixed(3)} ms per assembly (median of 9 rounds of ${N / 10})`);
