//===- Pipeline.cpp - The fsdp-pipeline pass pipeline ---------------------===//

#include "fsdp/Dialect/FSDP/Transforms/Passes.h"

#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;
using namespace mlir::fsdp;

void mlir::fsdp::buildPipeline(OpPassManager &pm,
                               const PipelineOptions &options) {
  // Each pass's options are filled by field name: a reorder of a .td's
  // options cannot swap two of one type.
  // The machine, resolved once and recorded on the module: the passes with
  // a cost model below read it there.
  SetTargetPassOptions target;
  target.profile = options.profile;
  pm.addPass(createSetTargetPass(target));
  // The strategy, recorded once: the passes below that depend on it
  // (decompose, accumulate, shard-state) read it there.
  SetStrategyPassOptions strategy;
  strategy.strategy = options.strategy;
  pm.addPass(createSetStrategyPass(strategy));
  ImportShardPassOptions importShard;
  importShard.grid = options.grid;
  pm.addPass(createImportShardPass(importShard));
  if (options.strategy != Strategy::NoShard) {
    DecomposeAllReducePassOptions decompose;
    decompose.grid = options.grid;
    decompose.replicateBelowBytes = options.replicateBelowBytes;
    pm.addPass(createDecomposeAllReducePass(decompose));
    pm.addNestedPass<func::FuncOp>(createShardUpdatePass());
  }
  // Once the gradients' reductions are those of the sharded update (`each`
  // reduce-scatters every microbatch) and before the state is sharded (full
  // shard gathers the parameters inside the loop, for each microbatch;
  // shard-grad-op once before it).
  // (Also where the option is 1: a step exported for K microbatches says so
  // itself, `fsdp.microbatches`.)
  AccumulatePassOptions accumulate;
  accumulate.microbatches = options.microbatches;
  accumulate.gradientSync = options.gradientSync;
  accumulate.memoryLimit = options.memoryLimit;
  pm.addPass(createAccumulatePass(accumulate));
  pm.addNestedPass<func::FuncOp>(createShardStatePass());
  // After the collectives exist (parameters gathered, gradients reduced), so
  // the casts go in front of them; before buckets, which merge by type.
  if (options.paramDtype != FloatDtype::F32 ||
      options.reduceDtype != FloatDtype::F32) {
    MixedPrecisionPassOptions mixed;
    mixed.paramDtype = options.paramDtype;
    mixed.reduceDtype = options.reduceDtype;
    pm.addNestedPass<func::FuncOp>(createMixedPrecisionPass(mixed));
  }
  if (!options.bucketBytes.getValue().is(BucketWord::Off)) {
    BucketPassOptions bucket;
    bucket.bucketBytes = options.bucketBytes;
    pm.addNestedPass<func::FuncOp>(createBucketPass(bucket));
  }
  // Region simplification (block merging) finds nothing to do in a straight
  // line step and costs as much as the rest of the canonicalization.
  GreedyRewriteConfig config;
  config.setRegionSimplificationLevel(GreedySimplifyRegionLevel::Disabled);
  pm.addPass(createCanonicalizerPass(config));
  // After the gathers are placed and bucketed (a recomputed op reads a
  // gathered parameter like any use: kept or gathered again) and before the
  // schedule, whose default budget is the peak this leaves.
  if (options.memoryLimit.getValue()) {
    RematerializePassOptions remat;
    remat.memoryLimit = options.memoryLimit;
    pm.addNestedPass<func::FuncOp>(createRematerializePass(remat));
  }
  if (options.schedule) {
    pm.addPass(createAsyncCollectivesPass());
    SchedulePassOptions schedule;
    schedule.memoryBudget = options.memoryBudget;
    pm.addNestedPass<func::FuncOp>(createSchedulePass(schedule));
  }
}

void mlir::fsdp::registerPasses() {
  registerFSDPPasses();
  PassPipelineRegistration<PipelineOptions>(
      "fsdp-pipeline",
      "Rewrite DDP training steps into sharded (FSDP) ones: import, "
      "decompose all-reduces, shard the update, shard the state, mixed "
      "precision, bucket, "
      "canonicalize, split collectives into start/wait and schedule them",
      buildPipeline);
}
