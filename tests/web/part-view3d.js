// tests/web/part-view3d.js PAGE BUILD OUTDIR: the 3-D view of a multibody
// run in the page (web/view3d.js, and web/runner.js's one run for the
// table and the view), in headless Chromium over the DevTools protocol.
// A scene of a small box near the far corner of a large flat one runs in
// multibody's panel; the checks compare with BUILD/bin/multibody run
// natively on the same scene:
//   - the page runs the program once (the jobs posted to workers, counted
//     by a wrapper installed before the page's scripts), and its table and
//     exit status are the native ones byte for byte;
//   - the view appears; its steps (and the slider's) are the l of the
//     native --show corners, one for one;
//   - Pause holds the step, the step buttons move one shown step;
//   - depth order: where the small box's faces and the large box's top face
//     overlap on the canvas, the canvas has the small box's colour (drawn
//     farthest-face first, the large top face would cover it);
//   - the bodies' names, the ground; dragging turns, the wheel zooms.
// Prints "ok - ..." / "not ok - ..." lines; exit 1 only when the browser
// cannot be driven.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const { execFileSync } = require('child_process');
const { runChromium, newTab } = require('./chromium.js');

const [page, build, outDir] = process.argv.slice(2);
fs.mkdirSync(outDir, { recursive: true });
const sleep = ms => new Promise(r => setTimeout(r, ms));
const report = (ok, what, detail) => {
  console.log((ok ? 'ok - ' : 'not ok - ') + what);
  if (!ok && detail) for (const l of String(detail).split('\n')) console.log('#   ' + l);
};

// The scene: a large flat box L and a small box S standing near L's far
// corner (the first view looks from +x, -y).
const SCENE = 'gravity 0 0 -9.81\nstep 0.01\nnd 4\nground mu 0.5\n' +
  'box L size 4 4 0.3 mass 10 pos 0 0 0.15\n' +
  'box S size 0.6 0.6 0.6 mass 1 pos -1.3 1.3 0.6 vel 0.5 0 0\n';
const ARGS = ['my.scene', '--steps', '40', '--every', '4'];

// The native run: the table, its status, and --show corners' steps.
const native = (() => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'view3d-'));
  fs.writeFileSync(path.join(dir, 'my.scene'), SCENE);
  const bin = path.resolve(build, 'bin', 'multibody');
  const run = args => {
    try { return { out: execFileSync(bin, args, { cwd: dir }), status: 0 }; }
    catch (e) { return { out: e.stdout, status: e.status }; }
  };
  const table = run(ARGS), corners = run(ARGS.concat(['--show', 'corners']));
  const steps = [];
  for (const line of corners.out.toString().split('\n').slice(1)) {
    const l = line.trim().split(/\s+/)[0];
    if (l !== '' && steps[steps.length - 1] !== Number(l)) steps.push(Number(l));
  }
  fs.rmSync(dir, { recursive: true, force: true });
  return { table, steps, cornersStatus: corners.status };
})();

