# report/report.mk -- builds the report; included by the top-level Makefile.
#
# Set before the include (defaults in brackets):
#   B              build folder [build]; any relative or absolute path
#   REPORT_DIR     where report.pdf and report.html land [report]
#   CHAPTER_NOTES  the chapters' markdown files, in order
#   REPORT_DEPS    everything else the report reads: program outputs
#                  $(B)/data/*.txt, figures $(B)/figures/NAME.{tex,pdf,svg},
#                  the sources code is pulled from
#   SOURCE_DATE_EPOCH  exported; fixes the PDF dates and the title-page date
# Optional:
#   REPORT_HTML_AFTER  an HTML fragment put at the end of the page's body
#                  (the programs, compiled to WebAssembly: web/web.mk)
#   REPORT_SRC     this folder [report]; REPORT_FIGDIR [$(B)/figures];
#   REPORT_DATADIR [$(B)/data]; PANDOC, PDFLATEX, NODE, KATEX_SRC
#
# Defines the targets $(REPORT_DIR)/report.pdf and $(REPORT_DIR)/report.html;
# intermediates live in $(B)/report/.  Also, for the including Makefile:
#   REPORT_OUTPUTS   the two files (for clean)
#   REPORT_TOOLS     the commands the report needs (for a tool check)
#   REPORT_PACKAGES  the Debian packages providing them (for make deps)
# pandoc runs from the repository root (the including Makefile's folder),
# pdflatex in $(B)/report/ (see run-pdflatex.sh).

REPORT_SRC     ?= report
B              ?= build
REPORT_DIR     ?= report
REPORT_FIGDIR  ?= $(B)/figures
REPORT_DATADIR ?= $(B)/data
PANDOC         ?= pandoc
PDFLATEX       ?= pdflatex
KATEX_SRC      ?= /usr/share/javascript/katex

REPORT_BUILD := $(B)/report

REPORT_OUTPUTS  := $(REPORT_DIR)/report.pdf $(REPORT_DIR)/report.html
NODE           ?= node
REPORT_TOOLS    := $(PANDOC) $(PDFLATEX) $(NODE)
REPORT_PACKAGES := pandoc texlive-latex-base texlive-latex-recommended \
                   texlive-fonts-recommended lmodern libjs-katex nodejs

ifeq ($(abspath $(REPORT_DIR)),$(abspath $(REPORT_BUILD)))
$(error REPORT_DIR must not be $(REPORT_BUILD): that folder holds the intermediate files)
endif

ifeq ($(strip $(SOURCE_DATE_EPOCH)),)
SOURCE_DATE_EPOCH := $(shell git log -1 --format=%ct 2>/dev/null || echo 1704067200)
export SOURCE_DATE_EPOCH
endif
REPORT_DATE := $(shell date -u -d @$(SOURCE_DATE_EPOCH) +%Y-%m-%d)

# pandoc with no input file would wait for standard input: refuse instead.
REPORT_NEED_NOTES = $(if $(strip $(CHAPTER_NOTES)),,$(error report.mk: CHAPTER_NOTES is empty))

REPORT_FILTERS := $(REPORT_SRC)/filters/report.lua
REPORT_SOURCES := $(REPORT_SRC)/report.mk $(REPORT_SRC)/meta.yaml \
                  $(REPORT_SRC)/refs.bib $(REPORT_FILTERS) \
                  $(REPORT_BUILD)/date.txt

# The filter runs before --citeproc: it turns @eq:/@fig:/@tbl:/@sec:/@ex: into
# numbers and leaves the bibliography keys to citeproc.
REPORT_PANDOC = $(PANDOC) --from=markdown --standalone --toc \
  --metadata-file=$(REPORT_SRC)/meta.yaml \
  --metadata=date:$(REPORT_DATE) \
  --metadata=figdir:$(REPORT_FIGDIR) \
  --metadata=datadir:$(REPORT_DATADIR) \
  --bibliography=$(REPORT_SRC)/refs.bib \
  --lua-filter=$(REPORT_FILTERS) \
  --citeproc

# The title-page date, rewritten only when it changes (a new commit), so that
# it triggers a rebuild exactly then.
$(REPORT_BUILD)/date.txt: report-date-always
	@mkdir -p $(@D)
	@echo '$(REPORT_DATE)' | cmp -s - $@ || echo '$(REPORT_DATE)' > $@
.PHONY: report-date-always
report-date-always:

# --- PDF: markdown -> LaTeX (pandoc) -> PDF (pdflatex, run by us) ----------
$(REPORT_BUILD)/report.tex: $(CHAPTER_NOTES) $(REPORT_DEPS) $(REPORT_SOURCES) \
                            $(REPORT_SRC)/header.tex
	@mkdir -p $(@D)$(REPORT_NEED_NOTES)
	$(say) PANDOC $@
	$(Q)$(REPORT_PANDOC) --to=latex --top-level-division=chapter --number-sections \
	  --include-in-header=$(REPORT_SRC)/header.tex \
	  --metadata=crossref-map:$(REPORT_BUILD)/report.labels.tmp \
	  --output=$@.tmp $(CHAPTER_NOTES) \
	  || { rm -f $@.tmp $(REPORT_BUILD)/report.labels.tmp; exit 1; }
	@mv $(REPORT_BUILD)/report.labels.tmp $(REPORT_BUILD)/report.labels
	@mv $@.tmp $@

