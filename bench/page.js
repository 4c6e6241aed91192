// bench/page.js BIN FRAGMENT OUTDIR [REPEATS [ONLY]]: the programs in the
// page against the native ones.  Each run of RUNS below (those whose words
// match the regular expression ONLY, when given) is made REPEATS times
// (5 unless given; the long ones 3), natively (BIN/PROGRAM, a process) and
// in the page: a page of its own (OUTDIR/page.html: nothing but FRAGMENT,
// the programs' part of report.html, web/web.mk) in headless Chromium, where
// window.coursePrograms.start runs it as a student's Run does: in a Web
// Worker of its own.  The page makes that worker ahead, while it is idle (a
// spare: its script started, the module, compiled once per page, made an
// instance of, the files written), and the next one after each run; a run
// is timed from its start to its last byte with its spare ready
// (coursePrograms.spareReady), and the making of the next spare after it,
// the start-up, on its own (the CPU from the run's end until that spare is
// ready; a page without spares, an older one, starts its worker in the
// run).  A run's result is its bytes (the panel decodes them to text when
// it shows them, not timed here).  Native and page runs alternate, so that
// both meet the same load of the machine.  Prints a table: per run the
// median CPU seconds of each (the native process's, its own start-up in
// it; all the browser's processes', SystemInfo.getProcessInfo: the machine
// is shared, CPU time moves less than wall-clock time), the page's
// start-up, the ratio page / native, the same with the start-up added to
// the page, the ratio of the wall-clock medians (start-up not in them), and
// whether the page's standard output, standard error and exit status are
// the native bytes (every repeat); on standard error each run's numbers as
// it goes.  Needs node --experimental-websocket (node 20) and
// tests/web/chromium.js.  Exit status 1 when a run's bytes differ or
// Chromium cannot be driven.
'use strict';
const { spawnSync } = require('child_process');
const crypto = require('crypto');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { runChromium } = require('../tests/web/chromium.js');

const [bin, fragment, outDir, repeatsArg, only] = process.argv.slice(2);
const REPEATS = Number(repeatsArg || 5);

// The runs: a command (words) and the file it reads (made by a native run
// first, WRITE; in OUTDIR, where that run starts, and in the page's files).
const RUNS = [
  { words: 'pendulum --steps 1', note: 'start-up' },
  { words: 'multibody chapters/07-multibody/pyramid.scene --steps 60 --every 10' },
  { words: 'multibody chapters/07-multibody/chain.scene --t 20 --every 100' },
  { words: 'pendulum --h 1e-4 --t 10', note: '100 001 rows' },
  { words: 'pendulum --method compare --t 10000 --every 1000' },
  { words: 'lugre --show cost', long: true },
  { words: 'lugre --show stickslip --integrator euler --t 25 --every 5000' },
  { words: 'phantom-inertia --t 1000 --every 500' },
  { words: 'box-contact --vx 0 --slope 30 --nd 8 --steps 3000' },
  { words: 'planar-experiment', long: true },
  { words: 'planar-convergence --vary N --list 5,9 --baseline 13 --shape circle --t 3' },
  { words: 'lcp solve pyramid-lcp40.txt', file: 'pyramid-lcp40.txt',
    write: 'multibody chapters/07-multibody/pyramid.scene --write-lcp 40', note: 'n = 2400, 15 MB' },
];

const median = xs => { const s = xs.slice().sort((a, b) => a - b); const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2; };
const sha = bytes => crypto.createHash('sha256').update(bytes).digest('hex');

// The CPU seconds of this process's finished children (/proc/self/stat's
// cutime + cstime, in ticks of 1/100 s).
function childrenCpu() {
  const fields = fs.readFileSync('/proc/self/stat', 'utf8').replace(/^.*\) /, '').split(' ');
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

// One native run: {seconds, cpu, out (hash), err (text), status}.
function native(words, cwd) {
  const [program, ...args] = words;
  const c0 = childrenCpu(), t0 = process.hrtime.bigint();
  const r = spawnSync(path.resolve(bin, program), args, { cwd, input: '', maxBuffer: 1 << 30 });
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  return { seconds, cpu: childrenCpu() - c0, out: sha(r.stdout), err: r.stderr.toString(), status: String(r.status) };
}

