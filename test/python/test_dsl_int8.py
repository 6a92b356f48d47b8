"""int8 x int8 -> int32 tile.dot (mma.sync m16n8k32 .s32.s8.s8.s32 on every
target from sm_80): a K loop of masked loads (the cp.async pipeline) and a
single dot, through the PTX emulator, exact against NumPy."""
import numpy as np
import pytest

tile = pytest.importorskip("tile")


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


@pytest.mark.parametrize("capability", [(8, 0), (9, 0), (10, 0)])
def test_int8_gemm(emulated, capability):
    shim = emulated(capability)
    rng = np.random.default_rng(8)
    M, N, K = 70, 90, 200
    a = rng.integers(-128, 128, (M, K), dtype=np.int64).astype(np.int8)
    b = rng.integers(-128, 128, (K, N), dtype=np.int64).astype(np.int8)
    c = shim.asarray(np.full((M, N), -7, np.int32))
    gemm_i8[(tile.cdiv(N, 64), tile.cdiv(M, 64))](shim.asarray(a), shim.asarray(b), c, M, N, K)
    np.testing.assert_array_equal(c.get(), a.astype(np.int64) @ b.astype(np.int64))


def test_int8_ptx_and_accumulator_rules():
    """mma.sync's s8 form with s32 registers; the default accumulator is
    int32 and a float one is an error."""
    ptx = gemm_i8.compile("sm_90a", cache=False).ptx
    assert "mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32" in ptx
    assert "wgmma" not in ptx
    assert "cp.async.cg.shared.global" in gemm_i8.compile("sm_80", cache=False).ptx

    @tile.kernel
    def float_acc(a: tile.ptr(tile.int8)):
        t = tile.load(a + tile.arange(0, 32)[:, None] * 32 + tile.arange(0, 32)[None, :])
        tile.dot(t, t, tile.zeros((32, 32), tile.float32))
    with pytest.raises(tile.TraceError, match="int8 inputs need an accumulator of int32, got float32"):
        float_acc.compile("sm_80", cache=False)
