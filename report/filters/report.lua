--[[
report.lua -- the report's own markdown extensions (pandoc 2.17 Lua filter).

Run it BEFORE --citeproc: it consumes the cross-reference citations
(@eq:, @fig:, @tbl:, @sec:, @ex:) and leaves bibliography keys alone.

Metadata it reads (pass with -M):
  figdir        folder with the gnuplot figures NAME.tex/NAME.pdf/NAME.svg
  datadir       folder with the program output tables
  crossref-map  optional: file to write "label<TAB>number" lines to, so the
                build can check that LaTeX numbered everything as we did
  katex-js      HTML: KaTeX's katex.min.js; every formula is then typeset at
                build time by node (katex-render.js, next to this folder), so
                the page needs no script
  node          the node command for that [node]
  bibliography  the .bib files: a citation key found neither among the labels
                nor in these files is an error

The syntax is documented in report/README.md.  Every problem is an error()
naming the file, region, column or label, so the build fails loudly.
]]

local stringify = pandoc.utils.stringify
local List = pandoc.List

local LATEX = FORMAT:match('latex') ~= nil
local HTML = not LATEX

local figdir = 'build/figures'
local datadir = 'build/data'
local mapfile = nil
local katex_js = nil
local node = 'node'
local bibkeys = nil -- set of keys, nil when there is no bibliography

local function fail(msg)
  error('\n[report filter] ' .. msg .. '\n', 0)
end

local function raw(s) return pandoc.RawInline('latex', s) end
local function rawblock(s) return pandoc.RawBlock('latex', s) end

------------------------------------------------------------------------
-- Metadata and bibliography keys
------------------------------------------------------------------------

