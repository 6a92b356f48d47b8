//===- NVTmaOps.td - tile_nv bulk asynchronous copies ------*- tablegen -*-===//
//
// The Tensor Memory Accelerator and what goes with it: tensor copies
// between global and shared memory (cp.async.bulk.tensor, its reduction
// and prefetch forms), their bulk groups, prefetch.tensormap, mapa (the
// shared::cluster address of a peer block's variable, and the ld/st that
// embed it), and createpolicy (the L2 cache hint the copies take). The
// text each op becomes is in lib/Conversion/NVToLLVM/TmaToLLVM.cpp (and in
// the op descriptions below).
//
// The tensor map (`desc`) is its 64-bit generic address (`i64`), the
// coordinates `i32` registers (innermost first), shared addresses 32-bit
// (`i32`). `leader %tid` predicates the instruction on `%tid == 0` inside
// the PTX (one thread of the block issues it).
//
//===----------------------------------------------------------------------===//
#ifndef TILE_NV_TMA_OPS_TD
#define TILE_NV_TMA_OPS_TD

include "TileDialect/NV/NVBase.td"

//===----------------------------------------------------------------------===//
// Tensor copies
//===----------------------------------------------------------------------===//

def NV_CpAsyncBulkTensorLoadOp
    : NV_Op<"cp_async_bulk_tensor_load", [AttrSizedOperandSegments]> {
  let summary = "cp.async.bulk.tensor: a TMA load of a box into shared memory";
  let description = [{
    `cp.async.bulk.tensor.<dims>d.shared::cluster.global.<mode>
    .mbarrier::complete_tx::bytes[.multicast::cluster][.cta_group::N]
    [.L2::cache_hint] [dst], [desc, {coords} ], [bar][, {im2col offsets} ]
    [, mask][, cache_hint];`: copies the box at `coords` of the tensor map
    into shared memory at `dst` and completes its bytes on the mbarrier at
    `bar` (a shared::cta address, or a shared::cluster one from `mapa`).
    `mode` `im2col` takes `dims - 2` offsets, `im2col_w` and `im2col_w128`
    two; the offsets and the `multicast` CTA mask (the blocks of the
    cluster that receive the box, each at the same `dst` and `bar`) are
    16-bit in PTX and travel as `i32` (a `cvt.u16.u32` into a `.b16`
    register first). `cta_group 2`: the copy of one block of a CTA pair,
    which may complete on the barrier of either block.

    ```mlir
    tile_nv.cp_async_bulk_tensor_load tile dims 2 %dst, %desc[%x, %y], %bar
    tile_nv.cp_async_bulk_tensor_load tile dims 2 %dst, %desc[%x, %y], %bar
        multicast %mask cache_hint %policy leader %tid
    tile_nv.cp_async_bulk_tensor_load im2col dims 3 %dst, %desc[%c, %w, %n],
        %bar im2col_offsets [%o] leader %tid
    ```
  }];
  let arguments = (ins NV_TmaMode:$mode, I32Attr:$dims, I32:$dst, I64:$desc,
                       Variadic<I32>:$coords, I32:$bar,
                       Variadic<I32>:$im2col_offsets,
                       Optional<I32>:$multicast_mask,
                       Optional<I64>:$cache_hint,
                       OptionalAttr<I32Attr>:$cta_group,
                       Optional<I32>:$leader);
  let builders = [
    // The tile-mode copy of the pipelines (dims from the coordinates; no
    // offsets, cache hint or leader).
    OpBuilder<(ins "::mlir::Value":$dst, "::mlir::Value":$desc,
                   "::mlir::ValueRange":$coords, "::mlir::Value":$bar,
                   CArg<"::mlir::Value", "{}">:$multicast_mask,
                   CArg<"::mlir::IntegerAttr", "{}">:$cta_group), [{
      build($_builder, $_state, TmaMode::tile, coords.size(), dst, desc,
            coords, bar, ::mlir::ValueRange{}, multicast_mask,
            ::mlir::Value(), cta_group, ::mlir::Value());
    }]>
  ];
  let assemblyFormat = [{
    $mode `dims` $dims $dst `,` $desc `[` $coords `]` `,` $bar
    (`im2col_offsets` `[` $im2col_offsets^ `]`)?
    (`multicast` $multicast_mask^)? (`cache_hint` $cache_hint^)?
    (`cta_group` $cta_group^)? (`leader` $leader^)? attr-dict
  }];
}

