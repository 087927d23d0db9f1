//===- Dataset.cpp - Inputs read from data files --------------------------===//
//
// Sample k of a token file is the window of T+1 tokens at offset k*T
// (non-overlapping windows at stride T, the last token of a window the first
// of the next): input = tokens[kT, kT+T), target = tokens[kT+1, kT+T+1).
// Sample k of an .npy source is its row k. An epoch reads the first
// floor(samples / global batch) * global batch positions of its
// permutation (the rest of the epoch's order is dropped, as drop_last does);
// the global batch at positions [p, p+G) goes to the ranks in rank order,
// b rows each.
//
//===----------------------------------------------------------------------===//

#include "Dataset.h"
#include "State.h"
#include "fsdp/Runner/Npy.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Endian.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace fsdprun;

namespace {

/// "tensor<2x8xi64>" of argument `a` (this rank's shape).
std::string typeText(const ArgInfo &a) {
  std::string text = "tensor<";
  for (int64_t d : a.localShape)
    text += std::to_string(d) + "x";
  return text + elemName(a.elem) + ">";
}

std::string shapeText(const std::vector<int64_t> &shape) {
  std::string text = "[";
  for (size_t i = 0; i < shape.size(); ++i)
    text += (i ? ", " : "") + std::to_string(shape[i]);
  return text + "]";
}

/// The .npy type string of `kind` as numpy writes it ("<f4", "|i1").
std::string npyWant(ElemKind kind) {
  std::string want = npyDescr(kind);
  want[0] = kind == ElemKind::I8 ? '|' : '<';
  return want;
}

/// The rank as it appears in --data-dump's file name.
std::string dumpPath(const std::string &pattern, int64_t rank) {
  std::string path = pattern;
  for (size_t at; (at = path.find("%r")) != std::string::npos;)
    path.replace(at, 2, std::to_string(rank));
  return path;
}

} // namespace

//===----------------------------------------------------------------------===//
// DataFile
//===----------------------------------------------------------------------===//

DataFile::~DataFile() {
  if (fd >= 0)
    ::close(fd);
}

bool DataFile::open(const std::string &path, std::string &error) {
  name = path;
  fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) {
    error = "cannot open " + path + ": " + std::strerror(errno);
    return false;
  }
  struct stat st;
  if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
    error = "cannot read " + path + ": not a regular file";
    return false;
  }
  bytes = st.st_size;
  // Batches read scattered samples: readahead around them would only fill
  // the page cache.
  ::posix_fadvise(fd, 0, 0, POSIX_FADV_RANDOM);
  return true;
}

bool DataFile::read(uint64_t offset, uint64_t n, void *out,
                    std::string &error) const {
  char *to = static_cast<char *>(out);
  while (n > 0) {
    ssize_t got = ::pread(fd, to, n, offset);
    if (got < 0 && errno == EINTR)
      continue;
    if (got < 0) {
      error = "cannot read " + name + ": " + std::strerror(errno);
      return false;
    }
    if (got == 0) {
      struct stat st;
      uint64_t now = ::fstat(fd, &st) == 0 ? uint64_t(st.st_size) : 0;
      error = name + ": the file changed during the run: it had " +
              std::to_string(bytes) + " bytes when the run opened it and now " +
              "has " + std::to_string(now) + " (byte " +
              std::to_string(offset) + " is gone)";
      return false;
    }
    to += got;
    offset += got;
    n -= got;
  }
  return true;
}

//===----------------------------------------------------------------------===//
// EpochPermutation
//===----------------------------------------------------------------------===//

