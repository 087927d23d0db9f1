//===- SelfBackend.cpp - Single-process backend
//----------------------------===//
//
// A world of one rank: every group has one member, so collectives are copies.
// Lets compiled code run without any launcher.
//
//===----------------------------------------------------------------------===//

#include "../Backend.h"
#include "../Dtype.h"

namespace fsdp_rt {
namespace {

class SelfCommunicator final : public Communicator {
public:
  int rank() const override { return 0; }
  int size() const override { return 1; }
  void allReduce(const void *send, void *recv, size_t count, fsdp_rt_dtype t,
                 fsdp_rt_reduction) override {
    std::memmove(recv, send, count * dtypeSize(t));
  }
  void reduceScatter(const void *send, void *recv, size_t count,
                     fsdp_rt_dtype t, fsdp_rt_reduction) override {
    std::memmove(recv, send, count * dtypeSize(t));
  }
  void allGather(const void *send, void *recv, size_t blockBytes) override {
    std::memmove(recv, send, blockBytes);
  }
  void allToAll(const void *send, void *recv, size_t blockBytes) override {
    std::memmove(recv, send, blockBytes);
  }
};

class SelfBackend final : public Backend {
public:
  const char *name() const override { return "self"; }
  int rank() const override { return 0; }
  int size() const override { return 1; }
  std::unique_ptr<Communicator> split(int, int) override {
    return std::make_unique<SelfCommunicator>();
  }
};

} // namespace

std::unique_ptr<Backend> createSelfBackend() {
  int launcherSize = 0;
  if (launchedByMpi(&launcherSize) && launcherSize > 1)
    fail(FSDP_RT_INVALID_ARGUMENT,
         "the self backend needs a world of 1 rank, but the launcher started " +
             std::to_string(launcherSize) +
             " ranks; use backend \"mpi\" or \"auto\"");
  return std::make_unique<SelfBackend>();
}

} // namespace fsdp_rt
