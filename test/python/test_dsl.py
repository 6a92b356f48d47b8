"""Tests for the tile kernel DSL (python/tile/language.py, jit.py, runtime.py).

Tracing, compiling for sm_80/sm_90a/sm_100f/sm_120a, error locations, the
on-disk cache and the launch path. Only the tests that launch on a GPU are
skipped without one (they need cuda-python or CuPy and a CUDA device).
"""

import ctypes
import importlib.util
import inspect
import json
import os
import re
import subprocess
import sys
import warnings
from concurrent.futures import ThreadPoolExecutor

import pytest

import tile
from tile import runtime
from dsl_blocks import store_block

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))
THIS_FILE = os.path.abspath(__file__)


def _load_example(name):
    path = os.path.join(ROOT, "examples", "python", f"{name}.py")
    spec = importlib.util.spec_from_file_location(f"tile_example_{name}", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(autouse=True)
def _private_cache(tmp_path, monkeypatch):
    """Every test gets its own cache directory."""
    monkeypatch.setenv("TILE_CACHE_DIR", str(tmp_path / "tile-cache"))
    monkeypatch.delenv("TILE_NO_CACHE", raising=False)


@pytest.fixture(scope="module")
def gemm():
    return _load_example("gemm").gemm


@pytest.fixture(scope="module")
def vector_add_kernel():
    return _load_example("vector_add").vector_add


def line_of(marker):
    """The line number of the (unique) line of this file containing marker."""
    with open(THIS_FILE, encoding="utf-8") as f:
        hits = [i for i, line in enumerate(f, 1) if line.rstrip().endswith(marker)]
    assert len(hits) == 1, (marker, hits)
    return hits[0]


def _gpu_available():
    try:
        runtime._driver()
        return True
    except Exception:
        return False


def _gpu_arrays_available():
    """A GPU launch driver plus torch (with CUDA) or CuPy for the arrays."""
    if not _gpu_available():
        return False
    try:
        import cupy  # noqa: F401
        return True
    except ImportError:
        pass
    try:
        import torch
        return torch.cuda.is_available()
    except ImportError:
        return False


needs_gpu = pytest.mark.skipif(not _gpu_arrays_available(),
                               reason="needs a CUDA GPU, cuda-python or CuPy, and torch or CuPy")


# ---------------------------------------------------------------------------
# Tracing
# ---------------------------------------------------------------------------


def test_vector_add_ir_matches_the_handwritten_example(vector_add_kernel, vector_add):
    ir = vector_add_kernel.ir(BLOCK=1024)
    assert "tile.kernel @vector_add(%x: !tile.ptr<f32>, %y: !tile.ptr<f32>, " \
           "%out: !tile.ptr<f32>, %n: i32) attributes {num_warps = 4 : i32}" in ir
    assert "loc(" not in ir
    # Same ops as examples/vector_add.mlir's vector_add_f32, modulo names.
    body = re.search(r"tile\.kernel @vector_add_f32.*?tile\.return\n  \}", vector_add, re.S).group(0)
    handwritten = "module {\n  " + body.replace("@vector_add_f32", "@vector_add") + "\n}\n"
    assert tile.parse(ir) == tile.parse(handwritten)


def test_ir_with_locations_names_python_lines(vector_add_kernel):
    ir = vector_add_kernel.ir(locations=True)
    path = os.path.join(ROOT, "examples", "python", "vector_add.py")
    with open(path, encoding="utf-8") as f:
        src = f.read().splitlines()
    load_line = next(i for i, l in enumerate(src, 1) if "a = tile.load(x, offs" in l)
    assert re.search(r'tile\.load %x.*loc\("[^"]*vector_add\.py":' + str(load_line) + r':9\)', ir)
    # every op line carries a location
    for line in ir.splitlines():
        s = line.strip()
        if s and s not in ("module {", "}") and not s.startswith("} else"):
            assert "loc(" in s, line
    tile.parse(ir)


def test_gemm_ir_structure(gemm):
    ir = gemm.ir()
    assert ir.count("tile.program_id") == 2
    assert re.search(r"scf\.for %\d+ = %\d+ to %K step %\d+ iter_args\(%\d+ = %\d+\) -> "
                     r"\(tensor<64x64xf32>\) : i32", ir)
    assert "tile.dot %" in ir and ": tensor<64x32xbf16>, tensor<32x64xbf16> -> tensor<64x64xf32>" in ir
    assert "arith.constant dense<0.0> : tensor<64x64xf32>" in ir
    assert re.search(r"tile\.expand_dims %\d+ axis 1 : tensor<64xi32> -> tensor<64x1xi32>", ir)
    assert re.search(r"tile\.broadcast %\d+ : tensor<64x1xi1> -> tensor<64x64xi1>", ir)
    assert "scf.yield" in ir
    tile.parse(ir)
    # constexprs change the IR
    ir2 = gemm.ir(BLOCK_M=32, BLOCK_N=64, BLOCK_K=16)
    assert "tensor<32x16xbf16>, tensor<16x64xbf16> -> tensor<32x64xf32>" in ir2


def test_constexpr_values_are_baked_in():
    @tile.kernel
    def k(x: tile.ptr(tile.float32), BLOCK: tile.constexpr, SCALE: tile.constexpr = 2.5):
        offs = tile.arange(0, BLOCK)
        tile.store(x, offs, tile.load(x, offs) * SCALE)

    ir = k.ir(BLOCK=256)
    assert "tile.range 0 to 256 : tensor<256xi32>" in ir
    assert "arith.constant 2.5 : f32" in ir
    assert "BLOCK" not in ir and "SCALE" not in ir
    assert "tile.range 0 to 128" in k.ir(BLOCK=128, SCALE=1.0)
    assert k.constexpr_names == ["BLOCK", "SCALE"]


def test_broadcasting_and_indexing():
    @tile.kernel
    def k(x: tile.ptr(tile.float32), n: int):
        rows = tile.arange(0, 16)
        cols = tile.arange(0, 8)
        offs = rows[:, None] * 8 + cols[None, :]          # 16x8
        v = tile.load(x, offs, mask=offs < n, other=-1.0)
        w = v + tile.sum(v, axis=1)[:, None]              # 16x8 + 16x1
        z = w * cols                                      # 16x8 * 8 (rank-extended)
        e = tile.expand_dims(rows, 0)[..., None]          # 1x16x1
        tile.static_assert(e.shape == (1, 16, 1))
        tile.store(x, offs, z)

    ir = k.ir()
    assert "tile.expand_dims" in ir and "tile.broadcast" in ir
    assert re.search(r"tile\.load %x\[%\d+\] mask %\d+ other %\d+ : tensor<16x8xi32> -> "
                     r"tensor<16x8xf32>", ir)
    assert "tile.reduce add %" in ir and "-> tensor<16xf32>" in ir
    assert "arith.constant -1.0 : f32" in ir
    # the int tile is converted before it is broadcast
    assert re.search(r"arith\.sitofp %\d+ : tensor<8xi32> to tensor<8xf32>", ir)
    tile.parse(ir)


def test_types_promotion_and_casts():
    @tile.kernel
    def k(a: tile.ptr(tile.float16), b: tile.ptr(tile.bfloat16), c: tile.ptr(tile.int8),
          d: tile.ptr(tile.uint32), out: tile.ptr(tile.float32), s: float, i: tile.int64):
        r = tile.arange(0, 32)
        x = tile.load(a, r)
        y = tile.load(b, r)
        z = tile.load(c, r)
        u = tile.load(d, r)
        f = x + y                       # f16 + bf16 -> f32
        g = z + 1                       # stays i8
        h = g.to(tile.float32) / 3      # sitofp, divf
        q = (u // 7) % 5 > 2            # divui, remui, cmpi ugt
        m = tile.where(q, f, h) + s
        n = (r // 2).to(tile.int64) + i
        tile.store(out, r, m + n.to(tile.float32) + x.to(tile.float64).to(tile.float32))
        tile.store(b, r, m)             # implicit truncf to bf16

    ir = k.ir()
    for needle in ["arith.extf %", "tensor<32xf16> to tensor<32xf32>",
                   "tensor<32xbf16> to tensor<32xf32>", "arith.addi %", ": tensor<32xi8>",
                   "arith.sitofp", "arith.divf", "arith.divui", "arith.remui", "arith.cmpi ugt",
                   "arith.select", "arith.extsi", "tensor<32xi32> to tensor<32xi64>",
                   "arith.truncf", "tensor<32xf32> to tensor<32xbf16>", "arith.divsi",
                   "tensor<32xf64> to tensor<32xf32>"]:
        assert needle in ir, needle
    assert "%s: f32" in ir and "%i: i64" in ir
    tile.parse(ir)
    k.compile("sm_90a")


def test_runtime_loop_carries_variables():
    @tile.kernel
    def k(x: tile.ptr(tile.float32), out: tile.ptr(tile.float32), n: int, BLOCK: tile.constexpr):
        offs = tile.arange(0, BLOCK)
        acc = tile.zeros((BLOCK,), tile.float32)
        total = 0.0                     # a Python number that becomes a loop-carried f32
        count = 0
        ptrs = x + offs                 # Triton-style pointer increments
        for i in range(0, n, BLOCK):
            v = tile.load(ptrs, mask=i + offs < n)
            acc = acc + v
            total = total + tile.sum(v)
            count += 1
            ptrs += BLOCK
        tile.store(out, offs, acc + total + count)

    ir = k.ir(BLOCK=64)
    m = re.search(r"%\d+:4 = scf\.for %\d+ = %\d+ to %n step %\d+ iter_args\((.*?)\) -> "
                  r"\((.*?)\) : i32", ir)
    assert m, ir
    assert m.group(2) == "tensor<64xf32>, f32, i32, tensor<64xi32>"
    assert re.search(r"scf\.yield %\d+, %\d+, %\d+, %\d+ : tensor<64xf32>, f32, i32, "
                     r"tensor<64xi32>", ir)
    assert re.search(r"%\d+#0", ir) and re.search(r"%\d+#1", ir)
    tile.parse(ir)
    k.compile("sm_80", BLOCK=64)


def test_nested_loops_and_constant_bounds():
    @tile.kernel
    def k(x: tile.ptr(tile.float32), n: int):
        r = tile.arange(0, 32)
        acc = tile.zeros((32,))
        for i in range(4):              # constant bounds: still an scf.for
            for j in range(i, n):
                acc += tile.load(x, r + i * j)
        tile.store(x, r, acc)

    ir = k.ir()
    assert ir.count("scf.for") == 2
    assert re.search(r"scf\.for %\d+ = %\d+ to %\d+ step %\d+ iter_args", ir)
    tile.parse(ir)
    k.compile("sm_90a")


def test_range_outside_for_statements():
    @tile.kernel
    def k(x: tile.ptr(tile.float32)):
        r = tile.arange(0, 8)
        parts = [tile.load(x, r + 8 * i) for i in range(3)]      # a comprehension
        acc = parts[0]
        for i in reversed(range(1, len(range(3)))):               # a Python iterator
            acc = acc + parts[i]
        tile.store(x, r, acc)

    ir = k.ir()
    assert "scf.for" not in ir and ir.count("tile.load") == 3


def test_static_range_unrolls():
    @tile.kernel
    def k(x: tile.ptr(tile.float32), STEPS: tile.constexpr):
        r = tile.arange(0, 32)
        acc = tile.zeros((32,))
        tiles = []
        for i in tile.static_range(STEPS):
            tiles.append(tile.load(x, r + i * 32))
        for t in tiles:                  # a Python list: unrolled as well
            acc = acc + t
        tile.store(x, r, acc)

    ir = k.ir(STEPS=3)
    assert "scf.for" not in ir
    assert ir.count("tile.load") == 3


def test_runtime_if_becomes_scf_if():
    @tile.kernel
    def k(x: tile.ptr(tile.float32), n: int, FLAG: tile.constexpr):
        r = tile.arange(0, 32)
        v = tile.load(x, r)
        s = tile.sum(v)
        if n > 16:                      # runtime: scf.if yielding v and s
            v = v * 2.0
            s = s + 1.0
        else:
            v = v - 1.0
        if FLAG:                        # constexpr: plain Python
            v = v + 3.0
        tile.store(x, r, v + s)

    ir = k.ir(FLAG=False)
    assert re.search(r"%\d+:2 = scf\.if %\d+ -> \(tensor<32xf32>, f32\)", ir), ir
    assert "} else {" in ir
    assert "3.0" not in ir
    assert "3.0" in k.ir(FLAG=True)
    tile.parse(ir)
    k.compile("sm_90a", FLAG=True)


def test_helpers_and_inlined_kernels():
    @tile.func
    def masked_sum(ptr, offs, n):
        total = 0.0
        for i in range(n):
            total += tile.sum(tile.load(ptr, offs + i, mask=offs + i < n))
        return total

    @tile.kernel
    def inner(x: tile.ptr(tile.float32), v):
        return v * 2.0

    @tile.kernel
    def outer(x: tile.ptr(tile.float32), n: int):
        r = tile.arange(0, 16)
        s = masked_sum(x, r, n)
        tile.store(x, r, inner(x, s))

    ir = outer.ir()
    assert "scf.for" in ir and "arith.mulf" in ir
    tile.parse(ir)
    with pytest.raises(TypeError, match="tile function"):
        masked_sum(None, None, 1)


def test_for_loop_functional_api():
    @tile.kernel
    def k(x: tile.ptr(tile.float32), n: int):
        r = tile.arange(0, 16)
        acc, cnt = tile.for_loop(0, n, 2, (tile.zeros((16,)), tile.full((16,), 0, tile.int32)),
                                 lambda i, acc, cnt: (acc + tile.load(x, r + i), cnt + 1))
        tile.store(x, r, acc + cnt)

    ir = k.ir()
    assert re.search(r"%\d+:2 = scf\.for .* -> \(tensor<16xf32>, tensor<16xi32>\) : i32", ir)
    tile.parse(ir)


def test_reductions_math_and_num_warps():
    @tile.kernel(num_warps=8)
    def k(x: tile.ptr(tile.float32), out: tile.ptr(tile.float32)):
        r = tile.arange(0, 64)
        c = tile.arange(0, 32)
        t = tile.load(x, r[:, None] * 32 + c[None, :])
        mx = tile.max(t, axis=1, keep_dims=True)        # 64x1
        mn = tile.min(t, axis=0)                        # 32
        total = tile.sum(t)                             # scalar
        y = tile.sqrt(tile.abs(t - mx)) + tile.rsqrt(tile.maximum(t, 1e-6)) + mn
        y = tile.fma(y, 2.0, tile.floor(t)) + tile.ceil(t) - total
        tile.store(out, r[:, None] * 32 + c[None, :], tile.minimum(y, 100.0))
        tile.store(out, tile.arange(0, 1), tile.prod(c.to(tile.float32), keep_dims=True))

    ir = k.ir()
    assert "attributes {num_warps = 8 : i32}" in ir
    for needle in ["tile.reduce max", "tile.reduce min", "tile.reduce add", "tile.reduce mul",
                   "math.sqrt", "math.absf", "math.rsqrt", "arith.maxnumf", "arith.minnumf",
                   "math.fma", "math.floor", "math.ceil", "-> f32", "1.0e-06"]:
        assert needle in ir, needle
    compiled = k.compile("sm_90a")
    assert compiled.num_warps == 8 and compiled.num_threads == 256
    assert ".reqntid 256" in compiled.ptx
    assert "attributes {num_warps = 4 : i32}" in k.ir(num_warps=4)


def test_approx_math(ptxas, tmp_path):
    """tile.exp/exp2/log/log2/sin/cos/tanh trace to math ops and lower to
    PTX's approximate f32 instructions (bfloat16 through float32); tanh is
    tanh.approx.f32 from sm_75 and computed from ex2 before; float64 goes to
    libdevice (__nv_log), an 8-bit float is a trace error at the call."""
    @tile.kernel
    def k(x: tile.ptr(tile.float32), h: tile.ptr(tile.bfloat16), out: tile.ptr(tile.float32)):
        r = tile.arange(0, 128)
        v = tile.load(x, r)
        y = tile.exp(v) + tile.exp2(v) + tile.log(v) + tile.log2(v)
        y = y + tile.sin(v) * tile.cos(v) + tile.tanh(v) + tile.exp(1.0)
        tile.store(out, r, y)
        tile.store(h, r, tile.exp(tile.load(h, r)))

    ir = k.ir()
    for op in ["exp", "exp2", "log", "log2", "sin", "cos", "tanh"]:
        assert re.search(rf"math\.{op} %\d+ : tensor<128xf32>", ir), op
    assert re.search(r"math\.exp %\d+ : tensor<128xbf16>", ir)
    ptx = k.compile("sm_80").ptx
    for insn in ["ex2.approx.f32", "lg2.approx.f32", "sin.approx.f32", "cos.approx.f32",
                 "tanh.approx.f32", "0f3FB8AA3B", "0f3F317218"]:
        assert insn in ptx, insn
    assert_no_spills(ptxas, tmp_path, ptx, "sm_80")
    older = k.compile("sm_72").ptx
    assert "tanh.approx" not in older and "copysign.f32" in older

    @tile.kernel
    def f64(x: tile.ptr(tile.float64)):
        r = tile.arange(0, 128)
        tile.store(x, r, tile.log(tile.load(x, r)))

    assert "llvm.call @__nv_log(" in tile.compile(f64.ir(), gpu_name="sm_80", emit="mlir")

    @tile.kernel
    def f8(x: tile.ptr(tile.float8e4m3fn)):
        r = tile.arange(0, 128)
        tile.store(x, r, tile.log(tile.load(x, r)))  # MARK-log-f8

    with pytest.raises(tile.TraceError) as info:
        f8.ir()
    assert f"{THIS_FILE}:{line_of('MARK-log-f8')}:" in str(info.value)
    assert "tile.log on float8e4m3fn is not supported" in str(info.value)


def test_unsigned_max_min_flip_the_sign_bit():
    """tile.reduce compares integers as signed: tile.max/min of unsigned
    tiles flip the sign bit before and after (2^31 is above 1 as uint32)."""
    @tile.kernel
    def k(x: tile.ptr(tile.uint32), y: tile.ptr(tile.uint8), out: tile.ptr(tile.uint32)):
        r = tile.arange(0, 256)
        a = tile.max(tile.load(x, r))
        b_ = tile.min(tile.load(y, r), keep_dims=True)
        tile.store(out, tile.arange(0, 1), a + tile.sum(b_.to(tile.uint32)))

    ir = k.ir()
    assert re.search(r"arith\.constant -2147483648 : i32", ir)
    assert re.search(r"arith\.constant -128 : i8", ir)
    assert len(re.findall(r"arith\.xori", ir)) == 4
    assert "tile.reduce max" in ir and "tile.reduce min" in ir
    assert "tile.reduce add" in ir  # sums need no flip
    k.compile("sm_80")


def test_dot_scaled_mxfp8_on_sm_120a():
    @tile.kernel
    def mx(a: tile.ptr(tile.float8e4m3fn), sa: tile.ptr(tile.float8e8m0fnu),
           b: tile.ptr(tile.float8e4m3fn), sb: tile.ptr(tile.float8e8m0fnu),
           c: tile.ptr(tile.float32), K: int):
        r = tile.arange(0, 64)
        j = tile.arange(0, 2)
        acc = tile.zeros((64, 64))
        for k0 in range(0, K, 64):
            ta = tile.load(a, r[:, None] * K + k0 + r[None, :])
            tb = tile.load(b, (k0 + r[:, None]) * 64 + r[None, :])
            ts_a = tile.load(sa, r[:, None] * (K // 32) + k0 // 32 + j[None, :])
            ts_b = tile.load(sb, r[:, None] * (K // 32) + k0 // 32 + j[None, :])
            acc = tile.dot_scaled(ta, ts_a, tb, ts_b, acc)
        tile.store(c, r[:, None] * 64 + r[None, :], acc)

    assert "tile.dot_scaled %" in mx.ir()
    ptx = mx.compile("sm_120a").ptx
    assert "block_scale" in ptx and "mma.sync" in ptx


# ---------------------------------------------------------------------------
# Compiling
# ---------------------------------------------------------------------------

GEMM_MMA = {
    "sm_80": ("mma.sync.aligned",),
    "sm_90a": ("wgmma.mma_async",),
    "sm_100f": ("mma.sync.aligned", "tcgen05.mma"),
    "sm_120a": ("mma.sync.aligned",),
}


@pytest.mark.parametrize("target", ["sm_80", "sm_90a", "sm_100f", "sm_120a"])
def test_gemm_compiles_for_each_target(gemm, target):
    compiled = gemm.compile(target=target)
    assert isinstance(compiled, tile.CompiledKernel)
    assert compiled.name == "gemm"
    assert compiled.target == tile.Target(target)
    assert compiled.num_warps == 4 and compiled.num_threads == 128
    # Static shared memory (the mma.sync pipeline's ring), or dynamic (the
    # cp.async + wgmma ring on sm_90a).
    assert compiled.shared_bytes + compiled.dynamic_shared_bytes > 0
    assert compiled.shared_bytes == sum(
        int(n) for n in re.findall(r"\.shared \.align \d+ \.b8 \w+\[(\d+)\]", compiled.ptx))
    assert re.search(r"^\.target %s$" % target, compiled.ptx, re.M)
    assert re.search(r"\.visible \.entry gemm\(", compiled.ptx)
    assert ".reqntid 128" in compiled.ptx
    assert any(m in compiled.ptx for m in GEMM_MMA[target]), GEMM_MMA[target]
    assert compiled.ptx_version == re.search(r"^\.version (\S+)", compiled.ptx, re.M).group(1)
    assert compiled.params == [("a", "!tile.ptr<bf16>"), ("b", "!tile.ptr<bf16>"),
                               ("c", "!tile.ptr<f32>"), ("M", "i32"), ("N", "i32"), ("K", "i32")]
    assert compiled.constexprs == {"BLOCK_M": 64, "BLOCK_N": 64, "BLOCK_K": 32}
    meta = compiled.metadata
    assert meta["name"] == "gemm" and meta["num_threads"] == 128 and meta["target"] == target
    json.dumps(meta)
    assert "loc(" in compiled.ir and "tile.dot" in compiled.ir


def test_gemm_sm_90a_uses_wgmma_and_matches_tile_compile(gemm):
    compiled = gemm.compile(target="sm_90a", cache=False)
    assert "wgmma.mma_async" in compiled.ptx
    assert compiled.ptx == tile.compile(compiled.ir, gpu_name="sm_90a")


@pytest.mark.parametrize("target", ["sm_80", "sm_120a"])
def test_gemm_k_loop_is_a_cp_async_pipeline_on_mma_sync_targets(gemm, target):
    # The DSL's K loop (tile.load of A and B, tile.dot) is pipelined with
    # cp.async in static shared memory: the launch does not change.
    compiled = gemm.compile(target=target, cache=False)
    assert "cp.async.cg.shared.global" in compiled.ptx
    assert re.search(r"cp\.async\.wait_group \d+;", compiled.ptx)
    assert "cp.async.wait_all;" in compiled.ptx
    assert ".extern .shared" not in compiled.ptx
    assert compiled.num_threads == 128
    assert compiled.dynamic_shared_bytes == 0


def test_kernel_made_by_a_factory_with_a_loop():
    # Annotations and defaults naming the factory's locals are evaluated
    # once, by Python; the loop rewrite does not evaluate them again (it
    # used to: NameError 'dt').
    def make(dt, width):
        @tile.kernel
        def total(x: tile.ptr(dt), out: tile.ptr(tile.float32), n: tile.int32,
                  BLOCK: tile.constexpr = width):
            acc = tile.zeros((BLOCK,), tile.float32)
            for i in range(0, n, BLOCK):
                acc += tile.load(x, i + tile.arange(0, BLOCK)).to(tile.float32)
            tile.store(out, tile.arange(0, BLOCK), acc)
        return total

    k = make(tile.float16, 64)
    assert "!tile.ptr<f16>" in k.ir() and "tensor<64xf32>" in k.ir()
    assert "scf.for" in k.compile("sm_80", cache=False).ir


def test_triton_tutorial_loop_with_advancing_pointers_is_pipelined():
    # Triton's matmul tutorial: pointer tiles carried through the K loop and
    # advanced each iteration; tile-pipeline folds them into functions of
    # the induction variable, and the loop is pipelined.
    @tile.kernel
    def matmul(a: tile.ptr(tile.bfloat16), b: tile.ptr(tile.bfloat16),
               c: tile.ptr(tile.float32), N: tile.int32, K: tile.int32,
               BM: tile.constexpr = 128, BN: tile.constexpr = 128, BK: tile.constexpr = 64):
        rows = tile.program_id(1) * BM + tile.arange(0, BM)
        cols = tile.program_id(0) * BN + tile.arange(0, BN)
        ks = tile.arange(0, BK)
        a_ptrs = a + (rows[:, None] * K + ks[None, :])
        b_ptrs = b + (ks[:, None] * N + cols[None, :])
        acc = tile.zeros((BM, BN), tile.float32)
        for k in range(0, tile.cdiv(K, BK)):
            acc = tile.dot(tile.load(a_ptrs, mask=ks[None, :] < K - k * BK),
                           tile.load(b_ptrs, mask=ks[:, None] < K - k * BK), acc)
            a_ptrs += BK
            b_ptrs += BK * N
        tile.store(c, rows[:, None] * N + cols[None, :], acc)

    for target, what, blocks in (("sm_90a", "cp.async + wgmma", {}),
                                 ("sm_100a", "cp.async + tcgen05", {}),
                                 ("sm_80", "cp.async + mma.sync", dict(BM=64, BN=64, BK=32))):
        with pytest.warns(tile.CompileWarning, match=f"pipelined: {re.escape(what)}"):
            compiled = matmul.compile(target, num_warps=8, cache=False, remarks=True,
                                      **blocks)
        assert "cp.async.cg.shared.global" in compiled.ptx


def test_gemm_k_loop_is_a_cp_async_wgmma_pipeline_on_sm_90a(gemm):
    # On sm_90a the same loop is copied with cp.async into wgmma's
    # core-matrix layouts: 4 stages of 64x32 A and 32x64 B (bf16) in dynamic
    # shared memory, fenced for the async proxy, one wgmma group in flight.
    compiled = gemm.compile(target="sm_90a", cache=False)
    assert "cp.async.cg.shared.global" in compiled.ptx
    assert "fence.proxy.async.shared::cta;" in compiled.ptx
    assert "wgmma.wait_group.sync.aligned 1;" in compiled.ptx
    assert ".extern .shared" in compiled.ptx
    assert compiled.num_threads == 128
    assert compiled.dynamic_shared_bytes == 4 * (64 * 32 + 32 * 64) * 2


@pytest.mark.parametrize("target", ["sm_80", "sm_90a", "sm_100f", "sm_120a"])
def test_ptxas_accepts_gemm(ptxas, gemm, tmp_path, target):
    compiled = gemm.compile(target=target)
    src = tmp_path / f"gemm_{target}.ptx"
    src.write_text(compiled.ptx)
    result = subprocess.run([ptxas, f"-arch={target}", str(src), "-o", str(tmp_path / "g.cubin")],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


def test_compile_options(vector_add_kernel):
    compiled = vector_add_kernel.compile("sm_90a", ptx_version="8.5", lineinfo=True, BLOCK=512)
    assert compiled.ptx_version == "8.5"
    assert "vector_add.py" in compiled.ptx  # .file of the Python source
    assert re.search(r"^\s*\.loc\s", compiled.ptx, re.M)
    assert compiled.options["lineinfo"] is True
    assert "tile.range 0 to 512" in compiled.ir
    with pytest.raises(tile.TargetError):
        vector_add_kernel.compile("sm_91")
    with pytest.raises(tile.CompileError, match="requires -O0"):
        vector_add_kernel.compile("sm_90a", debug=True)


def test_enable_fp_fusion():
    """Triton's enable_fp_fusion: on by default, a * x + y is one fma; off,
    a multiply and an add each rounded (mul.rn / add.rn, which ptxas keeps
    apart); a separate specialization, and tile.compile's keyword too."""
    @tile.kernel
    def axpy(x: tile.ptr(tile.float32), y: tile.ptr(tile.float32), a: tile.float32):
        offs = tile.arange(0, 128)
        tile.store(y, offs, a * tile.load(x, offs) + tile.load(y, offs))

    fused = axpy.compile("sm_90a", cache=False)
    separate = axpy.compile("sm_90a", cache=False, enable_fp_fusion=False)
    assert "fma.rn.f32" in fused.ptx and "mul.rn.f32" not in fused.ptx
    assert "fma.rn.f32" not in separate.ptx
    assert "mul.rn.f32" in separate.ptx and "add.rn.f32" in separate.ptx
    assert separate.options["enable_fp_fusion"] is False
    assert "enable_fp_fusion" not in fused.options and fused.key != separate.key
    ir = axpy.ir()
    assert "fma.rn.f32" in tile.compile(ir, gpu_name="sm_80")
    assert "fma.rn.f32" not in tile.compile(ir, gpu_name="sm_80", enable_fp_fusion=False)


def test_enable_fp_fusion_at_launch(emulated):
    """enable_fp_fusion=False is a launch option (Triton's), which compiles
    the kernel without contraction."""
    import numpy as np
    shim = emulated((8, 0))

    @tile.jit
    def axpy(x, y, a, BLOCK: tile.constexpr):
        offs = tile.arange(0, BLOCK)
        tile.store(y + offs, a * tile.load(x + offs) + tile.load(y + offs))

    x = shim.asarray(np.arange(64, dtype=np.float32))
    y = shim.asarray(np.ones(64, np.float32))
    axpy[(1,)](x, y, 2.0, BLOCK=64, enable_fp_fusion=False)
    [compiled] = axpy._compiled.values()
    assert compiled.options["enable_fp_fusion"] is False and "fma" not in compiled.ptx
    np.testing.assert_array_equal(y.get(), np.arange(64, dtype=np.float32) * 2 + 1)


def test_compile_from_threads(vector_add_kernel):
    blocks = [128, 256, 512, 1024] * 2
    with ThreadPoolExecutor(max_workers=4) as pool:
        results = list(pool.map(lambda b: vector_add_kernel.compile("sm_80", BLOCK=b, cache=False),
                                blocks))
    for b, r in zip(blocks, results):
        assert f"tile.range 0 to {b} " in r.ir
    assert results[0].ptx == results[4].ptx


# ---------------------------------------------------------------------------
# Errors
# ---------------------------------------------------------------------------


def test_error_broadcast_mismatch_names_the_line():
    @tile.kernel
    def k(x: tile.ptr(tile.float32)):
        a = tile.load(x, tile.arange(0, 64)[:, None] + tile.arange(0, 32)[None, :])
        b = tile.load(x, tile.arange(0, 32)[:, None] + tile.arange(0, 64)[None, :])
        c = a + b  # MARK-broadcast
        tile.store(x, tile.arange(0, 64)[:, None], c)

    with pytest.raises(tile.CompileError) as info:
        k.compile("sm_90a")
    err = info.value
    assert isinstance(err, tile.TraceError)
    line = line_of("MARK-broadcast")
    assert str(err).startswith(f"{THIS_FILE}:{line}:13: error: cannot broadcast shapes (64, 32) "
                               "and (32, 64)")
    assert "c = a + b" in str(err)  # the source line and a caret
    assert (err.filename, err.lineno, err.col) == (THIS_FILE, line, 13)
    assert err.diagnostics[0].location == f"{THIS_FILE}:{line}:13"


def test_error_dot_dtypes():
    @tile.kernel
    def k(x: tile.ptr(tile.float16), y: tile.ptr(tile.bfloat16), z: tile.ptr(tile.int16)):
        r = tile.arange(0, 16)
        offs = r[:, None] * 16 + r[None, :]
        a, b, i = tile.load(x, offs), tile.load(y, offs), tile.load(z, offs)
        tile.static_assert(tile.current_target() is None)
        if MODE == 0:
            tile.dot(a, b)  # MARK-dot-mixed
        elif MODE == 1:
            tile.dot(i, i)  # MARK-dot-int
        elif MODE == 2:
            tile.dot(b, b, tile.zeros((16, 16), tile.float16))  # MARK-dot-acc
        else:
            tile.dot(a, tile.load(x, r))  # MARK-dot-rank

    cases = [(0, "MARK-dot-mixed", "a and b element types differ (float16 vs bfloat16)"),
             (1, "MARK-dot-int", "does not support int16 inputs"),
             (2, "MARK-dot-acc", "bfloat16 inputs need an accumulator of float32, got float16"),
             (3, "MARK-dot-rank", "needs 2-D tiles")]
    global MODE
    for mode, marker, message in cases:
        MODE = mode
        with pytest.raises(tile.TraceError) as info:
            k.ir()
        assert f"{THIS_FILE}:{line_of(marker)}:" in str(info.value)
        assert message in str(info.value)


MODE = 0


def test_error_python_exception_is_located():
    @tile.kernel
    def k(x: tile.ptr(tile.float32)):
        y = no_such_name + 1  # noqa: F821,F841  MARK-nameerror

    with pytest.raises(tile.TraceError) as info:
        k.ir()
    assert str(info.value).startswith(
        f"{THIS_FILE}:{line_of('MARK-nameerror')}:13: error: NameError: name 'no_such_name'")
    assert isinstance(info.value.__cause__, NameError)


def test_error_mlir_diagnostic_maps_to_python_line():
    @tile.kernel
    def k(x: tile.ptr(tile.bfloat16), out: tile.ptr(tile.float32)):
        r = tile.arange(0, 64)
        a = tile.load(x, r[:, None] * 64 + r[None, :])
        c = tile.dot(a, a, kind="tcgen05")  # MARK-tcgen05
        tile.store(out, r[:, None] * 64 + r[None, :], c)

    with pytest.raises(tile.CompileError) as info:
        k.compile("sm_90a")
    text = str(info.value)
    assert not isinstance(info.value, tile.TraceError)
    assert text.startswith(f"{THIS_FILE}:{line_of('MARK-tcgen05')}:13: error: 'tile.dot' op "
                           "unsupported operation for target sm_90a")
    assert 'kind="tcgen05"' in text  # MLIR quotes the Python source line
    assert info.value.diagnostics[0].location.startswith(THIS_FILE)


def test_error_tile_budget_names_the_line():
    @tile.kernel
    def k(x: tile.ptr(tile.float32)):
        tile.store(x, tile.arange(0, 1 << 20), 1.0)  # MARK-huge

    with pytest.raises(tile.CompileError, match="elements per thread") as info:
        k.compile("sm_80")
    assert str(info.value).startswith(f"{THIS_FILE}:{line_of('MARK-huge')}:")


def test_error_parameters():
    @tile.kernel
    def no_annotation(x, n: int):  # MARK-noann
        pass

    with pytest.raises(tile.TraceError, match="has no annotation: annotate it") as info:
        no_annotation.ir()
    assert str(info.value).startswith(f"{THIS_FILE}:{line_of('MARK-noann')}:23:")
    assert "signature={'x': ...}" in str(info.value)
    assert "!tile.ptr<f16>" in no_annotation.ir(signature={"x": tile.ptr(tile.float16)})
    with pytest.raises(tile.CompileError, match="signature: parameter 'n' of kernel "
                                                "'no_annotation' is annotated"):
        no_annotation.ir(signature={"x": tile.ptr(tile.float16), "n": tile.int64})

    @tile.kernel
    def k(x: tile.ptr(tile.float32), n: int, B: tile.constexpr):
        pass

    with pytest.raises(tile.CompileError, match="needs a value for its constexpr parameter 'B'"):
        k.compile("sm_90a")
    with pytest.raises(tile.CompileError, match="'n' is a runtime parameter"):
        k.compile("sm_90a", B=1, n=3)
    with pytest.raises(tile.CompileError, match="has no parameter 'C'"):
        k.ir(B=1, C=2)
    @tile.kernel
    def bad(x: str):
        pass

    with pytest.raises(tile.CompileError, match="unsupported annotation"):
        bad.ir()

    @tile.kernel
    def kwonly(x: tile.ptr(tile.float32), *, n: int, B: tile.constexpr = 8):
        tile.store(x, tile.arange(0, B), n)

    assert "%n: i32" in kwonly.ir() and "tile.range 0 to 4 " in kwonly.ir(B=4)
    with pytest.raises(ValueError, match="not a valid PTX entry name"):
        tile.kernel(name="bad-name")(lambda: None)

    @tile.kernel(name="renamed")
    def k2(x: tile.ptr(tile.float32)):
        pass

    assert "tile.kernel @renamed(" in k2.ir()
    assert k2.compile("sm_80").name == "renamed"

    @tile.kernel
    def returns(x: tile.ptr(tile.float32)):
        return 1

    with pytest.raises(tile.TraceError, match="kernels return nothing"):
        returns.ir()
    with pytest.raises(ValueError):
        tile.kernel(num_warps=64)(lambda: None)


@pytest.mark.parametrize("body,message", [
    ("if v > 0:\n        v = v + 1", "an `if` condition must be a scalar"),
    ("m = bool(r < n)", "cannot be used as a Python bool"),
    ("assert n > 1 and False, 'never'", "assertion failed: never"),
    ("for i in range(n):\n        t = tile.load(x, r + i)\n    tile.store(x, r, t)",
     "variable 't' was only assigned inside a loop body"),
    ("acc = v\n    for i in range(n):\n        acc = acc.to(tile.float16)",
     "variable 'acc' is tensor<64xf32> before the loop but tensor<64xf16>"),
    ("if n > 1:\n        w = v\n    tile.store(x, r, w)", "only assigned in one branch"),
    ("lst = []\n    for i in range(n):\n        lst = lst + [v]", "use tile.static_range"),
    ("tile.arange(0, n)", "tile.arange bounds must be constexpr"),
    ("v[1:3]", "only support indexing with ':' and None"),
    ("tile.load(n, r)", "needs a pointer parameter"),
    ("tile.load(x, r, mask=r)", "a mask must be a bool tile"),
    ("tile.store(x, r, v, mask=r < n, extra=1)", "unexpected keyword argument"),
    ("tile.zeros((0, 4))", "tile dimensions must be positive"),
    ("v ** 2", "** is not supported"),
    ("tile.expand_dims(v, 3)", "axis 3 is out of range"),
    ("tile.sum(v, axis=2)", "axis 2 is out of range"),
    ("tile.static_assert(v.shape == (32,), 'wrong shape')", "wrong shape"),
])
def test_error_messages(tmp_path, body, message):
    src = tmp_path / "kernel_src.py"
    src.write_text(
        "import tile\n\n"
        "@tile.kernel\n"
        "def k(x: tile.ptr(tile.float32), n: int):\n"
        "    r = tile.arange(0, 64)\n"
        "    v = tile.load(x, r)\n"
        f"    {body}\n")
    spec = importlib.util.spec_from_file_location("kernel_src", src)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    with pytest.raises(tile.CompileError) as info:
        module.k.ir()
    assert message in str(info.value)
    assert str(info.value).startswith(f"{src}:"), str(info.value)


def test_ops_outside_a_kernel():
    with pytest.raises(tile.CompileError, match="only be used inside a @tile.kernel"):
        tile.arange(0, 16)

    @tile.kernel
    def k(x: tile.ptr(tile.float32)):
        pass

    with pytest.raises(TypeError, match=r"k\[grid\]"):
        k(1)


# ---------------------------------------------------------------------------
# Cache
# ---------------------------------------------------------------------------


def _cache_files(directory):
    found = []
    for dirpath, _, files in os.walk(directory):
        found += [os.path.join(dirpath, f) for f in files if f.endswith(".json")]
    return sorted(found)


def test_disk_cache(tmp_path, monkeypatch, vector_add_kernel):
    cache = tmp_path / "c1"
    monkeypatch.setenv("TILE_CACHE_DIR", str(cache))
    assert tile.cache_dir() == str(cache)
    fn = vector_add_kernel.fn
    first = tile.Kernel(fn).compile("sm_90a", BLOCK=256)
    assert not first.from_cache
    files = _cache_files(cache)
    assert len(files) == 1 and os.path.basename(files[0]) == first.key + ".json"
    # The same kernel object answers from memory.
    k = tile.Kernel(fn)
    second = k.compile("sm_90a", BLOCK=256)
    assert second.from_cache and second.ptx == first.ptx and second.key == first.key
    assert k.compile("sm_90a", BLOCK=256) is second
    assert second.shared_bytes == first.shared_bytes and second.name == first.name
    # Every part of the key makes a new entry.
    keys = {first.key}
    for target, kw in [("sm_80", dict(BLOCK=256)), ("sm_90a", dict(BLOCK=512)),
                       ("sm_90a", dict(BLOCK=256, num_warps=8)),
                       ("sm_90a", dict(BLOCK=256, opt_level=2))]:
        c = tile.Kernel(fn).compile(target, **kw)
        assert not c.from_cache
        keys.add(c.key)
    assert len(keys) == 5 and len(_cache_files(cache)) == 5
    # cache=False neither reads nor writes.
    c = tile.Kernel(fn).compile("sm_90a", BLOCK=256, cache=False)
    assert not c.from_cache and len(_cache_files(cache)) == 5
    # A corrupt entry is recompiled and rewritten.
    with open(files[0], "w") as f:
        f.write("{not json")
    c = tile.Kernel(fn).compile("sm_90a", BLOCK=256)
    assert not c.from_cache and c.ptx == first.ptx
    assert tile.Kernel(fn).compile("sm_90a", BLOCK=256).from_cache


def test_cache_key_includes_source(tmp_path, monkeypatch):
    monkeypatch.setenv("TILE_CACHE_DIR", str(tmp_path / "c"))
    keys = []
    for scale in ("2.0", "3.0"):
        src = tmp_path / f"k_{scale[0]}.py"
        src.write_text("import tile\n\n@tile.kernel\ndef k(x: tile.ptr(tile.float32)):\n"
                       "    r = tile.arange(0, 32)\n"
                       f"    tile.store(x, r, tile.load(x, r) * {scale})\n")
        spec = importlib.util.spec_from_file_location(f"k_{scale[0]}", src)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        keys.append(module.k.compile("sm_80").key)
    assert keys[0] != keys[1]


def test_no_cache_env(tmp_path, monkeypatch, vector_add_kernel):
    monkeypatch.setenv("TILE_CACHE_DIR", str(tmp_path / "c2"))
    monkeypatch.setenv("TILE_NO_CACHE", "1")
    assert tile.cache_dir() is None
    tile.Kernel(vector_add_kernel.fn).compile("sm_80")
    assert not (tmp_path / "c2").exists()


# ---------------------------------------------------------------------------
# Launching
# ---------------------------------------------------------------------------


@pytest.mark.skipif(_gpu_available(), reason="a CUDA driver is available here")
def test_launch_without_gpu_raises_launch_error(vector_add_kernel):
    with pytest.raises(tile.LaunchError, match="no CUDA device/driver"):
        vector_add_kernel[(4,)](0, 0, 0, 1000)
    assert issubclass(tile.LaunchError, RuntimeError)


class FakeDriver:
    """Records what a launch would do."""

    def __init__(self, capability=(9, 0)):
        self.cap = capability
        self.loaded = []
        self.launches = []

    def current_device(self):
        return 0

    def capability(self, device):
        return self.cap

    def load(self, ptx, name, device):
        self.loaded.append((name, device, ptx))
        return f"function:{name}"

    def launch(self, function, grid, block, shared, stream, params_address, device):
        self.launches.append((function, grid, block, shared, stream, params_address, device))


def assert_no_spills(ptxas, tmp_path, ptx, arch):
    """ptxas -v accepts the PTX for arch with no spill stores."""
    path = tmp_path / "k.ptx"
    path.write_text(ptx)
    out = subprocess.run([ptxas, f"-arch={arch}", "-v", str(path), "-o", os.devnull],
                         capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert "0 bytes spill stores" in out.stderr


def install_fake_driver(monkeypatch, capability):
    """A FakeDriver as the runtime's driver, with fresh module caches and
    dynamic shared memory always allowed."""
    drv = FakeDriver(capability)
    drv.allow_dynamic_shared = lambda *a: None
    monkeypatch.setattr(runtime, "_DRIVER", drv)
    monkeypatch.setattr(runtime, "_FUNCTIONS", {})
    monkeypatch.setattr(runtime, "_DYNAMIC_ALLOWED", set())
    return drv


class FakeCudaArray:
    def __init__(self, ptr, typestr="<f4", device=0):
        self.__cuda_array_interface__ = {"data": (ptr, False), "typestr": typestr,
                                         "shape": (16,), "version": 3}


def test_launch_with_fake_driver(monkeypatch, vector_add_kernel):
    drv = FakeDriver((9, 0))
    monkeypatch.setattr(runtime, "_DRIVER", drv)
    captured = {}
    real_launch = drv.launch

    def launch(function, grid, block, shared, stream, params_address, device):
        ptrs = (ctypes.c_void_p * 4).from_address(params_address)
        captured["x"] = ctypes.c_uint64.from_address(ptrs[0]).value
        captured["y"] = ctypes.c_uint64.from_address(ptrs[1]).value
        captured["out"] = ctypes.c_uint64.from_address(ptrs[2]).value
        captured["n"] = ctypes.c_int32.from_address(ptrs[3]).value
        real_launch(function, grid, block, shared, stream, params_address, device)

    drv.launch = launch
    x, y, out = FakeCudaArray(0x1000), FakeCudaArray(0x2000), 0x3000
    grid = lambda meta: (tile.cdiv(meta["n"], meta["BLOCK"]),)  # noqa: E731
    vector_add_kernel[grid](x, y, out, 5000, BLOCK=1024)
    assert captured == {"x": 0x1000, "y": 0x2000, "out": 0x3000, "n": 5000}
    (function, dims, block, shared, stream, _, device), = drv.launches
    assert function == "function:vector_add" and dims == (5, 1, 1) and block == 128
    assert (shared, stream, device) == (0, 0, 0)
    name, _, ptx = drv.loaded[0]
    assert ".target sm_90a" in ptx  # the arch-specific target of a 9.0 GPU
    # A second launch reuses the loaded function; num_warps changes the block.
    vector_add_kernel[(2,)](x, y, out, n=10, BLOCK=1024)
    assert len(drv.loaded) == 1 and len(drv.launches) == 2
    vector_add_kernel[(2,)](x, y, out, 10, num_warps=8)
    assert drv.launches[-1][2] == 256
    # An explicit target must run on the device.
    with pytest.raises(tile.LaunchError, match="does not run on this sm_90 GPU"):
        vector_add_kernel[(1,)](x, y, out, 10, target="sm_100a")
    # A CompiledKernel launches with its runtime arguments.
    compiled = vector_add_kernel.compile("sm_90a", BLOCK=256)
    compiled[(3,)](x, y, out, 7)
    assert drv.launches[-1][1] == (3, 1, 1)


def test_launch_argument_errors(monkeypatch, vector_add_kernel):
    monkeypatch.setattr(runtime, "_DRIVER", FakeDriver((8, 0)))
    import numpy as np
    host = np.zeros(16, dtype=np.float32)
    with pytest.raises(tile.LaunchError, match="host \\(CPU\\) array|not in CUDA memory"):
        vector_add_kernel[(1,)](host, 0, 0, 16)
    with pytest.raises(tile.LaunchError, match="'x' is an array of <f2 but the kernel parameter "
                                               "is tile.ptr\\(tile.float32\\)"):
        vector_add_kernel[(1,)](FakeCudaArray(1, "<f2"), 0, 0, 16)
    with pytest.raises(tile.LaunchError, match="'n' = 4294967296 does not fit in int32"):
        vector_add_kernel[(1,)](0, 0, 0, 1 << 32)
    with pytest.raises(tile.LaunchError, match="must be an integer"):
        vector_add_kernel[(1,)](0, 0, 0, 1.5)
    with pytest.raises(TypeError, match="missing argument 'n'"):
        vector_add_kernel[(1,)](0, 0, 0)
    with pytest.raises(tile.LaunchError, match="grid"):
        vector_add_kernel[lambda meta: "x"](0, 0, 0, 1)
    with pytest.raises(TypeError):
        vector_add_kernel["grid"]


def test_dlpack_pointer_parsing():
    np = pytest.importorskip("numpy")
    a = np.arange(8, dtype=np.float32)
    if not hasattr(a, "__dlpack__"):
        pytest.skip("numpy without DLPack")
    info = runtime._dlpack_info(a.__dlpack__())
    assert info["data"] == a.ctypes.data
    assert info["dtype"] == "f32"
    assert info["device_type"] == 1  # kDLCPU
    assert runtime._dlpack_info(a[2:].__dlpack__())["data"] == a.ctypes.data + 8


def test_device_target():
    assert runtime.device_target((9, 0)).name == "sm_90a"
    assert runtime.device_target((8, 0)).name == "sm_80"
    assert runtime.device_target((10, 0)).name == "sm_100a"
    assert runtime.device_target((12, 0)).name == "sm_120a"
    assert runtime.device_target((8, 9)).name == "sm_89"


@needs_gpu
def test_launch_vector_add_on_gpu():
    module = _load_example("vector_add")
    assert module.run(100_003, 1024) == 0


@needs_gpu
def test_launch_gemm_on_gpu():
    module = _load_example("gemm")
    assert module.run(200, 136, 96) == 0


# ---------------------------------------------------------------------------
# Examples and the benchmark script
# ---------------------------------------------------------------------------


def _run_example(args, build_dir):
    # sys.executable imports the tile this process does: installed, on
    # PYTHONPATH, or the build tree (conftest puts it on PYTHONPATH then).
    return subprocess.run([sys.executable] + args, capture_output=True, text=True, cwd=ROOT)


def test_gemm_example_prints_wgmma_ptx(build_dir):
    result = _run_example(["examples/python/gemm.py", "--target", "sm_90a"], build_dir)
    assert result.returncode == 0, result.stderr
    assert "wgmma.mma_async" in result.stdout
    assert ".target sm_90a" in result.stdout
    assert "gemm: target sm_90a, 128 threads" in result.stderr


def test_softmax_example(build_dir, ptxas, tmp_path):
    """examples/python/softmax.py: four rows per program, each through
    tile.max, tile.exp (ex2.approx of x * log2 e) and tile.sum; 1000
    columns round up to a 1024-wide block."""
    result = _run_example(["examples/python/softmax.py", "--target", "sm_80"], build_dir)
    assert result.returncode == 0, result.stderr
    assert "softmax: target sm_80, 128 threads" in result.stderr
    # 4 rows x 1024 columns / 128 threads: 32 exponentials per thread.
    assert result.stdout.count("ex2.approx.f32") == 32
    assert_no_spills(ptxas, tmp_path, result.stdout, "sm_80")
    result = _run_example(["examples/python/softmax.py", "--ir", "--cols", "100"], build_dir)
    assert result.returncode == 0, result.stderr
    assert "tile.range 0 to 128" in result.stdout and "math.exp" in result.stdout
    assert "0xFF800000" in result.stdout  # other = -inf


def test_layernorm_example(build_dir, ptxas, tmp_path):
    """examples/python/layernorm.py: the mean and the variance are two
    whole-row tile.sum reductions by warp shuffles (5 butterfly steps each,
    one word per warp in shared memory), 1/sqrt(var + eps) by tile.rsqrt
    (sqrt.rn and rcp.rn)."""
    result = _run_example(["examples/python/layernorm.py", "--target", "sm_80"], build_dir)
    assert result.returncode == 0, result.stderr
    assert "layernorm: target sm_80, 128 threads, 16 bytes of shared memory" in result.stderr
    assert result.stdout.count("shfl.sync.bfly.b32") == 10
    assert "sqrt.rn.f32" in result.stdout and "rcp.rn.f32" in result.stdout
    assert_no_spills(ptxas, tmp_path, result.stdout, "sm_80")


def test_attention_example(build_dir, ptxas, tmp_path):
    """examples/python/attention.py: S = Q K^T, its row max and sum, P and
    the accumulator stay in tensor-core registers (quad shuffles; on wgmma
    no shared memory between the two dots' staging). K and V are copied one
    block ahead (cp.async) on both targets: barriers 3 before the loop (Q,
    the ring), 1 in it, 3 after it."""
    for target, shuffles, barriers in [("sm_80", 8, 7), ("sm_90a", 8, 7)]:
        for causal in ([], ["--causal"]):
            result = _run_example(["examples/python/attention.py", "--target", target] + causal,
                                  build_dir)
            assert result.returncode == 0, result.stderr
            assert f"attention: target {target}, 128 threads" in result.stderr
            assert result.stdout.count("shfl.sync.bfly.b32") == shuffles
            assert result.stdout.count("bar.sync") == barriers
            assert_no_spills(ptxas, tmp_path, result.stdout, target)
    result = _run_example(["examples/python/attention.py", "--ir", "--head", "32"], build_dir)
    assert result.returncode == 0, result.stderr
    assert "tensor<64x32xbf16>" in result.stdout and "math.exp2" in result.stdout
    # FlashAttention-3's split: a producer warpgroup issuing the TMA copies
    # beside two consumer warpgroups of 64 rows each, with setmaxnreg.
    result = _run_example(["examples/python/attention.py", "--tma", "--pipeline-loads", "3",
                           "--warp-specialize", "4", "--num-warps", "8", "--block-m", "128"],
                          build_dir)
    assert result.returncode == 0, result.stderr
    assert "attention_tma: target sm_90a, 384 threads" in result.stderr
    assert "setmaxnreg.dec.sync.aligned.u32 40;" in result.stdout
    assert "setmaxnreg.inc.sync.aligned.u32 232;" in result.stdout
    assert "bar.sync 10, 256;" not in result.stdout
    assert_no_spills(ptxas, tmp_path, result.stdout, "sm_90a")
    # ... whose two consumer warpgroups take turns at the dots (ping-pong).
    result = _run_example(["examples/python/attention.py", "--tma", "--pipeline-loads", "3",
                           "--warp-specialize", "4", "--num-warps", "8", "--block-m", "128",
                           "--ping-pong"], build_dir)
    assert result.returncode == 0, result.stderr
    assert "bar.sync 10, 256;" in result.stdout and "bar.arrive 10, 256;" in result.stdout
    assert_no_spills(ptxas, tmp_path, result.stdout, "sm_90a")
    # ... and each warpgroup's S of a block issued with the P V of the one
    # before, the softmax beside the latter (overlap_dots).
    result = _run_example(["examples/python/attention.py", "--tma", "--pipeline-loads", "3",
                           "--warp-specialize", "4", "--num-warps", "8", "--block-m", "128",
                           "--ping-pong", "--overlap-dots", "--head", "128", "--causal",
                           "--even-n"], build_dir)
    assert result.returncode == 0, result.stderr
    assert "wgmma.wait_group.sync.aligned 1;" in result.stdout
    assert_no_spills(ptxas, tmp_path, result.stdout, "sm_90a")
    result = _run_example(["examples/python/attention.py", "--warp-specialize", "1"], build_dir)
    assert result.returncode != 0 and "give --tma" in result.stderr
    result = _run_example(["examples/python/attention.py", "--tma", "--overlap-dots"], build_dir)
    assert result.returncode != 0 and "give --warp-specialize" in result.stderr


def test_attention_fp8_example(build_dir, ptxas, tmp_path):
    """examples/python/attention.py --fp8: e4m3 dots (mma.sync on sm_89,
    wgmma on sm_90a) with P in registers, K and V^T through TMA with
    --tma, and FlashAttention-3's split at head 128 with 128-key blocks
    (boxes of 128-byte rows: TMA rings read in place), with ping-pong;
    sm_80 has no fp8 tensor cores: a located error."""
    for target, args, dot in [
            ("sm_89", ["--causal", "--group", "2"],
             "mma.sync.aligned.m16n8k32.row.col.f32.e4m3.e4m3"),
            ("sm_90a", [], ".f32.e4m3.e4m3"),
            ("sm_90a", ["--tma"], ".f32.e4m3.e4m3"),
            ("sm_90a", ["--tma", "--head", "128", "--block-n", "128", "--num-warps", "8",
                        "--block-m", "128", "--pipeline-loads", "2", "--warp-specialize", "4"],
             ".f32.e4m3.e4m3"),
            ("sm_90a", ["--tma", "--head", "128", "--block-n", "128", "--num-warps", "8",
                        "--block-m", "128", "--pipeline-loads", "2", "--warp-specialize", "4",
                        "--ping-pong"], ".f32.e4m3.e4m3")]:
        result = _run_example(["examples/python/attention.py", "--fp8", "--target", target] + args,
                              build_dir)
        assert result.returncode == 0, result.stderr
        assert f"attention_fp8: target {target}" in result.stderr
        assert dot in result.stdout
        assert ("cp.async.bulk.tensor" in result.stdout) == ("--tma" in args)
        assert ("setmaxnreg.inc" in result.stdout) == ("--warp-specialize" in args)
        assert ("bar.sync 10, 256;" in result.stdout) == ("--ping-pong" in args)
        # P goes to the second dot in registers (quad shuffles), never
        # through shared memory.
        assert "shfl.sync.idx.b32" in result.stdout
        assert_no_spills(ptxas, tmp_path, result.stdout, target)
    result = _run_example(["examples/python/attention.py", "--fp8", "--target", "sm_80"],
                          build_dir)
    assert result.returncode != 0
    assert "attention.py:" in result.stderr and "needs sm_89 or newer" in result.stderr
    result = _run_example(["examples/python/attention.py", "--fp8", "--tma", "--run",
                           "--seqlen", "1000"], build_dir)
    assert result.returncode != 0 and "multiple of 16" in result.stderr


def test_attention_backward_example(build_dir, ptxas, tmp_path):
    """examples/python/attention.py --backward: the four training kernels
    (forward with the row log-sum-exp, delta, dK/dV, dQ), each a module of
    its own in the output, accepted by ptxas without spills on sm_80,
    sm_90a (wgmma) and sm_120a, head 64 on 4 warps and 128 on 8; the
    options of the forward variants are refused."""
    for target, args, dot in [("sm_80", ["--causal"], "mma.sync.aligned.m16n8k16"),
                              ("sm_90a", ["--group", "2"], "wgmma.mma_async"),
                              ("sm_90a", ["--head", "128", "--num-warps", "8", "--causal"],
                               "wgmma.mma_async"),
                              ("sm_120a", ["--causal"], "mma.sync.aligned.m16n8k16")]:
        result = _run_example(["examples/python/attention.py", "--backward", "--target", target]
                              + args, build_dir)
        assert result.returncode == 0, result.stderr
        for name in ("attention_train", "attention_bwd_delta", "attention_bwd_dkdv",
                     "attention_bwd_dq"):
            assert f"// {name}: target {target}" in result.stderr
        modules = result.stdout.split("//\n// Generated by LLVM NVPTX Back-End")[1:]
        assert len(modules) == 4
        assert all(dot in m for m in modules if "attention_bwd_delta" not in m)
        for ptx in modules:
            assert_no_spills(ptxas, tmp_path, ptx, target)
    result = _run_example(["examples/python/attention.py", "--backward", "--tma"], build_dir)
    assert result.returncode != 0 and "--backward takes" in result.stderr


def test_gemm_tma_example(build_dir):
    """examples/python/gemm_tma.py: row-major B in 1 x 2 clusters is the
    MN-major pipeline with B multicast; --remarks says so at the loop."""
    result = _run_example(["examples/python/gemm_tma.py", "--target", "sm_90a", "--b-layout",
                           "kn", "--cluster", "2", "--remarks"], build_dir)
    assert result.returncode == 0, result.stderr
    assert ".reqnctapercluster 1, 2, 1" in result.stdout
    assert "multicast::cluster" in result.stdout and "p, 1, 1, 0, 1;" in result.stdout
    assert re.search(r"gemm_tma\.py:\d+:\d+: remark: pipelined: TMA \+ wgmma.*B multicast along y",
                     result.stderr), result.stderr
    assert "gemm_tma: target sm_90a, 384 threads, 196688 bytes" in result.stderr
    result = _run_example(["examples/python/gemm_tma.py", "--target", "sm_100a"], build_dir)
    assert result.returncode == 0 and "tcgen05.mma" in result.stdout, result.stderr
    # --cta-pair: row-major B split by slabs between the blocks of the pair.
    result = _run_example(["examples/python/gemm_tma.py", "--target", "sm_100a", "--b-layout",
                           "kn", "--cluster", "2", "--cta-pair"], build_dir)
    assert result.returncode == 0, result.stderr
    assert "tcgen05.mma.cta_group::2" in result.stdout and "cta_group::1" not in result.stdout
    result = _run_example(["examples/python/gemm_tma.py", "--target", "sm_90a", "--cluster", "2",
                           "--cta-pair"], build_dir)
    assert result.returncode == 1
    assert "unsupported operation for target sm_90a: cta_group = 2" in result.stderr
    result = _run_example(["examples/python/gemm_tma.py", "--cta-pair"], build_dir)
    assert result.returncode == 2 and "--cta-pair needs --cluster 2" in result.stderr


def test_gemm_persistent_example(build_dir, ptxas, tmp_path):
    """examples/python/gemm_persistent.py: the loop over blocks is
    persistent, its bf16 TMA stores go out in rounds through a 2-slab
    buffer and the K loop keeps 4 stages; sm_100a is the tcgen05 version."""
    result = _run_example(["examples/python/gemm_persistent.py", "--remarks"], build_dir)
    assert result.returncode == 0, result.stderr
    assert re.search(r"gemm_persistent\.py:\d+:\d+: remark: pipelined: TMA \+ wgmma, "
                     r"warp-specialized, 4 stages", result.stderr), result.stderr
    assert "remark: TMA store through its own buffer beside the ring: 2 of the row's 4 slabs" \
        in result.stderr
    assert "remark: persistent: one ring for all its iterations" in result.stderr
    assert "gemm_persistent: target sm_90a, 384 threads, 230400 bytes" in result.stderr
    assert result.stdout.count("cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group") == 4
    assert_no_spills(ptxas, tmp_path, result.stdout, "sm_90a")
    result = _run_example(["examples/python/gemm_persistent.py", "--target", "sm_100a"],
                          build_dir)
    assert result.returncode == 0, result.stderr
    assert "tcgen05.mma" in result.stdout and "cp.async.bulk.wait_group 0" in result.stdout
    result = _run_example(["examples/python/gemm_persistent.py", "--target", "sm_80"], build_dir)
    assert result.returncode == 1
    assert "tile.load_box (cp.async.bulk.tensor) needs sm_90 or newer" in result.stderr


def test_vector_add_example(build_dir):
    result = _run_example(["examples/python/vector_add.py", "--target", "sm_80"], build_dir)
    assert result.returncode == 0, result.stderr
    assert re.search(r"\.entry vector_add\(", result.stdout)
    result = _run_example(["examples/python/vector_add.py", "--ir"], build_dir)
    assert result.returncode == 0 and "tile.kernel @vector_add" in result.stdout


def test_compile_time_bench_runs(build_dir, capsys):
    path = os.path.join(ROOT, "bench", "compile_time", "python_compile.py")
    spec = importlib.util.spec_from_file_location("python_compile", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert module.main(["--repeat", "1", "--warmup", "0", "--build-dir", build_dir, "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["ptx_has_wgmma"] is True
    assert set(report["results"]) >= {"trace", "compile", "ir-only", "cached"}
    if "process" in report["results"]:
        assert report["same_ptx_as_tile_translate"] is True
        assert report["ratio_process_over_compile"] > 0


def test_launch_bench_runs():
    """bench/launch/run.py (host launch overhead, null driver) runs and
    reports both paths; the jit path does more than packing."""
    result = subprocess.run([sys.executable, os.path.join(ROOT, "bench", "launch", "run.py"),
                             "--launches", "200", "--repeat", "1", "--json"],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout)
    assert report["jit_us"] > 0 and report["compiled_us"] > 0 and report["ratio"] > 1


def test_launch_resolves_once_per_signature_and_target(emulated):
    """A launch asks for the device's target and resolves the kernel's
    parameters every time: both are remembered (device_target tried and
    failed sm_80a on every launch on an A100), and a pointer argument is
    read once per launch."""
    import numpy as np
    from tile import runtime
    shim = emulated((8, 0))
    reads = []
    real = runtime._pointer_arg

    def counting(name, arg, element):
        reads.append(name)
        return real(name, arg, element)

    @tile.jit
    def copy(x, y, n, BLOCK: tile.constexpr):
        offs = tile.arange(0, BLOCK)
        tile.store(y + offs, tile.load(x + offs, mask=offs < n), mask=offs < n)

    x, y = (shim.asarray(np.zeros(64, np.float32)) for _ in range(2))
    copy[(1,)](x, y, 64, BLOCK=64)
    runtime._pointer_arg = counting
    try:
        copy[(1,)](x, y, 64, BLOCK=64)
    finally:
        runtime._pointer_arg = real
    assert sorted(reads) == ["x", "y"]
    assert runtime.device_target((8, 0)) is runtime.device_target((8, 0))
    assert runtime.device_target((8, 0)).name == "sm_80"
    assert copy._resolved_params({"x": tile.ptr(tile.float32)} | {
        "y": tile.ptr(tile.float32), "n": tile.int32}) == copy._resolved_params(
        {"n": tile.int32, "y": tile.ptr(tile.float32), "x": tile.ptr(tile.float32)})


def test_docs_kernel_dsl_snippets(tmp_path, monkeypatch):
    """The Python snippets of docs/python.md's "Kernel DSL" section run."""
    with open(os.path.join(ROOT, "docs", "python.md"), encoding="utf-8") as f:
        doc = f.read()
    section = doc[doc.index("## Kernel DSL"):]
    blocks = re.findall(r"```python\n(.*?)```", section, re.S)
    kernels = [b for b in blocks if "@tile.kernel" in b]
    assert len(kernels) >= 2
    monkeypatch.chdir(tmp_path)
    compiled_by_name = {}
    for i, block in enumerate(kernels):
        src = tmp_path / f"doc_snippet_{i}.py"
        code = block if block.startswith("import tile") else "import tile\n\n" + block
        src.write_text(code)
        spec = importlib.util.spec_from_file_location(f"doc_snippet_{i}", src)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        for obj in vars(module).values():
            if isinstance(obj, tile.Kernel):
                compiled = obj.compile("sm_90a")
                assert compiled.ptx
                compiled_by_name[compiled.name] = compiled
    for name, compiled in compiled_by_name.items():
        # The pipelined TMA GEMM gains a producer warpgroup.
        assert compiled.num_threads == (384 if name.startswith("gemm_tma") else 128), name
    assert "cp.async.bulk.tensor" in compiled_by_name["gemm_tma"].ptx
    assert "multicast::cluster" in compiled_by_name["gemm_tma_cluster"].ptx
    assert "wgmma.mma_async" in compiled_by_name["gemm"].ptx
    assert "scf.for" in compiled_by_name["gemm"].ir


# ---------------------------------------------------------------------------
# TMA boxes and pipelined GEMMs from the DSL
# ---------------------------------------------------------------------------

@tile.kernel(num_warps=8)
def gemm_tma(a: tile.tensor_map(tile.bfloat16), bt: tile.tensor_map(tile.bfloat16),
             c: tile.ptr(tile.float32), M: tile.int32, N: tile.int32, K: tile.int32,
             BM: tile.constexpr = 128, BN: tile.constexpr = 256, BK: tile.constexpr = 64):
    m0 = tile.program_id(1) * BM
    n0 = tile.program_id(0) * BN
    acc = tile.zeros((BM, BN), tile.float32)
    for k0 in range(0, K, BK):
        ta = tile.load_box(a, [k0, m0], (BM, BK))
        tb = tile.load_box(bt, [k0, n0], (BN, BK))
        acc = tile.dot(ta, tile.trans(tb), acc)
    rows = m0 + tile.arange(0, BM)
    cols = n0 + tile.arange(0, BN)
    mask = (rows[:, None] < M) & (cols[None, :] < N)
    tile.store(c + rows[:, None] * N + cols[None, :], acc, mask=mask)


def test_tensor_map_kernel_ir():
    ir = gemm_tma.ir()
    assert "%a: !tile.ptr<bf16> {tile.tensor_map}" in ir
    assert "%bt: !tile.ptr<bf16> {tile.tensor_map}" in ir
    assert "tile.load_box %a[" in ir and "-> tensor<128x64xbf16>" in ir
    assert "tile.trans" in ir and "tensor<256x64xbf16> -> tensor<64x256xbf16>" in ir


def test_pipelined_gemm_from_the_dsl(ptxas, tmp_path):
    """The DSL's K loop over two boxes is pipelined like the .mlir example,
    and the compiled kernel reports the launch shape the pipeline needs."""
    k = gemm_tma.compile("sm_90a", cache=False)
    assert "cp.async.bulk.tensor" in k.ptx and "wgmma.mma_async" in k.ptx
    assert "setmaxnreg" in k.ptx and "mbarrier.try_wait.parity" in k.ptx
    assert k.num_threads == 384  # 2 consumer warpgroups + the producer
    assert k.dynamic_shared_bytes == 196688  # 4 stages of 48 KiB + barriers
    assert k.metadata["dynamic_shared_bytes"] == 196688
    assert "196688 B dynamic" in repr(k)
    assert_no_spills(ptxas, tmp_path, k.ptx, "sm_90a")
    # sm_90 has no wgmma: the TMA + mma.sync pipeline, no producer
    # warpgroup (the kernel's 256 threads), the same ring of 4 stages in
    # dynamic shared memory, which the launch must request too.
    plain = gemm_tma.compile("sm_90", cache=False)
    assert plain.num_threads == 256
    assert plain.dynamic_shared_bytes == 196688
    assert "setmaxnreg" not in plain.ptx and "ldmatrix" in plain.ptx
    assert_no_spills(ptxas, tmp_path, plain.ptx, "sm_90")


def test_pipelined_gemm_metadata_from_cache(tmp_path, monkeypatch):
    monkeypatch.setenv("TILE_CACHE_DIR", str(tmp_path / "c"))
    gemm_tma.clear_cache()
    first = gemm_tma.compile("sm_90a")
    gemm_tma.clear_cache()
    again = gemm_tma.compile("sm_90a")
    assert again.from_cache and not first.from_cache
    assert (again.num_threads, again.dynamic_shared_bytes) == (384, 196688)


@tile.kernel(num_warps=8, cluster_dims=(1, 2))
def gemm_tma_cluster(a: tile.tensor_map(tile.bfloat16), bt: tile.tensor_map(tile.bfloat16),
                     c: tile.ptr(tile.float32), M: tile.int32, N: tile.int32, K: tile.int32,
                     BM: tile.constexpr = 128, BN: tile.constexpr = 256, BK: tile.constexpr = 64):
    # The two blocks of a cluster take adjacent block rows and one column:
    # B's coordinates come from the cluster's position only.
    m0 = (tile.cluster_id(1) * 2 + tile.cluster_block_id(1)) * BM
    n0 = tile.program_id(0) * BN
    acc = tile.zeros((BM, BN), tile.float32)
    for k0 in range(0, K, BK):
        ta = tile.load_box(a, [k0, m0], (BM, BK))
        tb = tile.load_box(bt, [k0, n0], (BN, BK))
        acc = tile.dot(ta, tile.trans(tb), acc)
    store_block(c, acc, m0, n0, M, N, BM, BN)


def test_cluster_gemm_multicasts_the_shared_box(ptxas, tmp_path):
    """cluster_dims reaches the kernel; the B box both blocks of a cluster
    load is copied once per cluster (TMA multicast), A by each block."""
    ir = gemm_tma_cluster.ir()
    assert "cluster_dims = array<i32: 1, 2, 1>" in ir
    assert "tile.cluster_block_id y" in ir and "tile.cluster_id y" in ir
    k = gemm_tma_cluster.compile("sm_90a", cache=False)
    assert ".reqnctapercluster 1, 2, 1" in k.ptx
    assert k.ptx.count(".multicast::cluster") >= 1
    assert "mbarrier.arrive.release.cluster.shared::cluster.b64" in k.ptx
    assert "barrier.cluster.wait" in k.ptx
    assert k.cluster_dims == (1, 2, 1) and k.metadata["cluster_dims"] == [1, 2, 1]
    assert_no_spills(ptxas, tmp_path, k.ptx, "sm_90a")
    # Without a cluster the same kernel shares nothing.
    plain = gemm_tma.compile("sm_90a", cache=False)
    assert "multicast::cluster" not in plain.ptx and "barrier.cluster" not in plain.ptx
    assert plain.cluster_dims is None
    # compile(cluster_dims=...) overrides the decorator: a cluster along x
    # shares gemm_tma's A box (its row comes from program_id(1)).
    along_x = gemm_tma.compile("sm_90a", cluster_dims=(2,), cache=False)
    assert ".reqnctapercluster 2, 1, 1" in along_x.ptx and "multicast::cluster" in along_x.ptx


def test_cta_pair_gemm_splits_the_shared_box(ptxas, tmp_path, monkeypatch):
    """cta_group=2 (sm_100a): the blocks of a 1x2 cluster form a CTA pair;
    each copies half of the B box both load, one tcgen05.mma.cta_group::2
    of M = 256 serves both; the B tensor map's box is half as tall, which
    CompiledKernel.tensor_map_boxes says and the launch checks."""
    ir = gemm_tma_cluster.ir(cta_group=2)
    assert "cta_group = 2 : i32" in ir
    k = gemm_tma_cluster.compile("sm_100a", cta_group=2, cache=False)
    assert "tcgen05.mma.cta_group::2.kind::f16" in k.ptx
    assert ".cta_group::1" not in k.ptx
    assert "complete_tx::bytes.cta_group::2" in k.ptx
    assert k.cta_group == 2 and k.metadata["cta_group"] == 2
    assert k.tensor_map_boxes == {"a": (128, 64), "bt": (128, 64)}
    assert_no_spills(ptxas, tmp_path, k.ptx, "sm_100a")
    # Unpaired, the same kernel copies the whole 256-row B box.
    single = gemm_tma_cluster.compile("sm_100a", cache=False)
    assert single.tensor_map_boxes == {"a": (128, 64), "bt": (256, 64)}
    assert "cta_group::2" not in single.ptx
    # Hopper has no CTA pairs; cta_group is 1 or 2.
    with pytest.raises(tile.CompileError, match=r"unsupported operation for target sm_90a: "
                                               r"cta_group = 2 \(tcgen05.mma over CTA pairs\)"):
        gemm_tma_cluster.compile("sm_90a", cta_group=2, cache=False)
    with pytest.raises(ValueError, match="cta_group must be 1 or 2"):
        tile.kernel(cta_group=3)(lambda: None)
    # A tensor map encoded for the unpaired box is refused before launch.
    drv = install_fake_driver(monkeypatch, (10, 0))
    a_map = tile.TensorMap(bytes(128), box=(128, 64), element_bytes=2)
    tall = tile.TensorMap(bytes(128), box=(256, 64), element_bytes=2)
    with pytest.raises(tile.LaunchError, match=r"argument 'bt' is a tensor map of 256x64 boxes, "
                                               r"but 'gemm_tma_cluster' copies 128x64 boxes of "
                                               r"it \(the kernel runs over CTA pairs"):
        k[(2, 4)](a_map, tall, 0x5000, 300, 500, 64)
    half = tile.TensorMap(bytes(128), box=(128, 64), element_bytes=2)
    k[(2, 4)](a_map, half, 0x5000, 300, 500, 64)
    assert drv.launches[-1][1] == (2, 4, 1)


@tile.kernel(num_warps=8)
def gemm_tma_store(a: tile.tensor_map(tile.bfloat16), bt: tile.tensor_map(tile.bfloat16),
                   c: tile.tensor_map(tile.bfloat16), K: tile.int32,
                   BM: tile.constexpr = 128, BN: tile.constexpr = 256, BK: tile.constexpr = 64):
    m0 = tile.program_id(1) * BM
    n0 = tile.program_id(0) * BN
    acc = tile.zeros((BM, BN), tile.float32)
    for k0 in range(0, K, BK):
        acc = tile.dot(tile.load_box(a, [k0, m0], (BM, BK)),
                       tile.trans(tile.load_box(bt, [k0, n0], (BN, BK))), acc)
    tile.store_box(c, [n0, m0], acc)   # converted to bf16; TMA clips at the edges


def test_store_box_epilogue(ptxas, tmp_path):
    """tile.store_box: the accumulator (converted to C's bf16) goes out
    through shared memory with TMA stores, one per 128-byte slab, and no
    per-thread global stores; the box is C's tensor-map box."""
    ir = gemm_tma_store.ir()
    assert "arith.truncf" in ir and "tile.store_box" in ir
    k = gemm_tma_store.compile("sm_90a", cache=False)
    assert k.ptx.count("cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group") == 4
    assert "cp.async.bulk.wait_group.read 0" in k.ptx and "st.global" not in k.ptx
    assert k.tensor_map_boxes["c"] == (128, 256)
    assert k.dynamic_shared_bytes == 196688  # in the ring: no more shared memory
    assert_no_spills(ptxas, tmp_path, k.ptx, "sm_90a")
    # TensorMap.tiled encodes a 512-byte row as its 128-byte slab.
    slab = tile.TensorMap(bytes(128), box=(128, 64), element_bytes=2)
    assert slab.reads((128, 256)) and not slab.reads((64, 256))

    @tile.kernel
    def into_pointer(c: tile.ptr(tile.float32)):
        tile.store_box(c, [0, 0], tile.zeros((8, 32), tile.float32))

    with pytest.raises(tile.CompileError, match="tile.store_box writes a tensor-map parameter"):
        into_pointer.ir()


@tile.kernel(num_warps=8)
def gemm_persistent_store(a: tile.tensor_map(tile.bfloat16), bt: tile.tensor_map(tile.bfloat16),
                          c: tile.tensor_map(tile.bfloat16), M: tile.int32, N: tile.int32,
                          K: tile.int32, BM: tile.constexpr = 128, BN: tile.constexpr = 256,
                          BK: tile.constexpr = 64, SLABS: tile.constexpr = None):
    gx = (N + BN - 1) // BN
    tiles = gx * ((M + BM - 1) // BM)
    for t in range(tile.program_id(0), tiles, tile.num_programs(0)):
        m0 = t // gx * BM
        n0 = t % gx * BN
        acc = tile.zeros((BM, BN), tile.float32)
        for k0 in range(0, K, BK):
            acc = tile.dot(tile.load_box(a, [k0, m0], (BM, BK)),
                           tile.trans(tile.load_box(bt, [k0, n0], (BN, BK))), acc)
        tile.store_box(c, [n0, m0], acc, buffer_slabs=SLABS)


@tile.kernel(num_warps=8)
def gemm_persistent_bias(a: tile.tensor_map(tile.bfloat16), bt: tile.tensor_map(tile.bfloat16),
                         c: tile.tensor_map(tile.bfloat16), bias: tile.ptr(tile.float32),
                         M: tile.int32, N: tile.int32, K: tile.int32,
                         BM: tile.constexpr = 128, BN: tile.constexpr = 256,
                         BK: tile.constexpr = 64):
    gx = (N + BN - 1) // BN
    for t in range(tile.program_id(0), gx * ((M + BM - 1) // BM), tile.num_programs(0)):
        m0 = t // gx * BM
        n0 = t % gx * BN
        acc = tile.zeros((BM, BN), tile.float32)
        for k0 in range(0, K, BK):
            acc = tile.dot(tile.load_box(a, [k0, m0], (BM, BK)),
                           tile.trans(tile.load_box(bt, [k0, n0], (BN, BK))), acc)
        cols = n0 + tile.arange(0, BN)
        b = tile.load(bias + cols, mask=cols < N)
        tile.store_box(c, [n0, m0], tile.maximum(acc + b[None, :], 0.0))


def test_persistent_bias_epilogue(ptxas, tmp_path):
    """A bias vector in a persistent loop's epilogue is loaded at the
    accumulator fragment's columns (64 per thread on sm_90a), so the loop
    stays persistent and nothing is staged through shared memory."""
    k = gemm_persistent_bias.compile("sm_90a", cache=False)
    assert k.dynamic_shared_bytes == 230400  # persistent: ring + store buffer
    assert k.ptx.count("ld.global.b32") == 64
    assert "st.shared.b32" not in k.ptx and "ld.shared" not in k.ptx
    assert_no_spills(ptxas, tmp_path, k.ptx, "sm_90a")


def test_store_box_in_rounds(ptxas, tmp_path):
    """In a persistent loop the tile's TMA stores get a buffer of their own
    beside the ring: 2 of the 4 bf16 slabs, so 4 stages fit instead of 3;
    the slabs go out one at a time, double-buffered, the last copies drain
    during the next tile's K loop, and the kernel waits for them at the
    end. buffer_slabs given by hand stays."""
    k = gemm_persistent_store.compile("sm_90a", cache=False)
    assert k.dynamic_shared_bytes == 230400
    assert k.ptx.count("cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group") == 4
    assert k.ptx.count("cp.async.bulk.commit_group") == 4
    assert k.ptx.count("cp.async.bulk.wait_group.read 1") == 4
    assert "cp.async.bulk.wait_group.read 0" not in k.ptx
    assert "cp.async.bulk.wait_group 0" in k.ptx
    assert_no_spills(ptxas, tmp_path, k.ptx, "sm_90a")
    whole = gemm_persistent_store.compile("sm_90a", cache=False, SLABS=4)
    assert whole.dynamic_shared_bytes == 214016  # 3 stages beside 64 KiB
    assert whole.ptx.count("cp.async.bulk.commit_group") == 1
    assert "buffer_slabs = 4" in gemm_persistent_store.ir(SLABS=4)
    with pytest.raises(tile.CompileError, match=r"buffer_slabs must be a positive divisor "
                                               r"of the row's 4 slab\(s\) of 128 bytes, got 3"):
        gemm_persistent_store.ir(SLABS=3)


@tile.kernel(num_warps=8)
def gemm_split_k(a: tile.tensor_map(tile.bfloat16), bt: tile.tensor_map(tile.bfloat16),
                 c: tile.tensor_map(tile.float32), K: tile.int32, BM: tile.constexpr = 128,
                 BN: tile.constexpr = 256, BK: tile.constexpr = 64,
                 REDUCE: tile.constexpr = "add"):
    m0 = tile.program_id(1) * BM
    n0 = tile.program_id(0) * BN
    steps = (K + BK - 1) // BK                      # K steps, split evenly
    per = (steps + tile.num_programs(2) - 1) // tile.num_programs(2) * BK
    k_begin = tile.program_id(2) * per
    acc = tile.zeros((BM, BN), tile.float32)
    for k0 in range(k_begin, tile.minimum(k_begin + per, K), BK):
        acc = tile.dot(tile.load_box(a, [k0, m0], (BM, BK)),
                       tile.trans(tile.load_box(bt, [k0, n0], (BN, BK))), acc)
    tile.store_box(c, [n0, m0], acc, reduce=REDUCE)


def test_store_box_reduce(ptxas, tmp_path):
    """tile.store_box(..., reduce="add"): split-K programs add their part of
    the block into C with TMA reductions; the K loop over a program's range
    is still pipelined. Element types TMA cannot reduce are errors."""
    assert "reduce add" in gemm_split_k.ir()
    k = gemm_split_k.compile("sm_90a", cache=False)
    assert k.ptx.count("cp.reduce.async.bulk.tensor.2d.global.shared::cta.add.tile."
                       "bulk_group") == 8
    assert "wgmma.mma_async" in k.ptx and "mbarrier.try_wait.parity" in k.ptx
    assert_no_spills(ptxas, tmp_path, k.ptx, "sm_90a")
    with pytest.raises(tile.CompileError, match=r"reduce max combines f16, bf16, i32 or i64 "
                                               r"elements \(cp.reduce.async.bulk.tensor\), "
                                               r"not 'f32'"):
        gemm_split_k.compile("sm_90a", cache=False, REDUCE="max")
    with pytest.raises(tile.CompileError, match="reduce must be one of add, min, max"):
        gemm_split_k.ir(REDUCE="mul")


@tile.kernel(num_warps=8)
def gemm_tma_kn(a: tile.tensor_map(tile.bfloat16), b: tile.tensor_map(tile.bfloat16),
                c: tile.ptr(tile.float32), M: tile.int32, N: tile.int32, K: tile.int32,
                BM: tile.constexpr = 128, BN: tile.constexpr = 256, BK: tile.constexpr = 64):
    # B row-major (K x N): its K x N box is the dot's operand, no transpose.
    m0 = tile.program_id(1) * BM
    n0 = tile.program_id(0) * BN
    acc = tile.zeros((BM, BN), tile.float32)
    for k0 in range(0, K, BK):
        acc = tile.dot(tile.load_box(a, [k0, m0], (BM, BK)),
                       tile.load_box(b, [n0, k0], (BK, BN)), acc)
    store_block(c, acc, m0, n0, M, N, BM, BN)


def test_row_major_b_gemm_is_an_mn_major_pipeline(ptxas, tmp_path, monkeypatch):
    """A K x N box of B (rows of 512 bytes: 4 slabs) feeds wgmma MN-major
    in the same warp-specialized pipeline; TensorMap.tiled encodes such a
    box with the slab's width."""
    k = gemm_tma_kn.compile("sm_90a", cache=False)
    assert "tile.load_box %b[" in k.ir and "-> tensor<64x256xbf16>" in k.ir
    assert "tile.trans" not in k.ir
    assert k.num_threads == 384 and k.dynamic_shared_bytes == 196688
    assert ", p, 1, 1, 0, 1;" in k.ptx  # wgmma with transpose-B
    # Wherever the N x K pipeline issues 2 copies (A, B), this one issues 5
    # (A and 4 slabs of B).
    base = gemm_tma.compile("sm_90a").ptx.count("cp.async.bulk.tensor")
    assert k.ptx.count("cp.async.bulk.tensor") * 2 == base * 5
    assert_no_spills(ptxas, tmp_path, k.ptx, "sm_90a")
    seen = []
    monkeypatch.setattr(runtime, "_encode_tiled",
                        lambda address, dtype, dims, stride, box, swizzle:
                        seen.append((dims, stride, box, swizzle)) or bytes(128))

    class KxN:  # a 512 x 1024 row-major f16 matrix
        __cuda_array_interface__ = {"data": (0x10000, False), "typestr": "<f2",
                                    "shape": (512, 1024), "strides": None, "version": 3}
    tile.TensorMap.tiled(KxN(), (64, 256))
    tile.TensorMap.tiled(KxN(), (128, 64))
    assert seen == [((1024, 512), 2048, (64, 64), runtime.TensorMap._SWIZZLE[128]),
                    ((1024, 512), 2048, (64, 128), runtime.TensorMap._SWIZZLE[128])]


def test_compile_remarks_point_at_the_python_loop():
    """remarks=True says what became of the K loop, at its Python line."""
    with pytest.warns(tile.CompileWarning) as caught:
        gemm_tma.compile("sm_90a", remarks=True)
    text = "\n".join(str(w.message) for w in caught)
    assert "remark: pipelined: TMA + wgmma, warp-specialized, 4 stages" in text
    lines, start = inspect.getsourcelines(gemm_tma.fn)
    line = start + next(i for i, text in enumerate(lines) if "for k0 in" in text)
    assert f"test_dsl.py:{line}:" in text, text
    with pytest.warns(tile.CompileWarning, match="A multicast along x; B not multicast"):
        gemm_tma.compile("sm_90a", cluster_dims=(2,), remarks=True)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        gemm_tma.compile("sm_90a", cache=False)  # no remarks unless asked


def test_cluster_dims_errors(monkeypatch):
    with pytest.raises(ValueError, match="cluster_dims must be 1-3 positive ints"):
        tile.kernel(cluster_dims=(0, 1))(lambda: None)
    with pytest.raises(tile.CompileError, match="cluster_dims must be 1-3 positive ints"):
        gemm_tma.compile("sm_90a", cluster_dims="2", cache=False)
    with pytest.raises(tile.CompileError, match=r"cluster_dims \(.reqnctapercluster\) needs sm_90"):
        gemm_tma_cluster.compile("sm_80", cache=False)
    with pytest.raises(tile.CompileError, match="blocks per cluster"):
        gemm_tma.compile("sm_90a", cluster_dims=(4, 4), cache=False)
    drv = install_fake_driver(monkeypatch, (9, 0))
    maps = (bytes(128), bytes(128))
    with pytest.raises(tile.LaunchError, match=r"clusters of \(1, 2, 1\) blocks: the grid "
                                               r"\(2, 3, 1\) must be a multiple"):
        gemm_tma_cluster[(2, 3)](*maps, 0x5000, 300, 500, 64)
    gemm_tma_cluster[(2, 4)](*maps, 0x5000, 300, 500, 64)
    assert drv.launches[-1][1] == (2, 4, 1)


def test_tensor_map_misuse_is_a_clear_error():
    @tile.kernel
    def load_from_map(a: tile.tensor_map(tile.float16), out: tile.ptr(tile.float16)):
        x = tile.load(a, tile.arange(0, 16))
        tile.store(out, tile.arange(0, 16), x)

    with pytest.raises(tile.CompileError, match="'a' is a tensor map .* read it with tile.load_box"):
        load_from_map.ir()

    @tile.kernel
    def box_from_ptr(a: tile.ptr(tile.float16)):
        tile.load_box(a, [0, 0], (64, 64))

    with pytest.raises(tile.CompileError, match="tile.load_box reads a tensor-map parameter"):
        box_from_ptr.ir()

    @tile.kernel
    def three_coords(a: tile.tensor_map(tile.float16)):
        tile.load_box(a, [0, 0, 0], (64, 64))

    with pytest.raises(tile.CompileError, match="takes 2 coordinates"):
        three_coords.ir()

    @tile.kernel
    def trans_1d(out: tile.ptr(tile.int32)):
        tile.trans(tile.arange(0, 16))

    with pytest.raises(tile.CompileError, match="tile.trans needs a 2-D tile"):
        trans_1d.ir()

    @tile.kernel
    def wide_box(a: tile.tensor_map(tile.float16)):
        tile.load_box(a, [0, 0], (64, 96))

    # The op verifier's message, located at the user's line.
    with pytest.raises(tile.CompileError, match="128 bytes"):
        wide_box.compile("sm_90a", cache=False)


def test_launch_tensor_maps_with_fake_driver(monkeypatch):
    class Driver(FakeDriver):
        def __init__(self):
            super().__init__((9, 0))
            self.allowed = []

        def allow_dynamic_shared(self, function, nbytes, device):
            self.allowed.append((function, nbytes))

    drv = Driver()
    monkeypatch.setattr(runtime, "_DRIVER", drv)
    monkeypatch.setattr(runtime, "_FUNCTIONS", {})
    monkeypatch.setattr(runtime, "_DYNAMIC_ALLOWED", set())
    seen = {}
    real_launch = drv.launch

    def launch(function, grid, block, shared, stream, params_address, device):
        ptrs = (ctypes.c_void_p * 6).from_address(params_address)
        seen["a"] = ctypes.string_at(ptrs[0], 128)
        seen["bt"] = ctypes.string_at(ptrs[1], 128)
        seen["a_aligned"] = ptrs[0] % 64 == 0
        seen["c"] = ctypes.c_uint64.from_address(ptrs[2]).value
        seen["K"] = ctypes.c_int32.from_address(ptrs[5]).value
        real_launch(function, grid, block, shared, stream, params_address, device)

    drv.launch = launch
    map_a = tile.TensorMap(bytes(range(128)))
    map_b = bytes(range(128, 256))
    gemm_tma[(2, 3)](map_a, map_b, 0x5000, 300, 500, 64)
    assert seen == {"a": bytes(range(128)), "bt": bytes(range(128, 256)), "a_aligned": True,
                    "c": 0x5000, "K": 64}
    (function, dims, block, shared, _, _, _), = drv.launches
    assert (dims, block, shared) == ((2, 3, 1), 384, 196688)
    assert drv.allowed == [(function, 196688)]
    gemm_tma[(1,)](map_a, map_b, 0x5000, 1, 1, 64)
    assert len(drv.allowed) == 1  # allowed once per loaded function
    with pytest.raises(tile.LaunchError, match="'a' is a tensor-map parameter"):
        gemm_tma[(1,)](0x1000, map_b, 0x5000, 1, 1, 64)
    with pytest.raises(tile.LaunchError, match="128 bytes"):
        tile.TensorMap(b"short")