local function meta_strings(v)
  if v == nil then return {} end
  if pandoc.utils.type(v) == 'List' then
    local out = {}
    for _, x in ipairs(v) do out[#out + 1] = stringify(x) end
    return out
  end
  return { stringify(v) }
end

local function read_bibkeys(paths)
  local keys = {}
  for _, path in ipairs(paths) do
    local fh = io.open(path, 'r')
    if not fh then fail('bibliography file not found: ' .. path) end
    local text = fh:read('a')
    fh:close()
    for key in text:gmatch('@%s*%a+%s*{%s*([^,%s]+)%s*,') do keys[key] = true end
  end
  return keys
end

local function Meta(meta)
  if meta.figdir then figdir = stringify(meta.figdir) end
  if meta.datadir then datadir = stringify(meta.datadir) end
  if meta['crossref-map'] then mapfile = stringify(meta['crossref-map']) end
  if meta['katex-js'] then katex_js = stringify(meta['katex-js']) end
  if meta.node then node = stringify(meta.node) end
  local bibs = meta_strings(meta.bibliography)
  if #bibs > 0 then bibkeys = read_bibkeys(bibs) end
  figdir = figdir:gsub('/+$', '')
  datadir = datadir:gsub('/+$', '')
end

------------------------------------------------------------------------
-- Small helpers
------------------------------------------------------------------------

local function file_exists(path)
  local fh = io.open(path, 'r')
  if fh then fh:close() return true end
  return false
end

local function read_file(path, what)
  local fh = io.open(path, 'r')
  if not fh then fail(what .. ': file not found: ' .. path) end
  local text = fh:read('a')
  fh:close()
  return text
end

local function trim(s) return (s:gsub('^%s+', ''):gsub('%s+$', '')) end

local function latex_escape(s)
  return (s:gsub('[\\{}$&#^_%%~]', function(c)
    if c == '\\' then return '\\textbackslash{}' end
    if c == '^' then return '\\textasciicircum{}' end
    if c == '~' then return '\\textasciitilde{}' end
    return '\\' .. c
  end))
end

-- A number as the programs print it: 12, -0.5, 1e-3, -3/4, inf, nan.
local function is_number(s)
  if tonumber(s) then return true end
  local t = s:lower()
  return t:match('^[-+]?%d+/%d+$') ~= nil or t:match('^[-+]?inf$') ~= nil
      or t:match('^[-+]?nan$') ~= nil
end

-- Program text with a leading '-' turned into a real minus sign.
local function value_latex(s)
  if #s > 1 and s:sub(1, 1) == '-' then
    return '$-$' .. latex_escape(s:sub(2))
  end
  return latex_escape(s)
end

local function value_inlines(s)
  if #s > 1 and s:sub(1, 1) == '-' then
    if LATEX then return List{ pandoc.Math('InlineMath', '-'), pandoc.Str(s:sub(2)) } end
    return List{ pandoc.Str('\u{2212}' .. s:sub(2)) }
  end
  return List{ pandoc.Str(s) }
end

-- A digits="N" attribute's N: a whole number from 1 to 17.
local function digits_number(text, who)
  local d = tonumber(text)
  if not d or d < 1 or d > 17 or d ~= math.floor(d) then
    fail(who .. ': digits="' .. text .. '" is not a whole number from 1 to 17')
  end
  return d
end

-- n rounded to d significant digits (%g: trailing zeros dropped), as text,
-- and as TeX when it has a power of ten: 1.07e-07 is 1.07 x 10^-7, 1e-07 is
-- 10^-7 (nil without one).
local function rounded(n, d)
  local s = string.format('%.' .. d .. 'g', n)
  local mant, exp = s:match('^(.-)e([-+]%d+)$')
  if not mant then return s, nil end
  local e = tonumber(exp)
  if mant == '1' then return s, '10^{' .. e .. '}' end
  if mant == '-1' then return s, '-10^{' .. e .. '}' end
  return s, mant .. ' \\times 10^{' .. e .. '}'
end

-- A numeric cell rounded to `digits` significant digits, typeset.
local function rounded_inlines(cell, digits, who)
  local d = digits_number(digits, who)
  local n = tonumber(cell)
  if not n then fail(who .. ': digits="' .. digits .. '" but the cell "' .. cell .. '" is not a number') end
  local s, tex = rounded(n, d)
  if not tex then return value_inlines(s) end
  return List{ pandoc.Math('InlineMath', tex) }
end

local function markdown_inlines(text, what)
  local doc = pandoc.read(text, 'markdown')
  if #doc.blocks == 0 then return List() end
  if #doc.blocks > 1 or not doc.blocks[1].content then
    fail(what .. ': expected one line of inline markdown, got: ' .. text)
  end
  return doc.blocks[1].content
end

------------------------------------------------------------------------
-- Program output tables
------------------------------------------------------------------------

local table_cache = {}

local function read_table(file, who)
  if not file or file == '' then fail(who .. ': missing file="..." attribute') end
  if table_cache[file] then return table_cache[file] end
  local path = datadir .. '/' .. file
  local fh = io.open(path, 'r')
  if not fh then fail(who .. ': program output not found: ' .. path) end
  local t = { path = path, header = nil, rows = {}, index = {} }
  local lineno = 0
  for line in fh:lines() do
    lineno = lineno + 1
    line = line:gsub('\r$', '')
    if not (line:match('^%s*#') or line:match('^%s*$')) then
      local cells = {}
      for c in line:gmatch('%S+') do cells[#cells + 1] = c end
      if not t.header then
        t.header = cells
        for i, name in ipairs(cells) do
          if t.index[name] then fail(path .. ':' .. lineno .. ': column "' .. name .. '" appears twice in the header') end
          t.index[name] = i
        end
      else
        if #cells ~= #t.header then
          fail(string.format('%s:%d: row has %d cells but the header has %d columns',
            path, lineno, #cells, #t.header))
        end
        t.rows[#t.rows + 1] = cells
      end
    end
  end
  fh:close()
  if not t.header then fail(who .. ': no header line in ' .. path) end
  table_cache[file] = t
  return t
end

local function column_index(t, name, who)
  local i = t.index[name]
  if not i then
    fail(string.format('%s: no column "%s" in %s (columns: %s)', who, name, t.path,
      table.concat(t.header, ' ')))
  end
  return i
end

-- Split "a | $|x|$ | c" at the bars that are not inside $...$.
local function split_bars(s)
  local cells, cur, inmath = {}, {}, false
  local i = 1
  while i <= #s do
    local c = s:sub(i, i)
    if c == '\\' then
      cur[#cur + 1] = s:sub(i, i + 1); i = i + 1
    elseif c == '$' then
      inmath = not inmath; cur[#cur + 1] = c
    elseif c == '|' and not inmath then
      cells[#cells + 1] = trim(table.concat(cur)); cur = {}
    else
      cur[#cur + 1] = c
    end
    i = i + 1
  end
  cells[#cells + 1] = trim(table.concat(cur))
  return cells
end

------------------------------------------------------------------------
-- Pass 1 (typewise): content pulled in from files
------------------------------------------------------------------------

-- []{.out file=... col=... where="name=value"} or row="N"
local function out_span(span)
  if not span.classes:includes('out') then return nil end
  local a = span.attributes
  local who = '[]{.out file="' .. (a.file or '') .. '" col="' .. (a.col or '') .. '"}'
  local t = read_table(a.file, who)
  if not a.col then fail(who .. ': missing col="..."') end
  local ci = column_index(t, a.col, who)
  local row
  if a.row then
    local n = tonumber(a.row)
    if not n or n < 1 or n ~= math.floor(n) or n > #t.rows then
      fail(string.format('%s: row="%s" but %s has %d data rows', who, a.row, t.path, #t.rows))
    end
    row = t.rows[n]
  elseif a.where then
    local wcol, wval = a.where:match('^%s*([^=]-)%s*=%s*(.-)%s*$')
    if not wcol then fail(who .. ': where="' .. a.where .. '" is not of the form column=value') end
    local wi = column_index(t, wcol, who)
    local hits = {}
    for _, r in ipairs(t.rows) do if r[wi] == wval then hits[#hits + 1] = r end end
    if #hits ~= 1 then
      fail(string.format('%s: where="%s" matches %d rows of %s (need exactly one)', who, a.where, #hits, t.path))
    end
    row = hits[1]
  elseif #t.rows == 1 then
    row = t.rows[1]
  else
    fail(who .. ': give where="column=value" or row="N" (' .. t.path .. ' has ' .. #t.rows .. ' rows)')
  end
  if a.digits then return rounded_inlines(row[ci], a.digits, who) end
  return value_inlines(row[ci])
end

local function expand_tabs(line)
  local out, col = {}, 0
  for c in line:gmatch('.') do
    if c == '\t' then
      local n = 8 - col % 8
      out[#out + 1] = string.rep(' ', n); col = col + n
    else
      out[#out + 1] = c; col = col + 1
    end
  end
  return table.concat(out)
end

-- LaTeX: code and output blocks up to this many lines are not split across pages
local KEEP_LINES = 12

-- LaTeX: how many typewriter characters fit the text block (453.5 pt; a
-- character is 0.525 em): 86 at \small (10 pt), 95 at \footnotesize (9 pt).
-- A block whose widest line fits at \small is set \small, else
-- \footnotesize; a line wider than that is wrapped at a blank (outside a
-- string literal and not leaving only a few characters to carry, when it
-- can), or cut at the width; its continuation lines are indented like it and
-- start with the mark U+21AA, which header.tex draws as a grey arrow two
-- characters wide.
local COLS_SMALL, COLS_FOOTNOTE = 86, 95
local CONT_MARK = '\u{21AA}'

local function ulen(s) return utf8.len(s) or #s end

-- One line as lines of at most width characters (see above).
local function wrap_line(line, width)
  if ulen(line) <= width then return { line } end
  local c = {}
  for _, code in utf8.codes(line) do c[#c + 1] = utf8.char(code) end
  -- quoted[k]: position k lies inside a "..." literal (a break there would
  -- split the string, and the highlighting with it)
  local quoted, inside = {}, false
  for k, ch in ipairs(c) do
    if ch == '"' and c[k - 1] ~= '\\' then inside = not inside end
    quoted[k] = inside
  end
  local indent = #line:match('^ *')
  local lead, avail, start, out = '', width, 1, {}
  while #c - start + 1 > avail do
    -- break at the last blank outside a string that leaves more than a few
    -- characters to carry; else at the last blank
    local cut, brk, any = start + avail - 1, nil, nil
    for k = cut + 1, start + indent + 8, -1 do
      if c[k] == ' ' then
        if #c - k >= 12 and not quoted[k] then brk = k; break end
        any = any or k
      end
    end
    brk = brk or any
    local stop = brk and brk - 1 or cut
    out[#out + 1] = lead .. (table.concat(c, '', start, stop):gsub(' +$', ''))
    start = stop + 1
    while c[start] == ' ' do start = start + 1 end
    lead = string.rep(' ', indent) .. CONT_MARK
    avail = width - indent - 2
  end
  out[#out + 1] = lead .. table.concat(c, '', start)
  return out
end

-- The text of a code or output block for LaTeX, and its font size command.
local function verbatim_fit(text)
  local widest = 0
  for line in (text .. '\n'):gmatch('(.-)\n') do widest = math.max(widest, ulen(line)) end
  if widest <= COLS_SMALL then return text, '\\small' end
  if widest <= COLS_FOOTNOTE then return text, '\\footnotesize' end
  local lines = {}
  for line in (text .. '\n'):gmatch('(.-)\n') do
    for _, l in ipairs(wrap_line(line, COLS_FOOTNOTE)) do lines[#lines + 1] = l end
  end
  return table.concat(lines, '\n'), '\\footnotesize'
end

local MARKER = '^%s*/%*%s*%[(/?)([%w_%.%-]+)%]%s*%*/%s*$'

local function extract_region(path, region)
  local text = read_file(path, 'code include, region "' .. region .. '"')
  local lines, state, found = {}, 'before', 0
  local lineno = 0
  for line in (text .. '\n'):gmatch('(.-)\r?\n') do
    lineno = lineno + 1
    local close, name = line:match(MARKER)
    if name == region and close == '' then
      found = found + 1
      if found > 1 then fail(path .. ':' .. lineno .. ': region "' .. region .. '" opened a second time') end
      state = 'inside'
    elseif name == region and close == '/' then
      if state ~= 'inside' then fail(path .. ':' .. lineno .. ': region "' .. region .. '" closed before it was opened') end
      state = 'after'
    elseif state == 'inside' and not name then
      lines[#lines + 1] = expand_tabs(line)
    end
    -- other markers (nested regions) are dropped
  end
  if found == 0 then fail('code include: no region "' .. region .. '" in ' .. path ..
      ' (expected a line /* [' .. region .. '] */)') end
  if state == 'inside' then fail('code include: region "' .. region .. '" in ' .. path ..
      ' is never closed (expected /* [/' .. region .. '] */)') end
  while #lines > 0 and lines[1]:match('^%s*$') do table.remove(lines, 1) end
  while #lines > 0 and lines[#lines]:match('^%s*$') do table.remove(lines) end
  if #lines == 0 then fail('code include: region "' .. region .. '" in ' .. path .. ' is empty') end
  local indent
  for _, l in ipairs(lines) do
    if not l:match('^%s*$') then
      local n = #l:match('^ *')
      if not indent or n < indent then indent = n end
    end
  end
  for i, l in ipairs(lines) do lines[i] = l:sub(indent + 1):gsub('%s+$', '') end
  return table.concat(lines, '\n')
end

local function code_block(cb)
  local a = cb.attributes
  if a.include then
    if not a.region or a.region == '' then
      fail('code include "' .. a.include .. '": missing region="..."')
    end
    local path, region = a.include, a.region
    local code = extract_region(path, region)
    local attr = pandoc.Attr(cb.identifier, cb.classes, {})
    local source
    if LATEX then
      local _, nl = code:gsub('\n', '')
      local size
      code, size = verbatim_fit(code)
      source = rawblock('\\reportcodesource{' .. latex_escape(path) .. '}{' .. latex_escape(region) .. '}{' ..
        (nl < KEEP_LINES and 'true' or 'false') .. '}{' .. size .. '}')
    else
      source = pandoc.Div({ pandoc.Plain{ pandoc.Code(path) } }, pandoc.Attr('', { 'code-source' }))
    end
    if LATEX then
      return { source, pandoc.CodeBlock(code, attr), rawblock('\\reportcodesourceend') }
    end
    return { source, pandoc.CodeBlock(code, attr) }
  end
  if cb.classes:includes('output') and a.file then
    local path = datadir .. '/' .. a.file
    local text = read_file(path, 'program output block')
    text = text:gsub('[\r\n%s]+$', '')
    if not LATEX then
      return pandoc.CodeBlock(text, pandoc.Attr(cb.identifier, cb.classes, {}))
    end
    local _, nl = text:gsub('\n', '')
    local size
    text, size = verbatim_fit(text)
    return { rawblock('\\reportkeep{' .. (nl < KEEP_LINES and 'true' or 'false') .. '}{' .. size .. '}'),
             pandoc.CodeBlock(text, pandoc.Attr(cb.identifier, cb.classes, {})),
             rawblock('\\reportkeepend') }
  end
  if LATEX then
    -- a code block typed in the notes: the same fitting, no page-break rule
    local text, size = verbatim_fit(cb.text)
    return { rawblock('\\reportkeep{false}{' .. size .. '}'),
             pandoc.CodeBlock(text, cb.attr), rawblock('\\reportkeepend') }
  end
  return nil
end

------------------------------------------------------------------------
-- Pass 2 (top-down, document order): numbering
------------------------------------------------------------------------

local chapter = 0          -- chapter counter (letters in the appendix)
local mainmatter = false   -- LaTeX: arabic page numbers from the first chapter
local in_appendix = false
local sec = { 0, 0, 0, 0, 0, 0 }
local count = { eq = 0, fig = 0, tbl = 0, ex = 0 }
local labels = {}          -- id -> { kind, num, level, appendix, title }
local label_order = {}

local function chapter_label()
  if in_appendix then
    if chapter < 1 or chapter > 26 then fail('too many appendices') end
    return string.char(64 + chapter)
  end
  return tostring(chapter)
end

local function next_number(kind)
  count[kind] = count[kind] + 1
  return chapter_label() .. '.' .. count[kind]
end

local function register(id, kind, num, extra)
  if id == nil or id == '' then return end
  if labels[id] then fail('label "' .. id .. '" is defined twice') end
  local rec = extra or {}
  rec.kind, rec.num = kind, num
  labels[id] = rec
  label_order[#label_order + 1] = id
end

local function check_prefix(id, prefix, what)
  if id ~= '' and id:sub(1, #prefix + 1) ~= prefix .. ':' then
    fail(what .. ' label "' .. id .. '" must start with "' .. prefix .. ':"')
  end
end

local function header(h)
  local numbered = not h.classes:includes('unnumbered')
  local pre = nil
  if h.level == 1 and h.classes:includes('appendix') and not in_appendix then
    in_appendix = true
    chapter = 0
    if LATEX then pre = rawblock('\\appendix') end
  end
  if LATEX and h.level == 1 and not mainmatter then
    mainmatter = true
    pre = pre and { rawblock('\\reportmainmatter'), pre } or { rawblock('\\reportmainmatter') }
  elseif pre then
    pre = { pre }
  end
  local num = nil
  if numbered then
    if h.level == 1 then
      chapter = chapter + 1
      for k in pairs(count) do count[k] = 0 end
      for i = 2, #sec do sec[i] = 0 end
      num = chapter_label()
    else
      sec[h.level] = sec[h.level] + 1
      for i = h.level + 1, #sec do sec[i] = 0 end
      local parts = { chapter_label() }
      for i = 2, h.level do parts[#parts + 1] = tostring(sec[i]) end
      num = table.concat(parts, '.')
    end
  end
  if h.identifier:match('^sec:') then
    register(h.identifier, 'sec', num, {
      level = h.level, appendix = in_appendix and h.level == 1,
      title = h.content:clone() })
  end
  if HTML and num then
    local shown = num
    if in_appendix and h.level == 1 then shown = 'Appendix\u{A0}' .. num end
    h.content:insert(1, pandoc.Space())
    h.content:insert(1, pandoc.Span({ pandoc.Str(shown) }, pandoc.Attr('', { 'header-section-number' })))
  end
  if pre then
    local out = List(pre)
    out:insert(h)
    return out, false
  end
  return h, false
end

-- "Figure 1.2: " in front of an HTML caption
local function caption_prefix(word, num, caption)
  local c = List{ pandoc.Span({ pandoc.Str(word .. '\u{A0}' .. num .. ':') },
    pandoc.Attr('', { 'caption-label' })), pandoc.Space() }
  c:extend(caption)
  return c
end

local function figure(para)
  if #para.content ~= 1 then return nil end
  local img = para.content[1]
  if img.t ~= 'Image' or img.title:sub(1, 4) ~= 'fig:' or #img.caption == 0 then return nil end
  check_prefix(img.identifier, 'fig', 'figure')
  local num = next_number('fig')
  register(img.identifier, 'fig', num)
  local name = img.src
  if name:find('[/.]') then
    -- an ordinary image path: pandoc renders it; we only keep the numbers right
    if HTML then img.caption = caption_prefix('Figure', num, img.caption) end
    return para, false
  end
  if LATEX then
    local tex, pdf = figdir .. '/' .. name .. '.tex', figdir .. '/' .. name .. '.pdf'
    for _, f in ipairs({ tex, pdf }) do
      if not file_exists(f) then fail('figure "' .. name .. '": ' .. f .. ' does not exist') end
    end
    local cap = List{ raw('\\caption{') }
    cap:extend(img.caption)
    cap:insert(raw('}' .. (img.identifier ~= '' and ('\\label{' .. img.identifier .. '}') or '')))
    return {
      rawblock('\\begin{figure}[htbp]\n\\centering\n\\input{' .. tex .. '}'),
      pandoc.Plain(cap),
      rawblock('\\end{figure}'),
    }, false
  end
  local svg = figdir .. '/' .. name .. '.svg'
  if not file_exists(svg) then fail('figure "' .. name .. '": ' .. svg .. ' does not exist') end
  img.src = svg
  img.caption = caption_prefix('Figure', num, img.caption)
  return para, false
end

-- $$ ... $$ {#eq:label}  (the attribute may be split over several inlines)
local function equations(inlines)
  local out, changed = List(), false
  local i, n = 1, #inlines
  while i <= n do
    local el = inlines[i]
    local done = false
    if el.t == 'Math' and el.mathtype == 'DisplayMath' then
      local j = i + 1
      if j <= n and inlines[j].t == 'Space' then j = j + 1 end
      if j <= n and inlines[j].t == 'Str' and inlines[j].text:sub(1, 2) == '{#' then
        local acc, k = '', j
        while k <= n do
          local x = inlines[k]
          if x.t == 'Space' or x.t == 'SoftBreak' or x.t == 'LineBreak' then break end
          acc = acc .. stringify(x)
          if acc:find('}', 1, true) then break end
          k = k + 1
        end
        local id, after = acc:match('^{#([^%s}]+)}(.*)$')
        if not id then fail('malformed equation label after $$' .. el.text .. '$$: "' .. acc .. '" (write {#eq:name})') end
        check_prefix(id, 'eq', 'equation')
        local num = next_number('eq')
        register(id, 'eq', num)
        if LATEX then
          out:insert(raw('\\begin{equation}' .. el.text .. '\\label{' .. id .. '}\\end{equation}'))
        else
          out:insert(pandoc.Span({ pandoc.Math('DisplayMath', el.text .. ' \\tag{' .. num .. '}') },
            pandoc.Attr(id, { 'equation' })))
        end
        if after ~= '' then out:insert(pandoc.Str(after)) end
        i = (k <= n) and (k + 1) or k
        done, changed = true, true
      end
    end
    if not done then
      out:insert(el)
      i = i + 1
    end
  end
  return out, changed
end

local function inline_block(b)
  local f, stop = figure(b)
  if f then return f, stop end
  local content, changed = equations(b.content)
  if changed then b.content = content; return b end
  return nil
end

-- A table's digits="D" (every numeric column) or digits="col=D col=D"
-- (the named ones): column index -> significant digits.  Whole numbers (a
-- step index, a count) are never rounded.
local function table_digits(spec, t, cols, who)
  local map = {}
  if not spec or trim(spec) == '' then return map end
  if spec:match('^%s*%d+%s*$') then
    local d = digits_number(trim(spec), who)
    for _, c in ipairs(cols) do map[c] = d end
    return map
  end
  for name, d in spec:gmatch('([^%s=]+)=(%S+)') do map[column_index(t, name, who)] = digits_number(d, who) end
  return map
end

-- A cell as the table shows it: rounded to d significant digits when d is
-- given and the cell is a number that is not whole.
local function table_cell(cell, d)
  local n = tonumber(cell)
  if not d or not n or n ~= n or n == math.huge or n == -math.huge or cell:match('^%-?%d+$') then
    return cell, nil -- not rounded: text, inf, nan, a fraction, a whole number
  end
  return rounded(n, d)
end

local function program_table(div)
  local a = div.attributes
  local id = div.identifier
  check_prefix(id, 'tbl', 'table')
  local who = 'table ' .. (id ~= '' and id or '(no id)')
  local t = read_table(a.file, who)
  -- columns
  local cols = {}
  if a.columns and trim(a.columns) ~= '' then
    for name in a.columns:gmatch('%S+') do cols[#cols + 1] = column_index(t, name, who) end
  else
    for i = 1, #t.header do cols[i] = i end
  end
  -- headers
  local heads = {}
  if a.header then
    local parts = split_bars(a.header)
    if #parts ~= #cols then
      fail(string.format('%s: header="%s" has %d cells but %d columns are shown', who, a.header, #parts, #cols))
    end
    for i, p in ipairs(parts) do heads[i] = markdown_inlines(p, who .. ' header') end
  else
    for i, c in ipairs(cols) do heads[i] = List{ pandoc.Str(t.header[c]) } end
  end
  -- alignment: right for numeric columns
  local right = {}
  for i, c in ipairs(cols) do
    right[i] = true
    for _, r in ipairs(t.rows) do
      if not is_number(r[c]) then right[i] = false break end
    end
  end
  -- caption
  local caption = List()
  for bi, b in ipairs(div.content) do
    if not b.content or (b.t ~= 'Para' and b.t ~= 'Plain') then
      fail(who .. ': the caption must be a single paragraph')
    end
    if bi > 1 then caption:insert(pandoc.Space()) end
    caption:extend(b.content)
  end
  local digits = table_digits(a.digits, t, cols, who)
  local num = next_number('tbl')
  register(id, 'tbl', num)

  if HTML then
    local aligns, widths, hcells, rows = {}, {}, {}, {}
    for i = 1, #cols do
      aligns[i] = right[i] and pandoc.AlignRight or pandoc.AlignLeft
      widths[i] = 0
      hcells[i] = { pandoc.Plain(heads[i]) }
    end
    for _, r in ipairs(t.rows) do
      local row = {}
      for i, c in ipairs(cols) do
        local text, tex = table_cell(r[c], digits[c])
        row[i] = { pandoc.Plain(tex and List{ pandoc.Math('InlineMath', tex) } or value_inlines(text)) }
      end
      rows[#rows + 1] = row
    end
    local st = pandoc.SimpleTable(caption_prefix('Table', num, caption), aligns, widths, hcells, rows)
    return pandoc.Div({ pandoc.utils.from_simple_table(st) }, pandoc.Attr(id, { 'program-table' })), false
  end

  -- LaTeX: booktabs; a float, or a longtable when it cannot fit on a page
  local spec = {}
  for i = 1, #cols do spec[i] = right[i] and 'r' or 'l' end
  spec = '@{}' .. table.concat(spec) .. '@{}'
  local small = #cols > 6
  local label = id ~= '' and ('\\label{' .. id .. '}') or ''
  local body = {}
  for _, r in ipairs(t.rows) do
    local cells = {}
    for i, c in ipairs(cols) do
      local text, tex = table_cell(r[c], digits[c])
      cells[i] = tex and ('$' .. tex .. '$') or value_latex(text)
    end
    body[#body + 1] = table.concat(cells, ' & ') .. ' \\\\'
  end
  body = table.concat(body, '\n')
  local headrow = List()
  for i, h in ipairs(heads) do
    if i > 1 then headrow:insert(raw(' & ')) end
    headrow:extend(h)
  end
  local cap = List{ raw('\\caption{') }
  cap:extend(caption)
  cap:insert(raw('}' .. label))
  local blocks = {}
  if #t.rows <= 40 then
    blocks[#blocks + 1] = rawblock('\\begin{table}[htbp]\n\\centering' .. (small and '\n\\small' or ''))
    blocks[#blocks + 1] = pandoc.Plain(cap)
    local tab = List{ raw('\\begin{tabular}{' .. spec .. '}\n\\toprule\n') }
    tab:extend(headrow)
    tab:insert(raw(' \\\\\n\\midrule\n' .. body .. '\n\\bottomrule\n\\end{tabular}'))
    blocks[#blocks + 1] = pandoc.Plain(tab)
    blocks[#blocks + 1] = rawblock('\\end{table}')
  else
    local lt = List{ raw('\\begingroup' .. (small and '\\small' or '') .. '\n\\begin{longtable}{' .. spec .. '}\n') }
    lt:extend(cap)
    lt:insert(raw('\\\\\n\\toprule\n'))
    lt:extend(headrow)
    lt:insert(raw(' \\\\\n\\midrule\n\\endfirsthead\n\\multicolumn{' .. #cols ..
      '}{@{}l}{\\emph{Table \\thetable, continued}}\\\\\n\\toprule\n'))
    lt:extend(headrow:clone())
    lt:insert(raw(' \\\\\n\\midrule\n\\endhead\n\\bottomrule\n\\endlastfoot\n' .. body ..
      '\n\\end{longtable}\n\\endgroup'))
    blocks[#blocks + 1] = pandoc.Plain(lt)
  end
  return blocks, false
end

local function exercise(div)
  local id = div.identifier
  check_prefix(id, 'ex', 'exercise')
  local num = next_number('ex')
  register(id, 'ex', num)
  local lead = List()
  if LATEX and id ~= '' then lead:insert(raw('\\reportanchor{' .. num .. '}{' .. id .. '}')) end
  lead:insert(pandoc.Strong{ pandoc.Str('Exercise\u{A0}' .. num .. '.') })
  lead:insert(pandoc.Space())
  local first = div.content[1]
  if first and (first.t == 'Para' or first.t == 'Plain') then
    lead:extend(first.content)
    first.content = lead
  else
    div.content:insert(1, pandoc.Para(lead))
  end
  if LATEX then div.identifier = '' end
  return div -- descend: exercises may hold equations and figures
end

-- a markdown table wrapped in ::: {#tbl:x} ... ::: (pandoc numbers its caption)
local function counted_table(tbl, id)
  local cap = tbl.caption.long
  if #cap == 0 then return nil end
  local num = next_number('tbl')
  register(id, 'tbl', num)
  local last = cap[#cap]
  if HTML then
    if last.content then last.content = caption_prefix('Table', num, last.content) end
    cap[#cap] = last
  elseif id and id ~= '' and last.content then
    last.content:insert(raw('\\label{' .. id .. '}'))
    cap[#cap] = last
  end
  tbl.caption.long = cap
  return tbl
end

local function div(d)
  if d.classes:includes('program-table') then return program_table(d) end
  if d.classes:includes('exercise') then return exercise(d) end
  if d.identifier:match('^tbl:') and #d.content == 1 and d.content[1].t == 'Table' then
    local t = counted_table(d.content[1], d.identifier)
    if not t then fail('table ' .. d.identifier .. ' needs a caption (Table: ...) to be numbered') end
    if LATEX then return t, false end
    d.content[1] = t
    return d, false
  end
  return nil
end

local function table_block(t)
  local r = counted_table(t, nil)
  if r then return r, false end
  return nil
end

------------------------------------------------------------------------
-- Pass 3 (typewise): cross-references
------------------------------------------------------------------------

local XREF = { eq = true, fig = true, tbl = true, sec = true, ex = true }
local WORD = { fig = 'Figure', tbl = 'Table', ex = 'Exercise' }

local function xref_inlines(cit)
  local id = cit.id
  local lab = labels[id]
  if not lab then fail('unknown cross-reference @' .. id .. ' (no such label in the chapters)') end
  local bare = cit.mode == 'SuppressAuthor'
  local word
  if lab.kind == 'sec' then
    if not lab.num then
      -- an unnumbered section: refer to it by its title
      if LATEX then
        local l = List{ raw('\\hyperref[' .. id .. ']{') }
        l:extend(lab.title); l:insert(raw('}'))
        return l
      end
      return List{ pandoc.Link(lab.title, '#' .. id) }
    end
    word = lab.level == 1 and (lab.appendix and 'Appendix' or 'Chapter') or 'Section'
  else
    word = WORD[lab.kind]
  end
  local text, ltext
  if lab.kind == 'eq' then
    text, ltext = '(' .. lab.num .. ')', '(\\ref*{' .. id .. '})'
  elseif bare then
    text, ltext = lab.num, '\\ref*{' .. id .. '}'
  else
    text, ltext = word .. '\u{A0}' .. lab.num, word .. '~\\ref*{' .. id .. '}'
  end
  if LATEX then return List{ raw('\\hyperref[' .. id .. ']{' .. ltext .. '}') } end
  return List{ pandoc.Link({ pandoc.Str(text) }, '#' .. id, '', pandoc.Attr('', { 'xref' })) }
end

local function cite(c)
  local xrefs, others = {}, {}
  for _, cit in ipairs(c.citations) do
    local prefix = cit.id:match('^(%a+):')
    if prefix and XREF[prefix] then
      xrefs[#xrefs + 1] = cit
    else
      if bibkeys and not bibkeys[cit.id] then
        fail('unknown citation @' .. cit.id .. ': not a label (eq:, fig:, tbl:, sec:, ex:) and not a key in the bibliography')
      end
      others[#others + 1] = cit
    end
  end
  if #xrefs == 0 then return nil end
  if #others > 0 then
    fail('cross-references and bibliography citations mixed in one citation: ' .. stringify(c.content) ..
      ' -- write them separately')
  end
  local out = List()
  for i, cit in ipairs(xrefs) do
    if i > 1 then
      out:insert(pandoc.Str(i == #xrefs and ' and' or ','))
      out:insert(pandoc.Space())
    end
    if #cit.prefix > 0 then out:extend(cit.prefix); out:insert(pandoc.Space()) end
    out:extend(xref_inlines(cit))
    if #cit.suffix > 0 then out:extend(cit.suffix) end
  end
  return out
end

------------------------------------------------------------------------
-- Pass 4: write the label map for the build's consistency check
------------------------------------------------------------------------

local function write_map(doc)
  if not mapfile then return nil end
  local fh = io.open(mapfile, 'w')
  if not fh then fail('cannot write ' .. mapfile) end
  for _, id in ipairs(label_order) do
    local lab = labels[id]
    if lab.num then fh:write(id, '\t', lab.num, '\n') end
  end
  fh:close()
  return nil
end

------------------------------------------------------------------------
-- Pass 0: a figure or table goes right after the paragraph that first cites it
------------------------------------------------------------------------

-- The id of a float written as a top-level block: a program table or a table
-- div (tbl:), or a paragraph holding only a figure (fig:).
local function float_id(b)
  if b.t == 'Div' and b.identifier:match('^tbl:') then return b.identifier end
  if b.t == 'Para' and #b.content == 1 and b.content[1].t == 'Image'
      and b.content[1].identifier:match('^fig:') then
    return b.content[1].identifier
  end
  return nil
end

-- A chapter may show a float sections after the text that first refers to it
-- ("@tbl:x does that ..."; the table itself under a later heading).  LaTeX
-- then floats it from there, pages after its first citation.  So, within a
-- chapter (never across a level-1 header, nor out of an Exercises section
-- into the text, nor into an exercise), a float cited by an earlier
-- top-level block is moved to just after that block, in both outputs (the
-- numbers follow the new order, the same in the PDF and the HTML).
local function float_placement(doc)
  local blocks = doc.blocks
  local first, chapter_of, fence = {}, {}, {}
  local chap, zone = 0, 0
  for i, b in ipairs(blocks) do
    if b.t == 'Header' then
      if b.level == 1 then chap = chap + 1; zone = zone + 1 end
      if stringify(b.content):match('^Exercises') then zone = zone + 1 end
    end
    chapter_of[i], fence[i] = chap, zone
    if not (b.t == 'Div' and b.classes:includes('exercise')) then
      pandoc.walk_block(b, { Cite = function(c)
        for _, cit in ipairs(c.citations) do
          if cit.id:match('^fig:') or cit.id:match('^tbl:') then
            if not first[cit.id] then first[cit.id] = i end
          end
        end
      end })
    end
  end
  local after, moved = {}, {}
  for i, b in ipairs(blocks) do
    local id = float_id(b)
    local c = id and first[id]
    if c and c < i and fence[c] == fence[i] then
      after[c] = after[c] or List()
      after[c]:insert(b)
      moved[i] = true
    end
  end
  if not next(moved) then return nil end
  local out = List()
  for i, b in ipairs(blocks) do
    if not moved[i] then out:insert(b) end
    if after[i] then out:extend(after[i]) end
  end
  doc.blocks = out
  return doc
end

------------------------------------------------------------------------
-- Pass 5 (HTML): typeset the formulas with KaTeX under node, all in one run
------------------------------------------------------------------------

local formulas, typeset = {}, nil

local function collect_math(m)
  if HTML and katex_js then
    if m.text:find('\0', 1, true) then fail('a formula contains a NUL byte: ' .. m.text) end
    formulas[#formulas + 1] = (m.mathtype == 'DisplayMath' and 'D' or 'I') .. m.text
  end
  return nil
end

local function katex_batch(doc)
  if not (HTML and katex_js) or #formulas == 0 then return nil end
  local script = (PANDOC_SCRIPT_FILE:match('^(.*)/[^/]*$') or '.') .. '/../katex-render.js'
  local ok, out = pcall(pandoc.pipe, node, { script, katex_js }, table.concat(formulas, '\0'))
  if not ok then fail('KaTeX (' .. node .. ' ' .. script .. ') failed; see its messages above') end
  typeset = {}
  for html in (out .. '\0'):gmatch('(.-)\0') do typeset[#typeset + 1] = html end
  if #typeset ~= #formulas then
    fail('KaTeX returned ' .. #typeset .. ' formulas for ' .. #formulas)
  end
  typeset.next = 1
  return nil
end

local function place_math(m)
  if not typeset then return nil end
  local html = typeset[typeset.next]
  typeset.next = typeset.next + 1
  local kind = m.mathtype == 'DisplayMath' and 'display' or 'inline'
  return pandoc.RawInline('html', '<span class="math ' .. kind .. '">' .. html .. '</span>')
end

-- In the PDF a display stays on the page of the sentence that leads into it:
-- a paragraph that opens with display math, after a paragraph, gets
-- \nopagebreak before it (a blank line in the source makes them two
-- paragraphs, and LaTeX may break the page between them).
local function opens_with_display(b)
  if b.t ~= 'Para' then return false end
  for _, x in ipairs(b.content) do
    if x.t == 'Math' then return x.mathtype == 'DisplayMath' end
    if x.t ~= 'Space' and x.t ~= 'SoftBreak' then return false end
  end
  return false
end

local function keep_displays(blocks)
  if not LATEX then return nil end
  local out, changed = List(), false
  for i, b in ipairs(blocks) do
    if i > 1 and opens_with_display(b) and blocks[i - 1].t == 'Para' then
      out:insert(rawblock('\\nopagebreak[4]'))
      changed = true
    end
    out:insert(b)
  end
  return changed and out or nil
end

-- A raw HTML block (an animation only the HTML shows) names a drawn
-- figure as src="figdir:NAME": the figure folder of this build.
local function raw_html(b)
  if b.format ~= 'html' then return nil end
  b.text = b.text:gsub('src="figdir:([^"]*)"', function(name)
    local path = figdir .. '/' .. name
    if not file_exists(path) then fail('raw HTML: ' .. path .. ' does not exist') end
    return 'src="' .. path .. '"'
  end)
  return b
end

return {
  { Meta = Meta },
  { Blocks = keep_displays },
  { Pandoc = float_placement },
  { Span = out_span, CodeBlock = code_block, RawBlock = raw_html },
  { traverse = 'topdown', Header = header, Div = div, Table = table_block,
    Para = inline_block, Plain = inline_block },
  { Cite = cite },
  { Math = collect_math },
  { Pandoc = katex_batch },
  { Math = place_math },
  { Pandoc = write_map },
}
