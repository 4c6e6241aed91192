// tests/web/interact.js PAGE CASES OUTDIR: what a student does in the page,
// in headless Chromium over the DevTools protocol (node's WebSocket: run
// with --experimental-websocket on node 20).  Each line of CASES is
// NAME<TAB>KIND<TAB>ARG...; each case writes OUTDIR/NAME.* for tests/web.sh
// to compare with the native programs:
//   line PROGRAM COMMAND   types COMMAND into PROGRAM's panel (appendix C)
//                          and presses Enter: NAME.out, NAME.err, NAME.status
//   click COMMAND          clicks COMMAND where the text has it (inline code;
//                          the first command there if none is COMMAND):
//                          NAME.command, NAME.out, NAME.err, NAME.status
//   url QUERY              opens PAGE?QUERY: NAME.out, NAME.err, NAME.status
//   download QUERY         opens PAGE?QUERY, presses Download: NAME.out is the
//                          saved file, NAME.status, NAME.shown (how many
//                          lines the page shows, and data-shown)
//   responsive QUERY SECONDS
//                          puts QUERY's run= and args= (a long run) in that
//                          program's panel; types into the idle page for 5 s
//                          (NAME.idle-latencies: the machine's own delays),
//                          then presses Run and types for SECONDS:
//                          NAME.latencies, NAME.latency (the slowest answer to
//                          an input event, ms, and the number of events),
//                          NAME.progress (the progress line), then presses
//                          Stop: NAME.status, NAME.stopped (the status line,
//                          and whether the progress line stood still after)
//   files FILE             every file listed in FILE (one a line) read by a
//                          program in the page: NAME.missing (those whose
//                          bytes differ from the repository's; empty: none)
//   link QUERY             opens PAGE?QUERY, presses "Link to this run" and
//                          opens that link, presses Run: NAME.out/.status
//                          (the first run), NAME.link, NAME.again.out/.status
//                          (the link's run), NAME.rerun.out/.status (Run
//                          again), NAME.where (the section the output is in)
//   form PROGRAM LINE FIELD VALUE ...
//                          puts LINE in the panel, then types each VALUE
//                          into its FIELD (--FIELD's box): NAME.line (the
//                          line after), NAME.fields (the fields after)
// Exit status 1 if Chromium cannot be started.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');

const { runChromium, newTab } = require('./chromium.js');

const [page, casesFile, outDir] = process.argv.slice(2);
const cases = fs.readFileSync(casesFile, 'utf8').split('\n').filter(l => l.includes('\t'))
  .map(l => { const f = l.split('\t'); return { name: f[0], kind: f[1], args: f.slice(2) }; });
const pageUrl = query => 'file://' + path.resolve(page) + (query ? '?' + query : '');
const out = (c, ext, text) => fs.writeFileSync(path.join(outDir, c.name + '.' + ext), text);
const sleep = ms => new Promise(r => setTimeout(r, ms));

runChromium('interact', drive);

// In the page: the panel of PROGRAM in appendix C (or the one the URL's
// run is in), and the last run's result.
const PANEL = `(program => {
  const output = document.getElementById('run-output');
  if (program === null) return output && output.closest('.run-panel');
  let e = document.getElementById('sec:prog-' + program);
  while (e && !e.classList.contains('run-panel')) e = e.nextElementSibling;
  return e;
})`;
const RESULT = `(() => { const e = document.getElementById('run-output');
  if (!e || !e.hasAttribute('data-status')) return null;
  const p = e.closest('.run-panel');
  return { status: e.getAttribute('data-status'), text: e.textContent, shown: e.dataset.shown,
           err: p.querySelector('.run-errors').textContent,
           state: p.querySelector('.run-status').textContent }; })()`;

