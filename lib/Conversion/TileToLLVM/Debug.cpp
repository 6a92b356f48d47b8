//===- Debug.cpp - tile.print and tile.assert -----------------------------===//
//
// Per-thread code for the debugging ops: each thread prints, or checks, the
// elements it holds in the blocked distribution (each element once, even
// where the tile is smaller than the block), through the CUDA system calls
// `vprintf(format, args)` and `__assertfail(message, file, line, function,
// charSize)` that every PTX target has (PTX ISA, "System Calls"). Strings
// are NUL-terminated constants in the GPU module, one per distinct text;
// vprintf's argument buffer is a stack slot made once per op in the
// kernel's entry block, so a print in a loop does not grow the stack.
//
//===----------------------------------------------------------------------===//

#include "TileDialect/Conversion/TileToLLVM.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace tile;

namespace {
struct DebugEmitter : IndexArith {
  TileLowering &l;
  gpu::GPUModuleOp module;
  DebugEmitter(TileLowering &l, Location loc)
      : IndexArith(l.b, loc), l(l),
        module(cast<gpu::GPUModuleOp>(l.gpuModule)) {}

  Type ptrType() const { return LLVM::LLVMPointerType::get(b.getContext()); }

  /// The address of a NUL-terminated constant holding `text`.
  Value string(StringRef text) {
    std::string data = text.str();
    data.push_back('\0');
    LLVM::GlobalOp global;
    unsigned count = 0;
    for (auto g : module.getOps<LLVM::GlobalOp>()) {
      if (!g.getSymName().starts_with("tile_str_"))
        continue;
      ++count;
      auto value = dyn_cast_or_null<StringAttr>(g.getValueOrNull());
      if (value && value.getValue() == data) {
        global = g;
        break;
      }
    }
    if (!global) {
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPointToStart(module.getBody());
      global = LLVM::GlobalOp::create(
          b, loc, LLVM::LLVMArrayType::get(b.getI8Type(), data.size()),
          /*isConstant=*/true, LLVM::Linkage::Internal,
          "tile_str_" + std::to_string(count), b.getStringAttr(data));
    }
    return LLVM::AddressOfOp::create(b, loc, global);
  }

  /// The declaration of the system call `name`, made on first use.
  LLVM::LLVMFuncOp systemCall(StringRef name, Type result,
                              ArrayRef<Type> params) {
    if (auto f = module.lookupSymbol<LLVM::LLVMFuncOp>(name))
      return f;
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(module.getBody());
    return LLVM::LLVMFuncOp::create(
        b, loc, name, LLVM::LLVMFunctionType::get(result, params));
  }

  /// The kernel (llvm.func) being built.
  LLVM::LLVMFuncOp kernel() {
    Operation *parent = b.getInsertionBlock()->getParentOp();
    if (auto func = dyn_cast<LLVM::LLVMFuncOp>(parent))
      return func;
    return parent->getParentOfType<LLVM::LLVMFuncOp>();
  }

  /// A stack slot of `type` made in the kernel's entry block.
  Value entryAlloca(Type type) {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(&kernel().getBody().front());
    Value one = LLVM::ConstantOp::create(b, loc, b.getI32Type(),
                                         b.getI32IntegerAttr(1));
    return LLVM::AllocaOp::create(b, loc, ptrType(), type, one,
                                  /*alignment=*/8);
  }

