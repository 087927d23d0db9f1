//===- TestOps.td - A dialect fsdp-mlir does not know ------*- tablegen -*-===//
//
// `fsdp_test`: ops that stand for those of an outside ML compiler's dialect,
// which fsdp-mlir's passes know nothing of, to test its extension points.
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_TEST_TESTOPS_TD
#define FSDP_TEST_TESTOPS_TD

include "mlir/IR/OpBase.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def FSDPTest_Dialect : Dialect {
  let name = "fsdp_test";
  let cppNamespace = "::mlir::fsdp::test";
  let summary = "Test ops of a dialect that fsdp-mlir does not know";
}

def FSDPTest_ScaleOp : Op<FSDPTest_Dialect, "scale",
                          [Pure, SameOperandsAndResultType]> {
  let summary = "`input * factor`; with `rowwise`, mixes the rows";
  let description = [{
    Multiplies every element by `factor`. It has no `Elementwise` trait, so
    the rules by trait of fsdp-mlir's passes do not know it; the test dialect
    attaches a StepOpInterface model that computes it on shards, in the
    narrower type of fsdp-mixed-precision, and at one FLOP per element, and
    refuses the first two (saying why) when `rowwise` says the rows depend
    on each other.
  }];
  let arguments = (ins AnyRankedTensor:$input, F32Attr:$factor,
                       UnitAttr:$rowwise);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = "$input attr-dict `:` type($result)";
}

#endif // FSDP_TEST_TESTOPS_TD
