# web/web.mk -- the programs in the HTML report: every chapter program and
# the lcp command compiled to WebAssembly (emscripten) in one module, from the
# same sources as the native programs; included by the top-level Makefile.
#
# Libraries: GMP as mini-gmp/mini-mpq, SUNDIALS' CVODE and musl's libm as the
# dmath_ functions (src/dmath.h), all compiled from Debian's source packages
# (tools/deps fetches them into THIRD_PARTY_SRC; CVODE and the dmath_ functions
# from the same files, lists and flags as the native programs:
# third_party/third_party.mk).  Everything is compiled by one emcc call per
# group (emcc's start-up costs more than a small file's compilation); the
# dmath_ functions are an archive of their own (dmath.a), made beside deps.a,
# and so is SuiteSparse's KLU (klu.a), the contact solver's sparse LU.
#
# Defines WEB_RUNNER, the HTML fragment the report puts at the end of its
# page: the module, each program's --help-json, the files the chapters'
# runs read, and web/runner.js (with web/command.js, web/plot.js and
# web/view3d.js).

EMCC     ?= emcc
WASM_GMP := $(firstword $(wildcard $(abspath $(THIRD_PARTY_SRC))/gmp-*/mini-gmp))
W        ?= $(B)/wasm
WASM_ENV := NODE_PATH=/usr/share/nodejs
# -O2 and WebAssembly's 128-bit vectors (two doubles per instruction): the
# compiler vectorises loops such as the planar model's cells (natively SSE2
# or AVX2), lane by lane the same operations in the same order, so the same
# bits (no reassociation without -ffast-math, and WebAssembly has no fused
# multiply-add; FP_FLAGS); Chromium and Firefox run them since 2021, Safari
# since 2023.  -O1 without vectors made the page 2-4 times slower than native,
# -O2 or -O3 without them 2-3.5 times (make bench-page).  A variant:
# make W=$(B)/wasm-X WASM_OPT=... $(B)/wasm-X/runner.html.
WASM_OPT ?= -O2 -msimd128
WASM_CFLAGS = -std=c11 $(WASM_OPT) $(FP_FLAGS) -Wall -Wextra -Wpedantic -Werror -I$(CURDIR)/web/include \
              -I$(WASM_GMP) -I$(CURDIR)/third_party/sundials -I$(SUN)/include -I$(CURDIR)/src \
              $(KLU_INCLUDES)

# Each program's main renamed: web_main_NAME, NAME with '-' as '_'.
WASM_PROGS = $(foreach s,$(PROG_SRC),$(basename $(notdir $(s))))
wasm_symbol = web_main_$(subst -,_,$(1))

