"""Triton's block pointers in the DSL (tile.make_block_ptr, tile.advance,
tile.load/store with boundary_check): the block-pointer matmul of Triton's
docs, carried and advanced through the K loop, is pipelined like the
pointer-offset one and computes A @ B in the PTX emulator (the `emulated`
fixture of conftest.py), masked at every edge."""
import re

import numpy as np
import pytest

tile = pytest.importorskip("tile")


@tile.kernel
def bp_gemm(a: tile.ptr(tile.bfloat16), b: tile.ptr(tile.bfloat16), c: tile.ptr(tile.float32),
            M: tile.int32, N: tile.int32, K: tile.int32,
            stride_am: tile.int32, stride_ak: tile.int32, stride_bk: tile.int32,
            stride_bn: tile.int32, stride_cm: tile.int32, stride_cn: tile.int32,
            BM: tile.constexpr = 64, BN: tile.constexpr = 64, BK: tile.constexpr = 32):
    pid_m, pid_n = tile.program_id(1), tile.program_id(0)
    a_bp = tile.make_block_ptr(a, (M, K), (stride_am, stride_ak), (pid_m * BM, 0), (BM, BK), (1, 0))
    b_bp = tile.make_block_ptr(b, (K, N), (stride_bk, stride_bn), (0, pid_n * BN), (BK, BN), (1, 0))
    acc = tile.zeros((BM, BN), tile.float32)
    for k in range(0, K, BK):
        ta = tile.load(a_bp, boundary_check=(0, 1), padding_option="zero")
        tb = tile.load(b_bp, boundary_check=(0, 1), padding_option="zero")
        acc = tile.dot(ta, tb, acc)
        a_bp = tile.advance(a_bp, (0, BK))
        b_bp = tile.advance(b_bp, (BK, 0))
    c_bp = tile.make_block_ptr(c, (M, N), (stride_cm, stride_cn), (pid_m * BM, pid_n * BN),
                               (BM, BN), (1, 0))
    tile.store(c_bp, acc, boundary_check=(0, 1))


@pytest.mark.parametrize("capability, what", [((8, 0), "cp.async + mma.sync"),
                                              ((9, 0), "cp.async + wgmma")])
def test_block_pointer_matmul(emulated, capability, what):
    shim = emulated(capability)
    target = {(8, 0): "sm_80", (9, 0): "sm_90a"}[capability]
    with pytest.warns(tile.CompileWarning, match=re.escape(f"pipelined: {what}")):
        bp_gemm.compile(target, remarks=True, cache=False)
    M, N, K = 100, 72, 90
    rng = np.random.default_rng(11)
    import ptxemu
    a_bits, a = ptxemu.bf16_bits(rng.standard_normal((M, K)))
    b_bits, b = ptxemu.bf16_bits(rng.standard_normal((K, N)))
    b_bits = np.ascontiguousarray(b_bits.T)  # B stored N x K: strides (1, K)
    c = shim.asarray(np.full((M + 1, N), np.nan, np.float32))  # one spare row
    da, db = shim.asarray(a_bits), shim.asarray(b_bits)  # bf16 bits: passed by address
    bp_gemm[(tile.cdiv(N, 64), tile.cdiv(M, 64))](
        da.data.ptr, db.data.ptr, c, M, N, K, K, 1, 1, K, N, 1)
    got = c.get()
    np.testing.assert_allclose(got[:M], a.astype(np.float64) @ b, rtol=1e-4, atol=1e-4)
    assert np.isnan(got[M]).all()  # boundary_check kept the stores inside


@tile.kernel
def bp_copy(x: tile.ptr(tile.float32), y: tile.ptr(tile.float32), n: tile.int32):
    src = tile.make_block_ptr(x, (n,), (1,), (tile.program_id(0) * 128,), (128,), (0,))
    dst = tile.make_block_ptr(y, (n,), (1,), (tile.program_id(0) * 128,), (128,))
    tile.store(dst, tile.load(src, boundary_check=(0,), padding_option="nan") * 2.0,
               boundary_check=(0,))


def test_one_dimensional_block_pointer(emulated):
    shim = emulated((8, 0))
    x = np.arange(300, dtype=np.float32)
    y = shim.asarray(np.full(384, -1.0, np.float32))
    bp_copy[(3,)](shim.asarray(x), y, 300)
    np.testing.assert_array_equal(y.get()[:300], x * 2)
    np.testing.assert_array_equal(y.get()[300:], -1.0)


@pytest.mark.parametrize("body, message", [
    ("tile.make_block_ptr(x, (8,), (1,), (0,), (8, 8))", "shape must have 2 entries"),
    ("tile.make_block_ptr(x, (8, 8), (8, 1), (0, 0), (8, 8), (0, 0))", "order must be a permutation"),
    ("tile.load(tile.make_block_ptr(x, (8, 8), (8, 1), (0, 0), (8, 8)), boundary_check=(2,))",
     "boundary_check must list dimensions of the block (0..1)"),
    ("tile.load(tile.make_block_ptr(x, (8, 8), (8, 1), (0, 0), (8, 8)), padding_option='one')",
     "padding_option must be '', 'zero' or 'nan'"),
    ("tile.advance(x, (0, 8))", "tile.advance moves a block pointer"),
    ("tile.load(x + tile.arange(0, 8), boundary_check=(0,))", "boundary_check and padding_option are for block pointers"),
])
def test_block_pointer_errors(trace_error, body, message):
    trace_error("x: tile.ptr(tile.float32)", [body], message)
