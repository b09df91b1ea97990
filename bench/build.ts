import { execFileSync } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { visit } from 'unist-util-visit';
import { parse } from 'yaml';
import { parseMdx } from '../lib/model/mdx-analysis';
import { copyRepository } from '../__tests__/repo-copy';
import { gib, measureBuild, median, type Measured, TRASH } from './measure';

/**
 * Build figures of issue 30 (bench/README.md, "Build: issue 30"):
 *
 * - `npx tsx bench/build.ts edit`: a clean build, then a real one-page edit built as a Vercel-style platform builds
 *   a preview: a fresh checkout (every file with a new modification time, no build output) with only `.next/cache`
 *   of the previous build restored. Three pairs, alternating; the rebuild's time as a fraction of the clean build's.
 * - `npx tsx bench/build.ts scale`: the content three times over (every page of content/ copied twice more under
 *   new top-level folders, with new ids and descriptions and each prose line marked, so that every page stays
 *   unique to the content check), built clean in its own copy of the repository, alternating with a clean build of
 *   the content as it is, in another copy.
 * - `npx tsx bench/build.ts versions` (issue 35): a copy of the repository with one frozen version of today's pages
 *   (`npm run version:cut -- 26.x`) against a copy without, alternating: a clean build of each, then a
 *   platform-style build of each (a fresh checkout's file times and only `.next/cache` of the previous build kept).
 */
const mode = process.argv[2] ?? 'edit';
const PAIRS = Number(process.env.BENCH_PAIRS ?? 3);
const s = (m: Measured) => `${m.seconds.toFixed(1)} s wall, ${m.cpu.toFixed(1)} s CPU, ${gib(m.peak)}`;
const mdxFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? mdxFiles(join(dir, e.name)) : e.name.endsWith('.mdx') ? [join(dir, e.name)] : [],
  );

/** A fresh checkout gives every file the time of the checkout. */
function touchContent(root: string) {
  const now = new Date();
  for (const file of mdxFiles(join(root, 'content'))) utimesSync(file, now, now);
}

const EDITED = 'content/acceleration/index.mdx';

async function editBench() {
  const original = readFileSync(EDITED, 'utf8');
  const rows: { clean: Measured; edit: Measured }[] = [];
  try {
    for (let i = 0; i < PAIRS; i++) {
      const clean = await measureBuild('clean');
      writeFileSync(EDITED, `${original.trimEnd()}\n\nThis sentence was added by the build bench, run ${i + 1}, to change one page.\n`);
      touchContent('.');
      const edit = await measureBuild('platform');
      writeFileSync(EDITED, original);
      rows.push({ clean, edit });
      console.log(
        `pair ${i + 1}: clean ${s(clean)}; one-page edit with .next/cache restored ${s(edit)} (${((edit.seconds / clean.seconds) * 100).toFixed(0)}%)`,
      );
    }
  } finally {
    writeFileSync(EDITED, original);
    rmSync(TRASH, { recursive: true, force: true });
  }
  const clean = median(rows.map((r) => r.clean.seconds));
  const edit = median(rows.map((r) => r.edit.seconds));
  console.log(
    `median of ${rows.length}: clean ${clean.toFixed(1)} s, one-page edit ${edit.toFixed(1)} s = ${((edit / clean) * 100).toFixed(0)}% of clean; ` +
      `CPU ${median(rows.map((r) => r.clean.cpu)).toFixed(1)} / ${median(rows.map((r) => r.edit.cpu)).toFixed(1)} s`,
  );
}

/**
 * Copies every top-level folder of content/ `times - 1` more times (`admin` → `admin-copy2`, ...), with ids, titles,
 * descriptions and every prose line changed so that no paragraph or description repeats. Links still point to the
 * original pages.
 */
