"""The PTX emulator's asynchronous machinery, on hand-written PTX: named
barriers, mbarrier phases, TMA loads/stores/reductions through tensor maps,
clusters (barrier.cluster, mapa, remote arrives, multicast), wgmma in
flight; then every Hopper TMA GEMM of bench/gemm in emulation, and pipeline
bugs planted in a real kernel that the emulation must catch."""

import json
import os
import re
import subprocess
import sys

import numpy as np
import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import ptxemu  # noqa: E402
import sampling  # noqa: E402

ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))
sys.path.insert(0, os.path.join(ROOT, "bench", "gemm"))


def _kernel(params, body, shared="", directives="",
            regs=".reg .b32 %r<64>; .reg .b64 %rd<32>; .reg .pred %p<16>;"):
    return (".version 8.0\n.target sm_90a\n.address_size 64\n.visible .entry k(" + params +
            ")\n" + directives + "\n{\n" + regs + "\n" + shared + "\n" + body + "\n}\n")


def _launch(ptx, block, args, mem, grid=(1, 1, 1), **kw):
    ptxemu.Module(ptx).launch("k", grid, block, args, mem, **kw)


# --- barriers and mbarriers -------------------------------------------------------------------
_PRODUCER_CONSUMER = """
    mov.u32 %r1, %tid.x;
    mov.u32 %r2, bar_full; mov.u32 %r3, bar_empty;
    setp.ne.u32 %p1, %r1, 0;
    @%p1 bra INIT_DONE;
    mbarrier.init.shared::cta.b64 [%r2], 32;        // full: the producer warp's 32 stores
    mbarrier.init.shared::cta.b64 [%r2+8], 32;
    mbarrier.init.shared::cta.b64 [%r3], 32;        // empty: the consumer warp's 32 reads
    mbarrier.init.shared::cta.b64 [%r3+8], 32;
INIT_DONE:
    bar.sync 0;
    ld.param.u64 %rd1, [out];
    shr.u32 %r4, %r1, 5;                            // warp
    and.b32 %r5, %r1, 31;                           // lane
    mov.u32 %r6, 0;                                 // round
    setp.eq.u32 %p2, %r4, 1;
    @%p2 bra PRODUCER;
CONSUMER:                                           // warp 0: out[round][lane] = slot value
    and.b32 %r7, %r6, 1;                            // slot
    shr.u32 %r8, %r6, 1; and.b32 %r8, %r8, 1;       // phase parity of the slot
    shl.b32 %r9, %r7, 3;
    add.u32 %r10, %r2, %r9;                         // full[slot]
WAIT_FULL:
    mbarrier.try_wait.parity.shared::cta.b64 %p3, [%r10], %r8;
    @!%p3 bra WAIT_FULL;
    mov.u32 %r11, slots; mad.lo.u32 %r12, %r7, 128, %r11; mad.lo.u32 %r12, %r5, 4, %r12;
    ld.shared.u32 %r13, [%r12];
    add.u32 %r14, %r3, %r9;
    mbarrier.arrive.shared::cta.b64 _, [%r14];      // empty[slot]
    mad.lo.u32 %r15, %r6, 32, %r5;
    mul.wide.u32 %rd2, %r15, 4; add.s64 %rd3, %rd1, %rd2;
    st.global.u32 [%rd3], %r13;
    add.u32 %r6, %r6, 1;
    setp.lt.u32 %p4, %r6, ROUNDS;
    @%p4 bra CONSUMER;
    bra.uni DONE;
PRODUCER:                                           // warp 1: slot = 1000 * round + lane
    and.b32 %r7, %r6, 1;
    shr.u32 %r8, %r6, 1; and.b32 %r8, %r8, 1; xor.b32 %r8, %r8, 1;
    shl.b32 %r9, %r7, 3;
    add.u32 %r14, %r3, %r9;
    setp.lt.u32 %p5, %r6, 2;                        // the first round of each slot is free
    @%p5 bra FILL;
WAIT_EMPTY:
    mbarrier.try_wait.parity.shared::cta.b64 %p3, [%r14], %r8;
    @!%p3 bra WAIT_EMPTY;
FILL:
    mov.u32 %r11, slots; mad.lo.u32 %r12, %r7, 128, %r11; mad.lo.u32 %r12, %r5, 4, %r12;
    mad.lo.u32 %r13, %r6, 1000, %r5;
    st.shared.u32 [%r12], %r13;
    add.u32 %r10, %r2, %r9;
    mbarrier.arrive.shared::cta.b64 _, [%r10];
    add.u32 %r6, %r6, 1;
    setp.lt.u32 %p4, %r6, ROUNDS;
    @%p4 bra PRODUCER;
DONE:
    ret;"""
_SLOTS = ".shared .align 16 .b8 slots[256]; .shared .align 8 .b8 bar_full[16]; " \
         ".shared .align 8 .b8 bar_empty[16];"


def test_mbarrier_producer_consumer_rounds():
    """Two slots, full and empty mbarriers, 7 rounds: the phase parities
    flip every second round; the consumer sees every value once."""
    rounds = 7
    ptx = _kernel(".param .u64 out", _PRODUCER_CONSUMER.replace("ROUNDS", str(rounds)), _SLOTS)
    mem = ptxemu.Memory()
    out = mem.alloc(np.zeros(rounds * 32, np.uint32))
    _launch(ptx, (64,), [out], mem)
    want = 1000 * np.arange(rounds)[:, None] + np.arange(32)[None, :]
    np.testing.assert_array_equal(mem.read(out, (rounds, 32), np.uint32), want)


def test_random_schedules_keep_a_correct_pipeline_correct():
    rounds = 7
    ptx = _kernel(".param .u64 out", _PRODUCER_CONSUMER.replace("ROUNDS", str(rounds)), _SLOTS)
    want = 1000 * np.arange(rounds)[:, None] + np.arange(32)[None, :]
    for seed in range(8):
        mem = ptxemu.Memory()
        out = mem.alloc(np.zeros(rounds * 32, np.uint32))
        _launch(ptx, (64,), [out], mem, schedule="random", seed=seed)
        np.testing.assert_array_equal(mem.read(out, (rounds, 32), np.uint32), want)


def test_producer_that_skips_the_empty_wait_is_caught():
    """Without waiting for the consumer to free a slot, the producer
    overwrites it. The smallest-pc-first order lets the consumer drain every
    slot in time and hides the race; random schedules find it."""
    rounds = 7
    body = _PRODUCER_CONSUMER.replace("ROUNDS", str(rounds)).replace(
        "    @!%p3 bra WAIT_EMPTY;\n", "")
    assert body.count("bra WAIT_EMPTY") == 0
    ptx = _kernel(".param .u64 out", body, _SLOTS)
    want = 1000 * np.arange(rounds)[:, None] + np.arange(32)[None, :]
    caught = 0
    for seed in range(8):
        mem = ptxemu.Memory()
        out = mem.alloc(np.zeros(rounds * 32, np.uint32))
        try:
            _launch(ptx, (64,), [out], mem, schedule="random", seed=seed)
        except ptxemu.EmuError as e:
            assert "mbarrier" in str(e)
            caught += 1
            continue
        caught += not np.array_equal(mem.read(out, (rounds, 32), np.uint32), want)
    assert caught >= 2, f"only {caught} of 8 random schedules caught the race"


def test_try_wait_fails_first_then_waits():
    """A try_wait on an incomplete phase returns false once (code must loop),
    and completes once the phase does."""
    ptx = _kernel(".param .u64 out", """
        mov.u32 %r1, %tid.x; mov.u32 %r2, bar; ld.param.u64 %rd1, [out];
        mbarrier.init.shared::cta.b64 [%r2], 1;
        mbarrier.try_wait.parity.shared::cta.b64 %p1, [%r2], 0;
        selp.u32 %r3, 1, 0, %p1;
        st.global.u32 [%rd1], %r3;
        mbarrier.arrive.shared::cta.b64 %rd5, [%r2];
        mbarrier.try_wait.parity.shared::cta.b64 %p1, [%r2], 0;
        selp.u32 %r3, 1, 0, %p1;
        st.global.u32 [%rd1+4], %r3;
        mbarrier.try_wait.parity.shared::cta.b64 %p1, [%r2], 1;   // the next phase: not yet
        selp.u32 %r3, 1, 0, %p1;
        st.global.u32 [%rd1+8], %r3;
        cvt.u32.u64 %r4, %rd5;
        st.global.u32 [%rd1+12], %r4;                             // the state: phase 0
        ret;""", ".shared .align 8 .b8 bar[8];")
    mem = ptxemu.Memory()
    out = mem.alloc(np.full(4, 7, np.uint32))
    _launch(ptx, (1,), [out], mem)
    np.testing.assert_array_equal(mem.read(out, (4,), np.uint32), [0, 1, 0, 0])


def test_named_barriers_with_counts():
    """bar.arrive by warps 0-1 and bar.sync by warps 2-3 on barrier 1 (128
    threads): warps 2-3 read what warps 0-1 wrote before arriving."""
    ptx = _kernel(".param .u64 out", """
        mov.u32 %r1, %tid.x; ld.param.u64 %rd1, [out];
        mov.u32 %r2, buf;
        setp.ge.u32 %p1, %r1, 64;
        @%p1 bra CONSUME;
        mad.lo.u32 %r3, %r1, 4, %r2;
        mul.lo.u32 %r4, %r1, 3;
        st.shared.u32 [%r3], %r4;
        bar.arrive 1, 128;
        ret;
    CONSUME:
        bar.sync 1, 128;
        sub.u32 %r5, %r1, 64;
        mad.lo.u32 %r3, %r5, 4, %r2;
        ld.shared.u32 %r4, [%r3];
        mul.wide.u32 %rd2, %r5, 4; add.s64 %rd3, %rd1, %rd2;
        st.global.u32 [%rd3], %r4;
        ret;""", ".shared .align 16 .b8 buf[256];")
    mem = ptxemu.Memory()
    out = mem.alloc(np.zeros(64, np.uint32))
    _launch(ptx, (128,), [out], mem)
    np.testing.assert_array_equal(mem.read(out, (64,), np.uint32), 3 * np.arange(64))


