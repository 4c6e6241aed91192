// web/plot.js: the plot of a program's table in the page (web/runner.js
// calls window.coursePlot(text) after a run; null where there is nothing to
// plot).
'use strict';
(function () {
  function element(tag, attrs) {
    const e = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) e.setAttribute(k, v);
    return e;
  }

  // The table's numeric columns against its first column, as an SVG (at
  // most 2000 points a line: any number of rows).
  function plot(text) {
    const lines = [];
    let at = 0;
    while (at < text.length && lines.length < 200001) {
      let end = text.indexOf('\n', at);
      if (end < 0) end = text.length;
      const l = text.slice(at, end);
      at = end + 1;
      if (l.trim() && !l.startsWith('#')) lines.push(l);
    }
    if (lines.length < 3) return null;
    const header = lines[0].trim().split(/\s+/);
    const rows = [];
    for (const l of lines.slice(1)) {
      const cells = l.trim().split(/\s+/);
      if (cells.length !== header.length) break; // the first table only
      rows.push(cells.map(Number));
    }
    const columns = header.map((h, j) => j).filter(j => j > 0 && rows.every(r => isFinite(r[j])));
    if (rows.length < 2 || !columns.length || !rows.every(r => isFinite(r[0]))) return null;
    const W = 640, H = 300, L = 60, B = 30, colors = ['#0072b2', '#d55e00', '#009e73', '#cc79a7',
      '#333333', '#e69f00', '#56b4e9'];
    const range = values => { let a = Infinity, b = -Infinity; for (const v of values) { if (v < a) a = v; if (v > b) b = v; } return [a, b]; };
    const stride = Math.max(1, Math.ceil(rows.length / 2000));
    const shown = rows.filter((r, i) => i % stride === 0 || i === rows.length - 1);
    const [x0, x1] = range(rows.map(r => r[0]));
    const svg = ['<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ' + W + ' ' + H + '" class="run-plot">'];
    svg.push('<rect x="' + L + '" y="10" width="' + (W - L - 130) + '" height="' + (H - 10 - B) +
             '" fill="none" stroke="#999"/>');
    columns.slice(0, colors.length).forEach((j, k) => {
      let [y0, y1] = range(rows.map(r => r[j]));
      if (y0 === y1) { y0 -= 1; y1 += 1; }
      const px = x => L + (x1 > x0 ? (x - x0) / (x1 - x0) : 0.5) * (W - L - 130);
      const py = y => 10 + (1 - (y - y0) / (y1 - y0)) * (H - 10 - B);
      svg.push('<polyline fill="none" stroke="' + colors[k] + '" stroke-width="1.5" points="' +
               shown.map(r => px(r[0]).toFixed(1) + ',' + py(r[j]).toFixed(1)).join(' ') + '"/>');
      svg.push('<text x="' + (W - 120) + '" y="' + (24 + 16 * k) + '" fill="' + colors[k] +
               '" font-size="12">' + header[j] + ' [' + y0.toPrecision(3) + ', ' + y1.toPrecision(3) +
               ']</text>');
    });
    svg.push('<text x="' + L + '" y="' + (H - 8) + '" font-size="12">' + header[0] + ' from ' +
             x0.toPrecision(4) + ' to ' + x1.toPrecision(4) + ' (each column scaled to its range)</text>');
    svg.push('</svg>');
    const box = element('div', { class: 'run-plot' });
    box.innerHTML = svg.join('');
    return box;
  }

  window.coursePlot = plot;
})();
