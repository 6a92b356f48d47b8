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
@pytest.mark.parametrize("shift, n", [(0, 2048), (0, 1001), (1, 2048), (3, 1498), (0, 1504),
                                      (16, 1504)])
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
    if n % 16 == 0 and shift % 16 == 0:
        # n and shift launched divisible by 16: every run is all in or all
        # out of `offs + shift < n` (maskUniform), so the kernel the launch
        # compiled has no element-by-element path.
        launched = [c for c in shifted_copy._compiled.values()
                    if {"n", "shift"} <= set(c.options.get("divisible", ())) and
                    dict(c.options["signature"])["x"] == repr(tile.ptr(tdtype))]
        assert launched and all("@%tile_p" not in c.ptx for c in launched)


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


def _run8_ptx(build_dir, ir, target="sm_80"):
    """`ir` lowered with runs of 8 (convert-tile-to-llvm{max-run=8})."""
    import os
    import subprocess
    lowered = subprocess.run(
        [os.path.join(build_dir, "bin", "tile-opt"), f"--tile-set-target=gpu-name={target}",
         "--tile-assign-layouts=max-run=8", "--convert-tile-to-llvm=max-run=8",
         "--tile-to-nvvm"],
        input=ir, capture_output=True, text=True, check=True).stdout
    return subprocess.run(
        [os.path.join(build_dir, "bin", "tile-translate"), f"--gpu-name={target}", "-"],
        input=lowered, capture_output=True, text=True, check=True).stdout


@pytest.mark.parametrize("dtype, tdtype", [(np.float16, tile.float16),
                                           (np.uint16, tile.bfloat16)])
@pytest.mark.parametrize("shift, n", [(0, 2048), (0, 1001), (1, 2048), (3, 1498), (8, 2040)])
def test_runs_of_8_pack_16_bit_pairs(build_dir, dtype, tdtype, shift, n):
    """Runs of 8 16-bit elements move as one 16-byte ld/st.global.v4.b32,
    pairs packed into its words (the lower address in the low half; PTX has
    no .v8.b16): aligned and unaligned bases (shift), ragged masks."""
    import ptxemu
    sig = {"x": tile.ptr(tdtype), "y": tile.ptr(tdtype), "n": int, "shift": int}
    ptx = _run8_ptx(build_dir, shifted_copy.ir(signature=sig, BLOCK=1024, num_warps=4))
    assert "@%tile_v ld.global.v4.b32 {%tile_w0, %tile_w1, %tile_w2, %tile_w3}" in ptx
    assert "@%tile_v st.global.v4.b32" in ptx and "v8" not in ptx
    rng = np.random.default_rng(n + shift)
    x = rng.integers(0, 1 << 15, 2048 + 16).astype(dtype)
    y0 = np.full(2048, 7, dtype)
    mem = ptxemu.Memory()
    args = [mem.alloc(x), mem.alloc(y0), n, shift]
    ptxemu.Module(ptx).launch("shifted_copy", (2,), (128,), args, mem, schedule="random")
    want = y0.copy()
    idx = np.arange(2048)
    other = np.array(-1, np.float16).view(np.uint16) if tdtype is tile.float16 else \
        np.array(0xBF80, np.uint16)  # -1.0 in bf16
    src = np.where(idx + shift < n, x.view(np.uint16)[np.minimum(idx + shift, len(x) - 1)],
                   other)
    want.view(np.uint16)[idx < n] = src[idx < n]
    np.testing.assert_array_equal(mem.read(args[1], (2048,), dtype).view(np.uint16),
                                  want.view(np.uint16))


@tile.kernel
def bounded_copy(x, y, n, INCLUSIVE: tile.constexpr, BLOCK: tile.constexpr):
    """y[i] = x[i] for i < n (i <= n with INCLUSIVE)."""
    offs = tile.program_id(0) * BLOCK + tile.arange(0, BLOCK)
    mask = offs <= n if INCLUSIVE else offs < n
    tile.store(y + offs, tile.load(x + offs, mask=mask, other=-1), mask=mask)


@pytest.mark.parametrize("inclusive", [False, True])
@pytest.mark.parametrize("n", [1504, 1501])
def test_masks_uniform_in_runs(emulated, inclusive, n):
    """`offs < n` with n a multiple of 16 is the same across each run of 4
    (one vector access or none); `offs <= n` is not (the run starting at n
    holds one element in and three out), nor is any mask with an n not
    known divisible: those keep the element-by-element path, and every
    case is right in the emulator."""
    shim = emulated((8, 0))
    bounded_copy._compiled.clear()
    x = np.arange(2048, dtype=np.float32)
    y = shim.asarray(np.full(2048, 7, np.float32))
    bounded_copy[(2,)](shim.asarray(x), y, n, INCLUSIVE=inclusive, BLOCK=1024, num_warps=4)
    want = np.where(np.arange(2048) <= n if inclusive else np.arange(2048) < n, x, 7)
    np.testing.assert_array_equal(y.get(), want)
    (compiled,) = bounded_copy._compiled.values()
    assert ("@%tile_p" in compiled.ptx) == (inclusive or n % 16 != 0)