@pytest.mark.parametrize("body, message", [
    # Warp 0 waits for 64 threads on barrier 1; nobody else comes.
    ("mov.u32 %r1, %tid.x; setp.ge.u32 %p1, %r1, 32; @%p1 bra L; bar.sync 1, 64; L: ret;",
     r"deadlock.*32 threads wait for named barrier 1"),
    # A consumer waiting for a phase that never completes.
    ("mov.u32 %r2, bar; mbarrier.init.shared::cta.b64 [%r2], 2; "
     "W: mbarrier.try_wait.parity.shared::cta.b64 %p1, [%r2], 0; @!%p1 bra W; ret;",
     r"deadlock.*wait for the mbarrier at shared offset 0"),
    ("mov.u32 %r2, bar; mbarrier.init.shared::cta.b64 [%r2], 1; "
     "mbarrier.arrive.shared::cta.b64 _, [%r2]; mbarrier.arrive.shared::cta.b64 _, [%r2]; "
     "mbarrier.try_wait.parity.shared::cta.b64 %p1, [%r2], 0; ret;", None),
    ("mov.u32 %r2, bar; mbarrier.arrive.shared::cta.b64 _, [%r2]; ret;",
     "no initialized mbarrier"),
    ("bar.sync 1, 48; ret;", "not a positive multiple of 32"),
    ("mov.u32 %r1, %tid.x; setp.eq.u32 %p1, %r1, 0; @%p1 bra L; bar.warp.sync -1; L: ret;",
     None),
])
def test_barrier_errors(body, message):
    ptx = _kernel("", body, ".shared .align 8 .b8 bar[8];")
    if message is None:  # legal: over-arrival goes to the next phase; exited lanes
        _launch(ptx, (64,), [], ptxemu.Memory())
        return
    with pytest.raises(ptxemu.EmuError, match=message):
        _launch(ptx, (64,), [], ptxemu.Memory())


# --- TMA ---------------------------------------------------------------------------------------
_TMA_LOAD = """
    mov.u32 %r1, %tid.x;
    mov.u32 %r2, bar; mov.u32 %r3, buf;
    mov.u64 %rd1, tmap; cvta.param.u64 %rd1, %rd1;
    ld.param.u32 %r20, [x]; ld.param.u32 %r21, [y];
    setp.ne.u32 %p1, %r1, 0;
    @%p1 bra WAIT;
    mbarrier.init.shared::cta.b64 [%r2], 1;
    fence.mbarrier_init.release.cluster;
    mbarrier.arrive.expect_tx.shared::cta.b64 _, [%r2], BYTES;
    cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%r3], [%rd1, {%r20, %r21}], [%r2];
WAIT:
    bar.sync 0;
TRY:
    mbarrier.try_wait.parity.shared::cta.b64 %p2, [%r2], 0;
    @!%p2 bra TRY;
"""
_TMA_SHARED = ".shared .align 1024 .b8 buf[4096]; .shared .align 8 .b8 bar[8];"
_TMA_PARAMS = ".param .align 64 .b8 tmap[128], .param .u64 out, .param .u32 x, .param .u32 y"


def _swizzle128(offsets):
    return offsets ^ (((offsets >> 7) & 7) << 4)


