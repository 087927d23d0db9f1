//===- SplitComplexConstants.cpp - Complex constants from their parts -----===//
//
// A complex tensor constant becomes a global of complex elements, which the
// translation to LLVM IR cannot write. Each one is built instead from two
// float constants, its real and imaginary parts, by a linalg.generic of
// complex.create.
//
//===----------------------------------------------------------------------===//

#include "fsdp/Lowering/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Complex/IR/Complex.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/DialectResourceBlobManager.h"

#include <cstring>

namespace mlir::fsdp {
#define GEN_PASS_DEF_FSDPSPLITCOMPLEXCONSTANTS
#include "fsdp/Lowering/Passes.h.inc"
} // namespace mlir::fsdp

using namespace mlir;

namespace {

/// The real and imaginary parts of a complex constant's elements, in
/// order; false when they cannot be read (another element type, a blob
/// of another size).
bool readParts(Attribute value, FloatType part, SmallVector<APFloat> &re,
               SmallVector<APFloat> &im) {
  if (auto dense = dyn_cast<DenseElementsAttr>(value)) {
    for (std::complex<APFloat> z : dense.getValues<std::complex<APFloat>>()) {
      re.push_back(z.real());
      im.push_back(z.imag());
    }
    return true;
  }
  auto resource = dyn_cast<DenseResourceElementsAttr>(value);
  if (!resource || !resource.getRawHandle().getBlob())
    return false;
  ArrayRef<char> bytes = resource.getRawHandle().getBlob()->getData();
  unsigned width = part.getWidth() / 8;
  int64_t count = resource.getType().getNumElements();
  if (static_cast<int64_t>(bytes.size()) != 2 * width * count)
    return false;
  // (interleaved: re, im, re, im, ... in the host's byte order)
  for (int64_t k = 0; k < 2 * count; ++k) {
    const char *at = bytes.data() + k * width;
    APInt bits;
    if (width == 4) {
      uint32_t word;
      std::memcpy(&word, at, sizeof(word));
      bits = APInt(32, word);
    } else {
      uint64_t word;
      std::memcpy(&word, at, sizeof(word));
      bits = APInt(64, word);
    }
    (k % 2 ? im : re).push_back(APFloat(part.getFloatSemantics(), bits));
  }
  return true;
}

struct FSDPSplitComplexConstantsPass
    : public fsdp::impl::FSDPSplitComplexConstantsBase<
          FSDPSplitComplexConstantsPass> {
  void runOnOperation() override {
    SmallVector<arith::ConstantOp> found;
    getOperation().walk([&](arith::ConstantOp op) {
      auto type = dyn_cast<RankedTensorType>(op.getType());
      if (type && isa<ComplexType>(type.getElementType()))
        found.push_back(op);
    });
    for (arith::ConstantOp op : found) {
      auto type = cast<RankedTensorType>(op.getType());
      auto part = dyn_cast<FloatType>(
          cast<ComplexType>(type.getElementType()).getElementType());
      SmallVector<APFloat> re, im;
      if (!part || !(part.isF32() || part.isF64()) ||
          !readParts(op.getValue(), part, re, im))
        continue;
      OpBuilder b(op);
      Location loc = op.getLoc();
      auto partType = RankedTensorType::get(type.getShape(), part);
      Value real = arith::ConstantOp::create(
          b, loc, DenseElementsAttr::get(partType, re));
      Value imag = arith::ConstantOp::create(
          b, loc, DenseElementsAttr::get(partType, im));
      Value init = tensor::EmptyOp::create(b, loc, type.getShape(),
                                           type.getElementType());
      AffineMap identity = b.getMultiDimIdentityMap(type.getRank());
      SmallVector<utils::IteratorType> parallel(type.getRank(),
                                                utils::IteratorType::parallel);
      auto join = linalg::GenericOp::create(
          b, loc, type, ValueRange{real, imag}, ValueRange{init},
          SmallVector<AffineMap>(3, identity), parallel,
          [&](OpBuilder &nb, Location nloc, ValueRange args) {
            Value z = complex::CreateOp::create(nb, nloc, type.getElementType(),
                                                args[0], args[1]);
            linalg::YieldOp::create(nb, nloc, z);
          });
      op.replaceAllUsesWith(join.getResult(0));
      op.erase();
    }
  }
};
} // namespace
