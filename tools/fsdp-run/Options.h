//===- Options.h - The options of fsdp-run ---------------------*- C++ -*-===//
//
// The command line, read once into a struct that the other parts of the
// runner take as an argument.
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_TOOLS_FSDP_RUN_OPTIONS_H
#define FSDP_TOOLS_FSDP_RUN_OPTIONS_H

#include <cstdint>
#include <string>
#include <vector>

namespace fsdprun {

/// Everything fsdp-run was asked to do (see `fsdp-run --help`).
/// A built-in schedule of one hyperparameter (--schedule=NAME=KIND:...):
///   constant:value=V
///   warmup-cosine:peak=P,warmup=W,total=T[,final=F]  linear from P/W up to
///     P over steps 1..W, then cosine from P down to F (default 0) at step T,
///     F after it
///   step:value=V,gamma=G,every=K  V * G^floor((step-1)/K)
struct BuiltinSchedule {
  std::string name, kind;
  double value = 0, peak = 0, final = 0, gamma = 1;
  int64_t warmup = 0, total = 0, every = 1;
  /// The value at `step` (0-based global step).
  double at(int64_t step) const;
};

struct RunOptions {
  std::string inputFile;
  std::string entryName = "train_step";
  int64_t numSteps = 5;
  uint64_t seed = 0;
  std::string backend = "auto";
  bool deterministic = false;
  /// Flush subnormal floats to zero (FTZ and DAZ) on every thread.
  bool flushDenormals = false;
  /// f32 exp, erf and tanh as polynomials (fsdp-approximate-math).
  bool approximateMath = true;
  /// Reductions as fixed blocked trees (fsdp-blocked-reductions).
  bool blockedReductions = true;
  /// Convolutions as im2col and a BLAS contraction
  /// (fsdp-convolutions-to-im2col).
  bool im2col = true;
  /// Stop at the first step whose loss is not finite.
  bool stopOnNonfinite = true;
  /// Indices read from data checked at run time (fsdp-check-indices).
  bool checkIndices = true;
  /// Donate the state buffers to the step (fsdp.donate_state).
  bool donateState = true;
  std::string loadState;
  std::string inputsDir;
  /// --hyperparameters: DIR/arg<i>.npy, the value of hyperparameter
  /// argument i for every step.
  std::string hyperparametersDir;
  /// --schedule: built-in schedules of hyperparameters by name, for steps
  /// written by hand or by fsdp-gen.
  std::vector<BuiltinSchedule> schedules;
  std::string dumpState;
  bool dumpGather = false;
  int64_t saveEvery = 0;
  std::string checkpointDir;
  int keepCheckpoints = 0;
  std::string resumeFrom;
  /// --int-range as given, and parsed: the range of generated integer
  /// inputs, HI exclusive (empty when HI <= LO).
  std::string intRange;
  int64_t intLo = 0, intHi = 0;
  unsigned optLevel = 2;
  std::string deviceKind = "cpu";
  bool quiet = false;
  /// --summary-json: where rank 0 writes the summary as JSON (empty: no
  /// file).
  std::string summaryJson;
  /// --steps-jsonl: where rank 0 writes each step's figures as it ends
  /// (empty: no file).
  std::string stepsJsonl;
  std::string traceFile;
  /// --emit-step: write the compiled step here instead of running it.
  std::string emitStep;
  double timeoutSeconds = 0;
  int numThreads = 0;
  int64_t traceStep = 0;
  /// --compile-cache: where compiled steps are kept ("": not kept, with
  /// --no-compile-cache), and the bound on its bytes.
  std::string compileCacheDir;
  uint64_t compileCacheBytes = 1ull << 30;
  /// --compile-threads (0: the CPUs the compiling rank may take).
  unsigned compileThreads = 0;
  /// --verify-each: the verifier after every pass of the lowering.
  bool verifyEach = false;
  /// --data: a flat token file (raw little-endian tokens, no header), of
  /// --data-dtype ("uint16" or "uint32").
  std::string dataFile;
  std::string dataDtype = "uint16";
  /// --data-inputs=I,J: the step's token and target arguments (-1: the
  /// first two integer inputs).
  std::string dataInputs;
  int64_t dataInputArg = -1, dataTargetArg = -1;
  /// --data-npy: DIR/arg<i>.npy, samples along the leading axis.
  std::string dataNpy;
  /// --vocab: token ids must lie in [0, vocab) (0: unchecked).
  int64_t vocab = 0;
  /// --data-dump: the rows each rank read, one line each (%r: the rank).
  std::string dataDump;
  bool hasDataset() const { return !dataFile.empty() || !dataNpy.empty(); }
};

/// Parses the command line (after llvm::InitLLVM) and checks the values.
/// Returns false with a one-line `error` on an invalid combination.
bool parseOptions(int argc, char **argv, RunOptions &options,
                  std::string &error);

} // namespace fsdprun

#endif // FSDP_TOOLS_FSDP_RUN_OPTIONS_H
