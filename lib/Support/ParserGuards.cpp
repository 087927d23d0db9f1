//===- ParserGuards.cpp - Inputs upstream's parser crashes on -------------===//
//
// A scan of the source text with the lexical rules that matter here (line
// comments, string literals, bare identifiers), not a second parser: it
// looks at the few tokens after the op names whose parsers crash.
//
//===----------------------------------------------------------------------===//

#include "fsdp/Support/ParserGuards.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;

namespace {

class Scanner {
public:
  Scanner(const llvm::SourceMgr &sourceMgr, unsigned bufferId,
          llvm::raw_ostream &os)
      : sourceMgr(sourceMgr), os(os),
        text(sourceMgr.getMemoryBuffer(bufferId)->getBuffer()) {}

  bool run();

private:
  static bool isIdStart(char c) { return llvm::isAlpha(c) || c == '_'; }
  static bool isIdChar(char c) {
    return llvm::isAlnum(c) || c == '_' || c == '.' || c == '$';
  }
  /// White space as MLIR's lexer reads it, a NUL byte inside the buffer
  /// included (the lexer skips it): a form feed or vertical tab is not (the
  /// parser rejects it, and the crashes the guards avoid are on that error
  /// path).
  static bool isLexerSpace(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\0';
  }
  /// The position of the next character that is not white space.
  size_t skipSpace(size_t at) const {
    while (at < text.size() && isLexerSpace(text[at]))
      ++at;
    return at;
  }
  /// Past a comment or string literal at `at`, or `at`.
  size_t skipTrivia(size_t at) const;
  /// The next bare identifier at or after `at` (start, length), or npos.
  std::pair<size_t, size_t> nextIdentifier(size_t at) const;
  /// Whether `[` (integer (`,` integer)*)? `]` starts at `at`.
  bool isIntegerList(size_t at) const;
  /// Checks the linalg named ops' attributes.
  void checkLinalg();
  /// Checks that no shard.grid (custom or generic form) has a dimension of
  /// size 0 where a shard op whose verifier divides by it is used.
  void checkGrids();
  /// Whether `at` lies in a line comment.
  bool inComment(size_t at) const;
  void error(size_t at, const Twine &message);