# CVODE and mini-gmp: one emcc call each.
$(W)/deps.a: web/web.mk third_party/third_party.mk $(CVODE_HEADERS)
	@test -n "$(WASM_GMP)" -a -n "$(SUN)" || { echo "web: GMP's and SUNDIALS' sources are not in $(THIRD_PARTY_SRC): run make deps" >&2; exit 1; }
	@rm -rf $(W)/deps && mkdir -p $(W)/deps
	$(say) EMCC $@
	$(Q)cd $(W)/deps && $(WASM_ENV) $(EMCC) $(CVODE_CFLAGS) -c $(CVODE_SRC)
	$(Q)cd $(W)/deps && $(WASM_ENV) $(EMCC) $(WASM_OPT) -c -I$(WASM_GMP) \
	  -DGMP_LIMB_MAX='((mp_limb_t) ~ (mp_limb_t) 0)' $(WASM_GMP)/mini-gmp.c $(WASM_GMP)/mini-mpq.c
	$(Q)rm -f $@ && $(WASM_ENV) emar rcs $@ $(W)/deps/*.o

# SuiteSparse's KLU: one emcc call, the native build's files and flags.
$(W)/klu.a: web/web.mk third_party/third_party.mk
	@test -n "$(SSP)" || { echo "web: $(call THIRD_PARTY_MISSING,SuiteSparse)" >&2; exit 1; }
	@rm -rf $(W)/klu && mkdir -p $(W)/klu
	$(say) EMCC $@
	$(Q)cd $(W)/klu && $(WASM_ENV) $(EMCC) $(KLU_CFLAGS) -c $(KLU_SRC)
	$(Q)rm -f $@ && $(WASM_ENV) emar rcs $@ $(W)/klu/*.o

# musl's libm as the dmath_ functions: one emcc call, beside deps.a's.
$(W)/dmath.a: web/web.mk third_party/third_party.mk $(DMATH_HEADERS)
	@test -n "$(MUSL)" || { echo "web: $(call THIRD_PARTY_MISSING,musl)" >&2; exit 1; }
	@rm -rf $(W)/dmath && mkdir -p $(W)/dmath
	$(say) EMCC $@
	$(Q)cd $(W)/dmath && $(WASM_ENV) $(EMCC) $(DMATH_CFLAGS) -c $(DMATH_SRC)
	$(Q)rm -f $@ && $(WASM_ENV) emar rcs $@ $(W)/dmath/*.o

# The library and the GMP additions: one emcc call.
$(W)/lib.a: $(LIB_SRC) $(wildcard src/*.h) web/gmp_compat.c \
            $(wildcard web/include/*.h) $(W)/deps.a
	@rm -rf $(W)/lib && mkdir -p $(W)/lib
	$(say) EMCC $@
	$(Q)cd $(W)/lib && $(WASM_ENV) $(EMCC) $(WASM_CFLAGS) -c \
	  $(addprefix $(CURDIR)/,$(LIB_SRC) web/gmp_compat.c)
	$(Q)rm -f $@ && $(WASM_ENV) emar rcs $@ $(W)/lib/*.o

# The programs: a wrapper per program renames its main and includes it.
$(W)/programs.h: $(PROG_SRC) web/web.mk
	@mkdir -p $(W)/progs
	@rm -f $(W)/progs/*.c
	@$(foreach s,$(PROG_SRC),printf '#define main %s\n#include "%s"\n' \
	  $(call wasm_symbol,$(basename $(notdir $(s)))) $(CURDIR)/$(s) \
	  > $(W)/progs/$(basename $(notdir $(s))).c;)
	@{ $(foreach p,$(WASM_PROGS),printf 'PROGRAM("%s", %s)\n' $(p) $(call wasm_symbol,$(p));) } > $@.tmp
	@mv $@.tmp $@

$(W)/programs.js: $(W)/programs.h $(PROG_SRC) web/programs.c $(W)/lib.a $(W)/deps.a $(W)/klu.a \
                  $(W)/dmath.a
	@rm -f $(W)/progs/*.o
	$(say) EMCC $@
	$(Q)cd $(W)/progs && $(WASM_ENV) $(EMCC) $(WASM_CFLAGS) -I$(abspath $(W)) -c \
	  *.c $(CURDIR)/web/programs.c
	$(Q)$(WASM_ENV) $(EMCC) $(WASM_OPT) $(W)/progs/*.o $(W)/lib.a $(W)/deps.a $(W)/klu.a $(W)/dmath.a -o $@.tmp.js \
	  -sMODULARIZE=1 -sEXPORT_NAME=ContactPrograms -sINVOKE_RUN=0 -sEXIT_RUNTIME=1 \
	  -sALLOW_MEMORY_GROWTH=1 -sSINGLE_FILE=1 -sFORCE_FILESYSTEM=1 \
	  -sEXPORTED_RUNTIME_METHODS=callMain,FS -sENVIRONMENT=web,worker,node
	@mv $@.tmp.js $@

# Each program's option table, as --help-json prints it natively.
$(W)/options.json: $(PROGS)
	@mkdir -p $(@D)
	@{ printf '{'; sep=''; for p in $(filter-out lcp,$(WASM_PROGS)); do \
	    printf '%s"%s": ' "$$sep" $$p; $(B)/bin/$$p --help-json || exit 1; sep=', '; done; \
	  printf '}\n'; } > $@.tmp && mv $@.tmp $@

# The files the chapters, the exercises and appendix C name (scenes,
# profiles, LCP files, tables: web/files.sh finds them in the text), at the
# same paths, so that a command copied from the text runs as it is.
WASM_FILES := $(shell sh web/files.sh)
$(W)/files.json: $(WASM_FILES) web/files.sh web/web.mk $(wildcard chapters/*/*.md chapters/*/chapter.mk)
	@mkdir -p $(@D)
	@node -e 'const fs = require("fs"); const o = {}; for (const f of process.argv.slice(1)) o[f] = fs.readFileSync(f, "utf8"); process.stdout.write(JSON.stringify(o));' $(WASM_FILES) > $@.tmp && mv $@.tmp $@

# The fragment at the end of the page.  "</" inside a script would end it.
WEB_RUNNER = $(W)/runner.html
$(WEB_RUNNER): $(W)/programs.js $(W)/options.json $(W)/files.json web/runner.js web/command.js \
              web/plot.js web/view3d.js
	@{ printf '<script type="application/json" id="program-options">'; \
	  sed 's|</|<\\/|g' $(W)/options.json; printf '</script>\n'; \
	  printf '<script type="application/json" id="program-files">'; \
	  sed 's|</|<\\/|g' $(W)/files.json; printf '</script>\n'; \
	  printf '<script class="course-program">\n'; sed 's|</script|<\\/script|g' $(W)/programs.js; \
	  printf '\n</script>\n<script class="course-program">\n'; cat web/command.js web/plot.js web/view3d.js; printf '</script>\n'; \
	  printf '<script class="course-program">\n'; cat web/runner.js; printf '</script>\n'; \
	} > $@.tmp && mv $@.tmp $@

.PHONY: wasm
wasm: $(WEB_RUNNER)
