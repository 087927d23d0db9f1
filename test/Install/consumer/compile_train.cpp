//===- compile_train.cpp - A compiler that compiles and trains a step -----===//
//
// What an ML compiler that links fsdp-mlir does end to end, in one process
// per rank: rank 0 takes a DDP training step in its own MLIR context, shards
// it with fsdp-pipeline, compiles it with the compiler library
// (FSDPMLIR::FSDPRunnerCompiler: lowering, code generation, step.so) into a
// step library, and tells the other ranks; every rank then trains it with
// the runner library. With --in-process, every rank compiles the step and
// links it into itself (LinkedStep.h) and the Session runs that code: no
// step.so. Run under mpirun with the ranks the step's grid spans:
// fsdp-compile-train STEP.mlir STEP_DIR STEPS [--in-process].
//
//===----------------------------------------------------------------------===//

#include "fsdp/Dialect/FSDP/Extensions/StepOpModels.h"
#include "fsdp/InitAllFSDP.h"
#include "fsdp/Runner/Compiler/LinkedStep.h"
#include "fsdp/Runner/Compiler/StepCompiler.h"
#include "fsdp/Runner/Session.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

/// The DDP step in `file` sharded by fsdp-pipeline in `context`, or null
/// with `error`.
static mlir::OwningOpRef<mlir::ModuleOp>
shardStep(const char *file, mlir::MLIRContext &context, std::string &error) {
  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::parseSourceFile<mlir::ModuleOp>(file, &context);
  if (!module) {
    error = std::string("cannot parse ") + file;
    return nullptr;
  }
  mlir::PassManager pm(&context);
  llvm::raw_string_ostream os(error);
  if (mlir::failed(mlir::parsePassPipeline("fsdp-pipeline", pm, os)) ||
      mlir::failed(pm.run(*module))) {
    error = "fsdp-pipeline failed: " + error;
    return nullptr;
  }
  return module;
}

/// The context a compiler parses and shards steps in.
static std::unique_ptr<mlir::MLIRContext> compilerContext() {
  mlir::DialectRegistry registry;
  mlir::fsdp::registerAllDialects(registry);
  mlir::fsdp::registerStepOpExternalModels(registry);
  mlir::fsdp::registerAllPasses();
  auto context = std::make_unique<mlir::MLIRContext>(registry);
  context->loadAllAvailableDialects();
  return context;
}

/// Shards the DDP step in `file` and compiles it into the step library
/// `dir`; "" on success, else why not.
static std::string compileToLibrary(const char *file, const std::string &dir) {
  std::unique_ptr<mlir::MLIRContext> context = compilerContext();
  std::string error;
  mlir::OwningOpRef<mlir::ModuleOp> module = shardStep(file, *context, error);
  if (!module)
    return error;
  // The sharded module, compiled ahead of the run: no runtime yet.
  std::unique_ptr<fsdprun::StepModule> step =
      fsdprun::StepModule::adopt(std::move(module));
  fsdprun::CpuLowering cpu;
  fsdprun::CompileOptions options;
  options.inputName = file;
  llvm::Expected<fsdprun::EmittedStep> emitted =
      fsdprun::compileStepLibrary(*step, cpu, options, dir);
  if (!emitted)
    return llvm::toString(emitted.takeError());
  std::printf("compiled %s: %zu bytes of code, %s, for %lld rank(s)\n", file,
              emitted->codeBytes, emitted->stats.origin.c_str(),
              (long long)emitted->description.worldSize);
  return "";
}

/// Shards the DDP step in `file`, compiles it and links it into this
/// process, bound to `runtime`: no step.so. Null with `error` when it
/// cannot: the Session then fails alike on every rank, none left waiting.
static std::unique_ptr<fsdprun::StepCode>
compileInProcess(const char *file, fsdprun::Runtime &runtime,
                 std::string &error) {
  std::unique_ptr<mlir::MLIRContext> context = compilerContext();
  mlir::OwningOpRef<mlir::ModuleOp> module = shardStep(file, *context, error);
  if (!module)
    return nullptr;
  std::unique_ptr<fsdprun::StepModule> step =
      fsdprun::StepModule::adopt(std::move(module));
  fsdprun::CpuLowering cpu;
  fsdprun::CompileOptions options;
  options.inputName = file;
  llvm::Expected<std::unique_ptr<fsdprun::LinkedStep>> linked =
      fsdprun::compileLinkedStep(*step, cpu, options, runtime.context());
  if (!linked) {
    error = llvm::toString(linked.takeError());
    return nullptr;
  }
  if (runtime.rank() == 0)
    std::printf("compiled %s in-process, linked here\n", file);
  // (The context may go: the linked code holds nothing of it.)
  return std::move(*linked);
}

int main(int argc, char **argv) {
  bool inProcess = argc == 5 && std::string(argv[4]) == "--in-process";
  if (argc != 4 && !inProcess) {
    std::fprintf(stderr, "usage: fsdp-compile-train STEP.mlir STEP_DIR "
                         "STEPS [--in-process]\n");
    return 2;
  }
  try {
    auto runtime = fsdprun::Runtime::start(fsdprun::RuntimeOptions());
    std::unique_ptr<fsdprun::Session> session;
    if (inProcess) {
      // Every rank compiles the same code and links it into itself.
      std::string error;
      std::unique_ptr<fsdprun::StepCode> code =
          compileInProcess(argv[1], *runtime, error);
      if (!code)
        std::fprintf(stderr, "fsdp-compile-train: rank %lld: %s\n",
                     (long long)runtime->rank(), error.c_str());
      session = std::make_unique<fsdprun::Session>(runtime, std::move(code),
                                                   /*seed=*/1);
    } else {
      // Rank 0 compiles, the others wait for its word (its error, if any).
      std::string dir = argv[2];
      std::string error =
          runtime->rank() == 0 ? compileToLibrary(argv[1], dir) : "";
      error = runtime->broadcast(error.empty() ? "ok" : error,
                                 /*waitSeconds=*/600);
      if (error != "ok")
        throw fsdprun::Error(error);
      session = std::make_unique<fsdprun::Session>(runtime, dir, /*seed=*/1);
    }
    std::vector<std::vector<float>> rows;
    for (const fsdprun::ArgInfo &a : session->contract().args) {
      if (a.isState)
        continue;
      if (a.elem != fsdprun::ElemKind::F32)
        throw fsdprun::Error("this example feeds f32 inputs only");
      rows.emplace_back(a.numElements());
      for (size_t i = 0; i < rows.back().size(); ++i)
        rows.back()[i] = std::cos(0.1f * float(i + runtime->rank()));
    }
    std::vector<fsdprun::InputView> inputs;
    for (const std::vector<float> &r : rows)
      inputs.push_back({r.data(), r.size() * sizeof(float)});
    int steps = std::stoi(argv[3]);
    double first = 0, last = 0;
    for (int k = 0; k < steps; ++k) {
      fsdprun::StepResult r = session->step(inputs);
      (k == 0 ? first : last) = r.loss;
      if (runtime->rank() == 0)
        std::printf("compiled step %lld loss=%.6f\n", (long long)r.step,
                    r.loss);
    }
    if (!std::isfinite(last) || !(last < first))
      throw fsdprun::Error("the loss did not go down");
    session.reset();
    runtime->finalize();
  } catch (const fsdprun::Error &e) {
    std::fprintf(stderr, "fsdp-compile-train: %s\n", e.what());
    return 1;
  }
  return 0;
}
