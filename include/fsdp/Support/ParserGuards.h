//===- ParserGuards.h - Inputs upstream's parser crashes on -----*- C++ -*-===//
//
// LLVM 22's parsers of some linalg named ops crash (a segmentation fault or
// an abort, after or without an error) on malformed custom syntax instead of
// failing: a `dimensions =` / `permutation =` not followed by a list of
// integers (linalg.reduce, linalg.broadcast, linalg.transpose), and a
// property `<...>` that is not a dictionary (`linalg.mul<2>`); and the
// verifiers of shard.all_slice, shard.reduce_scatter and shard.all_to_all,
// which the parser runs, divide by a `shard.grid` dimension of size 0.
// Debian's LLVM
// has no assertions, so upstream mlir-opt crashes the same way. The tools
// run this check on their input text before parsing it: such input is an
// error at its line and column, like any other parse error. Reported
// upstream in docs/reference/limits.md ("Upstream parser crashes"), with
// reproducers in test/Tools/upstream-parser-crashes.mlir.
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_SUPPORT_PARSERGUARDS_H
#define FSDP_SUPPORT_PARSERGUARDS_H

#include "mlir/Support/LLVM.h"
#include "llvm/Support/SourceMgr.h"

namespace mlir::fsdp {

/// Reports, through `sourceMgr` to `os`, each spelling in buffer `bufferId`
/// that upstream's parser would crash on; failure when there is any.
LogicalResult checkParserHazards(const llvm::SourceMgr &sourceMgr,
                                 unsigned bufferId, llvm::raw_ostream &os);

} // namespace mlir::fsdp

#endif // FSDP_SUPPORT_PARSERGUARDS_H