export function multiplyContent(root: string, times: number) {
  const content = join(root, 'content');
  const folders = readdirSync(content, { withFileTypes: true }).filter((e) => e.isDirectory());
  for (let k = 2; k <= times; k++) {
    const rename = (id: string) => id.replace(/^([^/]+)/, `$1-copy${k}`);
    for (const folder of folders) {
      const to = join(content, `${folder.name}-copy${k}`);
      cpSync(join(content, folder.name), to, { recursive: true });
      for (const file of mdxFiles(to)) {
        const source = readFileSync(file, 'utf8');
        const end = source.indexOf('\n---', 3) + 4;
        const head = source
          .slice(0, end)
          .split('\n')
          .map((line) => {
            if (line.startsWith('id: ')) return `id: ${rename(line.slice(4))}`;
            const field = /^(title|description): (.*)$/.exec(line);
            if (!field) return line;
            // A YAML string, quoted or not, with a prefix; a description keeps to its 160 characters.
            const value = /^(["']).*\1$/.test(field[2]!) ? (parse(field[2]!) as string) : field[2]!;
            const marked = `Copy ${k}: ${value}`;
            return `${field[1]}: ${JSON.stringify(field[1] === 'description' ? marked.slice(0, 160) : marked)}`;
          })
          .join('\n');
        // Every paragraph of the body, found by the content check's own parser, starts with a marker word.
        let body = source.slice(end);
        const starts: number[] = [];
        visit(parseMdx(body), 'paragraph', (node) => {
          if (node.position?.start.offset !== undefined) starts.push(node.position.start.offset);
        });
        for (const at of starts.sort((a, b) => b - a)) body = `${body.slice(0, at)}Copy ${k}: ${body.slice(at)}`;
        writeFileSync(file, head + body);
      }
    }
    // The reviewed exceptions of the privilege check name their page: the copies get theirs.
    const data = join(root, 'data/privileges.json');
    const privileges = JSON.parse(readFileSync(data, 'utf8')) as { exceptions: { page: string }[] };
    privileges.exceptions.push(...privileges.exceptions.filter((e) => !/-copy\d+\//.test(e.page)).map((e) => ({ ...e, page: rename(e.page) })));
    writeFileSync(data, JSON.stringify(privileges, null, 2));
  }
}

async function scaleBench() {
  const one = copyRepository('docs-bench-1x-');
  const three = copyRepository('docs-bench-3x-');
  try {
    multiplyContent(three, 3);
    execFileSync('npx', ['tsx', 'scripts/check/check-content.ts'], { cwd: three, stdio: 'inherit' });
    const rows: { one: Measured; three: Measured }[] = [];
    for (let i = 0; i < PAIRS; i++) {
      const a = await measureBuild('clean', one);
      const b = await measureBuild('clean', three);
      rows.push({ one: a, three: b });
      console.log(`pair ${i + 1}: 1x ${s(a)}; 3x ${s(b)} (${(b.seconds / a.seconds).toFixed(2)}x)`);
    }
    const pages = [one, three].map((root) => mdxFiles(join(root, 'content')).length);
    const t1 = median(rows.map((r) => r.one.seconds));
    const t3 = median(rows.map((r) => r.three.seconds));
    console.log(
      `median of ${rows.length}: ${pages[0]} pages ${t1.toFixed(1)} s, ${pages[1]} pages ${t3.toFixed(1)} s (${(t3 / t1).toFixed(2)}x); ` +
        `peak memory ${gib(Math.max(...rows.map((r) => r.one.peak)))} / ${gib(Math.max(...rows.map((r) => r.three.peak)))}`,
    );
  } finally {
    rmSync(one, { recursive: true, force: true });
    rmSync(three, { recursive: true, force: true });
  }
}

/** A copy of the repository in a git repository of its own (for the pages' dates and for version:cut). */
function gitCopy(prefix: string): string {
  const dir = copyRepository(prefix);
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.email=bench@example.com', '-c', 'user.name=Bench', ...args], { cwd: dir, stdio: 'ignore' });
  git('init', '-q');
  git('add', '-A');
  git('commit', '-qm', 'bench');
  return dir;
}

async function versionsBench() {
  const one = gitCopy('docs-bench-v1-');
  const two = gitCopy('docs-bench-v2-');
  try {
    execFileSync('npm', ['run', 'version:cut', '--', '26.x'], { cwd: two, stdio: 'inherit' });
    execFileSync('git', ['-c', 'user.email=bench@example.com', '-c', 'user.name=Bench', 'add', '-A'], { cwd: two });
    execFileSync('git', ['-c', 'user.email=bench@example.com', '-c', 'user.name=Bench', 'commit', '-qm', 'cut 26.x'], { cwd: two });
    const rows: { clean: [Measured, Measured]; warm: [Measured, Measured] }[] = [];
    for (let i = 0; i < PAIRS; i++) {
      const clean: [Measured, Measured] = [await measureBuild('clean', one), await measureBuild('clean', two)];
      touchContent(one);
      touchContent(two);
      const warm: [Measured, Measured] = [await measureBuild('platform', one), await measureBuild('platform', two)];
      rows.push({ clean, warm });
      console.log(
        `pair ${i + 1}: clean ${s(clean[0])} / with 26.x frozen ${s(clean[1])} (${(clean[1].seconds / clean[0].seconds).toFixed(2)}x); ` +
          `platform warm ${s(warm[0])} / with 26.x frozen ${s(warm[1])} (${(warm[1].seconds / warm[0].seconds).toFixed(2)}x)`,
      );
    }
    const m = (pick: (r: (typeof rows)[number]) => Measured) => median(rows.map((r) => pick(r).seconds));
    const [c1, c2, w1, w2] = [m((r) => r.clean[0]), m((r) => r.clean[1]), m((r) => r.warm[0]), m((r) => r.warm[1])];
    const peak = Math.max(...rows.flatMap((r) => [r.clean[1].peak, r.warm[1].peak]));
    console.log(
      `median of ${rows.length}: clean ${c1.toFixed(1)} s -> ${c2.toFixed(1)} s (${(c2 / c1).toFixed(2)}x); ` +
        `platform warm ${w1.toFixed(1)} s -> ${w2.toFixed(1)} s (${(w2 / w1).toFixed(2)}x); peak memory with the frozen version ${gib(peak)}`,
    );
  } finally {
    rmSync(one, { recursive: true, force: true });
    rmSync(two, { recursive: true, force: true });
  }
}

// Run as a script (not when imported for multiplyContent).
if (process.argv[1]?.endsWith('bench/build.ts')) {
  if (mode === 'edit') await editBench();
  else if (mode === 'scale') await scaleBench();
  else if (mode === 'versions') await versionsBench();
  else throw new Error(`unknown mode ${mode}: edit, scale or versions`);
}