async function drive(send, events) {
  const { session, evaluate } = await newTab(send);
  let blankOpen = false; // the page without a query is open, as openBlank left it
  const open = async query => {
    blankOpen = false;
    await send('Page.navigate', { url: pageUrl(query) }, session);
    for (let k = 0; k < 400; k++) {
      await sleep(50);
      if (await evaluate(`document.readyState === 'complete' && !!window.coursePrograms`)) return;
    }
    throw new Error('the page did not load: ' + query);
  };
  // The page without a query for a case that only needs a panel (line,
  // click): loaded once (10 MB: 2 s), then reused, the last run's output
  // without its id so that the next result read is the new run's.
  const openBlank = async () => {
    if (blankOpen) {
      await evaluate(`(() => { const o = document.getElementById('run-output');
        if (o) o.removeAttribute('id'); })()`);
      return;
    }
    await open('');
    blankOpen = true;
  };
  const result = async (ms) => {
    const started = Date.now();
    while (Date.now() - started < (ms || 120000)) {
      const r = await evaluate(RESULT);
      if (r) return r;
      await sleep(50);
    }
    return null;
  };
  const key = async (type, k) => send('Input.dispatchKeyEvent', Object.assign({ type }, k), session);
  const enter = async () => {
    const k = { key: 'Enter', code: 'Enter', windowsVirtualKeyCode: 13, nativeVirtualKeyCode: 13 };
    await key('rawKeyDown', k); await key('char', Object.assign({ text: '\r' }, k)); await key('keyUp', k);
  };
  const write = (c, r) => {
    out(c, 'out', r ? r.text : '');
    out(c, 'err', r ? r.err : '');
    out(c, 'status', r ? r.status + '\n' : 'timeout\n');
    out(c, 'state', r ? r.state + '\n' : '');
  };
  await send('Page.enable', {}, session);
  await send('Emulation.setDeviceMetricsOverride', { width: 1000, height: 1000, deviceScaleFactor: 1, mobile: false }, session);

  for (const c of cases) {
    try {
      await runCase(c);
    } catch (e) {
      console.error('interact: ' + c.name + ': ' + (e && e.stack || e));
      out(c, 'status', 'error: ' + String(e).split('\n')[0] + '\n');
    }
  }

  async function runCase(c) {
    if (c.kind === 'line') {
      const [program, command] = c.args;
      await openBlank();
      await evaluate(`(() => { const p = ${PANEL}(${JSON.stringify(program)}); const l = p.querySelector('.run-line');
        l.value = ''; l.focus(); })()`);
      await send('Input.insertText', { text: command }, session);
      await enter();
      write(c, await result());
    } else if (c.kind === 'click') {
      // the command in the text (or the first one there, if the text no
      // longer has it): a click runs it
      await openBlank();
      const command = await evaluate(`(() => { const links = Array.from(document.querySelectorAll('code.run-command-link'));
        const text = e => e.textContent.trim().replace(/\\s+/g, ' ');
        const link = links.find(e => text(e) === ${JSON.stringify(c.args[0])}) || links[0];
        if (!link) return ''; link.scrollIntoView(); link.click(); return text(link); })()`);
      out(c, 'command', command + '\n');
      write(c, await result());
    } else if (c.kind === 'url') {
      await open(c.args[0]);
      write(c, await result());
    } else if (c.kind === 'download') {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'download-'));
      await send('Browser.setDownloadBehavior', { behavior: 'allow', downloadPath: dir, eventsEnabled: true });
      await open(c.args[0]);
      const r = await result();
      const t0 = Date.now();
      const answered = await evaluate('1');
      out(c, 'shown', r ? (r.text.split('\n').length - 1) + ' lines shown in the first box, data-shown=' + r.shown +
        ', the page answered ' + (Date.now() - t0) + ' ms after the run (' + answered + ')\n' : 'timeout\n');
      events.length = 0;
      await evaluate(`${PANEL}(null).querySelector('button.run-download').click()`);
      let file = null;
      for (let k = 0; k < 600 && !file; k++) {
        await sleep(50);
        const done = events.find(e => e.method === 'Browser.downloadProgress' && e.params.state === 'completed');
        if (done) file = done.params.filePath || path.join(dir, done.params.guid);
      }
      const files = fs.readdirSync(dir);
      if (!file || !fs.existsSync(file)) file = files.length ? path.join(dir, files[0]) : null;
      fs.writeFileSync(path.join(outDir, c.name + '.out'), file ? fs.readFileSync(file) : '');
      out(c, 'status', r ? r.status + '\n' : 'timeout\n');
      fs.rmSync(dir, { recursive: true, force: true });
    } else if (c.kind === 'responsive') {
      // PROGRAM's panel with the command ARGS: first the idle page (the
      // machine's own delays), then the run, typing into the stdin box
      const [query, seconds] = c.args;
      const q = new URLSearchParams(query);
      await open('');
      await evaluate(`(() => { const p = ${PANEL}(${JSON.stringify(q.get('run'))}); window.testPanel = p;
        p.querySelector('.run-line').value = ${JSON.stringify(q.get('run') + ' ' + q.get('args'))};
        p.scrollIntoView(); p.querySelector('.run-check').focus(); })()`);
      const type = async ms => {
        const all = [];
        const started = Date.now();
        while (Date.now() - started < ms) {
          const t = process.hrtime.bigint();
          await key('char', { text: 'x' });
          all.push((Number(process.hrtime.bigint() - t) / 1e6).toFixed(1));
          await sleep(100);
        }
        return all;
      };
      await sleep(1000);
      out(c, 'idle-latencies', (await type(5000)).join(' ') + '\n');
      const before = await evaluate(`window.testPanel.querySelector('.run-check').value.length`);
      await evaluate(`window.testPanel.querySelector('button.run-run').click()`);
      // from the first row on
      for (let k = 0; k < 200; k++) {
        if (/[1-9][0-9]* rows so far/.test(await evaluate(`window.testPanel.querySelector('.run-progress').textContent`))) break;
        await sleep(100);
      }
      // the page's own long tasks (over 50 ms on its thread) meanwhile
      await evaluate(`window.testLong = []; new PerformanceObserver(l => { for (const e of l.getEntries())
        window.testLong.push(Math.round(e.duration)); }).observe({ type: 'longtask' })`);
      const all = await type(1000 * Number(seconds));
      const n = all.length, worst = Math.max(...all.map(Number));
      let typed = 0;
      typed = (await evaluate(`window.testPanel.querySelector('.run-check').value.length`)) - before;
      const still = await evaluate(`!window.testPanel.querySelector('.run-output').hasAttribute('data-status')`);
      const progress = await evaluate(`window.testPanel.querySelector('.run-progress').textContent`);
      out(c, 'latency', worst.toFixed(1) + ' ' + n + ' ' + typed + ' ' + (still ? 'running' : 'finished') + '\n');
      out(c, 'progress', progress + '\n');
      out(c, 'latencies', all.join(' ') + '\n');
      out(c, 'longtasks', (await evaluate(`window.testLong.join(' ')`)) + '\n');
      await evaluate(`window.testPanel.querySelector('button.run-stop').click()`);
      const r = await result(5000);
      const after = await evaluate(`window.testPanel.querySelector('.run-progress').textContent + '|' +
        window.testPanel.querySelector('.run-output').textContent.length`);
      await sleep(1500);
      const later = await evaluate(`window.testPanel.querySelector('.run-progress').textContent + '|' +
        window.testPanel.querySelector('.run-output').textContent.length`);
      out(c, 'status', r ? r.status + '\n' : 'timeout\n');
      out(c, 'stopped', (r ? r.state : '') + '\n' + (after === later ? 'still' : 'moved: ' + after + ' -> ' + later) + '\n');
    } else if (c.kind === 'files') {
      const names = fs.readFileSync(c.args[0], 'utf8').split('\n').filter(Boolean);
      await open('');
      const got = await evaluate(`coursePrograms.readFiles(${JSON.stringify(names)}).then(f => {
        const o = {}; for (const [k, v] of Object.entries(f)) o[k] = v === null ? null : Array.from(v); return o; })`);
      const bad = names.filter(n => got[n] === null || got[n] === undefined ||
        Buffer.compare(Buffer.from(got[n]), fs.readFileSync(n)) !== 0);
      out(c, 'missing', bad.map(n => n + (got[n] ? ' (other bytes)' : ' (not there)') + '\n').join(''));
      out(c, 'count', names.length + '\n');
    } else if (c.kind === 'link') {
      await open(c.args[0]);
      const first = await result();
      write(c, first);
      const link = await evaluate(`(() => { const p = ${PANEL}(null); p.querySelector('button.run-link-button').click();
        return p.querySelector('.run-link').value; })()`);
      out(c, 'link', link + '\n');
      await send('Page.navigate', { url: link }, session);
      await sleep(300);
      for (let k = 0; k < 400 && !(await evaluate('!!window.coursePrograms')); k++) await sleep(50);
      const again = await result();
      const where = await evaluate(`(() => { const p = ${PANEL}(null); let s = null;
        for (const h of document.querySelectorAll('h1[id], h2[id], h3[id], h4[id]')) {
          if (h.compareDocumentPosition(p) & Node.DOCUMENT_POSITION_FOLLOWING) s = h.id; else break; }
        const r = p.getBoundingClientRect();
        return s + ' ' + (r.top < innerHeight && r.bottom > 0 ? 'on screen' : 'off screen'); })()`);
      out(c, 'where', where + '\n');
      for (const [ext, r] of [['again', again]]) {
        out(c, ext + '.out', r ? r.text : ''); out(c, ext + '.status', r ? r.status + '\n' : 'timeout\n');
      }
      await evaluate(`${PANEL}(null).querySelector('button.run-run').click()`);
      const rerun = await result();
      out(c, 'rerun.out', rerun ? rerun.text : ''); out(c, 'rerun.status', rerun ? rerun.status + '\n' : 'timeout\n');
    } else if (c.kind === 'form') {
      const [program, line, ...edits] = c.args;
      await open('');
      await evaluate(`(() => { const p = ${PANEL}(${JSON.stringify(program)}); window.testPanel = p;
        const l = p.querySelector('.run-line'); l.value = ${JSON.stringify(line)};
        l.dispatchEvent(new Event('input')); })()`);
      for (let i = 0; i + 1 < edits.length; i += 2) {
        await evaluate(`(() => { const f = window.testPanel.querySelector('[data-option=${JSON.stringify(edits[i])}]');
          f.focus(); if (f.tagName === 'SELECT') { f.value = ${JSON.stringify(edits[i + 1])}; f.dispatchEvent(new Event('change')); }
          else { f.value = ''; f.dispatchEvent(new Event('input')); } })()`);
        if (edits[i + 1] !== '') await send('Input.insertText', { text: edits[i + 1] }, session);
      }
      out(c, 'line', (await evaluate(`window.testPanel.querySelector('.run-line').value`)) + '\n');
      out(c, 'fields', (await evaluate(`Array.from(window.testPanel.querySelectorAll('[data-option]'))
        .filter(f => f.value !== '').map(f => '--' + f.dataset.option + '=' + f.value).join(' ')`)) + '\n');
    } else {
      throw new Error('unknown kind ' + c.kind);
    }
  }
}
