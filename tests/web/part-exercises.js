// tests/web/part-exercises.js PAGE BUILD OUTDIR: from the book to the lab,
// in headless Chromium against the native programs (BUILD/bin).
//   - every exercise that names a command (the chapters' markdown, read
//     here) has a run button in the page, and its commands are among the
//     button's; the two counts are printed;
//   - an exercise's button runs its command as natively (bytes, exit
//     status): one with a plain command, one with two (the second by its
//     own button), one with --check FILE (the box ready: a table made by
//     the native program pasted, exit 0; a wrong one, as natively);
//   - redirections: a command of the text with ">" (clicked), then
//     commands that read its file, "A < FILE" and "A | B > FILE", as bash
//     runs them in a folder of its own;
//   - every command of the text (code.run-command-link) parses as the
//     page runs it: the words the page gives each program, run natively,
//     bring no "(try --help)" usage error; the ones that wait for the
//     student (a table, N, an LCP) name only the program's options.
// Prints "ok - WHAT" / "not ok - WHAT" ("#   DETAIL" lines after); exit 0
// (1 only when Chromium cannot be driven).
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const { spawn, spawnSync } = require('child_process');
const { runChromium, newTab } = require('./chromium.js');

const [page, build, outDir] = process.argv.slice(2);
const root = path.resolve(__dirname, '..', '..');
const bin = path.resolve(build, 'bin');
const sleep = ms => new Promise(r => setTimeout(r, ms));
const report = (ok, what, details) => {
  console.log((ok ? 'ok - ' : 'not ok - ') + what);
  if (!ok) for (const d of details || []) for (const line of String(d).split('\n').slice(0, 8)) console.log('#   ' + line);
};
const programs = fs.readdirSync(bin).filter(p => fs.statSync(path.join(bin, p)).mode & 0o111);
const words = s => s.trim().split(/\s+/);

// Native: a shell line with BUILD/bin first on PATH, in cwd, stdin given.
function native(line, cwd, stdin) {
  const r = spawnSync('bash', ['-c', line], { cwd: cwd || root, input: stdin || '',
    env: Object.assign({}, process.env, { PATH: bin + ':' + process.env.PATH }), maxBuffer: 1 << 28 });
  return { out: r.stdout.toString('utf8'), status: r.status, err: r.stderr.toString('utf8') };
}

