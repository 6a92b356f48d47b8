//===- Passes.h - tile passes -----------------------------------*- C++ -*-===//
#ifndef TILEDIALECT_PASSES_H
#define TILEDIALECT_PASSES_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

#include "TileDialect/NV/NVDialect.h"

namespace tile {

#define GEN_PASS_DECL
#include "TileDialect/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "TileDialect/Passes.h.inc"

} // namespace tile

#endif
