// tests/web/cases.js: what pages.js (Chromium) and firefox.js (Firefox)
// share: the cases file, each case's URL, the script that reads the run
// from the page, and the files the result goes to.
'use strict';
const fs = require('fs');
const path = require('path');

// Lines "NAME<TAB>QUERY" of the cases file.
function readCases(file) {
  return fs.readFileSync(file, 'utf8').split('\n').filter(l => l.includes('\t'))
    .map(l => { const i = l.indexOf('\t'); return { name: l.slice(0, i), query: l.slice(i + 1) }; });
}

// PAGE?QUERY&test-page=NAME#SECTION: test-page tells this page from the one
// before (the page ignores it); a #SECTION of the query stays at the end.
function caseUrl(page, c) {
  const [query, hash] = c.query.split('#');
  return 'file://' + path.resolve(page) + '?' + query + '&test-page=' + encodeURIComponent(c.name) +
    (hash ? '#' + hash : '');
}

// The body of a function run in the page: null until this case's page shows
// its run, then {status, text} of <pre id="run-output">.
function resultScript(c) {
  return `if (new URLSearchParams(location.search).get('test-page') !== ${JSON.stringify(c.name)}) return null;
          const e = document.getElementById('run-output');
          return e && e.hasAttribute('data-status') ?
            { status: e.getAttribute('data-status'), text: e.textContent } : null;`;
}

// OUTDIR/NAME.out and OUTDIR/NAME.status ("timeout" when the run never showed).
function writeResult(outDir, c, result) {
  fs.writeFileSync(path.join(outDir, c.name + '.out'), result ? result.text : '');
  fs.writeFileSync(path.join(outDir, c.name + '.status'), result ? result.status + '\n' : 'timeout\n');
}

module.exports = { readCases, caseUrl, resultScript, writeResult, PAGE_TIMEOUT_MS: 120000 };
