"""int8 x int8 -> int32 tile.dot, exact against NumPy through the PTX
emulator: mma.sync m16n8k32 .s32.s8.s8.s32 on every target from sm_80,
wgmma m64nNk32 .s32.s8.s8 on sm_90a, and tcgen05.mma kind::i8 (s32 in
tensor memory) where ptxas takes it: sm_100a and sm_110a only, not the
family targets (sm_100f, sm_103a/f), which keep mma.sync. A K loop of
masked loads (the cp.async pipeline) and of TMA boxes (the warp-specialized
pipeline)."""
import numpy as np
import pytest

tile = pytest.importorskip("tile")
from dsl_blocks import box_loop, store_block  # noqa: E402


@tile.kernel
def gemm_i8(a: tile.ptr(tile.int8), b: tile.ptr(tile.int8), c: tile.ptr(tile.int32),
            M: tile.int32, N: tile.int32, K: tile.int32,
            BM: tile.constexpr = 64, BN: tile.constexpr = 64, BK: tile.constexpr = 64):
    rows = tile.program_id(1) * BM + tile.arange(0, BM)
    cols = tile.program_id(0) * BN + tile.arange(0, BN)
    ks = tile.arange(0, BK)
    acc = tile.zeros((BM, BN), tile.int32)
    for k0 in range(0, K, BK):
        k = k0 + ks
        ta = tile.load(a + rows[:, None] * K + k[None, :], mask=(rows[:, None] < M) & (k[None, :] < K))
        tb = tile.load(b + k[:, None] * N + cols[None, :], mask=(k[:, None] < K) & (cols[None, :] < N))
        acc = tile.dot(ta, tb, acc)
    tile.store(c + rows[:, None] * N + cols[None, :], acc,
               mask=(rows[:, None] < M) & (cols[None, :] < N))


def _int8_operands(M, N, K, seed=8):
    rng = np.random.default_rng(seed)
    a = rng.integers(-128, 128, (M, K), dtype=np.int64).astype(np.int8)
    b = rng.integers(-128, 128, (K, N), dtype=np.int64).astype(np.int8)
    return a, b


# (capability, block): sm_80 mma.sync; sm_90a wgmma (64 or 128 rows);
# sm_100a tcgen05 kind::i8 at 128 rows (mma.sync at 64: tcgen05 takes
# M 128); sm_103a mma.sync (no kind::i8 there).
@pytest.mark.parametrize("capability,block", [((8, 0), 64), ((9, 0), 64), ((9, 0), 128),
                                              ((10, 0), 64), ((10, 0), 128), ((10, 3), 128)])
def test_int8_gemm(emulated, capability, block):
    shim = emulated(capability)
    M, N, K = 70, 90, 200
    a, b = _int8_operands(M, N, K)
    c = shim.asarray(np.full((M, N), -7, np.int32))
    gemm_i8[(tile.cdiv(N, block), tile.cdiv(M, block))](
        shim.asarray(a), shim.asarray(b), c, M, N, K, BM=block, BN=block)
    np.testing.assert_array_equal(c.get(), a.astype(np.int64) @ b.astype(np.int64))


def test_int8_wraps_like_the_hardware(emulated):
    """s32 accumulation wraps modulo 2^32 (no .satfinite) on every family:
    a start value near INT32_MAX plus positive products."""
    for capability in [(8, 0), (9, 0), (10, 0)]:
        shim = emulated(capability)
        M = N = 128
        K = 64
        a = np.full((M, K), 127, np.int8)
        b = np.full((K, N), 127, np.int8)
        c = shim.asarray(np.zeros((M, N), np.int32))
        gemm_i8_acc[(1, 1)](shim.asarray(a), shim.asarray(b), c, M, N, K)
        expect = (np.int64(2**31 - 100) + 127 * 127 * K + 2**31) % 2**32 - 2**31
        assert (c.get() == expect).all(), capability


