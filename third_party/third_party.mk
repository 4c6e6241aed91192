# third_party/third_party.mk -- the code the project compiles from Debian's
# source packages, from the same sources for the native programs and for
# the page (web/web.mk uses the lists and flags below with emcc):
#
#   musl's libm, every symbol renamed dmath_ (src/dmath.h): $(DMATH_LIB)
#   SUNDIALS' CVODE, its pow going to dmath_pow:             $(CVODE_LIB)
#   SuiteSparse's KLU (sparse LU) with AMD, COLAMD, BTF:  $(KLU_LIB)
#
# tools/deps fetches the packages (apt-get source) into THIRD_PARTY_SRC;
# nothing of them is copied into the repository.  Each library is compiled
# by one compiler call (a compiler's start-up costs more than most of these
# files).  Included by the Makefile after B, CC, Q and say are defined.

THIRD_PARTY_SRC ?= /usr/local/src/contact-course
MUSL := $(patsubst %/src/math/sin.c,%,$(firstword $(wildcard $(abspath $(THIRD_PARTY_SRC))/musl-*/src/math/sin.c)))
SUN := $(firstword $(wildcard $(abspath $(THIRD_PARTY_SRC))/sundials-*))
SSP := $(firstword $(wildcard $(abspath $(THIRD_PARTY_SRC))/suitesparse-*))
THIRD_PARTY_MISSING = $(THIRD_PARTY_SRC) has no $(1) sources: run make deps (tools/deps)

# ---------------------------------------------------------------- musl's libm
# The functions of src/dmath.h and what they call: the kernels of sin, cos
# and tan and their argument reduction, exp's, log's, log2's and pow's
# tables, the overflow and underflow handlers, and scalbn and floor (exact,
# for the reduction of large arguments).  Only src/math/*.c: the assembly
# of src/math/x86_64/ is never used, so that the page runs the same C.
DMATH_FILES = sin cos tan asin acos atan atan2 sinh cosh tanh exp expm1 log log1p log10 \
  log2 pow hypot cbrt erf __sin __cos __tan __rem_pio2 __rem_pio2_large __expo2 exp_data \
  log_data log2_data pow_data __math_oflow __math_uflow __math_xflow __math_divzero \
  __math_invalid scalbn floor
DMATH_SRC = $(DMATH_FILES:%=$(MUSL)/src/math/%.c)
DMATH_HEADERS = third_party/musl_dmath.h src/dmath.h
# -ffp-contract=off: musl's two roundings stay two (no fused multiply-add);
# -fno-builtin: no call is replaced by the compiler's own version or folded
# into a constant (musl's own build has -ffreestanding); -fno-math-errno: sqrt is the instruction alone, without a
# call to set errno (musl never sets it); the renaming and the C path:
# third_party/musl_dmath.h.
DMATH_CFLAGS = -O2 $(FP_FLAGS) -fno-builtin -fno-math-errno \
  -include $(CURDIR)/third_party/musl_dmath.h -I$(CURDIR)/src \
  -iquote $(MUSL)/src/internal -iquote $(MUSL)/arch/generic

# ---------------------------------------------------------------- CVODE
# CVODE with the dense and band matrices, the dense linear solver, Newton's
# method and the serial vector (and the sensitivity wrapper that Newton's
# file calls, which a native link needs); SUNDIALS' configuration (CMake's,
# in its own build) is third_party/sundials/sundials/sundials_config.h.
CVODE_SRC = $(addprefix $(SUN)/src/, cvode/cvode.c cvode/cvode_io.c cvode/cvode_ls.c \
  cvode/cvode_nls.c cvode/cvode_proj.c sundials/sundials_context.c sundials/sundials_dense.c \
  sundials/sundials_direct.c sundials/sundials_futils.c sundials/sundials_linearsolver.c \
  sundials/sundials_logger.c sundials/sundials_math.c sundials/sundials_matrix.c \
  sundials/sundials_memory.c sundials/sundials_nonlinearsolver.c sundials/sundials_nvector.c \
  sundials/sundials_version.c sundials/sundials_iterative.c \
  sundials/sundials_nvector_senswrapper.c nvector/serial/nvector_serial.c \
  sunmatrix/dense/sunmatrix_dense.c sunmatrix/band/sunmatrix_band.c \
  sunlinsol/dense/sunlinsol_dense.c sunnonlinsol/newton/sunnonlinsol_newton.c)
