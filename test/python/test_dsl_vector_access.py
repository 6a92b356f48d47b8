"""Global loads and stores of a thread's runs (convert-tile-to-llvm{max-run}):
one ld/st.global.vN where, at run time, the run's offsets are consecutive,
its first address is aligned to the vector and its mask is on; element by
element otherwise. Every case here is checked against NumPy in the PTX
emulator, including the element-by-element ones (unaligned bases, ragged
masks, gathers, odd row strides)."""
import numpy as np
import pytest

import tile


@tile.kernel
def shifted_copy(x, y, n, shift, BLOCK: tile.constexpr):
    """y[i] = x[i + shift] for i < n, else untouched; masked loads read
    `other` (-1) past the end."""
    offs = tile.program_id(0) * BLOCK + tile.arange(0, BLOCK)
    v = tile.load(x + shift + offs, mask=offs + shift < n, other=-1)
    tile.store(y + offs, v, mask=offs < n)


@tile.kernel
def reversed_copy(x, y, BLOCK: tile.constexpr):
    """A gather: offsets fall along the run (never one vector)."""
    offs = tile.arange(0, BLOCK)
    tile.store(y + offs, tile.load(x + (BLOCK - 1 - offs)))


@tile.kernel
def strided_rows(x, y, stride, R: tile.constexpr, C: tile.constexpr):
    """Rows of a 2-D tile at a run-time row stride: an odd stride leaves
    every other row unaligned."""
    r = tile.arange(0, R)[:, None]
    c = tile.arange(0, C)[None, :]
    v = tile.load(x + r * stride + c)
    tile.store(y + r * C + c, v * 2)


@pytest.mark.parametrize("dtype, tdtype", [(np.float32, tile.float32),
                                           (np.float16, tile.float16),
                                           (np.int8, tile.int8),
                                           (np.float64, tile.float64)])
@pytest.mark.parametrize("shift, n", [(0, 2048), (0, 1001), (1, 2048), (3, 1498)])
def test_shifted_copy(emulated, dtype, tdtype, shift, n):
    shim = emulated((8, 0))
    rng = np.random.default_rng(n + shift)
    x = (rng.standard_normal(2048 + 8) * 50).astype(dtype)
    y0 = np.full(2048, 7, dtype)
    y = shim.asarray(y0)
    shifted_copy[(2,)](shim.asarray(x), y, n, shift, BLOCK=1024, num_warps=4)
    want = y0.copy()
    idx = np.arange(2048)
    valid = idx < n
    src = np.where(idx + shift < n, x[np.minimum(idx + shift, len(x) - 1)], dtype(-1))
    want[valid] = src[valid]
    np.testing.assert_array_equal(y.get(), want)
    ptx = shifted_copy.compile("sm_80", signature={"x": tile.ptr(tdtype), "y": tile.ptr(tdtype),
                                                   "n": int, "shift": int},
                               BLOCK=1024, num_warps=4).ptx
    vec = min(4, 16 // np.dtype(dtype).itemsize)
    assert f"@%tile_v ld.global.v{vec}." in ptx
    assert f"@%tile_v st.global.v{vec}." in ptx


def test_reversed_copy_is_element_by_element(emulated):
    shim = emulated((8, 0))
    x = np.arange(512, dtype=np.float32)
    y = shim.asarray(np.zeros(512, np.float32))
    reversed_copy[(1,)](shim.asarray(x), y, BLOCK=512, num_warps=4)
    np.testing.assert_array_equal(y.get(), x[::-1])


@pytest.mark.parametrize("stride", [64, 65, 67])
def test_strided_rows(emulated, stride):
    shim = emulated((9, 0))
    R, C = 16, 64
    rng = np.random.default_rng(stride)
    x = rng.standard_normal(R * stride + C).astype(np.float32)
    y = shim.asarray(np.zeros(R * C, np.float32))
    strided_rows[(1,)](shim.asarray(x), y, stride, R=R, C=C, num_warps=4)
    want = np.stack([x[r * stride:r * stride + C] for r in range(R)]) * 2
    np.testing.assert_array_equal(y.get().reshape(R, C), want)


@tile.kernel
def masked_rows(x, y, M, stride, R: tile.constexpr, C: tile.constexpr):
    """Rows past M masked off as a whole: with an aligned base and a
    stride divisible by 16 (a launch marks them tile.divisibility), a run is
    one vector access or nothing."""
    r = tile.arange(0, R)[:, None]
    c = tile.arange(0, C)[None, :]
    v = tile.load(x + r * stride + c, mask=r < M, other=-3.0)
    tile.store(y + r * C + c, v + 1, mask=r < M)


@pytest.mark.parametrize("M, stride", [(11, 64), (16, 80), (5, 67)])
def test_masked_rows(emulated, M, stride):
    shim = emulated((8, 0))
    R, C = 16, 64
    rng = np.random.default_rng(M)
    x = rng.standard_normal(R * stride + C).astype(np.float32)
    y0 = np.full(R * C, 9, np.float32)
    y = shim.asarray(y0)
    masked_rows[(1,)](shim.asarray(x), y, M, stride, R=R, C=C, num_warps=4)
    want = y0.reshape(R, C).copy()
    for r in range(M):
        want[r] = x[r * stride:r * stride + C] + 1
    np.testing.assert_array_equal(y.get().reshape(R, C), want)
    compiled = [c for c in masked_rows._compiled.values()
                if ("stride" in c.options.get("divisible", ())) == (stride % 16 == 0)][-1]
    # With the stride divisible by 16 no element-by-element path is left;
    # otherwise the runs test alignment at run time.
    assert ("@%tile_p ld.global" in compiled.ptx) == (stride % 16 != 0)
    assert "@%tile_v ld.global.v4.b32" in compiled.ptx


@tile.kernel
def wrapped_copy(x, y, N, BLOCK: tile.constexpr):
    """Triton's `(pid * BLOCK + arange(0, BLOCK)) % N` offsets: with N a
    multiple of 16 a run of 4 never straddles a multiple of N, so the runs
    stay single vector accesses."""
    offs = tile.program_id(0) * BLOCK + tile.arange(0, BLOCK)
    tile.store(y + offs, tile.load(x + offs % N))


@pytest.mark.parametrize("n", [80, 72, 75])
def test_wrapped_offsets(emulated, n):
    shim = emulated((8, 0))
    x = np.arange(n, dtype=np.float32) * 3
    y = shim.asarray(np.zeros(256, np.float32))
    wrapped_copy[(2,)](shim.asarray(x), y, n, BLOCK=128, num_warps=1)  # runs of 4
    np.testing.assert_array_equal(y.get(), x[np.arange(256) % n])
    (compiled,) = [c for c in wrapped_copy._compiled.values()
                   if ("N" in c.options.get("divisible", ())) == (n % 16 == 0)][-1:]
    # N divisible by 16 (80): no per-element path; otherwise (72, 75) the
    # runs are checked at run time.
    assert ("@%tile_p ld.global" in compiled.ptx) == (n % 16 != 0)
