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
  pm.addPass(createImportShardPass(ImportShardPassOptions{options.grid}));
  if (options.strategy != Strategy::NoShard) {
    pm.addPass(createDecomposeAllReducePass(DecomposeAllReducePassOptions{
        options.grid, options.replicateBelowBytes,
        /*hybrid=*/options.strategy == Strategy::Hybrid}));
    pm.addNestedPass<func::FuncOp>(createShardUpdatePass());
  }
  // Once the gradients' reductions are those of the sharded update (`each`
  // reduce-scatters every microbatch) and before the state is sharded (full
  // shard gathers the parameters inside the loop, for each microbatch;
  // shard-grad-op once before it).
  // (Also where the option is 1: a step exported for K microbatches says so
  // itself, `fsdp.microbatches`.)
  pm.addPass(createAccumulatePass(AccumulatePassOptions{
      options.microbatches, options.gradientSync, options.memoryLimit,
      options.strategy, options.profile}));
  pm.addNestedPass<func::FuncOp>(
      createShardStatePass(ShardStatePassOptions{options.strategy}));
  // After the collectives exist (parameters gathered, gradients reduced), so
  // the casts go in front of them; before buckets, which merge by type.
  if (options.paramDtype != FloatDtype::F32 ||
      options.reduceDtype != FloatDtype::F32)
    pm.addNestedPass<func::FuncOp>(createMixedPrecisionPass(
        MixedPrecisionPassOptions{options.paramDtype, options.reduceDtype}));
  // 0 turns bucketing off; -1 takes the size from the profile; fsdp-bucket
  // rejects other negative sizes.
  if (options.bucketBytes != 0)
    pm.addNestedPass<func::FuncOp>(createBucketPass(
        BucketPassOptions{options.bucketBytes, options.profile}));
  // Region simplification (block merging) finds nothing to do in a straight
  // line step and costs as much as the rest of the canonicalization.
  GreedyRewriteConfig config;
  config.setRegionSimplificationLevel(GreedySimplifyRegionLevel::Disabled);
  pm.addPass(createCanonicalizerPass(config));
  // After the gathers are placed and bucketed (a recomputed op reads a
  // gathered parameter like any use: kept or gathered again) and before the
  // schedule, whose default budget is the peak this leaves.
  if (!options.memoryLimit.empty())
    pm.addNestedPass<func::FuncOp>(createRematerializePass(
        RematerializePassOptions{options.memoryLimit, options.profile}));
  if (options.schedule) {
    pm.addPass(createAsyncCollectivesPass());
    pm.addNestedPass<func::FuncOp>(createSchedulePass(
        SchedulePassOptions{options.memoryBudget, options.profile}));
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