// The exercises of the chapters' markdown: {id, commands} (code spans
// that start with a program's name, with more words than the name).
function markdownExercises() {
  const list = [];
  for (const dir of fs.readdirSync(path.join(root, 'chapters')).sort()) {
    const d = path.join(root, 'chapters', dir);
    if (!fs.statSync(d).isDirectory()) continue;
    for (const f of fs.readdirSync(d).filter(f => f.endsWith('.md')).sort()) {
      const text = fs.readFileSync(path.join(d, f), 'utf8');
      const re = /^::: \{#(ex:[^ }]+) \.exercise\}\n([\s\S]*?)^:::$/gm;
      for (let m; (m = re.exec(text));) {
        const spans = Array.from(m[2].matchAll(/`([^`]+)`/g), s => words(s[1]).join(' '));
        list.push({ id: m[1], commands: spans.filter(s => programs.includes(s.split(' ')[0]) && s.includes(' ')) });
      }
    }
  }
  return list;
}

// Is the markdown's command among the button's lines?  As written, as a
// stage of a pipe, with "--check FILE" as "--check -", or an lcp command
// with no FILE given one (the box "-", or a file).
function covered(command, lines) {
  const stages = lines.flatMap(l => [l].concat(l.split(' | ')));
  const want = command.replace('--check FILE', '--check -');
  return stages.some(s => s === want || (/^lcp (solve|check)/.test(want) && s.startsWith(want + ' ')));
}

// The words the page gives the programs, run natively in a folder with
// the page's files: a usage error (an argument the program does not take)
// says "(try --help)".  A run still going after 400 ms has parsed them.
function usageError(stages, cwd) {
  return Promise.all(stages.map(argv => new Promise(resolve => {
    // (a program reads "--help" after the others: it parses them, then
    // prints its help instead of running; but lcp reads --help first, and
    // multibody asks for its scene after the options)
    const scene = argv.slice(1).some((w, i) => !w.startsWith('-') && !(argv[i].startsWith('--') && !argv[i].includes('=')));
    const args = argv.slice(1).concat(argv[0] === 'lcp' || (argv[0] === 'multibody' && !scene) ? [] : ['--help']);
    const child = spawn(path.join(bin, argv[0]), args, { cwd, stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr.on('data', c => { err += c; });
    const timer = setTimeout(() => child.kill('SIGKILL'), 400);
    child.on('close', () => { clearTimeout(timer); resolve(/\((try )?--help\)|unexpected argument|unknown option/.test(err) ? err.trim() : null); });
    child.on('error', e => { clearTimeout(timer); resolve(String(e)); });
  }))).then(errs => errs.find(e => e) || null);
}

// A folder with the page's files (at their paths, and at their bare names
// where no other file has that name), for native runs as the page has them.
function pageFolder(html) {
  const m = html.match(/<script type="application\/json" id="program-files">([\s\S]*?)<\/script>/);
  const files = JSON.parse(m[1].replace(/<\\\//g, '</'));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-files-'));
  const bare = n => n.split('/').pop();
  const names = Object.keys(files);
  for (const n of names) {
    const at = [n].concat(names.filter(o => bare(o) === bare(n)).length === 1 ? [bare(n)] : []);
    for (const p of at) { fs.mkdirSync(path.dirname(path.join(dir, p)), { recursive: true }); fs.writeFileSync(path.join(dir, p), files[n]); }
  }
  return dir;
}

// The commands of the text as the page runs them ({line, run, stages,
// error}): those that run on a click, natively in a folder with the
// page's files (4 at a time); those that wait for the student, against
// the programs' option tables.  The problems found, [TEXT].
async function checkParses(links, options) {
  const bad = [], folder = pageFolder(fs.readFileSync(page, 'utf8'));
  const runs = links.filter(l => l.run === 'yes');
  let next = 0;
  const worker = async () => {
    while (next < runs.length) {
      const l = runs[next++];
      if (!l.stages) { bad.push(l.line + ': ' + l.error); continue; }
      if (l.stages.some(s => !programs.includes(s[0]))) { bad.push(l.line + ': no program in ' + JSON.stringify(l.stages)); continue; }
      const e = await usageError(l.stages, folder);
      if (e) bad.push(l.line + ': ' + e);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  fs.rmSync(folder, { recursive: true, force: true });
  const lcpOptions = ['method', 'exact', 'trace', 'tie-rule', 'max-pivots', 'tol', 'omega', 'help'];
  for (const l of links.filter(l => l.run !== 'yes')) {
    if (!l.stages) { bad.push(l.line + ': ' + l.error); continue; }
    for (const s of l.stages) {
      const known = s[0] === 'lcp' ? lcpOptions : options[s[0]] ? options[s[0]].options.map(o => o.name).concat(['help']) : null;
      if (!known) { bad.push(l.line + ': no program ' + s[0]); continue; }
      for (const w of s.slice(1)) if (w.startsWith('--') && !known.includes(w.slice(2).split('=')[0])) bad.push(l.line + ': ' + w + ' is no option of ' + s[0]);
    }
  }
  return bad;
}

runChromium('part-exercises', async (send) => {
  const { session, evaluate } = await newTab(send);
  await send('Emulation.setDeviceMetricsOverride', { width: 1000, height: 1000, deviceScaleFactor: 1, mobile: false }, session);
  await send('Page.navigate', { url: 'file://' + path.resolve(page) }, session);
  for (let k = 0; k < 600; k++) {
    await sleep(50);
    if (await evaluate(`document.readyState === 'complete' && !!window.coursePrograms`)) break;
  }
  // 5 (natively while the page runs the others). Every command of the
  // text parses as the page runs it.
  const links = await evaluate(`Array.from(document.querySelectorAll('code.run-command-link')).map(c => {
    const line = c.dataset.command, p = window.coursePrograms.parseCommand(line, line.split(' ')[0]);
    return { line, run: c.dataset.run, stages: p.stages || null, error: p.error || null }; })`);
  const options = await evaluate(`JSON.parse(document.getElementById('program-options').textContent)`);
  const runs = links.filter(l => l.run === 'yes'), waits = links.filter(l => l.run !== 'yes');
  const parsing = checkParses(links, options);

  // The result of the panel under selector SEL (waits for data-status).
  const result = async (sel, ms) => {
    const t0 = Date.now();
    while (Date.now() - t0 < (ms || 15000)) {
      const r = await evaluate(`(() => { const p = document.querySelector(${JSON.stringify(sel)}); if (!p) return null;
        const o = p.querySelector('.run-output'); if (!o.hasAttribute('data-status')) return null;
        return { out: o.textContent, status: Number(o.getAttribute('data-status')), err: p.querySelector('.run-errors').textContent,
                 line: p.querySelector('.run-line').value, state: p.querySelector('.run-status').textContent }; })()`);
      if (r) return r;
      await sleep(40);
    }
    return { out: '', status: 'timeout', err: '', line: '', state: '' };
  };
  const same = (what, got, want, details) => report(got.out === want.out && got.status === want.status,
    what + ` (exit ${got.status}, ${Buffer.byteLength(got.out)} bytes)`,
    [`page: exit ${got.status} ${JSON.stringify(got.out.slice(0, 200))} ${got.err.slice(0, 200)}`,
     `native: exit ${want.status} ${JSON.stringify(want.out.slice(0, 200))} ${want.err.slice(0, 200)}`].concat(details || []));
  const exPanel = id => `[id="${id}"] .run-panel`;
  const press = async (id, n) => evaluate(`(() => { const d = document.getElementById(${JSON.stringify(id)});
    const b = d.querySelector('button.run-exercise'); if (b) b.click();
    const c = d.querySelectorAll('.run-exercise-commands button')[${n || 0}]; if (${!!n} && c) c.click(); return true; })()`);

  // 1. Every exercise that names a command has a button with it.
  const md = markdownExercises();
  const inPage = await evaluate(`Array.from(document.querySelectorAll('div.exercise')).map(d => {
    const b = d.querySelector('button.run-exercise'); return { id: d.id, lines: b ? JSON.parse(b.dataset.commands) : null }; })`);
  const byId = new Map(inPage.map(e => [e.id, e]));
  const named = md.filter(e => e.commands.length), missing = [];
  for (const e of named) {
    const p = byId.get(e.id);
    if (!p || !p.lines) { missing.push(e.id + ': no run button'); continue; }
    for (const c of e.commands) if (!covered(c, p.lines)) missing.push(e.id + ': ' + c + ' not among ' + JSON.stringify(p.lines));
  }
  const buttons = inPage.filter(e => e.lines).length;
  report(!missing.length && named.length > 0,
    `every exercise that names a command has a run button with its commands: ${named.length} of ${md.length} exercises ` +
    `in the chapters' markdown name one; the page has ${buttons} buttons for ${inPage.length} exercises`, missing);

  // 2. A plain command, and an exercise with two (the second by its button).
  // (three panels at once: each run has a worker of its own)
  await press('ex:hanging');
  await press('ex:restitution');
  await press('ex:own-kinematic', 2);
  same('Exercise ex:hanging, its button: pendulum --theta0 0 --m 2 --h 0.1 --steps 1 as natively',
    await result(exPanel('ex:hanging')), native('pendulum --theta0 0 --m 2 --h 0.1 --steps 1'));
  const piped = await result(exPanel('ex:own-kinematic'));
  same('Exercise ex:own-kinematic, "--write-lcp 1 piped into lcp solve --exact -": ' + piped.line,
    piped, native('slack-friction --vx -0.25 --vy 3 --mu 0.4 --fn 5 --write-lcp 1 | lcp solve --exact -'));
  const first = await result(exPanel('ex:restitution'));
  same('Exercise ex:restitution, its button: ' + first.line + ' as natively', first, native(first.line));
  await press('ex:restitution', 1);
  const second = await result(exPanel('ex:restitution'));
  same('Exercise ex:restitution, its second command (the text\'s "--v0 -8"): ' + second.line + ' as natively',
    second, native('particle-wall --q0 0.5 --v0 -8 --h 0.25 --g 8 --steps 6'), [`line: ${second.line}`]);

  // 3. --check FILE: the box ready; the student's table (the native one,
  // then one with a wrong value) pasted in.
  const base = 'sliding-block --example ramp --h 0.1 --steps 30 --show events';
  await press('ex:ramp-coarse');
  await sleep(200);
  const ready = await evaluate(`(() => { const p = document.querySelector(${JSON.stringify(exPanel('ex:ramp-coarse'))});
    const box = p.querySelector('.run-check'); return { line: p.querySelector('.run-line').value, focused: document.activeElement === box,
    empty: box.value === '', ran: p.querySelector('.run-output').hasAttribute('data-status'), hint: p.querySelector('.run-status').textContent }; })()`);
  report(ready.line === base + ' --check -' && ready.focused && ready.empty && !ready.ran,
    `Exercise ex:ramp-coarse (--check FILE): the panel waits with "${ready.line}" and its empty box focused: "${ready.hint}"`,
    [JSON.stringify(ready)]);
  const table = native(base).out;
  const lines = table.split('\n');
  const row = lines.findIndex((l, i) => i > 0 && /\d/.test(l) && !l.startsWith('#'));
  const cells = lines[row].split(/(\s+)/);
  const at = cells.findIndex((c, i) => i > 0 && /^-?\d+(\.\d+)?(e-?\d+)?$/.test(c));
  cells[at] = String(Number(cells[at]) + 1);
  const wrong = lines.slice(0, row).concat([cells.join('')], lines.slice(row + 1)).join('\n');
  for (const [name, text] of [['a correct table (the native one)', table], ['a table with one value wrong', wrong]]) {
    await evaluate(`(() => { const b = document.querySelector(${JSON.stringify(exPanel('ex:ramp-coarse'))}).querySelector('.run-check');
      b.value = ''; b.focus(); })()`);
    await send('Input.insertText', { text }, session);
    await evaluate(`document.querySelector(${JSON.stringify(exPanel('ex:ramp-coarse'))}).querySelector('button.run-run').click()`);
    const got = await result(exPanel('ex:ramp-coarse'));
    const want = native(base + ' --check -', root, text);
    same(`Exercise ex:ramp-coarse, ${name} pasted in the box, Run: as natively (exit ${want.status})`, got, want);
  }

  // 4. Redirections, against bash in a folder of its own (with the
  // repository's chapters and tests).
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'redirect-'));
  for (const d of ['chapters', 'tests']) fs.symlinkSync(path.join(root, d), path.join(work, d));
  const sel = await evaluate(`(() => { const c = Array.from(document.querySelectorAll('code.run-command-link'))
    .find(c => c.dataset.command === 'slack-friction --write-lcp 3 > stick.txt');
    if (!c) return null; const b = c.closest('p, li, table'); b.setAttribute('data-test-redirect', ''); c.click(); return true; })()`);
  const redirPanel = '[data-test-redirect] + .run-panel';
  const wrote = sel ? await result(redirPanel) : { out: '', status: 'no such link', err: '', state: '' };
  same('the text\'s "slack-friction --write-lcp 3 > stick.txt" is a link; clicked, it writes stick.txt: ' + wrote.state,
    wrote, native('slack-friction --write-lcp 3 > stick.txt', work));
  const typed = async line => {
    await evaluate(`(() => { const l = document.querySelector(${JSON.stringify(redirPanel)}).querySelector('.run-line'); l.value = ''; l.focus(); })()`);
    await send('Input.insertText', { text: line }, session);
    const k = { key: 'Enter', code: 'Enter', windowsVirtualKeyCode: 13, nativeVirtualKeyCode: 13 };
    for (const type of ['rawKeyDown', 'char', 'keyUp']) await send('Input.dispatchKeyEvent', Object.assign({ type }, k, type === 'char' ? { text: '\r' } : {}), session);
    return result(redirPanel);
  };
  for (const line of ['lcp check stick.txt 1 1/2 0', 'lcp solve --exact - < stick.txt',
                      'particle-wall --write-lcp 2 | lcp solve --exact - > solved.txt']) {
    same('typed, Enter: ' + line, await typed(line), native(line, work));
  }
  const missingFile = await typed('lcp solve --exact < no-such-file.txt');
  const missingNative = native('lcp solve --exact < no-such-file.txt', work);
  report(missingFile.status === missingNative.status && missingFile.out === '' &&
    missingFile.err === missingNative.err.replace(/^bash: line \d+: /, ''),
    `"< FILE" of a file the page does not have: exit ${missingFile.status} as natively, "${missingFile.err.trim()}"`,
    [JSON.stringify(missingFile), JSON.stringify(missingNative)]);
  const solved = await evaluate(`window.coursePrograms.readFiles(['solved.txt']).then(f => f['solved.txt'] ? new TextDecoder().decode(f['solved.txt']) : null)`);
  const solvedNative = fs.readFileSync(path.join(work, 'solved.txt'), 'utf8');
  report(solved === solvedNative, `"A | B > solved.txt" wrote the native bytes to solved.txt in the page (${solvedNative.length} bytes)`,
    [JSON.stringify(solved && solved.slice(0, 200)), JSON.stringify(solvedNative.slice(0, 200))]);
  fs.rmSync(work, { recursive: true, force: true });

  const bad = await parsing;
  report(!bad.length && links.length > 100,
    `every command of the text parses as the page runs it: ${links.length} commands in code spans are links; ` +
    `${runs.length} run on a click (natively with the page's words: no usage error), ${waits.length} wait for ` +
    `the student's value, table or LCP (only the program's options)`, bad.slice(0, 10));
});