// The same run in the page: its worker, timed in the page, the output's hash.
// The same run in the page: its worker, timed in the page, its result kept
// for PAGE_RESULT (the hash out of the time, as native's is made by node).
const PAGE_RUN = `(async (stages, files) => {
  const t0 = performance.now();
  window.benchResult = await window.coursePrograms.start(stages, '', files).done;
  return (performance.now() - t0) / 1000;
})`;
// That run's output's hash, its standard error and exit status.
const PAGE_RESULT = `(async r => {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', r.bytes));
  const out = Array.from(digest, b => b.toString(16).padStart(2, '0')).join('');
  return { out, err: r.err, status: String(r.status) };
})(window.benchResult)`;
// The CPU seconds of every process of the browser so far (ticks of 1/100 s).
async function browserCpu(send) {
  const r = await send('SystemInfo.getProcessInfo');
  return r.result.processInfo.reduce((sum, p) => sum + p.cpuTime, 0);
}
// The page's spare worker ready (what the next run starts with).
async function spareReady(send, session) {
  const r = await send('Runtime.evaluate', { expression: 'window.coursePrograms.spareReady && window.coursePrograms.spareReady()',
    awaitPromise: true }, session);
  if (!r.result || r.result.exceptionDetails) throw new Error('the page: ' + JSON.stringify(r));
}
// One run in the page, its spare ready: {seconds, out, err, status, cpu,
// startup (the CPU of making the next spare, from the run's hash on)}.
async function inPage(send, session, words, files) {
  const expression = `${PAGE_RUN}(${JSON.stringify([words])}, ${JSON.stringify(files)})`;
  await spareReady(send, session);
  const c0 = await browserCpu(send);
  const r = await send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true }, session);
  const c1 = await browserCpu(send);
  const bytes = await send('Runtime.evaluate', { expression: PAGE_RESULT, awaitPromise: true, returnByValue: true }, session);
  const c2 = await browserCpu(send);
  await spareReady(send, session);
  const startup = await browserCpu(send) - c2;
  for (const x of [r, bytes]) {
    if (!x.result || !x.result.result || x.result.exceptionDetails) throw new Error('the page: ' + JSON.stringify(x));
  }
  return Object.assign(bytes.result.result.value, { seconds: r.result.result.value, cpu: c1 - c0, startup });
}

// Open the page, then each run: REPEATS times native and page in turn.
let browserVersion = '';
async function drive(send) {
  fs.mkdirSync(outDir, { recursive: true });
  browserVersion = (await send('Browser.getVersion')).result.product;
  const page = path.resolve(outDir, 'page.html');
  fs.writeFileSync(page, '<!DOCTYPE html>\n<html><head><meta charset="utf-8"><title>bench</title></head><body>\n' +
    fs.readFileSync(fragment, 'utf8') + '\n</body></html>\n');
  const target = await send('Target.createTarget', { url: 'about:blank' });
  const attached = await send('Target.attachToTarget', { targetId: target.result.targetId, flatten: true });
  const session = attached.result.sessionId;
  await send('Page.navigate', { url: 'file://' + page }, session);
  for (let i = 0; i < 600; i++) {
    const r = await send('Runtime.evaluate', { expression: '!!(window.coursePrograms && window.coursePrograms.start)',
      returnByValue: true }, session);
    if (r.result && r.result.result && r.result.result.value) break;
    await new Promise(resolve => setTimeout(resolve, 50));
  }
  const rows = [];
  let differ = 0;
  for (const run of RUNS.filter(r => !only || new RegExp(only).test(r.words))) {
    const words = run.words.split(' ');
    const files = {};
    if (run.file) {
      const made = spawnSync(path.join(bin, run.write.split(' ')[0]), run.write.split(' ').slice(1),
        { maxBuffer: 1 << 30 });
      files[run.file] = made.stdout.toString();
      fs.writeFileSync(path.join(outDir, run.file), made.stdout);
    }
    const n = run.long ? Math.min(REPEATS, 3) : REPEATS;
    const times = { native: [], page: [], nativeCpu: [], pageCpu: [], startup: [] };
    let same = true, first = null;
    for (let k = 0; k < n; k++) {
      const a = native(words, run.file ? outDir : undefined), b = await inPage(send, session, words, files);
      times.native.push(a.seconds); times.page.push(b.seconds);
      times.nativeCpu.push(a.cpu); times.pageCpu.push(b.cpu); times.startup.push(b.startup);
      if (a.out !== b.out || a.err !== b.err || a.status !== b.status) {
        same = false;
        if (!first) first = { a, b };
      }
    }
    if (!same) {
      differ++;
      console.error(`${run.words}: native status ${first.a.status} err ${JSON.stringify(first.a.err.slice(0, 200))}` +
        `, page status ${first.b.status} err ${JSON.stringify(first.b.err.slice(0, 200))}` +
        `, stdout ${first.a.out === first.b.out ? 'same' : 'differs'}`);
    }
    const nat = median(times.nativeCpu), pg = median(times.pageCpu), up = median(times.startup);
    const wall = median(times.page) / median(times.native);
    rows.push({ run: run.words, note: run.note || '', n, nat, pg, up, wall, same });
    process.stderr.write(`  ${run.words}: cpu ${nat.toFixed(2)} ${pg.toFixed(2)} start-up ${up.toFixed(2)}, ` +
      `wall ${median(times.native).toFixed(3)} ${median(times.page).toFixed(3)}\n`);
  }
  print(rows);
  if (differ) process.exitCode = 1;
}

