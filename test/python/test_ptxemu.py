"""Numerics of compiled kernels on the CPU, through the PTX emulator.

ptxemu.py runs sm_80-class PTX, and wgmma from unswizzled shared memory
(no TMA, mbarriers or tcgen05), block by block.
The first tests check the emulator itself on small hand-written PTX against
NumPy; the others compile tile kernels (mma.sync and cp.async GEMM, the
shuffle reductions, softmax, layer norm, attention, fragment reductions)
and compare what they compute with NumPy: bench/kernels/check.py --emulate
runs the checks a GPU run makes, on smaller sizes.
"""

import json
import math
import os
import shutil
import subprocess
import sys

import numpy as np
import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import ptxemu  # noqa: E402
import sampling  # noqa: E402

ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))


def _entry(params, body, regs=".reg .b32 %r<40>; .reg .b64 %rd<20>; .reg .pred %p<8>;",
           shared=""):
    return (".version 7.0\n.target sm_80\n.address_size 64\n.visible .entry k(" + params +
            ")\n{\n" + regs + "\n" + shared + "\n" + body + "\n}\n")


def _bf16(x):
    b = np.asarray(x, np.float32).view(np.uint32).astype(np.uint64)
    bits = ((b + 0x7FFF + ((b >> 16) & 1)) >> 16).astype(np.uint16)
    return bits, (bits.astype(np.uint32) << 16).view(np.float32)


# --- the emulator on hand-written PTX ---------------------------------------------------------
def test_load_add_store_with_predicates():
    ptx = _entry(".param .u64 a, .param .u64 o, .param .u32 n", """
        ld.param.u64 %rd1, [a]; ld.param.u64 %rd2, [o]; ld.param.u32 %r9, [n];
        mov.u32 %r1, %tid.x; mov.u32 %r2, %ctaid.x; mov.u32 %r3, %ntid.x;
        mad.lo.s32 %r4, %r2, %r3, %r1;
        setp.ge.s32 %p1, %r4, %r9;
        @%p1 bra DONE;
        mul.wide.s32 %rd3, %r4, 4; add.s64 %rd4, %rd1, %rd3; add.s64 %rd5, %rd2, %rd3;
        ld.global.f32 %r5, [%rd4];
        add.rn.f32 %r6, %r5, 0f3F800000;
        { .reg .pred %q; setp.lt.f32 %q, %r5, 0f00000000; @%q neg.f32 %r6, %r6; }
        st.global.f32 [%rd5], %r6;
    DONE:
        ret;""")
    x = np.linspace(-3, 3, 100).astype(np.float32)
    mem = ptxemu.Memory()
    a, o = mem.alloc(x), mem.alloc(np.zeros(100, np.float32))
    ptxemu.Module(ptx).launch("k", (2, 1, 1), (64, 1, 1), [a, o, 100], mem)
    want = np.where(x < 0, -(x + 1), x + 1)
    np.testing.assert_array_equal(mem.read(o, (100,), np.float32), want)


def test_shuffles_and_barrier():
    """A warp's butterfly sum, then the warps' sums through shared memory."""
    ptx = _entry(".param .u64 a, .param .u64 o", """
        ld.param.u64 %rd1, [a]; ld.param.u64 %rd2, [o];
        mov.u32 %r1, %tid.x; mul.wide.u32 %rd3, %r1, 4; add.s64 %rd4, %rd1, %rd3;
        ld.global.u32 %r2, [%rd4];
        shfl.sync.bfly.b32 %r3, %r2, 16, 31, -1; add.s32 %r2, %r2, %r3;
        shfl.sync.bfly.b32 %r3, %r2, 8, 31, -1; add.s32 %r2, %r2, %r3;
        shfl.sync.bfly.b32 %r3, %r2, 4, 31, -1; add.s32 %r2, %r2, %r3;
        shfl.sync.bfly.b32 %r3, %r2, 2, 31, -1; add.s32 %r2, %r2, %r3;
        shfl.sync.bfly.b32 %r3, %r2, 1, 31, -1; add.s32 %r2, %r2, %r3;
        shr.u32 %r4, %r1, 5; shl.b32 %r5, %r4, 2; mov.u32 %r6, smem; add.s32 %r7, %r6, %r5;
        st.shared.u32 [%r7], %r2;
        bar.sync 0;
        ld.shared.v2.u32 {%r8, %r9}, [smem];
        add.s32 %r10, %r8, %r9;
        shfl.sync.idx.b32 %r11, %r1, 3, 31, -1;
        add.s32 %r12, %r10, %r11;
        st.global.u32 [%rd2], %r12;""", shared=".shared .align 16 .b8 smem[16];")
    x = np.arange(64, dtype=np.uint32) * 3
    mem = ptxemu.Memory()
    a, o = mem.alloc(x), mem.alloc(np.zeros(1, np.uint32))
    ptxemu.Module(ptx).launch("k", (1,), (64,), [a, o], mem)
    # Every thread stores the sum plus lane 3's tid of its warp; warp 1 last.
    assert mem.read(o, (1,), np.uint32)[0] == x.sum() + 32 + 3


