// check-html.js FILE.html -- does the self-contained HTML really render its math offline?
//
// Runs the page's own inline <script>s (the embedded KaTeX and pandoc's loader)
// against a minimal stand-in for the browser DOM, then checks that every math
// span came out as KaTeX output and not as a KaTeX error (the loader uses
// throwOnError: false, so in a browser a bad formula would only show in red).
// Also checks that nothing is loaded from the network and that the KaTeX fonts
// are embedded.  report.mk runs it when node is installed (it is optional).
'use strict';
const fs = require('fs');
const vm = require('vm');

const file = process.argv[2];
const html = fs.readFileSync(file, 'utf8');
const problems = [];

const decode = s => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"')
  .replace(/&#39;/g, "'").replace(/&amp;/g, '&');

// Nothing fetched from elsewhere: scripts, styles, images, fonts.
const external = html.match(/<(script|img|link|source|iframe)\b[^>]*\b(src|href)="(https?:)?\/\/[^"]*"/g) || [];
external.forEach(tag => problems.push('loads from the network: ' + tag));
if (/url\((["']?)(https?:)?\/\//.test(html)) problems.push('CSS loads a url() from the network');
if (/<script[^>]+\bsrc=/.test(html)) problems.push('a <script src=...> is not embedded');
if (!/@font-face\{font-family:KaTeX_Main;src:url\(data:font\/woff2/.test(html)) {
  problems.push('the KaTeX fonts are not embedded');
}

// A stand-in DOM, just enough for katex.render.
function element(tag) {
  return {
    tagName: String(tag).toUpperCase(), children: [], style: {}, attributes: {}, className: '',
    classList: { contains: () => false },
    setAttribute(k, v) { this.attributes[k] = v; },
    appendChild(c) { this.children.push(c); return c; },
    set textContent(v) { this.children = []; },
    get textContent() { return ''; },
  };
}
const maths = [...html.matchAll(/<span class="math (inline|display)">([\s\S]*?)<\/span>/g)].map(m => {
  const e = element('span');
  const kind = m[1];
  e.classList = { contains: c => c === kind || c === 'math' };
  e.firstChild = { data: decode(m[2]) };
  return e;
});
let onload = null;
const document = {
  createElement: element,
  createElementNS: (ns, tag) => element(tag),
  createTextNode: text => ({ data: text }),
  createDocumentFragment: () => element('fragment'),
  addEventListener: (ev, f) => { if (ev === 'DOMContentLoaded') onload = f; },
  getElementsByClassName: c => (c === 'math' ? maths : []),
  compatMode: 'CSS1Compat',
};
const context = vm.createContext({ document, console, navigator: { userAgent: 'node' } });
context.window = context;
context.self = context;

const scripts = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map(m => m[1]);
try {
  scripts.forEach((s, i) => vm.runInContext(s, context, { filename: file + ' <script> ' + (i + 1) }));
} catch (e) {
  problems.push('an embedded script fails: ' + e.message);
}
if (maths.length > 0) {
  if (typeof context.katex === 'undefined') problems.push('KaTeX is not embedded (no katex object)');
  else if (!onload) problems.push('no script renders the math on DOMContentLoaded');
  else {
    try { onload(); } catch (e) { problems.push('the math loader fails: ' + e.message); }
    const classes = n => [n.className || ''].concat((n.children || []).flatMap(classes));
    for (const m of maths) {
      const c = m.children.flatMap(classes).join(' ');
      let why = null;
      if (/katex-error/.test(c) || !/\bkatex\b/.test(c)) why = 'not rendered';
      // throwOnError: false draws an unknown command in red instead of failing
      try {
        context.katex.renderToString(m.firstChild.data,
          { displayMode: m.classList.contains('display'), throwOnError: true });
      } catch (e) { why = e.message; }
      if (why) problems.push('KaTeX cannot render: ' + m.firstChild.data.trim() + ' (' + why + ')');
    }
  }
}

if (problems.length) {
  console.error('report: ' + file + ':');
  problems.forEach(p => console.error('  ' + p));
  process.exit(1);
}
