"""tcgen05 GEMMs whose K loop loads A and B with tile.load (no tensor maps)
through the generic passes (tile-opt --tile-pipeline-loads): cp.async rings
swizzled for the MMAs' shared-memory descriptors (64-byte lines of bf16 A,
a 128-byte K x N slab of B, 32-byte lines of e4m3), each stage released by
its MMAs' tcgen05.commit before every thread refills it, the accumulator in
tensor memory; e4m3 B loaded K x N read MN-major, f32 operands as tf32.
Run in the PTX emulator against NumPy, masked M, N and K, under several
warp schedules."""

import json
import os
import re
import subprocess
import sys
import warnings

import numpy as np
import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import ptxemu  # noqa: E402
from opt_pipeline import bf16, opt_then_translate  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(HERE))


def _variant(path, tmp_path, kstep=32, elem=None):
    """The kernel at `path` with its K step of 32 made `kstep` (every 32 of
    its shapes, ranges and constants) and, with `elem` (old, new), its
    operands' element type replaced."""
    if kstep == 32 and not elem:
        return path
    with open(path, encoding="utf-8") as f:
        text = re.sub(r"(?<=[<x ])32(?=x|\b)", str(kstep), f.read())
    if elem:
        text = text.replace(*elem)
    out = tmp_path / os.path.basename(path)
    out.write_text(text)
    return str(out)