runChromium('part-view3d', async send => {
  const { session, evaluate, waitFor } = await newTab(send);
  await send('Page.enable', {}, session);
  await send('Emulation.setDeviceMetricsOverride', { width: 1000, height: 1000, deviceScaleFactor: 1, mobile: false }, session);
  // every job posted to a worker, before the page's own scripts run
  await send('Page.addScriptToEvaluateOnNewDocument', { source: `(() => {
    window.testJobs = [];
    const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (m, ...rest) {
      if (m && m.stages) window.testJobs.push(m.stages);
      return post.call(this, m, ...rest);
    };
  })()` }, session);
  await send('Page.navigate', { url: 'file://' + path.resolve(page) }, session);
  if (!await waitFor(`document.readyState === 'complete' && !!window.coursePrograms`, 20000)) {
    throw new Error('the page did not load');
  }
  // multibody's panel in appendix C: the scene in its box, the command typed, Run
  const line = 'multibody ' + ARGS.join(' ');
  await evaluate(`(() => {
    let e = document.getElementById('sec:prog-multibody');
    while (e && !e.classList.contains('run-panel')) e = e.nextElementSibling;
    window.testPanel = e;
    e.querySelector('textarea.run-file').value = ${JSON.stringify(SCENE)};
    e.querySelector('.run-line').value = ${JSON.stringify(line)};
    e.scrollIntoView();
    e.querySelector('button.run-run').click();
  })()`);
  const P = 'window.testPanel';
  const status = await waitFor(`${P}.querySelector('.run-output').getAttribute('data-status')`, 15000);
  const shown = await waitFor(`!!${P}.querySelector('.run-view canvas')`, 3000);
  await sleep(300); // a second run, if the page started one, would show now
  const jobs = await evaluate('window.testJobs');
  const pageOut = await evaluate(`${P}.querySelector('.run-output').textContent`);

  report(jobs.length === 1, 'a multibody run in the page is one run of the program (the table and the view)',
    'jobs posted to workers: ' + JSON.stringify(jobs));
  report(String(native.table.status) === status && pageOut === native.table.out.toString() &&
    (await evaluate(`${P}.querySelector('.run-line').value`)) === line,
    'the page\'s table and exit status are the native ones byte for byte, and the line is as typed',
    'page status ' + status + ', native ' + native.table.status + '; the page\'s table:\n' + pageOut.slice(0, 300));
  report(shown, 'the run\'s 3-D view appears under its table');
  if (!shown) return;
  const V = `${P}.querySelector('.run-view')`;
  const steps = await evaluate(`${V}.view3d.steps()`);
  const sliderMax = await evaluate(`Number(${V}.querySelector('input[type=range]').max)`);
  report(native.cornersStatus === 0 && native.steps.length > 2 && JSON.stringify(steps) === JSON.stringify(native.steps) &&
    sliderMax + 1 === native.steps.length,
    'the view\'s steps and its slider are the steps of the native --show corners (' + native.steps.length + ')',
    'view ' + JSON.stringify(steps) + ', slider max ' + sliderMax + ', native ' + JSON.stringify(native.steps));

  // Pause holds the step; the step buttons move by one shown step.
  const buttons = `Array.from(${V}.querySelectorAll('button'))`;
  await evaluate(`${buttons}.find(b => b.textContent === 'Pause').click()`);
  const held = await evaluate(`${V}.dataset.step`);
  await sleep(400);
  const heldLater = await evaluate(`${V}.dataset.step`);
  await evaluate(`${V}.view3d.setFrame(3)`);
  await evaluate(`${buttons}.find(b => /step \u25B6/.test(b.textContent)).click()`);
  const stepped = await evaluate(`${V}.dataset.step`);
  await evaluate(`${buttons}.find(b => /\u25C0 step/.test(b.textContent)).click()`);
  await evaluate(`${buttons}.find(b => /\u25C0 step/.test(b.textContent)).click()`);
  const backed = await evaluate(`${V}.dataset.step`);
  const readout = await evaluate(`${V}.querySelector('.run-view-time').textContent`);
  report(held === heldLater && (await evaluate(`${V}.dataset.playing`)) === 'false' &&
    stepped === String(native.steps[4]) && backed === String(native.steps[2]) &&
    readout.includes('l = ' + native.steps[2]),
    'Pause holds the shown step; step forward and back move one shown step',
    `paused at ${held}, then ${heldLater}; from frame 3 forward: l = ${stepped} (want ${native.steps[4]}), ` +
    `two back: l = ${backed} (want ${native.steps[2]}); readout "${readout}"`);

  // Depth order, at the start, looking down more steeply: every sampled
  // pixel inside both a face of S and the top face of L is S's colour.
  await evaluate(`${V}.view3d.setFrame(0)`);
  await evaluate(`${V}.view3d.setCamera({ azimuth: -Math.PI / 3, elevation: 0.7, zoom: 1 })`);
  const depth = await evaluate(`(() => {
    const view = ${V}.view3d, canvas = ${V}.querySelector('canvas');
    const g = canvas.getContext('2d'), s = view.scale, faces = view.drawn();
    const inside = (q, x, y, margin) => { // convex polygon, either winding, margin px inside
      let sign = 0;
      for (let i = 0; i < q.length; i++) {
        const a = q[i], b = q[(i + 1) % q.length], len = Math.hypot(b[0] - a[0], b[1] - a[1]);
        const c = ((b[0] - a[0]) * (y - a[1]) - (b[1] - a[1]) * (x - a[0])) / len;
        if (Math.abs(c) < margin) return false;
        if (sign && Math.sign(c) !== sign) return false;
        sign = Math.sign(c);
      }
      return true;
    };
    const top = faces.find(f => f.body === 'L' && f.normal[2] > 0.99);
    const small = faces.filter(f => f.body === 'S');
    const label = view.labels().find(l => l.name === 'S');
    let checked = 0, wrong = [];
    for (const f of small) for (let x = 0; x < canvas.width / s; x += 2) for (let y = 0; y < canvas.height / s; y += 2) {
      if (!inside(f.points, x, y, 2) || !top || !inside(top.points, x, y, 2)) continue;
      if (label && Math.abs(x - label.x) < 12 && Math.abs(y - label.y) < 8) continue; // the name
      const p = g.getImageData(Math.round(x * s), Math.round(y * s), 1, 1).data;
      checked++;
      if (Math.abs(p[0] - f.rgb[0]) + Math.abs(p[1] - f.rgb[1]) + Math.abs(p[2] - f.rgb[2]) > 3) wrong.push([x, y, Array.from(p.slice(0, 3)), f.rgb]);
    }
    return { checked, wrong: wrong.slice(0, 5), wrongCount: wrong.length, top: !!top, small: small.length, faces: faces.length,
             differ: top && small.every(f => f.rgb.join() !== top.rgb.join()) };
  })()`);
  report(depth.faces === 6 && depth.small === 3,
    'only the faces turned to the eye are drawn (3 a box, seen from above and off the axes)', JSON.stringify(depth));
  report(depth.top && depth.small >= 2 && depth.differ && depth.checked >= 50 && depth.wrongCount === 0,
    'depth order: where the small box and the large box\'s top overlap on the canvas, the small box is seen (' + depth.checked + ' pixels)',
    JSON.stringify(depth));

  const labels = await evaluate(`${V}.view3d.labels().map(l => l.name).sort().join(' ')`);
  report(labels === 'L S' && (await evaluate(`${V}.view3d.ground`)) === true,
    'each body\'s name is drawn, and the ground (the scene has it)', 'names: ' + labels);

  // Dragging turns the view (0.01 rad a pixel), the wheel zooms; the picture changes.
  const picture = `${V}.querySelector('canvas').toDataURL()`;
  const before = await evaluate(picture);
  const box = await evaluate(`(() => { ${V}.scrollIntoView({ block: 'center' });
    const r = ${V}.querySelector('canvas').getBoundingClientRect();
    return [r.left + r.width / 2, r.top + r.height / 2]; })()`);
  const mouse = (type, x, y, extra) => send('Input.dispatchMouseEvent', Object.assign({ type, x, y, button: 'left',
    buttons: type === 'mouseReleased' ? 0 : 1, clickCount: 1 }, extra || {}), session);
  await mouse('mousePressed', box[0], box[1]);
  for (let dx = 10; dx <= 80; dx += 10) await mouse('mouseMoved', box[0] + dx, box[1]);
  await mouse('mouseReleased', box[0] + 80, box[1]);
  const turned = await evaluate(`${V}.view3d.camera()`);
  const afterTurn = await evaluate(picture);
  await send('Input.dispatchMouseEvent', { type: 'mouseWheel', x: box[0], y: box[1], deltaX: 0, deltaY: -200 }, session);
  await sleep(100);
  const zoomed = await evaluate(`${V}.view3d.camera()`);
  const afterZoom = await evaluate(picture);
  report(Math.abs(turned.azimuth - (-Math.PI / 3 - 0.8)) < 1e-9 && afterTurn !== before &&
    Math.abs(zoomed.zoom - Math.exp(0.3)) < 1e-9 && afterZoom !== afterTurn,
    'dragging 80 pixels turns the view by 0.8 rad, the wheel zooms in, and the picture changes each time',
    'camera after the drag ' + JSON.stringify(turned) + ', after the wheel ' + JSON.stringify(zoomed));
  const shot = await send('Page.captureScreenshot', { format: 'png', clip: Object.assign(
    await evaluate(`(() => { const r = ${V}.getBoundingClientRect(); return { x: r.left + scrollX, y: r.top + scrollY, width: r.width, height: r.height, scale: 1 }; })()`)) }, session);
  if (shot.result) fs.writeFileSync(path.join(outDir, 'view.png'), Buffer.from(shot.result.data, 'base64'));
});