// A balanced Feistel network of six rounds on 2*halfBits bits (the smallest
// even width that covers n, so at most 4n values), keyed by (seed, epoch),
// is a permutation of [0, 2^(2*halfBits)); cycle-walking (applying it again
// while the value is >= n) restricts it to a permutation of [0, n), at fewer
// than 4 rounds of the network per position on average.
EpochPermutation::EpochPermutation(uint64_t seed, int64_t epoch, int64_t n)
    : n(n) {
  unsigned bits = 0;
  while (bits < 63 && (uint64_t(1) << bits) < uint64_t(n))
    ++bits;
  halfBits = std::max(1u, (bits + 1) / 2);
  uint64_t key = mix(mix(seed ^ 0xda7a5e7ULL) ^ uint64_t(epoch));
  for (unsigned r = 0; r < 6; ++r)
    keys[r] = key = mix(key + r);
}

int64_t EpochPermutation::operator()(int64_t position) const {
  uint64_t mask = (uint64_t(1) << halfBits) - 1;
  uint64_t x = position;
  do {
    uint64_t left = x >> halfBits, right = x & mask;
    for (uint64_t k : keys) {
      uint64_t next = left ^ (mix(right ^ k) & mask);
      left = right;
      right = next;
    }
    x = (left << halfBits) | right;
  } while (x >= uint64_t(n));
  return int64_t(x);
}

//===----------------------------------------------------------------------===//
// Dataset
//===----------------------------------------------------------------------===//

struct Dataset::TokenSource {
  DataFile file;
  const ArgInfo *input = nullptr, *target = nullptr;
  int64_t tokenBytes = 2, numTokens = 0;
  /// Token ids must lie in [lo, hi); `bound` says which option set it.
  int64_t lo = 0, hi = 0;
  std::string bound;

  /// Token `i` of `window`, which holds the tokens from `first` on.
  int64_t token(const std::vector<char> &window, int64_t first,
                int64_t i) const {
    const char *p = window.data() + (i - first) * tokenBytes;
    return tokenBytes == 2 ? llvm::support::endian::read16le(p)
                           : llvm::support::endian::read32le(p);
  }
};

struct Dataset::NpySource {
  DataFile file;
  const ArgInfo *arg = nullptr;
  NpyHeader header;
  int64_t rowBytes = 0;
};

Dataset::~Dataset() = default;

std::unique_ptr<Dataset> Dataset::open(const Job &job, const RunOptions &o,
                                       const StepContract &contract) {
  if (!o.hasDataset())
    return nullptr;
  std::unique_ptr<Dataset> d(new Dataset());
  d->contract = &contract;
  d->seed = o.seed;
  d->rank = job.rank;
  d->world = job.size;
  if (!o.dataFile.empty())
    d->openTokens(job, o, contract);
  if (!o.dataNpy.empty())
    d->openNpy(job, o, contract);
  if (!o.dataDump.empty() &&
      (job.lead() || llvm::StringRef(o.dataDump).contains("%r"))) {
    std::string path = dumpPath(o.dataDump, job.rank);
    std::error_code ec;
    d->dump = std::make_unique<llvm::raw_fd_ostream>(path, ec);
    if (ec)
      fail("cannot create " + path + ": " + ec.message());
  }
  return d;
}

void Dataset::setRows(const ArgInfo &a) {
  int64_t r = a.localShape[0];
  if (rows < 0) {
    rows = r;
    global = rows * world;
    return;
  }
  if (r != rows)
    failAgreed("argument " + std::to_string(a.index) + " (" + typeText(a) +
               ") has " + std::to_string(r) + " rows per rank, the other " +
               "inputs read from data files " + std::to_string(rows) +
               ": they need one batch size");
}

void Dataset::addSampleCount(const std::string &source, int64_t n) {
  if (samples >= 0 && n != samples)
    failAgreed(source + ": " + std::to_string(n) + " samples, but " +
               samplesSource + " has " + std::to_string(samples) +
               ": the files of --data and --data-npy need the same number of "
               "samples");
  if (n < global)
    failAgreed(source + ": " + std::to_string(n) +
               (tokens && source == tokens->file.path()
                    ? " windows of " + std::to_string(seqLen + 1) +
                          " tokens (stride " + std::to_string(seqLen) + ")"
                    : std::string(" samples")) +
               ", fewer than one global batch of " + std::to_string(global) +
               " (" + std::to_string(rows) + " rows x " +
               std::to_string(world) + " ranks)");
  samples = n;
  samplesSource = source;
}