CVODE_HEADERS = third_party/sundials_dmath.h src/dmath.h \
  third_party/sundials/sundials/sundials_config.h third_party/sundials/sundials/sundials_export.h
CVODE_CFLAGS = -O2 $(FP_FLAGS) -Wno-constant-conversion \
  -include $(CURDIR)/third_party/sundials_dmath.h -I$(CURDIR)/src \
  -I$(CURDIR)/third_party/sundials -I$(SUN)/include -I$(SUN)/src/sundials
# For the project's files that include CVODE's headers (system headers: no
# -Wpedantic warnings of theirs).
CVODE_INCLUDES = -isystem $(CURDIR)/third_party/sundials -isystem $(SUN)/include

# ---------------------------------------------------------------- KLU
# SuiteSparse's KLU (Davis and Palamadai Natarajan 2010), the sparse LU of
# the contact solver's bases (src/lemke_sparse.c), with its orderings: BTF
# (block triangular form), AMD and COLAMD.  Only the int, real versions
# (each file compiled once, without KLU's DLONG or COMPLEX); no BLAS, so
# its arithmetic is the C's, the same on every machine.
KLU_SRC = $(wildcard $(SSP)/KLU/Source/klu*.c) $(wildcard $(SSP)/AMD/Source/amd_*.c) \
  $(SSP)/COLAMD/Source/colamd.c $(wildcard $(SSP)/BTF/Source/btf_*.c) \
  $(SSP)/SuiteSparse_config/SuiteSparse_config.c
KLU_CFLAGS = -O2 $(FP_FLAGS) -DNDEBUG -I$(SSP)/SuiteSparse_config -I$(SSP)/AMD/Include \
  -I$(SSP)/COLAMD/Include -I$(SSP)/BTF/Include -I$(SSP)/KLU/Include
# For the project's files that include klu.h (system headers).
KLU_INCLUDES = -isystem $(SSP)/SuiteSparse_config -isystem $(SSP)/AMD/Include \
  -isystem $(SSP)/COLAMD/Include -isystem $(SSP)/BTF/Include -isystem $(SSP)/KLU/Include

# ---------------------------------------------------------------- native
DMATH_LIB = $(B)/lib/libdmath.a
CVODE_LIB = $(B)/lib/libcvode.a
KLU_LIB = $(B)/lib/libklu.a
THIRD_PARTY_LIBS = $(CVODE_LIB) $(KLU_LIB) $(DMATH_LIB)

$(DMATH_LIB): $(DMATH_HEADERS) third_party/third_party.mk
	@test -n "$(MUSL)" || { echo "$(call THIRD_PARTY_MISSING,musl)" >&2; exit 1; }
	@rm -rf $(B)/obj/musl && mkdir -p $(B)/obj/musl $(@D)
	$(say) CC $@
	$(Q)cd $(B)/obj/musl && $(CC) $(DMATH_CFLAGS) -c $(DMATH_SRC)
	$(Q)rm -f $@ && ar rcs $@ $(B)/obj/musl/*.o

$(CVODE_LIB): $(CVODE_HEADERS) third_party/third_party.mk
	@test -n "$(SUN)" || { echo "$(call THIRD_PARTY_MISSING,SUNDIALS)" >&2; exit 1; }
	@rm -rf $(B)/obj/cvode && mkdir -p $(B)/obj/cvode $(@D)
	$(say) CC $@
	$(Q)cd $(B)/obj/cvode && $(CC) $(CVODE_CFLAGS) -c $(CVODE_SRC)
	$(Q)rm -f $@ && ar rcs $@ $(B)/obj/cvode/*.o

$(KLU_LIB): third_party/third_party.mk
	@test -n "$(SSP)" || { echo "$(call THIRD_PARTY_MISSING,SuiteSparse)" >&2; exit 1; }
	@rm -rf $(B)/obj/klu && mkdir -p $(B)/obj/klu $(@D)
	$(say) CC $@
	$(Q)cd $(B)/obj/klu && $(CC) $(KLU_CFLAGS) -c $(KLU_SRC)
	$(Q)rm -f $@ && ar rcs $@ $(B)/obj/klu/*.o
