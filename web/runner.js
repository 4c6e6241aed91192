// web/runner.js: the course's programs, run in the page.
//
// The page carries (web/web.mk): the programs compiled to WebAssembly in one
// module (ContactPrograms, emscripten, from the same C sources as the native
// programs), each program's option table as its --help-json prints it
// (#program-options), and the files the chapters, the exercises and
// appendix C name, at their paths (#program-files).  This script adds to
// each program's section of "The programs" a panel: a form built from that
// table, the command line, Run and Stop, the output, a plot of it and a box
// for standard input (--check -); for lcp the box is the LCP file that "-"
// reads; for multibody a scene editor (my.scene) and the run as a 3-D view
// that plays.  Where a chapter names that section, a button opens the same
// panel in the chapter.
//
// A run executes in a Web Worker of its own (a fresh instance of the
// module; the first stage's made ahead, while the page is idle, in a spare
// worker that the run takes: window.coursePrograms.spareReady() resolves
// when it is ready), so the page stays responsive: a progress line counts
// the rows (and shows the step l and the time t where the table has them),
// and Stop ends the worker.  A stopped run has no exit status: its status reads
// "stopped" (data-status="stopped"), a word no program can return.
//
// The command line takes a command as written: a leading program name
// (that program runs, in this panel), "A | B" (A's standard output is B's
// standard input), "A < FILE" (A reads FILE), "A > FILE", "A >> FILE"
// (A's output goes to FILE, a file of the page that later commands, in
// any panel, read), quotes as in a shell; Enter runs it.  The form edits
// only its own option in the line.  A command in the text (inline code
// that starts with a program's name: code.run-command-link, the line it
// gives in data-command) runs in a panel under it on a click; one that
// waits for the student (data-run="no": --check FILE, a word such as N to
// fill, lcp with no FILE or no z) fills the panel and says what to give.
// Each exercise that names a command has a button (button.run-exercise,
// data-commands: the JSON list of its lines) that opens at the exercise's
// end a button per command and a panel with the first ("--v0 -8" after a
// command: that command with --v0 -8; an lcp "-" beside a --write-lcp:
// the two piped; --check FILE: "--check -", the box ready for the table).
// window.coursePrograms.parseCommand and commandOf are the page's reading.
//
// A URL runs a program on load:
//   report.html?run=PROGRAM&args=ARGS[&stdin=TEXT][&file.NAME=TEXT]#SECTION
// ARGS as on the command line (split at spaces; '...' and "..." quote; it
// may itself start with a program's name or hold a "|"), stdin the text a
// "-" argument reads, file.NAME a file given inline; the panel's boxes show
// them, so that Run gives the same output again.  With #SECTION the panel
// (and the output) is in that section.  "Link to this run" writes such a URL.
// The last run's output is the text of <pre id="run-output"> (all of it
// when data-shown="all"; the first and last rows of a long one, "part"; the
// Download button saves every byte), its exit status that element's
// data-status (for tests and for links); window.coursePrograms.runQuery(
// SEARCH, HASH) runs such a URL's query in the page already open, with a
// fresh panel (as a new load would: tests).  window.coursePrograms.readFiles
// gives the files as a program in the page reads them (tests/web.sh).
'use strict';
(function () {
  const options = JSON.parse(document.getElementById('program-options').textContent);
  const files = JSON.parse(document.getElementById('program-files').textContent);
  const programs = Object.keys(options).concat(options.lcp ? [] : ['lcp']);
  const isProgram = name => programs.includes(name);
  // Programs whose command takes words that are not options (a scene, a verb).
  const takesWords = name => name === 'lcp' || (options[name] && options[name].program !== name);

  // ------------------------------------------------------------- the worker
  // The module's script (the first of the course-program scripts) and the
  // worker's own code, as one script a worker runs.
  function workerMain() {
    const encoder = new TextEncoder();
    // A growing byte buffer.
    function buffer() {
      let bytes = new Uint8Array(1 << 16), length = 0;
      // Room for n more bytes.
      const room = n => {
        if (length + n <= bytes.length) return;
        const b = new Uint8Array(Math.max(2 * bytes.length, length + n));
        b.set(bytes.subarray(0, length));
        bytes = b;
      };
      return {
        push(c) { room(1); bytes[length++] = c; },
        append(chunk) { room(chunk.length); bytes.set(chunk, length); length += chunk.length; },
        get length() { return length; },
        slice(a, b) { return bytes.slice(a, b); },
        // The bytes so far (not copied: to be transferred), the buffer emptied.
        take() {
          const all = bytes.subarray(0, length);
          bytes = new Uint8Array(1 << 16);
          length = 0;
          return all;
        },
      };
    }
    // The number of newlines in bytes: four at a time where they are
    // aligned (a word with a zero byte after an exclusive or with four
    // newlines has a newline; only such words are looked at byte by byte).
    function newlines(bytes) {
      let n = 0;
      const start = bytes.byteOffset, end = start + bytes.length, first = (start + 3) & ~3, last = end & ~3;
      if (last <= first) {
        for (let i = 0; i < bytes.length; i++) if (bytes[i] === 10) n++;
        return n;
      }
      for (let i = 0; i < first - start; i++) if (bytes[i] === 10) n++;
      const words = new Int32Array(bytes.buffer, first, (last - first) >> 2);
      for (let w = 0; w < words.length; w++) {
        const v = words[w] ^ 0x0a0a0a0a;
        if (((v - 0x01010101) & ~v & 0x80808080) !== 0) {
          n += ((v & 0xff) === 0) + ((v & 0xff00) === 0) + ((v & 0xff0000) === 0) + ((v & 0xff000000) === 0);
        }
      }
      for (let i = last - start; i < bytes.length; i++) if (bytes[i] === 10) n++;
      return n;
    }
    // Where an instance's standard streams go, until its run sets them:
    // input (the bytes of standard input, read from at), out and err (a
    // byte at a time), outChunk (standard output a write at a time: bytes
    // of the module's memory, copied at once).
    function streams() {
      const io = { input: new Uint8Array(0), at: 0, out: () => {}, err: () => {} };
      io.outChunk = chunk => { for (const c of chunk) io.out(c); };
      return io;
    }
    // A fresh instance of the module (the page's compiled one, or null)
    // with the files, its standard streams those of io.
    function instance(module, files, io) {
      return ContactPrograms({
        noInitialRun: true,
        quit: (status, toThrow) => { throw toThrow; },
        // the page's compiled module: instantiated, not compiled again
        instantiateWasm: module && ((imports, receive) => {
          WebAssembly.instantiate(module, imports).then(i => receive(i, module));
          return {};
        }),
        preRun: [m => {
          m.FS.init(() => (io.at < io.input.length ? io.input[io.at++] : null),
                    c => io.out(c), c => io.err(c));
          const stdout = m.FS.getStream(1); // its device's own write calls out per byte
          stdout.stream_ops = Object.assign({}, stdout.stream_ops, {
            write: (stream, heap, offset, length) => {
              io.outChunk(new Uint8Array(heap.buffer, heap.byteOffset + offset, length));
              return length;
            },
          });
          writeFiles(m, files, {});
        }],
      });
    }
    // The files into m's file system: those that differ from before's (the
    // files already there), and before's that files lacks removed.  (Each
    // folder is made once, as a folder that exists throws, which is slow;
    // a text is encoded by the engine's own UTF-8 encoder.)
    function writeFiles(m, files, before) {
      const made = new Set();
      for (const name of Object.keys(files)) {
        if (before[name] === files[name]) continue;
        const dir = name.split('/').slice(0, -1);
        for (let i = 1; i <= dir.length; i++) {
          const path = dir.slice(0, i).join('/');
          if (made.has(path)) continue;
          made.add(path);
          try { m.FS.mkdir(path); } catch (e) { /* exists */ }
        }
        const data = files[name];
        m.FS.writeFile(name, typeof data === 'string' ? encoder.encode(data) : data);
      }
      for (const name of Object.keys(before)) {
        if (!(name in files)) try { m.FS.unlink(name); } catch (e) { /* gone */ }
      }
    }
    // An instance made ahead ({prepare, module, files}: while the page is
    // idle), for the first stage of the run that comes: {m (a promise), io,
    // files}, or null.
    let prepared = null;
    // The first stage's instance: the prepared one (its files brought to the
    // job's), else a fresh one; {m, io}.
    async function firstInstance(job) {
      const ahead = prepared;
      prepared = null;
      if (ahead) {
        try {
          const m = await ahead.m;
          writeFiles(m, job.files, ahead.files);
          return { m, io: ahead.io };
        } catch (e) { /* made anew below */ }
      }
      const io = streams();
      return { m: await instance(job.module, job.files, io), io };
    }
    // A file of the page's file system as bytes (null: no such file).
    function fileBytes(files, name) {
      const text = files[name.replace(/^(\.\/)+/, '')];
      return text === undefined ? null : typeof text === 'string' ? encoder.encode(text) : text;
    }
    self.onmessage = async event => {
      const job = event.data;
      if (job.prepare) { // an instance ahead of the run, then 'ready'
        const io = streams();
        prepared = { m: instance(job.module, job.files, io), io, files: job.files };
        prepared.m.then(() => self.postMessage({ type: 'ready' }), () => {});
        return;
      }
      if (job.read) { // the files as the programs see them (tests/web.sh)
        const m = await instance(job.module, job.files, streams());
        const found = {};
        for (const name of job.read) {
          try { found[name] = m.FS.readFile(name); } catch (e) { found[name] = null; }
        }
        self.postMessage({ type: 'files', files: found });
        return;
      }
      let input = encoder.encode(job.stdin || ''), status = 0, back = {};
      const err = buffer(), written = {};
      let errSent = 0;
      for (let k = 0; k < job.stages.length; k++) {
        // "< FILE": the stage reads FILE (a missing one: the stage does not
        // run, as in a shell); "> FILE": its output goes to FILE
        const redirect = (job.redirects || [])[k] || {};
        if (redirect.input !== undefined) {
          input = fileBytes(job.files, redirect.input);
          if (input === null) {
            for (const c of encoder.encode(redirect.input + ': No such file or directory\n')) err.push(c);
            input = new Uint8Array(0);
            status = 1;
            continue;
          }
        }
        const last = k === job.stages.length - 1, out = buffer();
        const shown = last && redirect.output === undefined; // its output is the run's
        let sent = false, posted = performance.now(), rows = 0, lastRow = '', partial = new Uint8Array(0);
        const decoder = new TextDecoder();
        // The new bytes (handed over, not copied), the rows so far, the last
        // row (with its newline; partial: the bytes after the last newline
        // posted) and (once) the first 20 000 bytes: the page's thread has
        // nothing to count.
        const flush = () => {
          if (shown && out.length > 0) {
            const bytes = out.take(), end = bytes.lastIndexOf(10);
            // a + b, two byte arrays, as one
            const joined = (a, b) => { const j = new Uint8Array(a.length + b.length); j.set(a); j.set(b, a.length); return j; };
            if (end >= 0) {
              const begin = end > 0 ? bytes.lastIndexOf(10, end - 1) + 1 : 0;
              const row = bytes.subarray(begin, end + 1);
              lastRow = decoder.decode(begin === 0 && partial.length ? joined(partial, row) : row);
              partial = bytes.slice(end + 1);
            } else {
              partial = joined(partial, bytes);
            }
            self.postMessage({ type: 'out', bytes, rows, lastRow,
                               head: sent ? null : decoder.decode(bytes.subarray(0, 20000)) }, [bytes.buffer]);
            sent = true;
          }
          if (err.length > errSent) {
            self.postMessage({ type: 'err', bytes: err.slice(errSent, err.length) });
            errSent = err.length;
          }
          posted = performance.now();
        };
        const write = c => {
          out.push(c);
          if (c !== 10) return;
          rows++;
          if (performance.now() - posted > 250) flush();
        };
        const writeChunk = chunk => {
          out.append(chunk);
          rows += newlines(chunk);
          if (performance.now() - posted > 250) flush();
        };
        const { m, io } = k === 0 ? await firstInstance(job) : { io: streams() };
        const run = m || await instance(job.module, job.files, io);
        Object.assign(io, { input, at: 0, out: write, err: c => { err.push(c); }, outChunk: writeChunk });
        try {
          status = run.callMain(job.stages[k]);
        } catch (e) {
          if (e && e.name === 'ExitStatus') status = e.status;
          else { for (const c of encoder.encode(String(e) + '\n')) err.push(c); status = 3; }
        }
        flush();
        input = last && redirect.output === undefined ? null : out.slice(0, out.length); // the next stage's
        if (redirect.output !== undefined) { // the file, for the next stages and commands
          const name = redirect.output.replace(/^(\.\/)+/, ''), before = redirect.append ? fileBytes(job.files, name) : null;
          const bytes = before ? new Uint8Array(before.length + input.length) : input;
          if (before) { bytes.set(before); bytes.set(input, before.length); }
          job.files[name] = written[name] = bytes;
          input = new Uint8Array(0);
        }
        if (last) for (const name of job.want || []) { // files the page reads after the run
          try { back[name] = run.FS.readFile(name); } catch (e) { back[name] = null; }
        }
      }
      if (err.length > errSent) self.postMessage({ type: 'err', bytes: err.slice(errSent, err.length) });
      self.postMessage({ type: 'done', status: status, files: back, written });
    };
  }
  // Each file also at its bare name where no other file has that name: the
  // chapters write "multibody stack.scene" as run in the chapter's folder.
  const pageFiles = {};
  const bare = name => name.split('/').pop();
  for (const name of Object.keys(files)) {
    if (Object.keys(files).filter(n => bare(n) === bare(name)).length === 1) pageFiles[bare(name)] = files[name];
  }
  Object.assign(pageFiles, files);
  const moduleScript = document.querySelector('script.course-program');
  const workerURL = URL.createObjectURL(new Blob([moduleScript.textContent,
    '\n;(' + workerMain.toString() + ')();\n'], { type: 'text/javascript' }));
  // The module's WebAssembly (base64 in its script) compiled once, in the
  // background, for every run's worker: a worker given it only instantiates
  // it (the code the engine optimised in one run serves the next), from a
  // script without the base64 (leanWorkerURL).  Until then, or if it
  // cannot be compiled here (null), a worker compiles its own.
  const wasmBase64 = (/data:application\/octet-stream;base64,([A-Za-z0-9+\/=]+)/.exec(moduleScript.textContent) || [])[1];
  let compiled = null;
  const compiledModule = (async () => {
    if (!wasmBase64) return null;
    const text = atob(wasmBase64), bytes = new Uint8Array(text.length);
    for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
    return compiled = await WebAssembly.compile(bytes);
  })().catch(() => null);
  const leanWorkerURL = wasmBase64 && URL.createObjectURL(new Blob([moduleScript.textContent.replace(wasmBase64, ''),
    '\n;(' + workerMain.toString() + ')();\n'], { type: 'text/javascript' }));

  // A spare worker, made while the page is idle once the module is
  // compiled and again after each run that took it has ended (a moment
  // later: the page shows the run's output first; the worker of a run that
  // ended by itself serves again): its script started, an instance of the
  // module made and the page's files written, so that a Run starts at
  // once.  {worker, ready (a promise: prepared)} or null.
  let spare = null, spareComing = false;
  const whenIdle = f => (window.requestIdleCallback ? requestIdleCallback(f, { timeout: 1000 }) : setTimeout(f, 100));
  // Make the spare at the next idle moment after a pause of ms, unless
  // there is one: used (a worker whose run has ended), else a new worker.
  function makeSpare(ms, used) {
    if (spare || spareComing || !compiled) {
      if (used) used.terminate();
      return;
    }
    spareComing = true;
    setTimeout(() => whenIdle(() => {
      spareComing = false;
      if (spare) {
        if (used) used.terminate();
        return;
      }
      const worker = used || new Worker(leanWorkerURL);
      worker.onerror = null;
      const ready = new Promise(resolve => { worker.onmessage = e => { if (e.data.type === 'ready') resolve(); }; });
      worker.postMessage({ prepare: true, module: compiled, files: Object.assign({}, pageFiles) });
      spare = { worker, ready };
    }), ms || 0);
  }
  // The spare's worker for a run (null: none yet).
  function takeSpare() {
    const taken = spare;
    spare = null;
    return taken && taken.worker;
  }
  // A promise that the spare is ready (at once when the module cannot be
  // compiled here): what a run costs without the start-up (bench/page.js).
  async function spareReady() {
    if (!await compiledModule) return;
    makeSpare();
    while (!spare) await new Promise(resolve => setTimeout(resolve, 10));
    await spare.ready;
  }
  compiledModule.then(() => makeSpare());

  // One run: stages [[program, arg...], ...] (a pipe), in a worker of its
  // own.  {done, stop}: done resolves to {bytes, out, err, status, stopped,
  // files} (status 'stopped' when stop() ended it; files: {NAME: bytes or
  // null} for each NAME of want, read after the last stage); progress(rows,
  // lastRow, head) as the output comes.
  function start(stages, stdin, extraFiles, progress, want) {
    const worker = takeSpare() || new Worker(compiled ? leanWorkerURL : workerURL);
    const outChunks = [], errText = [], errDecoder = new TextDecoder();
    let rows = 0, head = '';
    let finish, ended = false;
    // The run's end: its result r; used, its worker when it may serve again.
    const done = new Promise(resolve => {
      finish = (r, used) => {
        if (ended) return;
        ended = true;
        resolve(r);
        makeSpare(300, used);
      };
    });
    // The run's result; out, the text of bytes, made when first asked for.
    const result = (status, stopped) => {
      let bytes = outChunks[0] || new Uint8Array(0);
      if (outChunks.length > 1) {
        let length = 0;
        for (const c of outChunks) length += c.length;
        bytes = new Uint8Array(length);
        length = 0;
        for (const c of outChunks) { bytes.set(c, length); length += c.length; }
      }
      let text = null;
      return { bytes, get out() { return text === null ? (text = new TextDecoder().decode(bytes)) : text; },
               err: errText.join('') + errDecoder.decode(), status, stopped, rows };
    };
    worker.onmessage = event => {
      const m = event.data;
      if (m.type === 'out') {
        outChunks.push(m.bytes);
        rows = m.rows;
        if (m.head !== null) head = m.head;
        if (progress) progress(rows, m.lastRow, head);
      } else if (m.type === 'err') {
        errText.push(errDecoder.decode(m.bytes, { stream: true }));
      } else if (m.type === 'done') {
        Object.assign(pageFiles, m.written || {}); // "> FILE": for the next commands
        finish(Object.assign(result(m.status, false), { files: m.files || {}, written: m.written || {} }), worker);
      }
    };
    worker.onerror = event => {
      if (ended) return;
      worker.terminate();
      errText.push('the page could not run the program: ' + (event.message || event) + '\n');
      finish(result(3, false));
    };
    const job = { stages, stdin: stdin || '', files: Object.assign({}, pageFiles, extraFiles || {}), want: want || [],
                  redirects: stages.redirects || [] };
    compiledModule.then(module => worker.postMessage(Object.assign(job, { module })));
    return {
      done,
      stop() {
        if (ended) return;
        worker.terminate();
        finish(result('stopped', true));
      },
    };
  }

  // The files as a program in the page sees them: {NAME: bytes or null}.
  function readFiles(names, extraFiles) {
    const worker = new Worker(workerURL);
    return new Promise(resolve => {
      worker.onmessage = event => { worker.terminate(); resolve(event.data.files); };
      worker.postMessage({ read: names, files: Object.assign({}, pageFiles, extraFiles || {}) });
    });
  }
  window.coursePrograms = { readFiles, start, spareReady };

  // ------------------------------------------------------- the command line
  // (web/command.js: reading a line as the stages and files of a command)
  const { tokenize, splitArgs, stagesOf, parseCommand, commandText, quote, optionValue,
          setOption } = window.courseCommand(isProgram, takesWords);

  // ------------------------------------------------------------ the output
  function element(tag, attrs, children) {
    const e = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (k === 'text') e.textContent = v; else e.setAttribute(k, v);
    }
    for (const c of children || []) e.appendChild(c);
    return e;
  }

  // At most this many lines of an output are put in the page; a longer one
  // shows its first and last rows (Download saves all of it).
  const SHOW_LINES = 10000, SHOW_ENDS = 1000;

  // Show a result in a panel; the last run's <pre> carries id="run-output".
  function show(panel, result) {
    const previous = document.getElementById('run-output');
    if (previous) previous.removeAttribute('id');
    panel.result = result;
    let lines = 0;
    for (let i = result.out.indexOf('\n'); i >= 0 && lines <= SHOW_LINES; i = result.out.indexOf('\n', i + 1)) lines++;
    if (lines <= SHOW_LINES) {
      panel.output.textContent = result.out;
      panel.output.dataset.shown = 'all';
      panel.cut.textContent = '';
      panel.tail.textContent = '';
    } else {
      const all = result.out.split('\n'), last = all[all.length - 1] === '' ? all.length - 1 : all.length;
      panel.output.textContent = all.slice(0, SHOW_ENDS).join('\n') + '\n';
      panel.output.dataset.shown = 'part';
      panel.cut.textContent = '\u22EE ' + (last - 2 * SHOW_ENDS) + ' lines not shown of ' + last +
        ' (' + result.bytes.length + ' bytes): Download saves all of them';
      panel.tail.textContent = all.slice(last - SHOW_ENDS).join('\n');
    }
    panel.output.id = 'run-output';
    panel.output.setAttribute('data-status', String(result.status));
    panel.errors.textContent = result.err;
    panel.status.textContent = result.stopped ?
      'stopped: you pressed Stop after ' + result.seconds.toFixed(1) + ' s, at ' + result.rows +
        ' rows; the run did not finish, so it has no exit status (the output is what came before Stop)' :
      'exit status ' + result.status +
      (['', ' (bad input)', ' (no solution: proven)', ' (failed or differs)'][result.status] || '') +
      ' in ' + result.seconds.toFixed(1) + ' s' + wroteText(result.written);
    panel.progress.textContent = '';
    panel.download.disabled = false;
    panel.plot.textContent = '';
    const figure = result.status === 0 ? window.coursePlot(result.out, result.program) : null;
    if (figure) panel.plot.appendChild(figure);
  }

  // What a run wrote with "> FILE", for the status line.
  function wroteText(written) {
    const names = Object.keys(written || {});
    if (!names.length) return '';
    return '; the output went to ' + names.map(n => n + ' (' + written[n].length + ' bytes)').join(', ') +
      ', a file of this page that the next commands can read';
  }

  // The progress line: rows so far, the step and the time of the last row
  // where the table has columns l (or step) and t.
  function progressLine(panel, seconds, rows, lastRow, head) {
    const header = (head.split('\n').find(l => l.trim() && !l.startsWith('#')) || '').trim().split(/\s+/);
    const cells = lastRow.trim().split(/\s+/);
    let where = '';
    if (cells.length === header.length && lastRow !== head.split('\n')[0]) {
      const step = header.indexOf('l') >= 0 ? header.indexOf('l') : header.indexOf('step');
      const t = header.indexOf('t');
      if (step >= 0) where += ', step ' + header[step] + ' = ' + cells[step];
      if (t >= 0) where += ', t = ' + cells[t];
    }
    panel.progress.textContent = 'running for ' + seconds.toFixed(1) + ' s: ' + rows + ' rows so far' + where;
  }

  // ------------------------------------------------------------- the panels
  const defaultLine = program => program === 'multibody' ? 'multibody my.scene' :
    program === 'lcp' ? 'lcp solve -' : program;

  // A panel for one program.
  function panelFor(program, spec) {
    const panel = { program, inputs: new Map(), fileBoxes: new Map() };
    const form = element('div', { class: 'run-form' });
    panel.files = element('div', { class: 'run-files' });
    if (program === 'multibody') {
      const box = element('textarea', { rows: '8', cols: '70', class: 'run-file' });
      box.value = files['chapters/07-multibody/stack.scene'] || '';
      panel.fileBoxes.set('my.scene', box);
      panel.files.appendChild(element('label', { text: 'scene (the command reads it as my.scene)' },
        [element('br'), box]));
    }
    for (const o of (spec ? spec.options : [])) {
      if (o.name === 'check') continue;
      let input;
      if (o.type === 'word') {
        input = element('select', {});
        input.appendChild(element('option', { value: '', text: '(' + o.default + ')' }));
        for (const c of o.choices.split('|')) input.appendChild(element('option', { value: c, text: c }));
      } else {
        input = element('input', { type: 'text', size: '10', placeholder: o.default });
      }
      input.dataset.default = o.default;
      input.dataset.option = o.name;
      // A field changes its option in the line, and only that (--steps
      // and --t give the run's length: one clears the other).
      input.addEventListener(o.type === 'word' ? 'change' : 'input', () => {
        let line = setOption(panel.line.value, panel.program, o.name, input.value.trim());
        const other = { steps: 't', t: 'steps' }[o.name];
        if (other && input.value.trim() !== '' && panel.inputs.has(other)) {
          line = setOption(line, panel.program, other, '');
          panel.inputs.get(other).value = '';
        }
        panel.line.value = line;
      });
      panel.inputs.set(o.name, input);
      form.appendChild(element('label', { title: o.help }, [
        element('code', { text: '--' + o.name }), document.createTextNode(' '), input]));
    }
    panel.line = element('input', { type: 'text', size: '70', class: 'run-line', value: defaultLine(program),
      title: 'a command as in a shell: a program and its options; A | B gives A\'s output to B; Enter runs it' });
    panel.line.addEventListener('input', () => formFromLine(panel));
    panel.line.addEventListener('keydown', event => { if (event.key === 'Enter') { event.preventDefault(); go(); } });
    const button = element('button', { type: 'button', class: 'run-run', text: 'Run' });
    panel.stop = element('button', { type: 'button', class: 'run-stop', text: 'Stop', disabled: '' });
    panel.download = element('button', { type: 'button', class: 'run-download', text: 'Download the output', disabled: '' });
    const link = element('button', { type: 'button', class: 'run-link-button', text: 'Link to this run' });
    panel.link = element('input', { type: 'text', size: '70', class: 'run-link', readonly: '' });
    panel.link.hidden = true;
    panel.stdin = element('textarea', { rows: program === 'lcp' ? '8' : '5', cols: '70',
      class: program === 'lcp' ? 'run-file' : 'run-check',
      placeholder: program === 'lcp' ? '' : 'paste your own table here and press Check: the first value that differs is named' });
    if (program === 'lcp') panel.stdin.value = files['chapters/03-solving-lcps/problems/three-solutions.txt'] || '';
    const checkButton = element('button', { type: 'button', text: 'Check my table' });
    panel.progress = element('div', { class: 'run-progress' });
    panel.status = element('div', { class: 'run-status' });
    panel.output = element('pre', { class: 'run-output' });
    panel.cut = element('div', { class: 'run-cut' });
    panel.tail = element('pre', { class: 'run-output run-tail' });
    panel.errors = element('pre', { class: 'run-errors' });
    panel.plot = element('div', {});
    const box = element('div', { class: 'run-panel' }, [
      element('p', { class: 'run-title', text: 'Run ' + program + ' in this page' }),
      element('p', { class: 'run-note', text: 'The same program, compiled to WebAssembly. Its ' +
        'tables are the native ones byte for byte: sin, exp, pow and the like are the same C ' +
        'functions (musl\'s) in the page and in the native programs, to the last bit. ' +
        'The line takes a command as in a shell (a program\'s name first, or not; A | B gives A\'s ' +
        'output to B); Enter runs it. A run goes on beside the page; Stop ends it, and its status ' +
        'then reads "stopped", which is no exit status (a program exits with a number).' }),
      form, panel.files,
      program === 'lcp' ? element('label', { text: 'LCP file (as a student writes it; the command reads it as -)' },
        [element('br'), panel.stdin]) : element('span'),
      element('div', { class: 'run-command' }, [element('code', { text: '$ ' }), panel.line, button, panel.stop,
        panel.download, link]),
      panel.link, panel.progress, panel.status, panel.output, panel.cut, panel.tail, panel.errors, panel.plot]);
    if (program !== 'lcp') box.appendChild(element('div', {}, [panel.stdin, element('br'), checkButton]));
    if (program === 'lcp') {
      for (const verb of ['solve', 'solve --exact', 'solve --trace']) {
        const b = element('button', { type: 'button', text: 'lcp ' + verb + ' -' });
        b.addEventListener('click', () => { panel.line.value = 'lcp ' + verb + ' -'; go(); });
        box.insertBefore(b, panel.link);
      }
      // check needs your z: the line gets "check - " and waits for it
      const check = element('button', { type: 'button', text: 'lcp check - Z...' });
      check.addEventListener('click', () => {
        panel.line.value = 'lcp check - ';
        panel.status.textContent = 'type your z after "check -" (fractions allowed: 1/3) and press Run';
        panel.line.focus();
      });
      box.insertBefore(check, panel.link);
    }
    const go = () => runInto(panel, panel.line.value);
    button.addEventListener('click', go);
    panel.stop.addEventListener('click', () => { if (panel.running) panel.running.stop(); });
    panel.download.addEventListener('click', () => {
      if (!panel.result) return;
      const a = element('a', { href: URL.createObjectURL(new Blob([panel.result.bytes], { type: 'text/plain' })),
        download: (panel.result.program || program) + '.txt' });
      document.body.appendChild(a);
      a.click();
      a.remove();
    });
    link.addEventListener('click', () => {
      panel.link.value = linkTo(panel);
      panel.link.hidden = false;
      panel.link.select();
    });
    checkButton.addEventListener('click', () => {
      const line = panel.line.value;
      runInto(panel, optionValue(line, panel.program, 'check') === null ? line + ' --check -' : line);
    });
    panel.box = box;
    return panel;
  }

  // The form after the line: each field shows the value the line gives
  // its option (empty when the line leaves it at its default).
  function formFromLine(panel) {
    for (const [name, input] of panel.inputs) {
      const value = optionValue(panel.line.value, panel.program, name);
      input.value = value === null ? '' : value;
      if (input.tagName === 'SELECT' && input.value !== (value || '')) input.value = '';
    }
  }

  // The extra files a run of the panel has: my.scene, files of a link.
  function extraFiles(panel) {
    const extra = {};
    for (const [name, box] of panel.fileBoxes) extra[name] = box.value;
    return extra;
  }

  // Run a command line into a panel: its output, and for a multibody run
  // the 3-D view that plays (viewPlan: from the same run).
  function runInto(panel, line) {
    if (panel.running) panel.running.stop();
    const parsed = parseCommand(line, panel.program);
    const began = performance.now();
    const seconds = () => (performance.now() - began) / 1000;
    if (parsed.error) {
      show(panel, { bytes: new Uint8Array(0), out: '', err: parsed.error + '\n', status: 1, rows: 0, seconds: 0 });
      return Promise.resolve(panel.result);
    }
    const extra = extraFiles(panel);
    panel.status.textContent = 'running ' + commandText(parsed);
    panel.errors.textContent = '';
    panel.output.removeAttribute('data-status');
    panel.output.textContent = panel.cut.textContent = panel.tail.textContent = '';
    panel.plot.textContent = '';
    panel.stop.disabled = false;
    panel.download.disabled = true;
    let shownHead = '', seen = [0, '', ''];
    // (the page's thread does as little as it can while the run goes on:
    // the progress line twice a second, the first rows once)
    const view = viewPlan(parsed.stages);
    view.stages.redirects = parsed.redirects;
    const run = start(view.stages, panel.stdin.value, extra, (rows, lastRow, head) => {
      seen = [rows, lastRow, head];
      if (head !== shownHead) { panel.output.textContent = head; shownHead = head; progressLine(panel, seconds(), ...seen); }
    }, view.want);
    panel.running = run;
    const ticker = setInterval(() => progressLine(panel, seconds(), ...seen), 500);
    return run.done.then(r => {
      clearInterval(ticker);
      if (panel.running !== run) return r;
      panel.running = null;
      panel.stop.disabled = true;
      r.seconds = seconds();
      const stages = parsed.stages, lastStage = stages[stages.length - 1];
      r.program = lastStage[0];
      show(panel, r);
      if (view.from) playRun(panel, view, r, extra, stages[0]);
      return r;
    });
  }

  // ------------------------------------------------------- the 3-D view
  // The file a multibody run of the page writes its corners to (--corners,
  // added by the page, not shown in the line).
  const CORNERS_FILE = '/tmp/page-view-corners.txt';
  const SIMULATING_VIEWS = ['state', 'contacts', 'lcp', 'joints', 'balance', 'energy'];

  // How a run gives the 3-D view, from the same run as its table:
  // {stages, want, from}.  A multibody command that simulates gets
  // "--corners FILE" first (multibody then prints the same table, and
  // FILE holds the rows of --show corners); from is 'stdout' for --show
  // corners, the file for --corners (the user's own, or the page's), null
  // where no view is drawn (a pipe, another program, --write-lcp, --help,
  // --show pattern ...).  The options are read as multibody reads them (an
  // option takes the next word unless it has "=", --help none; the last
  // one given counts), so the added words change nothing else.
  function viewPlan(stages) {
    const none = { stages, want: [], from: null }, stage = stages[0];
    if (stages.length !== 1 || stage[0] !== 'multibody') return none;
    const given = new Map();
    for (let i = 1; i < stage.length; i++) {
      const a = stage[i];
      if (!a.startsWith('--') || a === '--') continue;
      const eq = a.indexOf('=');
      const name = eq < 0 ? a.slice(2) : a.slice(2, eq);
      given.set(name, eq >= 0 ? a.slice(eq + 1) : (a !== '--help' && i + 1 < stage.length ? stage[++i] : null));
    }
    if (['help', 'help-json', 'write-lcp'].some(n => given.has(n))) return none;
    const show = given.has('show') ? given.get('show') : 'state';
    if (show === 'corners') return { stages, want: [], from: 'stdout' };
    if (!SIMULATING_VIEWS.includes(show)) return none;
    if (given.has('corners')) return given.get('corners') ? { stages, want: [given.get('corners')], from: given.get('corners') } : none;
    if (stage.length + 2 > 60) return none; // multibody's own limit on its arguments
    return { stages: [[stage[0], '--corners', CORNERS_FILE].concat(stage.slice(1))], want: [CORNERS_FILE], from: CORNERS_FILE };
  }

  // Does the scene of a multibody stage have the ground?  true, false, or
  // undefined when the page does not have its text.
  function sceneHasGround(stage, extra, stdin) {
    let scene = null;
    for (let i = 1; i < stage.length && scene === null; i++) {
      const a = stage[i];
      if (a.startsWith('--') && a !== '--') { if (a !== '--help' && !a.includes('=')) i++; } else scene = a;
    }
    const text = scene === '-' ? stdin : scene !== null ? (extra[scene] !== undefined ? extra[scene] : pageFiles[scene]) : undefined;
    return typeof text === 'string' ? /^\s*ground\b/m.test(text) : undefined;
  }

  // The 3-D view of a multibody run (below its table and its plot; in
  // place of the plot for --show corners), from the run's own corners.
  function playRun(panel, view, r, extra, stage) {
    const bytes = view.from === 'stdout' ? r.bytes : r.files && r.files[view.from];
    if (!bytes || !bytes.length) return;
    const text = typeof bytes === 'string' ? bytes : new TextDecoder().decode(bytes);
    const shown = window.courseView3d(text, { ground: sceneHasGround(stage, extra, panel.stdin.value) });
    if (!shown) return;
    if (view.from === 'stdout') panel.plot.textContent = '';
    panel.plot.appendChild(shown);
  }

  // A link that runs the panel's command again with its boxes: run, args,
  // stdin, file.NAME, and the section the panel is in.
  function linkTo(panel) {
    let args = panel.line.value.trim();
    if (args === panel.program || args.startsWith(panel.program + ' ')) args = args.slice(panel.program.length).trim();
    const query = new URLSearchParams();
    query.set('run', panel.program);
    query.set('args', args);
    if (panel.stdin.value !== '' && !(panel.program === 'lcp' &&
        panel.stdin.value === files['chapters/03-solving-lcps/problems/three-solutions.txt'])) {
      query.set('stdin', panel.stdin.value);
    }
    for (const [name, box] of panel.fileBoxes) query.set('file.' + name, box.value);
    let section = null;
    for (const h of document.querySelectorAll('h1[id], h2[id], h3[id], h4[id], section[id]')) {
      if (h.compareDocumentPosition(panel.box) & Node.DOCUMENT_POSITION_FOLLOWING) section = h; else break;
    }
    const here = window.location.href.split(/[?#]/)[0];
    return here + '?' + query.toString().replace(/\+/g, '%20') + (section ? '#' + encodeURIComponent(section.id) : '');
  }

  // Panels in every program's section of "The programs".
  const panels = {};
  for (const program of programs) {
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
    if (!paragraph || !isProgram(name) || paragraph.dataset.runButtons === name ||
        inAppendix(paragraph)) continue;
    paragraph.dataset.runButtons = name;
    const open = element('button', { type: 'button', class: 'run-open', text: '\u25B6 run ' + name + ' here' });
    open.dataset.program = name;
    open.addEventListener('click', () => {
      open.replaceWith(panelFor(name, options[name]).box);
    });
    paragraph.insertAdjacentElement('afterend', open);
  }

  // ------------------------------------------------- commands of the text
  // A word the student fills in (N, FILE, NAME, Z1, ...).
  const isBlank = word => /^([A-Z][A-Z0-9]*|[A-Z]?\.\.\.)$/.test(word);
  const LCP_FLAGS = ['--exact', '--trace', '--help'];

  // The words of an lcp stage after "lcp" that are not options: the verb,
  // FILE, Z1 ... (its options but --exact, --trace, --help take a value).
  function lcpWords(words) {
    const plain = [];
    for (let i = 0; i < words.length; i++) {
      if (!words[i].startsWith('--')) plain.push(words[i]);
      else if (!LCP_FLAGS.includes(words[i]) && !words[i].includes('=')) i++;
    }
    return plain;
  }

  // What a command of the text puts in a panel: {line, run, hint, check,
  // box}.  "a|b" where b is no program is the text's choice (the line takes
  // a: a shell would pipe into b); "--check FILE" becomes "--check -", the
  // student's table in the box (check); an lcp with no FILE reads the box
  // ("-" added, box); a word in capitals (N, FILE) is the student's to
  // fill, and so is lcp check's z: such a command waits in the line (run
  // false) with a hint of what to give.
  function commandOf(text) {
    const hints = [];
    let line = text.replace(/(\S+?)\|(\S+)/g, (all, a, b) => {
      if (isProgram(b.split('|')[0])) return all;
      hints.push('the text offers ' + [a].concat(b.split('|')).join(', ') + ': the line has ' + a);
      return a;
    });
    const check = /--check(\s+FILE)?$|--check\s+FILE\b/.test(line); // "--check" alone: "with that file"
    line = line.replace(/--check\s+FILE\b/, '--check -').replace(/--check$/, '--check -');
    let box = false, z = false;
    const stages = stagesOf(tokenize(line));
    for (let k = stages.length - 1; k >= 0; k--) { // lcp solve with no FILE: the box
      const s = stages[k];
      if (!s.length || s[0].text !== 'lcp') continue;
      const plain = lcpWords(s.slice(1).map(w => w.text));
      if (plain.length === 1 && (plain[0] === 'solve' || plain[0] === 'check')) {
        line = line.slice(0, s[s.length - 1].end) + ' -' + line.slice(s[s.length - 1].end);
        box = true;
        z = z || plain[0] === 'check';
      } else if (plain[0] === 'check' && plain.length === 2) z = true;
    }
    const blanks = [];
    for (const s of stagesOf(tokenize(line))) { // not a choice of the option before it (--vary N)
      const spec = s.length && options[s[0].text];
      s.forEach((w, i) => {
        const o = spec && i > 0 && spec.options.find(o => '--' + o.name === s[i - 1].text);
        if (isBlank(w.text) && !(o && o.choices && o.choices.split('|').includes(w.text)) && !blanks.includes(w.text)) blanks.push(w.text);
      });
      const wanted = spec && spec.program.split(' ')[1]; // multibody SCENE: its scene
      if (wanted && !s.slice(1).some((w, i) => !w.text.startsWith('-') && !(s[i].text.startsWith('--') && !s[i].text.includes('='))) &&
          !withoutWord(spec, wanted, optionValue(line, s[0].text, 'show'))) {
        blanks.push('(' + wanted + ')');
        hints.push('give ' + s[0].text + ' a ' + wanted.toLowerCase() + ' file (my.scene is the panel\'s own)');
      }
      const last = s.length > 1 ? s[s.length - 1].text : '';
      if (spec && last.startsWith('--') && last !== '--help' && !last.includes('=')) { // an option with no value
        blanks.push(last);
        hints.push('give ' + last + ' its value');
      }
    }
    if (z) hints.unshift('type your z after the file (fractions allowed: 1/3)');
    const words = blanks.filter(isBlank);
    if (words.length) hints.unshift('replace ' + words.join(' and ') + ' by your value' + (words.length > 1 ? 's' : ''));
    if (box) hints.unshift('write your LCP in the box ("-" reads it)');
    if (check) hints.unshift('put your table in the box ("--check -" reads it): a header naming its columns, then your rows');
    return { line, run: !check && !box && !z && !blanks.length, hint: hints.join('; '), check, box };
  }

  // Does the view (--show VIEW) of a program that takes WORD (multibody:
  // SCENE) run without it?  Its help's paragraph on the view says "no SCENE".
  function withoutWord(spec, word, view) {
    const paragraph = view && (spec.details || '').split(/\n(?=--show )/).find(p => p.startsWith('--show ' + view + ':'));
    return !!paragraph && paragraph.includes('no ' + word);
  }

  // Put a command of the text in a panel: run it, or (when the student has
  // a table, a value or an LCP to give) leave it in the line with a hint.
  function fill(panel, command) {
    if (panel.running) panel.running.stop();
    panel.line.value = command.line;
    formFromLine(panel);
    if (command.check || command.box) {
      panel.stdin.value = '';
      if (command.check) {
        panel.stdin.placeholder = 'your table: a header naming its columns' +
          (command.columns && command.columns.length ? ' (' + command.columns.join(' ') + ')' : '') +
          ', then one row per row of the program\'s table';
      }
    }
    if (command.run) return runInto(panel, command.line);
    panel.output.removeAttribute('data-status');
    panel.output.textContent = panel.errors.textContent = panel.cut.textContent = panel.tail.textContent = '';
    panel.status.textContent = command.hint + ', then press Run.';
    (command.check || command.box ? panel.stdin : panel.line).focus({ preventScroll: true });
    return Promise.resolve(null);
  }

  // A command in the text (inline code that starts with a program's name,
  // but the bare name of lcp or multibody, which run nothing alone; in a
  // paragraph, a list, a table or a caption): a click fills a panel under
  // its paragraph, table or figure (the same panel again on the
  // next click; in an exercise, the exercise's panel) and runs it.  Each
  // such code has class run-command-link, data-command (the line it gives)
  // and data-run ("yes", or "no" where the line waits for the student).
  function commandLink(code, command) {
    code.classList.add('run-command-link');
    code.dataset.command = command.line;
    code.dataset.run = command.run ? 'yes' : 'no';
    code.title = command.run ? 'run this command in the page' : 'put this command in a panel of the page (' + command.hint + ')';
    code.addEventListener('click', () => {
      const exercise = code.closest('div.exercise');
      if (exercise && exercise.runCommand) { exercise.runCommand(command); return; }
      const block = code.closest('p, li, table, figure');
      const program = splitArgs(command.line)[0];
      let panel = block.runPanel;
      if (!panel || !panel.box.isConnected || panel.program !== program) {
        const next = panelFor(program, options[program]);
        if (panel && panel.box.isConnected) panel.box.replaceWith(next.box); else block.insertAdjacentElement('afterend', next.box);
        panel = block.runPanel = next;
      }
      fill(panel, command);
      panel.box.scrollIntoView({ block: 'nearest' });
    });
  }
  for (const code of document.querySelectorAll('p code, li code, td code, figcaption code, caption code')) {
    const text = code.textContent.trim().replace(/\s+/g, ' ');
    const first = text.split(' ')[0];
    if (!isProgram(first) || (text === first && takesWords(first)) || code.closest('.run-panel, nav, a, pre')) continue;
    commandLink(code, commandOf(text));
  }

  // ------------------------------------------------------------ exercises
  // The commands an exercise names, in its order, each as commandOf gives
  // it, and:
  //  - "--name value ..." after a command: that command with these options
  //    (the text's "the same with --h 0.01"), a command of its own;
  //  - lcp reading "-" or no FILE, next to a command that writes an LCP
  //    (--write-lcp): the two as a pipe; before a folder: one command per
  //    file of the folder;
  //  - an exercise with no command but a scene: multibody with the scene.
  // {commands, links: [[code, command]] (codes that are no command alone)}.
  function exerciseCommands(div) {
    const codes = Array.from(div.querySelectorAll('code')).filter(c => !c.closest('.run-panel, pre'));
    const text = c => c.textContent.trim().replace(/\s+/g, ' ');
    const columns = codes.map(text).filter(s => /^[a-z_][a-z0-9_]*( [a-z_][a-z0-9_]*)*$/.test(s) && !isProgram(s.split(' ')[0]));
    const commands = [], links = [];
    const add = c => { if (!commands.some(d => d.line === c.line)) commands.push(c); return c; };
    const writesLcp = c => / --write-lcp /.test(c.line + ' ') && !c.line.includes('|');
    const readsLcp = c => /^lcp (solve|check)\b/.test(c.line) && !c.line.includes('|') && lcpWords(splitArgs(c.line).slice(1))[1] === '-';
    const pipe = (writer, reader) => add(commandOf(writer.line + ' | ' + reader.line));
    let previous = null, waiting = null;
    for (const code of codes) {
      const words = splitArgs(text(code));
      if (!words.length) continue;
      if (isProgram(words[0]) && words.length > 1) {
        const c = commandOf(text(code));
        if (readsLcp(c)) { if (previous && writesLcp(previous)) pipe(previous, c); else waiting = c; continue; }
        previous = add(c);
        if (waiting && writesLcp(c)) { pipe(c, waiting); waiting.used = true; }
      } else if (words[0].startsWith('--') && previous) {
        const c = variantOf(previous, words);
        if (!c) continue;
        previous = add(c);
        links.push([code, c]);
        if (waiting && !waiting.used && writesLcp(c)) { pipe(c, waiting); waiting.used = true; }
      } else if (waiting && words.length === 1 && words[0].endsWith('/')) {
        const inFolder = Object.keys(files).filter(n => n.startsWith(words[0]) && !n.slice(words[0].length).includes('/')).sort();
        for (const name of inFolder) add(commandOf(waiting.line.replace(/ -$/, ' ' + name)));
        if (inFolder.length) waiting.used = true;
      }
    }
    if (waiting && !waiting.used) add(waiting);
    const scene = codes.map(text).find(s => /^[\w./-]+\.scene$/.test(s));
    if (!commands.length && scene) add(commandOf('multibody ' + scene));
    for (const c of commands) if (c.check) c.columns = columns;
    return { commands, links };
  }

  // A command with the options "--name value ..." set, or null when the
  // words are not such pairs of its first program's options.
  function variantOf(command, words) {
    const program = splitArgs(command.line)[0];
    if (command.line.includes('|') || !options[program] || words.length % 2) return null;
    let line = command.line;
    for (let i = 0; i < words.length; i += 2) {
      const name = words[i].slice(2), value = words[i + 1];
      if (!words[i].startsWith('--') || value.startsWith('--') ||
          !options[program].options.some(o => o.name === name)) return null;
      line = setOption(line, program, name, value);
    }
    return commandOf(line);
  }

  // Each exercise that names a command gets a button (class run-exercise,
  // data-commands: the JSON list of its lines) that opens, at the
  // exercise's end, a button per command and a panel with the first (run,
  // or waiting for the student's table or value); the exercise's commands
  // in its text fill the same panel.
  for (const div of document.querySelectorAll('div.exercise')) {
    const { commands, links } = exerciseCommands(div);
    if (!commands.length) continue;
    const open = element('button', { type: 'button', class: 'run-exercise',
      text: '\u25B6 run ' + (commands.length > 1 ? 'the ' + commands.length + ' commands of this exercise' : 'this exercise\'s command') + ' here' });
    open.dataset.commands = JSON.stringify(commands.map(c => c.line));
    let panel = null, area = null;
    const buttons = new Map();
    div.runCommand = asked => {
      // a reader of "-" in the text: the exercise's pipe that feeds it
      const command = commands.find(c => c.line === asked.line) ||
        commands.find(c => c.line.endsWith(' | ' + asked.line)) || asked;
      if (!area) {
        area = element('div', { class: 'run-exercise-area' });
        if (commands.length > 1) {
          const row = element('div', { class: 'run-exercise-commands' }, [element('span', { text: 'The commands of this exercise: ' })]);
          for (const c of commands) {
            const b = element('button', { type: 'button', title: c.run ? 'run it' : c.hint }, [element('code', { text: c.line })]);
            b.addEventListener('click', () => div.runCommand(c));
            buttons.set(c.line, b);
            row.appendChild(b);
          }
          area.appendChild(row);
        }
        open.replaceWith(area);
      }
      const program = splitArgs(command.line)[0];
      if (!panel || panel.program !== program) { // a panel of the command's program
        const next = panelFor(program, options[program]);
        if (panel) panel.box.replaceWith(next.box); else area.appendChild(next.box);
        panel = next;
      }
      for (const [line, b] of buttons) b.classList.toggle('run-exercise-current', line === command.line);
      const shown = fill(panel, command);
      panel.box.scrollIntoView({ block: 'nearest' });
      return shown;
    };
    open.addEventListener('click', () => div.runCommand(commands[0]));
    div.appendChild(open);
    for (const [code, command] of links) if (!code.classList.contains('run-command-link')) commandLink(code, command);
  }
  Object.assign(window.coursePrograms, { parseCommand, commandOf });

  // A run named by a URL's query and hash, in its program's panel with the
  // URL's boxes: on load, window.location's; runQuery(search, hash) does
  // the same in a page already open, with a fresh panel, as a new load
  // would have (the page tests run many URLs in one page that way).
  function runQuery(search, hashText, fresh) {
    const query = new URLSearchParams(search);
    const program = query.get('run');
    if (program === null) return null;
    const hash = hashText ? decodeURIComponent(hashText.replace(/^#/, '')) : '';
    const section = hash && document.getElementById(hash);
    let target = panels[program];
    if (target && fresh) { // as on a new load: the appendix's panel with its defaults
      const again = panelFor(program, options[program]);
      target.box.replaceWith(again.box);
      target = panels[program] = again;
    }
    if (section && isProgram(program) && !(section.id === 'sec:prog-' + program) && !inAppendix(section)) {
      // the panel in that section: its run button's place, or after its heading
      let open = null;
      for (let e = section.nextElementSibling; e && !/^H[1-3]$/.test(e.tagName); e = e.nextElementSibling) {
        const b = e.matches('button.run-open') ? e : e.querySelector && e.querySelector('button.run-open');
        if (b && b.dataset.program === program) { open = b; break; }
      }
      target = panelFor(program, options[program]);
      if (open) open.replaceWith(target.box); else section.insertAdjacentElement('afterend', target.box);
    }
    if (!target) { // not one of the programs: a panel at the top says what the run said
      target = panelFor(program, options[program]);
      document.body.insertBefore(target.box, document.body.firstChild);
    }
    const args = query.get('args') || '';
    const first = tokenize(args)[0];
    target.line.value = (first && (isProgram(first.text) || first.pipe)) || !program ? args : (program + (args ? ' ' + args : ''));
    if (query.has('stdin')) target.stdin.value = query.get('stdin');
    for (const [key, value] of query) {
      if (!key.startsWith('file.')) continue;
      const name = key.slice(5);
      if (!target.fileBoxes.has(name)) {
        const box = element('textarea', { rows: '5', cols: '70', class: 'run-file' });
        target.fileBoxes.set(name, box);
        target.files.appendChild(element('label', { text: 'file ' + name }, [element('br'), box]));
      }
      target.fileBoxes.get(name).value = value;
    }
    formFromLine(target);
    const shown = runInto(target, target.line.value);
    target.box.scrollIntoView();
    shown.then(() => target.box.scrollIntoView());
    return shown;
  }
  window.coursePrograms.runQuery = (search, hash) => runQuery(search, hash, true);
  runQuery(window.location.search, window.location.hash, false);
})();