def _run(ptx, meta, name, a_bits, b_bits, m, n, k, schedule, seed):
    """Launches kernel `name` (one 128 x 64 block of C a program, 128
    threads) on A and B's bits, C filled with NaN first; returns C."""
    mem = ptxemu.Memory()
    args = [mem.alloc(a_bits), mem.alloc(b_bits),
            mem.alloc(np.full((m, n), np.nan, np.float32)), m, n, k]
    ptxemu.Module(ptx).launch(name, ((n + 63) // 64, (m + 127) // 128), (128,), args, mem,
                              shared_bytes=meta["dynamic_shared_bytes"], schedule=schedule,
                              seed=seed)
    return mem.read(args[2], (m, n), np.float32)


def _passes(stages):
    return ["--tile-lower-dot", f"--tile-pipeline-loads=stages={stages}"]


def _check_rings(ir, ptx, stages):
    """The IR's rings, MMAs and commits, and what the PTX makes of them."""
    assert ir.count("tile.async_copy") == 2 * stages  # prologue S - 1, loop 1
    assert "tile.tmem_dot" in ir and " fenced :" in ir
    assert "tile.tmem_commit" in ir
    assert "tcgen05.mma.cta_group::1" in ptx
    assert f"cp.async.wait_group {stages - 2};" in ptx
    assert "fence.proxy.async.shared::cta" in ptx
    assert "tcgen05.fence::after_thread_sync" in ptx


@pytest.mark.parametrize("target, kstep, m, n, k, stages, schedule", [
    ("sm_100a", 32, 200, 70, 300, 3, "random"), ("sm_100a", 32, 33, 17, 7, 2, "min"),
    ("sm_100f", 32, 128, 64, 64, 4, "random"), ("sm_110a", 32, 130, 100, 200, 2, "lag"),
    ("sm_103f", 32, 70, 130, 0, 3, "random"), ("sm_100a", 32, 256, 64, 520, 4, "min"),
    ("sm_100a", 32, 100, 64, 200, 2, "min"), ("sm_100a", 128, 130, 70, 600, 2, "min"),
    ("sm_100f", 128, 64, 100, 300, 3, "random")])
def test_bf16_gemm_on_cp_async_rings_with_tcgen05(tile_translate, tmp_path, target, kstep, m,
                                                   n, k, stages, schedule):
    """examples/gemm_bf16.mlir (A 128 x 32, B 32 x 64 K x N, both bf16):
    A's 64-byte lines in 64-byte-swizzled stages read K-major, B MN-major
    in one 128-byte slab. K = 0 (no MMA: the accumulator reads zero), K = 7
    (one iteration, zero-filled past K), K = 520 (17 iterations: every
    stage refilled several times). The "min" schedule completes MMAs only
    when nothing else can run: a stage refilled before its MMAs were done
    shows. With K steps of 128 (the file's 32s made 128s) each line of A
    is two 128-byte swizzled slabs, the MMAs' descriptors stepping into
    the second after 4 of 8."""
    path = _variant(os.path.join(ROOT, "examples", "gemm_bf16.mlir"), tmp_path, kstep)
    ir, ptx, meta = opt_then_translate(tile_translate, target, _passes(stages), path)
    _check_rings(ir, ptx, stages)
    span = 64 if kstep == 32 else 128
    assert f"128x{kstep}xbf16, #tile.shared<swizzle = {span}, elem_bytes = 2>, stages" in ir
    assert f"{kstep}x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>, stages" in ir
    assert ptx.count("tcgen05.mma.cta_group::1.kind::f16") == kstep // 16
    rng = np.random.default_rng(k + stages)
    a_bits, a = bf16(rng.standard_normal((m, k)))
    b_bits, b = bf16(rng.standard_normal((k, n)))
    got = _run(ptx, meta, "gemm_bf16", a_bits, b_bits, m, n, k, schedule,
               stages)
    np.testing.assert_allclose(got, a.astype(np.float64) @ b, rtol=1e-4, atol=1e-4)


@pytest.mark.parametrize("kstep, m, n, k, stages, schedule", [
    (32, 150, 90, 200, 3, "random"), (32, 64, 64, 32, 2, "min"), (32, 130, 70, 300, 4, "min"),
    (64, 130, 70, 600, 2, "min"), (128, 64, 100, 300, 2, "random")])
def test_fp8_gemm_on_swizzled_rings(tile_translate, tmp_path, kstep, m, n, k, stages,
                                    schedule):
    """test/Transforms/Inputs/gemm_fp8_loads.mlir (e4m3 A 128 x 32, B
    stored N x K, 64 x 32, through a tile.trans): both in 32-byte-swizzled
    stages, one kind::f8f6f4 MMA of K 32 each; with K steps of 64 and 128,
    64- and 128-byte swizzles, 2 and 4 MMAs a stage."""
    path = _variant(
        os.path.join(ROOT, "test", "Transforms", "Inputs", "gemm_fp8_loads.mlir"), tmp_path,
        kstep)
    ir, ptx, meta = opt_then_translate(tile_translate, "sm_100a", _passes(stages), path)
    _check_rings(ir, ptx, stages)
    assert f"swizzle = {kstep}, elem_bytes = 1>, stages" in ir
    assert ptx.count("tcgen05.mma.cta_group::1.kind::f8f6f4") == kstep // 32
    rng = np.random.default_rng(k + stages)
    a_codes, a = ptxemu.fp8_bits(rng.standard_normal((m, k)))
    bt_codes, bt = ptxemu.fp8_bits(rng.standard_normal((n, k)))
    got = _run(ptx, meta, "gemm_fp8_loads", a_codes, bt_codes, m, n, k, schedule,
               stages)
    np.testing.assert_allclose(got, a.astype(np.float64) @ bt.T.astype(np.float64), rtol=1e-4,
                               atol=1e-4)


@pytest.mark.parametrize("kstep, m, n, k, stages, schedule", [
    (32, 150, 90, 200, 3, "random"), (32, 130, 70, 300, 2, "min"),
    (64, 130, 70, 300, 3, "random")])
def test_fp8_gemm_with_b_k_by_n(tile_translate, tmp_path, kstep, m, n, k, stages, schedule):
    """examples/gemm_bf16.mlir with e4m3 operands (kernel gemm_f8E4M3FN): B
    loaded K x N (32 x 64, lines of 64 bytes of N) read MN-major from a
    64-byte-swizzled ring, A's lines of 32 bytes from a 32-byte-swizzled
    one; with K steps of 64, two MMAs a stage, the second 32 lines of K
    into B's slab."""
    path = _variant(os.path.join(ROOT, "examples", "gemm_bf16.mlir"), tmp_path, kstep,
                    elem=("bf16", "f8E4M3FN"))
    ir, ptx, meta = opt_then_translate(tile_translate, "sm_100a", _passes(stages), path)
    _check_rings(ir, ptx, stages)
    assert f"{kstep}x64xf8E4M3FN, #tile.shared<swizzle = 64, elem_bytes = 1>, stages" in ir
    assert "transpose_b" not in ir
    assert ptx.count("tcgen05.mma.cta_group::1.kind::f8f6f4") == kstep // 32
    rng = np.random.default_rng(k + stages)
    a_codes, a = ptxemu.fp8_bits(rng.standard_normal((m, k)))
    b_codes, b = ptxemu.fp8_bits(rng.standard_normal((k, n)))
    got = _run(ptx, meta, "gemm_f8E4M3FN", a_codes, b_codes, m, n, k, schedule,
               stages)
    np.testing.assert_allclose(got, a.astype(np.float64) @ b.astype(np.float64),
                               rtol=1e-4, atol=1e-4)


@pytest.mark.parametrize("m, n, k, stages, schedule", [
    (150, 90, 100, 3, "random"), (64, 70, 200, 2, "min")])
def test_tf32_gemm_on_128_byte_swizzled_rings(tile_translate, tmp_path, m, n, k, stages,
                                              schedule):
    """test/Transforms/Inputs/gemm_fp8_loads.mlir with f32 operands
    (kind::tf32, K 8 an MMA): lines of 128 bytes of K in 128-byte-swizzled
    rings, 4 MMAs a stage. The inputs are bf16 values, exact in tf32."""
    path = _variant(
        os.path.join(ROOT, "test", "Transforms", "Inputs", "gemm_fp8_loads.mlir"), tmp_path,
        elem=("f8E4M3FN", "f32"))
    ir, ptx, meta = opt_then_translate(tile_translate, "sm_100a", _passes(stages), path)
    _check_rings(ir, ptx, stages)
    assert "swizzle = 128, elem_bytes = 4>, stages" in ir
    assert ptx.count("tcgen05.mma.cta_group::1.kind::tf32") == 4
    rng = np.random.default_rng(k + stages)
    _, a = bf16(rng.standard_normal((m, k)))
    _, bt = bf16(rng.standard_normal((n, k)))
    got = _run(ptx, meta, "gemm_fp8_loads", a, bt, m, n, k, schedule,
               stages)
    np.testing.assert_allclose(got, a.astype(np.float64) @ bt.T.astype(np.float64), rtol=1e-4,
                               atol=1e-4)


@pytest.mark.parametrize("target, m, n, k, schedule", [
    ("sm_100a", 150, 90, 200, "random"), ("sm_103f", 64, 70, 0, "min"),
    ("sm_100f", 130, 64, 300, "min")])
def test_tile_translate_leaves_the_loop_to_the_generic_pipeliner(tile_translate, tmp_path,
                                                                target, m, n, k, schedule):
    """tile-translate's default on examples/gemm_bf16.mlir with C starting
    at 1.5 instead of zero: tile-pipeline plans the stages and leaves the
    loop to tile-pipeline-loads (`planned`), which adds the start to what it
    reads back from tensor memory (K = 0: the start alone)."""
    path = _variant(os.path.join(ROOT, "examples", "gemm_bf16.mlir"), tmp_path,
                    elem=("dense<0.0> : tensor<128x64xf32>", "dense<1.5> : tensor<128x64xf32>"))
    out = {}
    for emit in ("ptx", "metadata"):
        r = subprocess.run([tile_translate, f"--gpu-name={target}", f"--emit={emit}", "--remarks",
                            path, "-o", "-"], capture_output=True, text=True)
        assert r.returncode == 0, r.stderr
        out[emit] = r.stdout
    assert "as IR (tile-pipeline-loads" in r.stderr
    ptx, meta = out["ptx"], json.loads(out["metadata"])["kernels"][0]
    assert "tcgen05.mma.cta_group::1.kind::f16" in ptx
    assert "cp.async.wait_group 2;" in ptx  # 4 stages planned
    rng = np.random.default_rng(k + 1)
    a_bits, a = bf16(rng.standard_normal((m, k)))
    b_bits, b = bf16(rng.standard_normal((k, n)))
    got = _run(ptx, meta, "gemm_bf16", a_bits, b_bits, m, n, k, schedule,
               k)
    np.testing.assert_allclose(got, a.astype(np.float64) @ b + 1.5, rtol=1e-4, atol=1e-4)


# --- MXFP8 (tile.dot_scaled): the scales in rings of tcgen05's scale atoms --
def _run_block_scaled(ptx, meta, name, args_in, m, n, grid, threads, schedule, seed):
    """Launches `name` on A, SA, B, SB (`args_in`), then C (m x n, NaN first)
    and `extra` scalars; returns C."""
    mem = ptxemu.Memory()
    ptrs = [mem.alloc(x) for x in args_in[:4]]
    pc = mem.alloc(np.full((m, n), np.nan, np.float32))
    ptxemu.Module(ptx).launch(name, grid, (threads,), [*ptrs, pc, *args_in[4:]], mem,
                              shared_bytes=meta["dynamic_shared_bytes"], schedule=schedule,
                              seed=seed)
    return mem.read(pc, (m, n), np.float32)


def _meta(compiled):
    """A DSL kernel's launch metadata as tile-translate --emit=metadata
    gives it (what _run_block_scaled reads)."""
    return {"dynamic_shared_bytes": compiled.dynamic_shared_bytes}


def _check_scaled_rings(ir, ptx, stages):
    """Four rings (A, B and their scales in scale atoms), the scale columns
    a stage beside the accumulator, the block-scaled MMAs."""
    assert ir.count("tile.async_copy") == 4 * stages
    assert "elem_bytes = 1, scales>, stages = %d>" % stages in ir
    assert re.search(r"tile\.tmem_alloc .*, !tile\.tmem<128x\d+xf8E8M0FNU, buffers = %d>"
                     % stages, ir)
    assert "tile.tmem_dot_scaled" in ir and " fenced :" in ir
    assert "tcgen05.cp.cta_group::1.32x128b.warpx4" in ptx
    assert "kind::mxf8f6f4.block_scale.block32" in ptx
    assert f"cp.async.wait_group {stages - 2};" in ptx


@pytest.mark.parametrize("target, m, n, k, stages, schedule", [
    ("sm_100a", 130, 70, 320, 4, "random"), ("sm_100f", 33, 17, 32, 2, "min"),
    ("sm_103a", 128, 64, 0, 3, "random"), ("sm_100a", 200, 130, 160, 2, "min"),
    ("sm_110f", 64, 64, 96, 3, "lag")])
def test_mxfp8_example_through_the_generic_pipeliner(tile_translate, target, m, n, k, stages,
                                                     schedule):
    """examples/gemm_mxfp8.mlir (A 128 x 32, B 32 x 64 K x N read MN-major,
    one scale a row of each a step, copied byte by byte) through
    --tile-pipeline-loads: K = 0 (no MMA), K = 32 (one iteration), a scale
    per row and block varying, so one read from the wrong stage, row or
    block changes C."""
    ir, ptx, meta = opt_then_translate(
        tile_translate, target, _passes(stages), os.path.join(ROOT, "examples", "gemm_mxfp8.mlir"))
    _check_scaled_rings(ir, ptx, stages)
    a, sa, b, sb, want = ptxemu.mxfp8_problem(np.random.default_rng(k + m), m, n, k)
    got = _run_block_scaled(ptx, meta, "gemm_mxfp8", [a, sa, b, sb, m, n, k], m, n,
                            ((n + 63) // 64, (m + 127) // 128), 128, schedule, k)
    np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-5 * max(1.0, np.abs(want).max()))


@pytest.mark.parametrize("k, stages, schedule", [
    (512, 3, "random"), (256, 2, "min"), (640, 4, "lag")])
def test_mxfp8_four_blocks_a_step(tile_translate, k, stages, schedule):
    """test/Conversion/TileToNV/pipeline-cp-async-tcgen05-scaled.mlir's
    128 x 256 kernel (8 warps), K steps of 128: 4 scale blocks a row in one
    4-byte chunk of an atom, read by the 4 MMAs of a step as bytes 0 to 3
    of their cells (the instruction descriptor's scale IDs), B N x K
    through a tile.trans, its scales 2 atoms of 128 rows."""
    path = os.path.join(ROOT, "test", "Conversion", "TileToNV",
                        "pipeline-cp-async-tcgen05-scaled.mlir")
    ir, ptx, meta = opt_then_translate(tile_translate, "sm_100a", _passes(stages), path)
    _check_scaled_rings(ir, ptx, stages)
    assert "cp.async.ca.shared.global" in ptx  # a row's 4 scales
    a, sa, b, sb, want = ptxemu.mxfp8_problem(np.random.default_rng(k), 128, 256, k)
    got = _run_block_scaled(ptx, meta, "mxfp8_wide",
                            [a, sa, np.ascontiguousarray(b.T), sb, k], 128, 256, (1, 1), 256,
                            schedule, k)
    np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-5 * np.abs(want).max())


# --- FP4 (e2m1 packed two a byte) through tile.tmem_dot_scaled ---------------
def _nvfp4_variant(text):
    """test/Conversion/TileToLLVM/Inputs/tmem_scaled_fp4.mlir (MXFP4: 4
    e8m0 scales a row of K 128) as NVFP4: 8 e4m3 scales a row."""
    text = text.replace("f8E8M0FNU", "f8E4M3FN").replace("x4xf8", "x8xf8")
    text = text.replace("x4xi32", "x8xi32").replace("tensor<4xi32>", "tensor<8xi32>")
    text = text.replace("0 to 4 :", "0 to 8 :").replace("dense<4>", "dense<8>")
    return text.replace("!tile.tmem<128x8xf8E4M3FN>", "!tile.tmem<128x16xf8E4M3FN>")


@pytest.mark.parametrize("nvfp4, schedule", [(False, "min"), (True, "random")])
def test_fp4_tmem_dot_scaled(tile_translate, tmp_path, nvfp4, schedule):
    """tile.tmem_dot_scaled on packed e2m1 buffers filled by hand (K 128:
    two MMAs of 32 bytes): MXFP4 reads 2 scale blocks an MMA (the second
    MMA's scale IDs 2), NVFP4 4 (the second MMA the next atom's columns);
    against NumPy."""
    path = os.path.join(ROOT, "test", "Conversion", "TileToLLVM", "Inputs",
                        "tmem_scaled_fp4.mlir")
    if nvfp4:
        with open(path, encoding="utf-8") as f:
            text = _nvfp4_variant(f.read())
        path = str(tmp_path / "tmem_scaled_nvfp4.mlir")
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
    ptx, meta = (subprocess.run([tile_translate, "--gpu-name=sm_100a", f"--emit={emit}", path,
                                 "-o", "-"], capture_output=True, text=True,
                                check=True).stdout for emit in ("ptx", "metadata"))
    meta = json.loads(meta)["kernels"][0]
    assert ptx.count("kind::mxf4nvf4.block_scale.block16" if nvfp4 else
                     "kind::mxf4.block_scale.block32") == 2
    a, sa, b, sb, want = ptxemu.fp4_problem(np.random.default_rng(11 + nvfp4), 128, 64, 128,
                                            nvfp4)
    mem = ptxemu.Memory()
    ptrs = [mem.alloc(x) for x in (a, sa, b, sb)]
    pc = mem.alloc(np.full((128, 64), np.nan, np.float32))
    ptxemu.Module(ptx).launch("scaled_fp4", (1, 1), (128,), [*ptrs, pc], mem,
                              shared_bytes=meta["dynamic_shared_bytes"], schedule=schedule,
                              seed=3)
    got = mem.read(pc, (128, 64), np.float32)
    np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-5 * np.abs(want).max())


