// check-html.js FILE.html -- is the HTML a self-contained page that reads
// without scripts?
//
// The formulas are typeset at build time (katex-render.js, called by
// filters/report.lua), so the page needs no script to read.  This checks that:
//  - the only scripts are the programs (web/web.mk): inline, class
//    "course-program", or their data (type application/json, id program-*);
//    the text reads the same with scripts off;
//  - the page is under 25 MB;
//  - every math span holds KaTeX output (class "katex"), none a KaTeX error,
//    and no TeX delimiter \( \[ is left for a browser to find;
//  - KaTeX's CSS and fonts are embedded (data: URLs), so the formulas look
//    right offline;
//  - nothing is fetched from the network (scripts, styles, images, fonts).
// report.mk runs it on every build (node is required).  Exit status 1 and one
// line per problem when anything is wrong.
'use strict';
const fs = require('fs');

const file = process.argv[2];
const html = fs.readFileSync(file, 'utf8');
const problems = [];

// The programs are the only scripts, inline.
const scripts = html.match(/<script\b[^>]*>/g) || [];
for (const tag of scripts) {
  if (!/^<script class="course-program">$/.test(tag) &&
      !/^<script type="application\/json" id="program-[a-z-]+">$/.test(tag)) {
    problems.push('a script that is not one of the programs: ' + tag);
  }
}
const megabytes = Buffer.byteLength(html) / 1e6;
if (megabytes >= 25) problems.push(`the page is ${megabytes.toFixed(1)} MB, not under 25 MB`);

// Every formula typeset.  A math span starts with KaTeX's own span.
const maths = [...html.matchAll(/<span class="math (inline|display)">(.{0,80})/g)];
if (maths.length === 0) problems.push('no formula found (expected <span class="math ...">)');
for (const m of maths) {
  if (!/^<span class="katex(-display)?"/.test(m[2])) {
    problems.push(`a ${m[1]} formula is not typeset: ${m[2]}...`);
  }
}
const errors = html.match(/katex-error[^>]*>[^<]*/g) || [];
errors.forEach(e => problems.push('KaTeX error in the page: ' + e));
// Outside the MathML annotations (which keep the TeX on purpose), no \( or \[.
const visible = html.replace(/<annotation\b[\s\S]*?<\/annotation>/g, '')
  .replace(/<style\b[\s\S]*?<\/style>/g, '').replace(/<script\b[\s\S]*?<\/script>/g, '');
const leftover = visible.match(/\\[([][^<]{0,40}/g) || [];
leftover.slice(0, 5).forEach(t => problems.push('TeX left for a browser to typeset: ' + t));

// KaTeX's fonts embedded (the woff2 ones, see report.mk).
if (!/@font-face\{font-family:KaTeX_Main;src:url\(data:font\/woff2/.test(html)) {
  problems.push('the KaTeX fonts are not embedded');
}
if (!/\.katex\{/.test(html)) problems.push("KaTeX's CSS is not embedded");

// Nothing fetched from elsewhere.
const external = html.match(/<(script|img|link|source|iframe)\b[^>]*\b(src|href)="(https?:)?\/\/[^"]*"/g) || [];
external.forEach(tag => problems.push('loads from the network: ' + tag));
if (/url\((["']?)(https?:)?\/\//.test(html)) problems.push('CSS loads a url() from the network');
const local = html.match(/<(img|link|source)\b[^>]*\b(src|href)="(?!data:|#)[^"]*"/g) || [];
local.forEach(tag => problems.push('not embedded: ' + tag));

if (problems.length) {
  console.error('report: ' + file + ':');
  problems.forEach(p => console.error('  ' + p));
  process.exit(1);
}
