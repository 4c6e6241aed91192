/* third_party/sundials/sundials/sundials_config.h: SUNDIALS' configuration
 * for CVODE as the project compiles it, natively and for the page, from
 * Debian's source package (CMake writes this file in SUNDIALS' own build):
 * double precision, 64-bit indices as Debian's build has them, no MPI, no
 * threads, only what CVODE with a dense linear solver needs. */
#ifndef _SUNDIALS_CONFIG_H
#define _SUNDIALS_CONFIG_H

#include "sundials/sundials_export.h"

#define SUNDIALS_DEPRECATED_MSG(msg) __attribute__((__deprecated__(msg)))
#define SUNDIALS_DEPRECATED_EXPORT_MSG(msg) SUNDIALS_EXPORT SUNDIALS_DEPRECATED_MSG(msg)
#define SUNDIALS_DEPRECATED_NO_EXPORT_MSG(msg) SUNDIALS_NO_EXPORT SUNDIALS_DEPRECATED_MSG(msg)

#define SUNDIALS_VERSION "6.4.1"
#define SUNDIALS_VERSION_MAJOR 6
#define SUNDIALS_VERSION_MINOR 4
#define SUNDIALS_VERSION_PATCH 1
#define SUNDIALS_VERSION_LABEL ""
#define SUNDIALS_GIT_VERSION ""

#define SUNDIALS_C_COMPILER_HAS_MATH_PRECISIONS
#define SUNDIALS_C_COMPILER_HAS_ISINF_ISNAN
#define SUNDIALS_C_COMPILER_HAS_INLINE
#define SUNDIALS_C_COMPILER_HAS_SNPRINTF_AND_VA_COPY
#define SUNDIALS_DOUBLE_PRECISION 1
#define SUNDIALS_INT64_T 1
#define SUNDIALS_INDEX_TYPE int64_t
#define SUNDIALS_LOGGING_LEVEL 0
#define SUNDIALS_MPI_ENABLED 0

#define SUNDIALS_CVODE 1
#define SUNDIALS_NVECTOR_SERIAL 1
#define SUNDIALS_SUNMATRIX_DENSE 1
#define SUNDIALS_SUNLINSOL_DENSE 1
#define SUNDIALS_SUNNONLINSOL_NEWTON 1

#define SUNDIALS_MAGMA_BACKENDS_CUDA 0
#define SUNDIALS_MAGMA_BACKENDS_HIP 0

#endif
