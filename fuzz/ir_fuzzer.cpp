//===- ir_fuzzer.cpp - libFuzzer target of the IR pipeline ----------------===//
//
// Every input is parsed as MLIR with the dialects and passes fsdp-opt
// registers. A module that parses and verifies is then
//   * printed and parsed again (the fsdp dialect's assembly round-trips),
//   * analyzed by fsdp-report (JSON, Chrome trace and SVG),
//   * rewritten by fsdp-pipeline, whose result must verify, and analyzed by
//     fsdp-report again.
// Spellings that crash upstream's parser are rejected first, as fsdp-opt
// rejects them (fsdp/Support/ParserGuards.h). Bad input must end in an
// error diagnostic, never in a crash, undefined behavior or a leak; a
// failure without any error, or a pass that leaves invalid IR behind,
// traps. The pipeline's options come from the input's
// length (not its bytes, which stay plain MLIR text), so that every option
// set is exercised and a crash reproduces from its input alone.
// Built by -DFSDP_FUZZ=ON, run by scripts/fuzz.sh.
//
//===----------------------------------------------------------------------===//

#include "fsdp/InitAllFSDP.h"
#include "fsdp/Support/ParserGuards.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdint>
#include <cstdlib>
#include <fcntl.h>
#include <memory>
#include <string>
#include <unistd.h>

using namespace mlir;

namespace {

DialectRegistry *registry = nullptr;
/// fsdp-report's trace and SVG files (its JSON goes to stdout, which the
/// fuzzer points at /dev/null).
std::string traceFile, svgFile;

/// Option sets of fsdp-pipeline, picked by the input's length.
const char *const kPipelines[] = {
    "fsdp-pipeline",
    "fsdp-pipeline{strategy=shard-grad-op bucket-bytes=4096}",
    "fsdp-pipeline{strategy=no-shard schedule=false}",
    "fsdp-pipeline{replicate-below-bytes=64 memory-budget=unlimited}",
};

/// Runs `pipeline` on `module`; true on success. A failure must have said
/// why (an error diagnostic was seen since `errors` was last read).
bool run(ModuleOp module, const std::string &pipeline, int &errors) {
  PassManager pm(module.getContext());
  // The result is verified below, where an invalid one is a bug of a pass
  // rather than a diagnostic.
  pm.enableVerifier(false);
  std::string parseError;
  llvm::raw_string_ostream os(parseError);
  if (failed(parsePassPipeline("builtin.module(" + pipeline + ")", pm, os))) {
    llvm::errs() << "ir_fuzzer: bad pipeline " << pipeline << ": " << parseError
                 << "\n";
    std::abort();
  }
  errors = 0;
  if (succeeded(pm.run(module)))
    return true;
  if (errors == 0) {
    llvm::errs() << "ir_fuzzer: " << pipeline << " failed without an error\n";
    __builtin_trap();
  }
  return false;
}

std::string report() {
  return "fsdp-report{output=- trace=" + traceFile + " svg=" + svgFile + "}";
}

} // namespace

/// LLVM's BumpPtrAllocator poisons the unused rest of a slab when the
/// instrumented code here allocates one, and unpoisons what it hands out;
/// the copy inlined into the uninstrumented libMLIR.so does not, so the
/// parser writing into a slab the project's attribute storage started is a
/// false use-after-poison. Manual poisoning off (the same flag is in
/// scripts/test-sanitized.sh's ASAN_OPTIONS for the tools).
extern "C" const char *__asan_default_options() {
  return "allow_user_poisoning=0";
}

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv) {
  (void)argc, (void)argv;
  registry = new DialectRegistry();
  fsdp::registerAllDialects(*registry);
  fsdp::registerAllPasses();
  // fsdp-report prints its JSON to stdout; libFuzzer reports on stderr.
  int null = open("/dev/null", O_WRONLY);
  if (null >= 0) {
    dup2(null, STDOUT_FILENO);
    close(null);
  }
  char dir[] = "/tmp/fsdp-ir-fuzzer-XXXXXX";
  if (!mkdtemp(dir))
    std::abort();
  static std::string tempDir = dir;
  traceFile = tempDir + "/trace.json";
  svgFile = tempDir + "/timeline.svg";
  std::atexit([] {
    unlink(traceFile.c_str());
    unlink(svgFile.c_str());
    rmdir(tempDir.c_str());
  });
  return 0;
}

/// The context is shared by kContextRuns inputs: creating one and loading
/// the dialects the passes need costs more than most inputs. What an input
/// leaves there (uniqued types, attributes, locations; loaded dialects) does
/// not change how the next one is parsed or rewritten, and the periodic
/// fresh context bounds the memory the uniquer keeps.
MLIRContext &sharedContext() {
  constexpr int kContextRuns = 1000;
  static std::unique_ptr<MLIRContext> context;
  static int runs = 0;
  if (!context || ++runs == kContextRuns) {
    runs = 0;
    context.reset(); // Before the new one: the old one's memory goes first.
    context = std::make_unique<MLIRContext>(*registry,
                                            MLIRContext::Threading::DISABLED);
    context->loadAllAvailableDialects();
  }
  return *context;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  MLIRContext &context = sharedContext();
  int errors = 0;
  ScopedDiagnosticHandler handler(&context, [&](Diagnostic &diag) {
    if (diag.getSeverity() == DiagnosticSeverity::Error)
      ++errors;
    return success();
  });

  // NUL-terminated, as the tools' MemoryBuffers are: MLIR's lexer may look
  // one byte past the end for the terminator.
  std::string text(reinterpret_cast<const char *>(data), size);
  // As fsdp-opt does: spellings upstream's parser crashes on are errors.
  llvm::SourceMgr guarded;
  unsigned id = guarded.AddNewSourceBuffer(
      llvm::MemoryBuffer::getMemBuffer(text, "input"), llvm::SMLoc());
  if (failed(fsdp::checkParserHazards(guarded, id, llvm::nulls())))
    return 0;
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(text, &context);
  if (!module) {
    if (errors == 0) {
      llvm::errs() << "ir_fuzzer: rejected without an error\n";
      __builtin_trap();
    }
    return 0;
  }
  // parseSourceString verifies; a module that does not verify is rejected
  // with a diagnostic there.

  // The printed form parses back to a module that verifies.
  std::string printed;
  {
    llvm::raw_string_ostream os(printed);
    module->print(os);
  }
  {
    errors = 0;
    OwningOpRef<ModuleOp> again =
        parseSourceString<ModuleOp>(printed, &context);
    if (!again) {
      llvm::errs() << "ir_fuzzer: the printed module does not parse back:\n"
                   << printed << "\n";
      __builtin_trap();
    }
  }

  // The report of the step as given (a DDP step, typically).
  {
    OwningOpRef<ModuleOp> copy = module->clone();
    run(*copy, report(), errors);
  }

  const std::string pipeline = kPipelines[size % std::size(kPipelines)];
  if (!run(*module, pipeline, errors))
    return 0;
  errors = 0;
  if (failed(verify(*module))) {
    llvm::errs() << "ir_fuzzer: " << pipeline
                 << " succeeded but left IR that does not verify\n";
    __builtin_trap();
  }
  run(*module, report(), errors);
  return 0;
}
