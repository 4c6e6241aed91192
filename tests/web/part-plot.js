// tests/web/part-plot.js PAGE BUILD OUTDIR: the plot of a run's table
// (web/plot.js) in headless Chromium, against the native programs in
// BUILD/bin.  Prints "ok - WHAT" or "not ok - WHAT" (with "#   DETAIL"
// lines) per check; exit status 1 only when Chromium cannot be driven.
// The checks read the figure's data- attributes (its x and y columns, the
// lines, the ranges, the tick labels), never its pixels:
//   pendulum --h 0.01 --t 1: x is t, its range the native table's first and
//     last t, tick labels from one to the other;
//   multibody stack.scene --show state: a line per box of the scene;
//   multibody stack.scene --show energy, y = V (constant natively): the axis
//     a small range centred on the value, the value said;
//   particle-wall --steps 100000 (run in the page): the figure within 2 s,
//     every row counted, the ranges native's, few points drawn, the page
//     answering; a table of 10^6 rows and 8 columns (pendulum's columns
//     and digits, made in the page: a run of 10^6 rows in the page takes
//     longer than this test may) plotted within 2 s (on a loaded machine
//     within 30 times the page's time to count its lines), a one-row spike
//     in its range and drawn;
//   the picker: another y, then another x, redraw without a run; lugre's
//     log-spaced speeds on a logarithmic x, ticks at the powers of ten.
'use strict';
const fs = require('fs');
const path = require('path');
const { execFileSync } = require('child_process');
const { runChromium, newTab } = require('./chromium.js');

const [page, build, outDir] = process.argv.slice(2);
const pageUrl = query => 'file://' + path.resolve(page) + '?' + query;
const sleep = ms => new Promise(r => setTimeout(r, ms));
const query = (program, args) => 'run=' + program + '&args=' + encodeURIComponent(args);
const stack = 'chapters/07-multibody/stack.scene';
const T0 = Date.now();

// A check's line.
function check(what, good, details) {
  process.stderr.write((Date.now() - T0) + ' ms: ' + what + '\n');
  console.log((good ? 'ok - ' : 'not ok - ') + what);
  if (!good) for (const d of [].concat(details || [])) console.log('#   ' + String(d).split('\n').join('\n#   '));
}

// The native table of a program: { names, rows (arrays of cells) }.
function native(program, args) {
  const text = execFileSync(path.join(build, 'bin', program), args, { encoding: 'utf8', maxBuffer: 1 << 30 });
  const lines = text.split('\n').filter(l => l.trim() && !l.startsWith('#'));
  const names = lines[0].trim().split(/\s+/);
  return { names, rows: lines.slice(1).map(l => l.trim().split(/\s+/)) };
}
// A column of a native table.
const column = (table, name) => table.rows.map(r => r[table.names.indexOf(name)]);

// In the page: the figure of the panel that holds the last run's output.
const FIGURE = `(() => {
  const out = document.getElementById('run-output');
  if (!out || !out.hasAttribute('data-status')) return null;
  const svg = out.closest('.run-panel').querySelector('svg.run-plot-figure');
  if (!svg) return { status: out.getAttribute('data-status'), svg: null };
  const attrs = e => Object.fromEntries([...e.attributes].filter(a => a.name.startsWith('data-')).map(a => [a.name.slice(5), a.value]));
  return { status: out.getAttribute('data-status'), svg: attrs(svg),
           panels: [...svg.querySelectorAll('g[data-quantity]')].map(attrs),
           lines: [...svg.querySelectorAll('polyline')].map(p => ({ name: p.dataset.name, points: Number(p.dataset.points), drawn: p.dataset.drawn })),
           text: svg.textContent, plotMs: window.plotMs };
})()`;