$(REPORT_DIR)/report.pdf: $(REPORT_BUILD)/report.tex $(REPORT_SRC)/run-pdflatex.sh
	@mkdir -p $(@D)
	@PDFLATEX='$(PDFLATEX)' sh $(REPORT_SRC)/run-pdflatex.sh $(REPORT_BUILD) report '$(CURDIR)'
	@cp $(REPORT_BUILD)/report.pdf $@.tmp && mv $@.tmp $@

# --- HTML: one self-contained file, formulas typeset at build time ----------
# The filter sends every formula to katex-render.js (node, KaTeX from
# libjs-katex) in one batch and puts KaTeX's HTML in the page: no script, so
# the page reads the same with scripts off.  The page embeds KaTeX's CSS and
# fonts (html-head.html) and the figures (embed-images.js, as data: URLs);
# check-html.js then checks that every
# formula was typeset and nothing would be fetched from the network.
$(REPORT_BUILD)/katex/katex.min.js: $(KATEX_SRC)/katex.min.js
	@mkdir -p $(@D)
	@cp -L $< $@.tmp && mv $@.tmp $@

# Only the woff2 fonts: every current browser reads them, and the HTML stays
# small with everything embedded.
$(REPORT_BUILD)/katex/katex.min.css: $(KATEX_SRC)/katex.min.css
	@mkdir -p $(@D)/fonts
	@cp -L $(KATEX_SRC)/fonts/*.woff2 $(@D)/fonts/
	@sed -e "s/,url([^)]*\.woff) format(['\"]woff['\"])//g" \
	     -e "s/,url([^)]*\.ttf) format(['\"]truetype['\"])//g" $< > $@.tmp
	@mv $@.tmp $@

# The page's styles, KaTeX's with its fonts as data: URLs, then ours, as
# <style> elements for the page's head: with the figures embedded by
# embed-images.js, the page is one file without pandoc's --self-contained
# pass (which took two thirds of the HTML's time).
$(REPORT_BUILD)/html-head.html: $(REPORT_BUILD)/katex/katex.min.css $(REPORT_SRC)/report.css
	@{ printf '<style>\n'; \
	  awk -v dir=$(REPORT_BUILD)/katex/ '{ \
	    while (match($$0, /url\(fonts\/[^)]*\.woff2\)/)) { \
	      font = substr($$0, RSTART + 4, RLENGTH - 5); \
	      cmd = "base64 -w 0 " dir font; cmd | getline data; close(cmd); \
	      $$0 = substr($$0, 1, RSTART - 1) "url(data:font/woff2;base64," data ")" \
	            substr($$0, RSTART + RLENGTH) } print }' $<; \
	  printf '</style>\n<style>\n'; cat $(REPORT_SRC)/report.css; printf '</style>\n'; \
	} > $@.tmp && mv $@.tmp $@

$(REPORT_DIR)/report.html: $(CHAPTER_NOTES) $(REPORT_DEPS) $(REPORT_SOURCES) \
                           $(REPORT_SRC)/report.css $(REPORT_SRC)/check-html.js \
                           $(REPORT_SRC)/katex-render.js $(REPORT_SRC)/embed-images.js \
                           $(REPORT_BUILD)/katex/katex.min.js \
                           $(REPORT_BUILD)/html-head.html $(REPORT_HTML_AFTER)
	@mkdir -p $(@D)$(REPORT_NEED_NOTES)
	@command -v $(NODE) >/dev/null 2>&1 || { echo "report: $(NODE) not found: the HTML's formulas are typeset with KaTeX under node (Debian: apt-get install nodejs)" >&2; exit 1; }
	$(say) PANDOC $@
	$(Q)$(REPORT_PANDOC) --to=html5 \
	  --metadata=katex-js:$(REPORT_BUILD)/katex/katex.min.js --metadata=node:$(NODE) \
	  --include-in-header=$(REPORT_BUILD)/html-head.html \
	  $(if $(REPORT_HTML_AFTER),--include-after-body=$(REPORT_HTML_AFTER)) \
	  --output=$@.tmp $(CHAPTER_NOTES) || { rm -f $@.tmp; exit 1; }
	@$(NODE) $(REPORT_SRC)/embed-images.js $@.tmp $@.tmp2 || { rm -f $@.tmp $@.tmp2; exit 1; }
	@rm -f $@.tmp
	@$(NODE) $(REPORT_SRC)/check-html.js $@.tmp2 || { rm -f $@.tmp2; exit 1; }
	@mv $@.tmp2 $@