@pytest.mark.parametrize("K", [64, 512])
def test_wide_fp4_steps_copy_index_tiles_lazily(K):
    """A 128 x 80 NVFP4 block with K steps of 256 (128-byte rows) through
    the generic pipeliner (the DSL's default: tile-pipeline hands it
    over): each of a ring's copies (prologue clones
    included) has offsets and masks of up to 128 x 128 elements, which the
    copies evaluate chunk by chunk; unrolled where they are defined they
    were over the lowering's 8192 elements per thread (a located
    rejection). Masked M and N, K one step or two; against NumPy."""
    sys.path.insert(0, os.path.join(ROOT, "test", "fuzz"))
    import fp4_sweep  # noqa: E402
    with warnings.catch_warnings(record=True) as said:
        warnings.simplefilter("always")
        compiled = fp4_sweep._kernel().compile("sm_103a", BM=128, BN=80, BK=256, V=16,
                                               B_NK=True, num_warps=4, remarks=True,
                                               cache=False)
    assert "block-scaled tcgen05, 4 stages of 30720 bytes, as IR" in " ".join(
        str(w.message) for w in said)
    assert "kind::mxf4nvf4.block_scale.block16" in compiled.ptx
    assert "cp.async.cg.shared.global" in compiled.ptx
    M, N = 67, 125
    a, sa, b, sb, want = ptxemu.fp4_problem(np.random.default_rng(K), M, N, K)
    got = _run_block_scaled(compiled.ptx, _meta(compiled), "fp4", [a, sa, b, sb, M, N, K], M,
                            N, (2, 1, 1), compiled.num_threads, "random", K)
    np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-5 * np.abs(want).max())


