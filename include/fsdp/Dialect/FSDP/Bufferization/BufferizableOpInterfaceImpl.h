//===- BufferizableOpInterfaceImpl.h - Bufferizing fsdp ops -----*- C++ -*-===//
//
// External models of BufferizableOpInterface for the tensor collectives of the
// fsdp dialect, so that upstream one-shot-bufferize handles a training step.
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_DIALECT_FSDP_BUFFERIZABLEOPINTERFACEIMPL_H
#define FSDP_DIALECT_FSDP_BUFFERIZABLEOPINTERFACEIMPL_H

namespace mlir {
class DialectRegistry;

namespace fsdp {
/// Attaches BufferizableOpInterface to fsdp.all_reduce (in place: the result
/// reuses the input's buffer unless the analysis sees a conflict),
/// fsdp.reduce_scatter and fsdp.all_gather (each a fresh buffer). They
/// bufferize to the fsdp.buffer.* collectives.
void registerBufferizableOpInterfaceExternalModels(DialectRegistry &registry);
} // namespace fsdp
} // namespace mlir

#endif // FSDP_DIALECT_FSDP_BUFFERIZABLEOPINTERFACEIMPL_H