// The table.
function print(rows) {
  const width = Math.max(...rows.map(r => r.run.length));
  const out = [];
  out.push(`# ${os.type()} ${os.release()} ${os.arch()}, ${os.cpus().length} cores, ${new Date().toISOString().slice(0, 16)}Z`);
  out.push('# The programs in the page (report.html\'s WebAssembly in headless Chromium ' +
    browserVersion + ', V8, a Web Worker');
  out.push('# per run as a student\'s Run does) against the native programs (a process per run).  Seconds are');
  out.push('# CPU seconds (user + system, of the native process; of every process of the browser, its compiler');
  out.push('# threads too), the median of n repeats, native and page in turn.  page s: from Run to the last');
  out.push('# byte, the worker made ahead while the page was idle (a spare: the module instantiated, the files');
  out.push('# written); start-up s: making that spare, after the run; ratio = page / native; +start-up = (page +');
  out.push('# start-up) / native; wall = page / native in wall-clock medians, start-up not in it (the machine\'s');
  out.push('# load moves it); same: stdout, stderr and exit status byte for byte in every repeat.');
  out.push(`${'run'.padEnd(width)}  ${'n'.padStart(2)}  ${'native s'.padStart(8)}  ${'page s'.padStart(8)}  ` +
    `${'start-up s'.padStart(10)}  ${'ratio'.padStart(6)}  ${'+start-up'.padStart(9)}  ${'wall'.padStart(6)}  same  note`);
  const ratio = (a, b) => a / Math.max(b, 0.01);
  for (const r of rows) {
    out.push(`${r.run.padEnd(width)}  ${String(r.n).padStart(2)}  ${r.nat.toFixed(2).padStart(8)}  ` +
      `${r.pg.toFixed(2).padStart(8)}  ${r.up.toFixed(2).padStart(10)}  ${ratio(r.pg, r.nat).toFixed(2).padStart(6)}  ` +
      `${ratio(r.pg + r.up, r.nat).toFixed(2).padStart(9)}  ${r.wall.toFixed(2).padStart(6)}  ${r.same ? 'yes ' : 'NO  '}  ${r.note}`);
  }
  const rest = rows.filter(r => r.note !== 'start-up');
  if (rest.length) {
    const ratios = rest.map(r => ratio(r.pg, r.nat)), withStartup = rest.map(r => ratio(r.pg + r.up, r.nat));
    out.push(`# ratio without the start-up run: median ${median(ratios).toFixed(2)}, largest ${Math.max(...ratios).toFixed(2)}; ` +
      `with the start-up: median ${median(withStartup).toFixed(2)}, largest ${Math.max(...withStartup).toFixed(2)}`);
  }
  console.log(out.join('\n'));
}

runChromium('bench-page', drive);