@pytest.mark.parametrize("BN, layout", [(144, "core"), (160, "swizzle = 32")])
def test_mxfp8_b_lines_no_swizzle_spans_in_core_matrices(BN, layout):
    """An MXFP8 B loaded K x N with lines of 144 bytes: no swizzle (32, 64,
    128 bytes) divides them, so its ring holds core matrices (the
    descriptors' no-swizzle layout; until session 50 such a loop kept the
    cp.async template); 160-byte lines take a 32-byte swizzle. Both
    through the generic rings, against NumPy, masked, random schedule."""
    sys.path.insert(0, os.path.join(ROOT, "test", "fuzz"))
    import mxfp8_sweep  # noqa: E402
    with warnings.catch_warnings(record=True) as said:
        warnings.simplefilter("always")
        compiled = mxfp8_sweep._kernel().compile("sm_100a", BM=128, BN=BN, BK=64,
                                                 num_warps=8, remarks=True, cache=False)
    remarks = " ".join(str(w.message) for w in said)
    assert "pipelined: cp.async + block-scaled tcgen05" in remarks
    assert "as IR" in remarks, remarks
    # B's no-swizzle descriptor (K x N, MN-major): LBO a band of 8 lines
    # of K (8 x 144 bytes, >> 4: 72), SBO the next core matrix (128 >> 4).
    core = str((BN * 8 // 16 << 16) | (8 << 32) | (1 << 46))
    assert (core in compiled.ptx) == (layout == "core")
    M, N, K = 100, BN + 7, 192
    a, sa, b, sb, want = ptxemu.mxfp8_problem(np.random.default_rng(BN), M, N, K)
    got = _run_block_scaled(compiled.ptx, _meta(compiled), "mxfp8", [a, sa, b, sb, M, N, K], M,
                            N, (2, 1, 1), compiled.num_threads, "random", BN)
    np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-5 * np.abs(want).max())


@pytest.mark.parametrize("m, n, k, stages, schedule", [
    (150, 90, 200, 3, "random"), (130, 40, 96, 2, "min"), (64, 48, 0, 4, "lag")])
def test_fp8_b_of_48_byte_lines_in_core_matrices(tile_translate, tmp_path, m, n, k, stages,
                                                 schedule):
    """examples/gemm_bf16.mlir with e4m3 operands and 128 x 48 blocks of C:
    B loaded K x N in lines of 48 bytes of N, which no swizzle spans: its
    ring holds core matrices (#tile.shared<..., core>), read MN-major
    through a no-swizzle descriptor (leading byte offset 384: a band of 8
    lines of K; stride 128: the next core matrix of N), filled 16 bytes a
    cp.async, core matrix by core matrix. Against NumPy, masked."""
    path = _variant(os.path.join(ROOT, "examples", "gemm_bf16.mlir"), tmp_path,
                    elem=("bf16", "f8E4M3FN"))
    with open(path, encoding="utf-8") as f:
        text = re.sub(r"(?<=[<x ])64(?=x|\b)", "48", f.read())
    path = tmp_path / "gemm_fp8_n48.mlir"
    path.write_text(text)
    ir, ptx, meta = opt_then_translate(tile_translate, "sm_100a", _passes(stages), str(path))
    _check_rings(ir, ptx, stages)
    assert "32x48xf8E4M3FN, #tile.shared<swizzle = 0, elem_bytes = 1, core>, stages" in ir
    assert "128x32xf8E4M3FN, #tile.shared<swizzle = 32, elem_bytes = 1>, stages" in ir
    # B's descriptor: LBO 384 >> 4 = 24 (bits 16-29), SBO 128 >> 4 = 8
    # (bits 32-45), version 1 (bit 46), no swizzle.
    assert str((24 << 16) | (8 << 32) | (1 << 46)) in ptx
    assert set(re.findall(r"cp\.async\.c[ag]\.shared\.global \[[^]]*\], \[[^]]*\], (\d+)",
                          ptx)) == {"16"}
    rng = np.random.default_rng(k + stages)
    a_codes, a = ptxemu.fp8_bits(rng.standard_normal((m, k)))
    b_codes, b = ptxemu.fp8_bits(rng.standard_normal((k, n)))
    mem = ptxemu.Memory()
    args = [mem.alloc(a_codes), mem.alloc(b_codes),
            mem.alloc(np.full((m, n), np.nan, np.float32)), m, n, k]
    ptxemu.Module(ptx).launch("gemm_f8E4M3FN", ((n + 47) // 48, (m + 127) // 128), (128,), args,
                              mem, shared_bytes=meta["dynamic_shared_bytes"], schedule=schedule,
                              seed=stages)
    np.testing.assert_allclose(mem.read(args[2], (m, n), np.float32),
                               a.astype(np.float64) @ b.astype(np.float64), rtol=1e-4, atol=1e-4)


@pytest.mark.parametrize("target, m, n, k, stages, schedule", [
    ("sm_100a", 200, 250, 300, 3, "random"), ("sm_100f", 128, 100, 32, 2, "min"),
    ("sm_103a", 130, 128, 0, 4, "lag"), ("sm_110f", 64, 190, 520, 4, "random")])
def test_k_loop_inside_a_loop_over_tiles(tile_translate, target, m, n, k, stages, schedule):
    """test/Transforms/Inputs/gemm_bf16_two_tiles.mlir: each program's two
    128 x 64 blocks of C, the K loop (cp.async rings, the accumulator in
    tensor memory) inside the loop over them: rings, barriers and tensor
    memory set up for each tile (the allocation keeps its permit), the
    first iterations' copies a loop, the accumulator read back fenced
    before the next tile's MMAs. K = 0 (no MMA), one iteration, 17;
    masked M and N (the second tile of the last program past N)."""
    path = os.path.join(ROOT, "test", "Transforms", "Inputs", "gemm_bf16_two_tiles.mlir")
    ir, ptx, meta = opt_then_translate(tile_translate, target, _passes(stages), path)
    # Two copies in the prologue's loop, two in the refill.
    assert ir.count("tile.async_copy") == 4
    assert f"cp.async.wait_group {stages - 2};" in ptx
    assert re.search(r"tile\.tmem_load .* written %\S+ fenced :", ir)
    assert "tcgen05.relinquish_alloc_permit" not in ptx
    rng = np.random.default_rng(k + m)
    a_bits, a = bf16(rng.standard_normal((m, k)))
    b_bits, b = bf16(rng.standard_normal((k, n)))
    mem = ptxemu.Memory()
    args = [mem.alloc(a_bits), mem.alloc(b_bits),
            mem.alloc(np.full((m, n), np.nan, np.float32)), m, n, k]
    ptxemu.Module(ptx).launch("gemm_bf16", ((n + 127) // 128, (m + 127) // 128), (128,), args,
                              mem, shared_bytes=meta["dynamic_shared_bytes"],
                              schedule=schedule, seed=k)
    got = mem.read(args[2], (m, n), np.float32)
    np.testing.assert_allclose(got, a.astype(np.float64) @ b, rtol=1e-4, atol=1e-4)


def test_tile_translate_pipelines_a_k_loop_inside_a_loop_over_tiles(tile_translate):
    """tile-translate's default takes that loop to the generic pipeliner
    too (the remark says 'as IR'), with the template's register count."""
    path = os.path.join(ROOT, "test", "Transforms", "Inputs", "gemm_bf16_two_tiles.mlir")
    r = subprocess.run([tile_translate, "--gpu-name=sm_100a", "--remarks", path, "-o", "-"],
                       capture_output=True, text=True, check=True)
    assert "pipelined: cp.async + tcgen05, 4 stages of 12288 bytes, as IR" in r.stderr
    assert "pipelined in the IR: 2 tile.load(s) through 4-stage cp.async rings" in r.stderr


@pytest.mark.parametrize("elem, m, n, k, stages, schedule", [
    ("bf16", 150, 90, 200, 3, "random"), ("bf16", 64, 64, 32, 2, "min"),
    ("bf16", 130, 70, 520, 4, "lag"), ("f8E4M3FN", 130, 70, 300, 3, "random"),
    ("f32", 100, 64, 200, 2, "min")])
def test_b_copied_down_its_columns(tile_translate, tmp_path, elem, m, n, k, stages, schedule):
    """test/Transforms/Inputs/gemm_bf16_b_nk.mlir: B stored N x K, loaded
    as the K x N tile the dot takes (offsets n K + k): its ring holds it N
    x K, copied along K (the tile.trans of the offsets and mask: 16-byte
    chunks where the alignment is known, element by element at a ragged
    K), read K-major with transpose_b; bf16, e4m3 and f32 (tf32, which
    tcgen05 reads K-major only). Masked M, N and K; against NumPy."""
    path = os.path.join(ROOT, "test", "Transforms", "Inputs", "gemm_bf16_b_nk.mlir")
    if elem != "bf16":
        path = _variant(path, tmp_path, elem=("bf16", elem))
    ir, ptx, meta = opt_then_translate(tile_translate, "sm_100a", _passes(stages), path)
    _check_rings(ir, ptx, stages)
    assert re.search(r"tile\.tmem_dot .* transpose_b, .* fenced : .*, !tile\.buffer<64x32x"
                     + elem, ir), ir
    assert "cp.async.cg.shared.global" in ptx
    rng = np.random.default_rng(k + stages)
    if elem == "f8E4M3FN":
        a_bits, a = ptxemu.fp8_bits(rng.standard_normal((m, k)))
        bt_bits, bt = ptxemu.fp8_bits(rng.standard_normal((n, k)))
    else:
        a_bits, a = bf16(rng.standard_normal((m, k)))
        bt_bits, bt = bf16(rng.standard_normal((n, k)))
        if elem == "f32":  # bf16 values, exact in tf32
            a_bits, bt_bits = a.astype(np.float32), bt.astype(np.float32)
    got = _run(ptx, meta, "gemm_" + elem + "_bnk", a_bits, bt_bits, m, n, k, schedule, stages)
    np.testing.assert_allclose(got, a.astype(np.float64) @ bt.T.astype(np.float64), rtol=1e-4,
                               atol=1e-4)