def NV_CpAsyncBulkTensorStoreOp
    : NV_Op<"cp_async_bulk_tensor_store", [AttrSizedOperandSegments]> {
  let summary = "cp.async.bulk.tensor / cp.reduce.async.bulk.tensor: a TMA "
                "store of a box from shared memory";
  let description = [{
    `cp.async.bulk.tensor.<dims>d.global.shared::cta.tile.bulk_group
    [.L2::cache_hint] [desc, {coords} ], [src][, cache_hint];` writes the box
    at shared address `src` to `coords` of the tensor map, in the thread's
    current bulk group. With `reduce <op>` it is
    `cp.reduce.async.bulk.tensor.<dims>d.global.shared::cta.<op>.tile
    .bulk_group`, which combines the box into the tensor. `commit_group`
    appends `cp.async.bulk.commit_group;` in the same PTX block (under the
    same predicate).

    ```mlir
    tile_nv.cp_async_bulk_tensor_store dims 2 %desc[%x, %y], %src
    tile_nv.cp_async_bulk_tensor_store dims 2 %desc[%x, %y], %src reduce add
        leader %tid commit_group
    ```
  }];
  let arguments = (ins I32Attr:$dims, I64:$desc, Variadic<I32>:$coords,
                       I32:$src, OptionalAttr<NV_TmaReduce>:$reduce,
                       Optional<I64>:$cache_hint, Optional<I32>:$leader,
                       UnitAttr:$commit_group);
  let builders = [
    // The pipelines' store (dims from the coordinates; no cache hint, no
    // leader, committed separately).
    OpBuilder<(ins "::mlir::Value":$desc, "::mlir::ValueRange":$coords,
                   "::mlir::Value":$src, "TmaReduceAttr":$reduce), [{
      build($_builder, $_state, coords.size(), desc, coords, src, reduce,
            ::mlir::Value(), ::mlir::Value(), false);
    }]>
  ];
  let assemblyFormat = [{
    `dims` $dims $desc `[` $coords `]` `,` $src (`reduce` $reduce^)?
    (`cache_hint` $cache_hint^)? (`leader` $leader^)?
    (`commit_group` $commit_group^)? attr-dict
  }];
}

def NV_CpAsyncBulkTensorPrefetchOp
    : NV_Op<"cp_async_bulk_tensor_prefetch", [AttrSizedOperandSegments]> {
  let summary = "cp.async.bulk.prefetch.tensor: prefetches a box into L2";
  let description = [{
    `cp.async.bulk.prefetch.tensor.<dims>d.L2.global.<mode>
    [.L2::cache_hint] [desc, {coords} ][, {im2col offsets} ][, cache_hint];`
    (`tile` or `im2col` mode; the offsets as for the load).

    ```mlir
    tile_nv.cp_async_bulk_tensor_prefetch tile dims 2 %desc[%x, %y] leader %tid
    ```
  }];
  let arguments = (ins NV_TmaMode:$mode, I32Attr:$dims, I64:$desc,
                       Variadic<I32>:$coords, Variadic<I32>:$im2col_offsets,
                       Optional<I64>:$cache_hint, Optional<I32>:$leader);
  let assemblyFormat = [{
    $mode `dims` $dims $desc `[` $coords `]`
    (`im2col_offsets` `[` $im2col_offsets^ `]`)?
    (`cache_hint` $cache_hint^)? (`leader` $leader^)? attr-dict
  }];
}

//===----------------------------------------------------------------------===//
// Bulk groups
//===----------------------------------------------------------------------===//

def NV_CpAsyncBulkCommitGroupOp : NV_Op<"cp_async_bulk_commit_group"> {
  let summary = "cp.async.bulk.commit_group: closes the thread's bulk group";
  let assemblyFormat = "attr-dict";
}

def NV_CpAsyncBulkWaitGroupOp : NV_Op<"cp_async_bulk_wait_group"> {
  let summary = "cp.async.bulk.wait_group[.read] N: at most N bulk groups "
                "still pending";
  let description = [{
    `cp.async.bulk.wait_group[.read] N;`: with `read`, until the pending
    groups' sources (shared memory) have been read, not until their writes
    are visible.

    ```mlir
    tile_nv.cp_async_bulk_wait_group 0 read leader %tid
    ```
  }];
  let arguments = (ins I32Attr:$pending, UnitAttr:$read,
                       Optional<I32>:$leader);
  let assemblyFormat = [{
    $pending (`read` $read^)? (`leader` $leader^)? attr-dict
  }];
}

