//===- ByteSize.h - Byte counts as users write them ------------*- C++ -*-===//
//
// One spelling of sizes for every option that takes bytes: the passes'
// `memory-limit`, `bucket-bytes` and `memory-budget`, and fsdp-run's
// `--compile-cache-size`. An option that also means something other than a
// count says it in a word (`bucket-bytes=auto`, `memory-budget=unlimited`),
// never in a number that stands for one (-1, 0).
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_SUPPORT_BYTESIZE_H
#define FSDP_SUPPORT_BYTESIZE_H

#include "mlir/Support/LLVM.h"
#include "llvm/Support/CommandLine.h"

#include <optional>
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

/// A byte count, or one of the words of `Word`, as an option takes it: a
/// pass asks `is(word)` or reads `bytes`. The words and the counts they
/// would be mistaken for are listed by `ByteSizeWords<Word>`.
template <typename Word> struct ByteSizeOr {
  /// The word given, if one was; else `bytes` is the count.
  std::optional<Word> word;
  int64_t bytes = 0;
  /// As written: printed back in a pipeline's text.
  std::string text;

  static ByteSizeOr of(Word word);
  static ByteSizeOr count(int64_t bytes, StringRef text) {
    return ByteSizeOr{std::nullopt, bytes, text.str()};
  }
  bool is(Word w) const { return word == w; }
  bool operator==(const ByteSizeOr &other) const {
    return word == other.word && bytes == other.bytes;
  }
  bool operator!=(const ByteSizeOr &other) const { return !(*this == other); }
};

template <typename Word>
raw_ostream &operator<<(raw_ostream &os, const ByteSizeOr<Word> &size) {
  return os << size.text;
}

/// `bucket-bytes`: `auto` takes a size per collective kind and group from
/// the machine profile; `off` (or 0) makes no buckets.
enum class BucketWord { Auto, Off };
using BucketBytes = ByteSizeOr<BucketWord>;

/// `memory-budget` of the schedule: `peak` stays within the blocking step's
/// modeled peak; `unlimited` bounds nothing; a count bounds the bytes of
/// gathered parameters alive at once.
enum class BudgetWord { Peak, Unlimited };
using MemoryBudget = ByteSizeOr<BudgetWord>;

/// The words of an option's `Word` and their spellings.
template <typename Word> struct ByteSizeWords;
template <> struct ByteSizeWords<BucketWord> {
  static constexpr std::pair<StringLiteral, BucketWord> words[] = {
      {"auto", BucketWord::Auto}, {"off", BucketWord::Off}};
  /// What a count of 0 means (none: 0 is a count).
  static constexpr std::optional<BucketWord> zero = BucketWord::Off;
};
template <> struct ByteSizeWords<BudgetWord> {
  static constexpr std::pair<StringLiteral, BudgetWord> words[] = {
      {"peak", BudgetWord::Peak}, {"unlimited", BudgetWord::Unlimited}};
  static constexpr std::optional<BudgetWord> zero = std::nullopt;
};

template <typename Word> ByteSizeOr<Word> ByteSizeOr<Word>::of(Word word) {
  for (const auto &[spelling, w] : ByteSizeWords<Word>::words)
    if (w == word)
      return ByteSizeOr{word, 0, spelling.str()};
  llvm_unreachable("a word without a spelling");
}

/// Parses `text` as one of `Word`'s words or a byte count; a message naming
/// both on anything else (a negative number among them).
FailureOr<int64_t> parseByteSizeOrWord(StringRef text,
                                       ArrayRef<StringRef> words,
                                       std::string &error);

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

/// What the byte options' parsers share: the value's name in --help, and
/// an option's value printed as it was written (`text`).
template <typename T> class ByteSizeParserBase : public basic_parser<T> {
public:
  ByteSizeParserBase(Option &option) : basic_parser<T>(option) {}
  StringRef getValueName() const override { return "bytes"; }
  void printOptionDiff(const Option &option, const T &value,
                       const typename basic_parser<T>::OptVal &defaultValue,
                       size_t globalWidth) const {
    this->printOptionName(option, globalWidth);
    outs() << "= " << value.text;
    outs().indent(2) << " (default: ";
    if (defaultValue.hasValue())
      outs() << defaultValue.getValue().text;
    else
      outs() << "*no default*";
    outs() << ")\n";
  }
};

/// Parses a ByteSize option (`parseByteSize`'s spellings).
template <>
class parser<mlir::fsdp::ByteSize>
    : public ByteSizeParserBase<mlir::fsdp::ByteSize> {
public:
  parser(Option &option) : ByteSizeParserBase(option) {}
  /// True (and the option's error) on a malformed count.
  bool parse(Option &option, StringRef argName, StringRef arg,
             mlir::fsdp::ByteSize &value);
};

template <typename Word>
struct OptionValue<mlir::fsdp::ByteSizeOr<Word>> final
    : OptionValueCopy<mlir::fsdp::ByteSizeOr<Word>> {
  OptionValue() = default;
  OptionValue(const mlir::fsdp::ByteSizeOr<Word> &value) {
    this->setValue(value);
  }
  OptionValue &operator=(const mlir::fsdp::ByteSizeOr<Word> &value) {
    this->setValue(value);
    return *this;
  }
};

/// Parses a ByteSizeOr option: one of its words, or a count.
template <typename Word>
class parser<mlir::fsdp::ByteSizeOr<Word>>
    : public ByteSizeParserBase<mlir::fsdp::ByteSizeOr<Word>> {
  using Value = mlir::fsdp::ByteSizeOr<Word>;
  using Words = mlir::fsdp::ByteSizeWords<Word>;

public:
  parser(Option &option) : ByteSizeParserBase<Value>(option) {}
  /// True (and the option's error) on anything but a word or a count.
  bool parse(Option &option, StringRef, StringRef arg, Value &value) {
    llvm::SmallVector<StringRef> spellings;
    for (const auto &[spelling, word] : Words::words) {
      spellings.push_back(spelling);
      if (arg.trim() == spelling) {
        value = Value::of(word);
        return false;
      }
    }
    std::string error;
    FailureOr<int64_t> bytes =
        mlir::fsdp::parseByteSizeOrWord(arg, spellings, error);
    if (failed(bytes))
      return option.error(error);
    if (*bytes == 0 && Words::zero)
      value = Value{Words::zero, 0, arg.str()};
    else
      value = Value::count(*bytes, arg);
    return false;
  }
};
} // namespace llvm::cl

#endif // FSDP_SUPPORT_BYTESIZE_H