def test_tma_load_swizzles_and_fills_out_of_bounds_with_zeros():
    """A 64 x 16 box of a 40 x 104 bf16 tensor at (x 80, y 30), half past
    both edges: the box lands in shared memory with the 128-byte swizzle
    (16-byte chunk c of row r at chunk c ^ (r % 8)), zeros where it lies
    outside the tensor."""
    body = _TMA_LOAD.replace("BYTES", str(64 * 16 * 2)) + """
        ld.param.u64 %rd2, [out];
        mov.u32 %r4, 0;
    COPY:                                       // out[i] = buf halves, linear
        mad.lo.u32 %r5, %r4, 128, %r1;
        shl.b32 %r6, %r5, 1; add.u32 %r7, %r3, %r6;
        ld.shared.u16 %r8, [%r7];
        mul.wide.u32 %rd3, %r5, 2; add.s64 %rd4, %rd2, %rd3;
        st.global.u16 [%rd4], %r8;
        add.u32 %r4, %r4, 1;
        setp.lt.u32 %p3, %r4, 8;
        @%p3 bra COPY;
        ret;"""
    ptx = _kernel(_TMA_PARAMS, body, _TMA_SHARED, regs=".reg .b32 %r<64>; .reg .b64 %rd<32>; "
                  ".reg .pred %p<16>; .reg .b16 %rs<4>;")
    g = (np.arange(40 * 104) + 1).astype(np.uint16).reshape(40, 104)
    mem = ptxemu.Memory()
    ga, out = mem.alloc(g), mem.alloc(np.zeros(1024, np.uint16))
    tmap = ptxemu.TensorMapEncoder().encode_2d(ga, (104, 40), (208,), (64, 16))
    _launch(ptx, (128,), [tmap, out, 80, 30], mem)
    box = np.zeros((16, 64), np.uint16)
    box[:10, :24] = g[30:40, 80:104]
    want = np.zeros(1024, np.uint16)
    want[_swizzle128(np.arange(1024) * 2) // 2] = box.reshape(-1)
    np.testing.assert_array_equal(mem.read(out, (1024,), np.uint16), want)


@pytest.mark.parametrize("reduce", [False, True])
def test_tma_store_and_reduce_round_trip(reduce):
    """Load a box, store it (or add it) at other coordinates: the swizzle
    cancels out, out-of-bounds parts are dropped, the bulk group completes
    by wait_group 0."""
    op = ("cp.reduce.async.bulk.tensor.2d.global.shared::cta.add.tile.bulk_group" if reduce
          else "cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group")
    body = _TMA_LOAD.replace("BYTES", str(32 * 8 * 4)) + f"""
        setp.ne.u32 %p4, %r1, 0;
        @%p4 bra DONE;
        mov.u64 %rd5, tmap_out; cvta.param.u64 %rd5, %rd5;
        mov.u32 %r22, 70; mov.u32 %r23, 4;
        fence.proxy.async.shared::cta;
        {op} [%rd5, {{%r22, %r23}}], [%r3];
        cp.async.bulk.commit_group;
        cp.async.bulk.wait_group.read 0;
    DONE:
        ret;"""
    ptx = _kernel(_TMA_PARAMS + ", .param .align 64 .b8 tmap_out[128]", body, _TMA_SHARED)
    src = np.arange(24 * 96, dtype=np.float32).reshape(24, 96)
    dst0 = np.full((12, 80), 0.5, np.float32)
    mem = ptxemu.Memory()
    ga, gd, out = mem.alloc(src), mem.alloc(dst0), mem.alloc(np.zeros(4, np.uint32))
    enc = ptxemu.TensorMapEncoder()
    tmap = enc.encode_2d(ga, (96, 24), (384,), (32, 8), 7)
    tmap_out = enc.encode_2d(gd, (80, 12), (320,), (32, 8), 7)
    _launch(ptx, (64,), [tmap, out, 40, 20, tmap_out], mem)
    box = np.zeros((8, 32), np.float32)
    box[:4, :] = src[20:24, 40:72]
    want = dst0.copy()
    part = box[:8, :10]  # dst rows 4..11, columns 70..79
    want[4:12, 70:80] = want[4:12, 70:80] + part if reduce else part
    np.testing.assert_array_equal(mem.read(gd, (12, 80), np.float32), want)


def test_tma_box_over_an_mbarrier_is_caught():
    body = _TMA_LOAD.replace("BYTES", str(64 * 16 * 2)).replace(
        "mov.u32 %r2, bar;", "mov.u32 %r2, buf; add.u32 %r2, %r2, 1024;") + "ret;"
    ptx = _kernel(_TMA_PARAMS, body, _TMA_SHARED)
    mem = ptxemu.Memory()
    ga = mem.alloc(np.zeros((40, 104), np.uint16))
    tmap = ptxemu.TensorMapEncoder().encode_2d(ga, (104, 40), (208,), (64, 16))
    with pytest.raises(ptxemu.EmuError, match="over the mbarrier"):
        _launch(ptx, (32,), [tmap, 0, 0, 0], mem)


# --- clusters ----------------------------------------------------------------------------------
def test_cluster_multicast_remote_arrive_and_cluster_barrier():
    """A 2-CTA cluster: rank 0 multicasts one box to both CTAs (each CTA's
    own mbarrier gets the bytes), each CTA copies it out; then each arrives
    on the other's second mbarrier through mapa, and both meet at
    barrier.cluster before writing their ranks."""
    body = """
        mov.u32 %r1, %tid.x; mov.u32 %r30, %cluster_ctarank;
        mov.u32 %r2, bar; mov.u32 %r3, buf;
        mov.u64 %rd1, tmap; cvta.param.u64 %rd1, %rd1;
        ld.param.u64 %rd2, [out];
        setp.ne.u32 %p1, %r1, 0;
        @%p1 bra SYNC;
        mbarrier.init.shared::cta.b64 [%r2], 1;
        mbarrier.init.shared::cta.b64 [%r2+8], 1;
        mbarrier.arrive.expect_tx.shared::cta.b64 _, [%r2], 256;
    SYNC:
        barrier.cluster.arrive.aligned; barrier.cluster.wait.aligned;
        setp.ne.u32 %p2, %r30, 0;
        or.pred %p3, %p1, %p2;
        @%p3 bra WAIT;
        mov.u32 %r20, 0; mov.u16 %rs1, 3;
        cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster [%r3], [%rd1, {%r20, %r20}], [%r2], %rs1;
    WAIT:
        mbarrier.try_wait.parity.shared::cta.b64 %p4, [%r2], 0;
        @!%p4 bra WAIT;
        shl.b32 %r5, %r1, 2; add.u32 %r6, %r3, %r5;
        ld.shared.u32 %r7, [%r6];
        mad.lo.u32 %r8, %r30, 64, %r1;
        mul.wide.u32 %rd3, %r8, 4; add.s64 %rd4, %rd2, %rd3;
        st.global.u32 [%rd4], %r7;
        @%p1 bra MEET;
        xor.b32 %r9, %r30, 1;
        add.u32 %r10, %r2, 8;
        mapa.shared::cluster.u32 %r11, %r10, %r9;
        mbarrier.arrive.release.cluster.shared::cluster.b64 _, [%r11];
    WAIT2:
        mbarrier.try_wait.parity.shared::cta.b64 %p4, [%r10], 0;
        @!%p4 bra WAIT2;
    MEET:
        bar.warp.sync -1;                       // lane 0 rejoins warp 0 (bar.sync is .aligned)
        bar.sync 0;
        barrier.cluster.arrive.aligned; barrier.cluster.wait.aligned;
        add.u32 %r12, %r30, 100;
        st.global.u32 [%rd4+512], %r12;
        ret;"""
    ptx = _kernel(".param .align 64 .b8 tmap[128], .param .u64 out", body,
                  ".shared .align 1024 .b8 buf[1024]; .shared .align 8 .b8 bar[16];",
                  ".reqnctapercluster 2, 1, 1",
                  regs=".reg .b32 %r<64>; .reg .b64 %rd<32>; .reg .pred %p<16>; "
                       ".reg .b16 %rs<4>;")
    src = np.arange(64, dtype=np.uint32) * 7
    mem = ptxemu.Memory()
    ga, out = mem.alloc(src), mem.alloc(np.zeros(256, np.uint32))
    tmap = ptxemu.TensorMapEncoder().encode_tiled(2, 2, ga, (64, 1), (256,), (64, 1),
                                                  swizzle=0)
    _launch(ptx, (64,), [tmap, out], mem, grid=(4, 1, 1))
    got = mem.read(out, (256,), np.uint32)
    # Each of the two clusters writes the same words: block order within a
    # cluster decides the copy, ranks decide the second half.
    np.testing.assert_array_equal(got[:128], np.concatenate([src, src]))
    np.testing.assert_array_equal(got[128:], np.repeat([100, 101], 64))


# --- wgmma in flight -------------------------------------------------------------------------
def test_reading_a_wgmma_accumulator_before_wait_group_is_caught():
    body = """
        mov.u32 %r1, buf; shr.u32 %r2, %r1, 4; cvt.u64.u32 %rd1, %r2;
        or.b64 %rd1, %rd1, 4294967296;      // SBO 256 bytes >> 4 = 16 << 32... (no swizzle)
        mov.b32 %r10, 0f00000000; mov.b32 %r11, %r10; mov.b32 %r12, %r10; mov.b32 %r13, %r10;
        wgmma.fence.sync.aligned;
        wgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16 {%r10, %r11, %r12, %r13}, %rd1, %rd1, 0, 1, 1, 0, 0;
        wgmma.commit_group.sync.aligned;
        add.f32 %r14, %r10, %r11;
        wgmma.wait_group.sync.aligned 0;
        ret;"""
    ptx = _kernel("", body, ".shared .align 1024 .b8 buf[4096];")
    with pytest.raises(ptxemu.EmuError, match="accumulator of a wgmma still in flight"):
        _launch(ptx, (128,), [], ptxemu.Memory())
    ok = ptx.replace("add.f32 %r14, %r10, %r11;\n        wgmma.wait_group.sync.aligned 0;",
                     "wgmma.wait_group.sync.aligned 0;\n        add.f32 %r14, %r10, %r11;")
    _launch(ok, (128,), [], ptxemu.Memory())


# --- the GEMM kernels -------------------------------------------------------------------------
def _prepare(build_dir, tmp_path_factory, target):
    """bench/gemm/prepare.sh --out <tmp> target: the PTX, metadata, manifest.
    Once a run: under pytest-xdist the workers share the run's temporary
    directory (the parent of each one's), the first to get its lock prepares
    and the others wait for it and read the same files."""
    import fcntl
    import shutil
    base = tmp_path_factory.getbasetemp()
    if os.environ.get("PYTEST_XDIST_WORKER"):
        base = base.parent
    out = base / f"gemm_ptx_{target}"
    with open(base / f"gemm_ptx_{target}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not (out / "prepared.ok").exists():
            shutil.rmtree(out, ignore_errors=True)
            out.mkdir()
            env = dict(os.environ, TILE_BUILD_DIR=build_dir)
            prep = subprocess.run(["bash", os.path.join(ROOT, "bench", "gemm", "prepare.sh"),
                                   "--out", str(out), target],
                                  capture_output=True, text=True, env=env)
            assert prep.returncode == 0, prep.stderr
            (out / "prepared.ok").write_text("")
    return out


def _emulate(ptx_dir, *args):
    """bench/gemm/emulate.py on a prepared directory; its stdout (exit 0)."""
    run = subprocess.run([sys.executable, os.path.join(ROOT, "bench", "gemm", "emulate.py"),
                          "--ptx-dir", str(ptx_dir), *args], capture_output=True, text=True)
    assert run.returncode == 0, run.stdout + run.stderr
    assert "0 failure(s)" in run.stdout
    return run.stdout


def _tile_tma(ptx_dir, variant="tile_tma"):
    """(manifest entry, PTX, kernel metadata) of a TMA variant."""
    import json
    spec = next(s for s in json.load(open(ptx_dir / "manifest.json"))["kernels"]
                if s["variant"] == variant)
    kmeta = json.load(open(ptx_dir / spec["metadata"]))["kernels"][0]
    return spec, open(ptx_dir / spec["ptx"]).read(), kmeta


_CAUGHT = {}  # (PTX, schedules) -> _caught's answer: the unmutated kernel runs once


def _caught(spec, kmeta, ptx, schedules):
    key = (ptx, tuple(schedules))
    if key not in _CAUGHT:
        _CAUGHT[key] = _caught_uncached(spec, kmeta, ptx, schedules)
    return _CAUGHT[key]


def _caught_uncached(spec, kmeta, ptx, schedules):
    """Whether any schedule ((name, seed)) of the 256x512x640 GEMM ends in
    an EmuError or a wrong C."""
    import emulate
    for schedule, seed in schedules:
        try:
            rel, _ = emulate.run_one(spec, kmeta, ptxemu.Module(ptx), 256, 512, 640, 2,
                                     schedule, seed)
        except ptxemu.EmuError:
            return True
        if rel > 1e-2:
            return True
    return False


@pytest.fixture(scope="session")  # once per process: tests of this file run in other orders
def gemm_ptx(build_dir, tmp_path_factory):
    return _prepare(build_dir, tmp_path_factory, "sm_90a")


def test_bench_gemm_tma_kernels_emulated(gemm_ptx):
    """Every Hopper TMA GEMM the GPU benchmark runs (warp-specialized
    pipelines, 128x256 / 128x128 / 64x128 blocks, fp8, int8 (exact), B as N x K or K x N,
    f32 or bf16 C through stores or TMA stores with stmatrix, persistent,
    split-K TMA reductions, 2 and 2x2 clusters with multicast, the DSL's)
    agrees with NumPy on edge shapes (200 x 296 x 608) and whole ones.
    By default each variant on one of the shapes, in turn (sampling.py);
    extended: each on both."""
    shapes = ["200x296x608", "256x512x512"]
    variants = [s["variant"] for s in json.load(open(gemm_ptx / "manifest.json"))["kernels"]
                if s.get("metadata")]
    runs = [(v, shapes[(i + j) % 2]) for i, v in enumerate(variants)
            for j in range(len(shapes))]
    runs = sampling.sample(runs, every=2, kinds=(lambda r: r[0], lambda r: r[1]),
                           name="TMA GEMM runs", label=lambda r: f"{r[0]} {r[1]}")
    out = "".join(_emulate(gemm_ptx, "--kinds", "tma", "--shapes", shape, "--variants",
                           ",".join(v for v, s in runs if s == shape))
                  for shape in shapes if any(s == shape for _, s in runs))
    for variant in ("tile_tma ", "tile_fp8_tma ", "tile_tma_persistent ", "tile_tma_cluster ",
                    "tile_tma_kn ", "tile_tma_store ", "tile_tma_64x128 ", "tile_tma_splitk ",
                    "tile_tma_cluster2x2 ", "tile_fp8_tma_persistent_store", "tile_dsl_tma",
                    "tile_i8_tma "):
        assert out.count(variant) == sum(v == variant.strip() for v, _ in runs), variant
    assert out.count(" ok (") >= len(runs) - 2


def test_bench_gemm_cuda_python_encoder_knows_every_element_type(gemm_ptx):
    """run.py's cuda-python tensor-map encoder, on a stand-in for
    cuda.bindings.driver, encodes every tensor map the manifest's kernels
    take: A and B (bf16, fp8/int8 as bytes) and C's own map (f32 or bf16)
    for the tile.store_box epilogues. The H200 run skipped tile_tma_store and
    tile_tma_splitk (f32 C) with a KeyError that no CPU test saw."""
    import types
    import run as gemm_run

    class Enum(int):
        pass

    calls = []

    def encode(dtype, rank, address, dims, strides, box, elem_strides, *rest):
        calls.append(int(dtype))
        return 0, types.SimpleNamespace(opaque=[0] * 16)

    names = {"CUtensorMapDataType": {"CU_TENSOR_MAP_DATA_TYPE_BFLOAT16": 9,
                                     "CU_TENSOR_MAP_DATA_TYPE_FLOAT32": 7,
                                     "CU_TENSOR_MAP_DATA_TYPE_UINT8": 0},
             "CUtensorMapInterleave": {"CU_TENSOR_MAP_INTERLEAVE_NONE": 0},
             "CUtensorMapSwizzle": {"CU_TENSOR_MAP_SWIZZLE_64B": 2,
                                    "CU_TENSOR_MAP_SWIZZLE_128B": 3},
             "CUtensorMapL2promotion": {"CU_TENSOR_MAP_L2_PROMOTION_L2_256B": 3},
             "CUtensorMapFloatOOBfill": {"CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE": 0}}
    drv = types.SimpleNamespace(
        cuTensorMapEncodeTiled=encode, cuuint64_t=int, cuuint32_t=int,
        **{cls: types.SimpleNamespace(**{m: Enum(v) for m, v in ms.items()})
           for cls, ms in names.items()})
    enc = gemm_run.CudaPythonEncoder(drv)
    manifest = json.load(open(os.path.join(gemm_ptx, "manifest.json")))
    c_maps = 0
    for spec in manifest["kernels"]:
        if "metadata" not in spec:
            continue
        eb = 1 if spec.get("dtype") in ("fp8", "i8") else 2
        gemm_run.tma_maps(enc, 0, 0, 256, 256, 256, eb, spec["block_m"], spec["block_n"],
                          spec.get("b_layout", "nk"), spec.get("cta_pair", False))
        for c_bytes in (2, 4):
            if spec.get("c_map"):
                c_maps += 1
                assert len(gemm_run.tma_c_argument(enc, spec, 0, c_bytes, 256, 256)) == 128
    assert c_maps >= 4 and {0, 7, 9} <= set(calls)


def test_bench_gemm_mma_sync_tma_emulated(build_dir, tmp_path_factory):
    """prepare.sh sm_90: examples/gemm_bf16_tma.mlir as variant
    tile_tma_sync, the TMA + mma.sync pipeline (thread 0 copies, 8 warps
    read ldmatrix fragments from the swizzled stages) that sm_120 gets and
    the benchmark measures on a Hopper, and as tile_tma_sync_generic (the
    generic passes: a producer warpgroup, the rings read in place); run.py's
    host side, both shapes."""
    shapes = sampling.sample(["200x296x608", "256x512x512"], name="shapes")
    out = _emulate(_prepare(build_dir, tmp_path_factory, "sm_90"), "--kinds", "tma",
                   "--shapes", ",".join(shapes))
    n = len(shapes)
    assert out.count("tile_tma_sync ") == n and out.count("tile_tma_sync_generic ") == n, out
    assert out.count(" ok (") == 2 * n, out


def test_bench_gemm_plain_kernels_emulated(gemm_ptx):
    """The plain (pointer) GEMMs the GPU benchmark runs on sm_90a, as
    run.py launches them (threads and dynamic shared memory from the
    manifest): examples/gemm_bf16.mlir and the DSL's Triton-style GEMM on
    128 x 256 blocks, cp.async + wgmma pipelines, and the example with
    mma.sync (tile_cp_async: the sm_80/89/120 pipeline, its 4 stages in
    59392 bytes of dynamic shared memory; tile_cp_async_dsl_128x128: 4 of
    35840 bytes, 8 warps), on an edge shape. By default a sample with
    both pipelines (wgmma, mma.sync) and both sources (example, DSL)."""
    variants = sampling.sample(
        ["tile", "tile_cp_async", "tile_dsl_plain_128x256", "tile_cp_async_dsl_128x128"],
        kinds=(lambda v: "cp_async" in v, lambda v: "dsl" in v), name="plain GEMMs")
    out = _emulate(gemm_ptx, "--kinds", "plain", "--shapes", "200x296x136", "--variants",
                   ",".join(variants))
    assert out.count(" ok (") == len(variants), out


def test_bench_gemm_tma_kernels_under_random_schedules(gemm_ptx):
    """The pipelines stay right when warps and blocks of a cluster run in
    other orders and TMA copies land at other moments. By default a sample
    (the cluster kernel always)."""
    variants = sampling.sample(["tile_tma", "tile_tma_persistent_store", "tile_tma_cluster2x2",
                                "tile_tma_splitk", "tile_fp8_tma", "tile_tma_generic"],
                               keep=lambda v: "cluster" in v, name="random schedules")
    out = _emulate(gemm_ptx, "--schedule", "random", "--seed", "5", "--shapes", "200x296x608",
                   "--variants", ",".join(variants))
    assert out.count(" ok (") == len(variants)


# Bugs planted in examples/gemm_bf16_tma.mlir's PTX, each of which the
# emulation must catch (wrong numbers or an EmuError).
_MUTATIONS = {
    "stage released before its wgmma ran": (r"wgmma\.wait_group\.sync\.aligned 1;",
                                            "wgmma.wait_group.sync.aligned 2;"),
    "no wait before the epilogue": (r"wgmma\.wait_group\.sync\.aligned 0;",
                                    "wgmma.fence.sync.aligned;"),
    "A read without the swizzle": (r"or\.b64(\s+%rd\d+, %rd\d+,) 4611686293305360384;",
                                   r"or.b64\1 274877972480;"),
    "expect_tx short by a box": (r"mov\.b32(\s+%r\d+), 49152;", r"mov.b32\1, 32768;"),
    "consumer does not retry the full barrier": (
        r"(mbarrier\.try_wait\.parity\.shared::cta\.b64 %tl_p, \[(%r\d+)\], (%r\d+);\s*"
        r"selp\.u32 (%r\d+), 1, 0, %tl_p;\s*\}\s*(?://[^\n]*\s*)?setp\.eq\.b32\s+(%p\d+), \4), 0;",
        r"\1, 7;"),
}


@pytest.mark.parametrize("name", sorted(_MUTATIONS))
def test_pipeline_bugs_are_caught(gemm_ptx, name):
    spec, ptx, kmeta = _tile_tma(gemm_ptx)
    assert not _caught(spec, kmeta, ptx, [("min", 0)])  # the kernel itself is right
    pattern, repl = _MUTATIONS[name]
    bad, n = re.subn(pattern, repl, ptx)
    assert n >= 1, f"mutation {name!r} does not apply"
    assert _caught(spec, kmeta, bad, [("min", 0)]), f"{name}: the emulation did not notice"


# --- Blackwell (tcgen05): no GPU of that kind is lent here, so emulation is all ------------------
@pytest.fixture(scope="session")
def blackwell_ptx(build_dir, tmp_path_factory):
    return _prepare(build_dir, tmp_path_factory, "sm_100a")


def test_blackwell_tma_kernels_emulated(blackwell_ptx):
    """The same TMA kernels built for sm_100a: tcgen05.mma (kind::f16 and
    kind::f8f6f4) accumulating in tensor memory, commits to the stages'
    mbarriers, tcgen05.ld epilogues, and the CTA-pair kernel (cta_group::2:
    A, B and D split across the pair, B boxes signalling the first CTA's
    barrier, commits multicast to both). By default every other variant
    and the six named here (sampling.py)."""
    named = ("tile_tma ", "tile_fp8_tma ", "tile_tma_persistent_store ",
             "tile_tma_cluster2x2 ", "tile_tma_splitk ", "tile_tcgen05_pair ")
    variants = sampling.sample(
        [s["variant"] for s in json.load(open(blackwell_ptx / "manifest.json"))["kernels"]
         if s.get("metadata")], keep=lambda v: v + " " in named, name="sm_100a TMA GEMMs")
    out = _emulate(blackwell_ptx, "--kinds", "tma", "--shapes", "200x296x608", "--variants",
                   ",".join(variants))
    for variant in named:
        assert out.count(variant) == 1, variant
    assert out.count(" ok (") >= len(variants) - 1
    out = _emulate(blackwell_ptx, "--kinds", "tma", "--shapes", "256x512x512", "--schedule",
                   "random", "--seed",
                   "2", "--variants", "tile_tma,tile_tcgen05_pair,tile_fp8_tma_persistent_store")
    assert out.count(" ok (") == 3


def _plain_gemm(build_dir, target, ptx=None, stats=None, schedule="min", seed=0,
                shape=(130, 70, 136)):
    """examples/gemm_bf16.mlir on `target` (or the given PTX of it) for an
    M x N x K problem (`shape`, at most 2 x 2 blocks of 64): (C, the
    reference); `stats` as Module.launch's."""
    import emulate
    if ptx is None:
        ptx = _translate(build_dir, target, "gemm_bf16.mlir")
    meta = json.loads(_translate(build_dir, target, "gemm_bf16.mlir", "--emit=metadata"))
    shared = meta["kernels"][0]["dynamic_shared_bytes"]
    M, N, K = shape
    rng = np.random.default_rng(1)
    a_bits, a = emulate.bf16_bits(rng.standard_normal((M, K)))
    b_bits, b = emulate.bf16_bits(rng.standard_normal((K, N)))
    mem = ptxemu.Memory()
    args = [mem.alloc(a_bits), mem.alloc(b_bits),
            mem.alloc(np.full((M, N), np.nan, np.float32)), M, N, K]
    ptxemu.Module(ptx).launch("gemm_bf16", (2, 2, 1), (128, 1, 1), args, mem, stats=stats,
                              shared_bytes=shared, schedule=schedule, seed=seed)
    return mem.read(args[2], (M, N), np.float32), a.astype(np.float64) @ b


def _translate(build_dir, target, example, *flags):
    return subprocess.run([os.path.join(build_dir, "bin", "tile-translate"),
                           f"--gpu-name={target}", *flags,
                           os.path.join(ROOT, "examples", example)],
                          capture_output=True, text=True, check=True).stdout


def test_blackwell_plain_gemm_emulated(build_dir):
    """examples/gemm_bf16.mlir on sm_100a (no TMA): the K loop is a cp.async
    pipeline into core-matrix stages; thread 0 issues each stage's
    tcgen05.mma into the tensor-memory accumulator and commits them to the
    stage's mbarrier, which the block waits on before refilling it; the
    accumulator is read back once (tcgen05.ld). K = 136 takes 5 iterations
    of 32 through 4 stages (stages refilled), under both schedules."""
    ptx = _translate(build_dir, "sm_100a", "gemm_bf16.mlir")
    assert "tcgen05.mma" in ptx and "cp.async.cg" in ptx
    for schedule, seed in (("min", 0), ("random", 3)):
        c, ref = _plain_gemm(build_dir, "sm_100a", ptx, schedule=schedule, seed=seed)
        np.testing.assert_allclose(c, ref, rtol=1e-4, atol=1e-4)


# The rolled element loop of a cp.async chunk's fallback: its back edge.
_FALLBACK_BACK_EDGE = re.compile(r"(setp\.ne\.b64\s+%p\d+, %rd\d+, )8;")


@pytest.mark.parametrize("target", ["sm_80", "sm_90a", "sm_100a"])
def test_cp_async_unaligned_rows_take_the_element_loop(build_dir, target):
    """K and N odd: A's rows are 2K bytes and B's 2N bytes apart, so the
    16-byte chunks of every other row start off a 16-byte boundary and the
    run-time test sends them to the fallback, a loop over the chunk's 8
    elements (predicated loads where the K and N masks cut a chunk, shared
    stores) that LLVM keeps rolled: one loop per chunk site, A 4 and B 2
    chunks per thread in the prologue and the loop body: 12 in all where
    the prologue is a loop (tile-pipeline's templates, sm_80 and sm_90a),
    24 where tile-pipeline-loads writes its 3 iterations of copies out
    (sm_100a). C matches NumPy, the loop ran (its shared stores), and a
    loop stopping one element early (a planted bug) leaves the last element
    of each such chunk stale, which the result shows."""
    ptx = _translate(build_dir, target, "gemm_bf16.mlir")
    sites = 24 if target == "sm_100a" else 12
    assert ptx.count("ld.global.b16") == sites and "nounroll" not in ptx
    assert len(_FALLBACK_BACK_EDGE.findall(ptx)) == sites
    shape = (67, 45, 75)
    stats = {}
    c, ref = _plain_gemm(build_dir, target, ptx, stats=stats, shape=shape)
    np.testing.assert_allclose(c, ref, rtol=1e-4, atol=1e-4)
    element_stores = sum(v[0] for v in stats.values() if v[3].startswith("st.shared.b16"))
    assert element_stores >= 1000, element_stores
    bad = _FALLBACK_BACK_EDGE.sub(r"\g<1>7;", ptx)
    c, ref = _plain_gemm(build_dir, target, bad, shape=shape)
    assert not np.allclose(c, ref, rtol=1e-3, atol=1e-3), "a short fallback went unnoticed"


def _run_one_dot_sm100a(kernel, seed, want):
    """Compiles the DSL kernel `kernel(a, b, c)` (a 128 x 64 and b 64 x 64
    bf16, c 128 x 64 f32) for sm_100a, runs it on one block of 128 threads
    on random a and b, checks c against want(a, b) and returns the shared
    memory statistics of the launch (Module.launch(stats=...))."""
    ptx = kernel.compile("sm_100a", cache=False).ptx
    assert "tcgen05.mma" in ptx
    rng = np.random.default_rng(seed)
    a_bits, a = ptxemu.bf16_bits(rng.standard_normal((128, 64)))
    b_bits, b = ptxemu.bf16_bits(rng.standard_normal((64, 64)))
    mem = ptxemu.Memory()
    args = [mem.alloc(a_bits), mem.alloc(b_bits), mem.alloc(np.zeros((128, 64), np.float32))]
    stats = {}
    ptxemu.Module(ptx).launch(kernel.name, (1, 1, 1), (128, 1, 1), args, mem, stats=stats)
    np.testing.assert_allclose(mem.read(args[2], (128, 64), np.float32),
                               want(a.astype(np.float64), b), rtol=1e-4, atol=1e-4)
    return stats


def test_tcgen05_operand_staging_is_conflict_free():
    """The general tcgen05 lowering (a dot outside a pipelined loop) stages
    A (row-major M x K, each warp storing 32 consecutive elements of a row)
    into core matrices 144 bytes apart along K: every such store takes one
    wavefront (with 128, four). B (K x N) is still written N x K (at most
    2x in total)."""
    import tile

    @tile.kernel
    def one_dot(a: tile.ptr(tile.bfloat16), b: tile.ptr(tile.bfloat16),
                c: tile.ptr(tile.float32)):
        r, k, n = tile.arange(0, 128), tile.arange(0, 64), tile.arange(0, 64)
        acc = tile.dot(tile.load(a, r[:, None] * 64 + k[None, :]),
                       tile.load(b, k[:, None] * 64 + n[None, :]))
        tile.store(c, r[:, None] * 64 + n[None, :], acc)

    stats = _run_one_dot_sm100a(one_dot, 2, lambda a, b: a @ b)
    stores = [v for v in stats.values() if v[3].startswith("st.shared.b16")]
    clean = [v for v in stores if v[1] == v[2]]
    assert stores and len(clean) >= len(stores) // 2
    assert sum(v[1] for v in stores) <= 2 * sum(v[2] for v in stores)


def test_tcgen05_operand_runs_staged_by_vector_stores():
    """A tcgen05 dot whose result is held as tcgen05.ld reads it (M = 128)
    and whose B is the tile.trans of an N x K tile keeps the kernel's runs:
    A's and B's runs lie along K, in one 16-byte core-matrix row, and go
    to shared memory a run per vector store (8 bytes: 4 bf16), each
    conflict-free, where runs of one would take four scalar stores."""
    import tile

    @tile.kernel
    def dot_nt(a: tile.ptr(tile.bfloat16), b: tile.ptr(tile.bfloat16),
               c: tile.ptr(tile.float32)):
        r, k, n = tile.arange(0, 128), tile.arange(0, 64), tile.arange(0, 64)
        bt = tile.load(b, n[:, None] * 64 + k[None, :])
        acc = tile.dot(tile.load(a, r[:, None] * 64 + k[None, :]), tile.trans(bt))
        tile.store(c, r[:, None] * 64 + n[None, :], acc)

    stats = _run_one_dot_sm100a(dot_nt, 3, lambda a, b: a @ b.T)
    stores = [v for v in stats.values() if v[3].startswith("st.shared")]
    vector = [v for v in stores if v[3].startswith("st.shared.v")]
    assert not [v for v in stores if v[3].startswith("st.shared.b16")]
    # A and B: 128 x 64 + 64 x 64 elements, 4 a store.
    assert sum(v[0] for v in vector) * 32 * 4 >= 128 * 64 + 64 * 64
    assert all(v[1] == v[2] for v in vector), vector


@pytest.mark.parametrize("target", ["sm_80", "sm_120a"])
def test_cp_async_pipeline_with_b_stored_n_by_k(build_dir, target):
    """B stored N x K (the dot reads the tile.trans of its load): the
    mma.sync cp.async pipeline stages the N x K rows as loaded and reads
    B's fragments with ldmatrix (no .trans); the masked edges (M, N, K not
    multiples of the block) and every stage refill match NumPy, and the
    fragment reads take the minimum of wavefronts (the 16-byte row padding
    is for them; the copies of 64-byte rows 80 bytes apart take two per
    quarter warp, as A's always have)."""
    src = os.path.join(ROOT, "test", "Conversion", "TileToNV", "pipeline-cp-async-nk.mlir")
    ptx = subprocess.run([os.path.join(build_dir, "bin", "tile-translate"),
                          f"--gpu-name={target}", src], capture_output=True, text=True,
                         check=True).stdout
    assert "cp.async.cg" in ptx and ".trans" not in ptx
    M, N, K = 100, 90, 200
    rng = np.random.default_rng(21)
    a_bits, a = ptxemu.bf16_bits(rng.standard_normal((M, K)))
    bt_bits, bt = ptxemu.bf16_bits(rng.standard_normal((N, K)))
    mem = ptxemu.Memory()
    args = [mem.alloc(a_bits), mem.alloc(bt_bits),
            mem.alloc(np.full((M, N), np.nan, np.float32)), M, N, K]
    stats = {}
    ptxemu.Module(ptx).launch("gemm_nk", (2, 2, 1), (128, 1, 1), args, mem, stats=stats)
    np.testing.assert_allclose(mem.read(args[2], (M, N), np.float32),
                               a.astype(np.float64) @ bt.T.astype(np.float64),
                               rtol=1e-4, atol=1e-4)
    reads = [v for v in stats.values() if v[3].startswith("ldmatrix")]
    assert len(reads) >= 4 and all(v[1] == v[2] for v in reads), reads


@pytest.mark.parametrize("target", ["sm_90a", "sm_100a"])
def test_cp_async_core_matrix_pipeline_is_conflict_free(build_dir, target):
    """sm_90a / sm_100a: the plain GEMM's K loop is a cp.async pipeline into
    the core-matrix layouts wgmma and tcgen05 read; each 8 consecutive
    chunks a warp copies are the 8 rows of one core matrix (128 contiguous
    bytes), so every cp.async takes the minimum of wavefronts (4 per warp:
    quarter-warp phases)."""
    stats = {}
    c, ref = _plain_gemm(build_dir, target, stats=stats)
    np.testing.assert_allclose(c, ref, rtol=1e-4, atol=1e-4)
    copies = [v for v in stats.values() if v[3].startswith("cp.async.cg")]
    assert copies and sum(v[0] for v in copies) > 100
    assert all(v[1] == v[2] for v in copies), copies


@pytest.mark.parametrize("spans", [None, (32, 64)])
def test_cp_async_wgmma_stages_are_what_the_plan_records(build_dir, spans):
    """A cp_async_wgmma plan records its stages' shared layouts (shared_a,
    shared_b: tile-pipeline picks A's 64-byte lines 64-byte swizzled and B's
    128-byte ones 128-byte swizzled for examples/gemm_bf16.mlir) and the
    lowering builds what it reads there: the same plan with other spans
    written in, or with none (wgmma's no-swizzle core matrices), gives
    descriptors of those swizzle modes and matches NumPy in the emulator
    (stages refilled, masked edges)."""
    def run(tool, *args, stdin=None):
        return subprocess.run([os.path.join(build_dir, "bin", tool), *args], input=stdin,
                              capture_output=True, text=True, check=True).stdout
    planned = run("tile-opt", "--tile-set-target=gpu-name=sm_90a", "--tile-lower-dot",
                  "--tile-pipeline", os.path.join(ROOT, "examples", "gemm_bf16.mlir"))
    chosen = (", shared_a = #tile.shared<swizzle = 64, elem_bytes = 2>, "
              "shared_b = #tile.shared<swizzle = 128, elem_bytes = 2>")
    assert planned.count(chosen) == 1
    written = "" if spans is None else (
        f", shared_a = #tile.shared<swizzle = {spans[0]}, elem_bytes = 2>, "
        f"shared_b = #tile.shared<swizzle = {spans[1]}, elem_bytes = 2>")
    ptx = run("tile-translate", "--gpu-name=sm_90a", "-", stdin=planned.replace(chosen, written))
    # Descriptor bits 62-63: 1 128-byte, 2 64-byte, 3 32-byte swizzle.
    modes = {(int(c) >> 62) & 3
             for c in re.findall(r"or\.b64\s+%rd\d+, %rd\d+, (-?\d+);", ptx)} - {0}
    assert modes == (set() if spans is None else {{128: 1, 64: 2, 32: 3}[s] for s in spans})
    c, ref = _plain_gemm(build_dir, "sm_90a", ptx)
    np.testing.assert_allclose(c, ref, rtol=1e-4, atol=1e-4)


def test_tcgen05_cp_async_refill_before_its_mmas_is_caught(build_dir):
    """A bug planted in the sm_100a pipeline: the block refills a stage
    without waiting for the mbarrier that the stage's tcgen05 MMAs commit
    to. The emulator runs MMAs as late as it may (when no thread can go on:
    here at the final wait), so the copy that refilled the stage is what
    they read."""
    ptx = _translate(build_dir, "sm_100a", "gemm_bf16.mlir")
    bad, n = re.subn(r"selp\.u32 (%r\d+), 1, 0, %tl_p;", r"mov.u32 \1, 1;", ptx, count=1)
    assert n == 1
    for schedule, seed in [("min", 0)] + [("random", s) for s in range(1, 4)]:
        try:
            c, ref = _plain_gemm(build_dir, "sm_100a", bad, schedule=schedule, seed=seed)
        except ptxemu.EmuError:
            return
        if not np.allclose(c, ref, rtol=1e-3, atol=1e-3):
            return
    pytest.fail("no schedule noticed the refill before the stage's MMAs")


@pytest.mark.parametrize("target", ["sm_80", "sm_90a", "sm_100a"])
def test_cp_async_early_read_is_caught(build_dir, target):
    """A bug planted in the cp.async pipelines of examples/gemm_bf16.mlir
    (sm_80: mma.sync, sm_90a: wgmma, sm_100a: tcgen05): a copy lands only
    at the wait that needs it, so waiting for one group too few reads the
    current stage before its copies landed. (The loop's wait is the
    first; sm_100a drains the copies after the loop with a second.)"""
    ptx = _translate(build_dir, target, "gemm_bf16.mlir")
    c, ref = _plain_gemm(build_dir, target, ptx)
    np.testing.assert_allclose(c, ref, rtol=1e-4, atol=1e-4)
    bad, n = re.subn(r"cp\.async\.wait_group (\d);",
                     lambda m: f"cp.async.wait_group {int(m.group(1)) + 1};", ptx, count=1)
    assert n == 1
    try:
        c, ref = _plain_gemm(build_dir, target, bad)
    except ptxemu.EmuError:
        return
    assert not np.allclose(c, ref, rtol=1e-3, atol=1e-3), "the early read went unnoticed"


def _without_proxy_fences(ptx):
    out, n = re.subn(r"\tfence\.proxy\.async[^\n]*\n", "", ptx)
    assert n, "no fence.proxy.async to remove"
    return out


@pytest.mark.parametrize("target", ["sm_90a", "sm_100a"])
def test_missing_proxy_fence_is_caught_plain_gemm(build_dir, target):
    """Operands staged with st.shared (generic proxy) and read by wgmma or
    tcgen05.mma (async proxy) need a fence.proxy.async in between (PTX ISA
    "Proxies"); tile emits one. Without it the emulator stops at the MMA."""
    ptx = _translate(build_dir, target, "gemm_bf16.mlir")
    c, ref = _plain_gemm(build_dir, target, ptx)  # with the fences: fine
    np.testing.assert_allclose(c, ref, rtol=1e-4, atol=1e-4)
    with pytest.raises(ptxemu.EmuError, match="generic proxy with no fence.proxy.async"):
        _plain_gemm(build_dir, target, _without_proxy_fences(ptx))


def test_missing_proxy_fence_is_caught_tma_store(gemm_ptx):
    """The TMA-store epilogue: stmatrix writes C's tile (generic proxy), the
    TMA store reads it (async proxy): without the fence the emulator stops."""
    import emulate
    spec, ptx, kmeta = _tile_tma(gemm_ptx, "tile_tma_store")
    rel, _ = emulate.run_one(spec, kmeta, ptxemu.Module(ptx), 256, 512, 640, 2, "min", 0)
    assert rel < 1e-3
    with pytest.raises(ptxemu.EmuError, match="a TMA store reads shared memory"):
        emulate.run_one(spec, kmeta, ptxemu.Module(_without_proxy_fences(ptx)), 256, 512, 640, 2,
                        "min", 0)


def test_missing_proxy_fence_is_caught_scales(build_dir):
    """MXFP8 on sm_100a: operands and scale atoms staged with st.shared,
    read by tcgen05.cp / tcgen05.mma."""
    with pytest.raises(ptxemu.EmuError, match="no fence.proxy.async"):
        ptx, shared = _mxfp8_ptx(build_dir, "sm_100a")
        _run_mxfp8(_without_proxy_fences(ptx), 130, 70, 64, shared=shared)


_BLACKWELL_MUTATIONS = {
    # (pattern, replacement, schedules tried: caught by at least one)
    "epilogue reads tensor memory before the accumulator's commit": (
        r"(@%p\d+ bra \t\$L__BB0_\d+;)(\s*// begin inline asm\s*"
        r"tcgen05\.fence::after_thread_sync;\s*// end inline asm\s*shl)", r"\2", [0]),
    "every warp reads warp 0's tensor memory lanes": (
        r"and\.b32 \t(%r\d+), (%r\d+), 6291584;", r"and.b32 \t\1, \2, 128;", [0]),
    "MMA issued before its stage's TMA boxes landed": (
        r"(mbarrier\.try_wait\.parity\.shared::cta\.b64 %tl_p, \[(%r\d+)\], (%r\d+);\s*"
        r"selp\.u32 (%r\d+), 1, 0, %tl_p;\s*\}\s*// end inline asm\s*setp\.eq\.b32\s+%p\d+, "
        r"\4), 0;(\s*@%p\d+ bra \t\$L__BB0_\d+;\s*// begin inline asm\s*"
        r"tcgen05\.fence::after_thread_sync)", r"\1, 7;\5", [1, 2, 3, 4]),
}


@pytest.mark.parametrize("name", sorted(_BLACKWELL_MUTATIONS))
def test_blackwell_pipeline_bugs_are_caught(blackwell_ptx, name):
    spec, ptx, kmeta = _tile_tma(blackwell_ptx)
    pattern, repl, seeds = _BLACKWELL_MUTATIONS[name]
    bad, n = re.subn(pattern, repl, ptx)
    assert n == 1, f"mutation {name!r} applies {n} times"
    schedules = [("random" if seed else "min", seed) for seed in seeds]
    assert _caught(spec, kmeta, bad, schedules), f"{name}: no schedule noticed"


@pytest.mark.parametrize("target", ["sm_90a", "sm_100a"])
def test_hopper_tma_copy_example_emulated(build_dir, target):
    """examples/hopper_tma_copy.mlir as its header says to launch it: two
    f32 tensor maps (64 x 32 boxes, no swizzle), grid (cols / 64, rows /
    32): out = in * scale through TMA load, mbarrier, TMA store."""
    ptx = subprocess.run([os.path.join(build_dir, "bin", "tile-translate"),
                          f"--gpu-name={target}",
                          os.path.join(ROOT, "examples", "hopper_tma_copy.mlir")],
                         capture_output=True, text=True, check=True).stdout
    rows, cols = 64, 192
    x = np.random.default_rng(4).standard_normal((rows, cols)).astype(np.float32)
    mem = ptxemu.Memory()
    src, dst = mem.alloc(x), mem.alloc(np.full((rows, cols), np.nan, np.float32))
    enc = ptxemu.TensorMapEncoder()
    maps = [enc.encode_tiled(7, 2, addr, (cols, rows), (cols * 4,), (64, 32), swizzle=0)
            for addr in (src, dst)]
    ptxemu.Module(ptx).launch("tma_scale", (cols // 64, rows // 32, 1), (128, 1, 1),
                              maps + [2.5], mem, shared_bytes=16392)
    np.testing.assert_array_equal(mem.read(dst, (rows, cols), np.float32),
                                  x * np.float32(2.5))


# --- block-scaled MMAs (MXFP8): tcgen05.cp + tcgen05.mma block_scale, mma.sync block_scale --
def _example_ptx(build_dir, target, example):
    """The example's PTX on `target` and the dynamic shared memory its
    kernel needs (a tcgen05 cp.async pipeline keeps its stages there)."""
    meta = json.loads(_translate(build_dir, target, example, "--emit=metadata"))
    return _translate(build_dir, target, example), meta["kernels"][0]["dynamic_shared_bytes"]


def _mxfp8_ptx(build_dir, target):
    return _example_ptx(build_dir, target, "gemm_mxfp8.mlir")


def _run_mxfp8(ptx, M, N, K, seed=5, schedule="min", shared=0):
    """examples/gemm_mxfp8.mlir as its header launches it: e4m3 A (M x K)
    and B (K x N), ue8m0 scales SA (M x K/32) and SB (N x K/32), f32 C;
    returns (C, the float64 reference, A's and B's codes and scales)."""
    a, sa, b, sb, ref = ptxemu.mxfp8_problem(np.random.default_rng(seed), M, N, K)
    mem = ptxemu.Memory()
    pa, psa, pb, psb = (mem.alloc(x) for x in (a, sa, b, sb))
    pc = mem.alloc(np.full((M, N), np.nan, np.float32))
    ptxemu.Module(ptx).launch("gemm_mxfp8", ((N + 63) // 64, (M + 127) // 128, 1), (128, 1, 1),
                              [pa, psa, pb, psb, pc, M, N, K], mem, schedule=schedule, seed=seed,
                              shared_bytes=shared)
    return mem.read(pc, (M, N), np.float32), ref


@pytest.mark.parametrize("target", ["sm_100a", "sm_103f", "sm_120a"])
@pytest.mark.parametrize("shape", [(130, 70, 64), (250, 130, 320)])
def test_gemm_mxfp8_example_emulated(build_dir, target, shape):
    """The MXFP8 GEMM on Blackwell: scales staged through shared memory into
    tensor memory (tcgen05.cp .32x128b.warpx4) and read by tcgen05.mma
    kind::mxf8f6f4.block_scale through the instruction descriptor's scale
    IDs (sm_100a, sm_103f), or handed to mma.sync block_scale in the lanes
    the instruction reads them from (sm_120a). K = 320 is 10 scale blocks:
    more than one round of 4-block atoms, the last one partial."""
    ptx, shared = _mxfp8_ptx(build_dir, target)
    c, ref = _run_mxfp8(ptx, *shape, shared=shared)
    np.testing.assert_allclose(c, ref, rtol=1e-5, atol=1e-5 * np.abs(ref).max())


def _run_nvfp4(ptx, M, N, K, seed=5, schedule="min", kernel="gemm_nvfp4", nvfp4=True,
               shared=0):
    """examples/gemm_nvfp4.mlir as its header launches it: packed e2m1 A
    (M x K/2 bytes) and B (N x K/2), e4m3 scales SA (M x K/16) and SB
    (N x K/16), f32 C = A B^T; returns (C, the float64 reference)."""
    a, sa, b, sb, ref = ptxemu.fp4_problem(np.random.default_rng(seed), M, N, K, nvfp4)
    mem = ptxemu.Memory()
    pa, psa, pb, psb = (mem.alloc(x) for x in (a, sa, b, sb))
    pc = mem.alloc(np.full((M, N), np.nan, np.float32))
    ptxemu.Module(ptx).launch(kernel, ((N + 63) // 64, (M + 127) // 128, 1), (128, 1, 1),
                              [pa, psa, pb, psb, pc, M, N, K], mem, schedule=schedule, seed=seed,
                              shared_bytes=shared)
    return mem.read(pc, (M, N), np.float32), ref


@pytest.mark.parametrize("target", ["sm_120a", "sm_121f", "sm_100a", "sm_103f"])
@pytest.mark.parametrize("shape", [(130, 70, 64), (120, 130, 192)])
def test_gemm_nvfp4_example_emulated(build_dir, target, shape):
    """The NVFP4 GEMM: packed e2m1 bytes staged as they are (the unpacking
    is left to the dot). sm_120a / sm_121f: read as whole fragment
    registers by mma.sync kind::mxf4nvf4.block_scale.scale_vec::4X with
    each row's and column's four e4m3 scales in one register; sm_100a /
    sm_103f: 32-byte-swizzled cp.async rings (the generic pipeliner) read
    by tcgen05.mma kind::mxf4nvf4.block_scale.block16, the four scales of
    an MMA in one tensor-memory cell. Masked edges in M and N, several K
    steps."""
    ptx, shared = _example_ptx(build_dir, target, "gemm_nvfp4.mlir")
    assert ("kind::mxf4nvf4.block_scale.block16" if target.startswith("sm_10") else
            "kind::mxf4nvf4.block_scale.scale_vec::4X.m16n8k64") in ptx
    c, ref = _run_nvfp4(ptx, *shape, shared=shared)
    np.testing.assert_allclose(c, ref, rtol=1e-5, atol=1e-5 * np.abs(ref).max())


def test_gemm_mxfp8_random_schedule(build_dir):
    ptx, shared = _mxfp8_ptx(build_dir, "sm_100a")
    c, ref = _run_mxfp8(ptx, 130, 70, 320, seed=2, schedule="random", shared=shared)
    np.testing.assert_allclose(c, ref, rtol=1e-5, atol=1e-5 * np.abs(ref).max())


def _flip_sfa_id(ptx):
    """The block-scaled instruction descriptor's SFA ID (bits 29-30) + 1."""
    m = re.search(r"mov\.b32\s+(%r\d+), (\d+);\s*\n(?:.*\n){0,8}?\s*tcgen05\.mma\S* \[%r\d+\], "
                  r"%rd\d+, %rd\d+, \1,", ptx)
    assert m, "no instruction descriptor before the tcgen05.mma"
    return ptx[:m.start(2)] + str(int(m.group(2)) ^ (1 << 29)) + ptx[m.end(2):]


def _swap_scale_operands(ptx):
    return re.sub(r"(block_scale\.block32 \[%r\d+\], %rd\d+, %rd\d+, %r\d+), (\[%r\d+\]), "
                  r"(\[%r\d+\])", r"\1, \3, \2", ptx, count=1)


def _drop_sfb_copy(ptx):
    """Leaves B's scales out of tensor memory (the second tcgen05.cp)."""
    copies = [m for m in re.finditer(r"\ttcgen05\.cp\.[^\n]*\n", ptx)]
    assert len(copies) == 2
    return ptx[:copies[1].start()] + ptx[copies[1].end():]


def _wrong_byte_id(ptx):
    """mma.sync block_scale: A's scale from byte 1 of the register."""
    return re.sub(r"(ue8m0 [^;]*%r\d+), \{0, 0\}, (%r\d+), \{0, 0\};", r"\1, {1, 0}, \2, {0, 0};",
                  ptx)


def _swap_sync_scales(ptx):
    """mma.sync block_scale: A's and B's scale registers swapped."""
    return re.sub(r"(ue8m0 [^;]*)(%r\d+), \{0, 0\}, (%r\d+), \{0, 0\};", r"\1\3, {0, 0}, \2, {0, 0};",
                  ptx)


@pytest.mark.parametrize("target,bug", [("sm_100a", _flip_sfa_id),
                                        ("sm_100a", _swap_scale_operands),
                                        ("sm_100a", _drop_sfb_copy),
                                        ("sm_120a", _wrong_byte_id),
                                        ("sm_120a", _swap_sync_scales)])
def test_mxfp8_scale_bugs_are_caught(build_dir, target, bug):
    """Scales read from the wrong byte, swapped between A and B, never copied
    to tensor memory, or taken from the wrong byte: each gives wrong numbers
    in the emulator (so the emulation checks where tile puts the scales)."""
    ptx, shared = _mxfp8_ptx(build_dir, target)
    planted = bug(ptx)
    assert planted != ptx
    c, ref = _run_mxfp8(planted, 130, 70, 160, shared=shared)
    assert not np.allclose(c, ref, rtol=1e-3, atol=1e-3 * np.abs(ref).max())


@pytest.mark.parametrize("target", ["sm_120a", "sm_100a"])
@pytest.mark.parametrize("fmt", ["nvfp4", "mxfp8"])
def test_block_scaled_pipeline_random_schedule(build_dir, fmt, target):
    """The block-scaled K loops of both examples are cp.async pipelines (A,
    B and both scale tiles a stage: NVFP4's 4-byte scale rows with
    cp.async.ca, MXFP8's 1-byte rows element by element), on mma.sync
    (sm_120a) and on tcgen05 (sm_100a: the scales in 512-byte atoms, copied
    to the stage's own tensor-memory columns before its MMAs): right under
    a random warp schedule, with the 4-stage ring wrapping (K = 640 is 10
    NVFP4 steps, K = 320 10 MXFP8 steps) and masked edges."""
    ptx, shared = _example_ptx(build_dir, target, f"gemm_{fmt}.mlir")
    if fmt == "nvfp4":
        assert "cp.async.ca.shared.global" in ptx
    assert "cp.async.wait_group 2;" in ptx
    run, K = (_run_nvfp4, 640) if fmt == "nvfp4" else (_run_mxfp8, 320)
    for seed in (3, 8):
        c, ref = run(ptx, 140, 70, K, seed=seed, schedule="random", shared=shared)
        np.testing.assert_allclose(c, ref, rtol=1e-5, atol=1e-5 * np.abs(ref).max())


@pytest.mark.parametrize("target", ["sm_120a", "sm_100a"])
@pytest.mark.parametrize("fmt", ["nvfp4", "mxfp8"])
def test_block_scaled_pipeline_early_read_is_caught(build_dir, fmt, target):
    """Waiting for one commit group too few (cp.async.wait_group 3 with 4
    stages: iteration i's copies, scales included, may still be in flight
    when its mma.sync or tcgen05.cp / tcgen05.mma read the stage) gives
    wrong numbers in the emulator, so the tests above check the pipeline's
    synchronization."""
    ptx, shared = _example_ptx(build_dir, target, f"gemm_{fmt}.mlir")
    planted = ptx.replace("cp.async.wait_group 2;", "cp.async.wait_group 3;")
    assert planted != ptx
    run = _run_nvfp4 if fmt == "nvfp4" else _run_mxfp8
    c, ref = run(planted, 130, 70, 320, shared=shared)
    assert not np.allclose(c, ref, rtol=1e-3, atol=1e-3 * np.abs(ref).max())


@pytest.mark.parametrize("target", ["sm_80", "sm_90a", "sm_100a"])
def test_cp_async_pipeline_inside_an_outer_loop(target):
    """A pipelined K loop run twice by an outer loop over output tiles, each
    tile's row sums reduced through shared memory after it (which may use
    the ring the next tile's copies refill): both tiles right under both
    schedules, on mma.sync, wgmma and tcgen05 (fresh barriers and tensor
    memory for each run, the allocation permit kept)."""
    import tile

    @tile.kernel
    def two_tiles(a: tile.ptr(tile.bfloat16), b: tile.ptr(tile.bfloat16),
                  c: tile.ptr(tile.float32), rs: tile.ptr(tile.float32), K: tile.int32):
        r, n, ks = tile.arange(0, 128), tile.arange(0, 64), tile.arange(0, 16)
        for t in range(0, 2):
            rows = t * 128 + r
            acc = tile.zeros((128, 64), tile.float32)
            for k0 in range(0, K, 16):
                k = k0 + ks
                ta = tile.load(a, rows[:, None] * K + k[None, :], mask=k[None, :] < K)
                tb = tile.load(b, k[:, None] * 64 + n[None, :], mask=k[:, None] < K)
                acc = tile.dot(ta, tb, acc)
            tile.store(c, rows[:, None] * 64 + n[None, :], acc)
            tile.store(rs, rows, tile.sum(acc, axis=1))

    compiled = two_tiles.compile(target, num_warps=4, cache=False)
    assert "cp.async.cg" in compiled.ptx
    assert (compiled.dynamic_shared_bytes > 0) == (target != "sm_80")
    if target == "sm_100a":
        assert "tcgen05.mma" in compiled.ptx and "relinquish_alloc_permit" not in compiled.ptx
    K = 72
    rng = np.random.default_rng(0)
    a_bits, a = ptxemu.bf16_bits(rng.standard_normal((256, K)))
    b_bits, b = ptxemu.bf16_bits(rng.standard_normal((K, 64)))
    want = a.astype(np.float64) @ b
    for schedule, seed in (("min", 0), ("random", 4)):
        mem = ptxemu.Memory()
        args = [mem.alloc(a_bits), mem.alloc(b_bits), mem.alloc(np.zeros((256, 64), np.float32)),
                mem.alloc(np.zeros(256, np.float32)), K]
        ptxemu.Module(compiled.ptx).launch("two_tiles", (1, 1, 1), (128, 1, 1), args, mem,
                                           shared_bytes=compiled.dynamic_shared_bytes,
                                           schedule=schedule, seed=seed)
        np.testing.assert_allclose(mem.read(args[2], (256, 64), np.float32), want,
                                   rtol=1e-4, atol=1e-4)
        np.testing.assert_allclose(mem.read(args[3], (256,), np.float32), want.sum(1),
                                   rtol=1e-4, atol=1e-3)


def test_two_stage_cp_async_wgmma_pipeline():
    """A 128 x 208 x 128 bf16 block on sm_90a: 86016-byte stages, of which
    only 2 fit (4 would be over 227 KiB), so each iteration waits for its
    own wgmma group and the copies run one iteration ahead; masked edges,
    3 iterations, both schedules."""
    import tile

    @tile.kernel
    def big(a: tile.ptr(tile.bfloat16), b: tile.ptr(tile.bfloat16), c: tile.ptr(tile.float32),
            M: tile.int32, N: tile.int32, K: tile.int32):
        rows = tile.program_id(1) * 128 + tile.arange(0, 128)
        cols = tile.program_id(0) * 208 + tile.arange(0, 208)
        ks = tile.arange(0, 128)
        acc = tile.zeros((128, 208), tile.float32)
        for k0 in range(0, K, 128):
            k = k0 + ks
            ta = tile.load(a, rows[:, None] * K + k[None, :],
                           mask=(rows[:, None] < M) & (k[None, :] < K))
            tb = tile.load(b, k[:, None] * N + cols[None, :],
                           mask=(k[:, None] < K) & (cols[None, :] < N))
            acc = tile.dot(ta, tb, acc)
        tile.store(c, rows[:, None] * N + cols[None, :], acc,
                   mask=(rows[:, None] < M) & (cols[None, :] < N))

    compiled = big.compile("sm_90a", num_warps=8, cache=False)
    assert compiled.dynamic_shared_bytes == 2 * 86016
    assert "wgmma.wait_group.sync.aligned 1;" not in compiled.ptx
    M, N, K = 130, 200, 312
    rng = np.random.default_rng(5)
    a_bits, a = ptxemu.bf16_bits(rng.standard_normal((M, K)))
    b_bits, b = ptxemu.bf16_bits(rng.standard_normal((K, N)))
    for schedule, seed in (("min", 0), ("random", 6)):
        mem = ptxemu.Memory()
        args = [mem.alloc(a_bits), mem.alloc(b_bits),
                mem.alloc(np.full((M, N), np.nan, np.float32)), M, N, K]
        ptxemu.Module(compiled.ptx).launch("big", (1, 2, 1), (256, 1, 1), args, mem,
                                           shared_bytes=compiled.dynamic_shared_bytes,
                                           schedule=schedule, seed=seed)
        np.testing.assert_allclose(mem.read(args[2], (M, N), np.float32),
                                   a.astype(np.float64) @ b, rtol=1e-4, atol=1e-4)


@pytest.mark.parametrize("target", ["sm_90a", "sm_100a"])
def test_cp_async_tf32_b_is_k_major(target):
    """f32 operands (tf32 MMAs) with B row-major K x N: wgmma and tcgen05
    read tf32 only K-major, so B is copied down its columns (element by
    element: its memory runs along N) into the K-major layout, never
    MN-major (tcgen05: an N x K ring of the generic pipeliner, filled
    through the tile.trans of B's offsets); the result is right."""
    import tile

    @tile.kernel
    def tf32(a: tile.ptr(tile.float32), b: tile.ptr(tile.float32), c: tile.ptr(tile.float32),
             K: tile.int32):
        r, ks = tile.arange(0, 128), tile.arange(0, 16)
        n = tile.arange(0, 64)
        acc = tile.zeros((128, 64), tile.float32)
        for k0 in range(0, K, 16):
            k = k0 + ks
            acc = tile.dot(tile.load(a, r[:, None] * K + k[None, :], mask=k[None, :] < K),
                           tile.load(b, k[:, None] * 64 + n[None, :], mask=k[:, None] < K),
                           acc)
        tile.store(c, r[:, None] * 64 + n[None, :], acc)

    said = (r"\(B K-major\)" if target == "sm_90a" else
            r"as IR \(tile-pipeline-loads")
    with pytest.warns(tile.CompileWarning, match=r"cp\.async \+ \w+, \d+ stages of \d+ bytes,? "
                                                 + said):
        compiled = tf32.compile(target, num_warps=4, cache=False, remarks=True)
    if target == "sm_100a":
        assert "tcgen05.mma.cta_group::1.kind::tf32" in compiled.ptx
    K = 40
    rng = np.random.default_rng(7)
    # bf16 values are exact in tf32's 10 mantissa bits.
    a = ptxemu.bf16_bits(rng.standard_normal((128, K)))[1].astype(np.float32)
    b = ptxemu.bf16_bits(rng.standard_normal((K, 64)))[1].astype(np.float32)
    mem = ptxemu.Memory()
    args = [mem.alloc(a), mem.alloc(b), mem.alloc(np.zeros((128, 64), np.float32)), K]
    ptxemu.Module(compiled.ptx).launch("tf32", (1, 1, 1), (128, 1, 1), args, mem,
                                       shared_bytes=compiled.dynamic_shared_bytes)
    np.testing.assert_allclose(mem.read(args[2], (128, 64), np.float32),
                               a.astype(np.float64) @ b, rtol=1e-4, atol=1e-4)