def NV_PrefetchTensormapOp : NV_Op<"prefetch_tensormap"> {
  let summary = "prefetch.tensormap: brings a tensor map into the cache";
  let description = [{
    `prefetch.tensormap [desc];` (a generic address).

    ```mlir
    tile_nv.prefetch_tensormap %desc leader %tid
    ```
  }];
  let arguments = (ins I64:$desc, Optional<I32>:$leader);
  let assemblyFormat = "$desc (`leader` $leader^)? attr-dict";
}

//===----------------------------------------------------------------------===//
// Distributed shared memory
//===----------------------------------------------------------------------===//

def NV_MapaOp : NV_PureOp<"mapa"> {
  let summary = "mapa.shared::cluster: a peer block's address of a variable";
  let description = [{
    `mapa.shared::cluster.u32 r, addr, rank;`: the shared::cluster address
    of the variable at shared::cta address `addr` in block `rank` of the
    cluster. It computes an address and touches no memory: pure, and its
    asm has no side effects, so an unused one goes and LLVM may share or
    hoist equal ones.

    ```mlir
    %r = tile_nv.mapa %addr, %rank
    ```
  }];
  let arguments = (ins I32:$addr, I32:$rank);
  let results = (outs I32:$result);
  let assemblyFormat = "$addr `,` $rank attr-dict";
}

def NV_LdSharedClusterOp : NV_Op<"ld_shared_cluster"> {
  let summary = "mapa + ld.shared::cluster: a load from a peer block";
  let description = [{
    One PTX block: `mapa.shared::cluster.u32 %tl_a, addr, rank;
    ld.shared::cluster.<type> r, [%tl_a];`, the value at shared::cta
    address `addr` of block `rank` of the cluster. The type suffix follows
    the result: `f32`, `f64`, `b16` (i16), `b32` (i32), `b64` (i64); with
    `u8` a byte zero-extended into an `i32`.

    ```mlir
    %v = tile_nv.ld_shared_cluster %addr rank %rank : f32
    %b = tile_nv.ld_shared_cluster %addr rank %rank u8 : i32
    ```
  }];
  let arguments = (ins I32:$addr, I32:$rank, UnitAttr:$u8);
  let results = (outs AnyTypeOf<[I16, I32, I64, F32, F64]>:$result);
  let assemblyFormat = [{
    $addr `rank` $rank (`u8` $u8^)? attr-dict `:` type($result)
  }];
}

def NV_StSharedClusterOp : NV_Op<"st_shared_cluster"> {
  let summary = "mapa + st.shared::cluster: a store to a peer block";
  let description = [{
    One PTX block: `mapa.shared::cluster.u32 %tl_a, addr, rank;
    st.shared::cluster.<type> [%tl_a], value;` (the types as for
    `ld_shared_cluster`; with `u8` the low byte of an `i32`).

    ```mlir
    tile_nv.st_shared_cluster %addr, %v rank %rank : f32
    ```
  }];
  let arguments = (ins I32:$addr, AnyTypeOf<[I16, I32, I64, F32, F64]>:$value,
                       I32:$rank, UnitAttr:$u8);
  let assemblyFormat = [{
    $addr `,` $value `rank` $rank (`u8` $u8^)? attr-dict `:` type($value)
  }];
}

//===----------------------------------------------------------------------===//
// Cache policies
//===----------------------------------------------------------------------===//

def NV_CreatePolicyFractionalOp : NV_PureOp<"createpolicy_fractional"> {
  let summary = "createpolicy.fractional: an L2 cache policy";
  let description = [{
    `createpolicy.fractional.L2::<eviction>.b64 policy, 1.0;`: a 64-bit
    cache policy that gives every access (fraction 1.0) the eviction
    priority, for the `cache_hint` operand of the copies. Computes a
    register only: no side effects.

    ```mlir
    %p = tile_nv.createpolicy_fractional evict_last
    ```
  }];
  let arguments = (ins NV_L2Eviction:$eviction);
  let results = (outs I64:$policy);
  let assemblyFormat = "$eviction attr-dict";
}

#endif // TILE_NV_TMA_OPS_TD
