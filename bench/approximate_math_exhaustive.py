#!/usr/bin/env python3
"""The largest error of fsdp-approximate-math's exp, erf and tanh over all
2^32 f32 inputs, in ulps of the f32 rounding of the f64 reference (numpy's
exp and tanh, scipy's erf: libm's f64 functions), infinities and NaN
required to match exactly. Compiles the three functions with fsdp-opt
--fsdp-approximate-math and the LLVM tools, loads them with ctypes and
sweeps the inputs in chunks of 2^24 (about 10 minutes on one core).

usage: bench/approximate_math_exhaustive.py [BIN_DIR] [LLVM_BIN_DIR]
       (defaults build/bin and /usr/lib/llvm-22/bin; needs numpy and scipy,
       which the project's venv has)
"""
import ctypes
import os
import subprocess
import sys
import tempfile

import numpy as np
import scipy.special

BIN = sys.argv[1] if len(sys.argv) > 1 else "build/bin"
LLVM = sys.argv[2] if len(sys.argv) > 2 else "/usr/lib/llvm-22/bin"
FUNCTIONS = {"exp": np.exp, "erf": scipy.special.erf, "tanh": np.tanh}

KERNEL = """
func.func @f_{op}(%a: memref<?xf32>, %b: memref<?xf32>)
    attributes {{llvm.emit_c_interface}} {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %a, %c0 : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {{
    %x = memref.load %a[%i] : memref<?xf32>
    %y = math.{op} %x : f32
    memref.store %y, %b[%i] : memref<?xf32>
  }}
  return
}}
"""


class MemRef(ctypes.Structure):
    _fields_ = [("allocated", ctypes.c_void_p), ("aligned", ctypes.c_void_p),
                ("offset", ctypes.c_int64), ("size", ctypes.c_int64),
                ("stride", ctypes.c_int64)]


def build(work):
    source = os.path.join(work, "f.mlir")
    with open(source, "w") as f:
        f.write("".join(KERNEL.format(op=op) for op in FUNCTIONS))
    lowered = subprocess.run(
        [f"{BIN}/fsdp-opt", source, "--fsdp-approximate-math",
         "--convert-scf-to-cf", "--convert-math-to-llvm",
         "--convert-math-to-libm", "--convert-to-llvm",
         "--reconcile-unrealized-casts"],
        check=True, capture_output=True, text=True).stdout
    ir = subprocess.run([f"{LLVM}/mlir-translate", "--mlir-to-llvmir"],
                        input=lowered, check=True, capture_output=True,
                        text=True).stdout
    module = os.path.join(work, "f.ll")
    with open(module, "w") as f:
        f.write(ir)
    library = os.path.join(work, "libf.so")
    subprocess.run([f"{LLVM}/clang", "-O2", "-shared", "-fPIC", "-w", module,
                    "-o", library, "-lm"], check=True)
    return ctypes.CDLL(library)


def ulps(got, want):
    """|got - want| in ulps of f32(want); 0 where both are NaN or the same
    infinity, 1e9 where only one is finite."""
    rounded = want.astype(np.float32)
    spacing = np.spacing(np.abs(rounded)).astype(np.float64)
    spacing = np.where(spacing == 0,
                       np.float64(np.finfo(np.float32).smallest_subnormal),
                       spacing)
    error = np.abs(got.astype(np.float64) - want) / spacing
    exact = (np.isnan(got) & np.isnan(want)) | (np.isinf(got) &
                                                (got == rounded))
    error = np.where(exact, 0, error)
    return np.where(np.isnan(error), 1e9, error)


def main():
    with tempfile.TemporaryDirectory() as work:
        library = build(work)
        worst = {op: (0.0, 0.0) for op in FUNCTIONS}
        chunk = 1 << 24
        for start in range(0, 1 << 32, chunk):
            x = np.arange(start, start + chunk, dtype=np.uint64).astype(
                np.uint32).view(np.float32)
            y = np.empty_like(x)
            args = [MemRef(v.ctypes.data, v.ctypes.data, 0, len(v), 1)
                    for v in (x, y)]
            for op, reference in FUNCTIONS.items():
                getattr(library, f"_mlir_ciface_f_{op}")(
                    ctypes.byref(args[0]), ctypes.byref(args[1]))
                with np.errstate(all="ignore"):
                    error = ulps(y, reference(x.astype(np.float64)))
                i = int(np.argmax(error))
                if error[i] > worst[op][0]:
                    worst[op] = (float(error[i]), float(x[i]))
        for op, (error, at) in worst.items():
            print(f"{op}: max {error:.3f} ulp at x = {at!r}")


if __name__ == "__main__":
    main()
