//===- fsdp-opt.cpp - The fsdp-mlir optimizer driver ----------------------===//
//
// mlir-opt with the dialects of a training step and the fsdp dialect and
// passes, and, as upstream mlir-opt has its test dialect, the `fsdp_test`
// dialect of the extension points' tests (test/lib). The input is checked
// for the spellings upstream's parser crashes on (fsdp/Support/ParserGuards.h)
// before it is parsed.
//
//===----------------------------------------------------------------------===//

#include "fsdp/InitAllFSDP.h"
#include "fsdp/Support/ParserGuards.h"

#include "mlir/Support/FileUtilities.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/ToolOutputFile.h"

namespace mlir::fsdp::test {
void registerTestDialect(DialectRegistry &registry);
} // namespace mlir::fsdp::test

using namespace mlir;

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  DialectRegistry registry;
  fsdp::registerAllDialects(registry);
  fsdp::test::registerTestDialect(registry);
  fsdp::registerAllPasses();
  auto [inputFilename, outputFilename] = registerAndParseCLIOptions(
      argc, argv, "fsdp-mlir optimizer driver\n", registry);
  MlirOptMainConfig config = MlirOptMainConfig::createFromCLOptions();
  // What reads no input is upstream's to handle.
  if (config.shouldShowDialects() || config.shouldListPasses())
    return asMainReturnCode(
        MlirOptMain(argc, argv, inputFilename, outputFilename, registry));

  std::string errorMessage;
  std::unique_ptr<llvm::MemoryBuffer> file =
      openInputFile(inputFilename, &errorMessage);
  if (!file) {
    llvm::errs() << errorMessage << "\n";
    return 1;
  }
  llvm::SourceMgr sourceMgr;
  unsigned id = sourceMgr.AddNewSourceBuffer(
      llvm::MemoryBuffer::getMemBuffer(file->getMemBufferRef(),
                                       /*RequiresNullTerminator=*/false),
      llvm::SMLoc());
  if (failed(fsdp::checkParserHazards(sourceMgr, id, llvm::errs())))
    return 1;
  std::unique_ptr<llvm::ToolOutputFile> output =
      openOutputFile(outputFilename, &errorMessage);
  if (!output) {
    llvm::errs() << errorMessage << "\n";
    return 1;
  }
  if (failed(MlirOptMain(output->os(), std::move(file), registry, config)))
    return 1;
  output->keep();
  return 0;
}
