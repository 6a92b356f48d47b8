//===- Passes.td - tile passes -----------------------------*- tablegen -*-===//
#ifndef TILE_PASSES_TD
#define TILE_PASSES_TD

include "mlir/Pass/PassBase.td"

def TileSetTarget : Pass<"tile-set-target", "::mlir::ModuleOp"> {
  let summary = "Writes the target module attributes from a target name";
  let description = [{
    Sets `tile.compute_capability` and `tile.target_spec` on the module from
    `gpu-name` (e.g. `sm_90a` -> 90 and "a"). An unknown name is an error
    that lists the closest valid targets. A module that already carries
    different target attributes is an error: the IR and the command line
    must agree.
  }];
  let options = [
    Option<"gpuName", "gpu-name", "std::string", "", "Target, e.g. sm_90a">,
  ];
}

def TileLowerDot : Pass<"tile-lower-dot", "::mlir::ModuleOp"> {
  let summary = "Chooses the tensor-core family of every tile.dot from the target";
  let description = [{
    Asks the target model which tensor-core family each `tile.dot` uses and
    records it in the op's `kind` attribute: tcgen05 on targets with tensor
    memory, wgmma on sm_90a, mma.sync elsewhere from sm_80 (fp8 from sm_89).
    `dot-kind` (or a `kind` already on the op) forces a family. A family the
    target cannot run, or an element type it cannot take, stops the compile
    with `unsupported operation for target sm_XY: ...` at the op, naming the
    targets that can run it; nothing is silently degraded. Where `auto`
    takes a family below the best the target has (a shape wgmma cannot
    split, int8 on sm_90a, ...), `remarks` says which and why.
  }];
  let options = [
    Option<"dotKind", "dot-kind", "std::string", "\"auto\"",
           "auto|mma_sync|wgmma|tcgen05|block_scale">,
    Option<"remarks", "remarks", "bool", "false",
           "Remark where auto picks a family below the target's best, and why">,
  ];
}

