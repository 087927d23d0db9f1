//===- Values.h - The step's buffers and the values in them -----*- C++ -*-===//
//
// The buffers the runner hands a step (memory of the runtime's tracked
// allocator) and the values it puts there or reads back: elements of any
// element kind as doubles, the seeded values a run starts from (the same
// on every world size: each element's value depends on its index in the
// full tensor), a rank's rows of a full tensor read from a .npy file, and
// a sharded argument gathered back into its full tensor.
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_RUNNER_VALUES_H
#define FSDP_RUNNER_VALUES_H

#include "fsdp/Runner/Checkpoint.h"
#include "fsdp/Runner/StepContract.h"

#include <cstdint>
#include <string>
#include <vector>

namespace fsdprun {

/// A buffer of the step: what a memref descriptor points to.
struct Buffer {
  void *allocated = nullptr;
  void *aligned = nullptr;
};

/// `bytes` (at least 1) of the runtime's tracked allocator, 64-byte
/// aligned; null pointers when it has none.
Buffer allocateBuffer(int64_t bytes);

/// Global buffers of the compiled module are not heap memory (the lowering
/// marks them with this address).
bool isHeap(void *allocated);

/// The aligned pointers of `buffers`.
std::vector<void *> alignedPointers(const std::vector<Buffer> &buffers);

/// The element at `base` as a double, and `v` stored as element `i`.
double load(ElemKind kind, const void *base);
void store(ElemKind kind, void *base, int64_t i, double v);

/// A uniform value in [0, 1) determined by `seed`, a stream (argument,
/// step) and an element's flat index in the full (global) tensor.
double unitValue(uint64_t seed, uint64_t stream, uint64_t index);

/// The stream of state argument `arg`'s seeded values.
uint64_t stateStream(unsigned arg);

/// Calls `f(full, local)` for each element of this rank's block of a tensor
/// of geometry `g` that holds data (not padding): its flat index in the full
/// tensor and in the local block.
template <typename F> void forEachElement(const ShardGeometry &g, F f) {
  for (int64_t o = 0; o < g.outer; ++o)
    for (int64_t k = 0; k < g.localExtent; ++k) {
      int64_t gk = g.begin + k;
      if (gk >= g.fullExtent)
        continue;
      for (int64_t i = 0; i < g.inner; ++i)
        f((o * g.fullExtent + gk) * g.inner + i,
          (o * g.localExtent + k) * g.inner + i);
    }
}

/// Seeded initial value of this rank's part of state argument `a`: random
/// for parameters (uniform in +-1/sqrt(fan_in), fan_in = full dim 0, or +-0.1
/// for vectors), zero for other state and for padding.
void seedState(const ArgInfo &a, void *data, int64_t worldRank, uint64_t seed);

/// Whether the .npy type string `file` holds elements of `kind`.
bool descrMatches(const std::string &file, ElemKind kind);

/// DIR/arg<i>.npy.
std::string argFile(const std::string &dir, unsigned index);

/// Reads this rank's part of state argument `a` (padding zeroed) from the
/// full tensor in the .npy file `path`; false with `error` when it cannot.
bool readStateRows(const ArgInfo &a, const std::string &path, void *data,
                   int64_t worldRank, std::string &error);

/// This rank's part of state argument `a` from its full tensor `full`
/// (host memory, row-major), padding zeroed.
void copyStateRows(const ArgInfo &a, const void *full, void *data,
                   int64_t worldRank);

/// Gathers state argument `a` (this rank's buffer `data`, on the device)
/// into its full tensor (padding removed) on every rank of its group.
/// Collective over that group; failures go to `env.fail`.
std::vector<char> gatherFull(const RankEnv &env, const ArgInfo &a,
                             const void *data);

} // namespace fsdprun

#endif // FSDP_RUNNER_VALUES_H
