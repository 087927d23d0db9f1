//===- ByteSize.h - Byte counts as users write them ------------*- C++ -*-===//
//
// One spelling of sizes for every option that takes bytes: the passes'
// `memory-limit` and fsdp-run's `--compile-cache-size`.
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_SUPPORT_BYTESIZE_H
#define FSDP_SUPPORT_BYTESIZE_H

#include "mlir/Support/LLVM.h"
#include "llvm/Support/CommandLine.h"

#include <string>

namespace mlir::fsdp {

/// The bytes `text` names: digits with an optional decimal (k, M, G) or
/// binary (Ki, Mi, Gi) suffix; failure for anything else or a count past
/// INT64_MAX.
FailureOr<int64_t> parseByteSize(StringRef text);

/// A byte count as an option takes it ("2G", "512Mi", "1000"; empty: none),
/// parsed with the option: a pass reads `bytes`, and a malformed count is
/// an error of the option, reported once, before any pass runs.
struct ByteSize {
  int64_t bytes = 0;
  /// As written: printed back in a pipeline's text.
  std::string text;

  /// Whether a nonzero count was given (empty and 0: none).
  explicit operator bool() const { return bytes != 0; }
  bool operator==(const ByteSize &other) const { return bytes == other.bytes; }
  bool operator!=(const ByteSize &other) const { return !(*this == other); }
};

raw_ostream &operator<<(raw_ostream &os, const ByteSize &size);

} // namespace mlir::fsdp

namespace llvm::cl {
template <>
struct OptionValue<mlir::fsdp::ByteSize> final
    : OptionValueCopy<mlir::fsdp::ByteSize> {
  OptionValue() = default;
  OptionValue(const mlir::fsdp::ByteSize &value) { setValue(value); }
  OptionValue &operator=(const mlir::fsdp::ByteSize &value) {
    setValue(value);
    return *this;
  }
};

/// Parses a ByteSize option (`parseByteSize`'s spellings).
template <>
class parser<mlir::fsdp::ByteSize> : public basic_parser<mlir::fsdp::ByteSize> {
public:
  parser(Option &option) : basic_parser(option) {}
  /// True (and the option's error) on a malformed count.
  bool parse(Option &option, StringRef argName, StringRef arg,
             mlir::fsdp::ByteSize &value);
  StringRef getValueName() const override { return "bytes"; }
  void printOptionDiff(const Option &option, const mlir::fsdp::ByteSize &value,
                       const OptVal &defaultValue, size_t globalWidth) const;
};
} // namespace llvm::cl

#endif // FSDP_SUPPORT_BYTESIZE_H
