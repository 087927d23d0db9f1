//===- Locations.h - Locations as users read them ---------------*- C++ -*-===//
//
// What the analyses, reports and runtime checks print for an op's location:
// short enough for a line of text, the name a frontend gave or file:line.
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_SUPPORT_LOCATIONS_H
#define FSDP_SUPPORT_LOCATIONS_H

#include "mlir/IR/Location.h"

#include <string>

namespace mlir::fsdp {

/// A short readable location: a `NameLoc` name, `file:line` (the file's
/// name without its directory), the first of a `FusedLoc` that says
/// something, a `CallSiteLoc`'s callee; or "".
std::string describeLocation(Location loc);

} // namespace mlir::fsdp

#endif // FSDP_SUPPORT_LOCATIONS_H