void Dataset::openTokens(const Job &job, const RunOptions &o,
                         const StepContract &c) {
  tokens = std::make_unique<TokenSource>();
  TokenSource &t = *tokens;
  // The token and target arguments: named, or the first two integer inputs.
  std::vector<const ArgInfo *> ints;
  for (const ArgInfo &a : c.args)
    if (!a.isState && isInteger(a.elem))
      ints.push_back(&a);
  if (o.dataInputArg >= 0) {
    for (int64_t want : {o.dataInputArg, o.dataTargetArg}) {
      if (want >= int64_t(c.args.size()) || c.args[want].isState)
        failAgreed("--data-inputs: argument " + std::to_string(want) +
                   " is not an input of @" + c.entry);
    }
    t.input = &c.args[o.dataInputArg];
    t.target = &c.args[o.dataTargetArg];
  } else {
    if (ints.size() < 2) {
      std::string list;
      for (const ArgInfo *a : ints)
        list += (list.empty() ? ": argument " : ", argument ") +
                std::to_string(a->index) + " " + typeText(*a);
      failAgreed("--data: @" + c.entry + " needs two integer inputs of " +
                 "shape [b, T] for the tokens and the targets, it has " +
                 std::to_string(ints.size()) + list);
    }
    t.input = ints[0];
    t.target = ints[1];
  }
  const ArgInfo &in = *t.input, &tgt = *t.target;
  auto tokenType = [](const ArgInfo &a) {
    return (a.elem == ElemKind::I32 || a.elem == ElemKind::I64) &&
           a.localShape.size() == 2;
  };
  if (!tokenType(in) || !tokenType(tgt) || in.localShape != tgt.localShape)
    failAgreed("--data: the tokens and targets must be two i32 or i64 inputs "
               "of one shape [b, T]: argument " +
               std::to_string(in.index) + " is " + typeText(in) +
               ", argument " + std::to_string(tgt.index) + " is " +
               typeText(tgt));
  seqLen = in.localShape[1];
  setRows(in);

  std::string error;
  if (!t.file.open(o.dataFile, error))
    failAgreed(error);
  t.tokenBytes = o.dataDtype == "uint32" ? 4 : 2;
  if (t.file.size() % t.tokenBytes)
    failAgreed(o.dataFile + ": " + std::to_string(t.file.size()) +
               " bytes is not a whole number of " + o.dataDtype + " tokens (" +
               std::to_string(t.tokenBytes) + " bytes each, --data-dtype)");
  t.numTokens = t.file.size() / t.tokenBytes;
  if (t.numTokens < seqLen + 1)
    failAgreed(o.dataFile + ": " + std::to_string(t.numTokens) + " " +
               o.dataDtype + " tokens, too short for one window of " +
               std::to_string(seqLen + 1) + " (T+1, T = " +
               std::to_string(seqLen) + " of the step's " + typeText(in) + ")");
  addSampleCount(o.dataFile, (t.numTokens - 1) / seqLen);

  // Every id read is checked against the vocabulary, batch by batch (a
  // scan of the whole file would cost a pass over it at start-up).
  if (o.vocab > 0) {
    t.hi = o.vocab;
    t.bound = "--vocab=" + std::to_string(o.vocab);
  } else if (o.intHi > o.intLo) {
    t.lo = o.intLo;
    t.hi = o.intHi;
    t.bound = "--int-range=" + o.intRange;
  } else {
    t.hi = int64_t(1) << (8 * t.tokenBytes);
  }
}

