//===- TilePartitions.td - warp-specialized partitions ---*- tablegen -*-===//
//
// Warp specialization in the IR: the block's warps split into partitions
// that run different code (a producer that issues copies, consumers that
// compute), meeting only at mbarriers in shared memory. tile-warp-
// specialize writes it; convert-tile-to-llvm branches on the warp.
//
//===----------------------------------------------------------------------===//
#ifndef TILE_PARTITIONS_TD
#define TILE_PARTITIONS_TD

include "TileDialect/TileDialect.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def Tile_WarpSpecializeOp : Tile_Op<"warp_specialize", [
    RecursiveMemoryEffects, NoTerminator, SingleBlock]> {
  let summary = "splits the block's warps: consumers run one region, extra producer warps the other";
  let description = [{
    The kernel's `num_warps` warps (threads 0 .. 32 W - 1) run the
    `consumers` region; `producer_warps` warps more, launched in addition
    (the block has 32 (W + P) threads: the launch metadata's
    `threads_per_block`), run the `producer` region. Both see the values
    defined before the op; they meet only at mbarriers (`tile.barrier_wait`,
    `tile.barrier_arrive`, TMA copies completing on them). It is the last
    op of its kernel before `tile.return`, but for a `tile.cluster_arrive`
    and `tile.cluster_wait` that every thread of both partitions meets (a
    cluster whose blocks multicast into each other's rings stays until all
    are done).

    - Tiles keep their distribution over the consumers' threads, and every
      block-wide barrier in `consumers` (`tile.barrier`, the lowering's
      own) is a named barrier of those threads.
    - `producer` runs scalar code and the ops one thread issues or every
      thread waits in (`tile.barrier_expect`, `tile.async_load_box`,
      issued by its first thread; `tile.barrier_wait`,
      `tile.barrier_arrive`): no tiles, nothing that needs the whole block.

    - `registers(P, C)` (a producer of whole warpgroups beside consumers
      of whole warpgroups, on targets with setmaxnreg): the producer's
      warps lower their register budget to P per thread
      (`setmaxnreg.dec`), the consumers' raise theirs to C
      (`setmaxnreg.inc`), so that the consumers hold more registers than
      the block's even share. P <= C, multiples of 8 in [24, 256], and
      32 (P producer threads + C consumer threads) within the 65536
      registers of an SM.

    ```mlir
    tile.warp_specialize producer_warps = 1 {
      scf.for %i = %lb to %ub step %st : i32 {
        tile.barrier_wait %empty_s, phase %p : ...
        tile.barrier_expect %full_s, 16384 bytes : ...
        tile.async_load_box %k[%c0, %row], %ks, %full_s : ...
      }
    } consumers {
      %r:3 = scf.for ... { tile.barrier_wait %full_s, phase %q : ... ; ... ; tile.barrier_arrive %empty_s : ... }
      tile.store ...
    }
    tile.return
    ```
  }];
  let arguments = (ins ConfinedAttr<I32Attr, [IntPositive]>:$producer_warps,
                       OptionalAttr<I32Attr>:$producer_registers,
                       OptionalAttr<I32Attr>:$consumer_registers);
  let regions = (region SizedRegion<1>:$producer, SizedRegion<1>:$consumers);
  let assemblyFormat = [{
    `producer_warps` `=` $producer_warps
    (`registers` `(` $producer_registers^ `,` $consumer_registers `)`)?
    $producer `consumers` $consumers attr-dict
  }];
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    /// The registers(P, C) budgets: both or neither, setmaxnreg counts,
    /// whole warpgroups, within the register file.
    ::mlir::LogicalResult verifyRegisters();
  }];
}

def Tile_TurnBeginOp : Tile_Op<"turn_begin"> {
  let summary = "this consumer warpgroup waits for its turn";
  let description = [{
    With `tile.turn_end`, brackets ops of the `consumers` region of a
    `tile.warp_specialize` whose kernel has two or more warpgroups
    (`num_warps` a multiple of 4, at least 8) that the consumer warpgroups
    run one at a time, taking turns: a warpgroup passes `tile.turn_begin`
    once the warpgroup before it (the last before warpgroup 0) has passed
    its own `tile.turn_end`; warpgroup 0 goes first. With a loop's dots
    bracketed so, one warpgroup's tensor-core work runs while the others
    compute their softmax (FlashAttention-3's ping-pong scheduling);
    nothing is computed differently.

    The pair stands in one block, `tile.turn_begin` first, with no other
    pair between. Every consumer warpgroup must reach the same sequence of
    pairs (loop bounds of the kernel's block, not of the warpgroup), and
    the ops between may not need the consumers' block-wide barrier (the
    other warpgroups wait for their turn): the lowering reports one as an
    error. Warpgroup w's turn is named barrier 9 + w.

    ```mlir
    tile.turn_begin
    %s = tile.dot %q, %kt, %zero : ...
    tile.turn_end
    ```
  }];
  let assemblyFormat = "attr-dict";
  let hasVerifier = 1;
}

def Tile_TurnEndOp : Tile_Op<"turn_end"> {
  let summary = "this consumer warpgroup passes the turn to the next";
  let description = [{
    Ends the ops a `tile.turn_begin` started (see there): the next consumer
    warpgroup may pass its `tile.turn_begin`.
  }];
  let assemblyFormat = "attr-dict";
  let hasVerifier = 1;
}

#endif // TILE_PARTITIONS_TD
