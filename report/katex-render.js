// katex-render.js KATEX_JS -- typeset the report's formulas at build time.
//
// filters/report.lua (HTML route) sends every formula of the document in one
// batch on standard input: records separated by NUL bytes, each the letter
// D (display) or I (inline) followed by the TeX.  This prints the KaTeX HTML
// of each (HTML and MathML, for screen readers) in the same order, separated
// by NUL bytes, so the page needs no script: with scripts off a reader still
// sees typeset mathematics.  KATEX_JS is KaTeX's katex.min.js (Debian
// libjs-katex); the page embeds the matching katex.min.css.
//
// Options as pandoc's --katex loader had them: one macros table for the whole
// document (a \def in one formula holds in the later ones), no fleqn.  But a
// formula KaTeX cannot typeset is an error naming the formula (the browser
// loader drew it in red), and so is any non-strict input KaTeX would only warn
// about on the console.  Exit status 1 on any error.
'use strict';
const fs = require('fs');

const katexJs = process.argv[2];
if (!katexJs) {
  console.error('usage: node katex-render.js KATEX_JS < formulas');
  process.exit(1);
}
const katex = require(require('path').resolve(katexJs));

const input = fs.readFileSync(0, 'utf8');
const records = input.length ? input.split('\0') : [];
const macros = {};
const out = [];
const problems = [];
for (const [i, rec] of records.entries()) {
  const kind = rec[0], tex = rec.slice(1);
  if (kind !== 'D' && kind !== 'I') {
    problems.push(`record ${i + 1}: expected D or I, got ${JSON.stringify(kind)}`);
    continue;
  }
  try {
    out.push(katex.renderToString(tex, {
      displayMode: kind === 'D',
      throwOnError: true,
      strict: 'error',
      macros,
      fleqn: false,
    }));
  } catch (e) {
    problems.push(`KaTeX cannot typeset ${kind === 'D' ? '$$' : '$'}${tex.trim()}${kind === 'D' ? '$$' : '$'}: ${e.message}`);
  }
}
if (problems.length) {
  console.error('report: math in the HTML:');
  problems.forEach(p => console.error('  ' + p));
  process.exit(1);
}
process.stdout.write(out.join('\0'));
