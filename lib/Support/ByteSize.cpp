//===- ByteSize.cpp - Byte counts as users write them ---------------------===//

#include "fsdp/Support/ByteSize.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"

using namespace mlir;

FailureOr<int64_t> mlir::fsdp::parseByteSize(StringRef text) {
  text = text.trim();
  StringRef digits = text.take_while(llvm::isDigit);
  StringRef suffix = text.drop_front(digits.size());
  uint64_t value = 0;
  if (digits.empty() || digits.getAsInteger(10, value))
    return failure();
  uint64_t scale = llvm::StringSwitch<uint64_t>(suffix)
                       .Case("", 1)
                       .Case("k", 1000)
                       .Case("M", 1000 * 1000)
                       .Case("G", 1000 * 1000 * 1000)
                       .Case("Ki", 1 << 10)
                       .Case("Mi", 1 << 20)
                       .Case("Gi", 1 << 30)
                       .Default(0);
  if (scale == 0 || value > uint64_t(INT64_MAX) / scale)
    return failure();
  return int64_t(value * scale);
}
