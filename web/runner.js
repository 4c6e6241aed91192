// web/runner.js: the course's programs, run in the page.
//
// The page carries (web/web.mk): the programs compiled to WebAssembly in one
// module (ContactPrograms, emscripten, from the same C sources as the native
// programs), each program's option table as its --help-json prints it
// (#program-options), and the scene and profile files the chapters use
// (#program-files).  This script adds to each program's section of "The
// programs" a form built from that table, a run button, the output, a plot
// of it and a box for --check; for lcp a box for an LCP file with solve,
// exact, trace and check; for multibody a scene editor and the run as a 3-D
// view that plays.  Where a chapter names that section, a button opens the
// same panel in the chapter.
//
// A URL runs a program on load:
//   report.html?run=PROGRAM&args=ARGS[&stdin=TEXT][&file.NAME=TEXT]#SECTION
// ARGS as on the command line (split at spaces; '...' and "..." quote),
// stdin the text a "-" argument reads, file.NAME a file given inline.
// The last run's output is the text of <pre id="run-output">, its exit
// status that element's data-status (for tests and for links).
'use strict';
(function () {
  const options = JSON.parse(document.getElementById('program-options').textContent);
  const files = JSON.parse(document.getElementById('program-files').textContent);
  const encoder = new TextEncoder(), decoder = new TextDecoder();

  // Split a command line as a shell would, for the cases a student writes.
  function splitArgs(line) {
    const args = [];
    let current = null, quote = null;
    for (const c of line) {
      if (quote) {
        if (c === quote) quote = null; else current += c;
      } else if (c === "'" || c === '"') {
        quote = c; if (current === null) current = '';
      } else if (/\s/.test(c)) {
        if (current !== null) { args.push(current); current = null; }
      } else {
        current = (current || '') + c;
      }
    }
    if (current !== null) args.push(current);
    return args;
  }

  // One run in a fresh instance of the module: {out, err, status}.
  function run(program, args, stdin, extraFiles) {
    const out = [], err = [];
    const input = encoder.encode(stdin || '');
    let at = 0;
    return ContactPrograms({
      noInitialRun: true,
      quit: (status, toThrow) => { throw toThrow; },
      preRun: [m => {
        m.FS.init(() => (at < input.length ? input[at++] : null),
                  c => { out.push(c); }, c => { err.push(c); });
        const all = Object.assign({}, files, extraFiles || {});
        for (const name of Object.keys(all)) {
          const dir = name.split('/').slice(0, -1);
          for (let i = 1; i <= dir.length; i++) {
            try { m.FS.mkdir(dir.slice(0, i).join('/')); } catch (e) { /* exists */ }
          }
          m.FS.writeFile(name, all[name]);
        }
      }],
    }).then(m => {
      let status;
      try {
        status = m.callMain([program].concat(args));
      } catch (e) {
        if (e && e.name === 'ExitStatus') status = e.status;
        else { err.push(...encoder.encode(String(e) + '\n')); status = 3; }
      }
      return { out: decoder.decode(new Uint8Array(out)), err: decoder.decode(new Uint8Array(err)),
               status: status };
    });
  }

  function element(tag, attrs, children) {
    const e = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (k === 'text') e.textContent = v; else e.setAttribute(k, v);
    }
    for (const c of children || []) e.appendChild(c);
    return e;
  }

  // The table's numeric columns against its first column, as an SVG.
  function plot(text) {
    const lines = text.split('\n').filter(l => l.trim() && !l.startsWith('#'));
    if (lines.length < 3) return null;
    const header = lines[0].trim().split(/\s+/);
    const rows = [];
    for (const l of lines.slice(1)) {
      const cells = l.trim().split(/\s+/);
      if (cells.length !== header.length) break; // the first table only
      rows.push(cells.map(Number));
    }
    const columns = header.map((h, j) => j).filter(j => j > 0 && rows.every(r => isFinite(r[j])));
    if (rows.length < 2 || !columns.length || !rows.every(r => isFinite(r[0]))) return null;
    const W = 640, H = 300, L = 60, B = 30, colors = ['#0072b2', '#d55e00', '#009e73', '#cc79a7',
      '#333333', '#e69f00', '#56b4e9'];
    const xs = rows.map(r => r[0]), x0 = Math.min(...xs), x1 = Math.max(...xs);
    const svg = ['<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ' + W + ' ' + H + '" class="run-plot">'];
    svg.push('<rect x="' + L + '" y="10" width="' + (W - L - 130) + '" height="' + (H - 10 - B) +
             '" fill="none" stroke="#999"/>');
    columns.slice(0, colors.length).forEach((j, k) => {
      const ys = rows.map(r => r[j]);
      let y0 = Math.min(...ys), y1 = Math.max(...ys);
      if (y0 === y1) { y0 -= 1; y1 += 1; }
      const px = x => L + (x1 > x0 ? (x - x0) / (x1 - x0) : 0.5) * (W - L - 130);
      const py = y => 10 + (1 - (y - y0) / (y1 - y0)) * (H - 10 - B);
      svg.push('<polyline fill="none" stroke="' + colors[k] + '" stroke-width="1.5" points="' +
               rows.map(r => px(r[0]).toFixed(1) + ',' + py(r[j]).toFixed(1)).join(' ') + '"/>');
      svg.push('<text x="' + (W - 120) + '" y="' + (24 + 16 * k) + '" fill="' + colors[k] +
               '" font-size="12">' + header[j] + ' [' + y0.toPrecision(3) + ', ' + y1.toPrecision(3) +
               ']</text>');
    });
    svg.push('<text x="' + L + '" y="' + (H - 8) + '" font-size="12">' + header[0] + ' from ' +
             x0.toPrecision(4) + ' to ' + x1.toPrecision(4) + ' (each column scaled to its range)</text>');
    svg.push('</svg>');
    const box = element('div', { class: 'run-plot' });
    box.innerHTML = svg.join('');
    return box;
  }

  // multibody: the run as a 3-D view that plays, from --show corners
  // (l t body corner x y z; corner - 1 has the body frame's signs in its
  // bits x, y, z).  Boxes drawn face by face, farthest first; real time, looped.
  const FACES = [[1, 2, 4, 3], [5, 6, 8, 7], [1, 2, 6, 5], [3, 4, 8, 7], [1, 3, 7, 5], [2, 4, 8, 6]];
  function view3d(text) {
    const frames = [], bodies = [];
    for (const l of text.split('\n').slice(1)) {
      const c = l.trim().split(/\s+/);
      if (c.length !== 7) continue;
      const step = Number(c[0]);
      if (!frames.length || frames[frames.length - 1].l !== step) frames.push({ l: step, t: Number(c[1]), boxes: {} });
      const boxes = frames[frames.length - 1].boxes;
      if (!boxes[c[2]]) { boxes[c[2]] = []; if (!bodies.includes(c[2])) bodies.push(c[2]); }
      boxes[c[2]][Number(c[3])] = [Number(c[4]), Number(c[5]), Number(c[6])];
    }
    if (!frames.length) return null;
    const az = -0.6, el = 0.45, ca = Math.cos(az), sa = Math.sin(az), ce = Math.cos(el), se = Math.sin(el);
    const project = p => { const d = p[0] * sa + p[1] * ca;
      return [p[0] * ca - p[1] * sa, -(p[2] * ce - d * se), d * ce + p[2] * se]; };
    let x0 = Infinity, x1 = -Infinity, y0 = Infinity, y1 = -Infinity;
    for (const f of frames) for (const b of Object.values(f.boxes)) for (const p of b) {
      if (!p) continue;
      const q = project(p);
      x0 = Math.min(x0, q[0]); x1 = Math.max(x1, q[0]); y0 = Math.min(y0, q[1]); y1 = Math.max(y1, q[1]);
    }
    const W = 640, H = 360, pad = 20, scale = Math.min((W - 2 * pad) / (x1 - x0 || 1), (H - 2 * pad - 20) / (y1 - y0 || 1));
    const sx = x => pad + (x - x0) * scale, sy = y => pad + (y - y0) * scale;
    const canvas = element('canvas', { width: String(W), height: String(H), class: 'run-view' });
    const g = canvas.getContext('2d');
    const start = performance.now(), duration = frames[frames.length - 1].t - frames[0].t;
    function draw(now) {
      if (!canvas.isConnected) return;
      const t = frames[0].t + (duration > 0 ? ((now - start) / 1000) % (duration + 1) : 0);
      let k = 0;
      while (k + 1 < frames.length && frames[k + 1].t <= t) k++;
      g.clearRect(0, 0, W, H);
      const polygons = [];
      for (const [name, corners] of Object.entries(frames[k].boxes)) {
        const hue = (bodies.indexOf(name) * 67) % 360;
        for (const face of FACES) {
          if (face.some(i => !corners[i])) continue;
          const q = face.map(i => project(corners[i]));
          polygons.push({ q, depth: q.reduce((s, p) => s + p[2], 0) / 4, hue });
        }
      }
      polygons.sort((a, b) => b.depth - a.depth);
      for (const p of polygons) {
        g.beginPath();
        p.q.forEach((v, i) => (i ? g.lineTo : g.moveTo).call(g, sx(v[0]), sy(v[1])));
        g.closePath();
        g.fillStyle = 'hsla(' + p.hue + ', 55%, 62%, 0.9)';
        g.strokeStyle = '#333';
        g.fill(); g.stroke();
      }
      g.fillStyle = '#333';
      g.fillText('t = ' + frames[k].t.toFixed(3) + ' s (step ' + frames[k].l + ')', pad, H - 6);
      requestAnimationFrame(draw);
    }
    requestAnimationFrame(draw);
    return canvas;
  }

  // Show a result in a panel; the last run's <pre> carries id="run-output".
  function show(panel, result) {
    const previous = document.getElementById('run-output');
    if (previous) previous.removeAttribute('id');
    panel.output.textContent = result.out;
    panel.output.id = 'run-output';
    panel.output.setAttribute('data-status', String(result.status));
    panel.errors.textContent = result.err;
    panel.status.textContent = 'exit status ' + result.status +
      (['', ' (bad input)', ' (no solution: proven)', ' (failed or differs)'][result.status] || '');
    panel.plot.textContent = '';
    const figure = result.status === 0 ? plot(result.out) : null;
    if (figure) panel.plot.appendChild(figure);
  }

  // The command line the form describes: the options changed from their defaults.
  function formArgs(panel) {
    const args = [];
    for (const [name, input] of panel.inputs) {
      if (input.value !== '' && input.value !== input.dataset.default) args.push('--' + name, input.value);
    }
    return args;
  }

  function quote(a) { return /[\s'"]/.test(a) || a === '' ? "'" + a + "'" : a; }

  // A panel for one program, after its section's text.
  function panelFor(program, spec) {
    const panel = { inputs: new Map() };
    const form = element('div', { class: 'run-form' });
    if (program === 'multibody' || program === 'lcp') {
      const label = program === 'lcp' ? 'LCP file (as a student writes it; the command reads it as -)'
                                      : 'scene (the command reads it as my.scene)';
      panel.text = element('textarea', { rows: '8', cols: '70', class: 'run-file' });
      panel.text.value = program === 'lcp' ? (files['chapters/03-solving-lcps/problems/three-solutions.txt'] || '')
                                           : (files['chapters/07-multibody/stack.scene'] || '');
      form.appendChild(element('label', { text: label }, [element('br'), panel.text]));
    }
    for (const o of (spec ? spec.options : [])) {
      if (o.name === 'check') continue;
      let input;
      if (o.type === 'word') {
        input = element('select', {});
        for (const c of o.choices.split('|')) input.appendChild(element('option', { value: c, text: c }));
        input.value = o.default;
      } else {
        input = element('input', { type: 'text', size: '10', placeholder: o.default });
        input.value = o.default;
      }
      input.dataset.default = o.default;
      input.addEventListener('input', () => { panel.line.value = formArgs(panel).map(quote).join(' '); });
      panel.inputs.set(o.name, input);
      form.appendChild(element('label', { title: o.help }, [
        element('code', { text: '--' + o.name }), document.createTextNode(' '), input]));
    }
    panel.line = element('input', { type: 'text', size: '70', class: 'run-line',
      value: program === 'multibody' ? 'my.scene' : program === 'lcp' ? 'solve -' : '' });
    const button = element('button', { type: 'button', text: 'Run' });
    panel.check = element('textarea', { rows: '5', cols: '70', class: 'run-check',
      placeholder: 'paste your own table here and press Check: the first value that differs is named' });
    const checkButton = element('button', { type: 'button', text: 'Check my table' });
    panel.status = element('div', { class: 'run-status' });
    panel.output = element('pre', { class: 'run-output' });
    panel.errors = element('pre', { class: 'run-errors' });
    panel.plot = element('div', {});
    const box = element('div', { class: 'run-panel' }, [
      element('p', { class: 'run-title', text: 'Run ' + program + ' in this page' }),
      element('p', { class: 'run-note', text: 'The same program, compiled to WebAssembly. Its ' +
        'tables are the native ones byte for byte: sin, exp, pow and the like are the same C ' +
        'functions (musl\'s) in the page and in the native programs, to the last bit.' }),
      form,
      element('div', {}, [element('code', { text: program + ' ' }), panel.line, button]),
      panel.status, panel.output, panel.errors, panel.plot]);
    if (program !== 'lcp') box.appendChild(element('div', {}, [panel.check, element('br'), checkButton]));
    if (program === 'lcp') {
      for (const verb of ['solve', 'solve --exact', 'solve --trace']) {
        const b = element('button', { type: 'button', text: 'lcp ' + verb + ' -' });
        b.addEventListener('click', () => { panel.line.value = verb + ' -'; go(); });
        box.insertBefore(b, panel.status);
      }
      // check needs your z: the line gets "check - " and waits for it
      const check = element('button', { type: 'button', text: 'lcp check - Z...' });
      check.addEventListener('click', () => {
        panel.line.value = 'check - ';
        panel.status.textContent = 'type your z after "check -" (fractions allowed: 1/3) and press Run';
        panel.line.focus();
      });
      box.insertBefore(check, panel.status);
    }
    const extra = () => (program === 'multibody' ? { 'my.scene': panel.text.value } : {});
    const stdin = () => (program === 'lcp' ? panel.text.value : '');
    const go = () => runInto(panel, program, splitArgs(panel.line.value), stdin(), extra());
    button.addEventListener('click', go);
    checkButton.addEventListener('click', () => {
      panel.status.textContent = 'checking ...';
      run(program, splitArgs(panel.line.value).concat(['--check', '-']), panel.check.value, extra())
        .then(r => show(panel, r));
    });
    panel.box = box;
    return panel;
  }

  // Run a program into a panel: its output, and for a multibody run (no
  // --show) the 3-D view that plays.
  function runInto(panel, program, args, stdin, extraFiles) {
    panel.status.textContent = 'running ...';
    return run(program, args, stdin, extraFiles).then(r => {
      show(panel, r);
      if (program === 'multibody' && r.status === 0 && !args.includes('--show')) playRun(panel, args, extraFiles);
      return r;
    });
  }

  // The 3-D view of a multibody run, below its table.
  function playRun(panel, args, extraFiles) {
    return run('multibody', args.concat(['--show', 'corners']), '', extraFiles).then(r => {
      const canvas = r.status === 0 ? view3d(r.out) : null;
      if (canvas) { panel.plot.textContent = ''; panel.plot.appendChild(canvas); }
    });
  }

  // Panels in every program's section of "The programs".
  const panels = {};
  for (const program of Object.keys(options).concat(['lcp'])) {
    const heading = document.getElementById('sec:prog-' + program);
    if (!heading || panels[program]) continue;
    let end = heading.nextElementSibling;
    while (end && !/^H[12]$/.test(end.tagName)) end = end.nextElementSibling;
    const panel = panelFor(program, options[program]);
    heading.parentNode.insertBefore(panel.box, end);
    panels[program] = panel;
  }

  // Beside each paragraph of a chapter that names a program's section of
  // "The programs", a button that opens the program's panel there (not in
  // that appendix itself, where the panels are).
  const appendix = document.getElementById('sec:programs');
  let appendixEnd = appendix && appendix.nextElementSibling;
  while (appendixEnd && appendixEnd.tagName !== 'H1') appendixEnd = appendixEnd.nextElementSibling;
  const inAppendix = e => appendix && (appendix.compareDocumentPosition(e) & Node.DOCUMENT_POSITION_FOLLOWING) &&
    (!appendixEnd || (e.compareDocumentPosition(appendixEnd) & Node.DOCUMENT_POSITION_FOLLOWING));
  for (const link of document.querySelectorAll('a[href^="#sec:prog-"]')) {
    const name = link.getAttribute('href').slice('#sec:prog-'.length);
    const paragraph = link.closest('nav') ? null : link.closest('p, li'); // not the contents
    if (!paragraph || !(options[name] || name === 'lcp') || paragraph.dataset.runButtons === name ||
        inAppendix(paragraph)) continue;
    paragraph.dataset.runButtons = name;
    const open = element('button', { type: 'button', class: 'run-open', text: '\u25B6 run ' + name + ' here' });
    open.addEventListener('click', () => {
      open.replaceWith(panelFor(name, options[name]).box);
    });
    paragraph.insertAdjacentElement('afterend', open);
  }

  // A run named by the URL.
  const query = new URLSearchParams(window.location.search);
  const program = query.get('run');
  if (program) {
    const extraFiles = {};
    for (const [key, value] of query) if (key.startsWith('file.')) extraFiles[key.slice(5)] = value;
    const args = splitArgs(query.get('args') || '');
    let target = panels[program];
    if (!target) { // not one of the programs: a panel at the top says what the run said
      target = panelFor(program, options[program]);
      document.body.insertBefore(target.box, document.body.firstChild);
    }
    target.line.value = args.map(quote).join(' ');
    runInto(target, program, args, query.get('stdin') || '', extraFiles).then(() => {
      if (!window.location.hash) target.box.scrollIntoView();
      else { const t = document.getElementById(decodeURIComponent(window.location.hash.slice(1))); if (t) t.scrollIntoView(); }
    });
  }
})();
