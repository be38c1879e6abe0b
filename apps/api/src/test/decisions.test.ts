// The ADRs follow one template with one decision each, and the index lists them all
// (docs/decisions/137-adrs-and-design-notes.md): every docs/decisions/*.md is `NNN[a-z]-title.md`
// with `# NNN. Title`, then exactly the sections Status, Context, Decision and Consequences, none
// empty, a Status that says Accepted, Proposed, Superseded or Deprecated, and a Decision without
// sub-headings (parts under their own headings are several decisions: split them into ADRs, and
// what describes how a part works into docs/design/). docs/decisions.md links every ADR, every
// link of it lands on a file, and every design note names an ADR it carries out.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const DOCS = fileURLToPath(new URL('../../../../docs/', import.meta.url));
const DECISIONS = join(DOCS, 'decisions');
const DESIGN = join(DOCS, 'design');
const SECTIONS = ['Status', 'Context', 'Decision', 'Consequences'];

/** What is wrong with an ADR file (empty: nothing). */
export function adrProblems(fileName: string, text: string): string[] {
  const problems: string[] = [];
  const id = /^(\d{3}[a-z]?)-[a-z0-9-]+\.md$/.exec(fileName)?.[1];
  if (!id) return [`${fileName}: name is not NNN-title.md (or NNNa-title.md)`];
  const lines = text.split('\n');
  if (!lines[0]?.startsWith(`# ${id}. `) || lines[0].length <= `# ${id}. `.length) {
    problems.push(`${fileName}: first line is not "# ${id}. Title"`);
  }
  const sections: Array<{ name: string; body: string[] }> = [];
  let inFence = false;
  for (const line of lines.slice(1)) {
    if (line.startsWith('```')) inFence = !inFence;
    if (!inFence && line.startsWith('## ')) sections.push({ name: line.slice(3).trim(), body: [] });
    else sections.at(-1)?.body.push(line);
  }
  const names = sections.map((s) => s.name);
  if (names.join('|') !== SECTIONS.join('|')) {
    problems.push(`${fileName}: sections are ${JSON.stringify(names)}, not ${JSON.stringify(SECTIONS)}`);
  }
  for (const section of sections) {
    if (!section.body.some((line) => line.trim())) problems.push(`${fileName}: section ${section.name} is empty`);
  }
  const status = sections.find((s) => s.name === 'Status')?.body.find((line) => line.trim()) ?? '';
  if (!/^(Accepted|Proposed|Superseded|Deprecated)\b/.test(status.trim())) {
    problems.push(`${fileName}: Status does not start with Accepted, Proposed, Superseded or Deprecated`);
  }
  const decision = sections.find((s) => s.name === 'Decision');
  let fenced = false;
  for (const line of decision?.body ?? []) {
    if (line.startsWith('```')) fenced = !fenced;
    if (!fenced && /^#{3,} /.test(line)) problems.push(`${fileName}: the Decision has a sub-heading (${line.trim()}): one decision per ADR`);
  }
  return problems;
}

const adrFiles = readdirSync(DECISIONS).filter((name) => name.endsWith('.md'));

describe('ADRs', () => {
  it('are all read (the check is not vacuous)', () => {
    expect(adrFiles.length).toBeGreaterThan(80);
  });

  it('follow the template: Status, Context, Decision, Consequences, one decision each', () => {
    const problems = adrFiles.flatMap((name) => adrProblems(name, readFileSync(join(DECISIONS, name), 'utf8')));
    expect(problems).toEqual([]);
  });

  it('the check refuses a wrong name, title, section, status, empty section or a Decision in parts', () => {
    const good = '# 270. A title\n\n## Status\n\nAccepted.\n\n## Context\n\nWhy.\n\n## Decision\n\nWhat.\n\n## Consequences\n\nThen.\n';
    expect(adrProblems('270-a-title.md', good)).toEqual([]);
    expect(adrProblems('270b-a-title.md', good.replace('# 270.', '# 270b.'))).toEqual([]);
    expect(adrProblems('a-title.md', good)).toHaveLength(1);
    expect(adrProblems('270-a-title.md', good.replace('# 270. A title', '# 270 — A title'))[0]).toMatch(/first line/);
    expect(adrProblems('270-a-title.md', good.replace('## Consequences', '## What is left'))[0]).toMatch(/sections are/);
    expect(adrProblems('270-a-title.md', good.replace('Why.', ''))).toEqual(['270-a-title.md: section Context is empty']);
    expect(adrProblems('270-a-title.md', good.replace('Accepted.', 'Status: accepted'))[0]).toMatch(/Status/);
    expect(adrProblems('270-a-title.md', good.replace('What.', '### Part one\nWhat.\n### Part two\nMore.'))).toHaveLength(2);
    // A heading inside a code block is not a section.
    expect(adrProblems('270-a-title.md', good.replace('What.', '```md\n## Decision\n### x\n```'))).toEqual([]);
  });

  it('docs/decisions.md links every ADR, and each of its links to the decisions and design notes lands on a file', () => {
    const index = readFileSync(join(DOCS, 'decisions.md'), 'utf8');
    const linked = new Set([...index.matchAll(/\]\((decisions|design)\/([^)#]+)\)/g)].map((m) => `${m[1]}/${m[2]}`));
    expect(adrFiles.filter((name) => !linked.has(`decisions/${name}`))).toEqual([]);
    expect([...linked].filter((path) => !existsSync(join(DOCS, path)))).toEqual([]);
  });

  it('every design note names an ADR it carries out', () => {
    const notes = readdirSync(DESIGN).filter((name) => name.endsWith('.md'));
    expect(notes.length).toBeGreaterThan(3);
    const silent = notes.filter((name) => !/decisions\/\d{3}[a-z]?-[a-z0-9-]+\.md/.test(readFileSync(join(DESIGN, name), 'utf8')));
    expect(silent).toEqual([]);
  });
});
