// fsdp-approximate-math's error, measured: every f32 exp, erf and tanh it
// computes, against libm's f64 function rounded to f32, at 2^16 inputs
// spread over every sign and exponent (bit patterns i * 65537) and 2^20
// inputs on [-110, 110] (exp's subnormal and overflow edges). The bound per
// function is the one fsdp-approximate-math documents; infinities and NaN
// must be exactly libm's. Prints, per function, the count of inputs over
// the bound and the largest error in hundredths of an ulp.
// REQUIRES: mlir-runner
// RUN: fsdp-opt %s --fsdp-approximate-math --convert-scf-to-cf \
// RUN:   --convert-math-to-llvm \
// RUN:   --convert-math-to-libm --convert-to-llvm \
// RUN:   --reconcile-unrealized-casts \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_c_runner_utils | FileCheck %s

// exp: none over 1.51 ulp (1.48 here); erf: none over 4.79 (3.69); tanh:
// none over 4.90 (4.13).
// CHECK: {{^}}0{{$}}
// CHECK-NEXT: {{^[0-9]+$}}
// CHECK-NEXT: {{^}}0{{$}}
// CHECK-NEXT: {{^[0-9]+$}}
// CHECK-NEXT: {{^}}0{{$}}
// CHECK-NEXT: {{^[0-9]+$}}

func.func private @printI64(i64)
func.func private @printNewline()

// Prints `n`, then the largest error in hundredths of an ulp.
func.func @report(%n: i64, %max: f64) {
  func.call @printI64(%n) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %c100 = arith.constant 100.0 : f64
  %h = arith.mulf %max, %c100 : f64
  %hi = arith.fptosi %h : f64 to i64
  func.call @printI64(%hi) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

// The error of `got` against `want` in units of the last place of
// f32(want), or 0 where both are the same infinity or both NaN, or 1e9
// where one is finite, infinite or NaN and the other is not.
func.func @ulps(%got: f32, %want: f64) -> f64 {
  %c0 = arith.constant 0.0 : f64
  %huge = arith.constant 1.0e9 : f64
  %w32 = arith.truncf %want : f64 to f32
  %g64 = arith.extf %got : f32 to f64
  // Both NaN, or the same infinity (want's f32 rounding overflows).
  %gnan = arith.cmpf uno, %got, %got : f32
  %wnan = arith.cmpf uno, %want, %want : f64
  %bothnan = arith.andi %gnan, %wnan : i1
  %same = arith.cmpf oeq, %got, %w32 : f32
  %inf = arith.constant 0x7F800000 : f32
  %absw = math.absf %w32 : f32
  %winf = arith.cmpf oeq, %absw, %inf : f32
  %sameinf = arith.andi %same, %winf : i1
  %exact = arith.ori %bothnan, %sameinf : i1
  // The spacing of f32 around f32(want): 2^(max(e, 1) - 150) for biased
  // exponent e.
  %bits = arith.bitcast %absw : f32 to i32
  %c23 = arith.constant 23 : i32
  %one = arith.constant 1 : i32
  %e0 = arith.shrui %bits, %c23 : i32
  %e = arith.maxsi %e0, %one : i32
  %c150 = arith.constant 150 : i32
  %p = arith.subi %e, %c150 : i32
  %pf = arith.sitofp %p : i32 to f64
  %ulp = math.exp2 %pf : f64
  %diff = arith.subf %g64, %want : f64
  %ad = math.absf %diff : f64
  %err = arith.divf %ad, %ulp : f64
  // A NaN error (one side NaN or infinite): a mismatch.
  %errnan = arith.cmpf uno, %err, %err : f64
  %bad = arith.select %errnan, %huge, %err : f64
  %r = arith.select %exact, %c0, %bad : f64
  return %r : f64
}

// The inputs: i * 65537 as bits for i < 2^16, then 2^20 steps on [-110, 110].
func.func @input(%i: index) -> f32 {
  %n = arith.constant 65536 : index
  %wide = arith.cmpi ult, %i, %n : index
  %r = scf.if %wide -> f32 {
    %i32 = arith.index_cast %i : index to i32
    %k = arith.constant 65537 : i32
    %b = arith.muli %i32, %k : i32
    %x = arith.bitcast %b : i32 to f32
    scf.yield %x : f32
  } else {
    %j = arith.subi %i, %n : index
    %j64 = arith.index_cast %j : index to i64
    %jf = arith.sitofp %j64 : i64 to f64
    %step = arith.constant 2.098083496093750e-04 : f64
    %lo = arith.constant -110.0 : f64
    %x64 = math.fma %jf, %step, %lo : f64
    %x = arith.truncf %x64 : f64 to f32
    scf.yield %x : f32
  }
  return %r : f32
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %total = arith.constant 1114112 : index
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %bexp = arith.constant 1.51 : f64
  %berf = arith.constant 4.79 : f64
  %btanh = arith.constant 4.90 : f64
  %m0 = arith.constant 0.0 : f64
  %counts:6 = scf.for %i = %c0 to %total step %c1
      iter_args(%ne = %z, %nerf = %z, %ntanh = %z, %me = %m0, %mf = %m0,
                %mt = %m0) -> (i64, i64, i64, f64, f64, f64) {
    %x = func.call @input(%i) : (index) -> f32
    %x64 = arith.extf %x : f32 to f64
    %ae = math.exp %x : f32
    %re = math.exp %x64 : f64
    %ee = func.call @ulps(%ae, %re) : (f32, f64) -> f64
    %oe = arith.cmpf ugt, %ee, %bexp : f64
    %ie = arith.select %oe, %one, %z : i64
    %ne2 = arith.addi %ne, %ie : i64
    %af = math.erf %x : f32
    %rf = math.erf %x64 : f64
    %ef = func.call @ulps(%af, %rf) : (f32, f64) -> f64
    %of = arith.cmpf ugt, %ef, %berf : f64
    %if_ = arith.select %of, %one, %z : i64
    %nerf2 = arith.addi %nerf, %if_ : i64
    %at = math.tanh %x : f32
    %rt = math.tanh %x64 : f64
    %et = func.call @ulps(%at, %rt) : (f32, f64) -> f64
    %ot = arith.cmpf ugt, %et, %btanh : f64
    %it = arith.select %ot, %one, %z : i64
    %ntanh2 = arith.addi %ntanh, %it : i64
    %me2 = arith.maximumf %me, %ee : f64
    %mf2 = arith.maximumf %mf, %ef : f64
    %mt2 = arith.maximumf %mt, %et : f64
    scf.yield %ne2, %nerf2, %ntanh2, %me2, %mf2, %mt2
        : i64, i64, i64, f64, f64, f64
  }
  func.call @report(%counts#0, %counts#3) : (i64, f64) -> ()
  func.call @report(%counts#1, %counts#4) : (i64, f64) -> ()
  func.call @report(%counts#2, %counts#5) : (i64, f64) -> ()
  return
}
