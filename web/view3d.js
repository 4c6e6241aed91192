// web/view3d.js: a multibody run as a 3-D view in the page.
//
// window.courseView3d(text, options) takes the rows of `multibody --show
// corners` (l t body corner x y z; corner - 1 has the box frame's signs in
// its bits x, y, z) and returns a <div class="run-view">: a canvas and its
// controls (play/pause, a step back and forward, a slider over the shown
// steps with t and l, the bodies' names on or off), or null when the text
// has no such rows.  options.ground: true or false when the caller knows
// whether the scene has the ground z = 0 (undefined: drawn when a box
// touches z = 0 at the start).
//
// Drawing: perspective, centred on the boxes of the whole run; drag to
// turn about that centre, the wheel zooms, a double-click goes back to the
// first view.  The ground is a tinted grid with the boxes' shadows.  Boxes
// are convex, so of each only the faces turned to the eye are drawn; two
// boxes are ordered by a plane that separates them (a face plane of one,
// or the plane of an edge of each): the one on the eye's side is drawn
// later.  Faces are lit by their normal; each box's name is drawn at its
// centre.
//
// The element's `view3d` property (and its data-frames, data-frame,
// data-step, data-playing attributes) give the state to scripts: frames,
// steps(), frame(), setFrame(k), play(), pause(), camera(), setCamera({azimuth,
// elevation, zoom}), project(point) (canvas pixels), drawn() (the faces in
// the order drawn: body, normal, points on the canvas, rgb) and labels().
'use strict';
(function () {
  function element(tag, attrs, text) {
    const e = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) e.setAttribute(k, v);
    if (text !== undefined) e.textContent = text;
    return e;
  }

  // ------------------------------------------------------------ vectors
  const sub = (a, b) => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
  const dot = (a, b) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
  const cross = (a, b) => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
  const norm = a => Math.hypot(a[0], a[1], a[2]);
  const unit = a => { const n = norm(a) || 1; return [a[0] / n, a[1] / n, a[2] / n]; };

  // -------------------------------------------------------------- reading
  // The frames of a --show corners table: [{l, t, corners: [body][v] =
  // [x, y, z]}] and the bodies' names in the table's order; null when the
  // text is not such a table.
  function readCorners(text) {
    let at = 0, header = null;
    const frames = [], names = [], index = new Map();
    while (at < text.length) {
      let end = text.indexOf('\n', at);
      if (end < 0) end = text.length;
      const line = text.slice(at, end).trim();
      at = end + 1;
      if (!line || line.startsWith('#')) continue;
      const c = line.split(/\s+/);
      if (header === null) {
        header = c.join(' ');
        if (header !== 'l t body corner x y z') return null;
        continue;
      }
      if (c.length !== 7) continue;
      const l = Number(c[0]), v = Number(c[3]) - 1;
      if (!(v >= 0 && v < 8)) continue;
      let frame = frames[frames.length - 1];
      if (!frame || frame.l !== l) { frame = { l, t: Number(c[1]), corners: [] }; frames.push(frame); }
      if (!index.has(c[2])) { index.set(c[2], names.length); names.push(c[2]); }
      const k = index.get(c[2]);
      if (!frame.corners[k]) frame.corners[k] = [];
      frame.corners[k][v] = [Number(c[4]), Number(c[5]), Number(c[6])];
    }
    for (const f of frames) {
      f.corners = f.corners.map(b => (b && b.length === 8 && b.every(p => p && p.every(Number.isFinite)) ? b : null));
    }
    return frames.length ? { frames, names } : null;
  }

  // The faces of a box by its corners' indices v (bit 0 x, bit 1 y, bit 2 z).
  const FACES = [[0, 2, 6, 4], [1, 3, 7, 5], [0, 1, 5, 4], [2, 3, 7, 6], [0, 1, 3, 2], [4, 5, 7, 6]];

  // A box of one frame: its corners, centre, edge directions and faces
  // with their outward normals.
  function boxOf(corners, body) {
    const centre = [0, 0, 0];
    for (const p of corners) for (let i = 0; i < 3; i++) centre[i] += p[i] / 8;
    const edges = [sub(corners[1], corners[0]), sub(corners[2], corners[0]), sub(corners[4], corners[0])];
    const faces = FACES.map(f => {
      const mid = [0, 0, 0];
      for (const v of f) for (let i = 0; i < 3; i++) mid[i] += corners[v][i] / 4;
      return { corners: f, mid, normal: unit(sub(mid, centre)) };
    });
    return { body, corners, centre, axes: edges.map(unit), size: Math.min(...edges.map(norm)), faces };
  }

  // ------------------------------------------------------------- the camera
  // Centre and radius of everything the run shows.
  function extentOf(frames) {
    const lo = [Infinity, Infinity, Infinity], hi = [-Infinity, -Infinity, -Infinity];
    for (const f of frames) for (const b of f.corners) if (b) for (const p of b) {
      for (let i = 0; i < 3; i++) { lo[i] = Math.min(lo[i], p[i]); hi[i] = Math.max(hi[i], p[i]); }
    }
    const centre = lo.map((v, i) => (v + hi[i]) / 2);
    return { lo, hi, centre, radius: Math.max(norm(sub(hi, lo)) / 2, 1e-3) };
  }

  const FOV = 35 * Math.PI / 180;

  // The projection for a camera {azimuth, elevation, zoom} about the
  // extent on a canvas of width W, height H: eye, and project(p) =
  // [x, y, depth] (depth along the line of sight).
  function cameraFor(cam, extent, W, H) {
    const dist = extent.radius / Math.sin(FOV / 2);
    const ce = Math.cos(cam.elevation);
    const eye = [extent.centre[0] + dist * ce * Math.cos(cam.azimuth),
      extent.centre[1] + dist * ce * Math.sin(cam.azimuth), extent.centre[2] + dist * Math.sin(cam.elevation)];
    const forward = unit(sub(extent.centre, eye));
    const right = unit(cross(forward, [0, 0, 1]));
    const up = cross(right, forward);
    const focal = cam.zoom * (Math.min(W, H) / 2) / Math.tan(FOV / 2);
    const project = p => {
      const d = sub(p, eye), z = dot(d, forward);
      return [W / 2 + focal * dot(d, right) / z, H / 2 - focal * dot(d, up) / z, z];
    };
    return { eye, project, near: dist * 0.05 };
  }

  // A polygon's points in front of the camera (cut at depth near).
  function clipNear(points, camera) {
    const out = [];
    const z = points.map(p => camera.project(p)[2]);
    for (let i = 0; i < points.length; i++) {
      const j = (i + 1) % points.length, a = points[i], b = points[j];
      const ina = z[i] >= camera.near, inb = z[j] >= camera.near;
      if (ina) out.push(a);
      if (ina !== inb) {
        const s = (camera.near - z[i]) / (z[j] - z[i]);
        out.push([a[0] + s * (b[0] - a[0]), a[1] + s * (b[1] - a[1]), a[2] + s * (b[2] - a[2])]);
      }
    }
    return out;
  }

  // ------------------------------------------------------------ the order
  // Which of boxes a and b may hide the other: 1 when b is to be drawn
  // after a, -1 when before, 0 when no plane separates them (they
  // overlap by more than a fiftieth of the smaller one).  A separating
  // plane: along one of 15 axes (each box's 3 edge directions, and the
  // cross products of one edge of each) the boxes' extents do not
  // overlap; the box on the eye's side of it is in front.
  function order(a, b, eye) {
    const axes = a.axes.concat(b.axes);
    for (const u of a.axes) for (const v of b.axes) {
      const c = cross(u, v);
      if (norm(c) > 1e-6) axes.push(unit(c));
    }
    let best = -Infinity, plane = 0, sign = 0;
    for (const n of axes) {
      let a0 = Infinity, a1 = -Infinity, b0 = Infinity, b1 = -Infinity;
      for (const p of a.corners) { const s = dot(n, p); a0 = Math.min(a0, s); a1 = Math.max(a1, s); }
      for (const p of b.corners) { const s = dot(n, p); b0 = Math.min(b0, s); b1 = Math.max(b1, s); }
      if (b0 - a1 > best) { best = b0 - a1; plane = dot(n, eye) - (a1 + b0) / 2; sign = 1; }
      if (a0 - b1 > best) { best = a0 - b1; plane = dot(n, eye) - (a0 + b1) / 2; sign = -1; }
    }
    if (best < -0.02 * Math.min(a.size, b.size)) return 0;
    // sign 1: a below the plane, b above; the eye above: b in front
    return plane === 0 ? 0 : (plane > 0 ? sign : -sign);
  }

  // The boxes in the order to draw them: b after a where b may hide a
  // (only pairs whose pictures overlap matter), otherwise the farthest
  // first; a cycle (boxes that overlap) is broken at the farthest box.
  function drawOrder(boxes, camera) {
    const n = boxes.length, after = boxes.map(() => []), before = new Array(n).fill(0);
    for (const b of boxes) {
      const q = b.corners.map(camera.project);
      b.screen = [Math.min(...q.map(p => p[0])), Math.max(...q.map(p => p[0])),
        Math.min(...q.map(p => p[1])), Math.max(...q.map(p => p[1]))];
      b.far = Math.max(...q.map(p => p[2]));
    }
    for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) {
      const a = boxes[i].screen, c = boxes[j].screen;
      if (a[1] < c[0] || c[1] < a[0] || a[3] < c[2] || c[3] < a[2]) continue;
      const o = order(boxes[i], boxes[j], camera.eye);
      if (o > 0) { after[i].push(j); before[j]++; } else if (o < 0) { after[j].push(i); before[i]++; }
    }
    const done = new Array(n).fill(false), list = [];
    for (let k = 0; k < n; k++) {
      let pick = -1;
      for (let i = 0; i < n; i++) {
        if (!done[i] && before[i] === 0 && (pick < 0 || boxes[i].far > boxes[pick].far)) pick = i;
      }
      if (pick < 0) for (let i = 0; i < n; i++) if (!done[i] && (pick < 0 || boxes[i].far > boxes[pick].far)) pick = i;
      done[pick] = true;
      list.push(boxes[pick]);
      for (const j of after[pick]) before[j]--;
    }
    return list;
  }

  // ------------------------------------------------------------ colours
  // An HSL colour as [r, g, b] bytes (so that the canvas holds exactly it).
  function hsl(h, s, l) {
    const a = s * Math.min(l, 1 - l);
    const f = k => { const m = (k + h / 30) % 12; return Math.round(255 * (l - a * Math.max(-1, Math.min(m - 3, 9 - m, 1)))); };
    return [f(0), f(8), f(4)];
  }
  const LIGHT = unit([0.35, -0.55, 1]);
  // Body k's face with outward normal n, lit from LIGHT.
  function faceColour(k, n) {
    const shade = 0.35 + 0.65 * Math.max(0, dot(n, LIGHT));
    return hsl((k * 137.508) % 360, 0.55, 0.25 + 0.45 * shade);
  }

  // A "nice" grid spacing: 1, 2 or 5 times a power of ten, about span/10.
  function spacing(span) {
    const raw = span / 10, p = Math.pow(10, Math.floor(Math.log10(raw)));
    return [1, 2, 5, 10].map(m => m * p).find(s => s >= raw);
  }

  // The convex hull of points (x, y), counter-clockwise.
  function hull(points) {
    const p = points.slice().sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    const turn = (o, a, b) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
    const half = list => {
      const h = [];
      for (const q of list) {
        while (h.length >= 2 && turn(h[h.length - 2], h[h.length - 1], q) <= 0) h.pop();
        h.push(q);
      }
      h.pop();
      return h;
    };
    return half(p).concat(half(p.slice().reverse()));
  }

  // ------------------------------------------------------------- the view
  const W = 640, H = 400;
  const FIRST = { azimuth: -Math.PI / 3, elevation: 0.35, zoom: 1 };

  // The first view's zoom: the boxes of the run (at most 100 of its
  // frames) fill nine tenths of the canvas, seen from FIRST.
  function fittingZoom(frames, extent) {
    const camera = cameraFor(FIRST, extent, W, H);
    let most = 0;
    const every = Math.max(1, Math.floor(frames.length / 100));
    for (let i = 0; i < frames.length; i += every) for (const b of frames[i].corners) if (b) for (const p of b) {
      const q = camera.project(p);
      most = Math.max(most, Math.abs(q[0] - W / 2) / (W / 2), Math.abs(q[1] - H / 2) / (H / 2));
    }
    return most > 0 ? Math.max(0.3, Math.min(30, 0.9 / most)) : 1;
  }

  // The view of a --show corners table (see the head comment).
  function view3d(text, options) {
    const run = readCorners(text);
    if (!run) return null;
    const { frames, names } = run;
    const extent = extentOf(frames);
    const first = frames[0].corners.filter(Boolean);
    const lowest = Math.min(...first.map(b => Math.min(...b.map(p => p[2]))));
    const ground = options && typeof options.ground === 'boolean' ? options.ground :
      Math.abs(lowest) <= 1e-3 * extent.radius;
    const dpr = Math.max(1, Math.min(3, window.devicePixelRatio || 1));
    const canvas = element('canvas', { width: String(Math.round(W * dpr)), height: String(Math.round(H * dpr)),
      title: 'drag to turn, the wheel zooms, a double-click goes back to the first view' });
    const g = canvas.getContext('2d');
    const box = element('div', { class: 'run-view' });
    const controls = element('div', { class: 'run-view-controls' });
    const playButton = element('button', { type: 'button' }, 'Pause');
    const back = element('button', { type: 'button', title: 'one shown step back' }, '\u25C0 step');
    const forward = element('button', { type: 'button', title: 'one shown step forward' }, 'step \u25B6');
    const slider = element('input', { type: 'range', min: '0', max: String(frames.length - 1), step: '1', value: '0',
      'aria-label': 'the shown step' });
    const readout = element('span', { class: 'run-view-time' });
    const namesBox = element('input', { type: 'checkbox' });
    namesBox.checked = true;
    const namesLabel = element('label', {});
    namesLabel.append(namesBox, ' names');
    controls.append(playButton, back, forward, slider, readout, namesLabel);
    box.append(canvas, controls, element('div', { class: 'run-view-hint' },
      'Drag to turn the view, the wheel zooms, a double-click goes back to the first view.'));

    const firstView = Object.assign({}, FIRST, { zoom: fittingZoom(frames, extent) });
    let cam = Object.assign({}, firstView), k = 0, playing = frames.length > 1, drawn = [], labels = [];
    let clockStart = 0, clockFrame = 0;

    // One frame: the ground, the shadows, the boxes in order, the names.
    function draw() {
      const camera = cameraFor(cam, extent, W, H);
      g.setTransform(dpr, 0, 0, dpr, 0, 0);
      g.fillStyle = '#fbfbf8';
      g.fillRect(0, 0, W, H);
      const frame = frames[k];
      const boxes = [];
      frame.corners.forEach((c, i) => { if (c) { const b = boxOf(c, i); boxes.push(b); } });
      const polygon = (points, fill, stroke) => {
        const q = points.map(camera.project);
        g.beginPath();
        q.forEach((p, i) => (i ? g.lineTo(p[0], p[1]) : g.moveTo(p[0], p[1])));
        g.closePath();
        if (fill) { g.fillStyle = fill; g.fill(); }
        if (stroke) { g.strokeStyle = stroke; g.stroke(); }
        return q;
      };
      if (ground) {
        const r = Math.max(Math.max(extent.hi[0] - extent.lo[0], extent.hi[1] - extent.lo[1]) * 0.65 + 0.35 * extent.radius,
          extent.radius);
        const cx = extent.centre[0], cy = extent.centre[1], s = spacing(2 * r);
        const x0 = Math.floor((cx - r) / s) * s, x1 = Math.ceil((cx + r) / s) * s;
        const y0 = Math.floor((cy - r) / s) * s, y1 = Math.ceil((cy + r) / s) * s;
        g.lineWidth = 1;
        polygon(clipNear([[x0, y0, 0], [x1, y0, 0], [x1, y1, 0], [x0, y1, 0]], camera), '#e6eadf');
        for (let x = x0; x <= x1 + s / 2; x += s) {
          const line = clipNear([[x, y0, 0], [x, y1, 0]], camera);
          if (line.length >= 2) polygon(line.slice(0, 2), null, Math.abs(x) < s / 2 ? '#a9b09c' : '#cdd3c3');
        }
        for (let y = y0; y <= y1 + s / 2; y += s) {
          const line = clipNear([[x0, y, 0], [x1, y, 0]], camera);
          if (line.length >= 2) polygon(line.slice(0, 2), null, Math.abs(y) < s / 2 ? '#a9b09c' : '#cdd3c3');
        }
        g.beginPath(); // the shadows (straight down) as one path: no darker where they overlap
        for (const b of boxes) {
          const shadow = clipNear(hull(b.corners.map(p => [p[0], p[1]])).map(p => [p[0], p[1], 0]), camera);
          shadow.map(camera.project).forEach((p, i) => (i ? g.lineTo(p[0], p[1]) : g.moveTo(p[0], p[1])));
          g.closePath();
        }
        g.fillStyle = 'rgba(40, 50, 30, 0.16)';
        g.fill('nonzero');
      }
      drawn = [];
      g.lineJoin = 'round';
      for (const b of drawOrder(boxes, camera)) {
        for (const f of b.faces) {
          if (dot(f.normal, sub(camera.eye, f.mid)) <= 0) continue; // turned away
          const rgb = faceColour(b.body, f.normal);
          const q = polygon(f.corners.map(v => b.corners[v]), 'rgb(' + rgb.join(',') + ')', 'rgba(20, 20, 20, 0.6)');
          drawn.push({ body: names[b.body], normal: f.normal, points: q.map(p => [p[0], p[1]]), rgb });
        }
      }
      labels = [];
      if (namesBox.checked) {
        g.font = '11px sans-serif';
        g.textAlign = 'center';
        g.textBaseline = 'middle';
        g.lineWidth = 3;
        g.strokeStyle = 'rgba(255, 255, 255, 0.85)';
        g.fillStyle = '#111';
        for (const b of boxes) {
          const p = camera.project(b.centre);
          g.strokeText(names[b.body], p[0], p[1]);
          g.fillText(names[b.body], p[0], p[1]);
          labels.push({ name: names[b.body], x: p[0], y: p[1] });
        }
        g.lineWidth = 1;
      }
      readout.textContent = 't = ' + frame.t + ' s, step l = ' + frame.l + ' (' + (k + 1) + ' of ' + frames.length + ')';
      slider.value = String(k);
      box.dataset.frame = String(k);
      box.dataset.step = String(frame.l);
      box.dataset.playing = String(playing);
      box.dataset.camera = [cam.azimuth, cam.elevation, cam.zoom].map(v => v.toFixed(4)).join(' ');
    }

    // Playing: the frame whose t the clock has reached (real time), looped
    // with a second's rest at the end.
    const duration = frames[frames.length - 1].t - frames[0].t;
    function tick(now) {
      if (!canvas.isConnected) { playing = false; return; } // the view was replaced
      if (!playing) return;
      const t = frames[clockFrame].t + (now - clockStart) / 1000;
      if (t > frames[frames.length - 1].t + 1 || !(duration > 0)) {
        clockFrame = 0; clockStart = now;
        k = 0;
      } else {
        let lo = 0, hi = frames.length - 1;
        while (lo < hi) { const mid = (lo + hi + 1) >> 1; if (frames[mid].t <= t) lo = mid; else hi = mid - 1; }
        k = lo;
      }
      draw();
      requestAnimationFrame(tick);
    }
    function play() {
      if (frames.length < 2) return;
      if (k === frames.length - 1) k = 0;
      playing = true; playButton.textContent = 'Pause';
      clockFrame = k; clockStart = performance.now();
      draw();
      requestAnimationFrame(tick);
    }
    function pause() { playing = false; playButton.textContent = 'Play'; draw(); }
    function setFrame(i) { k = Math.max(0, Math.min(frames.length - 1, i)); draw(); }

    playButton.addEventListener('click', () => (playing ? pause() : play()));
    back.addEventListener('click', () => { pause(); setFrame(k - 1); });
    forward.addEventListener('click', () => { pause(); setFrame(k + 1); });
    slider.addEventListener('input', () => { pause(); setFrame(Number(slider.value)); });
    namesBox.addEventListener('change', draw);

    // Turning by dragging, zooming by the wheel, the first view again by a
    // double-click.
    let dragFrom = null;
    canvas.addEventListener('pointerdown', e => {
      dragFrom = [e.clientX, e.clientY];
      canvas.setPointerCapture(e.pointerId);
    });
    canvas.addEventListener('pointermove', e => {
      if (!dragFrom) return;
      cam.azimuth -= (e.clientX - dragFrom[0]) * 0.01;
      cam.elevation = Math.max(0.05, Math.min(1.55, cam.elevation + (e.clientY - dragFrom[1]) * 0.01));
      dragFrom = [e.clientX, e.clientY];
      if (!playing) draw();
    });
    const release = () => { dragFrom = null; };
    canvas.addEventListener('pointerup', release);
    canvas.addEventListener('pointercancel', release);
    canvas.addEventListener('wheel', e => {
      e.preventDefault();
      cam.zoom = Math.max(0.3, Math.min(30, cam.zoom * Math.exp(-e.deltaY * 0.0015)));
      if (!playing) draw();
    }, { passive: false });
    canvas.addEventListener('dblclick', () => { cam = Object.assign({}, firstView); if (!playing) draw(); });

    box.view3d = {
      frames: frames.length,
      ground,
      steps: () => frames.map(f => f.l),
      frame: () => k,
      setFrame: i => { pause(); setFrame(i); },
      play, pause,
      camera: () => Object.assign({}, cam),
      setCamera: c => { Object.assign(cam, c); draw(); },
      project: p => cameraFor(cam, extent, W, H).project(p).slice(0, 2),
      drawn: () => drawn,
      labels: () => labels,
      scale: dpr,
    };
    box.dataset.frames = String(frames.length);
    draw();
    if (playing) play(); else playButton.textContent = 'Play';
    return box;
  }

  window.courseView3d = view3d;
})();