@pytest.mark.parametrize("barrier", [True, False])
def test_lag_schedule_holds_a_warp_back(barrier):
    """Schedule "lag": one warp runs only when the others cannot. Each
    thread writes its slot and reads the other warp's: with a barrier
    between, every schedule gives the other warp's value; without one,
    "min" (both warps in step) and "random" hide the race, "lag" shows
    it (the held warp's slot still holds the fill, 0xCDCDCDCD)."""
    ptx = _entry(".param .u64 o", """
        ld.param.u64 %rd1, [o];
        mov.u32 %r1, %tid.x; shl.b32 %r2, %r1, 2; mov.u32 %r3, smem; add.s32 %r4, %r3, %r2;
        add.s32 %r5, %r1, 1000;
        st.shared.u32 [%r4], %r5;
        """ + ("bar.sync 0;" if barrier else "") + """
        xor.b32 %r6, %r1, 32; shl.b32 %r7, %r6, 2; add.s32 %r8, %r3, %r7;
        ld.shared.u32 %r9, [%r8];
        mul.wide.u32 %rd2, %r1, 4; add.s64 %rd3, %rd1, %rd2;
        st.global.u32 [%rd3], %r9;""", shared=".shared .align 16 .b8 smem[256];")
    want = (np.arange(64) ^ 32) + 1000
    for schedule, seed in [("min", 0), ("lag", 0), ("lag", 1)]:
        mem = ptxemu.Memory()
        o = mem.alloc(np.zeros(64, np.uint32))
        ptxemu.Module(ptx).launch("k", (1,), (64,), [o], mem, schedule=schedule, seed=seed)
        got = mem.read(o, (64,), np.uint32)
        if barrier or schedule == "min":
            np.testing.assert_array_equal(got, want)
        else:  # the warp that ran first read the held warp's slot unwritten
            assert (got == 0xCDCDCDCD).sum() == 32, got


def test_ldmatrix_and_mma_m16n8k16_bf16():
    """ldmatrix.x4 (A) and .x2.trans (B, row-major K x N) feed one
    mma.sync.m16n8k16: D = A B + C, checked against NumPy."""
    ptx = _entry(".param .u64 a, .param .u64 b, .param .u64 c, .param .u64 d", """
        ld.param.u64 %rd1, [a]; ld.param.u64 %rd2, [b]; ld.param.u64 %rd3, [c];
        ld.param.u64 %rd4, [d];
        mov.u32 %r1, %tid.x; mov.u32 %r2, sa; mov.u32 %r3, sb;
        // Stage A (16x16 bf16, 512 B) and B (16x8 bf16, 256 B): 32 threads x 16 B, 8 B.
        mul.wide.u32 %rd5, %r1, 16; add.s64 %rd6, %rd1, %rd5;
        ld.global.v4.u32 {%r4, %r5, %r6, %r7}, [%rd6];
        shl.b32 %r8, %r1, 4; add.s32 %r9, %r2, %r8;
        st.shared.v4.u32 [%r9], {%r4, %r5, %r6, %r7};
        mul.wide.u32 %rd7, %r1, 8; add.s64 %rd8, %rd2, %rd7;
        ld.global.v2.u32 {%r4, %r5}, [%rd8];
        shl.b32 %r8, %r1, 3; add.s32 %r9, %r3, %r8;
        st.shared.v2.u32 [%r9], {%r4, %r5};
        bar.sync 0;
        // A: lanes 0-15 rows 0-15 at column 0, lanes 16-31 rows 0-15 at column 8.
        and.b32 %r10, %r1, 15; shl.b32 %r11, %r10, 5; shr.u32 %r12, %r1, 4; shl.b32 %r13, %r12, 4;
        add.s32 %r14, %r11, %r13; add.s32 %r15, %r2, %r14;
        ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%r16, %r17, %r18, %r19}, [%r15];
        // B: lanes 0-15 give rows 0-15 (16 bytes each).
        shl.b32 %r20, %r10, 4; add.s32 %r21, %r3, %r20;
        ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16 {%r22, %r23}, [%r21];
        // C: c0 c1 at (g, 2q), c2 c3 at (g + 8, 2q).
        shr.u32 %r24, %r1, 2; and.b32 %r25, %r1, 3;
        shl.b32 %r26, %r24, 3; shl.b32 %r27, %r25, 1; add.s32 %r28, %r26, %r27;
        mul.wide.u32 %rd9, %r28, 4; add.s64 %rd10, %rd3, %rd9; add.s64 %rd11, %rd4, %rd9;
        ld.global.v2.f32 {%r29, %r30}, [%rd10]; ld.global.v2.f32 {%r31, %r32}, [%rd10+256];
        mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {%r33, %r34, %r35, %r36},
            {%r16, %r17, %r18, %r19}, {%r22, %r23}, {%r29, %r30, %r31, %r32};
        st.global.v2.f32 [%rd11], {%r33, %r34}; st.global.v2.f32 [%rd11+256], {%r35, %r36};""",
                 shared=".shared .align 16 .b8 sa[512]; .shared .align 16 .b8 sb[256];")
    rng = np.random.default_rng(0)
    a_bits, a = _bf16(rng.standard_normal((16, 16)))
    b_bits, b = _bf16(rng.standard_normal((16, 8)))
    c = rng.standard_normal((16, 8)).astype(np.float32)
    mem = ptxemu.Memory()
    args = [mem.alloc(a_bits), mem.alloc(b_bits), mem.alloc(c), mem.alloc(np.zeros((16, 8),
                                                                                    np.float32))]
    ptxemu.Module(ptx).launch("k", (1,), (32,), args, mem)
    want = a.astype(np.float64) @ b + c
    np.testing.assert_allclose(mem.read(args[3], (16, 8), np.float32), want, rtol=1e-5, atol=1e-5)