@tile.kernel
def gemm_i8_acc(a: tile.ptr(tile.int8), b: tile.ptr(tile.int8), c: tile.ptr(tile.int32),
                M: tile.int32, N: tile.int32, K: tile.int32,
                BM: tile.constexpr = 128, BN: tile.constexpr = 128, BK: tile.constexpr = 64):
    """One K block onto a nonzero int32 start (staged into tensor memory
    on tcgen05, into the fragment registers on wgmma)."""
    rows = tile.arange(0, BM)
    cols = tile.arange(0, BN)
    ks = tile.arange(0, BK)
    ta = tile.load(a + rows[:, None] * K + ks[None, :])
    tb = tile.load(b + ks[:, None] * N + cols[None, :])
    acc = tile.full((BM, BN), 2**31 - 100, tile.int32)
    acc = tile.dot(ta, tb, acc)
    tile.store(c + rows[:, None] * N + cols[None, :], acc)


@tile.kernel(num_warps=8)
def gemm_i8_tma(a: tile.tensor_map(tile.int8), bt: tile.tensor_map(tile.int8),
                c: tile.ptr(tile.int32), M: tile.int32, N: tile.int32, K: tile.int32,
                BM: tile.constexpr = 128, BN: tile.constexpr = 128, BK: tile.constexpr = 128):
    """One block per program through TMA boxes: the warp-specialized
    pipeline."""
    m0 = tile.program_id(1) * BM
    n0 = tile.program_id(0) * BN
    store_block(c, box_loop(a, bt, tile.zeros((BM, BN), tile.int32), m0, n0, 0, K, BM, BN, BK),
                m0, n0, M, N, BM, BN)


@pytest.mark.parametrize("capability", [(9, 0), (10, 0), (10, 3), (12, 0)])
def test_int8_tma_pipeline(emulated, capability):
    """TMA boxes, mbarriers and wgmma / tcgen05 kind::i8 from the stages
    (sm_103a and sm_120a: mma.sync on the swizzled stages, 32-bit fragment
    loads); the boxes' out-of-bounds zero fill covers the ragged edges."""
    shim = emulated(capability)
    M, N, K = 200, 150, 384
    a, b = _int8_operands(M, N, K, seed=9)
    bt = np.ascontiguousarray(b.T)
    boxes = gemm_i8_tma.compile(tile.runtime.device_target(capability).name).tensor_map_boxes
    da, db = shim.asarray(a), shim.asarray(bt)
    ma = tile.TensorMap.tiled(da, boxes["a"])
    mb = tile.TensorMap.tiled(db, boxes["bt"])
    c = shim.asarray(np.zeros((M, N), np.int32))
    gemm_i8_tma[(tile.cdiv(N, 128), tile.cdiv(M, 128))](ma, mb, c, M, N, K)
    np.testing.assert_array_equal(c.get(), a.astype(np.int64) @ b.astype(np.int64))


def test_int8_ptx_and_accumulator_rules():
    """Each target's integer MMA form, s32 registers throughout; the
    default accumulator is int32 and a float one is an error."""
    def ptx(target, block=64):
        return gemm_i8.compile(target, cache=False, BM=block, BN=block).ptx
    assert "mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32" in ptx("sm_80")
    assert "cp.async.cg.shared.global" in ptx("sm_80")
    hopper = ptx("sm_90a")
    assert "wgmma.mma_async.sync.aligned.m64n64k32.s32.s8.s8" in hopper
    assert "mma.sync" not in hopper
    blackwell = ptx("sm_100a", 128)
    assert "tcgen05.mma.cta_group::1.kind::i8" in blackwell and "mma.sync" not in blackwell
    assert "kind::i8" in ptx("sm_110a", 128)
    for family in ("sm_100f", "sm_103a", "sm_103f", "sm_110f"):
        text = ptx(family, 128)
        assert "mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32" in text, family
        assert "tcgen05.mma" not in text, family
    tma = gemm_i8_tma.compile("sm_90a", cache=False).ptx
    assert "cp.async.bulk.tensor" in tma and "m64n128k32.s32.s8.s8" in tma
    assert "kind::i8" in gemm_i8_tma.compile("sm_100a", cache=False).ptx

    @tile.kernel
    def float_acc(a: tile.ptr(tile.int8)):
        t = tile.load(a + tile.arange(0, 32)[:, None] * 32 + tile.arange(0, 32)[None, :])
        tile.dot(t, t, tile.zeros((32, 32), tile.float32))
    with pytest.raises(tile.TraceError, match="int8 inputs need an accumulator of int32, got float32"):
        float_acc.compile("sm_80", cache=False)