void Dataset::openNpy(const Job &job, const RunOptions &o,
                      const StepContract &c) {
  if (!llvm::sys::fs::is_directory(o.dataNpy))
    failAgreed("--data-npy: " + o.dataNpy + " is not a directory");
  std::string inputs;
  for (const ArgInfo &a : c.args) {
    if (a.isState)
      continue;
    inputs += (inputs.empty() ? "" : ", ") + std::to_string(a.index);
    std::string path = argFile(o.dataNpy, a.index);
    if (!llvm::sys::fs::exists(path))
      continue;
    if (tokens && (&a == tokens->input || &a == tokens->target))
      failAgreed(path + ": argument " + std::to_string(a.index) +
                 " gets the tokens of --data");
    auto s = std::make_unique<NpySource>();
    s->arg = &a;
    std::string error;
    if (!readNpyHeader(path, s->header, error))
      failAgreed(error);
    const NpyHeader &h = s->header;
    if (a.localShape.empty())
      failAgreed(path + ": argument " + std::to_string(a.index) + " (" +
                 typeText(a) + ") has no batch dimension to read samples into");
    if (h.descr != npyWant(a.elem))
      failAgreed(path + ": dtype " + h.descr + ", argument " +
                 std::to_string(a.index) + " is " + elemName(a.elem) + " (" +
                 npyWant(a.elem) + ")");
    std::vector<int64_t> want = a.localShape;
    if (h.shape.size() != want.size() ||
        !std::equal(want.begin() + 1, want.end(), h.shape.begin() + 1)) {
      std::string text = "[samples";
      for (size_t i = 1; i < want.size(); ++i)
        text += ", " + std::to_string(want[i]);
      failAgreed(path + ": shape " + shapeText(h.shape) + ", argument " +
                 std::to_string(a.index) + " (" + typeText(a) + ") needs " +
                 text + "]");
    }
    setRows(a);
    addSampleCount(path, h.shape[0]);
    if (!s->file.open(path, error))
      failAgreed(error);
    s->rowBytes = a.numElements() / a.localShape[0] * a.elementBytes();
    npy.push_back(std::move(s));
  }
  if (npy.empty())
    failAgreed("--data-npy: " + o.dataNpy +
               " holds no arg<i>.npy of an input of @" + c.entry +
               " (inputs: " + (inputs.empty() ? "none" : inputs) + ")");
}

bool Dataset::provides(unsigned arg) const {
  if (tokens && (tokens->input->index == arg || tokens->target->index == arg))
    return true;
  for (const auto &s : npy)
    if (s->arg->index == arg)
      return true;
  return false;
}

void Dataset::fillTokens(const ArgInfo &a, void *out, bool target) const {
  const TokenSource &t = *tokens;
  std::vector<char> window(seqLen * t.tokenBytes);
  std::string error;
  for (int64_t r = 0; r < rows; ++r) {
    int64_t first = batchSamples[r] * seqLen + (target ? 1 : 0);
    if (!t.file.read(first * t.tokenBytes, window.size(), window.data(), error))
      fail(error);
    for (int64_t j = 0; j < seqLen; ++j) {
      int64_t id = t.token(window, first, first + j);
      if (id < t.lo || id >= t.hi)
        fail(t.file.path() + ": token id " + std::to_string(id) + " at token " +
             std::to_string(first + j) + " (sample " +
             std::to_string(batchSamples[r]) + ") is outside the vocabulary [" +
             std::to_string(t.lo) + ", " + std::to_string(t.hi) + ") of " +
             t.bound);
      if (a.elem == ElemKind::I64) {
        static_cast<int64_t *>(out)[r * seqLen + j] = id;
        continue;
      }
      if (id > INT32_MAX)
        fail(t.file.path() + ": token id " + std::to_string(id) + " at token " +
             std::to_string(first + j) +
             " does not fit the step's i32 argument " +
             std::to_string(a.index));
      static_cast<int32_t *>(out)[r * seqLen + j] = int32_t(id);
    }
  }
}

