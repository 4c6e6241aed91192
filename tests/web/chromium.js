// tests/web/chromium.js: headless Chromium driven over the DevTools protocol
// (node's WebSocket: run with --experimental-websocket on node 20), for the
// page tests (pages.js, interact.js, part-*.js).
'use strict';
const { spawn } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');

// One DevTools connection: send(method, params, sessionId) resolves with
// the reply; events collects every event the browser sends.
async function connect(url) {
  const ws = new WebSocket(url);
  await new Promise((resolve, reject) => { ws.onopen = resolve; ws.onerror = reject; });
  let next = 0;
  const waiting = new Map(), events = [];
  ws.onmessage = event => {
    const m = JSON.parse(event.data);
    if (m.id !== undefined && waiting.has(m.id)) { waiting.get(m.id)(m); waiting.delete(m.id); }
    else if (m.method) events.push(m);
  };
  const send = (method, params, sessionId) => new Promise(resolve => {
    const id = ++next;
    waiting.set(id, resolve);
    ws.send(JSON.stringify({ id, method, params: params || {}, sessionId }));
  });
  return { send, events, close: () => ws.close() };
}

// Start Chromium (CHROMIUM, or chromium) with a fresh profile, run
// drive(send, events) over one connection, and exit: 0 when drive
// resolves, 1 with a message prefixed by name when it throws or when
// Chromium cannot be started.
function runChromium(name, drive) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), name + '-'));
  const browser = spawn(process.env.CHROMIUM || 'chromium', ['--headless=new', '--no-sandbox',
    '--disable-gpu', '--no-first-run', '--remote-debugging-port=0', '--user-data-dir=' + profile,
    'about:blank'], { stdio: ['ignore', 'ignore', 'pipe'] });
  const finish = status => {
    browser.kill();
    try { fs.rmSync(profile, { recursive: true, force: true }); } catch (e) { /* ignore */ }
    process.exit(status);
  };
  let log = '', started = false;
  browser.stderr.on('data', chunk => {
    log += chunk;
    const m = log.match(/DevTools listening on (ws:\/\/\S+)/);
    if (m && !started) {
      started = true;
      connect(m[1]).then(async c => { await drive(c.send, c.events); c.close(); })
        .then(() => finish(0), e => { console.error(name + ': ' + (e && e.stack || e)); finish(1); });
    }
  });
  browser.on('exit', code => {
    if (!started) { console.error(name + ': chromium exited (' + code + '): ' + log); process.exit(1); }
  });
}

// A new tab and its DevTools session: evaluate(expression) returns its
// value (an exception in the page throws here), waitFor(expression, ms) its
// first truthy value within ms, or null.
async function newTab(send) {
  const sleep = ms => new Promise(r => setTimeout(r, ms));
  const target = await send('Target.createTarget', { url: 'about:blank' });
  const attached = await send('Target.attachToTarget', { targetId: target.result.targetId, flatten: true });
  const session = attached.result.sessionId;
  const evaluate = async expression => {
    const r = await send('Runtime.evaluate', { returnByValue: true, awaitPromise: true, expression }, session);
    if (r.result && r.result.exceptionDetails) throw new Error(expression.slice(0, 80) + ': ' + JSON.stringify(r.result.exceptionDetails).slice(0, 400));
    return r.result && r.result.result && r.result.result.value;
  };
  const waitFor = async (expression, ms) => {
    for (const end = Date.now() + ms; Date.now() < end; await sleep(50)) {
      const v = await evaluate(expression);
      if (v) return v;
    }
    return null;
  };
  return { session, evaluate, waitFor };
}

module.exports = { runChromium, newTab };