runChromium('part-plot', async (send) => {
  const { session, evaluate } = await newTab(send);
  await send('Page.enable', {}, session);
  await send('Emulation.setDeviceMetricsOverride', { width: 1000, height: 1000, deviceScaleFactor: 1, mobile: false }, session);
  // window.plotMs: how long the page's coursePlot took (ms), wrapped as it is defined.
  await send('Page.addScriptToEvaluateOnNewDocument', { source: `(() => { let f = null;
    Object.defineProperty(window, 'coursePlot', { configurable: true, set(g) { f = g; },
      get() { return f && ((...a) => { const t = performance.now(); try { return f(...a); } finally { window.plotMs = performance.now() - t; } }); } }); })();` }, session);
  // The figure once the last run has ended (null after ms).
  const figure = async ms => {
    const started = Date.now();
    while (Date.now() - started < (ms || 15000)) {
      await sleep(50);
      const f = await evaluate(FIGURE).catch(() => null);
      if (f) return f;
    }
    return null;
  };
  // Open PAGE?QUERY and wait for the run's figure (or its end without one).
  const open = async q => {
    await send('Page.navigate', { url: pageUrl(q) }, session);
    return figure();
  };
  // Run a command in the last run's panel (its line, Run) and wait for its figure.
  const run = async (command, ms) => {
    const said = await evaluate(`(() => {
      const panel = document.getElementById('run-output').closest('.run-panel');
      panel.querySelector('.run-line').value = ${JSON.stringify(command)};
      panel.querySelector('.run-run').click();
      return document.getElementById('run-output').hasAttribute('data-status') ? 'not started' : 'started';
    })()`);
    return said === 'started' ? figure(ms) : null;
  };
  // Click the picker's control (y checkbox or x select) and read the figure again.
  const pick = async (kind, value, checked) => evaluate(`(() => {
    const panel = document.getElementById('run-output').closest('.run-panel');
    const e = panel.querySelector('[data-pick="${kind}"]' + (${JSON.stringify(kind)} === 'y' ? '[value="${value}"]' : ''));
    if (!e) return 'no control';
    if (e.type === 'checkbox') { if (e.checked !== ${!!checked}) e.click(); }
    else { e.value = ${JSON.stringify(value)}; e.dispatchEvent(new Event('change')); }
    return 'done';
  })()`).then(async said => said === 'done' ? evaluate(FIGURE) : null);
  const fs2 = JSON.stringify;
  fs.writeFileSync(path.join(outDir, 'started'), new Date().toISOString() + '\n');

  // (a) pendulum: x = t, its range the native first and last t.
  const pend = native('pendulum', ['--h', '0.01', '--t', '1']), ts = column(pend, 't');
  const a = await open(query('pendulum', '--h 0.01 --t 1'));
  fs.writeFileSync(path.join(outDir, 'pendulum.json'), fs2(a, null, 1));
  const range = a && a.svg && a.svg.xrange.split(' ').map(Number);
  const ticks = a && a.svg ? a.svg.xticks.split(' ') : [];
  check('pendulum --h 0.01 --t 1: x is t, from ' + ts[0] + ' to ' + ts[ts.length - 1] + ' as natively, ticks ' + ticks.join(' '),
    a && a.svg && a.svg.x === 't' && range[0] === Number(ts[0]) && range[1] === Number(ts[ts.length - 1]) &&
    ticks.length >= 3 && Number(ticks[0]) === Number(ts[0]) && Number(ticks[ticks.length - 1]) === Number(ts[ts.length - 1]) &&
    ticks.every((t, k) => k === 0 || Number(t) > Number(ticks[k - 1])) && a.svg.rows === String(pend.rows.length),
    fs2(a && a.svg));
  check('pendulum: the y axis is named with its columns and unit (' + (a && a.svg && a.svg.y) + ')',
    a && a.svg && a.svg.y === 'x,y' && a.text.includes('x, y [m]') && a.text.includes('t [s]') &&
    a.panels.length === 1 && a.panels[0].yticks.split(' ').length >= 3, fs2(a && a.svg));

  // (e) the picker: y = ux too (a second panel, velocity), then x = x.
  const e1 = a && a.svg ? await pick('y', 'ux', true) : null;
  check('the picker: y x, y and ux gives a second panel (velocity, m/s) with ux, without a run',
    e1 && e1.svg && e1.svg.y === 'x,y,ux' && e1.panels.length === 2 && e1.panels[1].quantity === 'velocity' &&
    e1.text.includes('ux [m/s]') && e1.lines.length === 3, fs2(e1 && e1.svg));
  const e2 = e1 ? await pick('x', 'x') : null;
  const xs = column(pend, 'x').map(Number);
  const xr = xs.reduce((r, v) => [Math.min(r[0], v), Math.max(r[1], v)], [Infinity, -Infinity]);
  check('the picker: x = x redraws against x, its range the native column\'s ' + xr.join(' '),
    e2 && e2.svg && e2.svg.x === 'x' && e2.svg.xrange === xr.join(' ') && !e2.svg.y.split(',').includes('x'),
    fs2(e2 && e2.svg));

  // (b) multibody --show state: a line per box.
  const boxes = fs.readFileSync(stack, 'utf8').split('\n').filter(l => /^box\s/.test(l)).map(l => l.split(/\s+/)[1]);
  const b = await run('multibody ' + stack + ' --show state --steps 20');
  fs.writeFileSync(path.join(outDir, 'multibody.json'), fs2(b, null, 1));
  const names = b && b.svg ? b.svg['line-names'].split(',') : [];
  check('multibody stack.scene --show state: a line per box (' + boxes.join(' ') + '), by body: ' + names.join(', '),
    b && b.svg && b.svg.by === 'body' && Number(b.svg.lines) === boxes.length * b.svg.y.split(',').length &&
    boxes.every(box => names.some(n => n.startsWith('body ' + box + ':'))) && b.svg.x === 't', fs2(b && b.svg));

  // (c) a constant column: V of a stack at rest.
  const energy = native('multibody', [stack, '--show', 'energy', '--steps', '20']), vs = column(energy, 'V');
  const constant = vs.every(v => v === vs[0]);
  let c = await run('multibody ' + stack + ' --show energy --steps 20');
  if (c && c.svg) for (const y of c.svg.y.split(',')) if (y !== 'V') c = await pick('y', y, false);
  if (c && c.svg && c.svg.y !== 'V') c = await pick('y', 'V', true);
  fs.writeFileSync(path.join(outDir, 'constant.json'), fs2(c, null, 1));
  const p = c && c.panels && c.panels[0], dom = p ? p.ydomain.split(' ').map(Number) : [];
  const v = Number(vs[0]), mid = (dom[0] + dom[1]) / 2;
  check('a constant column (V = ' + vs[0] + ' natively in all ' + vs.length + ' rows): the axis ' + dom.join(' to ') + ' around it, and said',
    constant && p && p.constant === String(v) && Math.abs(mid - v) <= 1e-9 * Math.abs(v) && dom[1] > v &&
    dom[1] - dom[0] <= Math.abs(v) && c.text.includes('V = ' + vs[0] + ' J in every row') &&
    p.yticks.split(' ').length >= 2, fs2(c && c.panels));

  // A logarithmic x: lugre's speeds, log-spaced, without a t.
  const lugre = native('lugre', []), vs2 = column(lugre, 'v').map(Number);
  let g = await run('lugre');
  const linear = g && g.svg && g.svg.xscale;
  g = g && g.svg ? await pick('logX', '', true) : null;
  const decades = g && g.svg ? g.svg.xticks.split(' ') : [];
  const wantDecades = [];
  for (let k = Math.ceil(Math.log10(vs2[0]) - 1e-9); k <= Math.floor(Math.log10(vs2[vs2.length - 1]) + 1e-9); k++) wantDecades.push(Number('1e' + k));
  check('lugre (x v, no t; ' + vs2.length + ' speeds from ' + vs2[0] + ' to ' + vs2[vs2.length - 1] + '): log x gives ticks at the powers of ten ' + decades.join(' '),
    linear === 'linear' && g && g.svg && g.svg.x === 'v' && g.svg.xscale === 'log' &&
    g.svg.xrange === vs2[0] + ' ' + vs2[vs2.length - 1] && decades.map(Number).join(' ') === wantDecades.join(' '),
    fs2(g && g.svg));

  // (d) 10^6 rows: a run in the page, then a table of eight columns
  // (as pendulum --h 1e-5 --t 10 prints) made in the page, plotted directly.
  const wall = ['--steps', '100000', '--h', '0.01', '--v0', '3'];
  const long = native('particle-wall', wall), ls = column(long, 'l'), qs = column(long, 'q').map(Number);
  const qr = qs.reduce((r, v) => [Math.min(r[0], v), Math.max(r[1], v)], [Infinity, -Infinity]);
  const d = await run('particle-wall ' + wall.join(' '), 30000);
  const points = d && d.lines ? d.lines.reduce((s, l) => s + l.points, 0) : 0;
  let t0 = Date.now();
  const answered = await evaluate('1 + 1');
  const answer = Date.now() - t0;
  fs.writeFileSync(path.join(outDir, 'long.json'), fs2(d && { svg: d.svg, panels: d.panels, plotMs: d.plotMs, points, answer }));
  check('particle-wall ' + wall.join(' ') + ': ' + long.rows.length + ' rows plotted in ' + (d && d.plotMs || 0).toFixed(0) +
    ' ms (under 2000), ' + points + ' points drawn, x l from ' + ls[0] + ' to ' + ls[ls.length - 1] + ', y q from ' +
    qr.join(' to ') + ' as natively, the page answers in ' + answer + ' ms',
    d && d.svg && d.svg.rows === String(long.rows.length) && d.svg.x === 'l' && d.svg.y === 'q' &&
    d.svg.xrange === Number(ls[0]) + ' ' + Number(ls[ls.length - 1]) && d.panels[0].yrange === qr.join(' ') &&
    d.lines[0].drawn === qr.join(' ') &&
    d.plotMs < 2000 && points > 0 && points < 20000 && answered === 2 && answer < 500,
    fs2(d && { svg: d.svg, panels: d.panels, plotMs: d.plotMs }));
  const made = await evaluate(`(() => {
    const rows = ['l t x y ux uy p drift'];
    // (six digits, as %g prints; a period of 1000 rows from a table of
    // strings, so that making the table is quick)
    const g = v => String(Number(v.toPrecision(6)));
    const S = Array.from({ length: 1000 }, (_, k) => g(Math.sin(2 * Math.PI * k / 1000)));
    const C = Array.from({ length: 1000 }, (_, k) => g(-Math.cos(2 * Math.PI * k / 1000)));
    let low = Infinity, high = -Infinity;
    for (let l = 0; l <= 1000000; l++) {
      const k = l % 1000, y = l === 777777 ? '5.5' : C[k];
      if (Number(y) < low) low = Number(y); if (Number(y) > high) high = Number(y);
      rows.push(l + ' ' + l / 1e5 + ' ' + S[k] + ' ' + y + ' ' + S[(k + 250) % 1000] + ' ' + C[(k + 250) % 1000] +
        ' ' + C[(k + 500) % 1000] + ' ' + S[(k + 750) % 1000]);
    }
    const text = rows.join('\\n') + '\\n';
    // (the page's own speed: how long counting the text's lines takes)
    let lines = 0, began = performance.now();
    for (let i = text.indexOf('\\n'); i >= 0; i = text.indexOf('\\n', i + 1)) lines++;
    const count = performance.now() - began;
    began = performance.now();
    const e = window.coursePlot(text, 'pendulum');
    document.body.appendChild(e);
    const ms = performance.now() - began, svg = e.querySelector('svg');
    const yrange = svg.querySelector('g[data-quantity]').dataset.yrange;
    const drawn = svg.querySelector('polyline[data-name="y"]').dataset.drawn;
    e.remove();
    return { ms, count, lines, mb: text.length / 1e6, rows: svg.dataset.rows, xrange: svg.dataset.xrange, y: svg.dataset.y,
             yrange, drawn, want: low + ' ' + high };
  })()`);
  // (within 2 s; on a machine so loaded that the page takes over 100 ms
  // to count the text's lines, within 30 times that)
  const limit = made ? Math.max(2000, 30 * made.count) : 0;
  check('a table of 1000001 rows and 8 columns (' + (made && made.mb.toFixed(0)) + ' MB, made in the page, a spike at one row) plotted in ' +
    (made && made.ms.toFixed(0)) + ' ms (under ' + limit.toFixed(0) + '; counting its lines took ' + (made && made.count.toFixed(0)) +
    ' ms): x t from 0 to 10, y x and y, the spike in its range and drawn',
    made && made.ms < limit && made.lines === 1000002 && made.rows === '1000001' && made.xrange === '0 10' && made.y === 'x,y' && made.yrange === made.want && made.drawn === made.want,
    fs2(made));
});
