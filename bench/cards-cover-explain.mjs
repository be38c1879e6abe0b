// Issue 16, ADR 391: the search cards' statement (provider-cards.repository.ts) with ADR 343's cover
// subquery (each album's media read and sorted) against the cover kept per album (migration 0027:
// albums.first_photo_id, read by primary keys), on a migrated database. Both statements PREPAREd with
// generic plans (as the API runs them) on one connection; per page of 10 random provider ids, each
// run 3 times by EXPLAIN (ANALYZE, BUFFERS) and the last counted, alternating which goes first; the
// rows of the two compared per page. Read only.
// Usage: node bench/cards-cover-explain.mjs --pg-url=postgres://…/<bench db> [--pages=40]
import pg from 'pg';

const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const url = arg('pg-url', '');
const pages = Number(arg('pages', '40'));
if (!url) throw new Error('--pg-url=postgres://… is required');

const image = (t) => `json_build_object('id', ${t}.id, 'path', ${t}.path, 'thumbnail', ${t}.thumbnail, 'sizes', ${t}.sizes,
  'width', ${t}.width, 'height', ${t}.height, 'aspect_ratio', ${t}.aspect_ratio)`;
const card = (cover) => `SELECT p.id, p.slug, p.company_name, p.plan, p.reviews_score, p.reviews_number,
  (SELECT median_seconds FROM provider_response_times rt WHERE rt.provider_id = p.id),
  p.location_id, p.province_id, p.department_id,
  (SELECT array_agg(st.type_name ORDER BY st."group", st.sort_order) FROM provider_service_types pst
     JOIN service_types st ON st.id = pst.service_type_id WHERE pst.provider_id = p.id),
  CASE WHEN u.id IS NOT NULL THEN json_build_object('id', u.id, 'path', u.path, 'thumbnail', NULL, 'sizes', u.sizes,
    'width', u.width, 'height', u.height, 'aspect_ratio', u.aspect_ratio) END,
  ${cover} AS cover
FROM providers p LEFT JOIN uploads u ON u.id = p.logo_id WHERE p.id = ANY($1::int[])`;
const statements = {
  // ADR 343.
  before: card(`(SELECT ${image('c')} FROM albums a CROSS JOIN LATERAL (SELECT m.id, m.path, m.thumbnail, m.sizes, m.width,
      m.height, m.aspect_ratio FROM media m WHERE m.album_id = a.id AND m.provider_id = p.id AND m.trashed_at IS NULL
      AND m.media_type = 'photo' AND m.visibility = 'public' AND m.path IS NOT NULL ORDER BY m.sort_order, m.id LIMIT 1) c
    WHERE a.provider_id = p.id AND (a.kind = 'gallery' OR p.plan = 'business') ORDER BY (a.kind = 'covers') DESC LIMIT 1)`),
  // ADR 391 (coverPhotoIdSql).
  after: card(`(SELECT ${image('c')} FROM media c WHERE c.id = coalesce(
      CASE WHEN p.plan = 'business' THEN (SELECT a.first_photo_id FROM albums a WHERE a.provider_id = p.id AND a.kind = 'covers') END,
      (SELECT a.first_photo_id FROM albums a WHERE a.provider_id = p.id AND a.kind = 'gallery')))`),
  // The floor: no cover.
  none: card('NULL::json'),
};

const client = new pg.Client({ connectionString: url });
await client.connect();
await client.query('SET plan_cache_mode = force_generic_plan');
for (const [name, text] of Object.entries(statements)) await client.query(`PREPARE cards_${name}(int[]) AS ${text}`);
const out = { before: [], after: [], none: [] };
let differ = 0;
for (let i = 0; i < pages; i += 1) {
  const { rows } = await client.query('SELECT array_agg(id) AS ids FROM (SELECT id FROM providers ORDER BY random() LIMIT 10) x');
  const ids = `{${rows[0].ids.join(',')}}`;
  const order = i % 2 ? ['after', 'before', 'none'] : ['before', 'after', 'none'];
  const answers = {};
  for (const name of order) {
    answers[name] = JSON.stringify((await client.query(`EXECUTE cards_${name}('${ids}')`)).rows.map((r) => Object.values(r)).sort());
    let plan;
    for (let k = 0; k < 3; k += 1) {
      plan = (await client.query(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) EXECUTE cards_${name}('${ids}')`)).rows[0]['QUERY PLAN'][0];
    }
    out[name].push({ ms: plan['Execution Time'], buffers: plan.Plan['Shared Hit Blocks'] + plan.Plan['Shared Read Blocks'] });
  }
  if (answers.before !== answers.after) differ += 1;
}
await client.end();
const sorted = (xs) => [...xs].sort((a, b) => a - b);
const at = (xs, p) => sorted(xs)[Math.min(xs.length - 1, Math.floor(p * xs.length))];
for (const [name, runs] of Object.entries(out)) {
  const ms = runs.map((r) => r.ms);
  const buffers = runs.map((r) => r.buffers);
  console.log(
    `${name.padEnd(6)} ${runs.length} pages: execution median ${at(ms, 0.5).toFixed(3)} ms (p25 ${at(ms, 0.25).toFixed(3)}, p75 ${at(ms, 0.75).toFixed(3)}), buffers median ${at(buffers, 0.5)} (${Math.min(...buffers)}–${Math.max(...buffers)})`,
  );
}
console.log(`pages whose cards differ between before and after: ${differ} of ${pages}`);
