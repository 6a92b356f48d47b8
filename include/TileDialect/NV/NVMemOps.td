//===- NVMemOps.td - tile_nv global accesses, conversions --*- tablegen -*-===//
//
// The predicated and vectorized global loads and stores of distributed
// tiles (one instruction, or one fixed block of them, per op), the 8-bit
// float conversions, the global atomics and a shared-memory word load.
// The text each op becomes is in lib/Conversion/NVToLLVM/MemToLLVM.cpp
// (and in the descriptions below).
//
//===----------------------------------------------------------------------===//
#ifndef TILE_NV_MEM_OPS_TD
#define TILE_NV_MEM_OPS_TD

include "TileDialect/NV/NVBase.td"

// A global access only reads (or writes) memory: an unused load may be
// erased, as LLVM erases the inline asm it becomes (which has no side
// effects).
class NV_AccessOp<string mnemonic, list<MemoryEffect> effects,
                  list<Trait> traits = []>
    : Op<NV_Dialect, mnemonic,
         !listconcat(traits, [MemoryEffects<effects>])> {
  let hasVerifier = 1;
}

// An element a global access moves: an integer or float of at most 64
// bits. It travels in the register PTX moves it in: .b16 ("h") for 8 and
// 16 bits (8-bit values zero-extended; ld.global.u8 / st.global.b8), .b32
// ("r"), .b64 ("l"), floats by bit pattern; the conversion writes those
// moves.
def NV_Element : AnyTypeOf<[AnySignlessInteger, AnyFloat]>;

def NV_LdGlobalOp : NV_AccessOp<"ld_global", [MemRead],
                                [AllTypesMatch<["other", "result"]>]> {
  let summary = "a predicated global load of one element, `other` where off";
  let description = [{
    One element read from `ptr` where `mask` holds; the result is `other`
    where it does not, and nothing is read there:

    ```
    {
    .reg .pred %tile_p;
    setp.ne.b32 %tile_p, mask, 0;
    mov.<b16|b32|b64> d, other;
    @%tile_p ld.global.<u8|b16|b32|b64> d, [ptr];
    }
    ```

    ```mlir
    %v = tile_nv.ld_global %ptr, %mask, %other : !llvm.ptr<1>, f32
    ```
  }];
  let arguments = (ins LLVM_AnyPointer:$ptr, I1:$mask, NV_Element:$other);
  let results = (outs NV_Element:$result);
  let assemblyFormat = [{
    $ptr `,` $mask `,` $other attr-dict `:` qualified(type($ptr)) `,`
    type($result)
  }];
}

def NV_StGlobalOp : NV_AccessOp<"st_global", [MemWrite]> {
  let summary = "a predicated global store of one element";
  let description = [{
    `value` written to `ptr` where `mask` holds: `setp.ne.b32 %tile_p,
    mask, 0; @%tile_p st.global.<b8|b16|b32|b64> [ptr], value;` in a block.

    ```mlir
    tile_nv.st_global %ptr, %mask, %v : !llvm.ptr<1>, f16
    ```
  }];
  let arguments = (ins LLVM_AnyPointer:$ptr, I1:$mask, NV_Element:$value);
  let assemblyFormat = [{
    $ptr `,` $mask `,` $value attr-dict `:` qualified(type($ptr)) `,`
    type($value)
  }];
}

def NV_LdGlobalVecOp
    : NV_AccessOp<"ld_global_vec", [MemRead], [AttrSizedOperandSegments]> {
  let summary = "a run of elements: one ld.global.vN, or element by element";
  let description = [{
    Where `fast` holds, the N elements (the results, one type) are read
    with one `ld.global.vN` from `addrs[0]` (8 16-bit elements as
    `.v4.b32`, pairs unpacked low half first); else element i is read from
    its address where `slow_masks[i]` holds. With `other` every element
    starts as `other`. With `contiguous` only the first address is an
    operand and element i is at `[addrs[0]+i*bytes]`; else there is one
    address per element.

    ```mlir
    %a, %b = tile_nv.ld_global_vec %fast, %p0 : !llvm.ptr<1> contiguous
        -> f32, f32
    %c, %d = tile_nv.ld_global_vec %fast, %p0, %p1 : !llvm.ptr<1>,
        !llvm.ptr<1> slow %m0, %m1 other %z : f16 -> f16, f16
    ```
  }];
  let arguments = (ins I1:$fast, Variadic<LLVM_AnyPointer>:$addrs,
                       Variadic<I1>:$slow_masks, Optional<NV_Element>:$other,
                       UnitAttr:$contiguous);
  let results = (outs Variadic<NV_Element>:$elems);
  let assemblyFormat = [{
    $fast `,` $addrs `:` qualified(type($addrs)) (`slow` $slow_masks^)?
    (`other` $other^ `:` type($other))? (`contiguous` $contiguous^)?
    attr-dict `->` type($elems)
  }];
}

def NV_StGlobalVecOp
    : NV_AccessOp<"st_global_vec", [MemWrite], [AttrSizedOperandSegments]> {
  let summary = "a run of elements: one st.global.vN, or element by element";
  let description = [{
    The store counterpart of `ld_global_vec`: `values` (one type) with one
    `st.global.vN` to `addrs[0]` where `fast` holds (8 16-bit values packed
    into `.v4.b32`, the lower address in the low half), else value i to its
    address where `slow_masks[i]` holds.

    ```mlir
    tile_nv.st_global_vec %fast, %a, %b : f32, f32 to %p0 : !llvm.ptr<1>
        contiguous
    ```
  }];
  let arguments = (ins I1:$fast, Variadic<NV_Element>:$values,
                       Variadic<LLVM_AnyPointer>:$addrs,
                       Variadic<I1>:$slow_masks, UnitAttr:$contiguous);
  let assemblyFormat = [{
    $fast `,` $values `:` type($values) `to` $addrs `:`
    qualified(type($addrs)) (`slow` $slow_masks^)?
    (`contiguous` $contiguous^)? attr-dict
  }];
}

