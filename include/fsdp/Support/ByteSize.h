//===- ByteSize.h - Byte counts as users write them ------------*- C++ -*-===//
//
// One spelling of sizes for every option that takes bytes: the passes'
// `memory-limit` and fsdp-run's `--compile-cache-size`.
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_SUPPORT_BYTESIZE_H
#define FSDP_SUPPORT_BYTESIZE_H

#include "mlir/Support/LLVM.h"

namespace mlir::fsdp {

/// The bytes `text` names: digits with an optional decimal (k, M, G) or
/// binary (Ki, Mi, Gi) suffix; failure for anything else or a count past
/// INT64_MAX.
FailureOr<int64_t> parseByteSize(StringRef text);

} // namespace mlir::fsdp

#endif // FSDP_SUPPORT_BYTESIZE_H