  Value isThreadZero() { return cmp(arith::CmpIPredicate::eq, l.tid, 0); }
};

/// One value's vprintf conversion and the value it takes (widened as C's
/// variadic calls widen: floats to double, small integers to int).
std::pair<std::string, Value> printfArg(DebugEmitter &e, Value v, bool hex,
                                        bool isUnsigned) {
  OpBuilder &b = e.b;
  Location loc = e.loc;
  Type t = v.getType();
  unsigned bits = t.getIntOrFloatBitWidth();
  if (isa<FloatType>(t)) {
    if (!hex) {
      if (bits < 64)
        v = arith::ExtFOp::create(b, loc, b.getF64Type(), v);
      return {"%f", v};
    }
    v = arith::BitcastOp::create(b, loc, b.getIntegerType(bits), v);
    isUnsigned = true;
  }
  std::string width = hex ? "0" + std::to_string(bits / 4) : "";
  if (bits == 64)
    return {hex ? "0x%" + width + "llx" : isUnsigned ? "%llu" : "%lld", v};
  if (bits < 32)
    v = (isUnsigned || hex || bits == 1)
            ? arith::ExtUIOp::create(b, loc, b.getI32Type(), v).getResult()
            : arith::ExtSIOp::create(b, loc, b.getI32Type(), v).getResult();
  if (bits == 1)
    return {"%d", v};
  return {hex ? "0x%" + width + "x" : isUnsigned ? "%u" : "%d", v};
}

std::string escapePercent(StringRef text) {
  std::string out;
  for (char c : text) {
    out.push_back(c);
    if (c == '%')
      out.push_back('%');
  }
  return out;
}

LogicalResult lowerPrint(TileLowering &l, PrintOp op) {
  DebugEmitter e(l, op.getLoc());
  OpBuilder &b = l.b;
  Location loc = op.getLoc();
  std::optional<RankedTensorType> shape;
  for (Value arg : op.getArgs())
    if (auto type = dyn_cast<RankedTensorType>(arg.getType())) {
      shape = type;
      l.ensureBlocked(loc, arg);
    }
  ArrayRef<bool> unsignedArgs;
  if (auto flags = op.getUnsignedArgs())
    unsignedArgs = *flags;

  // vprintf's argument buffer: one struct of the widened values (the
  // program index, the element index, one per operand), made at the first
  // line (every line has the same types).
  LLVM::LLVMStructType bufferType;
  Value buffer;
  LLVM::LLVMFuncOp vprintf = e.systemCall(
      "vprintf", b.getI32Type(), {e.ptrType(), e.ptrType()});

  // One line: the values of element `multi` (none for scalars only).
  auto printLine = [&](ArrayRef<Value> multi,
                       function_ref<Value(Value)> valueOf) {
    std::string format = "pid (%u, %u, %u)";
    SmallVector<Value> values = {
        NVVM::BlockIdXOp::create(b, loc, b.getI32Type()),
        NVVM::BlockIdYOp::create(b, loc, b.getI32Type()),
        NVVM::BlockIdZOp::create(b, loc, b.getI32Type())};
    if (!multi.empty()) {
      format += " idx (";
      for (auto [d, i] : llvm::enumerate(multi)) {
        format += d ? ", %u" : "%u";
        values.push_back(i);
      }
      format += ")";
    }
    if (!op.getPrefix().empty() || !op.getArgs().empty())
      format += " " + escapePercent(op.getPrefix());
    for (auto [i, arg] : llvm::enumerate(op.getArgs())) {
      bool isUnsigned = i < unsignedArgs.size() && unsignedArgs[i];
      auto [conversion, v] =
          printfArg(e, valueOf(arg), op.getHex(), isUnsigned);
      format += (i ? ", " : "") + conversion;
      values.push_back(v);
    }
    format += "\n";
    if (!buffer) {
      bufferType = LLVM::LLVMStructType::getLiteral(
          b.getContext(), llvm::to_vector(ValueRange(values).getTypes()));
      buffer = e.entryAlloca(bufferType);
    }
    for (auto [i, v] : llvm::enumerate(values)) {
      Value field = LLVM::GEPOp::create(
          b, loc, e.ptrType(), bufferType, buffer,
          ArrayRef<LLVM::GEPArg>{0, int32_t(i)});
      LLVM::StoreOp::create(b, loc, v, field);
    }
    LLVM::CallOp::create(b, loc, vprintf, ValueRange{e.string(format), buffer});
  };
  auto scalar = [&](Value v) { return l.scalars.lookup(v); };

  if (!shape) {
    l.ifThen(loc, e.isThreadZero(), [&] { printLine({}, scalar); });
    return success();
  }
  int64_t n = numElements(*shape);
  for (int64_t s = 0, slots = slotsPerThread(*shape, l.numThreads); s < slots;
       ++s) {
    TileLowering::Index idx = l.ownedIndex(loc, *shape, s);
    l.ifThen(loc, l.holdsSlot(loc, n, s), [&] {
      printLine(idx.multi, [&](Value v) {
        return isa<RankedTensorType>(v.getType()) ? l.elementAt(v, idx)
                                                  : scalar(v);
      });
    });
  }
  return success();
}

LogicalResult lowerAssert(TileLowering &l, AssertOp op) {
  DebugEmitter e(l, op.getLoc());
  OpBuilder &b = l.b;
  Location loc = op.getLoc();
  StringRef file = "<unknown>";
  unsigned line = 0;
  if (auto fileLoc = loc->findInstanceOf<FileLineColLoc>()) {
    file = fileLoc.getFilename();
    line = fileLoc.getLine();
  }
  StringRef function = e.kernel().getSymName();
  Type ptr = e.ptrType();
  LLVM::LLVMFuncOp assertfail = e.systemCall(
      "__assertfail", LLVM::LLVMVoidType::get(b.getContext()),
      {ptr, ptr, b.getI32Type(), ptr, b.getI64Type()});
  auto fail = [&] {
    LLVM::CallOp::create(b, loc, assertfail,
                         ValueRange{e.string(op.getMessage()), e.string(file),
                                    e.c32(line), e.string(function),
                                    e.c64(1)});
  };
  Value cond = op.getCondition();
  Value trueValue = arith::ConstantIntOp::create(b, loc, b.getI1Type(), 1);
  auto failed = [&](Value ok) {
    return arith::XOrIOp::create(b, loc, ok, trueValue).getResult();
  };
  auto type = dyn_cast<RankedTensorType>(cond.getType());
  if (!type) {
    Value bad = failed(l.scalars.lookup(cond));
    l.ifThen(loc, arith::AndIOp::create(b, loc, e.isThreadZero(), bad), fail);
    return success();
  }
  l.ensureBlocked(loc, cond);
  int64_t n = numElements(type);
  for (int64_t s = 0, slots = slotsPerThread(type, l.numThreads); s < slots;
       ++s) {
    Value bad = failed(l.elementAt(cond, l.ownedIndex(loc, type, s)));
    if (Value owns = l.holdsSlot(loc, n, s))
      bad = arith::AndIOp::create(b, loc, owns, bad);
    l.ifThen(loc, bad, fail);
  }
  return success();
}
} // namespace

LogicalResult tile::lowerDebugOp(TileLowering &l, Operation *op) {
  if (auto print = dyn_cast<PrintOp>(op))
    return lowerPrint(l, print);
  return lowerAssert(l, cast<AssertOp>(op));
}