def NV_CvtF32ToF8Op : NV_PureOp<"cvt_f32_to_f8"> {
  let summary = "cvt.rn.satfinite.<f8>x2.f32: one f32 into the low byte";
  let description = [{
    `cvt.rn.satfinite.<e4m3x2|e5m2x2>.f32 d, zero, in;`: `in` rounded to
    nearest even and saturated to the format's finite range in the low
    byte of `d`, +0 in the high byte.

    ```mlir
    %b = tile_nv.cvt_f32_to_f8 e4m3 %x
    ```
  }];
  let arguments = (ins NV_F8Format:$format, F32:$in);
  let results = (outs I16:$result);
  let assemblyFormat = "$format $in attr-dict";
}

def NV_CvtF8x2ToF16x2Op : NV_PureOp<"cvt_f8x2_to_f16x2"> {
  let summary = "cvt.rn.f16x2.<f8>x2: a pair of 8-bit floats as two f16";
  let description = [{
    `cvt.rn.f16x2.<e4m3x2|e5m2x2> d, in;` (exact): the low byte of `in`
    into the low half of `d`.

    ```mlir
    %h = tile_nv.cvt_f8x2_to_f16x2 e5m2 %pair
    ```
  }];
  let arguments = (ins NV_F8Format:$format, I16:$in);
  let results = (outs I32:$result);
  let assemblyFormat = "$format $in attr-dict";
}

def NV_LdSharedOp : NV_Op<"ld_shared"> {
  let summary = "ld.shared.b32: one word of the CTA's shared memory";
  let description = [{
    `ld.shared.b32 d, [addr];` with `addr` a shared::cta address (32-bit).
    It keeps the side effects and the memory clobber of the asm tile wrote
    (the tensor-memory address a tcgen05.alloc stored, read after the
    barrier that publishes it), so nothing moves it across that barrier.

    ```mlir
    %taddr = tile_nv.ld_shared %slot
    ```
  }];
  let arguments = (ins I32:$addr);
  let results = (outs I32:$result);
  let assemblyFormat = "$addr attr-dict";
}

// What an atom moves: the registers of its type (f16 and bf16 by bit
// pattern, in an i16: PTX's "h" registers).
def NV_AtomValue : AnyTypeOf<[I16, I32, I64, F32, F64]>;

def NV_AtomGlobalOp
    : NV_Op<"atom_global", [AttrSizedOperandSegments,
                            AllTypesMatch<["value", "result"]>]> {
  let summary = "atom.global: one atomic read-modify-write, maybe guarded";
  let description = [{
    `atom[.sem][.scope].global.<kind>.<type> d, [addr], [compare,] value;`
    (`.noftz.f16` / `.noftz.bf16` for the 16-bit float adds); `d` the old
    value. Before sm_70 the memory order is emulated with a `membar` before
    (release) and/or after (acquire) the relaxed atom, in the same asm;
    before sm_60 there is no scope.

    With `position` (and `limit`) and/or `mask` the atom runs under a
    predicate, where `position < limit` (unsigned: the element's first
    holder) and/or `mask` holds, and `d` is 0 where it does not:

    ```
    {
    .reg .pred %tl_p;
    [.reg .pred %tl_m;]
    setp.lt.u32 %tl_p, position, limit;
    setp.ne.u32 %tl_m, mask, 0;
    and.pred %tl_p, %tl_p, %tl_m;
    mov.b<w> d, 0;
    @%tl_p atom...;
    }
    ```

    With the membar emulation each instruction of the sequence is
    predicated (`@%tl_p membar.gl; @%tl_p atom...; @%tl_p membar.gl;`): a
    lane where the atom does not run performs no fence either.

    ```mlir
    %old = tile_nv.atom_global add f32 scope gpu %addr, %v : f32
    %c = tile_nv.atom_global cas b32 sem acq_rel scope sys %addr
        compare %cmp : i32, %v position %pos below 100 mask %m : i32
    ```
  }];
  let arguments = (ins NV_AtomKind:$kind, NV_AtomType:$elem_type,
                       OptionalAttr<NV_Sem>:$sem, OptionalAttr<NV_Scope>:$scope,
                       OptionalAttr<NV_MembarLevel>:$membar_before,
                       OptionalAttr<NV_MembarLevel>:$membar_after,
                       OptionalAttr<I64Attr>:$limit, I64:$addr,
                       Optional<NV_AtomValue>:$compare, NV_AtomValue:$value,
                       Optional<I32>:$position, Optional<I1>:$mask);
  let results = (outs NV_AtomValue:$result);
  let assemblyFormat = [{
    $kind $elem_type (`sem` $sem^)? (`scope` $scope^)?
    (`membar_before` $membar_before^)? (`membar_after` $membar_after^)?
    $addr (`compare` $compare^ `:` type($compare))? `,` $value
    (`position` $position^ `below` $limit)? (`mask` $mask^)? attr-dict `:`
    type($value)
  }];
}

#endif // TILE_NV_MEM_OPS_TD