  const llvm::SourceMgr &sourceMgr;
  llvm::raw_ostream &os;
  StringRef text;
  bool failed = false;
};

size_t Scanner::skipTrivia(size_t at) const {
  if (text.substr(at).starts_with("//")) {
    size_t end = text.find('\n', at);
    return end == StringRef::npos ? text.size() : end;
  }
  if (text[at] == '"') {
    for (++at; at < text.size() && text[at] != '"'; ++at)
      if (text[at] == '\\')
        ++at;
    return std::min(at + 1, text.size());
  }
  return at;
}

std::pair<size_t, size_t> Scanner::nextIdentifier(size_t at) const {
  while (at < text.size()) {
    if (size_t past = skipTrivia(at); past != at) {
      at = past;
      continue;
    }
    char c = text[at];
    // A bare identifier: not a suffix of a longer one, nor an SSA value,
    // block, attribute or type alias, or symbol name.
    if (isIdStart(c) &&
        (at == 0 || (!isIdChar(text[at - 1]) &&
                     !StringRef("%^#!@").contains(text[at - 1])))) {
      size_t end = at;
      while (end < text.size() && isIdChar(text[end]))
        ++end;
      return {at, end - at};
    }
    ++at;
  }
  return {StringRef::npos, 0};
}

bool Scanner::isIntegerList(size_t at) const {
  if (at >= text.size() || text[at] != '[')
    return false;
  at = skipSpace(at + 1);
  if (at < text.size() && text[at] == ']')
    return true;
  while (true) {
    if (at < text.size() && text[at] == '-')
      ++at;
    if (at >= text.size() || !llvm::isDigit(text[at]))
      return false;
    while (at < text.size() && llvm::isDigit(text[at]))
      ++at;
    at = skipSpace(at);
    if (at < text.size() && text[at] == ']')
      return true;
    if (at >= text.size() || text[at] != ',')
      return false;
    at = skipSpace(at + 1);
  }
}

void Scanner::error(size_t at, const Twine &message) {
  sourceMgr.PrintMessage(os, llvm::SMLoc::getFromPointer(text.data() + at),
                         llvm::SourceMgr::DK_Error, message);
  failed = true;
}

bool Scanner::run() {
  checkLinalg();
  checkGrids();
  return !failed;
}

bool Scanner::inComment(size_t at) const {
  size_t lineStart = text.rfind('\n', at);
  lineStart = lineStart == StringRef::npos ? 0 : lineStart + 1;
  // A `//` outside a string literal, before `at` on its line.
  bool inString = false;
  for (size_t i = lineStart; i < at; ++i) {
    if (inString && text[i] == '\\')
      ++i;
    else if (text[i] == '"')
      inString = !inString;
    else if (!inString && text.substr(i).starts_with("//"))
      return true;
  }
  return false;
}

void Scanner::checkGrids() {
  // The ops whose verifiers divide by the size of their grid's dimensions
  // (upstream mlir-opt-22 dies of SIGFPE on them); other shard ops and the
  // fsdp ops diagnose a zero-size grid themselves.
  std::string dividing;
  for (StringRef op :
       {"shard.all_slice", "shard.reduce_scatter", "shard.all_to_all"})
    for (size_t at = text.find(op); at != StringRef::npos;
         at = text.find(op, at + 1))
      if (!inComment(at)) {
        dividing = op.str();
        break;
      }
  if (dividing.empty())
    return;
  for (size_t at = text.find("shard.grid"); at != StringRef::npos;
       at = text.find("shard.grid", at + 1)) {
    if (inComment(at))
      continue;
    // Its `shape`: `shape = 2x0x?` (custom form) or
    // `shape = array<i64: 2, 0>` (generic form), on the op's line.
    size_t end = text.find('\n', at);
    StringRef line = text.slice(at, end == StringRef::npos ? text.size() : end);
    size_t key = line.find("shape");
    if (key == StringRef::npos)
      continue;
    StringRef rest = line.drop_front(key + 5).ltrim();
    if (!rest.consume_front("="))
      continue;
    rest = rest.ltrim();
    bool generic = rest.consume_front("array<i64:");
    while (true) {
      rest = rest.ltrim();
      size_t digits = 0;
      while (digits < rest.size() && llvm::isDigit(rest[digits]))
        ++digits;
      if (digits == 0 && !rest.starts_with("?"))
        break;
      if (digits > 0 &&
          rest.take_front(digits).find_first_not_of('0') == StringRef::npos) {
        error(rest.data() - text.data(),
              "'shard.grid': a dimension of size 0, in an input with '" +
                  dividing +
                  "' (upstream's verifiers of shard.all_slice, "
                  "shard.reduce_scatter and shard.all_to_all divide by it)");
        break;
      }
      rest = rest.drop_front(digits ? digits : 1).ltrim();
      if (!rest.consume_front(generic ? "," : "x"))
        break;
    }
  }
}

void Scanner::checkLinalg() {
  for (auto [at, length] = nextIdentifier(0); at != StringRef::npos;
       std::tie(at, length) = nextIdentifier(at + length)) {
    StringRef name = text.substr(at, length);
    if (!name.consume_front("linalg."))
      continue;
    std::string op = ("linalg." + name).str();
    // Properties are a dictionary: `<{...}>`.
    if (size_t next = skipSpace(at + length);
        next < text.size() && text[next] == '<' &&
        (next = skipSpace(next + 1), next >= text.size() || text[next] != '{'))
      error(next, "'" + op +
                      "': expected '{' after '<' (an op's properties are a "
                      "dictionary, '<{...}>')");
    StringRef key = llvm::StringSwitch<StringRef>(name)
                        .Cases({"reduce", "broadcast"}, "dimensions")
                        .Case("transpose", "permutation")
                        .Default("");
    if (key.empty())
      continue;
    // The op's own `key =`: the first one after its name.
    for (auto [k, n] = nextIdentifier(at + length); k != StringRef::npos;
         std::tie(k, n) = nextIdentifier(k + n)) {
      if (text.substr(k, n) != key)
        continue;
      size_t eq = skipSpace(k + n);
      if (eq < text.size() && text[eq] == '=') {
        size_t list = skipSpace(eq + 1);
        if (!isIntegerList(list))
          error(list, "'" + op +
                          "': expected a list of integers '[i, j, ...]' "
                          "after '" +
                          key + " ='");
      }
      break;
    }
  }
}

} // namespace

LogicalResult mlir::fsdp::checkParserHazards(const llvm::SourceMgr &sourceMgr,
                                             unsigned bufferId,
                                             llvm::raw_ostream &os) {
  return success(Scanner(sourceMgr, bufferId, os).run());
}
