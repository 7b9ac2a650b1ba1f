/*===- attnrt.h - run attn-compile plans on a CUDA GPU -------------*- C
-*-===*\
|*                                                                            *|
|* Part of attn-opt. A small C API over the CUDA driver API (no MLIR, no      *|
|* cudart): load the directory attn-compile wrote, then launch its kernels    *|
|* on caller-owned device buffers. Functions return 0 (or a valid pointer) on *|
|* success; on failure attnrt_last_error() names the failing step.            *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef ATTNRT_H
#define ATTNRT_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// A loaded plan: its module, kernels and scratch buffers.
typedef struct AttnrtPlan AttnrtPlan;

/// Reads DIR/plan.json and the module it names, initializes CUDA (the
/// current context, or device 0's primary context when none is current),
/// loads the kernels and allocates the scratch buffers. NULL on failure.
AttnrtPlan *attnrt_plan_load(const char *dir);

/// Frees the scratch buffers and unloads the module.
void attnrt_plan_free(AttnrtPlan *plan);

/// The number of buffers, scratch included, in plan order.
int attnrt_plan_num_buffers(const AttnrtPlan *plan);

/// Describes buffer `index`: its name, role ("input", "output" or
/// "scratch"), element type ("f16", "bf16", "f32"), rank, shape and size in
/// bytes. Any out pointer may be NULL. Returns 0, or -1 for a bad index.
int attnrt_plan_buffer_info(const AttnrtPlan *plan, int index,
                            const char **name, const char **role,
                            const char **dtype, int *rank,
                            const int64_t **shape, int64_t *bytes);

/// The number of kernel launches one run makes.
int attnrt_plan_num_launches(const AttnrtPlan *plan);

/// Enqueues every launch of the plan on `stream` (a CUstream; NULL is the
/// default stream). `device_buffers` holds one device pointer (CUdeviceptr
/// cast to void *) per non-scratch buffer, in plan order. Does not wait.
int attnrt_plan_run(AttnrtPlan *plan, void **device_buffers, void *stream);

/// Runs the plan `warmup` times, then `repeat` times, each timed with CUDA
/// events on `stream`, and writes the milliseconds of each timed run to
/// `ms` (room for `repeat` floats). Waits for the stream.
int attnrt_plan_time(AttnrtPlan *plan, void **device_buffers, void *stream,
                     int warmup, int repeat, float *ms);

/// The message of the last failure on this thread ("" when none).
const char *attnrt_last_error(void);

#ifdef __cplusplus
}
#endif

#endif /* ATTNRT_H */
