// tests/web/pages.js PAGE CASES OUTDIR: open PAGE?QUERY in headless Chromium
// for each line "NAME<TAB>QUERY" of CASES, wait for the run the URL names,
// and write the text of <pre id="run-output"> to OUTDIR/NAME.out and its
// data-status to OUTDIR/NAME.status.  One browser for all the pages (in
// TABS tabs side by side, 2 unless set), driven over the DevTools protocol (node's WebSocket: run with
// --experimental-websocket on node 20).  Exit status 1 if Chromium cannot
// be started; a page that never shows its run gets status "timeout".
'use strict';
const fs = require('fs');
const path = require('path');

const { readCases, caseUrl, resultScript, writeResult, PAGE_TIMEOUT_MS } = require('./cases.js');
const { runChromium } = require('./chromium.js');

const [page, casesFile, outDir] = process.argv.slice(2);
const cases = readCases(casesFile);
runChromium('pages', drive);

async function drive(send) {
  // Two tabs side by side (the page's layout is the cost, one core each).
  const tabs = Number(process.env.TABS || 2);
  const queues = Array.from({ length: tabs }, (_, k) => cases.filter((c, i) => i % tabs === k));
  await Promise.all(queues.map(queue => runTab(send, queue)));
}

// Open each case of the queue in one tab, in turn.
async function runTab(send, queue) {
  const target = await send('Target.createTarget', { url: 'about:blank' });
  const attached = await send('Target.attachToTarget', { targetId: target.result.targetId, flatten: true });
  const session = attached.result.sessionId;
  const shots = process.env.SCREENSHOTS; // a folder: also NAME.png of each page, a second after its run
  if (shots) await send('Emulation.setDeviceMetricsOverride', { width: 1000, height: 1300,
    deviceScaleFactor: 1, mobile: false }, session);
  for (const c of queue) {
    await send('Page.navigate', { url: caseUrl(page, c) }, session);
    const started = Date.now();
    let result = null;
    while (!result && Date.now() - started < PAGE_TIMEOUT_MS) {
      await new Promise(r => setTimeout(r, 50));
      const r = await send('Runtime.evaluate', { returnByValue: true,
        expression: `(() => { ${resultScript(c)} })()` }, session);
      result = r.result && r.result.result && r.result.result.value;
    }
    if (shots && result) {
      await new Promise(r => setTimeout(r, 1500));
      const shot = await send('Page.captureScreenshot', { format: 'png' }, session);
      fs.writeFileSync(path.join(shots, c.name + '.png'), Buffer.from(shot.result.data, 'base64'));
    }
    writeResult(outDir, c, result);
  }
}
