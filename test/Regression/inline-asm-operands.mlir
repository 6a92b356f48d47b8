// RUN: not tile-translate --gpu-name=sm_80 %s 2>&1 | FileCheck %s
// RUN: not tile-translate --gpu-name=sm_80 %S/Inputs/inline-asm-constraints.mlir 2>&1 | FileCheck %s --check-prefix=COUNT
// RUN: not tile-translate --gpu-name=sm_80 %S/Inputs/inline-asm-tied.mlir 2>&1 | FileCheck %s --check-prefix=TIED
// RUN: not tile-translate --gpu-name=sm_80 %S/Inputs/inline-asm-tied-huge.mlir 2>&1 | FileCheck %s --check-prefix=HUGE
// RUN: not tile-translate --gpu-name=sm_80 %S/Inputs/inline-asm-bad-constraint.mlir 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not tile-translate --gpu-name=sm_80 %S/Inputs/inline-asm-bad-dollar.mlir 2>&1 | FileCheck %s --check-prefix=DOLLAR

// Found by test/fuzz/fuzz.py (the lowered sm_80 GEMM with a number in an
// mma.sync asm string rescaled): LLVM's PTX printer aborts with "Invalid $
// operand number in inline asm string"; with two inputs tied to one output
// (a rescaled wgmma) it segfaults in MachineLICM. tile-translate rejects
// such LLVM-dialect input at the op.

// CHECK: inline-asm-operands.mlir:[[@LINE+4]]:12: error: 'llvm.inline_asm' op asm text names operand $9216, but there are 2 operands ($0 .. $1, results first)
module attributes {gpu.container_module, tile.compute_capability = 80 : i32, tile.target_spec = ""} {
  gpu.module @tile_kernels [#nvvm.target<O = 3, chip = "sm_80", features = "+ptx70">] {
    llvm.func @k(%arg0: i32) attributes {nvvm.kernel} {
      %0 = llvm.inline_asm has_side_effects "add.s32 $0, $9216, 1;", "=r,r" %arg0 : (i32) -> i32
      llvm.return
    }
  }
}

// COUNT: inline-asm-constraints.mlir:{{[0-9]+}}:12: error: 'llvm.inline_asm' op has 3 operand constraints (besides clobbers) for 1 outputs and 1 inputs

// TIED: inline-asm-tied.mlir:{{[0-9]+}}:12: error: 'llvm.inline_asm' op ties an input to output 1, which another input is tied to already
// HUGE: inline-asm-tied-huge.mlir:{{[0-9]+}}:12: error: 'llvm.inline_asm' op ties an input to output 18446744073709551616, which is not an output register
// A '$' that is no operand reference ("$x", a trailing "$", a modifier):
// LLVM's "Bad $ operand number" abort.
// DOLLAR: inline-asm-bad-dollar.mlir:{{[0-9]+}}:12: error: 'llvm.inline_asm' op asm text has '$x' at offset 12: operands are $N or ${N} (no modifiers), a dollar sign $$
// BAD: inline-asm-bad-constraint.mlir:{{[0-9]+}}:12: error: 'llvm.inline_asm' op has the operand constraint '-1169511641027158818980', which is neither register-class letters nor a tied output's number
