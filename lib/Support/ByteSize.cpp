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

FailureOr<int64_t> mlir::fsdp::parseByteSizeOrWord(StringRef text,
                                                   ArrayRef<StringRef> words,
                                                   std::string &error) {
  FailureOr<int64_t> bytes = parseByteSize(text);
  if (succeeded(bytes))
    return bytes;
  error = "'" + text.str() + "' is neither ";
  for (StringRef word : words)
    error += "'" + word.str() + "', ";
  error += "nor a byte count (digits with an optional k, M, G, Ki, Mi or Gi "
           "suffix)";
  return failure();
}

raw_ostream &mlir::fsdp::operator<<(raw_ostream &os, const ByteSize &size) {
  return os << size.text;
}

bool llvm::cl::parser<mlir::fsdp::ByteSize>::parse(
    Option &option, StringRef, StringRef arg, mlir::fsdp::ByteSize &value) {
  value.text = arg.str();
  value.bytes = 0;
  if (arg.trim().empty())
    return false;
  FailureOr<int64_t> bytes = mlir::fsdp::parseByteSize(arg);
  if (failed(bytes))
    return option.error("'" + arg +
                        "' is not a byte count (digits with an optional k, "
                        "M, G, Ki, Mi or Gi suffix)");
  value.bytes = *bytes;
  return false;
}
