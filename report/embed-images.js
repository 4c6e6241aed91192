// embed-images.js IN.html OUT.html -- make the page one self-contained file.
//
// pandoc writes each figure as <img src="PATH"> (the gnuplot SVGs, and any
// other image a chapter names by path); this replaces every such local PATH
// by a data: URL holding the file, base64, so that the page needs no other
// file.  (pandoc's --self-contained does the same, and took two thirds of
// the HTML's build time on this report.)  A missing or unknown image is an
// error: exit status 1, naming it.
'use strict';
const fs = require('fs');
const path = require('path');

const [input, output] = process.argv.slice(2);
if (!input || !output) {
  console.error('usage: node embed-images.js IN.html OUT.html');
  process.exit(1);
}
const types = { '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg',
                '.jpeg': 'image/jpeg', '.gif': 'image/gif' };
const problems = [];
const html = fs.readFileSync(input, 'utf8').replace(/(<img\b[^>]*?\bsrc=")([^"]*)"/g,
  (whole, head, src) => {
    if (/^(data|https?|file):/i.test(src)) return whole;
    const type = types[path.extname(src).toLowerCase()];
    if (!type) { problems.push(`image ${src}: not svg, png, jpg or gif`); return whole; }
    let bytes;
    try { bytes = fs.readFileSync(src); } catch (e) {
      problems.push(`image ${src}: cannot read (${e.code || e.message})`); return whole;
    }
    return `${head}data:${type};base64,${bytes.toString('base64')}"`;
  });
if (problems.length) {
  problems.forEach(p => console.error('embed-images: ' + p));
  process.exit(1);
}
fs.writeFileSync(output, html);
