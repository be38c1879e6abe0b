// The fixed mix of distinct searches for bench/search-mix.mjs (issue 16): built from the catalogue
// the running API serves (places, service types), in a fixed pseudo-random order (seeded), so two
// runs send the same requests and no two requests of a run are alike.
//   text                 surnames and words of company names ("quispe", "mamani express")
//   text+place           a service or category word and a place ("fotografo cusco", "catering san isidro")
//   category             c=<group>, pages 1–10
//   service+department   s=<service>&d=<department>, pages 1–3
//   deep                 pages 20–50 of categories, departments and text
//   media                search/media?q=<event> <city>
//   keywords             search/keywords?q=<3–5 letters>&limit=10
const SURNAMES = ['quispe', 'flores', 'sanchez', 'rodriguez', 'garcia', 'mamani', 'huaman', 'torres', 'chavez', 'ramirez',
  'vargas', 'castillo', 'rojas', 'mendoza', 'gutierrez', 'vasquez', 'paredes', 'salazar', 'cardenas', 'palacios'];
const NAME_WORDS = ['express', 'premium', 'producciones', 'asociados', 'del sur', 'peru', 'eventos'];
const SERVICE_WORDS = ['fotografo', 'fotografas', 'catering', 'mariachis', 'orquestas', 'bocaditos', 'dj', 'toldos', 'decoracion',
  'haciendas', 'salones de eventos', 'wedding planner', 'hora loca', 'tortas', 'alimentacion', 'locales', 'animacion'];
const EVENTS = ['boda', 'quinceanero', 'cumpleanos', 'bautizo', 'aniversario', 'baby shower'];
const KEY_PREFIXES = ['ari', 'lim', 'cus', 'foto', 'cater', 'mari', 'boda', 'quin', 'deco', 'torta', 'salon', 'hacie', 'orq', 'dj', 'puno', 'tacna', 'piura', 'ica'];

function seeded(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

async function json(base, path) {
  const res = await fetch(`${base}${path}`);
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  return res.json();
}

/**
 * [{ kind, path }] — distinct paths, shuffled with a fixed seed. `get` reads a JSON path of the API
 * (default: fetch from `base`; bench/search-inject.ts passes an in-process inject).
 */
export async function buildQueries(base, get = (path) => json(base, path)) {
  const [{ data: places }, { data: services }] = await Promise.all([get('/api/v1/locations'), get('/api/v1/service-types')]);
  const departments = places.filter((p) => p.type === 'department');
  const districts = places.filter((p) => p.type === 'district');
  const rnd = seeded(16);
  const pick = (list) => list[Math.floor(rnd() * list.length)];
  const enc = encodeURIComponent;
  const out = new Map();
  const add = (kind, path) => {
    if (!out.has(path)) out.set(path, { kind, path });
  };
  const P = '/api/v1/search/providers?';
  for (const s of SURNAMES) {
    add('text', `${P}q=${enc(s)}`);
    for (const w of NAME_WORDS) add('text', `${P}q=${enc(`${s} ${w}`)}`);
    for (let page = 2; page <= 5; page += 1) add('text', `${P}q=${enc(s)}&page=${page}`);
  }
  for (let i = 0; i < 1500; i += 1) {
    const place = rnd() < 0.4 ? pick(departments) : pick(districts);
    add('text+place', `${P}q=${enc(`${pick(SERVICE_WORDS)} ${place.name.toLowerCase()}`)}${rnd() < 0.3 ? `&page=${2 + Math.floor(rnd() * 3)}` : ''}`);
  }
  const groups = [...new Set(services.map((s) => s.group))].filter((g) => g !== 'coming_soon');
  for (const g of groups) for (let page = 1; page <= 10; page += 1) add('category', `${P}c=${g}&page=${page}`);
  for (const g of groups) for (const d of departments) add('category', `${P}c=${g}&d=${d.id}`);
  for (let i = 0; i < 1500; i += 1) {
    add('service+department', `${P}s=${pick(services).slug}&d=${pick(departments).id}&page=${1 + Math.floor(rnd() * 3)}`);
  }
  for (const g of groups) for (let page = 20; page <= 50; page += 3) add('deep', `${P}c=${g}&page=${page}&size=20`);
  for (const d of departments) add('deep', `${P}d=${d.id}&page=${20 + Math.floor(rnd() * 31)}&size=20`);
  for (const s of SURNAMES) add('deep', `${P}q=${enc(s)}&page=${20 + Math.floor(rnd() * 31)}&size=20`);
  for (let i = 0; i < 600; i += 1) {
    const place = pick(rnd() < 0.5 ? departments : districts);
    add('media', `/api/v1/search/media?q=${enc(`${pick(EVENTS)} ${place.name.toLowerCase()}`)}`);
  }
  for (const k of KEY_PREFIXES) for (const extra of ['', 'a', 'e', 'o']) add('keywords', `/api/v1/search/keywords?q=${enc(k + extra)}&limit=10`);
  const list = [...out.values()];
  for (let i = list.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rnd() * (i + 1));
    [list[i], list[j]] = [list[j], list[i]];
  }
  return list;
}

/**
 * Texts whose words are never together in a company name: a surname and a word of many
 * introductions ("quispe ofrecemos"), more than 10,000 matches each at 1,000,000 providers. Not in
 * the mix (its figures stay comparable across sessions); bench/search-mix.mjs times them one at a
 * time, after the mix's own (ADR 398: they took 2–2.6 s before it).
 */
export function wordsApartQueries() {
  const out = [];
  for (const s of SURNAMES) {
    for (const w of ['ofrecemos', 'personalizado', 'equipo', 'montaje']) out.push({ kind: 'words apart', path: `/api/v1/search/providers?q=${encodeURIComponent(`${s} ${w}`)}` });
  }
  return out;
}
