/*===- fsdp_rt_cuda.h - Host-side GPU runtime for MLIR's gpu-to-llvm -*- C
-*-===*\
|*                                                                            *|
|* libfsdp_rt_cuda.so defines the mgpu* functions that MLIR's `gpu-to-llvm`   *|
|* lowering (LLVM 22) calls, on the CUDA driver API loaded with dlopen, with  *|
|* device buffers from fsdp_rt_device_alloc (tracked in the fsdp_rt           *|
|* counters). Declared here for hosts and tests; compiled code only needs the *|
|* symbols. Signatures follow the declarations gpu-to-llvm emits.            *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef FSDP_RT_FSDP_RT_CUDA_H
#define FSDP_RT_FSDP_RT_CUDA_H

#include "fsdp_rt/fsdp_rt.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#if defined(__GNUC__)
#pragma GCC visibility push(default)
#endif

/// Number of CUDA devices; 0 with the reason in *why (when non-NULL) when
/// there is no driver or no device.
int fsdp_rt_cuda_probe(const char **why);

/// fsdp_rt_mlir_contract (fsdp_rt.h: same dimension records and semantics)
/// on device buffers `a`, `b`, `c`; `dims` is in host memory. Runs on cuBLAS,
/// loaded at first use ($FSDP_RT_CUBLAS_LIBRARY when set, else the first
/// of libcublas.so.13, .12, .so), as cublasGemmStridedBatchedEx calls on the
/// compute stream of `ctx`, the step's context (fsdp_rt_compute_stream; the
/// legacy default stream for NULL), in the primary context of the mgpu*
/// functions' device, where the step's buffers are; it returns once they are
/// enqueued. A and B of one type: f32, bf16 or f16 with an f32 C (f32
/// products and sums, CUBLAS_COMPUTE_32F, no TF32), f64 with an f64 C. Other
/// type mixes, and layouts cuBLAS cannot read in place (no unit stride in a
/// matrix, A or B overlapping C), are copied to host memory and run by
/// fsdp_rt_mlir_contract, synchronously. Failures are sticky on `ctx`, or
/// the context-free last error for NULL (fsdp_rt_mlir_record_error). Returns
/// a fsdp_rt_status.
int32_t fsdp_rt_mlir_contract_cuda(fsdp_rt_context *ctx, int32_t a_dtype,
                                   int32_t b_dtype, int32_t c_dtype,
                                   int64_t ndims, const int64_t *dims,
                                   const void *a, const void *b, void *c,
                                   int32_t accumulate);
/// "cuBLAS 13.0.2 (libcublas.so.13)", loading it if needed (no GPU needed);
/// NULL when it cannot be loaded, with the reason in
/// fsdp_rt_last_error(NULL) (not sticky).
const char *fsdp_rt_cublas_describe(void);

void *mgpuModuleLoad(void *data, size_t gpuBlobSize);
void *mgpuModuleLoadJIT(void *data, int optLevel);
void mgpuModuleUnload(void *module);
void *mgpuModuleGetFunction(void *module, const char *name);
void mgpuLaunchKernel(void *function, intptr_t gridX, intptr_t gridY,
                      intptr_t gridZ, intptr_t blockX, intptr_t blockY,
                      intptr_t blockZ, int32_t smem, void *stream,
                      void **params, void **extra, size_t paramsCount);
void mgpuLaunchClusterKernel(void *function, intptr_t clusterX,
                             intptr_t clusterY, intptr_t clusterZ,
                             intptr_t gridX, intptr_t gridY, intptr_t gridZ,
                             intptr_t blockX, intptr_t blockY, intptr_t blockZ,
                             int32_t smem, void *stream, void **params,
                             void **extra);
void *mgpuStreamCreate(void);
void mgpuStreamDestroy(void *stream);
void mgpuStreamSynchronize(void *stream);
void mgpuStreamWaitEvent(void *stream, void *event);
void *mgpuEventCreate(void);
void mgpuEventDestroy(void *event);
void mgpuEventSynchronize(void *event);
void mgpuEventRecord(void *event, void *stream);
/// Device memory from fsdp_rt_device_alloc (isHostShared: managed memory,
/// not tracked).
void *mgpuMemAlloc(uint64_t sizeBytes, void *stream, bool isHostShared);
void mgpuMemFree(void *ptr, void *stream);
void mgpuMemcpy(void *dst, void *src, size_t sizeBytes, void *stream);
void mgpuMemset32(void *dst, unsigned int value, size_t count, void *stream);
void mgpuMemset16(void *dst, unsigned short value, size_t count, void *stream);
void mgpuMemHostRegister(void *ptr, uint64_t sizeBytes);
void mgpuMemHostUnregister(void *ptr);
/// `descriptor` is a ranked memref descriptor of rank `rank`.
void mgpuMemHostRegisterMemRef(int64_t rank, void *descriptor,
                               int64_t elementSizeBytes);
void mgpuMemHostUnregisterMemRef(int64_t rank, void *descriptor,
                                 int64_t elementSizeBytes);
/// Device of the calling thread's later mgpu calls. Until set: the device of
/// the default fsdp_rt "nccl" context, else 0.
void mgpuSetDefaultDevice(int32_t device);

#if defined(__GNUC__)
#pragma GCC visibility pop
#endif

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* FSDP_RT_FSDP_RT_CUDA_H */
