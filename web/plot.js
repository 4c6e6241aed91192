// web/plot.js: the plot of a program's table in the page.
//
// window.coursePlot(text, program) returns an element (or null where the
// output has no table of two numeric columns and two rows): a picker (the
// table where the output has several, the x column, the y columns, the
// column whose values get a line each) above an SVG figure, its legend and
// a note on what is drawn.  web/runner.js calls it after a run (program: the
// program's name, for the units of its columns).  The picker redraws from
// the parsed table; nothing runs again.
//
// A table: a header line of column names, then rows of as many cells
// (whitespace separated); '#' lines are comments (the one before a table is
// its title); a blank line or a line of another width ends it.  A column
// that is a number in every row can be plotted; one with words (a body's
// name, a case) can only name lines.  x is t where there is a t, else the
// first numeric column.  Where x repeats and a column (body, or contact i)
// is different in every row of one x, each of its values gets a line.
//
// The y columns of one quantity (the same unit: x y z in m, vx vy in m/s;
// where no unit is known, the same name stem: sigma_plus, sigma_minus)
// share a panel with its own y axis; panels are stacked over one x axis.
// Ticks are 1, 2, 5 x 10^k; a constant panel gets a small range around its
// value and says so.  Positive x or y may be drawn on a logarithmic scale.
// Any number of rows: lines are thinned for drawing to the first, least,
// largest and last point of each pixel column (so every spike shows),
// never by skipping rows.
//
// For tests the <svg> carries data-x (the x column), data-y (the y columns,
// comma-separated), data-by (the line column or ''), data-lines (how many
// lines), data-line-names, data-rows, data-xrange ("min max" of x over the
// drawn rows), data-xticks (the tick labels), data-xscale (linear or log);
// each panel <g> data-quantity, data-yrange, data-ydomain (the axis's
// ends), data-yscale, data-yticks and data-constant (the value, where
// constant); each line (<polyline>) data-name, data-points (how many
// drawn) and data-drawn (the least and largest y among them).
'use strict';
(function () {
  const SVG = 'http://www.w3.org/2000/svg';
  const COLORS = ['#0072b2', '#d55e00', '#009e73', '#cc79a7', '#e69f00', '#56b4e9', '#000000', '#999933'];
  const DASHES = ['', '6 3', '2 2', '8 3 2 3'];

  // ------------------------------------------------------------ the tables

  // The tables of text: [{ title, names, rows, columns: [{ name, values
  // (Float64Array), words (null, or the cells as strings where some are
  // not numbers), numeric }], numeric (those columns) }], the tables of at
  // least two rows.
  function parseTables(text) {
    if (!text.endsWith('\n')) text += '\n';
    const tables = [], line = { starts: new Int32Array(MAX_CELLS + 1), ends: new Int32Array(MAX_CELLS + 1),
      values: new Float64Array(MAX_CELLS + 1), n: 0, end: 0 };
    let table = null, comment = '', at = 0;
    const finish = () => { if (table && table.rows >= 2) tables.push(close(table)); table = null; };
    while (at < text.length) {
      readLine(text, at, line);
      const start = at, end = line.end, n = line.n;
      at = end + 1;
      if (!n) { finish(); comment = ''; continue; }
      if (text.charCodeAt(line.starts[0]) === 35) { if (!table) comment = text.slice(start, end).replace(/^\s*#\s*/, ''); continue; }
      if (table && n === table.names.length && addRow(table, text, line)) continue;
      finish();
      const cells = [];
      for (let j = 0; j < Math.min(n, MAX_CELLS); j++) cells.push(text.slice(line.starts[j], line.ends[j]));
      if (n <= MAX_CELLS && cells.some(c => !isFinite(Number(c)))) table = open(cells, comment);
      comment = '';
    }
    finish();
    return tables;
  }
  const MAX_CELLS = 256;

  // Exact powers of ten.
  const POW10 = Array.from({ length: 23 }, (_, k) => Number('1e' + k));

  // The line of text from at: its cells' bounds and numbers (NaN: not a
  // number) into line.starts, .ends, .values, their number line.n
  // (MAX_CELLS + 1: more), the line's end (its '\n': text ends with one)
  // line.end.  A number is read as Number() reads it: one correctly rounded
  // operation where its digits allow, else by Number() itself.
  function readLine(text, at, line) {
    const starts = line.starts, ends = line.ends, values = line.values;
    let i = at, n = 0, c = text.charCodeAt(i);
    for (;;) {
      while (c === 32 || c === 9 || c === 13) c = text.charCodeAt(++i);
      if (c === 10) break;
      const a = i;
      let sign = 1, m = 0, digits = 0, exp = 0, seen = false, ok = true;
      if (c === 45 || c === 43) { if (c === 45) sign = -1; c = text.charCodeAt(++i); }
      while (c >= 48 && c <= 57) { m = m * 10 + (c - 48); if (m) digits++; seen = true; c = text.charCodeAt(++i); }
      if (c === 46) {
        c = text.charCodeAt(++i);
        while (c >= 48 && c <= 57) { m = m * 10 + (c - 48); if (m) digits++; exp--; seen = true; c = text.charCodeAt(++i); }
      }
      if (seen && (c === 101 || c === 69)) {
        let e = 0, esign = 1, any = false;
        c = text.charCodeAt(++i);
        if (c === 45 || c === 43) { if (c === 45) esign = -1; c = text.charCodeAt(++i); }
        while (c >= 48 && c <= 57) { if (e < 1e4) e = e * 10 + (c - 48); any = true; c = text.charCodeAt(++i); }
        if (!any) ok = false;
        exp += esign * e;
      }
      if (!(c === 32 || c === 9 || c === 13 || c === 10)) {
        ok = false;
        while (!(c === 32 || c === 9 || c === 13 || c === 10)) c = text.charCodeAt(++i);
      }
      if (n <= MAX_CELLS) {
        starts[n] = a; ends[n] = i;
        values[n] = seen && ok && digits <= 15 && exp <= 22 && exp >= -22 ?
          sign * (exp >= 0 ? m * POW10[exp] : m / POW10[-exp]) : Number(text.slice(a, i));
        n++;
      }
    }
    line.n = n;
    line.end = i;
  }

  // A new table with a header line.
  function open(names, title) {
    return { title, names, rows: 0, capacity: 1024,
      columns: names.map(name => ({ name, values: new Float64Array(1024), words: null })) };
  }

  // One row into the table (false where it is the header again): each cell
  // as a number, or as a word.
  function addRow(table, text, line) {
    const r = table.rows, columns = table.columns, starts = line.starts, ends = line.ends, values = line.values;
    if (!isFinite(values[0]) && columns.every((c, j) => text.slice(starts[j], ends[j]) === c.name)) return false;
    if (r === table.capacity) {
      table.capacity *= 2;
      for (const c of columns) { const v = new Float64Array(table.capacity); v.set(c.values); c.values = v; }
    }
    for (let j = 0; j < columns.length; j++) {
      const column = columns[j], v = values[j];
      column.values[r] = v;
      if (column.words) column.words.push(text.slice(starts[j], ends[j]));
      else if (!isFinite(v)) {
        column.words = Array.from(column.values.subarray(0, r), String);
        column.words.push(text.slice(starts[j], ends[j]));
      }
    }
    table.rows++;
    return true;
  }

  // A table's values cut to its rows; its numeric columns.
  function close(table) {
    for (const c of table.columns) { c.values = c.values.slice(0, table.rows); c.numeric = !c.words; }
    table.numeric = table.columns.filter(c => c.numeric);
    return table;
  }

  // --------------------------------------------------------- the quantities

  // Column names with a unit, from the programs' --help (the first that
  // applies): [pattern, quantity, unit, programs (all but UNITLESS where
  // absent)].  The course's programs are in SI units.
  const QUANTITIES = [
    [/^t$|^after_start$/, 'time', 's'],
    [/^(x|y|z)$/, 'direction', '', ['rigid-body']],
    [/^(x|y|z|q|qw|psi|px|py|pz|drift)(_exact|_expl|_semi)?$/, 'position', 'm'],
    [/^(v|vx|vy|vz|ux|uy|uz)(_exact|_expl|_semi)?$/, 'velocity', 'm/s'],
    [/^(wx|wy|wz|w1|w2|w3|omega)$/, 'angular velocity', 'rad/s'],
    [/^theta$/, 'angle', 'rad', ['planar-experiment', 'planar-friction']],
    [/^angle$/, 'angle', 'degrees', ['rigid-body']],
    [/^(fx|fy|fn|ft|F|drive|lambda)$/, 'force', 'N'],
    [/^(tau)$/, 'torque', 'N m'],
    [/^(T|V|E)$/, 'energy', 'J', ['multibody', 'rigid-body']],
    [/^(Lx|Ly|Lz)$/, 'angular momentum', 'N m s', ['rigid-body']],
    [/^(p|p_saddle|p_schur)$/, 'impulse', 'N s', ['pendulum']],
    [/^(pn|pfx|pfy|pfz|pjx|pjy|pjz)$/, 'impulse', 'N s', ['multibody']],
    [/^(p)$/, 'pressure', 'N/m^2', ['planar-experiment']],
    [/^(a)$/, 'position', 'm', ['planar-experiment']],
    [/^(e0|e1|e2|e3)$/, 'quaternion', ''],
  ];
  const UNITLESS = ['lcp', 'lcp-demo', 'slack-friction', 'planar-convergence'];

  // A column's quantity: { key, unit } (unit '' where none is known; then
  // the key is the name's stem: sigma_plus and sigma_minus share one).
  function quantityOf(name, program) {
    for (const [pattern, key, unit, programs] of QUANTITIES) {
      if (!pattern.test(name)) continue;
      if (programs ? !programs.includes(program) : UNITLESS.includes(program)) continue;
      return { key, unit };
    }
    return { key: name.replace(/(_plus|_minus|_exact|_expl|_semi|\d+)$/, '') || name, unit: '' };
  }

  // ---------------------------------------------------------------- choices

  // The x column: t, else the first numeric column.
  const defaultX = table => table.numeric.find(c => c.name === 't') || table.numeric[0];

  // The columns that can name lines for x: of 2 to 64 different values,
  // words, or where x repeats whole numbers different in every row of one
  // x (a contact's number); where none is, two together (body and corner).
  function lineColumns(table, x) {
    const repeats = rowsRepeat(x.values);
    const namers = table.columns.filter(c => c !== x && (c.words || (repeats && wholeNumbers(c.values))));
    const fits = c => (!repeats || distinctWithin(x.values, keys(c))) && distinctCount(keys(c)) <= 64 &&
      distinctCount(keys(c)) >= 2;
    const single = namers.filter(fits);
    if (single.length || !repeats) return single;
    for (let a = 0; a < namers.length; a++) {
      for (let b = a + 1; b < namers.length; b++) {
        const pair = pairColumn(namers[a], namers[b]);
        if (fits(pair)) return [pair];
      }
    }
    return [];
  }

  // Two columns as one that names lines (body and corner: "A 1").
  function pairColumn(a, b) {
    const ka = keys(a), kb = keys(b), words = new Array(ka.length);
    for (let i = 0; i < ka.length; i++) words[i] = ka[i] + ' ' + kb[i];
    return { name: a.name + ' ' + b.name, words, values: null, numeric: false };
  }

  // Whether some value of xs is equal to the one before it.
  function rowsRepeat(xs) {
    for (let i = 1; i < xs.length; i++) if (xs[i] === xs[i - 1]) return true;
    return false;
  }
  // Whether all values are whole numbers.
  function wholeNumbers(values) {
    for (let i = 0; i < values.length; i++) if (!Number.isInteger(values[i])) return false;
    return true;
  }
  // A column's cells as line names.
  const keys = c => c.words || c.values;
  // How many different values (stops counting past 65).
  function distinctCount(values) {
    const seen = new Set();
    for (let i = 0; i < values.length && seen.size <= 65; i++) seen.add(values[i]);
    return seen.size;
  }
  // Whether within each run of equal x the keys differ.
  function distinctWithin(xs, ks) {
    let run = new Set([ks[0]]);
    for (let i = 1; i < xs.length; i++) {
      if (xs[i] !== xs[i - 1]) { run = new Set(); }
      if (run.has(ks[i])) return false;
      run.add(ks[i]);
    }
    return true;
  }

  // The rows of each line: [{ name, rows (Int32Array) }], one line when by
  // is null.
  function lineRows(table, by) {
    if (!by) {
      const all = new Int32Array(table.rows);
      for (let i = 0; i < all.length; i++) all[i] = i;
      return [{ name: '', rows: all }];
    }
    const ks = keys(by), index = new Map(), lists = [];
    for (let i = 0; i < ks.length; i++) {
      let k = index.get(ks[i]);
      if (k === undefined) { k = lists.length; index.set(ks[i], k); lists.push([]); }
      lists[k].push(i);
    }
    return [...index.keys()].map((name, k) => ({ name: by.name + ' ' + name, rows: Int32Array.from(lists[k]) }));
  }

  // Columns that count (steps, contacts, corners): not shown first as y.
  const COUNTERS = /^(l|i|j|k|n|nc|nj|step|sim_step|corner|pivots|late)$/;

  // The y columns shown first: the first column after x that is not a
  // counter and the columns of its quantity right after it (at most four;
  // with lines per body, the first of them that is not constant).
  function defaultY(table, x, by) {
    const program = table.program;
    const candidates = table.numeric.filter(c => c !== x && c !== by && !COUNTERS.test(c.name));
    if (!candidates.length) return table.numeric.filter(c => c !== x).slice(0, 1);
    const key = quantityOf(candidates[0].name, program).key, same = [];
    for (let k = table.numeric.indexOf(candidates[0]); k < table.numeric.length && same.length < 4; k++) {
      if (quantityOf(table.numeric[k].name, program).key !== key) break;
      same.push(table.numeric[k]);
    }
    if (!by) return same;
    return [same.find(c => { const r = range(c.values, null); return r[0] !== r[1]; }) || same[0]];
  }

  // -------------------------------------------------------------- numbers

  // [min, max] of values (over rows, where given): no spreading.
  function range(values, rows) {
    let lo = Infinity, hi = -Infinity;
    const n = rows ? rows.length : values.length;
    for (let k = 0; k < n; k++) {
      const v = values[rows ? rows[k] : k];
      if (v < lo) lo = v;
      if (v > hi) hi = v;
    }
    return [lo, hi];
  }

  // A step of 1, 2 or 5 x 10^k near span / count.
  function niceStep(span, count) {
    const raw = span / count, power = Math.pow(10, Math.floor(Math.log10(raw)));
    const m = raw / power;
    return (m < 1.5 ? 1 : m < 3.5 ? 2 : m < 7.5 ? 5 : 10) * power;
  }

  // The axis of [lo, hi] (log: a logarithmic one, lo > 0): its domain (hi
  // = lo: a small range around the value), ticks, labels, the constant
  // where there is one, and where a value is on it (0 to 1: at(v)).
  function axis(lo, hi, count, pad, log) {
    if (log && lo > 0 && lo < hi) return logAxis(lo, hi, pad);
    let constant = null;
    if (lo === hi) {
      constant = lo;
      const half = lo === 0 ? 1 : niceStep(Math.abs(lo), 10);
      lo -= half; hi += half;
    } else if (pad) {
      const margin = (hi - lo) * 0.04;
      lo -= margin; hi += margin;
    }
    const step = niceStep(hi - lo, count), ticks = [];
    for (let k = Math.ceil(lo / step - 1e-9); k * step <= hi + step * 1e-9; k++) ticks.push(k * step);
    const labels = ticks.map(v => tickLabel(v, step, Math.max(Math.abs(lo), Math.abs(hi))));
    return { lo, hi, ticks, labels, constant, log: false, at: v => (v - lo) / (hi - lo) };
  }

  // A logarithmic axis of [lo, hi], 0 < lo < hi: ticks at the powers of
  // ten (and 2 and 5 times them where there are few).
  function logAxis(lo, hi, pad) {
    let a = Math.log10(lo), b = Math.log10(hi);
    if (pad) { const margin = (b - a) * 0.04; a -= margin; b += margin; }
    const ticks = [], factors = b - a < 2 ? [1, 2, 5] : [1];
    for (let k = Math.floor(a); k <= Math.ceil(b); k++) {
      for (const f of factors) {
        const v = f * Math.pow(10, k);
        if (Math.log10(v) >= a - 1e-9 && Math.log10(v) <= b + 1e-9) ticks.push(v);
      }
    }
    const labels = ticks.map(v => Math.abs(Math.log10(v)) < 4 ? String(Number(v.toPrecision(1))) : v.toExponential(0).replace('e+', 'e'));
    return { lo: Math.pow(10, a), hi: Math.pow(10, b), ticks, labels, constant: null, log: true,
      at: v => (Math.log10(v) - a) / (b - a) };
  }

  // A tick's label: enough digits to tell it from its neighbours.
  function tickLabel(v, step, largest) {
    if (Math.abs(v) < step * 1e-6) v = 0;
    const decimals = Math.max(0, -Math.floor(Math.log10(step) + 1e-9));
    if (largest < 1e7 && step >= 1e-4 && decimals <= 15) return v.toFixed(decimals);
    const digits = v === 0 ? 0 : Math.min(15, Math.max(0, Math.floor(Math.log10(Math.abs(v))) - Math.floor(Math.log10(step) + 1e-9)));
    return v.toExponential(digits).replace('e+', 'e');
  }

  // A value as the table would print it (for notes).
  const short = v => String(Number(v.toPrecision(10)));

  // --------------------------------------------------------------- drawing

  // An SVG element with attributes.
  function svgElement(tag, attrs, text) {
    const e = document.createElementNS(SVG, tag);
    for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
    if (text !== undefined) e.textContent = text;
    return e;
  }

  // The points of one line in pixels, thinned: per pixel column its first,
  // least, largest and last point where x does not decrease; elsewhere
  // consecutive points in the same pixel merged.  Returns the points (as
  // strings "x,y"), with .monotone and the least and largest y drawn (.low,
  // .high).
  function linePoints(xs, ys, rows, px, py) {
    const out = [];
    let monotone = true;
    for (let k = 1; k < rows.length; k++) if (xs[rows[k]] < xs[rows[k - 1]]) { monotone = false; break; }
    out.monotone = monotone;
    out.low = Infinity; out.high = -Infinity;
    const emit = i => {
      out.push(px(xs[i]).toFixed(1) + ',' + py(ys[i]).toFixed(1));
      if (ys[i] < out.low) out.low = ys[i];
      if (ys[i] > out.high) out.high = ys[i];
    };
    if (monotone) {
      let column = NaN, first = -1, low = -1, high = -1, last = -1;
      const flush = () => {
        if (first < 0) return;
        const picked = [first, low, high, last].sort((a, b) => a - b);
        for (let k = 0; k < 4; k++) if (k === 0 || picked[k] !== picked[k - 1]) emit(picked[k]);
      };
      for (let k = 0; k < rows.length; k++) {
        const i = rows[k], c = Math.round(px(xs[i]));
        if (c !== column) { flush(); column = c; first = low = high = last = i; continue; }
        if (ys[i] < ys[low]) low = i;
        if (ys[i] > ys[high]) high = i;
        last = i;
      }
      flush();
    } else {
      let lastX = NaN, lastY = NaN;
      for (let k = 0; k < rows.length; k++) {
        const i = rows[k], a = Math.round(px(xs[i]) * 2), b = Math.round(py(ys[i]) * 2);
        if (a === lastX && b === lastY && k !== rows.length - 1) continue;
        lastX = a; lastY = b;
        emit(i);
      }
    }
    return out;
  }

  // A column's label: its name and unit.
  const withUnit = (names, unit) => names + (unit ? ' [' + unit + ']' : '');

  // The panels of the y columns: one per quantity, [{ key, unit, columns }].
  function panelsOf(ys, program) {
    const panels = [];
    for (const y of ys) {
      const q = quantityOf(y.name, program);
      let panel = panels.find(p => p.key === q.key);
      if (!panel) { panel = { key: q.key, unit: q.unit, columns: [] }; panels.push(panel); }
      panel.columns.push(y);
    }
    return panels;
  }

  // [min, max] of columns over the lines' rows.
  function rangeOver(columns, lines) {
    let lo = Infinity, hi = -Infinity;
    for (const c of columns) for (const line of lines) { const r = range(c.values, line.rows); lo = Math.min(lo, r[0]); hi = Math.max(hi, r[1]); }
    return [lo, hi];
  }

  // The figure's size: width, left and right margins, top, gap between
  // panels, bottom (the x axis), each panel's height.
  const BOX = { W: 640, L: 78, R: 16, T: 10, gap: 22, B: 44 };
  const panelHeight = count => count === 1 ? 280 : count === 2 ? 170 : 140;

  // The figure for x, ys, by (scales: { x, y }, true for logarithmic where
  // the values are positive): an SVG of one panel per quantity, the
  // legend's entries [{ name, color, dash }], the number of lines per
  // column, and what was drawn ({ rows, points, monotone }).
  function figure(table, x, ys, by, scales) {
    const lines = lineRows(table, by), panels = panelsOf(ys, table.program);
    const height = panelHeight(panels.length), plotW = BOX.W - BOX.L - BOX.R;
    const bottom = BOX.T + panels.length * height + (panels.length - 1) * BOX.gap;
    const [xlo, xhi] = rangeOver([x], lines);
    const xAxis = axis(xlo, xhi, 7, false, scales.x);
    const px = v => BOX.L + xAxis.at(v) * plotW;
    const svg = svgElement('svg', { viewBox: '0 0 ' + BOX.W + ' ' + (bottom + BOX.B), width: BOX.W, height: bottom + BOX.B,
      'font-size': 12, 'font-family': 'sans-serif', role: 'img' });
    const out = { svg, legend: [], lines: lines.length, drawn: { rows: 0, points: 0, monotone: true } };
    let shown = 0;
    panels.forEach((panel, p) => {
      const top = BOX.T + p * (height + BOX.gap);
      svg.appendChild(drawPanel(panel, { top, height, plotW, px, xAxis, x, lines, by, scales, first: shown, out }));
      shown += panel.columns.length;
    });
    drawXAxis(svg, xAxis, px, bottom, withUnit(x.name, quantityOf(x.name, table.program).unit));
    const names = out.legend.map(e => e.name);
    const data = { 'data-x': x.name, 'data-y': ys.map(c => c.name).join(','), 'data-by': by ? by.name : '',
      'data-lines': names.length, 'data-line-names': names.join(','), 'data-rows': table.rows,
      'data-xrange': xlo + ' ' + xhi, 'data-xticks': xAxis.labels.join(' '), 'data-xscale': xAxis.log ? 'log' : 'linear',
      class: 'run-plot-figure' };
    for (const [k, v] of Object.entries(data)) svg.setAttribute(k, v);
    return out;
  }

  // One panel: its frame, grid, y axis (ticks, labels, name), the
  // constant it has, and a line per column and line of rows.
  function drawPanel(panel, f) {
    const { top, height, plotW, px, xAxis, x, lines, by, out } = f;
    const g = svgElement('g', { 'data-quantity': panel.key });
    const [ylo, yhi] = rangeOver(panel.columns, lines);
    const yAxis = axis(ylo, yhi, Math.max(3, Math.round(height / 45)), true, f.scales.y);
    const py = v => top + (1 - yAxis.at(v)) * height;
    const data = { 'data-yrange': ylo + ' ' + yhi, 'data-yticks': yAxis.labels.join(' '),
      'data-ydomain': yAxis.lo + ' ' + yAxis.hi, 'data-yscale': yAxis.log ? 'log' : 'linear' };
    if (yAxis.constant !== null) data['data-constant'] = String(yAxis.constant);
    for (const [k, v] of Object.entries(data)) g.setAttribute(k, v);
    g.appendChild(svgElement('rect', { x: BOX.L, y: top, width: plotW, height, fill: 'none', stroke: '#888' }));
    xAxis.ticks.forEach(v => g.appendChild(svgElement('line', { x1: px(v), x2: px(v), y1: top, y2: top + height, stroke: '#eee' })));
    yAxis.ticks.forEach((v, k) => {
      g.appendChild(svgElement('line', { x1: BOX.L, x2: BOX.L + plotW, y1: py(v), y2: py(v), stroke: '#eee' }));
      g.appendChild(svgElement('line', { x1: BOX.L - 4, x2: BOX.L, y1: py(v), y2: py(v), stroke: '#888' }));
      g.appendChild(svgElement('text', { x: BOX.L - 6, y: py(v) + 4, 'text-anchor': 'end' }, yAxis.labels[k]));
    });
    const names = panel.columns.map(c => c.name).join(', ');
    g.appendChild(svgElement('text', { x: 14, y: top + height / 2, 'text-anchor': 'middle',
      transform: 'rotate(-90 14 ' + (top + height / 2) + ')' }, withUnit(names, panel.unit)));
    if (yAxis.constant !== null) {
      g.appendChild(svgElement('text', { x: BOX.L + 8, y: top + 16, fill: '#444' }, names + ' = ' + short(yAxis.constant) +
        (panel.unit ? ' ' + panel.unit : '') + ' in every row (the axis is a range around it)'));
    }
    panel.columns.forEach((y, c) => lines.forEach((line, k) => {
      const color = COLORS[(by ? k : f.first + c) % COLORS.length];
      const dash = DASHES[(by ? c + Math.floor(k / COLORS.length) : 0) % DASHES.length];
      const points = linePoints(x.values, y.values, line.rows, px, py);
      out.drawn.rows += line.rows.length; out.drawn.points += points.length;
      out.drawn.monotone = out.drawn.monotone && points.monotone;
      const name = [line.name, y.name].filter(Boolean).join(': ');
      const polyline = svgElement('polyline', { fill: 'none', stroke: color, 'stroke-width': 1.5,
        points: points.join(' '), 'data-name': name, 'data-points': points.length, 'data-drawn': points.low + ' ' + points.high });
      if (dash) polyline.setAttribute('stroke-dasharray', dash);
      g.appendChild(polyline);
      out.legend.push({ name, color, dash });
    }));
    return g;
  }

  // The x axis under the panels: ticks, labels, its name.
  function drawXAxis(svg, xAxis, px, bottom, name) {
    xAxis.ticks.forEach((v, k) => {
      svg.appendChild(svgElement('line', { x1: px(v), x2: px(v), y1: bottom, y2: bottom + 4, stroke: '#888' }));
      svg.appendChild(svgElement('text', { x: px(v), y: bottom + 17, 'text-anchor': 'middle' }, xAxis.labels[k]));
    });
    svg.appendChild(svgElement('text', { x: BOX.L + (BOX.W - BOX.L - BOX.R) / 2, y: bottom + 36, 'text-anchor': 'middle' },
      name + (xAxis.constant !== null ? ' = ' + short(xAxis.constant) + ' in every row' : '')));
  }

  // ---------------------------------------------------------------- picker

  // An HTML element with attributes and children.
  function element(tag, attrs, children) {
    const e = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) e.setAttribute(k, v);
    for (const c of children || []) e.append(c);
    return e;
  }

  // A <select> of options [value, label], with one selected.
  function select(name, options, selected) {
    const s = element('select', { 'data-pick': name });
    for (const [value, label] of options) {
      const o = element('option', { value }, [label]);
      if (value === selected) o.selected = true;
      s.appendChild(o);
    }
    return s;
  }

  // The plot of text: a picker and the figure it asks for.
  function plot(text, program) {
    const tables = parseTables(text).filter(t => t.numeric.length >= 2);
    if (!tables.length) return null;
    for (const t of tables) t.program = program || '';
    const box = element('div', { class: 'run-plot' });
    const state = { table: tables[0] };
    choose(state, null);
    // Draw the picker and the figure for the state.
    const draw = () => {
      box.textContent = '';
      box.append(picker(tables, state, draw));
      if (!state.ys.length) { box.append(element('p', { class: 'run-plot-note' }, ['Choose a column for y.'])); return; }
      const f = figure(state.table, state.x, state.ys, state.by, { x: state.logX, y: state.logY });
      box.append(f.svg, legendOf(f.legend), element('p', { class: 'run-plot-note' }, [note(state, f)]));
    };
    draw();
    return box;
  }

  // The state's x, line column and ys for its table (x: the one given, if
  // it is the table's).
  function choose(state, x) {
    const table = state.table;
    state.x = x && table.numeric.includes(x) ? x : defaultX(table);
    const candidates = lineColumns(table, state.x);
    state.by = rowsRepeat(state.x.values) ? candidates[0] || null : null;
    state.candidates = candidates;
    state.ys = defaultY(table, state.x, state.by);
  }

  // The picker's controls: table, x, one line per, y (checkboxes), and
  // logarithmic scales where the values are positive.
  function picker(tables, state, draw) {
    const table = state.table, row = element('div', { class: 'run-plot-picker' });
    if (tables.length > 1) {
      const t = select('table', tables.map((t, k) => [String(k), (k + 1) + ': ' + (t.title || t.names.join(' '))]),
        String(tables.indexOf(table)));
      t.onchange = () => { state.table = tables[Number(t.value)]; choose(state, null); draw(); };
      row.append(element('label', {}, ['table ', t]));
    }
    const xs = select('x', table.numeric.map(c => [c.name, c.name]), state.x.name);
    xs.onchange = () => {
      const ys = state.ys;
      choose(state, table.numeric.find(c => c.name === xs.value));
      const kept = ys.filter(c => c !== state.x);
      if (kept.length) state.ys = kept;
      draw();
    };
    row.append(element('label', {}, ['x ', xs]));
    if (state.candidates.length) {
      const by = select('by', [['', 'none']].concat(state.candidates.map(c => [c.name, c.name])), state.by ? state.by.name : '');
      by.onchange = () => { state.by = state.candidates.find(c => c.name === by.value) || null; draw(); };
      row.append(element('label', {}, ['a line per ', by]));
    }
    const ys = element('span', { class: 'run-plot-ys' }, ['y ']);
    for (const c of table.numeric) {
      if (c === state.x) continue;
      const box = element('input', { type: 'checkbox', 'data-pick': 'y', value: c.name });
      box.checked = state.ys.includes(c);
      box.onchange = () => {
        state.ys = table.numeric.filter(d => d === c ? box.checked : state.ys.includes(d));
        draw();
      };
      ys.append(element('label', {}, [box, c.name]));
    }
    row.append(ys);
    for (const [key, name, columns] of [['logX', 'log x', [state.x]], ['logY', 'log y', state.ys]]) {
      if (!columns.length || !columns.every(c => range(c.values, null)[0] > 0)) { state[key] = false; continue; }
      const box = element('input', { type: 'checkbox', 'data-pick': key });
      box.checked = !!state[key];
      box.onchange = () => { state[key] = box.checked; draw(); };
      row.append(element('label', {}, [box, name]));
    }
    return row;
  }

  // The legend: a swatch and a name per line.
  function legendOf(entries) {
    const list = element('div', { class: 'run-plot-legend' });
    for (const e of entries) {
      const swatch = svgElement('svg', { width: 24, height: 10 });
      const line = svgElement('line', { x1: 0, x2: 24, y1: 5, y2: 5, stroke: e.color, 'stroke-width': 2 });
      if (e.dash) line.setAttribute('stroke-dasharray', e.dash);
      swatch.appendChild(line);
      list.append(element('span', {}, [swatch, ' ' + e.name]));
    }
    return list;
  }

  // What the figure shows, in words.
  function note(state, f) {
    const d = f.drawn, title = state.table.title ? state.table.title + ': ' : '';
    const thinned = d.points >= d.rows ? 'every row drawn' : d.monotone ?
      'drawn through the first, least, largest and last point of each pixel column, so every spike shows' :
      'a point on the same pixel as the one before it is drawn once';
    return title + state.table.rows + ' rows' + (state.by ? ', a line per ' + state.by.name + ' (' + f.lines + ')' : '') +
      '; ' + thinned + '.';
  }

  window.coursePlot = plot;
})();