def test_conversions():
    ptx = _entry(".param .u64 a, .param .u64 o", """
        ld.param.u64 %rd1, [a]; ld.param.u64 %rd2, [o];
        mov.u32 %r1, %tid.x; mul.wide.u32 %rd3, %r1, 4; add.s64 %rd4, %rd1, %rd3;
        ld.global.f32 %r2, [%rd4];
        cvt.rn.bf16x2.f32 %r3, %r2, %r2;
        cvt.rzi.s32.f32 %r4, %r2;
        bfe.s32 %r5, %r4, 1, 3;
        mul.wide.u32 %rd5, %r1, 12; add.s64 %rd6, %rd2, %rd5;
        st.global.u32 [%rd6], %r3; st.global.u32 [%rd6+4], %r4; st.global.u32 [%rd6+8], %r5;""")
    # bf16 ties round to even; values past int32 saturate; bfe sign-extends.
    x = np.array([1 + 2**-8, 1 + 3 * 2**-8, -7.9, 3e9, -3e9, 12.5, float("nan"), 5.0] * 4,
                 np.float32)
    mem = ptxemu.Memory()
    a, o = mem.alloc(x), mem.alloc(np.zeros((32, 3), np.uint32))
    ptxemu.Module(ptx).launch("k", (1,), (32,), [a, o], mem)
    got = mem.read(o, (32, 3), np.uint32)
    bits = _bf16(x)[0].astype(np.uint32)
    np.testing.assert_array_equal(got[:, 0], (bits << 16) | bits)
    ints = np.nan_to_num(np.clip(np.trunc(x.astype(np.float64)), -2**31, 2**31 - 1)).astype(
        np.int64)
    np.testing.assert_array_equal(got[:, 1].view(np.int32), ints)
    field = (ints >> 1) & 7
    np.testing.assert_array_equal(got[:, 2].view(np.int32), np.where(field & 4, field - 8, field))


def test_bfi_inserts_a_field():
    # bfi.b32 d, a, b, pos, len: b with bits [pos, pos + len) from a's low
    # bits (how LLVM packs four bytes for one 32-bit store); bits past 32
    # are dropped, and len 0 leaves b.
    ptx = _entry(".param .u64 a, .param .u64 o", """
        ld.param.u64 %rd1, [a]; ld.param.u64 %rd2, [o];
        mov.u32 %r1, %tid.x; mul.wide.u32 %rd3, %r1, 8; add.s64 %rd4, %rd1, %rd3;
        ld.global.u32 %r2, [%rd4]; ld.global.u32 %r3, [%rd4+4];
        and.b32 %r4, %r1, 31;
        bfi.b32 %r5, %r2, %r3, 8, 8;
        bfi.b32 %r6, %r2, %r3, %r4, 12;
        bfi.b32 %r7, %r2, %r3, 4, 0;
        mul.wide.u32 %rd5, %r1, 12; add.s64 %rd6, %rd2, %rd5;
        st.global.u32 [%rd6], %r5; st.global.u32 [%rd6+4], %r6; st.global.u32 [%rd6+8], %r7;""")
    rng = np.random.default_rng(1)
    x = rng.integers(0, 2**32, (32, 2), dtype=np.uint64).astype(np.uint32)
    mem = ptxemu.Memory()
    a, o = mem.alloc(x), mem.alloc(np.zeros((32, 3), np.uint32))
    ptxemu.Module(ptx).launch("k", (1,), (32,), [a, o], mem)
    got = mem.read(o, (32, 3), np.uint32)

    def insert(src, dst, pos, length):
        field = (((1 << length) - 1) << pos) & 0xFFFFFFFF
        return (int(dst) & ~field | (int(src) << pos) & field) & 0xFFFFFFFF

    for t in range(32):
        src, dst = x[t]
        assert got[t, 0] == insert(src, dst, 8, 8)
        assert got[t, 1] == insert(src, dst, t, 12)
        assert got[t, 2] == dst


