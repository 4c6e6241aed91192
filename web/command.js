// web/command.js: a command line as the page reads it, a shell's way.
//
// window.courseCommand(isProgram, takesWords) returns the functions, given
// which words name programs (isProgram(word)) and which programs take words
// that are not options (takesWords(program): a scene, a verb).  web/runner.js
// uses them for its command line, its form and the commands in the text:
//   tokenize(line)            the words with where they are in the line; an
//                             unquoted '|', '<', '>' or '>>' a word of its own
//   splitArgs(line)           the words' texts
//   stagesOf(words)           the words split at '|', each stage's
//                             redirections apart (.redirects)
//   parseCommand(line, program)
//                             {stages: [[program, arg...], ...], redirects:
//                             [{input, output, append}]}, or {error}
//   commandText(parsed)       the parsed command as a line again
//   quote(word)               the word quoted where a shell would need it
//   optionValue(line, program, name), setOption(line, program, name, value)
//                             the value of --name in the program's stage, and
//                             the line with it set (or removed), every other
//                             character as the user typed it
'use strict';
window.courseCommand = function (isProgram, takesWords) {
  // Words of a command line with where they are in it; an unquoted '|' is
  // a word of its own, {pipe: true}, and so are '<', '>' and '>>',
  // {redirect: '<'}.
  function tokenize(line) {
    const words = [];
    let current = null, quote = null, startAt = 0;
    const end = i => { if (current !== null) { words.push({ text: current, start: startAt, end: i }); current = null; } };
    for (let i = 0; i < line.length; i++) {
      const c = line[i];
      if (quote) {
        if (c === quote) quote = null; else current += c;
      } else if (c === "'" || c === '"') {
        quote = c; if (current === null) { current = ''; startAt = i; }
      } else if (c === '|') {
        end(i); words.push({ text: '|', start: i, end: i + 1, pipe: true });
      } else if (c === '<' || c === '>') {
        const op = c === '>' && line[i + 1] === '>' ? '>>' : c;
        end(i); words.push({ text: op, start: i, end: i + op.length, redirect: op });
        i += op.length - 1;
      } else if (/\s/.test(c)) {
        end(i);
      } else {
        if (current === null) { current = ''; startAt = i; }
        current += c;
      }
    }
    end(line.length);
    return words;
  }
  function splitArgs(line) { return tokenize(line).map(w => w.text); }

  // The words of a line in stages (split at '|'); a stage's redirections
  // ("< FILE", "> FILE", ">> FILE") are not among its words but in its
  // .redirects, [{op, word}] (word null when the line ends first).
  function stagesOf(words) {
    const stages = [[]];
    let open = null; // a redirection waiting for its file
    for (const w of words) {
      const stage = stages[stages.length - 1];
      if (w.pipe) { stages.push([]); open = null; }
      else if (w.redirect) { open = { op: w.redirect, word: null }; (stage.redirects = stage.redirects || []).push(open); }
      else if (open) { open.word = w; open = null; }
      else stage.push(w);
    }
    return stages;
  }

  // A command line as the stages a worker runs, [[program, arg...], ...],
  // or {error} when it cannot run.  A stage's first word is its program
  // when it names one; the first stage is the panel's program otherwise
  // (or names a program that does not exist: a word that is not an option
  // where the panel's program takes none).
  // Each stage's redirections are in .redirects: [{input, output, append}]
  // (the stages' array has them too, as its own .redirects).
  function parseCommand(line, program) {
    const split = stagesOf(tokenize(line)), stages = split.map(s => s.map(w => w.text));
    const result = [], redirects = [];
    result.redirects = redirects;
    for (const s of split) {
      const into = {};
      for (const r of s.redirects || []) {
        if (!r.word) return { error: 'the command line: a "' + r.op + '" with no file after it' };
        if (r.op === '<') into.input = r.word.text; else { into.output = r.word.text; into.append = r.op === '>>'; }
      }
      redirects.push(into);
    }
    for (let k = 0; k < stages.length; k++) {
      const words = stages[k];
      if (!words.length) {
        if (stages.length === 1) { result.push([program]); continue; }
        return { error: 'the command line: a "|" with no command ' + (k ? 'after' : 'before') + ' it' };
      }
      if (isProgram(words[0]) || k > 0 || (!takesWords(program) && !words[0].startsWith('-'))) result.push(words);
      else result.push([program].concat(words));
    }
    return { stages: result, redirects };
  }

  // A parsed command as a line again (quoted where a shell would need it).
  function commandText(parsed) {
    return parsed.stages.map((s, k) => {
      const r = parsed.redirects[k] || {};
      return s.map(quote).join(' ') + (r.input !== undefined ? ' < ' + quote(r.input) : '') +
        (r.output !== undefined ? (r.append ? ' >> ' : ' > ') + quote(r.output) : '');
    }).join(' | ');
  }

  function quote(a) { return /[\s'"|<>]/.test(a) || a === '' ? (a.includes("'") ? '"' + a + '"' : "'" + a + "'") : a; }

  // The stage of the line that is the panel's program's (the first one
  // whose program it is, or the first): its words, and where it ends.
  function programStage(line, program) {
    const stages = stagesOf(tokenize(line));
    for (const s of stages) {
      if (s.length && s[0].text === program) return { words: s.slice(1), end: s[s.length - 1].end };
    }
    const s = stages[0];
    if (s.length && isProgram(s[0].text)) return { words: s.slice(1), end: s[s.length - 1].end };
    return { words: s, end: s.length ? s[s.length - 1].end : 0 };
  }

  // The value the line gives option NAME, or null.
  function optionValue(line, program, name) {
    const words = programStage(line, program).words;
    for (let i = 0; i < words.length; i++) {
      if (words[i].text === '--' + name) return i + 1 < words.length ? words[i + 1].text : '';
      if (words[i].text.startsWith('--' + name + '=')) return words[i].text.slice(name.length + 3);
    }
    return null;
  }

  // The line with option NAME set to VALUE (removed when VALUE is ''),
  // everything else as the user typed it.
  function setOption(line, program, name, value) {
    const stage = programStage(line, program), words = stage.words;
    for (let i = 0; i < words.length; i++) {
      if (words[i].text.startsWith('--' + name + '=')) { // --name=value: one word
        if (value !== '') return line.slice(0, words[i].start) + '--' + name + '=' + quote(value) + line.slice(words[i].end);
        let from = words[i].start;
        while (from > 0 && /\s/.test(line[from - 1])) from--;
        return line.slice(0, from) + line.slice(words[i].end);
      }
      if (words[i].text !== '--' + name) continue;
      if (value === '') { // the option and its value, and the space before them
        const to = i + 1 < words.length ? words[i + 1].end : words[i].end;
        let from = words[i].start;
        while (from > 0 && /\s/.test(line[from - 1])) from--;
        return line.slice(0, from) + line.slice(to);
      }
      if (i + 1 < words.length && !words[i + 1].text.startsWith('--')) {
        return line.slice(0, words[i + 1].start) + quote(value) + line.slice(words[i + 1].end);
      }
      return line.slice(0, words[i].end) + ' ' + quote(value) + line.slice(words[i].end);
    }
    if (value === '') return line;
    const at = stage.end || (line.startsWith(program) ? program.length : 0);
    const before = line.slice(0, at), after = line.slice(at);
    return before + (before && !/\s$/.test(before) ? ' ' : '') + '--' + name + ' ' + quote(value) +
      (after && !/^\s/.test(after) ? ' ' : '') + after;
  }

  return { tokenize, splitArgs, stagesOf, parseCommand, commandText, quote, programStage,
           optionValue, setOption };
};
