// tests/web/pages.js PAGE CASES OUTDIR: the run of PAGE?QUERY in headless
// Chromium for each line "NAME<TAB>QUERY" of CASES (runTab: the first of a
// tab opened, the others read in that page), wait for the run the URL names,
// and write the text of <pre id="run-output"> to OUTDIR/NAME.out and its
// data-status to OUTDIR/NAME.status.  One browser for all the pages (in
// TABS tabs side by side, 2 unless set), driven over the DevTools protocol (node's WebSocket: run with
// --experimental-websocket on node 20).  Exit status 1 if Chromium cannot
// be started; a page that never shows its run gets status "timeout".
'use strict';
const fs = require('fs');
const path = require('path');

const { readCases, caseUrl, resultScript, writeResult, PAGE_TIMEOUT_MS } = require('./cases.js');
const { runChromium, newTab } = require('./chromium.js');

const [page, casesFile, outDir] = process.argv.slice(2);
const cases = readCases(casesFile);
runChromium('pages', drive);

async function drive(send) {
  // Two tabs side by side (the page's layout is the cost, one core each).
  const tabs = Number(process.env.TABS || 2);
  const queues = Array.from({ length: tabs }, (_, k) => cases.filter((c, i) => i % tabs === k));
  await Promise.all(queues.map(queue => runTab(send, queue)));
}

// The queue's cases in one tab, in turn: the first by opening its URL, the
// others in that page, by the page's own reading of a URL
// (coursePrograms.runQuery: the same code, with a fresh panel, as a new
// load), which spares the browser laying out the whole book again for
// each.  PAGES_EACH=1: every case by opening its URL.
async function runTab(send, queue) {
  const { session } = await newTab(send);
  // its own evaluate: a page's exception is a case without a result here,
  // not the end of the tab's queue (newTab's evaluate throws)
  const evaluate = async expression => {
    const r = await send('Runtime.evaluate', { returnByValue: true, awaitPromise: true, expression }, session);
    return r.result && r.result.result && r.result.result.value;
  };
  const shots = process.env.SCREENSHOTS; // a folder: also NAME.png of each page, a second after its run
  if (shots) await send('Emulation.setDeviceMetricsOverride', { width: 1000, height: 1300,
    deviceScaleFactor: 1, mobile: false }, session);
  let opened = false;
  for (const c of queue) {
    let result = null;
    if (!opened || process.env.PAGES_EACH) {
      await send('Page.navigate', { url: caseUrl(page, c) }, session);
      const started = Date.now();
      while (!result && Date.now() - started < PAGE_TIMEOUT_MS) {
        await new Promise(r => setTimeout(r, 50));
        result = await evaluate(`(() => { ${resultScript(c)} })()`);
      }
      opened = result !== null;
    } else {
      const [query, hash] = c.query.split('#');
      result = await evaluate(`Promise.race([
        window.coursePrograms.runQuery(${JSON.stringify('?' + query)}, ${JSON.stringify(hash || '')}),
        new Promise(r => setTimeout(r, ${PAGE_TIMEOUT_MS}))]).then(done => {
          const e = document.getElementById('run-output');
          return done && e && e.hasAttribute('data-status') ?
            { status: e.getAttribute('data-status'), text: e.textContent } : null; })`);
    }
    if (shots && result) {
      await new Promise(r => setTimeout(r, 1500));
      const shot = await send('Page.captureScreenshot', { format: 'png' }, session);
      fs.writeFileSync(path.join(shots, c.name + '.png'), Buffer.from(shot.result.data, 'base64'));
    }
    writeResult(outDir, c, result);
  }
}
