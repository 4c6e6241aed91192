// web/view3d.js: a multibody run as a 3-D view in the page (web/runner.js
// calls window.courseView3d(text) with the --show corners table; null where
// there is nothing to draw).
'use strict';
(function () {
  function element(tag, attrs) {
    const e = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) e.setAttribute(k, v);
    return e;
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

  window.courseView3d = view3d;
})();