def TilePipeline : Pass<"tile-pipeline", "::mlir::ModuleOp"> {
  let summary = "Software-pipelines K loops of tile.dot (TMA boxes, or cp.async for mma.sync) and places every box in shared memory";
  let description = [{
    Finds `scf.for` loops whose body loads an M x K box of A and an N x K
    box of B with `tile.load_box`, and accumulates `tile.dot A, trans(B)`
    (kind `wgmma`) into the loop's only iter_arg, starting from a splat
    (or, for bf16/f16 wgmma, `tile.dot A, B` of a K x N box of a row-major
    B, read MN-major).
    Such a loop is marked `tile.pipeline = #tile.pipeline<tma_wgmma,
    stages = S, smem_offset = O, entry_regs, producer_regs, consumer_regs>`
    (the plan's kind, then its parameters; see `#tile.pipeline`) and
    convert-tile-to-llvm lowers it warp-specialized: the kernel gets one
    more warpgroup, the producer, whose one thread streams the boxes of
    the following iterations through `stages` shared-memory buffers
    (`cp.async.bulk.tensor` + `mbarrier.arrive.expect_tx`), while the
    `num_warps / 4` consumer warpgroups wait on each stage
    (`mbarrier.try_wait.parity`), run `wgmma.mma_async` straight from it
    and release it (an empty-barrier arrive) one MMA group later. The
    producer gives registers up and the consumers take them
    (`setmaxnreg`).

    In a kernel with `cluster_dims`, a box whose tensor map and
    coordinates are provably the same in the blocks that differ only along
    some cluster dimensions (built from `tile.cluster_id`, `program_id` and
    `cluster_block_id` along other dimensions, kernel parameters, ...), in
    a loop every block runs with the same bounds, is marked `multicast_a` /
    `multicast_b` = the mask of those dimensions (x = 1, y = 2, z = 4): in
    each group of such blocks, one copies it per iteration, in turn, into
    all their stages (`.multicast::cluster`), and consumers release a stage
    in every block of the cluster.

    The kernel's `num_warps` grows by 4, `smem_bytes` by the ring and
    `max_registers` is set to the per-thread budget at entry (launch with
    the values of `--emit=metadata`).

    The same loop with a `tcgen05` dot (tensor-memory targets) is left to
    the generic passes: the loop gets `tile.pipeline_loads = S` (the stages
    that fit beside a persistent loop's `tile.store_box` buffers, at least
    2) and the kernel `tile.warp_specialize = 1`; tile-pipeline-loads
    writes the TMA rings and the accumulator in tensor memory, and
    tile-warp-specialize a producer warp that issues the copies (in a
    loop over tiles the MMAs too, into two accumulators). The block grows
    by that warp. In a kernel with `cta_group = 2` the loop must run over
    CTA pairs: the two blocks of a pair (cluster ranks 2i, 2i + 1), which
    must load the same B box, each copy half of it, and the first issues
    one `tcgen05.mma.cta_group::2` of M = 256 for both. A loop that cannot
    be paired is an error, as is a cta_group = 2 kernel on a target
    without CTA pairs.

    A K loop whose dot is lowered to `mma_sync` (sm_80 on) and whose body
    loads A (M x K) and B (K x N) with `tile.load` at index-tile offsets
    and masks (no `other`, or zero) is marked `cp_async_mma_sync`: every
    thread copies its 16-byte chunks of the tiles of
    the iteration `stages - 1` ahead with `cp.async` into a ring of
    stages, waits with `cp.async.wait_group`, and the warps run mma.sync
    from the stage. When all `stages` fit in 48 KiB the ring is in the
    static shared buffer (no `smem_offset`: the launch does not
    change); otherwise it is placed in dynamic shared memory
    (`smem_offset`; as many stages as fit the target's shared memory per
    block less 4 KiB kept for the static buffer; the mma.sync loops of a
    kernel share one ring) and `smem_bytes` grows by it (launch with
    `--emit=metadata`'s `dynamic_shared_bytes`); the block size does not
    change.

    The same loop with a `wgmma` dot (sm_90a; B may also be the
    `tile.trans` of an N x K load) is marked `cp_async_wgmma`,
    `smem_offset` required: its ring lives in dynamic shared memory (at
    least 2 stages must fit the target's), in the no-swizzle core-matrix
    layouts (A K-major; B MN-major from a 16-bit K x N tile copied along
    N; K-major otherwise), or in the swizzled layouts TMA writes, each
    operand in slabs of the widest swizzle span (128, 64 or 32 bytes)
    that divides its rows. Every warpgroup copies the iteration
    `stages - 2` ahead, fences its copies for the async proxy
    (`fence.proxy.async`) and runs wgmma from the stage, one wgmma group
    in flight. `smem_bytes` grows by the ring (launch with
    `--emit=metadata`'s `dynamic_shared_bytes`); the block size does not
    change. With a `tcgen05` dot (M = 128; a block-scaled
    `tile.dot_scaled` too) the loop gets `tile.pipeline_loads = S`, the
    stages that fit (at least 2), and `tile-pipeline-loads` writes the
    pipeline as IR: cp.async rings laid out for the MMAs' descriptors,
    the accumulator in tensor memory, each stage released by its MMAs'
    commit. A loop of several tcgen05 dots, which no template matches
    (attention's key loop on 128 rows: S = Q K^T, the softmax, O += P V),
    gets `tile.pipeline_loads = S` where `tile-pipeline-loads` takes it:
    its loads (K and V, `tile.load` or `tile.load_box`) in rings of the
    loop's `tile.num_stages` (at most 8), else 2, each dot reading B where
    it lies in its stage. The integer scalars such a loop carries only to
    count along (block pointers' coordinates advanced by a loop-invariant
    step, their strides and bases passed through) are first rewritten, in
    the loop, as functions of its induction variable, so that the rings
    can address a later iteration's loads.

    Before matching, a loop that also carries offset tiles advanced by a
    loop-invariant step each iteration (Triton's `a_ptrs += BK`), unused
    after it, is rewritten to compute them from the induction variable
    (`init + ((iv - lb) / step) * step_tile`) and carry its accumulator
    alone.

    A loop over output blocks around the TMA K loop (no carried values;
    its body scalar arithmetic, index tiles, the K loop and an epilogue on
    the accumulator registers, which may read vectors such as a bias at
    the fragment's positions) is marked `tile.persistent`: one ring for
    all its iterations, the producer copying the next block's boxes while
    the consumers store this one. Its `tile.store_box` ops get a buffer of
    their own beside the ring, reserved before the stages are counted: the
    whole row, or `buffer_slabs` = 4 or 2 of its 128-byte slabs (stored in
    rounds) when that leaves room for more stages; with fewer than 3
    stages left the loop stays plain.

    Every `tile.load_box` outside a pipelined loop gets its own place in
    dynamic shared memory (`smem_offset`); a `tile.store_box` right after
    a non-persistent pipelined loop takes the loop's ring. A loop that does
    not match is left as it is and lowered one K step at a time.
  }];
  let options = [
    Option<"stages", "stages", "unsigned", "4",
           "Pipeline depth (shared-memory buffers per operand), 2 to 16">,
    Option<"remarks", "remarks", "bool", "false",
           "Emit a remark at every loop that runs a tile.dot: its pipeline "
           "(kind, stages, multicast boxes) or why it is not pipelined">,
  ];
  // Rewriting carried offset tiles builds scf.for and arith ops.
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::scf::SCFDialect"];
}

def TilePipelineLoads : Pass<"tile-pipeline-loads", "::mlir::ModuleOp"> {
  let summary = "Software-pipelines the tile.loads of a loop in the IR: cp.async rings of buffers, any number of loads";
  let description = [{
    The generic pipeliner, an IR rewrite (opt-in: tile-opt, or
    tile-translate --pipeline-loads=S). For every `scf.for`
    tile-pipeline did not plan whose body (no nested regions but an
    `scf.if` of arithmetic, which stays where it is: attention's causal
    mask on its diagonal block alone; no memory writes) runs `tile.load`s whose offsets and masks are computed from the
    induction variable and values from outside the loop (and whose
    `other` is absent or zero), and whose dots, if any, are mma.sync or
    wgmma (tcgen05: below): each such load gets a ring of `stages` buffers
    (`tile.buffer_alloc`; a 16-bit A or B of a dot swizzled over the
    widest span its lines allow, anything else in plain lines); the
    `stages - 1` first iterations' tiles are copied before the loop
    (`tile.async_copy`, masked off past the loop's end); iteration j
    waits for its own copies (`tile.async_wait pending stages - 2`, with
    `async_proxy` where a wgmma dot reads the rings through descriptors),
    replaces each load by a `tile.buffer_load` of stage j mod stages, and
    at its end copies iteration j + stages - 1's tiles into the stage
    iteration j - 1 read; a final wait drains the copies after the loop.
    A `tile.load_box` whose coordinates are computed so is pipelined with
    TMA: a ring in the layout TMA writes (128-byte-swizzled slabs of rows
    of 128 bytes or a multiple; rows of 64 or 32 bytes swizzled over their
    width, unless another box op takes the same tensor map unswizzled),
    one mbarrier per stage (`tile.barrier_init` before the loop), copies
    (`tile.barrier_expect`, `tile.async_load_box`, off past the loop's
    end) of the first `stages - 1` iterations before the loop; iteration
    j meets the block at a barrier (or at its cp.async wait), copies
    iteration j + stages - 1's boxes into the stage iteration j - 1 read,
    and waits for its own stage's mbarrier in phase (j / stages) mod 2
    (`tile.barrier_wait`); `tile.barrier_inval` after the loop. The bytes
    tile-pipeline had placed such boxes at are given back where they end
    the region. Boxes of other rows (16 bytes) are read where they stand.
    Where every load it pipelines has elements of under 4 bytes, it writes
    `tile.max_run` on the kernel (16 bytes' worth: 8 for bf16), so that
    each thread's run in the blocked distribution is one 16-byte cp.async
    (with runs of 4 bf16 the copies were twice as many, and a head-128
    attention held 198 registers against 144).
    The dots then read their operands from the buffers (mma.sync with
    ldmatrix, wgmma through matrix descriptors of the swizzles), and
    tile-allocate-shared places the rings. A GEMM whose K loop also loads
    a scale or bias tile per iteration, and attention's K/V loop, are
    pipelined whole, which the template matcher (tile-pipeline) refuses.
    First, the integer scalars a loop carries only to count along (Triton's
    block pointers: coordinates advanced by a loop-invariant step, strides
    and bases passed through) are rewritten inside it as functions of the
    induction variable (the same values), so that offsets computed from
    them count as computed from the induction variable.

    A loop whose tcgen05 dot (M = 128, an accumulator the loop carries
    out, from a zero with TMA boxes) reads A and B from the loop's two loads (B N x K through
    a `tile.trans`, or K x N of 16-bit elements; of 8-bit ones too from
    `tile.load`s) keeps the accumulator in
    tensor memory (`tile.tmem_alloc`, TileTensorMemory.td): with TMA boxes
    the leader thread waits for each stage, issues its MMAs
    (`tile.tmem_dot`) and commits them to the stage's "empty" mbarrier
    (`tile.tmem_commit`), refilling the stage iteration j - 1 read once
    those are done (persistent loops, CTA pairs, clusters: docs/gemm.md);
    with `tile.load`s the rings are laid out for the MMAs' descriptors
    (8- and 32-bit operands too), every thread waits for its copies
    (`async_proxy`), the MMAs are `fenced` after the block's barrier, and
    every thread waits for iteration j - 1's commit before refilling its
    stage, and the loop may start from any accumulator (added to what is
    read back). After the loop a commit to "done", and the accumulator is
    read back (`tile.tmem_load`) where the loop's result was used. An MXFP8
    `tile.dot_scaled` on tcgen05 goes the cp.async way too, its scales in
    rings of tcgen05's scale atoms (`#tile.shared<..., scales>`) and
    tensor-memory columns of their own a stage, allocated beside the
    accumulator (`tile.tmem_dot_scaled`); other block-scaled dots are not
    pipelined here. A loop of several tcgen05 dots (attention's S = Q K^T
    and O += P V, 128 rows) gets the rings as a wgmma loop does: each dot
    stays a `tile.dot` that runs in its iteration, reading B where it lies
    in its stage (K^T K-major through a `tile.trans`, V MN-major) when the
    stage is swizzled and the dot's A fits in one round.

    tile-pipeline leaves a tcgen05 dot's K loop to this pass (TMA boxes,
    or tile.loads in the kernel's body, B copied as it lies):
    it writes the stages it planned as `tile.pipeline_loads = S` on the
    loop, which this pass takes for the loop's rings (whatever `stages`
    says); with `planned` (what tile-translate runs when not given
    --pipeline-loads) it pipelines those loops alone, and a loop it
    cannot pipeline is an error at the loop.

    With `stages=1` each load gets one buffer (cp.async loads only, no
    boxes): iteration j waits for its tile just before the tile's first
    reader in the body and, after its last reader and a block barrier,
    copies iteration j + 1's tile into the same buffer; one commit group
    per load, in the order of their last readers (iteration 0's before the
    loop in that order too), so each `tile.async_wait` leaves pending the
    groups committed after the one it needs. That is FlashAttention-2's
    schedule for K and V where two stages do not fit (head 256 on sm_80):
    V's copy lands while S = Q K^T runs, the next K's while P V runs. A
    tile the loop carries to the next iteration is refused (its buffer
    would be refilled while read).

    Persistent kernels: a loop of TMA boxes (no `tile.load`s) directly in
    a loop over output tiles of the kernel's body (i32, the inner loop's
    bounds from outside it) shares its rings with every tile: they and
    their mbarriers are set up once, before the loop over tiles, and
    invalidated after it; the loop over tiles carries `base`, the
    iterations of the tiles before (plus ceil((ub - lb) / step) per
    tile), so that iteration i of a tile takes stage (base + i) mod S in
    phase ((base + i) / S) mod 2, and each tile's first copies (into
    stages base + p) come after a block barrier.
  }];
  let options = [
    Option<"stages", "stages", "unsigned", "3",
           "Ring depth (buffers per load), 1 to 8 (1: one buffer per load, "
           "refilled for the next iteration after its last reader)">,
    Option<"remarks", "remarks", "bool", "false",
           "Emit a remark at every loop with tile.loads: how it is "
           "pipelined, or why not">,
    Option<"planned", "planned", "bool", "false",
           "Only the loops tile-pipeline left to this pass (their "
           "`tile.pipeline_loads` stages; tile-translate's default), an "
           "error where one cannot be pipelined">,
  ];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::scf::SCFDialect"];
}

def TileTmemDots : Pass<"tile-tmem-dots", "::mlir::ModuleOp"> {
  let summary = "Runs a loop's tcgen05 dots on accumulators allocated once in tensor memory, O kept there across the loop";
  let description = [{
    For a loop (scf.for) whose tcgen05 `tile.dot`s (M = 128, held as
    `#tile.tcgen05` reads them back) each read B where it lies in a stage
    of the loop's rings (tile-pipeline-loads: attention's K^T and V) or
    hold B in registers (an unpipelined loop), each dot becomes
    tensor-memory ops (TileTensorMemory.td) on an accumulator allocated
    once before the loop, where the lowering of a `tile.dot` allocates,
    fills and frees one in every iteration:

    - before the loop, for each dot: `tile.tmem_alloc`, an mbarrier, and a
      buffer for A (K-major, swizzled as tcgen05 reads it), and one for a B
      in registers (the N x K source of its `tile.trans`, K-major, or K x
      N, MN-major); an operand defined outside the loop (attention's Q) is
      stored there once;
    - in the loop, where the dot stood: A (and B) stored into its buffer
      (`tile.buffer_store`, attention's P), `tile.fence_proxy_async`, the
      block's barrier, `tile.tmem_dot ... fenced` from those buffers or
      B's stage, committed to the mbarrier (`tile.tmem_commit`) that every
      thread then waits for (one phase an iteration);
    - a dot from a zero (S = Q K^T) runs without accumulating, and its
      result is read back at once (`tile.tmem_load ... fenced`);
    - a dot whose C is what the loop carries from its own last result
      (O += P V), or that times a tile (O * alpha[:, None] + P V), keeps its
      accumulator in tensor memory across the loop: the loop's init is
      written there before the loop (`tile.tmem_store`), the product
      becomes `tile.tmem_load`, the product, `tile.tmem_store`, the loop
      stops carrying it, and it is read back after the loop. So O takes
      registers only while it is rescaled, not through the softmax.

    Then the accumulators are freed. A loop is taken only where every
    tcgen05 dot in it qualifies; others are left as they are (a remark
    with `remarks`).
  }];
  let options = [
    Option<"remarks", "remarks", "bool", "false",
           "Emit a remark at every loop with tcgen05 dots: taken, or why "
           "not">,
  ];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::scf::SCFDialect"];
}

def TileWarpSpecialize : Pass<"tile-warp-specialize", "::mlir::ModuleOp"> {
  let summary = "Splits a TMA-pipelined loop's kernel into a producer partition issuing the copies and consumer warps computing";
  let description = [{
    For a kernel whose body runs one loop that tile-pipeline-loads
    pipelined through TMA rings (`tile.async_load_box` completing on a ring
    of mbarriers, no cp.async copies in it), directly in the kernel's body
    or in a persistent kernel's loop over tiles (below):
    the kernel becomes a `tile.warp_specialize` (TilePartitions.td) with
    `producer-warps` warps more.

    - The producer runs the loop's iterations on its own: for iteration j
      (stage s = j mod S) it waits until the consumers released stage s
      (a second ring of mbarriers, "empty", one arrival per consumer
      thread; phase (j / S + 1) mod 2, so the first round does not wait),
      arms stage s's "full" mbarrier and issues the boxes' copies of
      iteration j into it. Nothing is issued past the loop's end.
    - The consumers run the rest of the kernel as it was: in the loop they
      wait on "full" as before, and at the end of each iteration arrive on
      stage s's "empty" mbarrier instead of meeting the block at a barrier
      before issuing copies themselves.
    - Scalars computed before the loop from the kernel's arguments stay
      outside the op (both partitions use them); tiles, loads and stores
      go into the consumers' region.

    The loop's copies then run ahead of the computation by as many stages
    as the ring has, whatever the consumers do in between, and no
    consumer thread issues a copy or waits for the others before one.

    With a producer warpgroup (`producer-warps=4`) beside consumers of
    whole warpgroups, on a target with setmaxnreg, the op also gets
    register budgets (`registers(P, C)`, Analysis/RegisterBudget.h): the
    producer gives back all but 40 registers per thread and the consumers
    take the rest of the SM's 65536 (at most 240 each), as
    FlashAttention-3's producer and consumer warpgroups do.

    With `planned` (what tile-translate runs when not given
    --warp-specialize) only the kernels tile-pipeline marked
    `tile.warp_specialize = W` (a TMA tcgen05 loop it left to
    tile-pipeline-loads) are split, with W producer warps, and a kernel
    that cannot be is an error at the kernel. The mark is removed either
    way.

    With `ping-pong`, each wgmma `tile.dot` of the consumers' loop is
    bracketed by `tile.turn_begin` and `tile.turn_end`: the consumer
    warpgroups (a kernel of 8 or more warps, whole warpgroups) issue and
    wait for their dots in turn, one warpgroup's dots running while the
    others do the rest of the iteration (FlashAttention-3's ping-pong of
    two warpgroups' GEMMs around each other's softmax).

    A persistent kernel (the loop inside a loop over output tiles whose
    rings tile-pipeline-loads shares, carrying the iterations of the
    tiles before): the producer gets a loop over the tiles of its own,
    computing each tile's scalars (its coordinates) and carrying that
    count alike, so it copies the next tile's boxes while the consumers
    still run this one's epilogue (as tile-pipeline's persistent template
    and CUTLASS's persistent kernels do). The consumers no longer issue a
    tile's first copies, nor meet at the barrier before them.

    A tcgen05 loop (tile-pipeline-loads' tensor-memory form: the MMAs'
    commits release the stages, tile.tmem_commit to the "empty" ring): the
    producer waits for those commits instead of consumer arrivals. In a
    persistent kernel the
    producer issues the MMAs too: per tile its first S copies (each waiting
    for its stage's release), then, once the consumers have read the tile
    before back (an mbarrier they arrive on after tile.tmem_load), the K
    loop itself (waits, MMAs, commits, refills) and the commit to "done";
    the consumers wait for "done", read the accumulator back, release it
    and store the tile while the producer runs on into the next tile (as
    CUTLASS's persistent Blackwell kernels' producer and MMA warps do).

    TMA multicast: on a target where ptxas does not advise against it
    (the target model's `tma_multicast`: sm_90a and the a/f targets of
    sm_100, sm_103, sm_110), in a kernel with a cluster of 2 to 16 blocks
    that all run every iteration (the loop and those around it have cluster-uniform
    bounds, Analysis/PipelineMatch.h whyNotClusterWide), a box whose tensor
    map and coordinates do not depend on the block's position along some
    cluster dimensions (clusterSharedDims: a GEMM's B box in blocks that
    compute the same columns of C) is copied once per group of blocks that
    differ only along them: block j mod G of the group copies iteration j's
    box into every block of it (`tile.async_load_box ... if %copier
    multicast %mask`, the group's CTA mask). Each block still expects the
    whole stage. A stage is then released cluster-wide (`tile.barrier_arrive
    ... cluster`: lane r of each consumer warp arrives in block r, the
    "empty" ring counting warps x blocks), and the cluster meets
    (`tile.cluster_arrive` / `tile.cluster_wait`) before the partitions,
    once every block's mbarriers are initialized, and after them, so that no
    block exits while another may still copy into it. The remark names the
    boxes multicast and why others are not. In a tcgen05 loop the MMAs
    commit each stage's release to every block of the cluster
    (`tile.tmem_commit ... cluster`, "empty" counting one commit per
    block); those commits land in the other blocks asynchronously, so after
    its last copies the producer waits for the releases of the last S
    stages (CUTLASS's producer tail), and the consumers leave the "empty"
    ring it waits on uninvalidated. The persistent form's K loop refills
    multicast as its first copies do.

    Over CTA pairs (tile-pipeline-loads' paired tcgen05 loop, the MMAs in
    an scf.if on being the pair's first block): each block's producer
    waits for its stages' releases and copies onto the first block's
    barriers, which only the first block's producer arms; the tensor
    memory is allocated before the pair meets (the first block's MMAs
    write the second's) and the pair meets around the partitions. In a
    persistent kernel over pairs the first block's producer issues the
    MMAs (into both blocks' two accumulators) and commits each tile to
    both blocks' "done"; the consumers of both blocks release an
    accumulator on the first block's mbarrier (`tile.barrier_arrive ...
    pair`, one arrival a warp), so the pair no longer meets before each
    tile's MMAs.
  }];
  let options = [
    Option<"producerWarps", "producer-warps", "unsigned", "1",
           "Warps of the producer partition (launched beside the kernel's own)">,
    Option<"planned", "planned", "bool", "false",
           "Only the kernels tile-pipeline planned a producer for (their "
           "`tile.warp_specialize` warps; tile-translate's default), an "
           "error where one cannot be split">,
    Option<"pingPong", "ping-pong", "bool", "false",
           "Bracket each wgmma tile.dot of the loop in a tile.turn_begin / "
           "tile.turn_end pair: the consumer warpgroups (2 or more) take "
           "turns at the tensor cores">,
    Option<"remarks", "remarks", "bool", "false",
           "Emit a remark at every kernel with a tile.load_box loop: "
           "warp-specialized, or why not">,
  ];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::scf::SCFDialect"];
}

def TileOverlapDots : Pass<"tile-overlap-dots", "::mlir::ModuleOp"> {
  let summary = "Issues a warp-specialized loop's first wgmma dot one iteration ahead of its second (FlashAttention-3's overlap within a warpgroup)";
  let description = [{
    For the consumers' loop of a `tile.warp_specialize` (tile-warp-specialize)
    whose body runs two wgmma `tile.dot`s, the first (D0) computing a fresh
    product (S = Q K^T: a zero accumulator) and the second (D1) the loop's
    carried accumulator (O += P V): iteration j issues D0 of iteration j
    and D1 of iteration j - 1 together (`tile.dot ... async`), waits for D0
    only (`tile.dot_wait ... pending 1`), runs iteration j's work between
    the two dots (the softmax) while D1 of j - 1 is still on the tensor
    cores, and then waits for D1 (`pending 0`). What D1 takes from the
    first part of its iteration (P, the row rescale, the ring stage) is
    carried to the next iteration; the first iteration's first part runs
    before the loop and the last iteration's D1 after it (both inside an
    `scf.if` on the loop running at all). D1's operand loads from the ring,
    the rescale of the accumulator and everything after D1 move with it;
    each stage of the ring is released one iteration later than before.

    With ping-pong turns (tile-warp-specialize{ping-pong}) the two dots of
    an iteration are issued in one turn; the dots before and after the loop
    take none (the first stages the operands the loop keeps staged, such as
    Q, with the block's barrier).

    A consumers' loop of one wgmma dot accumulating what the loop carries
    (a GEMM's K loop, f32, no turns) keeps that dot in flight across
    iterations instead, as tile-pipeline's TMA template does: the dot is
    issued async and carried unwaited into the next iteration's dot,
    `tile.dot_wait %acc pending 1` right after it finds the previous
    iteration's dot done, the stage that one read is released then (none
    in iteration 0), and the last dot is waited for after the loop. In a
    persistent kernel's loop over tiles (tile-warp-specialize) the same,
    a tile's first iteration releasing the stage the tile before ended on
    (none only in the first iteration of all).

    Loops of another shape are left as they are (a remark with `remarks`).
  }];
  let options = [
    Option<"remarks", "remarks", "bool", "false",
           "Emit a remark at every warp-specialized loop: overlapped, or why "
           "not">,
  ];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::scf::SCFDialect"];
}

def TileAllocateShared : Pass<"tile-allocate-shared", "::mlir::ModuleOp"> {
  let summary = "Places every tile.buffer_alloc (and TMA store's tile) in the kernel's shared memory by liveness";
  let description = [{
    Gives each `tile.buffer_alloc` of a `tile.kernel` its bytes of the
    kernel's `smem_bytes` region (`at N`) and grows the region to hold
    them. A buffer is live from its allocation to its last use, a use
    inside a loop or branch keeping it for the whole op in the
    allocation's block; buffers whose lives do not overlap share bytes.
    Buffers are placed largest first at the lowest offset (at the
    buffer's alignment) that no overlapping buffer takes, after the bytes
    the region already has (mbarriers, TMA boxes: `smem_bytes` as
    written, or by tile-pipeline). A buffer already placed (`at N`) keeps
    its place. A kernel whose buffers do not fit the target's shared
    memory per block is an error at the first buffer that does not.

    Inside a `tile.warp_specialize` whose consumers use a buffer, their
    last use is its last (every copy the producer makes into it is waited
    for there). An mbarrier buffer nobody invalidates
    (`tile.barrier_inval`) stays live to the kernel's end: PTX reuses a
    barrier's bytes only after `mbarrier.inval`.

    A `tile.store_box` without a place (`smem_offset`: tile-pipeline gives
    one only after its own rings and in persistent loops) is a buffer too,
    live at the op alone (in a persistent loop, the whole loop: its copies
    drain while the next tile runs), 1024-byte aligned. After a K loop its
    tile takes the bytes of the loop's dead rings; where it takes bytes a
    buffer held before, a `tile.barrier` goes before it (one warpgroup may
    still read a stage with wgmma while another writes its tile there).
    A tile that does not fit whole is stored in rounds through fewer of
    its row's 128-byte slabs (`buffer_slabs`, the largest divisor that
    fits; one the user wrote stays), as tile-pipeline's persistent
    template stores beside its ring.
  }];
}

def TileAssignLayouts : Pass<"tile-assign-layouts", "::mlir::ModuleOp"> {
  let summary = "Writes on every tile type how the block's threads hold it (#tile.blocked, #tile.mma_sync, #tile.wgmma, #tile.tcgen05, #tile.slice), with tile.convert_layout between layouts";
  let description = [{
    Gives every tile of a `tile.kernel` a layout encoding
    (docs/reference/TileDialect.md: `#tile.blocked`, `#tile.mma_sync`,
    `#tile.wgmma`, `#tile.tcgen05`, `#tile.slice`): the decisions
    `convert-tile-to-llvm` makes, written in the IR, in its order (program
    order; a loop's carried values before its body, its results after):

    - every tile in the blocked distribution: runs of R consecutive
      elements dealt to the T threads of the block in turn (R the largest
      power of two up to `max-run` with N a multiple of T * R, 1 in kernels
      with tcgen05 dots);
    - the result of an mma.sync, wgmma or block-scaled `tile.dot` in its
      accumulator fragment, with the tiling the lowering takes (mma.sync
      warps in blocks of 16x8 tiles, whole rows per warp where the result
      meets row reductions; wgmma warpgroups, a warp-specialized
      pipeline's producer computing none); a tcgen05 pipeline's
      accumulator as `tcgen05.ld` reads it back from tensor memory;
    - elementwise arithmetic with an operand in a fragment computes in that
      fragment (its other operands converted in), a row reduction of a
      fragment leaves its rows (`#tile.slice`), broadcast back as the
      fragment's layout on M x 1, and a dot takes an operand from another
      dot's registers;
    - a value stays in its fragment where every user takes it there
      (FragmentUses: arithmetic with index tiles, broadcast vectors and
      other dot results, stores at index-tile offsets, row reductions,
      dots), else it goes to the blocked distribution right after its
      definition; a loop carries an accumulator fed to one dot (through a
      rescaling chain) and the row vectors of a row reduction in the
      fragment; an `scf.if` result is in the fragment both branches yield
      it in (a mask applied in one branch only), `scf.while` carries
      every tile blocked.

    `convert-tile-to-llvm` reads these layouts (it lowers only laid-out
    kernels): where a dot result, elementwise arithmetic, a row reduction
    or a loop's carried value is held comes from here.
    `scripts/golden --check-layouts` (test/golden/check-layouts.test) runs
    the whole golden corpus through `convert-tile-to-llvm{check-layouts}`,
    which reports every value the lowering holds in another layout than
    the one written here. With `remarks`, each conversion says what it
    takes, computed from the layouts as linear maps over F2
    (include/TileDialect/LinearLayout.h): register renaming, warp
    shuffles, shared memory, or an index tile recomputed. tile-translate
    runs this pass right before the lowering; give it the lowering's
    `max-run` when running the two by hand.
  }];
  let options = [
    Option<"maxRun", "max-run", "int64_t", "4",
           "The longest run of the blocked distribution (convert-tile-to-llvm's max-run)">,
    Option<"remarks", "remarks", "bool", "false",
           "Remark at every tile.convert_layout what it takes, computed from "
           "the two layouts as linear maps: register renaming, warp "
           "shuffles or shared memory (or that a layout is not linear)">,
  ];
  let dependentDialects = ["::mlir::scf::SCFDialect"];
}

def ConvertTileToLLVM : Pass<"convert-tile-to-llvm", "::mlir::ModuleOp"> {
  let summary = "Lowers tile kernels to per-thread LLVM/NVVM code in a gpu.module";
  let description = [{
    Distributes every tile of a `tile.kernel` over the threads of its block
    in runs of R consecutive elements (element `l` of a tile of N elements
    lives in thread `(l / R) mod T`, T the block size; R is the largest power
    of two up to `max-run` that divides N / T, and 1 in kernels with
    tcgen05 dots) and emits per-thread scalar code: `arith` and `scf` on
    scalars, `llvm` loads and stores through global pointers, NVVM special
    registers and barriers. Index tiles (`tile.range`, `tile.splat`,
    `tile.broadcast` and arithmetic on them) are recomputed where needed;
    other data that changes layout goes through shared memory.

    The kernels come laid out by `tile-assign-layouts` (every tile type
    has a layout encoding; a kernel without is refused at its first
    unlaid tile): the lowering takes the encodings and conversions off and
    reads them where it places a value: a dot result, elementwise
    arithmetic with a fragment operand, a row reduction of a fragment and
    a loop's carried values stay in the registers of the accumulator
    layout (or its rows) written on them, and go to the blocked
    distribution right away where the pass converts them so.

    Every `tile.kernel` becomes an `llvm.func` marked `nvvm.kernel` inside
    one `gpu.module @tile_kernels`, which keeps the module's target
    attributes for `tile-attach-nvvm-target`.
  }];
  let options = [
    Option<"maxRun", "max-run", "int64_t", "4",
           "The most consecutive elements of a tile one thread holds: global "
           "loads and stores of such runs are single vector instructions of "
           "up to 16 bytes (ld.global.v4.b32 for 4 f32, or for 8 f16 packed "
           "in pairs with max-run=8) where the addresses are aligned and the "
           "mask is on, checked at run time where the index arithmetic, "
           "tile.divisibility and tile.hint do not prove it; 1 gives element "
           "l to thread l mod T">,
    Option<"remarks", "remarks", "bool", "false",
           "Emit a remark at every tile.dot operand that is not staged to "
           "shared memory in each loop iteration: staged once before the "
           "loop, or taken in registers from another dot's result">,
    Option<"checkLayouts", "check-layouts", "bool", "false",
           "Report an error at every value the lowering holds in another "
           "layout (a fragment, a fragment's rows, or the blocked "
           "distribution) than the one tile-assign-layouts wrote on it "
           "(the check that the lowering follows the encodings)">,
  ];
  let dependentDialects = [
    "::mlir::LLVM::LLVMDialect", "::mlir::NVVM::NVVMDialect",
    "::mlir::gpu::GPUDialect", "::mlir::scf::SCFDialect",
    "::mlir::arith::ArithDialect", "::tile::nv::NVDialect",
  ];
}

def TileScalarsToLLVM : Pass<"tile-scalars-to-llvm", "::mlir::ModuleOp"> {
  let summary = "Lowers the scf/arith/math/cf/index code that convert-tile-to-llvm leaves to the LLVM dialect, in one conversion";
  let description = [{
    What `convert-scf-to-cf`, `convert-arith-to-llvm`, `convert-math-to-llvm`,
    `convert-cf-to-llvm`, `convert-index-to-llvm` and
    `reconcile-unrealized-casts` do one after another, and what
    `convert-tile-nv-to-llvm` does (the `tile_nv` instructions as inline
    PTX), as a single dialect conversion without pattern rollback: the
    unrolled per-thread code is walked once instead of six times (part of
    the in-process compile-time budget, bench/compile_time). Anything that
    does not lower is an error at the op.
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect",
                           "::mlir::cf::ControlFlowDialect"];
}

def TileAttachNVVMTarget : Pass<"tile-attach-nvvm-target", "::mlir::ModuleOp"> {
  let summary = "Folds the tile target attributes into #nvvm.target";
  let description = [{
    Reads `tile.compute_capability` and `tile.target_spec` from the module
    and attaches `#nvvm.target<chip = "sm_XY[a|f]", features = "+ptxNN">`
    to every gpu.module. The PTX version is the highest of the target's
    minimum and the minimum of every instruction family the lowering
    recorded in `tile.features`, or `ptx-version` when given (rejected when
    below that minimum or above 9.0). A module without the target
    attributes, or a gpu.module that already names another chip, is an
    error: there is no default chip.
  }];
  let options = [
    Option<"ptxVersion", "ptx-version", "std::string", "",
           "PTX ISA version X.Y (default: the lowest that works)">,
    Option<"optLevel", "O", "unsigned", "3", "Optimization level recorded in the target">,
  ];
  let dependentDialects = ["::mlir::NVVM::NVVMDialect", "::mlir::gpu::GPUDialect"];
}

include "TileDialect/Conversion/NVToLLVMPasses.td"

#endif // TILE_PASSES_TD