@tile.kernel(num_warps=8)
def gemm_i8_persistent(a: tile.tensor_map(tile.int8), bt: tile.tensor_map(tile.int8),
                       c: tile.ptr(tile.int32), M: tile.int32, N: tile.int32, K: tile.int32,
                       BM: tile.constexpr = 128, BN: tile.constexpr = 128,
                       BK: tile.constexpr = 128):
    """gemm_i8_tma with persistent programs: one ring of stages for all the
    tiles a program takes, the s32 accumulator restarting at 0 per tile."""
    tiles_n = tile.cdiv(N, BN)
    for t in range(tile.program_id(0), tile.cdiv(M, BM) * tiles_n, tile.num_programs(0)):
        m0 = (t // tiles_n) * BM
        n0 = (t % tiles_n) * BN
        store_block(c, box_loop(a, bt, tile.zeros((BM, BN), tile.int32), m0, n0, 0, K, BM, BN, BK),
                m0, n0, M, N, BM, BN)


@pytest.mark.parametrize("capability", [(9, 0), (10, 0)])
def test_int8_persistent(emulated, capability):
    """Three programs over six tiles: the second tile of a program must not
    see the first one's sums (wgmma scale-d / tcgen05 enable-input-d)."""
    shim = emulated(capability)
    M, N, K = 256, 300, 256
    a, b = _int8_operands(M, N, K, seed=10)
    target = tile.runtime.device_target(capability).name
    with pytest.warns(tile.CompileWarning, match="persistent: one ring for all its iterations"):
        gemm_i8_persistent.compile(target, remarks=True, cache=False)
    boxes = gemm_i8_persistent.compile(target).tensor_map_boxes
    ma = tile.TensorMap.tiled(shim.asarray(a), boxes["a"])
    mb = tile.TensorMap.tiled(shim.asarray(np.ascontiguousarray(b.T)), boxes["bt"])
    c = shim.asarray(np.zeros((M, N), np.int32))
    gemm_i8_persistent[(3,)](ma, mb, c, M, N, K)
    np.testing.assert_array_equal(c.get(), a.astype(np.int64) @ b.astype(np.int64))


@tile.kernel(num_warps=8, cluster_dims=(1, 2))
def gemm_i8_pair(a: tile.tensor_map(tile.int8), bt: tile.tensor_map(tile.int8),
                 c: tile.ptr(tile.int32), M: tile.int32, N: tile.int32, K: tile.int32,
                 BM: tile.constexpr = 128, BN: tile.constexpr = 128, BK: tile.constexpr = 128):
    """The two blocks of a 1x2 cluster take adjacent block rows of one
    block column (with cta_group=2: one M = 256 kind::i8 MMA per pair)."""
    m0 = (tile.cluster_id(1) * 2 + tile.cluster_block_id(1)) * BM
    n0 = tile.program_id(0) * BN
    store_block(c, box_loop(a, bt, tile.zeros((BM, BN), tile.int32), m0, n0, 0, K, BM, BN, BK),
                m0, n0, M, N, BM, BN)


def test_int8_cta_pair(emulated):
    """tcgen05.mma.cta_group::2.kind::i8 over a CTA pair (sm_100a): each
    block copies half of the B box; exact against NumPy."""
    shim = emulated((10, 0))
    k = gemm_i8_pair.compile("sm_100a", cta_group=2, cache=False)
    assert "tcgen05.mma.cta_group::2.kind::i8" in k.ptx
    M, N, K = 256, 200, 256
    a, b = _int8_operands(M, N, K, seed=11)
    boxes = k.tensor_map_boxes
    ma = tile.TensorMap.tiled(shim.asarray(a), boxes["a"])
    mb = tile.TensorMap.tiled(shim.asarray(np.ascontiguousarray(b.T)), boxes["bt"])
    c = shim.asarray(np.zeros((M, N), np.int32))
    k[(tile.cdiv(N, 128), 2)](ma, mb, c, M, N, K)
    np.testing.assert_array_equal(c.get(), a.astype(np.int64) @ b.astype(np.int64))
