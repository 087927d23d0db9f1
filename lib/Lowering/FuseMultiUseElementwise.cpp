//===- FuseMultiUseElementwise.cpp - The fsdp-fuse-multi-use-elementwise pass //
//
// linalg-fuse-elementwise-ops fuses a producer only into its single user.
// An optimizer's update reads the new moments it also returns: Adam's
// parameter update is the second user of m' and v', so each stays a loop of
// its own and every step streams the moments through memory twice. Fusing
// them into their first user, which then also yields them, is the same
// scalar work in one loop.
//
//===----------------------------------------------------------------------===//

#include "fsdp/Lowering/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::fsdp {
#define GEN_PASS_DEF_FSDPFUSEMULTIUSEELEMENTWISE
#include "fsdp/Lowering/Passes.h.inc"
} // namespace mlir::fsdp

using namespace mlir;

namespace {
/// One top-down sweep over a block: each all-parallel generic takes the
/// multi-user producers it is the first user of, as long as it finds one
/// (the fused op may be the first user of its new inputs' producers too).
/// The first user is known without comparing positions: walking in order, a
/// producer of the block none of whose users has been passed yet is first
/// used here. (The greedy driver asked `isBeforeInBlock` per candidate, and
/// each fusion could renumber the block: quadratic in the step's length.)
class Sweep {
public:
  Sweep(Block &block, RewriterBase &rewriter)
      : block(block), rewriter(rewriter) {}

  void run() {
    for (Operation *op = &block.front(); op; op = op->getNextNode()) {
      if (auto consumer = dyn_cast<linalg::GenericOp>(op))
        while (linalg::GenericOp fused = fuseOne(consumer))
          op = consumer = fused;
      countUsers(op, +1);
    }
  }

private:
  /// Adds `delta` to the passed users of each producer in the block `op`
  /// reads (once per producer).
  void countUsers(Operation *op, int delta) {
    SmallPtrSet<Operation *, 4> producers;
    for (Value operand : op->getOperands())
      if (Operation *producer = operand.getDefiningOp();
          producer && producer->getBlock() == &block &&
          producers.insert(producer).second)
        passedUsers[producer] += delta;
  }

  /// Whether `consumer` may take the producer of `operand` in: the producer
  /// has several users, all in this block, none passed yet (so after the
  /// consumer), the consumer reads one value of it through this operand
  /// alone, one element per iteration; nothing is computed twice. The same
  /// shape as `fsdp::getFirstUserRead`, by which the cost model predicts
  /// this pass on a block it does not change (keep the two together).
  bool fusesIntoFirstUser(linalg::GenericOp consumer, OpOperand &operand) {
    Value value = operand.get();
    Operation *producer = value.getDefiningOp();
    if (!producer || producer->getBlock() != &block || value.hasOneUse() ||
        passedUsers.lookup(producer) != 0)
      return false;
    if (consumer.getNumParallelLoops() != consumer.getNumLoops() ||
        !consumer.getMatchingIndexingMap(&operand).isPermutation())
      return false;
    for (OpOperand &other : consumer->getOpOperands())
      if (&other != &operand && other.get().getDefiningOp() == producer)
        return false;
    for (Operation *user : producer->getUsers())
      if (user->getBlock() != &block)
        return false;
    return linalg::areElementwiseOpsFusable(&operand);
  }

  /// Fuses one producer into `consumer`; the fused op, in its place, yields
  /// the producer's results too and its other users read those. (Upstream's
  /// pattern keeps the producer for them and computes its values twice.)
  linalg::GenericOp fuseOne(linalg::GenericOp consumer) {
    for (OpOperand &operand : consumer->getOpOperands()) {
      if (!fusesIntoFirstUser(consumer, operand))
        continue;
      Operation *producer = operand.get().getDefiningOp();
      rewriter.setInsertionPoint(consumer);
      FailureOr<linalg::ElementwiseOpFusionResult> fused =
          linalg::fuseElementwiseOps(rewriter, &operand);
      if (failed(fused))
        continue;
      for (auto [original, replacement] : fused->replacements)
        rewriter.replaceAllUsesWith(original, replacement);
      rewriter.eraseOp(consumer);
      if (producer->use_empty()) {
        countUsers(producer, -1);
        passedUsers.erase(producer);
        rewriter.eraseOp(producer);
      }
      return cast<linalg::GenericOp>(fused->fusedOp);
    }
    return nullptr;
  }

  Block &block;
  RewriterBase &rewriter;
  /// Per producer in the block, its users the sweep has passed.
  DenseMap<Operation *, unsigned> passedUsers;
};

struct FSDPFuseMultiUseElementwisePass
    : public fsdp::impl::FSDPFuseMultiUseElementwiseBase<
          FSDPFuseMultiUseElementwisePass> {
  void runOnOperation() override {
    SmallVector<Block *> blocks;
    getOperation()->walk([&](Block *block) {
      if (!block->empty())
        blocks.push_back(block);
    });
    IRRewriter rewriter(&getContext());
    for (Block *block : blocks)
      Sweep(*block, rewriter).run();
  }
};
} // namespace