@pytest.mark.parametrize("body, message", [
    ("ld.global.f32 %r1, [%rd1];", "out of bounds"),
    ("bfind.u32 %r1, %r2;", "unsupported instruction bfind"),
    ("mov.u32 %r1, %tid.x; setp.lt.u32 %p1, %r1, 16; @%p1 bra L; bar.sync 0; L: bar.sync 0;",
     r"deadlock.*wait for the rest of warp 0"),
    ("mov.u32 %r1, %tid.x; setp.lt.u32 %p1, %r1, 16; @%p1 bra L; "
     "shfl.sync.bfly.b32 %r2, %r1, 1, 31, -1; L: ret;", "part of a warp"),
])
def test_errors_are_reported(body, message):
    ptx = _entry("", "mov.u64 %rd1, 64; " + body)
    with pytest.raises(ptxemu.EmuError, match=message):
        ptxemu.Module(ptx).launch("k", (1,), (32,), [], ptxemu.Memory())


# --- compiled kernels ------------------------------------------------------------------------
def _translate(tile_translate, path, target="sm_80"):
    result = subprocess.run([tile_translate, f"--gpu-name={target}", path, "-o", "-"],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    return result.stdout


def _dynamic_shared_bytes(tile_translate, path, target, kernel):
    result = subprocess.run([tile_translate, f"--gpu-name={target}", "--emit=metadata", path],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    meta = json.loads(result.stdout)
    return next(k for k in meta["kernels"] if k["name"] == kernel)["dynamic_shared_bytes"]


@pytest.mark.parametrize("target", ["sm_80", "sm_120a", "sm_90a"])
@pytest.mark.parametrize("k", [40, 200])
def test_gemm_bf16(tile_translate, target, k):
    """examples/gemm_bf16.mlir, M, N and K masked (130 x 70 x K over
    128 x 64 blocks): the 4-stage cp.async pipeline (its 59392 bytes in
    dynamic shared memory: the static 48 KiB would hold 3), ldmatrix and
    mma.sync; on sm_90a the cp.async pipeline into wgmma's core-matrix
    layouts (4 stages of 12288 bytes, one wgmma group in flight). K = 200:
    7 iterations, every stage refilled more than once."""
    path = os.path.join(ROOT, "examples", "gemm_bf16.mlir")
    ptx = _translate(tile_translate, path, target)
    assert "cp.async.cg" in ptx
    assert ("wgmma.mma_async" if target == "sm_90a" else "mma.sync") in ptx
    shared = _dynamic_shared_bytes(tile_translate, path, target, "gemm_bf16")
    assert shared == 4 * (12288 if target == "sm_90a" else 14848)
    m, n = 130, 70
    rng = np.random.default_rng(1)
    a_bits, a = _bf16(rng.standard_normal((m, k)))
    b_bits, b = _bf16(rng.standard_normal((k, n)))
    mem = ptxemu.Memory()
    args = [mem.alloc(a_bits), mem.alloc(b_bits), mem.alloc(np.zeros((m, n), np.float32)),
            m, n, k]
    ptxemu.Module(ptx).launch("gemm_bf16", (math.ceil(n / 64), math.ceil(m / 128)), (128,),
                              args, mem, shared_bytes=shared)
    want = a.astype(np.float64) @ b
    np.testing.assert_allclose(mem.read(args[2], (m, n), np.float32), want, rtol=1e-4, atol=1e-4)


def test_bench_kernels_emulated(build_dir, tmp_path):
    """bench/kernels: prepare.sh compiles the kernels, check.py --emulate runs
    every check that does not need wgmma (reductions, atomics, math, softmax,
    layer norm, fragment reductions, attention on mma.sync)."""
    out = _bench_emulated(build_dir, tmp_path, "kernels", "check.py")
    assert " 0 failed" in out
    for case in ("attention 2x130x64 (sm_80)", "attention 2x130x64 (sm_90a)",
                 "attention_causal_dsl", "dot_softmax", "rows_64", "atomic_wrap", "layernorm"):
        assert case in out


def _bench_emulated(build_dir, tmp_path, bench, script, prepared=None, pick=None):
    """bench/<bench>/prepare.sh into tmp_path (`prepared` files, if given),
    then <script> --emulate on them (after pick(tmp_path), if given); returns
    its output (it must exit 0)."""
    env = dict(os.environ, TILE_BUILD_DIR=build_dir)
    prep = subprocess.run(["bash", os.path.join(ROOT, "bench", bench, "prepare.sh"),
                           str(tmp_path)], capture_output=True, text=True, env=env)
    assert prep.returncode == 0, prep.stderr
    if prepared is not None:
        assert prep.stdout.count("prepared") == prepared
    if pick is not None:
        pick(tmp_path)
    run = subprocess.run([sys.executable, os.path.join(ROOT, "bench", bench, script),
                          "--emulate", "--ptx-dir", str(tmp_path)],
                         capture_output=True, text=True, env=env)
    assert run.returncode == 0, run.stdout + run.stderr
    return run.stdout


def _fp8_bits(x, fmt):
    """The nearest e4m3 / e5m2 values of x: their bytes and values."""
    table = ptxemu._fp8(np.arange(256), fmt)
    finite = np.nonzero(np.isfinite(table))[0]
    nearest = finite[np.abs(np.asarray(x)[..., None] - table[finite]).argmin(-1)]
    return nearest.astype(np.uint8), table[nearest]


@pytest.mark.parametrize("dtype_name, target", [
    ("bfloat16", "sm_80"),
    ("float16", "sm_86"),
    ("float32", "sm_80"),       # tf32 m16n8k8
    ("float8e4m3fn", "sm_89"),  # m16n8k32, operands read with byte permutes
    ("float8e5m2", "sm_120a"),
])
def test_dot_input_types(dtype_name, target):
    """The mma.sync fragment layouts of every input type: a 64 x 64 x 64
    product (whole operands, no masks) against NumPy on the operand values
    (tf32: the f32 bits with the low 13 ignored, as the instruction does)."""
    import tile
    dt = getattr(tile, dtype_name)

    @tile.kernel
    def product(a: tile.ptr(dt), b: tile.ptr(dt), c: tile.ptr(tile.float32)):
        r = tile.arange(0, 64)
        acc = tile.dot(tile.load(a, r[:, None] * 64 + r[None, :]),
                       tile.load(b, r[:, None] * 64 + r[None, :]))
        tile.store(c, r[:, None] * 64 + r[None, :], acc)

    ptx = product.compile(target, cache=False).ptx
    assert "mma.sync" in ptx
    rng = np.random.default_rng(3)
    x, y = rng.standard_normal((64, 64)), rng.standard_normal((64, 64))
    if dtype_name == "bfloat16":
        (a_bits, a), (b_bits, b) = _bf16(x), _bf16(y)
    elif dtype_name == "float16":
        a_bits, b_bits = x.astype(np.float16), y.astype(np.float16)
        a, b = a_bits.astype(np.float64), b_bits.astype(np.float64)
    elif dtype_name == "float32":
        a_bits, b_bits = x.astype(np.float32), y.astype(np.float32)
        a, b = ((v.view(np.uint32) & 0xFFFFE000).view(np.float32).astype(np.float64)
                for v in (a_bits, b_bits))
    else:
        fmt = "e4m3" if dtype_name == "float8e4m3fn" else "e5m2"
        (a_bits, a), (b_bits, b) = _fp8_bits(x, fmt), _fp8_bits(y, fmt)
    mem = ptxemu.Memory()
    args = [mem.alloc(a_bits), mem.alloc(b_bits), mem.alloc(np.zeros((64, 64), np.float32))]
    ptxemu.Module(ptx).launch("product", (1,), (128,), args, mem)
    np.testing.assert_allclose(mem.read(args[2], (64, 64), np.float32), a @ b, rtol=1e-5,
                               atol=1e-4)


_SHARED_PTX = """
.version 8.0
.target sm_80
.address_size 64
.shared .align 16 .b8 ring[8192];
.extern .shared .align 16 .b8 dynamic[];
.visible .entry rings()
{
  ret;
}
"""


def test_launch_needs_the_shared_memory_opt_in():
    """The emulator's cupy stand-in refuses a launch as the driver does
    (CUDA_ERROR_INVALID_VALUE) when a block's static and dynamic shared
    memory pass 48 KiB without the opt-in for that dynamic size;
    bench/benchlib.py's allow_dynamic_shared gives it. Attention at head 64
    through --pipeline-loads=3 (8 KiB static, 48 KiB dynamic) failed so on
    an H200 when run.py tested the dynamic size alone."""
    sys.path.insert(0, os.path.join(ROOT, "bench"))
    import benchlib
    cp = ptxemu.CupyShim()
    fn = ptxemu._Function(ptxemu.Module(_SHARED_PTX), "rings", cp.memory)
    fn((1,), (32,), (), shared_mem=40 * 1024)  # 48 KiB in all: no opt-in needed
    with pytest.raises(RuntimeError, match="CUDA_ERROR_INVALID_VALUE"):
        fn((1,), (32,), (), shared_mem=48 * 1024)
    benchlib.allow_dynamic_shared(fn, 48 * 1024)
    fn((1,), (32,), (), shared_mem=48 * 1024)
    with pytest.raises(RuntimeError, match="CUDA_ERROR_INVALID_VALUE"):
        fn((1,), (32,), (), shared_mem=64 * 1024)


def test_exp2_flushes_subnormal_results_exp_keeps_them():
    """tile.exp2 is ex2.approx.ftz.f32, as Triton's tl.math.exp2: a result
    below 2^-126 is zero (without .ftz ptxas wraps each ex2 in a range test
    and two multiplies, a fifth of attention's inner loop); tile.exp keeps
    subnormal results (ex2.approx.f32 of x log2 e, as Triton's tl.exp). The
    emulator flushes as the ISA says (.ftz: subnormal inputs and results
    are zeros of their sign)."""
    import tile

    @tile.kernel
    def exps(x: tile.ptr(tile.float32), y: tile.ptr(tile.float32), z: tile.ptr(tile.float32)):
        r = tile.arange(0, 32)
        v = tile.load(x, r)
        tile.store(y, r, tile.exp2(v))
        tile.store(z, r, tile.exp(v))

    ptx = exps.compile("sm_80", cache=False).ptx
    assert ptx.count("ex2.approx.ftz.f32") == ptx.count("ex2.approx.f32") > 0
    x = np.zeros(32, np.float32)
    x[:8] = [-130, -127, -126.5, -126, -90, -10, 0, 3]
    mem = ptxemu.Memory()
    args = [mem.alloc(x), mem.alloc(np.zeros(32, np.float32)), mem.alloc(np.zeros(32, np.float32))]
    ptxemu.Module(ptx).launch("exps", (1,), (128,), args, mem)
    exp2, exp = mem.read(args[1], (32,), np.float32), mem.read(args[2], (32,), np.float32)
    tiny = np.finfo(np.float32).tiny  # 2^-126
    np.testing.assert_array_equal(exp2[:3], 0)
    assert exp2[3] == tiny
    np.testing.assert_allclose(exp2[5:8], [2.0 ** -10, 1, 8], rtol=1e-6)
    assert 0 < exp[4] < tiny  # exp(-90): subnormal, kept
    np.testing.assert_allclose(exp[5:8], np.exp(np.float64([-10, 0, 3])), rtol=1e-6)


def test_bench_attention_emulated(build_dir, tmp_path):
    """bench/attention: prepare.sh compiles the attention kernels the GPU
    benchmark times (head 64 and 128, causal or not, sm_80 and sm_90a;
    head 64 also with runs of 1; both also 128 rows (on 4 warps on
    sm_80, 8 on sm_90a); the
    64-row ones also through the generic pipeliner, _pl3; sm_90a's
    attention_tma, K and V through tensor maps run.py encodes, pipelined,
    with and without FlashAttention-3's producer warpgroup, _ws4, and with
    its consumer warpgroups taking turns, _pp, and with each warpgroup's
    dots overlapped, _ov; attention_fp8 at head 128 and 64 the same four
    ways; attention_tma_persistent at head 128, _persist, a program per SM
    looping over the tiles, the same four ways); run.py --emulate checks
    them against NumPy; sm_80's head 128 also with 128 x 32 blocks, _n32.
    By default (all 74 compiled) a sample that has each
    target, head, causal or not, runs of 1, 128 rows, the pipeliner (3
    stages, and one buffer per load at head 256), TMA, the producer
    warpgroup, the turns, the overlapped dots, fp8, the persistent kernel
    and 32-key blocks (sampling.py; the others' PTX is removed before
    run.py)."""
    chosen = []

    def pick(ptx_dir):
        ptx = sorted(os.path.relpath(os.path.join(d, f), ptx_dir)
                     for d, _, names in os.walk(ptx_dir) for f in names
                     if f.endswith(".ptx") and "backward" not in d)
        chosen[:] = sampling.sample(
            ptx, every=3, name="attention kernels",
            kinds=(lambda p: p.split(os.sep)[0], lambda p: "_h64" in p, lambda p: "causal" in p,
                   lambda p: "run1" in p, lambda p: "_m128" in p, lambda p: "_pl3" in p,
                   lambda p: "_pl1" in p,
                   lambda p: "_tma" in p, lambda p: "_ws4" in p, lambda p: "_pp" in p,
                   lambda p: "_ov" in p, lambda p: "_fp8" in p, lambda p: "_persist" in p,
                   lambda p: "_n32" in p),
            keep=lambda p: p.endswith(("attention_h128_m128_w8.ptx",
                                       "attention_tma_h64_m128_w8_pl3_ws4.ptx",
                                       # K's map with the 64-byte swizzle
                                       "attention_fp8_h64_m128_w8_n128_pl2_ws4_pp.ptx")))
        for p in set(ptx) - set(chosen):
            os.remove(os.path.join(ptx_dir, p))

    out = _bench_emulated(build_dir, tmp_path, "attention", "run.py", prepared=74 + 8,
                          pick=pick)
    assert f"{len(chosen)} kernels correct, 0 not" in out
    assert "sm_90a h128 (128 rows, 8 warps)" in out
    assert "sm_90a h64 tma (128 rows, 8 warps, pipeline-loads 3, 4 producer warps)" in out
    assert " fp8 (128 rows, 8 warps, pipeline-loads 2" in out
    assert "sm_90a h64 fp8 (128 rows, 8 warps, pipeline-loads 2, 4 producer warps" in out
    # backward.py: the training kernels prepare_backward.py compiled (8
    # sets of 4), two of them (sm_80 head 64 causal, sm_90a head 128), in
    # the emulator against NumPy's gradients.
    for target in ("sm_80", "sm_90a"):
        keep = "h64_causal_w4" if target == "sm_80" else "h128_w8"
        root = tmp_path / target / "backward"
        assert len(os.listdir(root)) == 4
        for name in os.listdir(root):
            if name != keep:
                shutil.rmtree(root / name)
    run = subprocess.run([sys.executable, os.path.join(ROOT, "bench", "attention", "backward.py"),
                          "--emulate", "--ptx-dir", str(tmp_path)], capture_output=True,
                         text=True, env=dict(os.environ, TILE_BUILD_DIR=build_dir))
    assert run.returncode == 0, run.stdout + run.stderr
    assert "2 kernels correct, 0 not" in run.stdout
    assert "sm_90a h128 (8 warps)" in run.stdout


def test_bench_bandwidth_emulated(build_dir, tmp_path):
    """bench/bandwidth: prepare.sh compiles vector_add and softmax with runs
    of 4 (ld/st.global.v4), of 1, of 8 and for aligned arguments; run.py
    --emulate checks all twelve against NumPy on ragged sizes."""
    out = _bench_emulated(build_dir, tmp_path, "bandwidth", "run.py", prepared=8)
    assert "12 kernels correct, 0 not" in out


def test_mixed_precision_add_and_fma():
    """add.rn.f32.bf16 d, a, c and fma.rn.f32.f16 d, a, b, c (PTX 8.6, sm_100+:
    what LLVM emits for extf + addf there): a (and b) narrow, c f32."""
    ptx = _entry(".param .u64 o", """
        ld.param.u64 %rd1, [o];
        mov.b16 %rs1, 0x3FC0;                // bf16 1.5
        mov.b32 %r1, 0f40200000;             // f32 2.5
        add.rn.f32.bf16 %r2, %rs1, %r1;      // 4.0
        st.global.b32 [%rd1], %r2;
        mov.b16 %rs2, 0x4200;                // f16 3.0
        mov.b16 %rs3, 0xC000;                // f16 -2.0
        fma.rn.f32.f16 %r3, %rs2, %rs3, %r1; // -3.5
        st.global.b32 [%rd1+4], %r3;
        sub.rn.f32.bf16 %r4, %rs1, %r1;      // -1.0
        st.global.b32 [%rd1+8], %r4;
        ret;""", regs=".reg .b32 %r<8>; .reg .b64 %rd<4>; .reg .b16 %rs<4>;")
    mem = ptxemu.Memory()
    o = mem.alloc(np.zeros(3, np.float32))
    ptxemu.Module(ptx.replace(".version 7.0\n.target sm_80", ".version 8.6\n.target sm_100a")
                  ).launch("k", (1,), (32,), [o], mem)
    np.testing.assert_array_equal(mem.read(o, (3,), np.float32), [4.0, -3.5, -1.0])


@pytest.mark.parametrize("stride, width, wavefronts", [
    (4, "b32", 1),      # 32 consecutive words: one per bank
    (2, "b16", 1),      # 64 bytes: two lanes per word
    (0, "b32", 1),      # one word for all: a broadcast
    (8, "b32", 2),      # every other bank, twice
    (128, "b32", 32),   # one bank for the whole warp
    (16, "v4.b32", 4),  # 16-byte accesses: quarter-warps, one wavefront each
    (8, "v2.b32", 2),   # 8-byte: half-warps
    (256, "v4.b32", 32),  # quarter-warps of 8 rows in 4 banks each: 8 per phase
])
def test_bank_wavefronts(stride, width, wavefronts):
    """Module.launch(stats=...): a warp's st.shared takes as many wavefronts
    as the busiest bank has distinct words, per phase of lanes."""
    vec = "{%r3, %r3, %r3, %r3}" if width.startswith("v4") else \
        "{%r3, %r3}" if width.startswith("v2") else ("%rs1" if width == "b16" else "%r3")
    ptx = _entry(".param .u32 n", f"""
        mov.u32 %r1, %tid.x;
        mul.lo.u32 %r2, %r1, {stride};
        mov.u32 %r4, buf;
        add.u32 %r2, %r2, %r4;
        mov.u32 %r3, 7;
        cvt.u16.u32 %rs1, %r3;
        st.shared.{width} [%r2], {vec};
        ret;""", regs=".reg .b32 %r<8>; .reg .b16 %rs<4>;",
                 shared=".shared .align 16 .b8 buf[8192];")
    stats = {}
    ptxemu.Module(ptx).launch("k", (1,), (32,), [0], ptxemu.Memory(), stats=stats)
    (n, w, ideal, text), = stats.values()
    assert "st.shared" in text and n == 1
    assert w == wavefronts
    assert ideal == (4 if width.startswith("v4") else 2 if width.startswith("v2") else 1)


CARRY_PTX = r"""
.version 8.0
.target sm_80
.address_size 64
.visible .entry wide(.param .u64 p)
{
  .reg .b64 %rd<8>;
  .reg .b32 %r<12>;
  ld.param.u64 %rd1, [p];
  mov.u32 %r1, %tid.x;
  mul.wide.u32 %rd2, %r1, 32;
  add.s64 %rd3, %rd1, %rd2;
  ld.global.v2.u32 {%r2, %r3}, [%rd3];
  ld.global.v2.u32 {%r4, %r5}, [%rd3+8];
  // 64 x 64 -> 128-bit product of (r3:r2) and (r5:r4), as libdevice does it
  mul.lo.u32 %r6, %r2, %r4;
  mul.hi.u32 %r7, %r2, %r4;
  mad.lo.cc.u32 %r7, %r2, %r5, %r7;
  madc.hi.u32 %r8, %r2, %r5, 0;
  mad.lo.cc.u32 %r7, %r3, %r4, %r7;
  madc.hi.cc.u32 %r8, %r3, %r4, %r8;
  madc.hi.u32 %r9, %r3, %r5, 0;
  mad.lo.cc.u32 %r8, %r3, %r5, %r8;
  addc.u32 %r9, %r9, 0;
  st.global.v2.u32 [%rd3], {%r6, %r7};
  st.global.v2.u32 [%rd3+8], {%r8, %r9};
  // 64-bit subtraction with borrow, clz, popc and brev
  sub.cc.u32 %r10, %r2, %r4;
  subc.u32 %r11, %r3, %r5;
  st.global.v2.u32 [%rd3+16], {%r10, %r11};
  mov.b64 %rd4, {%r2, %r3};
  clz.b64 %r10, %rd4;
  popc.b32 %r11, %r2;
  st.global.v2.u32 [%rd3+24], {%r10, %r11};
  ret;
}
"""


def test_carry_chain_and_bit_counts():
    """add/sub/mad with .cc and addc/subc/madc through the carry flag (the
    multi-word arithmetic of libdevice's argument reduction), clz, popc."""
    rng = np.random.default_rng(5)
    n = 64
    words = rng.integers(0, 2**32, (n, 8), dtype=np.uint64).astype(np.uint32)
    words[0, :2] = 0  # clz of 0 is 64
    mem = ptxemu.Memory()
    buf = mem.alloc(words.copy())
    ptxemu.Module(CARRY_PTX).launch("wide", (1,), (n,), [buf], mem)
    got = mem.read(buf, (n, 8), np.uint32).astype(object)
    for i in range(n):
        a = int(words[i, 0]) | int(words[i, 1]) << 32
        b = int(words[i, 2]) | int(words[i, 3]) << 32
        prod = a * b
        assert sum(int(got[i, k]) << (32 * k) for k in range(4)) == prod
        assert int(got[i, 4]) | int(got[i, 5]) << 32 == (a - b) % 2**64
        assert int(got[i, 6]) == 64 - a.bit_length()
        assert int(got[i, 7]) == bin(int(words[i, 0])).count("1")
