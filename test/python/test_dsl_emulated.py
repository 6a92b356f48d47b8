"""The Python DSL end to end without a GPU: tile.runtime launches through
the PTX emulator's driver (ptxemu.EmuDriver), so ``kernel[grid](...)``
traces, compiles for the device's target, packs the parameters, encodes
tensor maps (TensorMap.tiled), and runs the kernel on the CPU. The
examples' own ``run()`` checks (vector_add, gemm, softmax, layer norm)
run as on a GPU with CuPy (the emulator's CupyShim); the TMA GEMMs and
attention, whose ``run()`` needs torch, are launched the same way here."""

import importlib.util
import math
import os
import sys
import warnings

import numpy as np
import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))
sys.path.insert(0, HERE)
import ptxemu  # noqa: E402
import sampling  # noqa: E402

tile = pytest.importorskip("tile")
from tile import runtime  # noqa: E402
from dsl_blocks import box_loop, pointer_loop, store_block  # noqa: E402


def _example(name):
    spec = importlib.util.spec_from_file_location(
        f"emulated_{name}", os.path.join(ROOT, "examples", "python", f"{name}.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module




@pytest.mark.parametrize("capability", [(8, 0), (9, 0), (10, 0)])
def test_examples_run(emulated, capability, capsys):
    """Each example's --run check, on the target the runtime picks for the
    device (sm_80: mma.sync and cp.async; sm_90a: wgmma; sm_100a: tcgen05)."""
    shim = emulated(capability)
    assert _example("vector_add").run(5000, 1024) == 0
    assert _example("gemm").run(200, 136, 96) == 0
    assert _example("softmax").run(37, 300, 2, 4) == 0
    assert _example("layernorm").run(9, 500, 4) == 0
    assert _example("histogram").run(3000, 1024) == 0
    assert _example("linear_scan").run(3, 300, 512) == 0
    assert _example("moe_routing").run(37, 64, 4) == 0
    assert _example("grouped_gemm").run([(100, 72, 40), (64, 130, 96), (33, 17, 200)], 3) == 0
    out = capsys.readouterr().out
    assert out.count("OK") == 8, out
    names = [launch[0] for launch in shim.driver.launches]
    assert names == ["vector_add", "gemm", "softmax", "layernorm", "histogram",
                     "linear_scan", "moe_routing", "grouped_gemm"], names


def test_gemm_example_autotuned(emulated, capsys):
    """examples/python/gemm.py --run --autotune: the example's kernel under
    tile.autotune (two of its CONFIGS here, to keep the emulation short)
    times each, keeps the faster and computes C."""
    emulated((8, 0))
    example = _example("gemm")
    kernel = example.autotuned(example.CONFIGS[:2], warmup=0, rep=1)
    assert example.run(150, 100, 64, kernel=kernel) == 0
    out = capsys.readouterr().out
    assert "autotuned: BLOCK_M: " in out and out.count(" ms") == 2 and "OK" in out, out
    assert kernel.best_config in example.CONFIGS[:2]


@pytest.mark.parametrize("capability, b_layout, cluster, pair", [
    ((9, 0), "nk", 1, False), ((9, 0), "kn", 1, False), ((9, 0), "nk", 2, False),
    ((10, 0), "nk", 1, False), ((10, 0), "nk", 2, True),
    ((12, 0), "nk", 1, False), ((12, 0), "kn", 2, False),
])
def test_gemm_tma_dsl(emulated, capability, b_layout, cluster, pair):
    """examples/python/gemm_tma.py launched as its run() does, with CuPy-
    style arrays: TensorMap.tiled with the kernel's tensor_map_boxes (bf16
    given as uint16 bits, element=tile.bfloat16), clusters of 1x2 blocks
    sharing B through multicast, a CTA pair on sm_100a; on sm_120a (no
    wgmma, no tcgen05) the TMA + mma.sync pipeline reads both B layouts'
    swizzled boxes in place, in clusters too (not multicast)."""
    shim = emulated(capability)
    ex = _example("gemm_tma")
    M, N, K = 300, 264, 200
    rng = np.random.default_rng(2)
    a_bits, a = ptxemu.bf16_bits(rng.standard_normal((M, K)))
    b_bits, b = ptxemu.bf16_bits(rng.standard_normal((K, N)))
    target = runtime.device_target(capability).name
    kernel = ex.compile_for(target, b_layout, cluster, cta_pair=pair)
    boxes = kernel.tensor_map_boxes
    da = shim.asarray(a_bits)
    db = shim.asarray(b_bits if b_layout == "kn" else np.ascontiguousarray(b_bits.T))
    c = shim.asarray(np.full((M, N), np.nan, np.float32))
    ma = tile.TensorMap.tiled(da, boxes["a"], element=tile.bfloat16)
    mb = tile.TensorMap.tiled(db, boxes["b"], element=tile.bfloat16)
    grid = (tile.cdiv(N, 256), tile.cdiv(tile.cdiv(M, 128), cluster) * cluster)
    kernel[grid](ma, mb, c, M, N, K)
    want = a.astype(np.float64) @ b
    got = c.get()
    assert np.linalg.norm(np.nan_to_num(got, nan=1e30) - want) / np.linalg.norm(want) < 1e-5


@tile.kernel(num_warps=8)
def gemm_fp8_tma(a: tile.tensor_map(tile.float8e4m3fn), bt: tile.tensor_map(tile.float8e4m3fn),
                 c: tile.ptr(tile.float32), M: tile.int32, N: tile.int32, K: tile.int32,
                 BM: tile.constexpr = 128, BN: tile.constexpr = 128, BK: tile.constexpr = 128):
    m0 = tile.program_id(1) * BM
    n0 = tile.program_id(0) * BN
    acc = box_loop(a, bt, tile.zeros((BM, BN), tile.float32), m0, n0, 0, K, BM, BN, BK)
    store_block(c, acc, m0, n0, M, N, BM, BN)


@tile.kernel(num_warps=4)
def gemm_f16_acc_tma(a: tile.tensor_map(tile.float16), bt: tile.tensor_map(tile.float16),
                     c: tile.ptr(tile.float16), M: tile.int32, N: tile.int32, K: tile.int32,
                     BM: tile.constexpr = 64, BN: tile.constexpr = 128, BK: tile.constexpr = 64):
    m0 = tile.program_id(1) * BM
    n0 = tile.program_id(0) * BN
    acc = box_loop(a, bt, tile.zeros((BM, BN), tile.float16), m0, n0, 0, K, BM, BN, BK)
    store_block(c, acc, m0, n0, M, N, BM, BN)


@tile.kernel(num_warps=4)
def gemm_two_loops(a: tile.tensor_map(tile.bfloat16), bt: tile.tensor_map(tile.bfloat16),
                   c: tile.ptr(tile.float32), M: tile.int32, N: tile.int32, K: tile.int32,
                   BM: tile.constexpr = 64, BN: tile.constexpr = 64, BK: tile.constexpr = 64):
    """Two K loops over the two halves of K (K a multiple of 2 BK)."""
    m0 = tile.program_id(1) * BM
    n0 = tile.program_id(0) * BN
    half = K // 2
    first = box_loop(a, bt, tile.zeros((BM, BN), tile.float32), m0, n0, 0, half, BM, BN, BK)
    second = box_loop(a, bt, tile.zeros((BM, BN), tile.float32), m0, n0, half, K, BM, BN, BK)
    store_block(c, first + second, m0, n0, M, N, BM, BN)


@tile.kernel(num_warps=4)
def gemm_chained_loops(a: tile.tensor_map(tile.bfloat16), bt: tile.tensor_map(tile.bfloat16),
                       c: tile.ptr(tile.float32), M: tile.int32, N: tile.int32, K: tile.int32,
                       BM: tile.constexpr = 64, BN: tile.constexpr = 64,
                       BK: tile.constexpr = 64):
    """The second K loop continues from the first one's sums, which start
    at C's values (C += A Bt^T): no loop starts from a splat."""
    m0 = tile.program_id(1) * BM
    n0 = tile.program_id(0) * BN
    rows = m0 + tile.arange(0, BM)
    cols = n0 + tile.arange(0, BN)
    mask = (rows[:, None] < M) & (cols[None, :] < N)
    start = tile.load(c + rows[:, None] * N + cols[None, :], mask=mask, other=0.0)
    half = K // 2
    first = box_loop(a, bt, start, m0, n0, 0, half, BM, BN, BK)
    store_block(c, box_loop(a, bt, first, m0, n0, half, K, BM, BN, BK), m0, n0, M, N, BM, BN)


@tile.kernel(num_warps=8)
def gemm_bf16_tma(a: tile.tensor_map(tile.bfloat16), bt: tile.tensor_map(tile.bfloat16),
                  c: tile.ptr(tile.float32), M: tile.int32, N: tile.int32, K: tile.int32,
                  BM: tile.constexpr = 128, BN: tile.constexpr = 128, BK: tile.constexpr = 32):
    m0 = tile.program_id(1) * BM
    n0 = tile.program_id(0) * BN
    acc = box_loop(a, bt, tile.zeros((BM, BN), tile.float32), m0, n0, 0, K, BM, BN, BK)
    store_block(c, acc, m0, n0, M, N, BM, BN)


def _compile_with_remarks(kernel, target, *expected, **constexprs):
    """kernel compiled for target with --remarks, and the remarks' text;
    each expected text is in a remark."""
    with pytest.warns(tile.CompileWarning) as seen:
        compiled = kernel.compile(target, remarks=True, cache=False, **constexprs)
    text = " ".join(str(w.message) for w in seen)
    for want in expected:
        assert want in text, (want, text)
    return compiled, text


def _run_nk(shim, kernel, compiled, a, bt, c, element, block, **constexprs):
    """Launches kernel (A M x K, Bt N x K through tensor maps of the
    compiled kernel's boxes, C M x N) over block x block tiles of C; a and
    bt are the host arrays (codes or bits for 8- and 16-bit types given as
    integers, with `element`). Returns C."""
    M, N, K = a.shape[0], bt.shape[0], a.shape[1]
    boxes = compiled.tensor_map_boxes
    ma = tile.TensorMap.tiled(shim.asarray(a), boxes["a"], element=element)
    mb = tile.TensorMap.tiled(shim.asarray(bt), boxes["bt"], element=element)
    out = shim.asarray(c)
    kernel[(tile.cdiv(N, block[1]), tile.cdiv(M, block[0]))](ma, mb, out, M, N, K, **constexprs)
    return out.get()


def _assert_close(got, want, tolerance=1e-5):
    assert np.linalg.norm(np.nan_to_num(got, nan=1e30) - want) / np.linalg.norm(want) < tolerance


@pytest.mark.parametrize("capability", [(9, 0), (12, 0)])
def test_gemm_fp8_tma(emulated, capability):
    """e4m3 boxes (128-byte rows of 128 elements) through the wgmma pipeline
    on sm_90a and the TMA + mma.sync one on sm_120a (m16n8k32 fragments
    read from the swizzled stages with 32-bit loads); K = 320 leaves the
    last box half past the edge, zero-filled."""
    shim = emulated(capability)
    M, N, K = 150, 200, 320
    rng = np.random.default_rng(12)
    a_codes, a = ptxemu.fp8_bits(rng.standard_normal((M, K)))
    bt_codes, bt = ptxemu.fp8_bits(rng.standard_normal((N, K)))
    family = "wgmma" if capability == (9, 0) else "mma.sync"
    kernel, _ = _compile_with_remarks(gemm_fp8_tma, runtime.device_target(capability).name,
                                      "pipelined: TMA + " + family)
    assert ("wgmma.mma_async" if family == "wgmma" else "mma.sync.aligned.m16n8k32") \
        in kernel.ptx
    got = _run_nk(shim, gemm_fp8_tma, kernel, a_codes, bt_codes,
                  np.full((M, N), np.nan, np.float32), tile.float8e4m3fn, (128, 128))
    _assert_close(got, a.astype(np.float64) @ bt.T.astype(np.float64))


@pytest.mark.parametrize("dot_kind, remark, instruction, seed", [
    ("auto", "pipelined: TMA + wgmma, warp-specialized",
     "wgmma.mma_async.sync.aligned.m64n128k16.f16.f16.f16", 16),
    ("mma_sync", "pipelined: TMA + mma.sync, 4 stages of 24576 bytes",
     "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16", 17)])
def test_f16_accumulator_tma_on_hopper(emulated, dot_kind, remark, instruction, seed):
    """An f16 accumulator on sm_90a: wgmma with .f16 accumulators (N / 4
    .f16x2 registers per m64nN tile, carried packed through the pipeline's
    loop; ptxas would serialize the wgmmas if the f16 halves were unpacked
    and repacked around them, which check_resources.py fails on), its K
    loop of boxes on the warp-specialized TMA + wgmma pipeline; or, with
    dot_kind="mma_sync", m16n8k16 .f16 accumulators on the TMA + mma.sync
    pipeline. The compiled kernel itself is launched (a launch of
    gemm_f16_acc_tma would compile with dot_kind="auto")."""
    shim = emulated((9, 0))
    kernel, _ = _compile_with_remarks(gemm_f16_acc_tma, "sm_90a", remark, dot_kind=dot_kind)
    assert instruction in kernel.ptx
    assert ("mma.sync" if dot_kind == "auto" else "wgmma") not in kernel.ptx
    M, N, K = 100, 150, 192
    rng = np.random.default_rng(seed)
    a = (rng.standard_normal((M, K)) * 0.3).astype(np.float16)
    bt = (rng.standard_normal((N, K)) * 0.3).astype(np.float16)
    got = _run_nk(shim, kernel, kernel, a, bt, np.full((M, N), np.nan, np.float16),
                  None, (64, 128))
    want = a.astype(np.float64) @ bt.T.astype(np.float64)
    # f16 sums over K = 192: a few f16 ulps of the largest values (~5).
    assert np.abs(got.astype(np.float64) - want).max() < 2e-2


@pytest.mark.parametrize("capability, family", [((9, 0), "cp.async + wgmma"),
                                                ((8, 0), "cp.async")])
def test_f16_accumulator_pointer_gemm(emulated, capability, family):
    """Triton's out_dtype=float16 on a pointer GEMM (tile.load tiles): on
    sm_90a the K loop is the cp.async + wgmma pipeline with .f16
    accumulators, on sm_80 the cp.async + mma.sync one; then a dot whose
    operands are not from the loop (one K step outside it, not pipelined)
    adds its product on wgmma / mma.sync too."""
    shim = emulated(capability)

    @tile.kernel(num_warps=4)
    def gemm_f16(a: tile.ptr(tile.float16), b: tile.ptr(tile.float16),
                 c: tile.ptr(tile.float16), M: tile.int32, N: tile.int32, K: tile.int32,
                 BM: tile.constexpr = 64, BN: tile.constexpr = 64, BK: tile.constexpr = 32):
        rm = tile.program_id(0) * BM + tile.arange(0, BM)
        rn = tile.program_id(1) * BN + tile.arange(0, BN)
        rk = tile.arange(0, BK)
        acc = pointer_loop(a, b, tile.zeros((BM, BN), tile.float16), rm, rn, M, N, K, BK,
                           False)
        # One more K step: A's first BK columns again (outside the loop).
        ta = tile.load(a + rm[:, None] * K + rk[None, :], mask=rm[:, None] < M, other=0.0)
        tb = tile.load(b + rk[:, None] * N + rn[None, :], mask=rn[None, :] < N, other=0.0)
        acc = tile.dot(ta, tb, acc, out_dtype=tile.float16)
        tile.store(c + rm[:, None] * N + rn[None, :], acc,
                   mask=(rm[:, None] < M) & (rn[None, :] < N))

    target = runtime.device_target(capability).name
    kernel, _ = _compile_with_remarks(gemm_f16, target, "pipelined: " + family)
    if capability == (9, 0):
        assert "wgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16" in kernel.ptx
        assert "mma.sync" not in kernel.ptx
    M, N, K = 90, 100, 96
    rng = np.random.default_rng(18)
    a = (rng.standard_normal((M, K)) * 0.3).astype(np.float16)
    b = (rng.standard_normal((K, N)) * 0.3).astype(np.float16)
    c = shim.asarray(np.full((M, N), np.nan, np.float16))
    gemm_f16[(tile.cdiv(M, 64), tile.cdiv(N, 64))](shim.asarray(a), shim.asarray(b), c, M, N, K)
    a64, b64 = a.astype(np.float64), b.astype(np.float64)
    want = a64 @ b64 + a64[:, :32] @ b64[:32]
    assert np.abs(c.get().astype(np.float64) - want).max() < 2e-2


@pytest.mark.parametrize("bm, bn, bk, warps, b_form, spans", [
    (64, 64, 16, 4, "kn", (32, 128)),    # A rows of 32 bytes; B MN-major, 128
    (64, 32, 32, 4, "kn", (64, 64)),     # 64-byte rows, B one 32-column slab
    (128, 128, 128, 8, "kn", (128, 128)),  # two slabs along K (A), along N (B)
    (64, 64, 64, 4, "nk", (128, 128)),   # B the tile.trans of N x K: K-major
])
def test_swizzled_wgmma_stages(emulated, bm, bn, bk, warps, b_form, spans):
    """The cp.async + wgmma pipeline's stages in the swizzled layouts
    (PipelineMatch::wgmmaSwizzle: each operand in slabs of the widest span
    dividing its rows): 32-, 64- and 128-byte spans, several slabs along K
    and along N, B MN-major and K-major, partial blocks; the descriptors
    say the span (layout type in bits 62-63) and C matches NumPy."""
    shim = emulated((9, 0))

    @tile.kernel(num_warps=warps)
    def gemm_sw(a: tile.ptr(tile.bfloat16), b: tile.ptr(tile.bfloat16),
                c: tile.ptr(tile.float32), M: tile.int32, N: tile.int32, K: tile.int32,
                BM: tile.constexpr, BN: tile.constexpr, BK: tile.constexpr,
                NK: tile.constexpr):
        m0 = tile.program_id(0) * BM
        n0 = tile.program_id(1) * BN
        acc = pointer_loop(a, b, tile.zeros((BM, BN), tile.float32), m0 + tile.arange(0, BM),
                           n0 + tile.arange(0, BN), M, N, K, BK, NK)  # NK: b holds B^T
        store_block(c, acc, m0, n0, M, N, BM, BN)

    nk = b_form == "nk"
    compiled, _ = _compile_with_remarks(gemm_sw, "sm_90a", "pipelined: cp.async + wgmma",
                                        BM=bm, BN=bn, BK=bk, NK=nk)
    types = {int(v) & (3 << 62) for v in
             (int(x) % (1 << 64) for x in
              __import__("re").findall(r"or\.b64\s+%rd\d+, %rd\d+, (-?\d+);", compiled.ptx))
             if v >> 62}
    want = {{128: 1, 64: 2, 32: 3}[s] << 62 for s in spans}
    assert types == want, (sorted(t >> 62 for t in types), spans)
    M, N, K = bm + 37, bn + 21, 3 * bk - 8
    rng = np.random.default_rng(bm + bn + bk)
    a_bits, a = ptxemu.bf16_bits(rng.standard_normal((M, K)))
    b_bits, b = ptxemu.bf16_bits(rng.standard_normal((N, K) if nk else (K, N)))
    c = shim.asarray(np.full((M, N), np.nan, np.float32))
    # bf16 as uint16 bits: passed by address (an int is a device pointer).
    da, db = shim.asarray(a_bits), shim.asarray(b_bits)
    addr = [int(x.__cuda_array_interface__["data"][0]) for x in (da, db)]
    gemm_sw[(tile.cdiv(M, bm), tile.cdiv(N, bn))](
        addr[0], addr[1], c, M, N, K, BM=bm, BN=bn, BK=bk, NK=nk)
    ref = a.astype(np.float64) @ (b.T if nk else b).astype(np.float64)
    got = c.get()
    assert np.isfinite(got).all()
    assert np.abs(got - ref).max() / np.abs(ref).max() < 1e-2


def test_f16_accumulator_register_a(emulated):
    """P = Q K^T with an f16 accumulator feeds the next dot as A straight
    from its wgmma fragment (the .f16x2 accumulator registers are wgmma's
    A registers): no shared memory for P."""
    shim = emulated((9, 0))

    @tile.kernel(num_warps=4)
    def chain(q: tile.ptr(tile.float16), k: tile.ptr(tile.float16),
              v: tile.ptr(tile.float16), o: tile.ptr(tile.float16)):
        r64 = tile.arange(0, 64)
        r32 = tile.arange(0, 32)
        tq = tile.load(q + r64[:, None] * 32 + r32[None, :])
        tk = tile.load(k + r64[:, None] * 32 + r32[None, :])
        tv = tile.load(v + r64[:, None] * 64 + r64[None, :])
        p = tile.dot(tq, tile.trans(tk), out_dtype=tile.float16)
        tile.store(o + r64[:, None] * 64 + r64[None, :],
                   tile.dot(p, tv, out_dtype=tile.float16))

    _compile_with_remarks(chain, "sm_90a", "A (a wgmma result) goes to wgmma in registers")
    rng = np.random.default_rng(19)
    q, k, v = ((rng.standard_normal(shape) * 0.3).astype(np.float16)
               for shape in ((64, 32), (64, 32), (64, 64)))
    out = shim.asarray(np.full((64, 64), np.nan, np.float16))
    chain[(1,)](shim.asarray(q), shim.asarray(k), shim.asarray(v), out)
    p = (q.astype(np.float64) @ k.T.astype(np.float64)).astype(np.float16)
    want = p.astype(np.float64) @ v.astype(np.float64)
    assert np.abs(out.get().astype(np.float64) - want).max() < 1e-2


def test_mma_sync_pipelines_share_their_ring(emulated):
    """On sm_120a both K loops become TMA + mma.sync pipelines in one ring
    of dynamic shared memory (the second starts once the first is done and
    re-initializes the barriers); the sum of the halves is the product."""
    shim = emulated((12, 0))
    kernel, remarks = _compile_with_remarks(gemm_two_loops, "sm_120a")
    assert remarks.count("pipelined: TMA + mma.sync, 4 stages of 16384 bytes") == 2, remarks
    assert kernel.dynamic_shared_bytes == 4 * (16384 + 16) + 16  # one ring of 4 stages
    M, N, K = 100, 120, 512
    rng = np.random.default_rng(21)
    a_bits, a = ptxemu.bf16_bits(rng.standard_normal((M, K)))
    bt_bits, bt = ptxemu.bf16_bits(rng.standard_normal((N, K)))
    got = _run_nk(shim, gemm_two_loops, kernel, a_bits, bt_bits,
                  np.full((M, N), np.nan, np.float32), tile.bfloat16, (64, 64))
    _assert_close(got, a.astype(np.float64) @ bt.T.astype(np.float64))


def test_mma_sync_pipeline_starts_from_any_accumulator(emulated):
    """C += A Bt^T in two chained K loops on sm_120a: both are TMA +
    mma.sync pipelines although neither starts from a splat (the first from
    loaded values, the second from the first's fragments)."""
    shim = emulated((12, 0))
    kernel, remarks = _compile_with_remarks(gemm_chained_loops, "sm_120a")
    assert remarks.count("pipelined: TMA + mma.sync") == 2, remarks
    M, N, K = 100, 120, 256
    rng = np.random.default_rng(22)
    a_bits, a = ptxemu.bf16_bits(rng.standard_normal((M, K)))
    bt_bits, bt = ptxemu.bf16_bits(rng.standard_normal((N, K)))
    c0 = rng.standard_normal((M, N)).astype(np.float32)
    got = _run_nk(shim, gemm_chained_loops, kernel, a_bits, bt_bits, c0, tile.bfloat16, (64, 64))
    _assert_close(got, c0 + a.astype(np.float64) @ bt.T.astype(np.float64))


@pytest.mark.parametrize("bk, stage", [(32, 16384), (16, 8192)])
def test_narrow_boxes_mma_sync_pipeline(emulated, bk, stage):
    """Boxes of 64- and 32-byte rows (BK = 32, 16 in bf16: copied
    unswizzled) on sm_120a: the TMA + mma.sync pipeline reads them row after
    row (wgmma and tcgen05 pipelines need 128-byte-swizzled rows); K = 200
    is not a multiple of BK (the last boxes are zero-filled)."""
    shim = emulated((12, 0))
    kernel, _ = _compile_with_remarks(gemm_bf16_tma, "sm_120a",
                                      f"pipelined: TMA + mma.sync, 4 stages of {stage} bytes",
                                      BK=bk)
    M, N, K = 150, 200, 200
    rng = np.random.default_rng(bk)
    a_bits, a = ptxemu.bf16_bits(rng.standard_normal((M, K)))
    bt_bits, bt = ptxemu.bf16_bits(rng.standard_normal((N, K)))
    got = _run_nk(shim, gemm_bf16_tma, kernel, a_bits, bt_bits,
                  np.full((M, N), np.nan, np.float32), tile.bfloat16, (128, 128), BK=bk)
    _assert_close(got, a.astype(np.float64) @ bt.T.astype(np.float64))


def test_gemm_persistent_dsl(emulated):
    """examples/python/gemm_persistent.py: bf16 C through TMA stores, a
    persistent grid of 2 programs looping over 6 blocks."""
    shim = emulated((9, 0))
    ex = _example("gemm_persistent")
    M, N, K = 300, 520, 136
    rng = np.random.default_rng(3)
    a_bits, a = ptxemu.bf16_bits(rng.standard_normal((M, K)))
    bt_bits, bt = ptxemu.bf16_bits(rng.standard_normal((N, K)))
    kernel = ex.gemm_persistent.compile("sm_90a")
    boxes = kernel.tensor_map_boxes
    arrays = {"a": shim.asarray(a_bits), "b": shim.asarray(bt_bits),
              "c": shim.asarray(ptxemu.bf16_bits(np.full((M, N), np.nan))[0])}
    maps = [tile.TensorMap.tiled(arrays[n], boxes[n], element=tile.bfloat16) for n in "abc"]
    kernel[(2,)](*maps, M, N, K)
    got = (arrays["c"].get().astype(np.uint32) << 16).view(np.float32)
    want = a.astype(np.float64) @ bt.T
    assert np.linalg.norm(np.nan_to_num(got, nan=1e30) - want) / np.linalg.norm(want) < 1e-2


def _attention_inputs(shim, bh, seqlen, head, group, seed=5):
    """Random bf16 Q (bh heads), K and V (bh / group heads) of
    examples/python/attention.py in the emulator's memory, and O: ((Q, K,
    V, O) arrays, (q, k, v) as float64)."""
    rng = np.random.default_rng(seed)
    (q_bits, q), (k_bits, k), (v_bits, v) = (
        ptxemu.bf16_bits(rng.standard_normal((heads, seqlen, head)))
        for heads in (bh, bh // group, bh // group))
    arrays = [shim.asarray(x) for x in (q_bits, k_bits, v_bits)]
    arrays.append(shim.zeros((bh, seqlen, head), np.uint16))
    return arrays, tuple(x.astype(np.float64) for x in (q, k, v))


@pytest.mark.parametrize("capability, head, causal, group, seqlen", [
    ((8, 0), 64, True, 1, 130), ((9, 0), 64, False, 1, 130), ((9, 0), 32, True, 1, 130),
    ((9, 0), 128, False, 1, 130), ((8, 0), 64, False, 4, 130), ((9, 0), 64, True, 2, 130),
    # whole key blocks: the launch's EVEN_N heuristic drops the key masks
    ((8, 0), 64, True, 1, 192), ((9, 0), 64, False, 2, 128), ((9, 0), 128, True, 1, 192)])
def test_attention_dsl(emulated, capability, head, causal, group, seqlen):
    """examples/python/attention.py as its run() launches it (bf16 Q, K, V,
    O passed by address), against its NumPy reference; grouped-query
    attention with `group` query heads per K/V head. (Head 128 keeps its
    K and V rings in dynamic shared memory, which the launch passes.) A
    seqlen that is a multiple of BLOCK_N launches the EVEN_N kernel."""
    shim = emulated(capability)
    ex = _example("attention")
    bh = 4
    (dq, dk, dv, o), (q, k, v) = _attention_inputs(shim, bh, seqlen, head, group)
    sm_scale = 1.0 / math.sqrt(head)
    grid = lambda meta: (tile.cdiv(seqlen, meta["BLOCK_M"]), bh)  # noqa: E731
    ex.attention[grid](dq.data.ptr, dk.data.ptr, dv.data.ptr, o.data.ptr, seqlen, sm_scale,
                       HEAD=head, CAUSAL=causal, GROUP=group, num_warps=4)
    # The specialization the launch compiled: EVEN_N exactly for whole blocks.
    [compiled] = ex.attention.fn._compiled.values()
    assert compiled.constexprs["EVEN_N"] == (seqlen % 64 == 0)
    got = (o.get().astype(np.uint32) << 16).view(np.float32)
    want = ex.reference(q, k, v, sm_scale, causal, group)
    assert np.abs(got - want).max() < 2e-2


@pytest.mark.parametrize("target, head, causal, group, seqlen, warps", [
    ("sm_100a", 64, False, 1, 130, 4), ("sm_100f", 64, True, 2, 200, 8),
    ("sm_100a", 128, True, 1, 130, 8),
    # head 256 on one warpgroup: S in its rows, O (256 columns, more than
    # a warpgroup reads back) blocked, the rescale's row vector broadcast
    # there
    ("sm_100a", 256, True, 1, 70, 4)])
def test_attention_tcgen05_dsl(emulated, target, head, causal, group, seqlen, warps):
    """examples/python/attention.py with 128 query rows on sm_100a / sm_100f:
    both dots are tcgen05.mma (S and O in tensor memory, read back with
    tcgen05.ld for the softmax and the rescale), against NumPy: ragged,
    causal, grouped-query attention. (64 rows stay on mma.sync: tcgen05
    takes M = 128.)"""
    shim = emulated((10, 0))
    ex = _example("attention")
    bh = 4
    (dq, dk, dv, o), (q, k, v) = _attention_inputs(shim, bh, seqlen, head, group, seed=seqlen)
    compiled = ex.attention.compile(target, num_warps=warps, cache=False, HEAD=head,
                                    CAUSAL=causal, GROUP=group, BLOCK_M=128)
    assert compiled.ptx.count("tcgen05.mma.cta_group::1") >= 8
    assert "mma.sync" not in compiled.ptx and "tcgen05.ld" in compiled.ptx
    sm_scale = 1.0 / math.sqrt(head)
    compiled[(tile.cdiv(seqlen, 128), bh)](dq.data.ptr, dk.data.ptr, dv.data.ptr, o.data.ptr,
                                           seqlen, sm_scale)
    got = (o.get().astype(np.uint32) << 16).view(np.float32)
    want = ex.reference(q, k, v, sm_scale, causal, group)
    assert np.abs(got - want).max() < 2e-2


@pytest.mark.parametrize("kernel, stages, head, causal, group, seqlen, warps", [
    ("attention", None, 64, False, 1, 130, 4),   # tile-translate's default: 2 stages
    ("attention", 3, 64, True, 2, 200, 8),       # num_stages: causal, grouped-query
    ("attention", 2, 128, True, 1, 130, 8),      # 256-byte lines: two slabs
    ("attention_tma", None, 64, True, 1, 200, 4),  # TMA rings
    ("attention_tma", 3, 128, False, 2, 256, 8),  # whole key blocks: EVEN_N
    ("attention_tma", 2, 32, False, 1, 130, 4)])  # 64-byte lines and swizzle
def test_attention_tcgen05_rings_dsl(emulated, kernel, stages, head, causal, group, seqlen,
                                     warps):
    """examples/python/attention.py with 128 query rows on sm_100a, as
    tile-translate plans it (the loop's num_stages, else 2 stages): K and
    V copied iterations ahead into rings (cp.async, or TMA through the
    launch's tensor maps), each tcgen05 dot reading its B where it lies in
    the ring (K^T K-major, V MN-major: the transpose-B bit) into tensor
    memory allocated before the loop (O kept there), against NumPy."""
    shim = emulated((10, 0))
    ex = _example("attention")
    bh = 4
    (dq, dk, dv, o), (q, k, v) = _attention_inputs(shim, bh, seqlen, head, group, seed=seqlen)
    fn = getattr(ex, kernel)
    with pytest.warns(tile.CompileWarning) as caught:
        compiled = fn.compile("sm_100a", num_warps=warps, cache=False, HEAD=head,
                              CAUSAL=causal, GROUP=group, BLOCK_M=128, num_stages=stages,
                              EVEN_N=seqlen % 64 == 0, remarks=True)
    # tile-tmem-dots: S and O allocated in tensor memory once, before the
    # loop, O kept there (rescaled with tcgen05.ld / tcgen05.st) and read
    # back after it.
    assert any("tcgen05 dots on tensor memory allocated before the loop: 2 dot(s), "
               "1 accumulator(s) kept in tensor memory across the loop" in str(w.message)
               for w in caught)
    assert ("cp.async.bulk.tensor" in compiled.ptx) == (kernel == "attention_tma")
    # cp.async rings: 16-byte copies (both dots hold S and O in the rows
    # tcgen05.ld reads and take B from the rings, so the kernel keeps its
    # runs of 8 bf16).
    assert ("cp.async.commit_group" in compiled.ptx) == (kernel == "attention")
    assert ("cp.async.cg.shared.global" in compiled.ptx) == (kernel == "attention")
    # The rings: S stages of a K and a V block (each 64 x head bf16).
    assert compiled.dynamic_shared_bytes >= (stages or 2) * 2 * 64 * head * 2
    # One tcgen05.mma per 16 of K: S = Q K^T reads K (head / 16), O += P V
    # reads V (64 / 16); B's descriptors only, nothing staged for B.
    assert compiled.ptx.count("tcgen05.mma.cta_group::1") == head // 16 + 64 // 16
    sm_scale = 1.0 / math.sqrt(head)
    args = [dq.data.ptr, dk.data.ptr, dv.data.ptr, o.data.ptr, seqlen]
    if kernel == "attention_tma":
        args.append(bh // group)
    compiled[(tile.cdiv(seqlen, 128), bh)](*args, sm_scale)
    got = (o.get().astype(np.uint32) << 16).view(np.float32)
    want = ex.reference(q, k, v, sm_scale, causal, group)
    assert np.abs(got - want).max() < 2e-2


@pytest.mark.parametrize("head, causal, seqlen, warps", [(64, True, 200, 4), (128, False, 130, 8)])
def test_attention_tcgen05_warp_specialized_dsl(emulated, head, causal, seqlen, warps):
    """attention_tma on sm_100a with pipeline_loads and warp_specialize: a
    producer warp issues the K and V boxes, the consumers' tcgen05 dots
    read B from the stages and release them, against NumPy."""
    shim = emulated((10, 0))
    ex = _example("attention")
    (dq, dk, dv, o), (q, k, v) = _attention_inputs(shim, 2, seqlen, head, 1, seed=seqlen)
    compiled = ex.attention_tma.compile("sm_100a", num_warps=warps, cache=False, HEAD=head,
                                        CAUSAL=causal, BLOCK_M=128, pipeline_loads=2,
                                        warp_specialize=1, EVEN_N=seqlen % 64 == 0)
    assert compiled.num_threads == 32 * (warps + 1)
    sm_scale = 1.0 / math.sqrt(head)
    compiled[(tile.cdiv(seqlen, 128), 2)](dq.data.ptr, dk.data.ptr, dv.data.ptr, o.data.ptr,
                                          seqlen, 2, sm_scale)
    got = (o.get().astype(np.uint32) << 16).view(np.float32)
    assert np.abs(got - ex.reference(q, k, v, sm_scale, causal, 1)).max() < 2e-2


def test_attention_tcgen05_pipeline_loads_dsl(emulated):
    """pipeline_loads=S given: the same rings (the plan's 2 stages win, as
    for a tcgen05 GEMM's K loop), correct against NumPy."""
    shim = emulated((10, 0))
    ex = _example("attention")
    (dq, dk, dv, o), (q, k, v) = _attention_inputs(shim, 2, 130, 64, 1, seed=5)
    compiled = ex.attention.compile("sm_100a", num_warps=4, cache=False, HEAD=64,
                                    BLOCK_M=128, pipeline_loads=2)
    assert "cp.async.commit_group" in compiled.ptx
    compiled[(2, 2)](dq.data.ptr, dk.data.ptr, dv.data.ptr, o.data.ptr, 130, 0.125)
    got = (o.get().astype(np.uint32) << 16).view(np.float32)
    assert np.abs(got - ex.reference(q, k, v, 0.125, False, 1)).max() < 2e-2


def test_kernel_compile_takes_warp_specialize():
    """Kernel.compile(..., warp_specialize=P) reaches tile-warp-specialize
    (the options and the cache key name it; the launch takes its block
    size from the PTX); without pipeline_loads it is tile.compile's
    CompileError, at compile time."""
    ex = _example("attention")
    plain = ex.attention_tma.compile("sm_90a", pipeline_loads=3)
    split = ex.attention_tma.compile("sm_90a", pipeline_loads=3, warp_specialize=1)
    assert (plain.num_threads, split.num_threads) == (128, 160)
    assert split.options["warp_specialize"] == 1 and "warp_specialize" not in plain.options
    assert split.key != plain.key
    with pytest.raises(tile.CompileError, match=r"give --pipeline-loads \(pipeline_loads\) too"):
        ex.attention_tma.compile("sm_90a", cache=False, warp_specialize=1)


@pytest.mark.parametrize("target, stages, producer, warps, head, causal, group, seqlen, turns", [
    ("sm_90a", 0, 0, 4, 64, False, 1, 130, False),
    ("sm_90a", 3, 0, 4, 64, True, 2, 200, False),
    ("sm_90a", 3, 4, 8, 64, False, 2, 200, False),  # a producer warpgroup, setmaxnreg budgets
    ("sm_90a", 2, 1, 4, 128, True, 1, 130, False),  # 256-byte lines: two slabs per box
    ("sm_90a", 3, 0, 4, 32, True, 2, 130, False),   # 64-byte lines: 64-byte-swizzled rings
    ("sm_120a", 3, 0, 4, 32, False, 1, 130, False),  # read by ldmatrix for mma.sync
    ("sm_120a", 2, 0, 4, 64, True, 1, 100, False),
    ("sm_90", 3, 4, 8, 64, True, 1, 130, False),    # no setmaxnreg: the split without budgets
    ("sm_90a", 3, 4, 8, 64, True, 2, 300, True),    # FlashAttention-3: 128 rows, ping-pong
    ("sm_90a", 2, 4, 8, 128, False, 1, 130, True),
    ("sm_90a", 2, 4, 8, 128, True, 2, 256, True),   # whole key blocks: EVEN_N
    ("sm_90a", 3, 0, 4, 64, False, 1, 192, False)])
def test_attention_tma_dsl(emulated, target, stages, producer, warps, head, causal, group,
                           seqlen, turns):
    """examples/python/attention.py's attention_tma: K and V through
    tile.make_tensor_descriptor (tensor maps the launch encodes), compiled
    as written or with pipeline_loads (TMA rings) and warp_specialize
    (producer warps issuing the copies; a launch of the metadata's block
    size), against NumPy: ragged seqlen (a box's rows past it are the next
    head's, masked), causal, grouped-query attention. With `turns`, 128
    query rows on two consumer warpgroups that take turns at the dots
    (ping_pong: FlashAttention-3's structure). A seqlen that is a multiple
    of BLOCK_N (64) compiles with EVEN_N: no key masks beyond causal's."""
    shim = emulated((12, 0) if target.startswith("sm_120") else (9, 0))
    ex = _example("attention")
    bh = 4
    (dq, dk, dv, o), (q, k, v) = _attention_inputs(shim, bh, seqlen, head, group, seed=seqlen)
    block_m = 128 if turns else 64
    compiled = ex.attention_tma.compile(target, num_warps=warps, cache=False, HEAD=head,
                                        CAUSAL=causal, GROUP=group, BLOCK_M=block_m,
                                        pipeline_loads=stages, warp_specialize=producer,
                                        ping_pong=turns, EVEN_N=seqlen % 64 == 0)
    assert ("bar.sync 10, 256;" in compiled.ptx) == turns
    assert compiled.num_threads == 32 * (warps + producer)
    budgets = producer == 4 and target == "sm_90a"
    assert ("setmaxnreg.inc.sync.aligned.u32 232;" in compiled.ptx) == budgets
    assert "cp.async.bulk.tensor" in compiled.ptx
    # The rings: S stages of a K and a V box (each 64 x head bf16).
    assert compiled.dynamic_shared_bytes >= stages * 2 * 64 * head * 2
    if stages:  # each map encoded with the swizzle its ring has
        assert set(compiled.tensor_map_swizzles.values()) == {min(2 * head, 128)}
    sm_scale = 1.0 / math.sqrt(head)
    compiled[(tile.cdiv(seqlen, block_m), bh)](dq.data.ptr, dk.data.ptr, dv.data.ptr,
                                               o.data.ptr, seqlen, bh // group, sm_scale)
    got = (o.get().astype(np.uint32) << 16).view(np.float32)
    want = ex.reference(q, k, v, sm_scale, causal, group)
    assert np.abs(got - want).max() < 2e-2


@pytest.mark.parametrize("head, causal, group, seqlen, stages, turns", [
    (64, True, 2, 256, 3, True),    # EVEN_N: the mask in an scf.if between the dots
    (128, False, 1, 130, 2, True),  # ragged: masks on every block
    (64, True, 1, 200, 3, False)])
def test_attention_tma_overlap_dsl(emulated, head, causal, group, seqlen, stages, turns):
    """attention_tma as FlashAttention-3 with overlap_dots: a producer
    warpgroup, 128 rows on two consumer warpgroups, each iteration issuing
    its S = Q K^T with the previous block's O += P V and running its softmax
    while the latter computes (wgmma.wait_group 1), with and without
    ping-pong turns, against NumPy."""
    shim = emulated((9, 0))
    ex = _example("attention")
    bh = 4
    (dq, dk, dv, o), (q, k, v) = _attention_inputs(shim, bh, seqlen, head, group, seed=seqlen)
    compiled = ex.attention_tma.compile("sm_90a", num_warps=8, cache=False, HEAD=head,
                                        CAUSAL=causal, GROUP=group, BLOCK_M=128,
                                        pipeline_loads=stages, warp_specialize=4,
                                        ping_pong=turns, overlap_dots=True,
                                        EVEN_N=seqlen % 64 == 0)
    assert "wgmma.wait_group.sync.aligned 1;" in compiled.ptx
    assert ("bar.sync 10, 256;" in compiled.ptx) == turns
    sm_scale = 1.0 / math.sqrt(head)
    compiled[(tile.cdiv(seqlen, 128), bh)](dq.data.ptr, dk.data.ptr, dv.data.ptr,
                                           o.data.ptr, seqlen, bh // group, sm_scale)
    got = (o.get().astype(np.uint32) << 16).view(np.float32)
    want = ex.reference(q, k, v, sm_scale, causal, group)
    assert np.abs(got - want).max() < 2e-2


@pytest.mark.parametrize("head, causal, group, seqlen, programs, flags", [
    (64, True, 2, 256, 3, dict(ping_pong=True, overlap_dots=True)),  # EVEN_N, causal bounds
    (64, False, 1, 200, 2, dict(ping_pong=True, overlap_dots=True)),  # ragged
    (128, True, 1, 130, 2, dict(overlap_dots=True)),
    (64, True, 1, 300, 5, dict())])
def test_attention_tma_persistent_dsl(emulated, head, causal, group, seqlen, programs, flags):
    """attention_tma_persistent: a few programs loop over the (query block,
    head) tiles, compiled as FlashAttention-3 (a producer warpgroup with its
    own loop over the tiles, the K/V rings shared by them, 128 rows on two
    consumer warpgroups; with turns and overlapped dots); causal tiles' key
    loops end at their query block (a bound the producer computes per
    tile). Against NumPy."""
    shim = emulated((9, 0))
    ex = _example("attention")
    bh = 4
    (dq, dk, dv, o), (q, k, v) = _attention_inputs(shim, bh, seqlen, head, group, seed=seqlen)
    compiled = ex.attention_tma_persistent.compile(
        "sm_90a", num_warps=8, cache=False, HEAD=head, CAUSAL=causal, GROUP=group,
        BLOCK_M=128, pipeline_loads=3, warp_specialize=4, EVEN_N=seqlen % 64 == 0, **flags)
    assert compiled.num_threads == 384
    assert ("wgmma.wait_group.sync.aligned 1;" in compiled.ptx) == ("overlap_dots" in flags)
    sm_scale = 1.0 / math.sqrt(head)
    compiled[(programs, 1)](dq.data.ptr, dk.data.ptr, dv.data.ptr, o.data.ptr, seqlen,
                            bh // group, sm_scale, bh)
    got = (o.get().astype(np.uint32) << 16).view(np.float32)
    want = ex.reference(q, k, v, sm_scale, causal, group)
    assert np.abs(got - want).max() < 2e-2


@pytest.mark.parametrize("capability, target, head, causal, group, seqlen, options", [
    ((8, 9), "sm_89", 64, True, 2, 130, dict()),
    ((12, 0), "sm_120a", 64, False, 1, 100, dict()),
    ((9, 0), "sm_90a", 64, False, 1, 130, dict()),
    ((9, 0), "sm_90a", 64, True, 2, 208, dict(TMA=True)),
    ((9, 0), "sm_90a", 128, False, 1, 208, dict(TMA=True, BLOCK_N=128, pipeline_loads=2)),
    # Head 64: K's (and with 64-key blocks V^T's) rows are 64 bytes, in
    # 64-byte-swizzled rings.
    ((9, 0), "sm_90a", 64, True, 2, 208, dict(TMA=True, pipeline_loads=3, schedule=1)),
    ((9, 0), "sm_90a", 64, False, 1, 272, dict(TMA=True, BLOCK_N=128, BLOCK_M=128,
                                               num_warps=8, pipeline_loads=2,
                                               warp_specialize=4, ping_pong=True,
                                               schedule=2)),
    ((9, 0), "sm_90a", 128, True, 2, 272, dict(TMA=True, BLOCK_N=128, BLOCK_M=128,
                                               num_warps=8, pipeline_loads=2,
                                               warp_specialize=4)),
    ((9, 0), "sm_90a", 128, False, 1, 336, dict(TMA=True, BLOCK_N=128, BLOCK_M=128,
                                                num_warps=8, pipeline_loads=2,
                                                warp_specialize=4, ping_pong=True,
                                                schedule=3)),
    ((9, 0), "sm_90a", 128, True, 1, 256, dict(TMA=True, BLOCK_N=128, BLOCK_M=128,
                                               num_warps=8, pipeline_loads=2,
                                               warp_specialize=4, ping_pong=True,
                                               EVEN_N=True)),
    ((8, 9), "sm_89", 64, True, 2, 192, dict(EVEN_N=True)),
    # sm_100a, 128 rows: both dots tcgen05.mma kind::f8f6f4, S and O in
    # the rows tcgen05.ld reads, K and V^T in cp.async rings
    ((10, 0), "sm_100a", 64, True, 2, 130, dict(BLOCK_M=128, num_warps=4)),
    ((10, 0), "sm_100a", 128, False, 1, 200, dict(BLOCK_M=128, num_warps=8))])
def test_attention_fp8_dsl(emulated, capability, target, head, causal, group, seqlen, options):
    """examples/python/attention.py's attention_fp8: e4m3 Q, K and V^T of
    x / descale (descale = max |x| / 448, one per tensor), bf16 O, against
    NumPy attention of the values the codes hold: through pointers
    (mma.sync e4m3 on sm_89 / sm_120, wgmma on sm_90a) and through TMA
    (rings, and the producer warpgroup with 128-row blocks), ragged and
    grouped; `schedule`: under the emulator's random schedule with that
    seed (any interleaving of the producer's and the warpgroups' warps).
    P is rounded to e4m3 for the second dot: 5e-2."""
    import ptxemu
    options = dict(options)
    seed = options.pop("schedule", None)
    shim = emulated(capability, *(("random", seed) if seed is not None else ()))
    ex = _example("attention")
    bh = 4
    rng = np.random.default_rng(seqlen)
    q = rng.standard_normal((bh, seqlen, head))
    k, v = (rng.standard_normal((bh // group, seqlen, head)) * s for s in (2.0, 0.5))
    descales = [float(np.abs(x).max()) / 448 for x in (q, k, v)]
    (qb, q8), (kb, k8), (vb, v8) = (ptxemu.fp8_bits(x / ds, "e4m3")
                                    for x, ds in zip((q, k, v), descales))
    arrays = [shim.asarray(x) for x in (qb, kb, np.ascontiguousarray(vb.transpose(0, 2, 1)))]
    o = shim.zeros((bh, seqlen, head), np.uint16)
    block_m, warps = options.pop("BLOCK_M", 64), options.pop("num_warps", 4)
    compiled = ex.attention_fp8.compile(target, num_warps=warps, cache=False, HEAD=head,
                                        CAUSAL=causal, GROUP=group, BLOCK_M=block_m, **options)
    if target.startswith("sm_100"):
        assert "tcgen05.mma.cta_group::1.kind::f8f6f4" in compiled.ptx
        assert "cp.async.cg.shared.global" in compiled.ptx
    if options.get("pipeline_loads"):
        # Every box in a ring: K's rows of head bytes swizzled as wide as
        # they are (64 at head 64), V^T's rows of BLOCK_N.
        assert "mbarrier.try_wait" in compiled.ptx
        # (the descriptors tile.make_tensor_descriptor made, in order)
        assert sorted(compiled.tensor_map_swizzles.values()) == sorted(
            [min(head, 128), min(options.get("BLOCK_N", 64), 128)])
    sm_scale = 1.0 / math.sqrt(head)
    compiled[(tile.cdiv(seqlen, block_m), bh)](*(a.data.ptr for a in arrays), o.data.ptr,
                                               seqlen, bh // group, sm_scale, *descales)
    got = (o.get().astype(np.uint32) << 16).view(np.float32)
    want = ex.reference(q8 * descales[0], k8 * descales[1], v8 * descales[2], sm_scale,
                        causal, group)
    assert np.abs(got - want).max() < 5e-2


@pytest.mark.parametrize("capability, head, causal, group, seqlen, warps", [
    ((8, 0), 64, True, 1, 130, 4), ((9, 0), 64, False, 2, 130, 4),
    ((9, 0), 128, True, 1, 100, 8), ((12, 0), 64, True, 2, 70, 4),
    # whole blocks: the launches' EVEN_N heuristics drop the masks
    ((8, 0), 64, True, 2, 128, 4), ((9, 0), 64, False, 1, 192, 4),
    ((9, 0), 64, True, 1, 192, 4)])
def test_attention_backward_dsl(emulated, capability, head, causal, group, seqlen, warps):
    """examples/python/attention.py's training step as run_backward()
    launches it: attention_train (O and the row log-sum-exp),
    attention_bwd_delta, attention_bwd_dkdv (a K/V head's dK and dV over
    its GROUP query heads), attention_bwd_dq; dQ, dK and dV against NumPy's
    gradients (bf16 P, dS and results: 1e-2 of the largest + 5e-3), ragged
    seqlen, causal, grouped-query attention, mma.sync and wgmma."""
    shim = emulated(capability)
    ex = _example("attention")
    bh = 4 if group > 1 else 2
    rng = np.random.default_rng(seqlen)
    (qb, q), (kb, k), (vb, v), (dob, do) = (
        ptxemu.bf16_bits(rng.standard_normal(shape)) for shape in
        ((bh, seqlen, head), (bh // group, seqlen, head), (bh // group, seqlen, head),
         (bh, seqlen, head)))
    Q, K, V, DO = (shim.asarray(x) for x in (qb, kb, vb, dob))
    O, DQ = (shim.zeros((bh, seqlen, head), np.uint16) for _ in range(2))
    DK, DV = (shim.zeros((bh // group, seqlen, head), np.uint16) for _ in range(2))
    LSE, DELTA = (shim.zeros((bh, seqlen), np.float32) for _ in range(2))
    sm_scale = 1 / math.sqrt(head)
    meta = dict(HEAD=head, CAUSAL=causal, GROUP=group, num_warps=warps)
    rows = tile.cdiv(seqlen, 64)
    ptr = lambda *arrays: [a.data.ptr for a in arrays]  # noqa: E731
    ex.attention_train[(rows, bh)](*ptr(Q, K, V, O, LSE), seqlen, sm_scale, **meta)
    ex.attention_bwd_delta[(rows, bh)](*ptr(O, DO, DELTA), seqlen, HEAD=head, num_warps=warps)
    ex.attention_bwd_dkdv[(tile.cdiv(seqlen, 64), bh // group)](
        *ptr(Q, K, V, DO, LSE, DELTA, DK, DV), seqlen, sm_scale, **meta)
    ex.attention_bwd_dq[(rows, bh)](*ptr(Q, K, V, DO, LSE, DELTA, DQ), seqlen, sm_scale, **meta)
    as_float = lambda a: (a.get().astype(np.uint32) << 16).view(np.float32)  # noqa: E731
    for kernel in (ex.attention_train, ex.attention_bwd_dkdv, ex.attention_bwd_dq):
        [compiled] = kernel.fn._compiled.values()
        assert compiled.constexprs["EVEN_N"] == (seqlen % 64 == 0)
    want = ex.reference_backward(q, k, v, do, sm_scale, causal, group)
    for got, w in zip((DQ, DK, DV), want):
        assert np.abs(as_float(got) - w).max() < 1e-2 * np.abs(w).max() + 5e-3


def _attention_emulated(ptx, head, seqlen, causal, schedule, seed=0, warps=4, shared=0):
    """examples/python/attention.py's PTX on one head (`shared` bytes of
    dynamic shared memory), against NumPy: the largest error."""
    ex = _example("attention")
    rng = np.random.default_rng(11)
    (q_bits, q), (k_bits, k), (v_bits, v) = (
        ptxemu.bf16_bits(rng.standard_normal((1, seqlen, head))) for _ in range(3))
    mem = ptxemu.Memory()
    args = [mem.alloc(x) for x in (q_bits, k_bits, v_bits)] + [
        mem.alloc(np.zeros((1, seqlen, head), np.uint16)), seqlen,
        np.float32(1.0 / math.sqrt(head))]
    ptxemu.Module(ptx).launch("attention", (tile.cdiv(seqlen, 64), 1, 1), (32 * warps, 1, 1),
                              args, mem, shared_bytes=shared, schedule=schedule, seed=seed)
    got = (mem.read(args[3], (1, seqlen, head), np.uint16).astype(np.uint32) << 16).view(
        np.float32)
    want = ex.reference(q.astype(np.float64), k.astype(np.float64), v.astype(np.float64),
                        1.0 / math.sqrt(head), causal)
    return np.abs(got - want).max()


@pytest.mark.parametrize("target", ["sm_80", "sm_120a", "sm_90a"])
@pytest.mark.parametrize("causal", [False, True])
def test_attention_kv_prefetch(target, causal):
    """mma.sync and wgmma attention: K and V are copied with cp.async one
    key block ahead into a double-buffered ring (wgmma: K K-major, V
    MN-major, in its core matrices), and the dots read them there (no
    loads into registers, no staging); 250 keys (4 blocks, the ring
    wrapped twice, masked edge) under random warp schedules, in which the
    copies may land early or late, against NumPy. Without the wait for a
    stage's copies the numbers are wrong."""
    ex = _example("attention")
    ptx = ex.attention.compile(target, num_warps=4, cache=False, HEAD=64, CAUSAL=causal).ptx
    # K and V, 4 chunks of 16 bytes a thread each, before the loop and in it.
    assert ptx.count("cp.async.cg.shared.global") == 16
    assert ptx.count("cp.async.wait_group 0;") == 1
    # By default one random schedule (sampling.py; extended: both).
    for seed in sampling.sample((1, 2), name="random schedules"):
        assert _attention_emulated(ptx, 64, 250, causal, "random", seed) < 2e-2
    # The copies of the iteration read before they have landed (no wait):
    # the stage holds the previous block's keys, or nothing yet (wgmma:
    # or a copy lands after the fence that was to order it for the async
    # proxy, which the emulator reports). By default the schedules stop at
    # the first that notices.
    bad = ptx.replace("cp.async.wait_group 0;", "")

    def bad_error(schedule, seed):
        try:
            return _attention_emulated(bad, 64, 250, causal, schedule, seed)
        except ptxemu.EmuError as e:
            assert target == "sm_90a" and "no fence.proxy.async since" in str(e), e
            return math.inf

    errors = []
    for schedule, seed in (("min", 0), ("random", 1), ("random", 2)):
        errors.append(bad_error(schedule, seed))
        if errors[-1] > 0.1 and not sampling.extended():
            break
    assert max(errors) > 0.1, errors
    if target == "sm_90a":  # each thread orders its own copies for wgmma
        fence = "fence.proxy.async.shared::cta;"
        assert ptx.count(fence) == 2  # after staging Q, after each wait
        last = ptx.rindex(fence)
        unfenced = ptx[:last] + ptx[last + len(fence):]
        with pytest.raises(ptxemu.EmuError, match="no fence.proxy.async since"):
            _attention_emulated(unfenced, 64, 250, causal, "random", 1)


@pytest.mark.parametrize("target, warps, shared", [("sm_80", 8, 96256), ("sm_90a", 4, 81920)])
def test_attention_kv_prefetch_dynamic(target, warps, shared):
    """Head 128: the rings (2 x 32768 bytes on wgmma, swizzled, and Q's
    16384; 2 x 34816 padded for mma.sync) need more than the 48 KiB of
    static shared memory: they
    move to dynamic shared memory (the launch passes its size), where they
    fit the target, rather than K and V going through registers; 130 keys
    under a random schedule against NumPy."""
    ex = _example("attention")
    compiled = ex.attention.compile(target, num_warps=warps, cache=False, HEAD=128)
    assert compiled.ptx.count("cp.async.cg.shared.global") == 32 * 4 // warps
    assert compiled.shared_bytes == 0 and compiled.dynamic_shared_bytes == shared
    assert _attention_emulated(compiled.ptx, 128, 130, False, "random", 3, warps=warps,
                               shared=shared) < 2e-2
    # Launched with less, the emulator catches the access past the end.
    with pytest.raises(ptxemu.EmuError, match="out of bounds"):
        _attention_emulated(compiled.ptx, 128, 130, False, "min", warps=warps,
                            shared=48 * 1024)


@pytest.mark.parametrize("target", ["sm_80", "sm_90a"])
@pytest.mark.parametrize("b_stored", ["kn", "nk"])
def test_b_prefetch_in_a_loop_that_is_no_pipeline(target, b_stored):
    """A K loop that scales its accumulator every step (so it is not a K-loop
    pipeline) on sm_80 and sm_90a: A and B (K x N, or N x K through
    tile.trans) are copied one step ahead with cp.async into a
    double-buffered ring (wgmma: A and an N x K B K-major, a K x N B
    MN-major) and the dot reads them there; masked edges, random schedules,
    against NumPy."""

    @tile.kernel(num_warps=4)
    def decayed(a: tile.ptr(tile.bfloat16), b: tile.ptr(tile.bfloat16),
                c: tile.ptr(tile.float32), M: tile.int32, N: tile.int32, K: tile.int32):
        rm = tile.arange(0, 64)
        rn = tile.arange(0, 64)
        rk = tile.arange(0, 32)
        acc = tile.zeros((64, 64))
        for k0 in range(0, K, 32):
            ta = tile.load(a + rm[:, None] * K + (k0 + rk)[None, :],
                           mask=(rm[:, None] < M) & ((k0 + rk)[None, :] < K), other=0.0)
            if b_stored == "kn":
                tb = tile.load(b + (k0 + rk)[:, None] * N + rn[None, :],
                               mask=((k0 + rk)[:, None] < K) & (rn[None, :] < N), other=0.0)
            else:
                tb = tile.trans(tile.load(b + rn[:, None] * K + (k0 + rk)[None, :],
                                          mask=(rn[:, None] < N) & ((k0 + rk)[None, :] < K),
                                          other=0.0))
            # A scalar of the carried tile (its largest element, times
            # zero): scalar arithmetic the copies must not re-evaluate at
            # the next iteration.
            top = tile.max(tile.max(acc, axis=1), axis=0) * 0.0
            acc = tile.dot(ta, tb, acc) * 0.5 + top
        tile.store(c + rm[:, None] * N + rn[None, :], acc,
                   mask=(rm[:, None] < M) & (rn[None, :] < N))

    ptx = decayed.compile(target, cache=False).ptx
    assert ptx.count("cp.async.wait_group 0;") == 1
    if target == "sm_90a":  # the transpose-B bit: set for a K x N B
        assert ptx.count(f"p, 1, 1, 0, {int(b_stored == 'kn')};") == 2
    # 2 chunks of A and 2 of B a thread, before the loop and in it.
    assert ptx.count("cp.async.cg.shared.global") == 8
    M, N, K = 50, 60, 150
    rng = np.random.default_rng(12)
    a_bits, a = ptxemu.bf16_bits(rng.standard_normal((M, K)))
    b_bits, b = ptxemu.bf16_bits(rng.standard_normal((K, N) if b_stored == "kn" else (N, K)))
    bk = b if b_stored == "kn" else b.T
    want = np.zeros((M, N))
    for k0 in range(0, K, 32):
        want = (want + a[:, k0:k0 + 32].astype(np.float64) @ bk[k0:k0 + 32]) * 0.5
    for seed in (0, 1):
        mem = ptxemu.Memory()
        args = [mem.alloc(a_bits), mem.alloc(b_bits),
                mem.alloc(np.full((M, N), np.nan, np.float32)), M, N, K]
        ptxemu.Module(ptx).launch("decayed", (1,), (128,), args, mem, schedule="random",
                                  seed=seed)
        np.testing.assert_allclose(mem.read(args[2], (M, N), np.float32), want, rtol=1e-4,
                                   atol=1e-4)


def test_tensor_map_element_override_checks_the_size(emulated):
    shim = emulated((9, 0))
    x = shim.asarray(np.zeros((64, 64), np.float32))
    with pytest.raises(tile.LaunchError, match="element bf16 does not fit the array's 4-byte"):
        tile.TensorMap.tiled(x, (64, 64), element=tile.bfloat16)
    assert tile.TensorMap.tiled(x, (32, 32)).box == (32, 32)


def test_docs_emulated_launch_snippet(monkeypatch):
    """docs/python.md's example of a launch on the emulator runs as shown."""
    import re
    with open(os.path.join(ROOT, "docs", "python.md"), encoding="utf-8") as f:
        blocks = re.findall(r"```python\n(.*?)```", f.read(), re.S)
    block, = [b for b in blocks if "ptxemu.EmuDriver" in b]
    monkeypatch.chdir(ROOT)
    monkeypatch.setattr(runtime, "_DRIVER", None)  # restored after the snippet sets it
    monkeypatch.setattr(runtime, "_FUNCTIONS", {})
    monkeypatch.setattr(sys, "path", list(sys.path))
    exec(compile(block, "docs/python.md", "exec"), {})


@pytest.mark.parametrize("target", ["sm_89", "sm_90a", "sm_100a", "sm_120a"])
@pytest.mark.parametrize("fmt", ["float8e4m3fn", "float8e5m2"])
def test_fp8_quantize_and_dequantize(target, fmt):
    """x.to(float8) (cvt.rn.satfinite, saturating to the finite range) stored
    into an fp8 pointer, and an fp8 tile .to(float32): against NumPy's
    nearest representable value."""
    f8 = getattr(tile, fmt)

    @tile.kernel
    def quant(x: tile.ptr(tile.float32), q: tile.ptr(f8), back: tile.ptr(tile.float32),
              n: tile.int32):
        i = tile.arange(0, 256)
        m = i < n
        v = tile.load(x, i, mask=m, other=0.0)
        tile.store(q, i, v.to(f8), mask=m)
        w = tile.load(q, i, mask=m)
        tile.store(back, i, w.to(tile.float32) * 2.0, mask=m)

    compiled = quant.compile(target, cache=False)
    assert ("e4m3x2" if fmt == "float8e4m3fn" else "e5m2x2") in compiled.ptx
    name = "e4m3" if fmt == "float8e4m3fn" else "e5m2"
    table = ptxemu._fp8(np.arange(256), name)
    finite = np.isfinite(table)
    x = np.random.default_rng(6).standard_normal(250).astype(np.float32) * 40
    x[:4] = [1e6, -1e6, 0.0, 3.0]  # saturate, zero, exact
    nearest = np.nonzero(finite)[0][np.abs(np.clip(x, table[finite].min(), table[finite].max())
                                           [:, None] - table[finite]).argmin(-1)]
    mem = ptxemu.Memory()
    args = [mem.alloc(x), mem.alloc(np.zeros(256, np.uint8)),
            mem.alloc(np.zeros(256, np.float32)), 250]
    ptxemu.Module(compiled.ptx).launch("quant", (1,), (compiled.num_threads,), args, mem)
    got = mem.read(args[1], (256,), np.uint8)[:250]
    np.testing.assert_array_equal(table[got], table[nearest])
    np.testing.assert_array_equal(mem.read(args[2], (256,), np.float32)[:250],
                                  (table[nearest] * 2).astype(np.float32))


@tile.kernel(num_warps=4)
def gemm_fp8_f16acc(a: tile.ptr(tile.float8e4m3fn), bt: tile.ptr(tile.float8e5m2),
                    c: tile.ptr(tile.float16), M: tile.int32, N: tile.int32, K: tile.int32,
                    BM: tile.constexpr = 64, BN: tile.constexpr = 64, BK: tile.constexpr = 64):
    m0 = tile.program_id(0) * BM
    n0 = tile.program_id(1) * BN
    acc = pointer_loop(a, bt, tile.zeros((BM, BN), tile.float16), m0 + tile.arange(0, BM),
                       n0 + tile.arange(0, BN), M, N, K, BK, True)
    store_block(c, acc, m0, n0, M, N, BM, BN)


@pytest.mark.parametrize("target, instruction", [
    ("sm_89", "mma.sync.aligned.m16n8k32.row.col.f16.e4m3.e5m2.f16"),
    ("sm_90a", "wgmma.mma_async.sync.aligned.m64n64k32.f16.e4m3.e5m2"),
    ("sm_100a", "mma.sync.aligned.m16n8k32.row.col.f16.e4m3.e5m2.f16"),
    ("sm_120a", "mma.sync.aligned.m16n8k32.row.col.f16.e4m3.e5m2.f16")])
def test_fp8_f16_accumulator(target, instruction):
    """Triton's fp8 dot with out_dtype=float16: wgmma .f16 accumulators on
    sm_90a (its cp.async pipeline), mma.sync .f16 elsewhere (PTX 8.7)."""
    compiled = gemm_fp8_f16acc.compile(target, cache=False)
    assert instruction in compiled.ptx
    if "mma.sync" in instruction:
        assert ".version 8.7" in compiled.ptx or ".version 8.8" in compiled.ptx
    got, want = _run_fp8_gemm(compiled, 70, 90, 192, 20, (90, 192), np.float16)
    # f16 sums over K = 192 of products up to ~10: f16 ulps of ~30.
    assert np.abs(got - want).max() < 0.1


def _run_fp8_gemm(compiled, M, N, K, data_seed, b_shape, out_dtype, **launch):
    """Runs an fp8 GEMM kernel `(a, b, c, M, N, K)` (e4m3 A, e5m2 B stored
    `b_shape`: N x K or K x N) on a 2 x 2 grid in the emulator: (C, the
    float64 product)."""
    rng = np.random.default_rng(data_seed)
    a_codes, a = ptxemu.fp8_bits(rng.standard_normal((M, K)))
    b_codes, b = ptxemu.fp8_bits(rng.standard_normal(b_shape), "e5m2")
    mem = ptxemu.Memory()
    args = [mem.alloc(a_codes), mem.alloc(b_codes),
            mem.alloc(np.full((M, N), np.nan, out_dtype)), M, N, K]
    ptxemu.Module(compiled.ptx).launch(compiled.name, (2, 2), (compiled.num_threads,), args,
                                       mem, shared_bytes=compiled.dynamic_shared_bytes, **launch)
    b = b.astype(np.float64)
    want = a.astype(np.float64) @ (b.T if b_shape == (N, K) else b)
    return mem.read(args[2], (M, N), out_dtype).astype(np.float64), want


@tile.kernel(num_warps=4)
def gemm_fp8_kn(a: tile.ptr(tile.float8e4m3fn), b: tile.ptr(tile.float8e5m2),
                c: tile.ptr(tile.float32), M: tile.int32, N: tile.int32, K: tile.int32,
                BM: tile.constexpr = 128, BN: tile.constexpr = 64, BK: tile.constexpr = 64):
    m0 = tile.program_id(0) * BM
    n0 = tile.program_id(1) * BN
    acc = pointer_loop(a, b, tile.zeros((BM, BN)), m0 + tile.arange(0, BM),
                       n0 + tile.arange(0, BN), M, N, K, BK, False)
    store_block(c, acc, m0, n0, M, N, BM, BN)


@pytest.mark.parametrize("schedule", ["min", "random"])
def test_fp8_b_stored_k_by_n_tcgen05(schedule):
    """An fp8 B stored K x N (row-major, as torch keeps a weight for x @ w)
    on sm_100a: the cp.async pipeline (tile-pipeline-loads, as IR) copies
    it along N in 16-byte chunks into a swizzled ring that tcgen05
    kind::f8f6f4 reads MN-major (wgmma reads fp8 only K-major, so sm_90a
    copies it down its columns instead), against NumPy with masked edges."""
    with pytest.warns(tile.CompileWarning, match=r"cp.async \+ tcgen05, .* as IR"):
        compiled = gemm_fp8_kn.compile("sm_100a", cache=False, remarks=True)
    assert "kind::f8f6f4" in compiled.ptx
    got, want = _run_fp8_gemm(compiled, 150, 100, 320, 31, (320, 100), np.float32,
                              schedule=schedule, seed=3)
    np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-5 * np.abs(want).max())


def test_fp8_conversion_needs_sm_89():
    @tile.kernel
    def quant(x: tile.ptr(tile.float32), q: tile.ptr(tile.float8e4m3fn)):
        i = tile.arange(0, 128)
        tile.store(q, i, tile.load(x, i).to(tile.float8e4m3fn))

    with pytest.raises(tile.CompileError, match="converts to or from an 8-bit float, which "
                                                "needs cvt .e4m3x2/.e5m2x2: .*sm_89.*not sm_80"):
        quant.compile("sm_80", cache=False)


def test_fp8_scalar_conversion():
    """A runtime scalar converted to e4m3 and back (the non-tile path)."""
    @tile.kernel
    def k(q: tile.ptr(tile.float8e4m3fn), back: tile.ptr(tile.float32), s: tile.float32):
        i = tile.arange(0, 128)
        s8 = tile.cast(s * 2.0, tile.float8e4m3fn)
        tile.store(q, i, tile.full((128,), s8, tile.float8e4m3fn))
        tile.store(back, i, tile.cast(s8, tile.float32) + tile.zeros((128,), tile.float32))

    c = k.compile("sm_90a", cache=False)
    mem = ptxemu.Memory()
    args = [mem.alloc(np.zeros(128, np.uint8)), mem.alloc(np.zeros(128, np.float32)), 1.3]
    ptxemu.Module(c.ptx).launch("k", (1,), (c.num_threads,), args, mem)
    # 2.6 lies between the e4m3 values 2.5 (0x42) and 2.75: nearest is 2.5.
    assert (mem.read(args[0], (128,), np.uint8) == 0x42).all()
    assert (mem.read(args[1], (128,), np.float32) == 2.5).all()


@pytest.mark.parametrize("target", ["sm_100a", "sm_120a"])
@pytest.mark.parametrize("kstep,N", [(64, 64), (128, 64), (64, 256)])
def test_dot_scaled_mxfp8(target, kstep, N):
    """tile.dot_scaled in the DSL (MXFP8: e4m3 tiles, one ue8m0 scale per 32
    elements of K for each row of A and column of B) on tcgen05 block_scale
    (sm_100a) and mma.sync block_scale (sm_120a), against NumPy. N = 256:
    B's scales span two 128-row atoms, side by side in tensor memory."""

    @tile.kernel
    def mx(a: tile.ptr(tile.float8e4m3fn), sa: tile.ptr(tile.float8e8m0fnu),
           b: tile.ptr(tile.float8e4m3fn), sb: tile.ptr(tile.float8e8m0fnu),
           c: tile.ptr(tile.float32), K: int):
        r = tile.arange(0, 128)
        n = tile.arange(0, N)
        kk = tile.arange(0, kstep)
        j = tile.arange(0, kstep // 32)
        acc = tile.zeros((128, N))
        for k0 in range(0, K, kstep):
            ta = tile.load(a, r[:, None] * K + k0 + kk[None, :])
            tb = tile.load(b, (k0 + kk[:, None]) * N + n[None, :])
            ts_a = tile.load(sa, r[:, None] * (K // 32) + k0 // 32 + j[None, :])
            ts_b = tile.load(sb, n[:, None] * (K // 32) + k0 // 32 + j[None, :])
            acc = tile.dot_scaled(ta, ts_a, tb, ts_b, acc)
        tile.store(c, r[:, None] * N + n[None, :], acc)

    if (target, kstep, N) == ("sm_120a", 128, 64):
        # Stages of 29440 bytes: two are more than the 48 KiB static buffer
        # holds (the loop was not pipelined); three in dynamic shared memory.
        with pytest.warns(tile.CompileWarning, match="block-scaled mma.sync, 3 stages of "
                          "29440 bytes in dynamic shared memory"):
            compiled = mx.compile(target, cache=False, remarks=True)
    else:
        compiled = mx.compile(target, cache=False)
    _check_mxfp8(compiled, N, 256, kstep)


def _mxfp8_nk(BM, BN, BK, num_warps=4):
    """An MXFP8 kernel `mx(a, sa, b, sb, c, K)` for one BM x BN block, B
    stored N x K and transposed in the kernel, K steps of BK."""

    @tile.kernel(num_warps=num_warps)
    def mx(a: tile.ptr(tile.float8e4m3fn), sa: tile.ptr(tile.float8e8m0fnu),
           b: tile.ptr(tile.float8e4m3fn), sb: tile.ptr(tile.float8e8m0fnu),
           c: tile.ptr(tile.float32), K: int):
        r = tile.arange(0, BM)
        n = tile.arange(0, BN)
        kk = tile.arange(0, BK)
        j = tile.arange(0, BK // 32)
        acc = tile.zeros((BM, BN))
        for k0 in range(0, K, BK):
            ta = tile.load(a, r[:, None] * K + k0 + kk[None, :])
            tbn = tile.load(b, n[:, None] * K + k0 + kk[None, :])
            ts_a = tile.load(sa, r[:, None] * (K // 32) + k0 // 32 + j[None, :])
            ts_b = tile.load(sb, n[:, None] * (K // 32) + k0 // 32 + j[None, :])
            acc = tile.dot_scaled(ta, ts_a, tile.trans(tbn), ts_b, acc)
        tile.store(c, r[:, None] * BN + n[None, :], acc)
    return mx


def _run_mxfp8_nk(compiled, M, N, K, seed, schedule="min"):
    """Runs a _mxfp8_nk kernel (M x N x K, one block) against NumPy."""
    a, sa, b, sb, ref = ptxemu.mxfp8_problem(np.random.default_rng(seed), M, N, K)
    mem = ptxemu.Memory()
    args = [mem.alloc(x) for x in (a, sa, np.ascontiguousarray(b.T), sb)] + [
        mem.alloc(np.full((M, N), np.nan, np.float32)), K]
    ptxemu.Module(compiled.ptx).launch("mx", (1,), (compiled.num_threads,), args, mem,
                                       shared_bytes=compiled.dynamic_shared_bytes,
                                       schedule=schedule, seed=4)
    np.testing.assert_allclose(mem.read(args[4], (M, N), np.float32), ref,
                               rtol=1e-5, atol=1e-5 * np.abs(ref).max())


@pytest.mark.parametrize("schedule", ["min", "random"])
def test_dot_scaled_tcgen05_pipeline_wide(schedule):
    """A 128 x 256 MXFP8 block on sm_100a with 8 warps and K steps of 128:
    the K loop is a cp.async pipeline whose stages hold A, B (N x K) and
    the scales in 512-byte atoms (each row's 4 scales one 4-byte
    cp.async.ca; B's 256 rows two atoms side by side), each stage's atoms
    copied to tensor-memory columns of their own (tcgen05.cp) before its
    four MMAs; K = 640 wraps the ring, against NumPy."""
    with pytest.warns(tile.CompileWarning,
                      match="pipelined: cp.async \\+ block-scaled tcgen05"):
        compiled = _mxfp8_nk(128, 256, 128, num_warps=8).compile(
            "sm_100a", cache=False, remarks=True)
    assert "cp.async.ca.shared.global" in compiled.ptx
    assert compiled.ptx.count("tcgen05.cp.cta_group::1.32x128b.warpx4") == 3
    _run_mxfp8_nk(compiled, 128, 256, 640, seed=9, schedule=schedule)


def test_dot_scaled_mxfp8_b_transposed():
    """MXFP8 with B stored N x K and transposed in the kernel: the
    transpose is left to the block-scaled mma.sync (B staged N x K, its
    fragments read with 32-bit loads), against NumPy."""
    _run_mxfp8_nk(_mxfp8_nk(64, 32, 64).compile("sm_120a", cache=False), 64, 32, 128, seed=1)


def _check_mxfp8(compiled, N, K, seed):
    """Runs a compiled 128 x N x K MXFP8 kernel `mx(a, sa, b, sb, c, K)` on
    ptxemu.mxfp8_problem's data and compares C with its value."""
    assert "block_scale" in compiled.ptx
    a, sa, b, sb, ref = ptxemu.mxfp8_problem(np.random.default_rng(seed), 128, N, K)
    mem = ptxemu.Memory()
    args = [mem.alloc(x) for x in (a, sa, b, sb)] + [
        mem.alloc(np.full((128, N), np.nan, np.float32)), K]
    ptxemu.Module(compiled.ptx).launch("mx", (1,), (compiled.num_threads,), args, mem,
                                       shared_bytes=compiled.dynamic_shared_bytes)
    np.testing.assert_allclose(mem.read(args[4], (128, N), np.float32), ref,
                               rtol=1e-5, atol=1e-5 * np.abs(ref).max())


def _run_fp4(compiled, name, M, N, K, nvfp4, seed, repack=None):
    """Runs a compiled M x N x K FP4 kernel `name(a, sa, b, sb, c, K)` on
    ptxemu.fp4_problem's data (A packed M x K/2, B N x K/2, or as
    `repack(a, b)` lays them out) and compares C with its value."""
    a, sa, b, sb, ref = ptxemu.fp4_problem(np.random.default_rng(seed), M, N, K, nvfp4)
    if repack:
        a, b = repack(a, b)
    mem = ptxemu.Memory()
    args = [mem.alloc(np.ascontiguousarray(x)) for x in (a, sa, b, sb)] + [
        mem.alloc(np.full((M, N), np.nan, np.float32)), K]
    ptxemu.Module(compiled.ptx).launch(name, (1,), (compiled.num_threads,), args, mem,
                                       shared_bytes=compiled.dynamic_shared_bytes)
    np.testing.assert_allclose(mem.read(args[4], (M, N), np.float32), ref,
                               rtol=1e-5, atol=1e-5 * np.abs(ref).max())


def _fp4_gemm(BM, BN, kstep, nvfp4):
    """An FP4 GEMM kernel `fp4(a, sa, b, sb, c, K)`: one BM x BN block, A
    M x K/2 and B N x K/2 packed bytes (B transposed in the kernel), NVFP4
    (e4m3 scales per 16) or MXFP4 (ue8m0 per 32), K steps of `kstep`."""
    v = 16 if nvfp4 else 32
    st = tile.float8e4m3fn if nvfp4 else tile.float8e8m0fnu

    @tile.kernel
    def fp4(a: tile.ptr(tile.uint8), sa: tile.ptr(st), b: tile.ptr(tile.uint8),
            sb: tile.ptr(st), c: tile.ptr(tile.float32), K: int):
        r = tile.arange(0, BM)
        n = tile.arange(0, BN)
        kb = tile.arange(0, kstep // 2)
        j = tile.arange(0, kstep // v)
        acc = tile.zeros((BM, BN))
        for k0 in range(0, K, kstep):
            ta = tile.unpack_fp4(tile.load(a, r[:, None] * (K // 2) + k0 // 2 + kb[None, :]))
            tb = tile.unpack_fp4(tile.load(b, n[:, None] * (K // 2) + k0 // 2 + kb[None, :]))
            ts_a = tile.load(sa, r[:, None] * (K // v) + k0 // v + j[None, :])
            ts_b = tile.load(sb, n[:, None] * (K // v) + k0 // v + j[None, :])
            acc = tile.dot_scaled(ta, ts_a, tile.trans(tb), ts_b, acc)
        tile.store(c, r[:, None] * BN + n[None, :], acc)

    return fp4


def _pack_along_n(b):
    """N x K/2 bytes packed along K -> the K x N/2 bytes of the same codes
    packed along N (for A, transposed: M/2 x K packed along M)."""
    return ptxemu.fp4_pack(ptxemu.fp4_unpack(b).T)


@pytest.mark.parametrize("target", ["sm_120a", "sm_121a"])
@pytest.mark.parametrize("nvfp4", [True, False])
@pytest.mark.parametrize("kstep", [64, 128])
def test_dot_scaled_fp4(target, nvfp4, kstep):
    """NVFP4 (e4m3 scales per 16) and MXFP4 (ue8m0 per 32) with
    tile.unpack_fp4: A M x K/2 and B N x K/2 packed bytes, B transposed;
    mma.sync kind::mxf4nvf4 scale_vec::4X / kind::mxf4 scale_vec::2X on
    the packed bytes as staged, against NumPy."""
    compiled = _fp4_gemm(64, 32, kstep, nvfp4).compile(target, cache=False)
    kind = "kind::mxf4nvf4" if nvfp4 else "kind::mxf4."
    assert kind in compiled.ptx and "m16n8k64" in compiled.ptx
    _run_fp4(compiled, "fp4", 64, 32, 256, nvfp4, seed=kstep + nvfp4)


def test_dot_scaled_fp4_advancing_offsets_pipelined():
    """Triton's way of writing the NVFP4 K loop: offset tiles of A, B and
    both scales carried through the loop and advanced (`a_offs += BK // 2`).
    tile-pipeline folds them into functions of the induction variable and
    the loop becomes a cp.async pipeline (the scales' 4-byte rows with
    cp.async.ca) on sm_120a, against NumPy."""

    @tile.kernel
    def fp4c(a: tile.ptr(tile.uint8), sa: tile.ptr(tile.float8e4m3fn), b: tile.ptr(tile.uint8),
             sb: tile.ptr(tile.float8e4m3fn), c: tile.ptr(tile.float32), K: int):
        r = tile.arange(0, 64)
        n = tile.arange(0, 32)
        kb = tile.arange(0, 32)
        j = tile.arange(0, 4)
        a_offs = r[:, None] * (K // 2) + kb[None, :]
        b_offs = n[:, None] * (K // 2) + kb[None, :]
        sa_offs = r[:, None] * (K // 16) + j[None, :]
        sb_offs = n[:, None] * (K // 16) + j[None, :]
        acc = tile.zeros((64, 32))
        for k0 in range(0, K, 64):
            ta = tile.unpack_fp4(tile.load(a, a_offs))
            tb = tile.unpack_fp4(tile.load(b, b_offs))
            acc = tile.dot_scaled(ta, tile.load(sa, sa_offs), tile.trans(tb),
                                  tile.load(sb, sb_offs), acc)
            a_offs += 32
            b_offs += 32
            sa_offs += 4
            sb_offs += 4
        tile.store(c, r[:, None] * 32 + n[None, :], acc)

    compiled = fp4c.compile("sm_120a", cache=False)
    assert "cp.async.ca.shared.global" in compiled.ptx
    assert "cp.async.wait_group" in compiled.ptx
    _run_fp4(compiled, "fp4c", 64, 32, 384, True, seed=7)


@pytest.mark.parametrize("target", ["sm_100a", "sm_103a"])
@pytest.mark.parametrize("nvfp4", [True, False])
@pytest.mark.parametrize("kstep", [128, 256])
def test_dot_scaled_fp4_tcgen05(target, nvfp4, kstep):
    """NVFP4 / MXFP4 on tcgen05: the packed bytes in cp.async rings
    swizzled by their rows (the generic pipeliner), tcgen05.mma kind::mxf4nvf4.block_scale.block16 /
    kind::mxf4.block_scale.block32 with 4 / 2 scale blocks per MMA (the
    SFA / SFB IDs step through the cells' bytes); K steps of 128 and 256
    are 2 and 4 MMAs per dot, against NumPy."""
    compiled = _fp4_gemm(128, 48, kstep, nvfp4).compile(target, cache=False)
    kind = "kind::mxf4nvf4.block_scale.block16" if nvfp4 else "kind::mxf4.block_scale.block32"
    assert "tcgen05.mma" in compiled.ptx and kind in compiled.ptx
    _run_fp4(compiled, "fp4", 128, 48, 512, nvfp4, seed=kstep + nvfp4)


def test_dot_scaled_fp4_tcgen05_needs_packed_operands():
    """tcgen05 reads e2m1 packed along K: an FP4 B packed along N (or any
    operand not unpacked for the dot alone) is a located error naming the
    forms it takes, not a silent repack."""

    @tile.kernel
    def bad(a: tile.ptr(tile.uint8), s: tile.ptr(tile.float8e4m3fn), c: tile.ptr(tile.float32)):
        r = tile.arange(0, 128)
        kb = tile.arange(0, 32)
        k = tile.arange(0, 64)
        nb = tile.arange(0, 8)
        n = tile.arange(0, 16)
        j = tile.arange(0, 4)
        ta = tile.unpack_fp4(tile.load(a, r[:, None] * 32 + kb[None, :]))
        tb = tile.unpack_fp4(tile.load(a, k[:, None] * 8 + nb[None, :]))
        sa = tile.load(s, r[:, None] * 4 + j[None, :])
        sb = tile.load(s, n[:, None] * 4 + j[None, :])
        tile.store(c, r[:, None] * 16 + n[None, :], tile.dot_scaled(ta, sa, tb, sb))

    with pytest.raises(tile.CompileError, match="tcgen05 takes nvfp4 operands as packed bytes: "
                       "A from tile.unpack_fp4 of M x K/2 bytes and B as tile.trans of "
                       "tile.unpack_fp4 of N x K/2 bytes"):
        bad.compile("sm_100a", cache=False)


def test_dot_scaled_fp4_unpacked_operands():
    """FP4 operands the dot cannot take as packed bytes: A also read by
    another op (unpacked in registers, staged one element per byte and
    packed again with 64-bit loads) and B packed along N (K x N/2 bytes,
    staged per element, nibbles gathered one by one): the same product."""

    @tile.kernel
    def fp4u(a: tile.ptr(tile.uint8), sa: tile.ptr(tile.float8e4m3fn),
             b: tile.ptr(tile.uint8), sb: tile.ptr(tile.float8e4m3fn),
             c: tile.ptr(tile.float32), K: int):
        r = tile.arange(0, 32)
        n = tile.arange(0, 32)
        nb = tile.arange(0, 16)
        kb = tile.arange(0, 32)
        k = tile.arange(0, 64)
        j = tile.arange(0, 4)
        acc = tile.zeros((32, 32))
        for k0 in range(0, K, 64):
            ta = tile.unpack_fp4(tile.load(a, r[:, None] * (K // 2) + k0 // 2 + kb[None, :]))
            # B's bytes along N: N x K/2 bytes read as K x N/2 via a gather
            # of the transposed problem's layout (element (k, n) in byte
            # (k, n / 2)).
            tb = tile.unpack_fp4(tile.load(b, (k0 + k[:, None]) * 16 + nb[None, :]))
            ts_a = tile.load(sa, r[:, None] * (K // 16) + k0 // 16 + j[None, :])
            ts_b = tile.load(sb, n[:, None] * (K // 16) + k0 // 16 + j[None, :])
            acc = tile.dot_scaled(ta, ts_a, tb, ts_b, acc)
            acc += tile.sum(ta.to(tile.float32), axis=1)[:, None] * 0.0
        tile.store(c, r[:, None] * 32 + n[None, :], acc)

    compiled = fp4u.compile("sm_120a", cache=False)
    assert "kind::mxf4nvf4" in compiled.ptx
    _run_fp4(compiled, "fp4u", 32, 32, 128, nvfp4=True, seed=3,
             repack=lambda a, b: (a, _pack_along_n(b)))


@pytest.mark.parametrize("target", ["sm_80", "sm_120a"])
def test_unpack_fp4_to_float(target):
    """tile.unpack_fp4 then .to(float32 / float16 / float64): every e2m1 code
    (both nibbles of all 256 bytes) decoded exactly, in integer arithmetic
    on any target."""

    @tile.kernel
    def up(p: tile.ptr(tile.uint8), q: tile.ptr(tile.float32), h: tile.ptr(tile.float16),
           d: tile.ptr(tile.float64)):
        i = tile.arange(0, 256)
        x = tile.unpack_fp4(tile.load(p, i))
        o = tile.arange(0, 512)
        tile.store(q, o, x.to(tile.float32))
        tile.store(h, o, x.to(tile.float16))
        tile.store(d, o, x.to(tile.float64))

    c = up.compile(target, cache=False)
    mem = ptxemu.Memory()
    data = np.arange(256, dtype=np.uint8)
    args = [mem.alloc(data), mem.alloc(np.full(512, np.nan, np.float32)),
            mem.alloc(np.full(512, np.nan, np.float16)), mem.alloc(np.full(512, np.nan))]
    ptxemu.Module(c.ptx).launch("up", (1,), (c.num_threads,), args, mem)
    codes = ptxemu.fp4_unpack(data)
    want = ptxemu._e2m1(codes)
    np.testing.assert_array_equal(mem.read(args[1], (512,), np.float32), want)
    np.testing.assert_array_equal(mem.read(args[2], (512,), np.float16), want)
    np.testing.assert_array_equal(mem.read(args[3], (512,), np.float64), want)


@pytest.mark.parametrize("src", ["float32", "float16", "bfloat16", "float64"])
def test_quantize_fp4(src):
    """x.to(float4e2m1fn) then tile.pack_fp4: every rounding boundary (ties
    to the even code), both sides of each, saturation past 6, NaN, -0.0
    and random values, from float32, float16, bfloat16 and float64
    (widened back to float32), against NumPy;
    unpacking the bytes again gives the rounded values."""
    dt = getattr(tile, src)

    @tile.kernel
    def q(x: tile.ptr(dt), o: tile.ptr(tile.uint8), back: tile.ptr(tile.float32)):
        i = tile.arange(0, 512)
        v = tile.load(x, i).to(tile.float4e2m1fn)
        j = tile.arange(0, 256)
        packed = tile.pack_fp4(v)
        tile.store(o, j, packed)
        tile.store(back, i, tile.unpack_fp4(packed).to(tile.float32))

    c = q.compile("sm_80", cache=False)
    bounds = np.array([0.25, 0.75, 1.25, 1.75, 2.5, 3.5, 5.0])
    special = np.concatenate([bounds, bounds * (1 + 2.0 ** -7), bounds * (1 - 2.0 ** -7),
                              [0.0, -0.0, 6.0, 7.0, 1e4, np.inf, np.nan, 0.1, 0.5, 3.0]])
    rng = np.random.default_rng(4)
    x = np.concatenate([special, -special, rng.standard_normal(512) * 3])[:512]
    if src == "bfloat16":
        host, held = ptxemu.bf16_bits(x)
        x = held.astype(np.float64)
    else:
        host = x.astype({"float32": np.float32, "float16": np.float16,
                         "float64": np.float64}[src])
        x = host.astype(np.float64)
    mem = ptxemu.Memory()
    args = [mem.alloc(host), mem.alloc(np.zeros(256, np.uint8)),
            mem.alloc(np.full(512, np.nan, np.float32))]
    ptxemu.Module(c.ptx).launch("q", (1,), (c.num_threads,), args, mem)
    want = ptxemu.fp4_codes(x)
    got = mem.read(args[1], (256,), np.uint8)
    np.testing.assert_array_equal(got & 0xF, want[0::2])
    np.testing.assert_array_equal(got >> 4, want[1::2])
    np.testing.assert_array_equal(mem.read(args[2], (512,), np.float32),
                                  ptxemu._e2m1(want))


def test_nvfp4_example():
    """examples/python/nvfp4.py end to end on sm_120a: quantize_nvfp4 on
    bf16 A (M x K) and B (N x K) matches a NumPy quantization bit for bit
    (e4m3 scales of amax / 6, e2m1 codes of x / scale, packed pairs), and
    gemm_nvfp4 on those bytes equals the product of the dequantized
    matrices; M and N not multiples of the blocks."""
    ex = _example("nvfp4")
    M, N, K = 80, 72, 128
    rng = np.random.default_rng(11)
    mem = ptxemu.Memory()
    qk = ex.quantize_nvfp4.compile("sm_120a", cache=False)
    meta = {"BLOCK_M": 32, "BLOCK_K": 64}

    def quantize(x):
        rows = x.shape[0]
        bits, held = ptxemu.bf16_bits(x)
        args = [mem.alloc(bits), mem.alloc(np.zeros((rows, K // 2), np.uint8)),
                mem.alloc(np.zeros((rows, K // 16), np.uint8)), rows, K]
        ptxemu.Module(qk.ptx).launch(qk.name, ex.quantize_grid(rows, K, meta),
                                     (qk.num_threads,), args, mem)
        q = mem.read(args[1], (rows, K // 2), np.uint8)
        s = mem.read(args[2], (rows, K // 16), np.uint8)
        # NumPy, in float32 as the kernel computes
        g = held.reshape(rows, K // 16, 16).astype(np.float32)
        amax = np.abs(g).max(axis=2)
        s_want, sf = ptxemu.fp8_bits(amax / np.float32(6.0))
        sf = sf.astype(np.float32)
        inv = np.where(sf > 0, np.float32(1.0) / np.where(sf > 0, sf, 1), 0).astype(np.float32)
        codes = ptxemu.fp4_codes((g * inv[:, :, None]).reshape(rows, K))
        np.testing.assert_array_equal(s, s_want)
        np.testing.assert_array_equal(q, ptxemu.fp4_pack(codes))
        return q, s

    qa, sa = quantize(rng.standard_normal((M, K)) * 3)
    qb, sb = quantize(rng.standard_normal((N, K)))
    gk = ex.gemm_nvfp4.compile("sm_120a", cache=False)
    assert "kind::mxf4nvf4.block_scale.scale_vec::4X" in gk.ptx
    args = [mem.alloc(x) for x in (qa, sa, qb, sb)] + [
        mem.alloc(np.full((M, N), np.nan, np.float32)), M, N, K]
    ptxemu.Module(gk.ptx).launch(gk.name, ex.gemm_grid(M, N, {"BLOCK_M": 64, "BLOCK_N": 64}),
                                 (gk.num_threads,), args, mem)
    want = ex.dequantize(qa, sa) @ ex.dequantize(qb, sb).T
    np.testing.assert_allclose(mem.read(args[4], (M, N), np.float32), want,
                               rtol=1e-5, atol=1e-5 * np.abs(want).max())


@pytest.mark.parametrize("rhs", ["k_by_n", "n_by_k_transposed"])
def test_dot_scaled_triton_e2m1(rhs):
    """Triton's tl.dot_scaled(lhs, lhs_scale, "e2m1", rhs, rhs_scale,
    "e2m1", acc): uint8 operands packed along K as Triton packs them (lhs
    M x K/2, rhs K/2 x N) and uint8 e8m0 scales: MXFP4. The rhs loaded
    K/2 x N, or as the block-scaled tutorial does, N x K/2 handed over as
    ``b.T``: dot_scaled transposes its rhs back to unpack it, the two
    transposes cancel (trans(trans(x)) is x in the DSL, the unused one is
    dropped) and the K loop is a cp.async pipeline of the packed bytes."""

    @tile.jit
    def mx4(a_ptr, sa_ptr, b_ptr, sb_ptr, c_ptr, K, N: tile.constexpr, NK: tile.constexpr):
        r = tile.arange(0, 64)
        n = tile.arange(0, N)
        kb = tile.arange(0, 32)
        j = tile.arange(0, 2)
        acc = tile.zeros((64, N), dtype=tile.float32)
        for k0 in range(0, K, 64):
            a = tile.load(a_ptr + r[:, None] * (K // 2) + k0 // 2 + kb[None, :])
            if NK:
                b = tile.load(b_ptr + n[:, None] * (K // 2) + k0 // 2 + kb[None, :]).T
            else:
                b = tile.load(b_ptr + (k0 // 2 + kb[:, None]) * N + n[None, :])
            sa = tile.load(sa_ptr + r[:, None] * (K // 32) + k0 // 32 + j[None, :])
            sb = tile.load(sb_ptr + n[:, None] * (K // 32) + k0 // 32 + j[None, :])
            acc = tile.dot_scaled(a, sa, "e2m1", b, sb, "e2m1", acc)
        tile.store(c_ptr + r[:, None] * N + n[None, :], acc)

    sig = {"a_ptr": tile.ptr(tile.uint8), "sa_ptr": tile.ptr(tile.uint8),
           "b_ptr": tile.ptr(tile.uint8), "sb_ptr": tile.ptr(tile.uint8),
           "c_ptr": tile.ptr(tile.float32), "K": tile.int32}
    nk = rhs == "n_by_k_transposed"
    compiled = mx4.compile("sm_120a", N=32, NK=nk, signature=sig, cache=False)
    assert "kind::mxf4." in compiled.ptx
    if nk:
        # The user's b.T (left unused) and the transpose of the unpacked B:
        # no transpose of a transpose.
        assert mx4.ir(N=32, NK=True, signature=sig).count("tile.trans") == 2
        assert "cp.async.wait_group" in compiled.ptx
        _run_fp4(compiled, "mx4", 64, 32, 256, nvfp4=False, seed=9)
    else:
        # B's N x K/2 bytes transposed: byte (i, n) holds codes (2 i, n), (2 i + 1, n).
        _run_fp4(compiled, "mx4", 64, 32, 128, nvfp4=False, seed=8,
                 repack=lambda a, b: (a, b.T))


def test_dot_scaled_triton_e2m1_mn_packed():
    """tl.dot_scaled(..., "e2m1", ..., lhs_k_pack=False, rhs_k_pack=False):
    lhs packed along M (M/2 x K bytes), rhs along N (K x N/2): unpacked
    along those dimensions, the same MXFP4 product."""

    @tile.jit
    def mx4mn(a_ptr, sa_ptr, b_ptr, sb_ptr, c_ptr, K):
        r2 = tile.arange(0, 32)
        n2 = tile.arange(0, 16)
        k = tile.arange(0, 64)
        r = tile.arange(0, 64)
        n = tile.arange(0, 32)
        j = tile.arange(0, 2)
        acc = tile.zeros((64, 32), dtype=tile.float32)
        for k0 in range(0, K, 64):
            a = tile.load(a_ptr + r2[:, None] * K + k0 + k[None, :])
            b = tile.load(b_ptr + (k0 + k[:, None]) * 16 + n2[None, :])
            sa = tile.load(sa_ptr + r[:, None] * (K // 32) + k0 // 32 + j[None, :])
            sb = tile.load(sb_ptr + n[:, None] * (K // 32) + k0 // 32 + j[None, :])
            acc = tile.dot_scaled(a, sa, "e2m1", b, sb, "e2m1", acc,
                                  lhs_k_pack=False, rhs_k_pack=False)
        tile.store(c_ptr + r[:, None] * 32 + n[None, :], acc)

    sig = {"a_ptr": tile.ptr(tile.uint8), "sa_ptr": tile.ptr(tile.uint8),
           "b_ptr": tile.ptr(tile.uint8), "sb_ptr": tile.ptr(tile.uint8),
           "c_ptr": tile.ptr(tile.float32), "K": tile.int32}
    compiled = mx4mn.compile("sm_120a", signature=sig, cache=False)
    # A packed along M (M/2 x K bytes), B along N (K x N/2).
    _run_fp4(compiled, compiled.name, 64, 32, 128, nvfp4=False, seed=12,
             repack=lambda a, b: (_pack_along_n(a).T, _pack_along_n(b)))


@pytest.mark.parametrize("target", ["sm_100a", "sm_120a"])
def test_dot_scaled_triton_form(target):
    """Triton's tl.dot_scaled(lhs, lhs_scale, "e4m3", rhs, rhs_scale,
    "e4m3", acc) on uint8 codes and uint8 (e8m0) scales, as Triton kernels
    load them: reinterpreted in registers, the same MXFP8 product."""

    @tile.jit
    def mx(a_ptr, sa_ptr, b_ptr, sb_ptr, c_ptr, K, N: tile.constexpr):
        r = tile.arange(0, 128)
        n = tile.arange(0, N)
        kk = tile.arange(0, 64)
        j = tile.arange(0, 2)
        acc = tile.zeros((128, N), dtype=tile.float32)
        for k0 in range(0, K, 64):
            a = tile.load(a_ptr + r[:, None] * K + k0 + kk[None, :])
            b = tile.load(b_ptr + (k0 + kk[:, None]) * N + n[None, :])
            sa = tile.load(sa_ptr + r[:, None] * (K // 32) + k0 // 32 + j[None, :])
            sb = tile.load(sb_ptr + n[:, None] * (K // 32) + k0 // 32 + j[None, :])
            acc = tile.dot_scaled(a, sa, "e4m3", b, sb, "e4m3", acc)
        tile.store(c_ptr + r[:, None] * N + n[None, :], acc)

    N, K = 64, 256
    sig = {"a_ptr": tile.ptr(tile.uint8), "sa_ptr": tile.ptr(tile.uint8),
           "b_ptr": tile.ptr(tile.uint8), "sb_ptr": tile.ptr(tile.uint8),
           "c_ptr": tile.ptr(tile.float32), "K": tile.int32}
    with warnings.catch_warnings(record=True) as said:
        warnings.simplefilter("always")
        compiled = mx.compile(target, N=N, signature=sig, cache=False, remarks=True)
    remarks = " ".join(str(w.message) for w in said)
    if target == "sm_120a":
        # The loads under the bitcasts are what the cp.async pipeline copies.
        assert "cp.async.wait_group" in compiled.ptx
    else:
        # The generic pipeliner's: rings of the fp8 and e8m0 views of the
        # uint8 bytes, copied from the same pointers.
        assert "pipelined: cp.async + block-scaled tcgen05" in remarks
        assert "as IR (tile-pipeline-loads" in remarks
    _check_mxfp8(compiled, N, K, 21)


@pytest.mark.parametrize("call,message", [
    ("tile.dot_scaled(a, s, 'e3m2', b, s, 'e4m3')", "format 'e3m2' of lhs is not supported"),
    ("tile.dot_scaled(a, s, 'e2m1', b, s, 'e4m3')",
     "lhs is 'e2m1' but rhs 'e4m3': both operands must be fp8 (e4m3, e5m2) or both e2m1"),
    ("tile.dot_scaled(a.to(tile.float16), s, 'e2m1', b, s, 'e2m1')",
     "lhs is float16, not e2m1: uint8 bytes of two e2m1 values packed along K"),
    ("tile.dot_scaled(a.to(tile.float16), s, 'e4m3', b, s, 'e4m3')",
     "lhs is float16, not e4m3 (float8e4m3fn) or its uint8 codes"),
    ("tile.dot_scaled(a, s, 'e4m3', b, s)", "missing arguments"),
])
def test_dot_scaled_triton_form_errors(trace_error, call, message):
    trace_error("p: tile.ptr(tile.uint8)",
                ["a = tile.load(p + tile.arange(0, 128)[:, None] * 64 + tile.arange(0, 64)[None, :])",
                 "b = tile.load(p + tile.arange(0, 64)[:, None] * 64 + tile.arange(0, 64)[None, :])",
                 "s = tile.load(p + tile.arange(0, 128)[:, None] * 2 + tile.arange(0, 2)[None, :])",
                 "c = " + call], message)


def test_fp8_load_other_zero():
    """A masked e4m3 load with other=0.0 (Triton's usual padding) is the
    default zero fill; another 8-bit constant has no literal: a located
    error."""

    @tile.kernel
    def pad(x: tile.ptr(tile.float8e4m3fn), y: tile.ptr(tile.float32), n: tile.int32):
        i = tile.arange(0, 128)
        tile.store(y, i, tile.load(x, i, mask=i < n, other=0.0).to(tile.float32))

    compiled = pad.compile("sm_89", cache=False)
    codes, vals = ptxemu.fp8_bits(np.linspace(-3, 3, 128))
    mem = ptxemu.Memory()
    args = [mem.alloc(codes), mem.alloc(np.full(128, np.nan, np.float32)), 100]
    ptxemu.Module(compiled.ptx).launch("pad", (1,), (compiled.num_threads,), args, mem)
    want = np.where(np.arange(128) < 100, vals, 0.0).astype(np.float32)
    np.testing.assert_array_equal(mem.read(args[1], (128,), np.float32), want)

    @tile.kernel
    def pad_one(x: tile.ptr(tile.float8e4m3fn), y: tile.ptr(tile.float32), n: tile.int32):
        i = tile.arange(0, 128)
        tile.store(y, i, tile.load(x, i, mask=i < n, other=1.0).to(tile.float32))

    with pytest.raises(tile.CompileError, match="constants of type float8e4m3fn"):
        pad_one.compile("sm_89", cache=False)
