# web/web.mk -- the programs in the HTML report: every chapter program and
# the lcp command compiled to WebAssembly (emscripten) in one module, from the
# same sources as the native programs; included by the top-level Makefile.
#
# Libraries: GMP as mini-gmp/mini-mpq and SUNDIALS' CVODE, both compiled from
# Debian's source packages (tools/deps fetches them into WASM_SRC); LAPACK's
# four routines as web/lapack.c (tested against LAPACK in
# tests/test_web_lapack.c).  Everything is compiled by one emcc call per
# group (emcc's start-up costs more than a small file's compilation).
#
# Defines WEB_RUNNER, the HTML fragment the report puts at the end of its
# page: the module, each program's --help-json, the files the chapters'
# runs read, and web/runner.js.

EMCC     ?= emcc
WASM_SRC ?= /usr/local/src/contact-course
WASM_GMP := $(firstword $(wildcard $(WASM_SRC)/gmp-*/mini-gmp))
WASM_SUN := $(firstword $(wildcard $(WASM_SRC)/sundials-*))
W        := $(B)/wasm
WASM_ENV := NODE_PATH=/usr/share/nodejs
WASM_CFLAGS = -std=c11 -O1 -ffp-contract=off -Wall -Wextra -Wpedantic -Werror -I$(CURDIR)/web/include \
              -I$(WASM_GMP) -I$(WASM_SUN)/include -I$(CURDIR)/src

# SUNDIALS: CVODE with the dense and band matrices, the dense linear solver,
# Newton's method and the serial vector.
WASM_SUN_SRC = $(addprefix $(WASM_SUN)/src/, cvode/cvode.c cvode/cvode_io.c cvode/cvode_ls.c \
  cvode/cvode_nls.c cvode/cvode_proj.c sundials/sundials_context.c sundials/sundials_dense.c \
  sundials/sundials_direct.c sundials/sundials_futils.c sundials/sundials_linearsolver.c \
  sundials/sundials_logger.c sundials/sundials_math.c sundials/sundials_matrix.c \
  sundials/sundials_memory.c sundials/sundials_nonlinearsolver.c sundials/sundials_nvector.c \
  sundials/sundials_version.c sundials/sundials_iterative.c nvector/serial/nvector_serial.c \
  sunmatrix/dense/sunmatrix_dense.c sunmatrix/band/sunmatrix_band.c \
  sunlinsol/dense/sunlinsol_dense.c sunnonlinsol/newton/sunnonlinsol_newton.c)

# Each program's main renamed: web_main_NAME, NAME with '-' as '_'.
WASM_PROGS = $(foreach s,$(PROG_SRC),$(basename $(notdir $(s))))
wasm_symbol = web_main_$(subst -,_,$(1))

$(W)/deps.a: web/web.mk web/include/sundials/sundials_config.h
	@test -n "$(WASM_GMP)" -a -n "$(WASM_SUN)" || { echo "web: GMP's and SUNDIALS' sources are not in $(WASM_SRC): run make deps" >&2; exit 1; }
	@rm -rf $(W)/deps && mkdir -p $(W)/deps
	$(say) EMCC $@
	$(Q)cd $(W)/deps && $(WASM_ENV) $(EMCC) -O1 -c -I$(abspath web/include) -I$(WASM_SUN)/include \
	  -I$(WASM_SUN)/src/sundials -Wno-constant-conversion $(WASM_SUN_SRC)
	$(Q)cd $(W)/deps && $(WASM_ENV) $(EMCC) -O1 -c -I$(WASM_GMP) \
	  -DGMP_LIMB_MAX='((mp_limb_t) ~ (mp_limb_t) 0)' $(WASM_GMP)/mini-gmp.c $(WASM_GMP)/mini-mpq.c
	$(Q)rm -f $@ && $(WASM_ENV) emar rcs $@ $(W)/deps/*.o

# The library, web/lapack.c and the GMP additions: one emcc call.
$(W)/lib.a: $(LIB_SRC) $(wildcard src/*.h) web/lapack.c web/web_lapack.h web/gmp_compat.c \
            $(wildcard web/include/*.h) $(W)/deps.a
	@rm -rf $(W)/lib && mkdir -p $(W)/lib
	$(say) EMCC $@
	$(Q)cd $(W)/lib && $(WASM_ENV) $(EMCC) $(WASM_CFLAGS) -c \
	  $(addprefix $(CURDIR)/,$(LIB_SRC) web/lapack.c web/gmp_compat.c)
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

$(W)/programs.js: $(W)/programs.h $(PROG_SRC) web/programs.c $(W)/lib.a $(W)/deps.a
	@rm -f $(W)/progs/*.o
	$(say) EMCC $@
	$(Q)cd $(W)/progs && $(WASM_ENV) $(EMCC) $(WASM_CFLAGS) -I$(abspath $(W)) -c \
	  *.c $(CURDIR)/web/programs.c
	$(Q)$(WASM_ENV) $(EMCC) -O1 $(W)/progs/*.o $(W)/lib.a $(W)/deps.a -o $@.tmp.js \
	  -sMODULARIZE=1 -sEXPORT_NAME=ContactPrograms -sINVOKE_RUN=0 -sEXIT_RUNTIME=1 \
	  -sALLOW_MEMORY_GROWTH=1 -sSINGLE_FILE=1 -sFORCE_FILESYSTEM=1 \
	  -sEXPORTED_RUNTIME_METHODS=callMain,FS -sENVIRONMENT=web,node
	@mv $@.tmp.js $@

# Each program's option table, as --help-json prints it natively.
$(W)/options.json: $(PROGS)
	@mkdir -p $(@D)
	@{ printf '{'; sep=''; for p in $(filter-out lcp,$(WASM_PROGS)); do \
	    printf '%s"%s": ' "$$sep" $$p; $(B)/bin/$$p --help-json || exit 1; sep=', '; done; \
	  printf '}\n'; } > $@.tmp && mv $@.tmp $@

# The files the chapters' runs name (scenes, profiles, LCP files, a table),
# at the same paths, so that a command copied from the text runs as it is.
WASM_FILES = $(wildcard chapters/*/*.scene chapters/*/*.txt chapters/*/*/*.txt)
$(W)/files.json: $(WASM_FILES) web/web.mk
	@mkdir -p $(@D)
	@node -e 'const fs = require("fs"); const o = {}; for (const f of process.argv.slice(1)) o[f] = fs.readFileSync(f, "utf8"); process.stdout.write(JSON.stringify(o));' $(WASM_FILES) > $@.tmp && mv $@.tmp $@

# The fragment at the end of the page.  "</" inside a script would end it.
WEB_RUNNER = $(W)/runner.html
$(WEB_RUNNER): $(W)/programs.js $(W)/options.json $(W)/files.json web/runner.js
	@{ printf '<script type="application/json" id="program-options">'; \
	  sed 's|</|<\\/|g' $(W)/options.json; printf '</script>\n'; \
	  printf '<script type="application/json" id="program-files">'; \
	  sed 's|</|<\\/|g' $(W)/files.json; printf '</script>\n'; \
	  printf '<script class="course-program">\n'; sed 's|</script|<\\/script|g' $(W)/programs.js; \
	  printf '\n</script>\n<script class="course-program">\n'; cat web/runner.js; printf '</script>\n'; \
	} > $@.tmp && mv $@.tmp $@

.PHONY: wasm
wasm: $(WEB_RUNNER)
