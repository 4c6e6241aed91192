// web/runner.js: the course's programs, run in the page.
//
// The page carries (web/web.mk): the programs compiled to WebAssembly in one
// module (ContactPrograms, emscripten, from the same C sources as the native
// programs), each program's option table as its --help-json prints it
// (#program-options), and the scene and profile files the chapters use
// (#program-files).  This script adds to each program's section of "The
// programs" a form built from that table, a run button, the output, a plot
// of it and a box for --check; for lcp a box for an LCP file.
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

  // Show a result in a panel; the last run's <pre> carries id="run-output".
  function show(panel, result) {
    const previous = document.getElementById('run-output');
    if (previous) previous.removeAttribute('id');
    panel.output.textContent = result.out;
    panel.output.id = 'run-output';
    panel.output.setAttribute('data-status', String(result.status));
    panel.errors.textContent = result.err;
    panel.status.textContent = 'exit status ' + result.status +
      ['', ' (bad input)', ' (no solution: proven)', ' (failed or differs)'][result.status] || '';
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
      element('p', { class: 'run-title', text: 'Run ' + program + ' in this page' }), form,
      element('div', {}, [element('code', { text: program + ' ' }), panel.line, button]),
      panel.status, panel.output, panel.errors, panel.plot]);
    if (program !== 'lcp') box.appendChild(element('div', {}, [panel.check, element('br'), checkButton]));
    if (program === 'lcp') {
      for (const verb of ['solve', 'solve --exact', 'solve --trace', 'check']) {
        const b = element('button', { type: 'button', text: 'lcp ' + verb + ' -' });
        b.addEventListener('click', () => { panel.line.value = verb + ' -'; go(); });
        box.insertBefore(b, panel.status);
      }
    }
    const extra = () => (program === 'multibody' ? { 'my.scene': panel.text.value } : {});
    const stdin = () => (program === 'lcp' ? panel.text.value : '');
    function go() {
      panel.status.textContent = 'running ...';
      return run(program, splitArgs(panel.line.value), stdin(), extra()).then(r => show(panel, r));
    }
    button.addEventListener('click', go);
    checkButton.addEventListener('click', () => {
      panel.status.textContent = 'checking ...';
      run(program, splitArgs(panel.line.value).concat(['--check', '-']), panel.check.value, extra())
        .then(r => show(panel, r));
    });
    panel.box = box;
    return panel;
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

  // A run named by the URL.
  const query = new URLSearchParams(window.location.search);
  const program = query.get('run');
  if (program) {
    const extraFiles = {};
    for (const [key, value] of query) if (key.startsWith('file.')) extraFiles[key.slice(5)] = value;
    const args = splitArgs(query.get('args') || '');
    const panel = panels[program];
    if (panel) panel.line.value = args.map(quote).join(' ');
    run(program, args, query.get('stdin') || '', extraFiles).then(r => {
      const target = panel || panelFor(program, options[program]);
      if (!panel) document.body.insertBefore(target.box, document.body.firstChild);
      show(target, r);
      if (!window.location.hash) target.box.scrollIntoView();
      else { const t = document.getElementById(decodeURIComponent(window.location.hash.slice(1))); if (t) t.scrollIntoView(); }
    });
  }
})();
