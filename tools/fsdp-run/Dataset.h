//===- Dataset.h - Inputs read from data files ------------------*- C++ -*-===//
//
// --data (a flat token file, sampled into (input, target) windows of the
// step's sequence length) and --data-npy (arrays with a leading sample axis):
// read with pread (never loaded whole, never mapped: a file that shrinks
// under a run is an error naming it, not a SIGBUS). The samples of an epoch are
// read in a seeded pseudo-random order that is a function of (seed, epoch,
// sample count) alone, so a global batch is the same at any world size; each
// rank reads only its rows of it. The position in that order is saved in
// checkpoints and restored by --resume.
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_TOOLS_FSDP_RUN_DATASET_H
#define FSDP_TOOLS_FSDP_RUN_DATASET_H

#include "Job.h"
#include "Options.h"
#include "fsdp/Runner/Checkpoint.h"
#include "fsdp/Runner/Compiler/ReadContract.h"

#include "llvm/Support/raw_ostream.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace fsdprun {

/// A file read in pieces at given offsets (pread). Its size is the one it
/// had when opened; a read past what the file now holds (it was truncated
/// or replaced during the run) fails with an error naming it.
class DataFile {
public:
  DataFile() = default;
  DataFile(const DataFile &) = delete;
  DataFile &operator=(const DataFile &) = delete;
  ~DataFile();

  /// Opens `path`; false with `error` when it cannot.
  bool open(const std::string &path, std::string &error);
  uint64_t size() const { return bytes; }
  const std::string &path() const { return name; }
  /// Reads [offset, offset + n) into `out`; false with `error` when the
  /// file no longer holds those bytes or cannot be read.
  bool read(uint64_t offset, uint64_t n, void *out, std::string &error) const;

private:
  std::string name;
  int fd = -1;
  uint64_t bytes = 0;
};

/// The order of an epoch's samples: a seeded pseudo-random permutation of
/// [0, n), evaluated one position at a time (no table: it costs no memory
/// whatever the dataset's size, and a rank evaluates only the positions it
/// reads).
class EpochPermutation {
public:
  EpochPermutation(uint64_t seed, int64_t epoch, int64_t n);
  /// The sample at `position` (< n) of the epoch.
  int64_t operator()(int64_t position) const;

private:
  uint64_t keys[6];
  int64_t n;
  unsigned halfBits;
};

/// The inputs a run reads from --data and --data-npy.
class Dataset {
public:
  /// Opens and checks the files against the step; null when the options
  /// name none. A bad file ends the job with a line naming it (every rank
  /// finds it alike: printed once).
  static std::unique_ptr<Dataset> open(const Job &job, const RunOptions &o,
                                       const StepContract &contract);
  ~Dataset();

  /// Whether argument `arg` is read from the files.
  bool provides(unsigned arg) const;
  /// Reads this rank's rows of the next global batch into the host buffers
  /// of the inputs it provides (`host[i]` for argument i), converting token
  /// ids to the step's integer type and checking them against the
  /// vocabulary; `step` (from 1) labels --data-dump's lines. Ends the job on
  /// a bad token id (this rank's line names the file and the token).
  void readBatch(int64_t step, const std::vector<void *> &host);

  /// The epoch of the batch readBatch read last.
  int64_t batchEpoch() const { return epochOfBatch; }
  /// Samples of a global batch, and tokens (0 without --data).
  int64_t globalSamples() const { return global; }
  int64_t globalTokens() const { return tokens ? global * seqLen : 0; }
  /// The position to save in a checkpoint.
  DataPosition position() const;
  /// Continues from `p`, recorded in checkpoint `manifest`; ends the job if
  /// it is not a position of this dataset.
  void restore(const DataPosition &p, const std::string &manifest);
  /// "path (what it holds): samples, batches per epoch, ...", for the
  /// header rank 0 prints.
  std::string describe() const;

private:
  struct TokenSource;
  struct NpySource;

  Dataset() = default;
  void openTokens(const Job &job, const RunOptions &o,
                  const StepContract &contract);
  void openNpy(const Job &job, const RunOptions &o,
               const StepContract &contract);
  /// Sets the rows a rank reads per step from argument `a`; every provided
  /// input must have the same.
  void setRows(const ArgInfo &a);
  /// Checks that `source` with `n` samples fits the others and holds one
  /// global batch.
  void addSampleCount(const std::string &source, int64_t n);
  void fillTokens(const ArgInfo &a, void *out, bool target) const;
  void fillNpy(const NpySource &s, const ArgInfo &a, void *out) const;
  void dumpRows(int64_t step, const std::vector<void *> &host);

  const StepContract *contract = nullptr;
  uint64_t seed = 0;
  int64_t rank = 0, world = 1;
  /// Rows per rank and per step (the step's dim 0), and samples per global
  /// batch (rows * world).
  int64_t rows = -1, global = 0;
  /// Samples of the dataset (every source has as many), and the source that
  /// set it (for messages).
  int64_t samples = -1;
  std::string samplesSource;
  /// The next sample's place: epoch and position in its permutation.
  int64_t epoch = 0, index = 0;
  int64_t epochOfBatch = 0;
  /// Samples and positions of this rank's rows of the current batch.
  std::vector<int64_t> batchSamples, batchPositions;
  std::unique_ptr<TokenSource> tokens;
  std::vector<std::unique_ptr<NpySource>> npy;
  int64_t seqLen = 0;
  std::unique_ptr<llvm::raw_fd_ostream> dump;
};

} // namespace fsdprun

#endif // FSDP_TOOLS_FSDP_RUN_DATASET_H
