//===- FloatEnvironment.h - Flushing subnormal floats (--flush-denormals) -===//
//
// Subnormal (denormal) operands and results cost x86 cores a microcode assist
// each, tens of times the time of the same instruction on normal numbers. A
// deep ReLU network whose activations shrink layer after layer can spend most
// of its forward pass in them (docs/reference/fsdp-run.md, "Subnormal floats").
// Flush-to-zero (results) and denormals-are-zero (operands) trade the IEEE
// gradual underflow for speed, as torch.set_flush_denormal(True) does.
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_TOOLS_FSDP_RUN_FLOATENVIRONMENT_H
#define FSDP_TOOLS_FSDP_RUN_FLOATENVIRONMENT_H

#include <string>

namespace fsdprun {

/// How this target flushes subnormal floats ("FTZ+DAZ" on x86-64, "FPCR.FZ"
/// on AArch64), or nullptr where fsdp-run cannot.
const char *denormalFlushMechanism();

/// Makes the calling thread's f32 and f64 arithmetic read subnormal operands
/// as zero and write subnormal results as zero (x86-64: the MXCSR's FTZ and
/// DAZ bits; AArch64: FPCR.FZ). Threads created after the call inherit it
/// (POSIX: a new thread gets its creator's floating-point environment), which
/// is the only way it reaches other threads: OpenBLAS's workers, for one,
/// keep the environment they were created with. Returns false with `error`
/// on other targets.
bool flushDenormals(std::string &error);

} // namespace fsdprun

#endif // FSDP_TOOLS_FSDP_RUN_FLOATENVIRONMENT_H
