// tests/web/firefox.js PAGE CASES OUTDIR: the same as pages.js, in headless
// Firefox (firefox-esr), driven over its Marionette protocol (length-prefixed
// JSON on a local port): open PAGE?QUERY for each line "NAME<TAB>QUERY" of
// CASES and write <pre id="run-output">'s text and data-status to
// OUTDIR/NAME.out and OUTDIR/NAME.status.  Exit status 1 if Firefox cannot
// be started or driven.
'use strict';
const { spawn } = require('child_process');
const fs = require('fs');
const net = require('net');
const os = require('os');
const path = require('path');

const { readCases, caseUrl, resultScript, writeResult, PAGE_TIMEOUT_MS } = require('./cases.js');

const [page, casesFile, outDir] = process.argv.slice(2);
const cases = readCases(casesFile);
const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'firefox-'));
const port = 20000 + (process.pid % 20000);
fs.writeFileSync(path.join(profile, 'user.js'), `user_pref("marionette.port", ${port});\n`);
const browser = spawn(process.env.FIREFOX || 'firefox-esr',
  ['--headless', '--marionette', '--no-remote', '--profile', profile], { stdio: 'ignore' });

function finish(status) {
  browser.kill();
  try { fs.rmSync(profile, { recursive: true, force: true }); } catch (e) { /* ignore */ }
  process.exit(status);
}

// Connect to Marionette once Firefox listens (up to 30 s).
function connect(tries) {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
    socket.on('error', e => (tries > 0 ? setTimeout(() => connect(tries - 1).then(resolve, reject), 200)
                                       : reject(e)));
  });
}

async function drive() {
  const socket = await connect(150);
  let buffer = Buffer.alloc(0), next = 0, greeted;
  const greeting = new Promise(resolve => { greeted = resolve; });
  const waiting = new Map();
  socket.on('data', data => {
    buffer = Buffer.concat([buffer, data]);
    for (;;) { // messages are "LENGTH:JSON", LENGTH in bytes
      const colon = buffer.indexOf(':');
      if (colon < 0) break;
      const length = Number(buffer.subarray(0, colon).toString());
      if (buffer.length < colon + 1 + length) break;
      const message = JSON.parse(buffer.subarray(colon + 1, colon + 1 + length).toString());
      buffer = buffer.subarray(colon + 1 + length);
      if (!Array.isArray(message)) greeted(message);
      else if (waiting.has(message[1])) { waiting.get(message[1])(message); waiting.delete(message[1]); }
    }
  });
  await greeting;
  const send = (command, params) => new Promise(resolve => {
    const id = ++next, body = JSON.stringify([0, id, command, params || {}]);
    waiting.set(id, resolve);
    socket.write(Buffer.byteLength(body) + ':' + body);
  });
  await send('WebDriver:NewSession', {});
  for (const c of cases) {
    await send('WebDriver:Navigate', { url: caseUrl(page, c) });
    const started = Date.now();
    let result = null;
    while (!result && Date.now() - started < PAGE_TIMEOUT_MS) {
      await new Promise(r => setTimeout(r, 50));
      const reply = await send('WebDriver:ExecuteScript', { args: [], script: resultScript(c) });
      result = reply[3] && reply[3].value;
    }
    writeResult(outDir, c, result);
  }
  socket.end();
}

drive().then(() => finish(0), e => { console.error('firefox: ' + (e && e.stack || e)); finish(1); });