void Dataset::fillNpy(const NpySource &s, const ArgInfo &a, void *out) const {
  std::string error;
  for (int64_t r = 0; r < rows; ++r)
    if (!s.file.read(s.header.dataOffset + batchSamples[r] * s.rowBytes,
                     s.rowBytes, static_cast<char *>(out) + r * s.rowBytes,
                     error))
      fail(error);
}

void Dataset::readBatch(int64_t step, const std::vector<void *> &host) {
  // An epoch ends when its order has fewer than a global batch left.
  if (index + global > samples) {
    ++epoch;
    index = 0;
  }
  epochOfBatch = epoch;
  EpochPermutation order(seed, epoch, samples);
  batchSamples.resize(rows);
  batchPositions.resize(rows);
  for (int64_t r = 0; r < rows; ++r) {
    batchPositions[r] = index + rank * rows + r;
    batchSamples[r] = order(batchPositions[r]);
  }
  index += global;

  if (tokens) {
    fillTokens(*tokens->input, host[tokens->input->index], false);
    fillTokens(*tokens->target, host[tokens->target->index], true);
  }
  for (const auto &s : npy)
    fillNpy(*s, *s->arg, host[s->arg->index]);
  if (dump)
    dumpRows(step, host);
}

void Dataset::dumpRows(int64_t step, const std::vector<void *> &host) {
  llvm::raw_fd_ostream &os = *dump;
  for (int64_t r = 0; r < rows; ++r) {
    os << "step=" << step << " epoch=" << epochOfBatch << " rank=" << rank
       << " position=" << batchPositions[r] << " sample=" << batchSamples[r];
    for (const ArgInfo &a : contract->args) {
      if (a.isState || !provides(a.index))
        continue;
      int64_t inner = a.numElements() / rows;
      const char *row = static_cast<const char *>(host[a.index]) +
                        r * inner * a.elementBytes();
      os << " arg" << a.index << "=";
      for (int64_t i = 0; i < inner; ++i) {
        double v = load(a.elem, row + i * a.elementBytes());
        os << (i ? "," : "");
        if (isInteger(a.elem))
          os << int64_t(v);
        else
          os << llvm::format("%.9g", v);
      }
    }
    os << "\n";
  }
  os.flush();
  if (os.has_error()) {
    std::string message = os.error().message();
    os.clear_error();
    fail("cannot write the --data-dump file: " + message);
  }
}

DataPosition Dataset::position() const { return {true, epoch, index, samples}; }

void Dataset::restore(const DataPosition &p, const std::string &manifest) {
  if (!p.present)
    return;
  if (p.samples != samples)
    failAgreed(manifest + ": the data position is in a dataset of " +
               std::to_string(p.samples) + " samples, " + samplesSource +
               " has " + std::to_string(samples) +
               " (resume with the data the run was saved with)");
  epoch = p.epoch;
  index = p.index;
}

std::string Dataset::describe() const {
  std::string text;
  if (tokens) {
    const TokenSource &t = *tokens;
    text +=
        t.file.path() + " (" + std::to_string(t.numTokens) + " " +
        (t.tokenBytes == 2 ? "uint16" : "uint32") + " tokens, windows of " +
        std::to_string(seqLen + 1) + " at stride " + std::to_string(seqLen) +
        " into arguments " + std::to_string(t.input->index) + " and " +
        std::to_string(t.target->index) + ", ids " +
        (t.bound.empty() ? "unchecked"
                         : "checked against [" + std::to_string(t.lo) + ", " +
                               std::to_string(t.hi) + ") of " + t.bound) +
        ")";
  }
  for (const auto &s : npy)
    text += (text.empty() ? "" : ", ") + s->file.path() + " (argument " +
            std::to_string(s->arg->index) + ")";
  text += ": " + std::to_string(samples) + " samples, global batch " +
          std::to_string(global) + ", " + std::to_string(samples / global) +
          " batches per epoch, from epoch " + std::to_string(epoch) +
          " position " + std::to_string(index);
  return text;
}
