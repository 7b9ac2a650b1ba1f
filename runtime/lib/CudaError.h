//===- CudaError.h - name a failed CUDA driver call -------------*- C++ -*-===//
//
// Part of attn-opt. Shared by libattnrt and attn-gpu-run, which both call
// the driver API directly.
//
//===----------------------------------------------------------------------===//

#ifndef ATTNRT_CUDAERROR_H
#define ATTNRT_CUDAERROR_H

#include <cuda.h>

#include <string>

namespace attnrt {

/// "CALL failed: NAME (description)" for a driver call that returned
/// `result`. The driver's stub library cannot name its own errors, so the
/// number stands in for the name there.
inline std::string describeCudaError(CUresult result, const std::string &call) {
  const char *name = nullptr, *text = nullptr;
  std::string number = "CUresult " + std::to_string(static_cast<int>(result));
  if (cuGetErrorName(result, &name) != CUDA_SUCCESS)
    name = number.c_str();
  if (cuGetErrorString(result, &text) != CUDA_SUCCESS)
    text = "no description from the driver";
  return call + " failed: " + name + " (" + text + ")";
}

} // namespace attnrt

#endif // ATTNRT_CUDAERROR_H
