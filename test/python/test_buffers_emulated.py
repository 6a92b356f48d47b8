"""Shared-memory buffers in tile IR (!tile.buffer, tile.buffer_store /
buffer_load, tile.async_copy / async_commit / async_wait), compiled by
tile-translate (tile-allocate-shared places them) and run in the PTX
emulator:

* every #tile.shared layout (core matrices too) puts element (r, c) at the
  byte its definition says (include/TileDialect/TileLayouts.td), read back raw with
  tile.smem_load and compared with an independent NumPy model of it;
* a double-buffered cp.async ring streams a ragged array through shared
  memory (masked tails zero-filled, misaligned rows on the element-by-
  element path) and matches NumPy under random warp schedules.
"""

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
from opt_pipeline import bf16 as _bf16  # noqa: E402
from opt_pipeline import opt_then_translate as _opt_then_translate  # noqa: E402


def _compile(tile_translate, tmp_path, text, target="sm_80"):
    path = tmp_path / "k.mlir"
    path.write_text(text)
    flags = [f"--gpu-name={target}"]
    ptx = subprocess.run([tile_translate] + flags + [str(path), "-o", "-"],
                         capture_output=True, text=True)
    assert ptx.returncode == 0, ptx.stderr
    meta = subprocess.run([tile_translate] + flags + ["--emit=metadata", str(path)],
                          capture_output=True, text=True)
    assert meta.returncode == 0, meta.stderr
    kernel = json.loads(meta.stdout)["kernels"][0]
    return ptx.stdout, kernel["dynamic_shared_bytes"]


def _byte_of(r, c, rows, cols, elem_bytes, swizzle, transposed, pad):
    """Where #tile.shared puts element (r, c) of a rows x cols tile: the
    stored lines (columns when transposed) in slabs of `swizzle` bytes,
    16-byte chunk k of line l at k ^ (l / (128 / swizzle) % (swizzle / 16))."""
    line, along = (c, r) if transposed else (r, c)
    lines, length = (cols, rows) if transposed else (rows, cols)
    in_line = along * elem_bytes
    if swizzle == "core":
        # Core matrices: 8 lines x 16 bytes each, 128 contiguous bytes,
        # band after band of 8 lines, chunk after chunk within a band.
        chunks = length * elem_bytes // 16
        core = (line // 8) * chunks + in_line // 16
        return core * 128 + (line % 8) * 16 + in_line % 16
    if not swizzle:
        return line * (length * elem_bytes + pad) + in_line
    slab, within = divmod(in_line, swizzle)
    chunk = (within // 16) ^ (line // (128 // swizzle) % (swizzle // 16))
    return slab * lines * swizzle + line * swizzle + chunk * 16 + within % 16


LAYOUTS = [  # rows, cols, element type, bytes, swizzle, transposed, pad
    (16, 32, "i32", 4, 0, False, 0),
    (16, 24, "i16", 2, 0, False, 16),
    (32, 16, "i16", 2, 0, True, 0),
    (16, 64, "i16", 2, 128, False, 0),
    (32, 64, "i16", 2, 64, False, 0),
    (16, 64, "i16", 2, 32, True, 0),
    (8, 64, "i32", 4, 128, False, 0),
    (16, 128, "i8", 1, 128, False, 0),
    (16, 64, "i16", 2, "core", False, 0),
    (32, 48, "i8", 1, "core", False, 0),
    (8, 16, "i32", 4, "core", False, 0),
    (24, 16, "i16", 2, "core", True, 0),
]


@pytest.mark.parametrize("rows, cols, ty, nbytes, swizzle, transposed, pad", LAYOUTS)
def test_buffer_store_puts_each_element_where_its_layout_says(
        tile_translate, tmp_path, rows, cols, ty, nbytes, swizzle, transposed, pad):
    n = rows * cols
    core = swizzle == "core"
    layout = (f"#tile.shared<swizzle = {0 if core else swizzle}, elem_bytes = {nbytes}"
              + (", transposed" if transposed else "") + (f", pad = {pad}" if pad else "")
              + (", core" if core else "") + ">")
    buf = f"!tile.buffer<{rows}x{cols}x{ty}, {layout}>"
    lines, length = (cols, rows) if transposed else (rows, cols)
    words = (lines * (length * nbytes + pad) + 3) // 4
    value = ("%v = arith.trunci %idx : tensor<{r}x{c}xi32> to tensor<{r}x{c}x{t}>"
             .format(r=rows, c=cols, t=ty) if ty != "i32" else "%v = arith.addi %idx, %zero : "
             f"tensor<{rows}x{cols}xi32>")
    text = f"""
tile.kernel @k(%out: !tile.ptr<i32>, %base: i32) attributes {{smem_bytes = 4 : i32}} {{
  %buf = tile.buffer_alloc : {buf}
  %lin = tile.range 0 to {n} : tensor<{n}xi32>
  %idx = tile.reshape %lin : tensor<{n}xi32> -> tensor<{rows}x{cols}xi32>
  %zero = arith.constant dense<0> : tensor<{rows}x{cols}xi32>
  {value}
  tile.buffer_store %v, %buf : tensor<{rows}x{cols}x{ty}>, {buf}
  tile.barrier
  %w = tile.range 0 to {words} : tensor<{words}xi32>
  %raw = tile.smem_load %base[%w] : tensor<{words}xi32> -> tensor<{words}xi32>
  tile.store %raw, %out[%w] : tensor<{words}xi32>, tensor<{words}xi32>
  tile.return
}}
"""
    ptx, shared = _compile(tile_translate, tmp_path, text)
    mem = ptxemu.Memory()
    out = mem.alloc(np.full(words, -1, np.int32))
    # The region's first 4 bytes are the kernel's own (smem_bytes = 4, so
    # that tile.smem_load may read it): the buffer is placed after them.
    base = 1024 if swizzle and not core else 128
    ptxemu.Module(ptx).launch("k", (1,), (128,), [out, base], mem, shared_bytes=shared)
    raw = mem.read(out, (words,), np.int32).view(np.uint8)
    dtype = {1: np.uint8, 2: np.uint16, 4: np.uint32}[nbytes]
    seen = set()
    for r in range(rows):
        for c in range(cols):
            at = _byte_of(r, c, rows, cols, nbytes, swizzle, transposed, pad)
            assert at not in seen
            seen.add(at)
            got = int(raw[at:at + nbytes].view(dtype)[0])
            assert got == (r * cols + c) % (1 << (8 * nbytes)), (r, c, at)


RING = """
!ring = !tile.buffer<{rows}x{cols}x{ty}, {layout}, stages = 2>
!stage = !tile.buffer<{rows}x{cols}x{ty}, {layout}>
tile.kernel @ring(%x: !tile.ptr<{ty}>, %y: !tile.ptr<f32>, %m: i32, %n: i32) {{
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %crows = arith.constant {rows} : i32
  %ring = tile.buffer_alloc : !ring
  %r = tile.range 0 to {rows} : tensor<{rows}xi32>
  %c = tile.range 0 to {cols} : tensor<{cols}xi32>
  %rc = tile.expand_dims %r axis 1 : tensor<{rows}xi32> -> tensor<{rows}x1xi32>
  %cr = tile.expand_dims %c axis 0 : tensor<{cols}xi32> -> tensor<1x{cols}xi32>
  %rb = tile.broadcast %rc : tensor<{rows}x1xi32> -> tensor<{rows}x{cols}xi32>
  %cb = tile.broadcast %cr : tensor<1x{cols}xi32> -> tensor<{rows}x{cols}xi32>
  %ns = tile.splat %n : tensor<{rows}x{cols}xi32>
  %ms = tile.splat %m : tensor<{rows}x{cols}xi32>
  %colok = arith.cmpi slt, %cb, %ns : tensor<{rows}x{cols}xi32>
  %rown = arith.muli %rb, %ns : tensor<{rows}x{cols}xi32>
  %base = arith.addi %rown, %cb : tensor<{rows}x{cols}xi32>
  %mplus = arith.addi %m, %crows : i32
  %mminus = arith.subi %mplus, %c1 : i32
  %blocks = arith.divui %mminus, %crows : i32
  // Block 0 into stage 0.
  %s0 = tile.buffer_stage %ring[%c0] : !ring
  %rowok0 = arith.cmpi slt, %rb, %ms : tensor<{rows}x{cols}xi32>
  %m0 = arith.andi %rowok0, %colok : tensor<{rows}x{cols}xi1>
  tile.async_copy %x[%base] mask %m0, %s0 : tensor<{rows}x{cols}xi32>, !stage
  tile.async_commit
  scf.for %i = %c0 to %blocks step %c1 : i32 {{
    // Block i + 1 into the other stage (all masked off past the end).
    %next = arith.addi %i, %c1 : i32
    %ns1 = arith.remui %next, %c2 : i32
    %s1 = tile.buffer_stage %ring[%ns1] : !ring
    %row1 = arith.muli %next, %crows : i32
    %row1s = tile.splat %row1 : tensor<{rows}x{cols}xi32>
    %rows1 = arith.addi %rb, %row1s : tensor<{rows}x{cols}xi32>
    %rowok1 = arith.cmpi slt, %rows1, %ms : tensor<{rows}x{cols}xi32>
    %m1 = arith.andi %rowok1, %colok : tensor<{rows}x{cols}xi1>
    %off1n = arith.muli %row1, %n : i32
    %off1s = tile.splat %off1n : tensor<{rows}x{cols}xi32>
    %off1 = arith.addi %base, %off1s : tensor<{rows}x{cols}xi32>
    tile.async_copy %x[%off1] mask %m1, %s1 : tensor<{rows}x{cols}xi32>, !stage
    tile.async_commit
    // Block i, copied one iteration ago.
    tile.async_wait pending 1
    %cs = arith.remui %i, %c2 : i32
    %s = tile.buffer_stage %ring[%cs] : !ring
    %v = tile.buffer_load %s : !stage -> tensor<{rows}x{cols}x{ty}>
    {widen}
    %two = arith.constant dense<{scale}> : tensor<{rows}x{cols}xf32>
    %d = arith.mulf %f, %two : tensor<{rows}x{cols}xf32>
    %row0 = arith.muli %i, %crows : i32
    %row0s = tile.splat %row0 : tensor<{rows}x{cols}xi32>
    %rows0 = arith.addi %rb, %row0s : tensor<{rows}x{cols}xi32>
    %rowok = arith.cmpi slt, %rows0, %ms : tensor<{rows}x{cols}xi32>
    %mo = arith.andi %rowok, %colok : tensor<{rows}x{cols}xi1>
    %off0n = arith.muli %row0, %n : i32
    %off0s = tile.splat %off0n : tensor<{rows}x{cols}xi32>
    %off0 = arith.addi %base, %off0s : tensor<{rows}x{cols}xi32>
    tile.store %d, %y[%off0] mask %mo : tensor<{rows}x{cols}xi32>, tensor<{rows}x{cols}xf32>
    // Every thread is done with stage i before it is refilled.
    tile.barrier
  }}
  tile.return
}}
"""


# Each thread holds runs of 4 elements (tile-translate's max-run): one
# cp.async of 8 bytes (bf16) or 16 (f32) a run where it is aligned and
# whole; element by element where a row is not (n odd): 4-byte copies of
# f32, loads and stores of bf16.
@pytest.mark.parametrize("ty, layout, m, n", [
    ("bf16", "#tile.shared<swizzle = 128, elem_bytes = 2>", 70, 64),
    ("bf16", "#tile.shared<swizzle = 64, elem_bytes = 2>", 45, 61),
    ("f32", "#tile.shared<swizzle = 0, elem_bytes = 4, pad = 16>", 37, 64),
    ("f32", "#tile.shared<swizzle = 0, elem_bytes = 4>", 33, 63),
    ("bf16", "#tile.shared<swizzle = 0, elem_bytes = 2, core>", 70, 64),
    ("bf16", "#tile.shared<swizzle = 0, elem_bytes = 2, core>", 45, 61),
])
@pytest.mark.parametrize("schedule", ["min", "random"])
def test_async_copy_ring_streams_a_ragged_array(tile_translate, tmp_path, ty, layout, m, n,
                                                schedule):
    rows, cols = 16, 64
    widen = (f"%f = arith.extf %v : tensor<{rows}x{cols}x{ty}> to tensor<{rows}x{cols}xf32>"
             if ty != "f32" else f"%f = arith.addf %v, %v : tensor<{rows}x{cols}xf32>")
    text = RING.format(rows=rows, cols=cols, ty=ty, layout=layout, widen=widen,
                       scale="1.0" if ty == "f32" else "2.0")
    ptx, shared = _compile(tile_translate, tmp_path, text)
    assert "cp.async.wait_group 1" in ptx
    sizes = set(re.findall(r"cp\.async\.c[ag]\.shared\.global \[[^]]*\], \[[^]]*\], (\d+)", ptx))
    # f32: 16-byte runs, bf16: 8-byte runs, the masked tail zero-filled
    # (src-size); a run the index arithmetic cannot prove aligned is
    # tested, and copied element by element (loaded and stored) where not.
    # Core matrices: 16-byte chunks dealt core matrix by core matrix.
    assert sizes == ({"16"} if ty == "f32" or "core" in layout else {"8"})
    rng = np.random.default_rng(m)
    x = rng.standard_normal((m, n)).astype(np.float32)
    if ty == "bf16":
        bits, x = _bf16(x)
    else:
        bits = x
    mem = ptxemu.Memory()
    # One block: the whole array streams through its ring.
    args = [mem.alloc(bits), mem.alloc(np.full((m, n), np.nan, np.float32)), m, n]
    ptxemu.Module(ptx).launch("ring", (1,), (128,), args, mem, shared_bytes=shared,
                              schedule=schedule, seed=3)
    np.testing.assert_array_equal(mem.read(args[1], (m, n), np.float32), 2 * x)


ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))


@pytest.mark.parametrize("m, n, k", [(70, 100, 200), (64, 64, 40), (33, 17, 7)])
@pytest.mark.parametrize("schedule", ["min", "random"])
def test_gemm_through_buffer_rings(tile_translate, m, n, k, schedule):
    """test/Conversion/TileToNV/Inputs/buffer_gemm.mlir: a GEMM whose K loop
    is pipelined in the IR (3-stage cp.async rings for A and B, swizzled),
    the dot reading both operands from their buffers with ldmatrix; masked
    M, N and K (K = 7: one block, mostly zero-filled; K = 200: 7 blocks,
    every stage refilled)."""
    path = os.path.join(ROOT, "test", "Conversion", "TileToNV", "Inputs", "buffer_gemm.mlir")
    ptx = subprocess.run([tile_translate, "--gpu-name=sm_80", path, "-o", "-"],
                         capture_output=True, text=True)
    assert ptx.returncode == 0, ptx.stderr
    ptx = ptx.stdout
    assert "ldmatrix" in ptx and "mma.sync" in ptx
    meta = json.loads(subprocess.run([tile_translate, "--gpu-name=sm_80", "--emit=metadata", path],
                                     capture_output=True, text=True, check=True).stdout)
    shared = meta["kernels"][0]["dynamic_shared_bytes"]
    assert shared == 3 * 4096 + 3 * 4096  # the two rings, nothing staged
    rng = np.random.default_rng(k)
    a_bits, a = _bf16(rng.standard_normal((m, k)))
    b_bits, b = _bf16(rng.standard_normal((k, n)))
    mem = ptxemu.Memory()
    args = [mem.alloc(a_bits), mem.alloc(b_bits), mem.alloc(np.zeros((m, n), np.float32)),
            m, n, k]
    ptxemu.Module(ptx).launch("buffer_gemm", ((n + 63) // 64, (m + 63) // 64), (128,), args,
                              mem, shared_bytes=shared, schedule=schedule, seed=5)
    want = a.astype(np.float64) @ b
    np.testing.assert_allclose(mem.read(args[2], (m, n), np.float32), want, rtol=1e-4,
                               atol=1e-4)


def _tma_operands(mem, a_bits, b_bits, box_m, box_n):
    """A (m x k) and B (k x n), bf16 bits (uint16) or 8-bit integers, as the
    2-D tensor maps a TMA GEMM reads: A, and B stored as its N x K
    transpose, each with K padded to a multiple of 16 bytes (TMA row
    strides), boxes of 128 bytes along K by box_m (box_n) rows."""
    (m, k), n = a_bits.shape, b_bits.shape[1]
    esize = a_bits.dtype.itemsize
    kp = (k * esize + 15) // 16 * 16 // esize
    a_pad = np.zeros((m, kp), a_bits.dtype)
    a_pad[:, :k] = a_bits
    bt_pad = np.zeros((n, kp), b_bits.dtype)
    bt_pad[:, :k] = b_bits.T
    dtype = {1: 0, 2: 9}[esize]  # CU_TENSOR_MAP_DATA_TYPE_UINT8, _BFLOAT16
    enc = ptxemu.TensorMapEncoder()
    return tuple(enc.encode_2d(mem.alloc(x), (k, rows), (kp * esize,), (128 // esize, box),
                               dtype=dtype)
                 for x, rows, box in ((a_pad, m, box_m), (bt_pad, n, box_n)))


def _tma_gemm_inputs(seed, m, n, k):
    """A TMA GEMM's inputs (examples/gemm_bf16_tma*.mlir, 128 x 256
    blocks): emulator memory, A and B's values, and their tensor maps."""
    rng = np.random.default_rng(seed)
    a_bits, a = _bf16(rng.standard_normal((m, k)))
    b_bits, b = _bf16(rng.standard_normal((k, n)))
    mem = ptxemu.Memory()
    return mem, a, b, _tma_operands(mem, a_bits, b_bits, 128, 256)


def _tma_kn_gemm_inputs(seed, m, n, k):
    """A TMA GEMM's inputs with B row-major (K x N, examples/gemm_bf16_tma_kn.mlir):
    emulator memory, A and B's values, and their tensor maps: A dims {K, M},
    box {64, 128}; B dims {N, K}, box {64, 64} (N % 8 == 0)."""
    rng = np.random.default_rng(seed)
    a_bits, a = _bf16(rng.standard_normal((m, k)))
    b_bits, b = _bf16(rng.standard_normal((k, n)))
    mem = ptxemu.Memory()
    kp = (k + 7) // 8 * 8
    a_pad = np.zeros((m, kp), np.uint16)
    a_pad[:, :k] = a_bits
    enc = ptxemu.TensorMapEncoder()
    map_a = enc.encode_2d(mem.alloc(a_pad), (k, m), (kp * 2,), (64, 128))
    map_b = enc.encode_2d(mem.alloc(np.ascontiguousarray(b_bits)), (n, k), (n * 2,), (64, 64))
    return mem, a, b, (map_a, map_b)


def _ws_gemm_passes(stages, producer=4, overlap=True):
    """The generic passes a TMA GEMM goes through: rings of `stages`, a
    producer of `producer` warps (none: 0), the consumers' dot in flight
    (`overlap`)."""
    passes = ["--tile-lower-dot", f"--tile-pipeline-loads=stages={stages}"]
    if producer:
        passes.append(f"--tile-warp-specialize=producer-warps={producer}")
    if overlap:
        passes.append("--tile-overlap-dots")
    return passes


def _launch_gemm_blocks(ptx, name, meta, args, mem, m, n, schedule, seed):
    """Launches kernel `name` of a 128 x 256-block GEMM (examples/gemm_*_tma*)
    over an m x n C, with its metadata's block and shared memory."""
    ptxemu.Module(ptx).launch(name, ((n + 255) // 256, (m + 127) // 128),
                              (meta["threads_per_block"],), args, mem,
                              shared_bytes=meta["dynamic_shared_bytes"], schedule=schedule,
                              seed=seed)


def _scaled_gemm_inputs(rng, m, n, k, block=32):
    """A scaled GEMM's inputs: bf16 A (m x k) and B (k x n), their bits and
    values, and f32 scales, a row of n per K block of `block`."""
    a_bits, a = _bf16(rng.standard_normal((m, k)))
    b_bits, b = _bf16(rng.standard_normal((k, n)))
    s = rng.uniform(0.5, 2.0, ((k + block - 1) // block, n)).astype(np.float32)
    return a_bits, a, b_bits, b, s


def _scaled_gemm_reference(a, b, s, block=32):
    """sum over K blocks j of `block` of (A[:, j] B[j, :]) * S[j], in float64."""
    want = np.zeros((a.shape[0], b.shape[1]))
    for j in range(s.shape[0]):
        blk = slice(block * j, min(a.shape[1], block * j + block))
        want += (a[:, blk].astype(np.float64) @ b[blk]) * s[j]
    return want


@pytest.mark.parametrize("m, n, k", [(70, 100, 200), (33, 17, 7), (64, 64, 64)])
@pytest.mark.parametrize("target, stages, schedule", [
    ("sm_80", 3, "min"), ("sm_80", 3, "random"), ("sm_80", 2, "random"), ("sm_80", 4, "random"),
    ("sm_90a", 3, "lag"), ("sm_90a", 2, "random"), ("sm_80", 1, "random"),
    ("sm_90a", 1, "random")])
def test_generic_pipeliner_on_a_scaled_gemm(tile_translate, m, n, k, target, stages, schedule):
    """test/Transforms/Inputs/gemm_scaled.mlir (a GEMM whose K loop also
    loads a per-iteration scale row, which tile-pipeline's templates
    refuse) through tile-opt --tile-pipeline-loads, then tile-translate:
    three cp.async rings, the dot reading A and B from theirs (ldmatrix on
    sm_80; on sm_90a wgmma descriptors of A's 64-byte and B's 128-byte
    MN-major swizzles); masked M, N, K, every ring depth the pass takes
    being exercised. With one buffer per load (stages=1) A and B are
    waited for before the dot (pending 1: the scale row's copy of the
    iteration before may still run) and refilled after it, the scale row
    waited for after that (pending 2) and refilled after its reader."""
    ir, ptx, meta = _opt_then_translate(
        tile_translate, target, ["--tile-lower-dot", f"--tile-pipeline-loads=stages={stages}"],
        os.path.join(ROOT, "test", "Transforms", "Inputs", "gemm_scaled.mlir"))
    assert ir.count("tile.async_copy") == 3 * max(stages, 2)  # 3 loads: prologue + loop
    if stages == 1:
        assert re.search(r"tile\.async_wait pending 1(, async_proxy)?\n\s*%\S+ = tile\.buffer_load", ir), ir
        assert re.search(r"tile\.async_wait pending 2(, async_proxy)?\n\s*%\S+ = tile\.buffer_load", ir), ir
    else:
        assert f"cp.async.wait_group {stages - 2}" in ptx
    if target == "sm_80":
        assert "ldmatrix" in ptx
    else:  # A and B never staged from registers: the scale row is the only tile loaded
        assert "wgmma.mma_async" in ptx and "fence.proxy.async.shared::cta" in ptx
        assert "ldmatrix" not in ptx
    shared = meta["dynamic_shared_bytes"]
    assert shared == stages * (2 * 4096 + 256)  # the three rings, nothing staged
    rng = np.random.default_rng(k + stages)
    a_bits, a, b_bits, b, s = _scaled_gemm_inputs(rng, m, n, k)
    mem = ptxemu.Memory()
    args = [mem.alloc(a_bits), mem.alloc(b_bits), mem.alloc(s),
            mem.alloc(np.zeros((m, n), np.float32)), m, n, k]
    ptxemu.Module(ptx).launch("gemm_scaled", ((n + 63) // 64, (m + 63) // 64), (128,), args,
                              mem, shared_bytes=shared, schedule=schedule, seed=stages)
    np.testing.assert_allclose(mem.read(args[3], (m, n), np.float32),
                               _scaled_gemm_reference(a, b, s), rtol=1e-4, atol=1e-4)


def _attention_reference(q, k, v, scale, causal=False):
    """softmax(Q K^T * scale) V per (batch * head), in float64; with
    `causal` key j > query i is left out."""
    s = np.einsum("bqd,bkd->bqk", q.astype(np.float64), k) * scale
    if causal:
        s = np.where(np.tril(np.ones(s.shape[1:], bool)), s, -np.inf)
    p = np.exp(s - s.max(-1, keepdims=True))
    return np.einsum("bqk,bkd->bqd", p / p.sum(-1, keepdims=True), v)


def _translate_default(tile_translate, path, target, *flags):
    """tile-translate --gpu-name=target [flags] --remarks of `path` (with no
    flags, as users run it): (PTX, remarks, the first kernel's launch
    metadata)."""
    out = {}
    for emit in ("ptx", "metadata"):
        r = subprocess.run([tile_translate, f"--gpu-name={target}", *flags, "--remarks",
                            f"--emit={emit}", path, "-o", "-"], capture_output=True, text=True)
        assert r.returncode == 0, r.stderr
        out[emit] = r
    return out["ptx"].stdout, out["ptx"].stderr, json.loads(out["metadata"].stdout)["kernels"][0]


def _translate_pipelined(tile_translate, path, target, stages, *flags):
    """tile-translate --pipeline-loads=stages [flags] of `path`: (PTX,
    remarks, the kernel's launch metadata)."""
    return _translate_default(tile_translate, path, target, f"--pipeline-loads={stages}", *flags)


@pytest.mark.parametrize("m, n, k", [(70, 100, 200), (64, 64, 64), (33, 17, 7)])
@pytest.mark.parametrize("target, stages, schedule", [
    ("sm_90a", 3, "random"), ("sm_90a", 2, "min"), ("sm_90a", 4, "random"),
    ("sm_90", 3, "random")])
def test_generic_pipeliner_on_tma_boxes(tile_translate, m, n, k, target, stages, schedule):
    """test/Transforms/Inputs/gemm_box_scaled.mlir: A and B through TMA
    tensor maps (tile.load_box), the scale row through tile.load, all three
    pipelined by tile-translate --pipeline-loads: TMA rings with one
    mbarrier per stage (phase parity from the iteration), a cp.async ring
    for the scale row. The dot reads A and B where TMA put them (wgmma on
    sm_90a, mma.sync with ldmatrix on sm_90); masked M, N, K (TMA
    zero-fills outside the tensors), every ring depth."""
    ptx, remarks, meta = _translate_pipelined(
        tile_translate, os.path.join(ROOT, "test", "Transforms", "Inputs", "gemm_box_scaled.mlir"),
        target, stages)
    shared = meta["dynamic_shared_bytes"]
    assert "2 tile.load_box(es) through" in remarks
    assert "A and B are read from their buffers: no staging" in remarks
    assert "cp.async.bulk.tensor.2d" in ptx and "mbarrier.try_wait.parity" in ptx
    assert ("wgmma.mma_async" in ptx) == (target == "sm_90a")
    # The rings (two of 8 KiB boxes, one of 256-byte scale rows) and the
    # mbarriers (16 bytes each: a 1-D buffer's alignment): the boxes' own
    # places are given back.
    assert shared == stages * (2 * 8192 + 256 + 16)
    rng = np.random.default_rng(k + stages)
    a_bits, a, b_bits, b, s = _scaled_gemm_inputs(rng, m, n, k, block=64)
    mem = ptxemu.Memory()
    args = [*_tma_operands(mem, a_bits, b_bits, 64, 64),
            mem.alloc(s), mem.alloc(np.zeros((m, n), np.float32)), m, n, k]
    ptxemu.Module(ptx).launch("gemm_box_scaled", ((n + 63) // 64, (m + 63) // 64), (128,),
                              args, mem, shared_bytes=shared, schedule=schedule, seed=stages)
    np.testing.assert_allclose(mem.read(args[3], (m, n), np.float32),
                               _scaled_gemm_reference(a, b, s, block=64), rtol=1e-4, atol=1e-4)


@pytest.mark.parametrize("m, n, k, stages, schedule", [
    (130, 260, 200, 4, "random"), (64, 100, 40, 2, "min"), (200, 300, 136, 3, "random")])
def test_warp_specialized_gemm_stores_through_the_rings_bytes(tile_translate, m, n, k, stages,
                                                               schedule):
    """examples/gemm_bf16_tma_store.mlir (C through a TMA tensor map) through
    the generic passes: tile-allocate-shared gives the store's 128 KiB of
    staging the bytes of the K loop's rings, dead by then, behind a barrier
    of the consumer warpgroups (one of them may still read a stage with
    wgmma while the other writes C there). Masked M, N, K; random
    schedules."""
    ir, ptx, meta = _opt_then_translate(
        tile_translate, "sm_90a",
        [*_ws_gemm_passes(stages), "--tile-allocate-shared"],
        os.path.join(ROOT, "examples", "gemm_bf16_tma_store.mlir"))
    assert re.search(r"tile\.barrier\n\s*tile\.store_box .*smem_offset = 0 ", ir), ir
    assert meta["dynamic_shared_bytes"] < 128 * 1024 + stages * 48 * 1024
    mem, a, b, maps = _tma_gemm_inputs(k + stages, m, n, k)
    np_ = (n + 3) // 4 * 4  # C's rows: a multiple of 16 bytes
    c = mem.alloc(np.full((m, np_), np.nan, np.float32))
    c_map = ptxemu.TensorMapEncoder().encode_2d(c, (n, m), (np_ * 4,), (32, 128), dtype=7)
    args = [*maps, c_map, m, n, k]
    _launch_gemm_blocks(ptx, "gemm_bf16_tma_store", meta, args, mem, m, n, schedule, stages)
    out = mem.read(c, (m, np_), np.float32)
    np.testing.assert_allclose(out[:, :n], a.astype(np.float64) @ b, rtol=1e-4, atol=1e-4)
    assert np.isnan(out[:, n:]).all()  # nothing written past N


@pytest.mark.parametrize("target, stages, producer, overlap, schedule", [
    ("sm_90a", 3, 0, False, "random"), ("sm_90", 2, 0, False, "min"),
    ("sm_90a", 4, 4, True, "lag"), ("sm_90a", 3, 4, True, "min"),
    ("sm_90a", 2, 4, False, "random"), ("sm_90", 3, 1, False, "random")])
def test_persistent_gemm_shares_its_rings_across_tiles(tile_translate, target, stages, producer,
                                                       overlap, schedule):
    """examples/gemm_bf16_tma_persistent.mlir (a loop over output tiles
    around the K loop) through the generic passes: tile-pipeline-loads
    sets the TMA rings up once for all tiles, stage and phase counting on
    from tile to tile (the loop over tiles carries the iterations before);
    tile-warp-specialize gives the producer its own loop over the tiles,
    so it copies the next tile's boxes while the consumers store this one;
    tile-overlap-dots keeps the dot in flight, a tile's first iteration
    releasing the stage the tile before ended on. Two programs over nine
    tiles of 4 K iterations (not a multiple of the stages: phases change
    within tiles), masked edges."""
    passes = _ws_gemm_passes(stages, producer, overlap)
    ir, ptx, meta = _opt_then_translate(
        tile_translate, target, passes,
        os.path.join(ROOT, "examples", "gemm_bf16_tma_persistent.mlir"))
    # The rings and their mbarriers before the loop over tiles, which
    # carries the iterations before.
    head = ir[:ir.index("iter_args(")]
    assert "tile.barrier_init" in head and head.count("tile.buffer_alloc") >= 3, ir
    if producer:
        producer_part = ir[ir.index("tile.warp_specialize"):ir.index("} consumers {")]
        assert producer_part.count("scf.for") == 2, producer_part  # tiles, then iterations
    m, n, k = 300, 520, 200
    mem, a, b, maps = _tma_gemm_inputs(stages + producer, m, n, k)
    args = [*maps, mem.alloc(np.zeros((m, n), np.float32)), m, n, k]
    ptxemu.Module(ptx).launch("gemm_bf16_tma_persistent", (2, 1),
                              (meta["threads_per_block"],), args, mem,
                              shared_bytes=meta["dynamic_shared_bytes"], schedule=schedule,
                              seed=stages)
    np.testing.assert_allclose(mem.read(args[2], (m, n), np.float32),
                               a.astype(np.float64) @ b, rtol=1e-4, atol=1e-4)


@pytest.mark.parametrize("target, stages, seqlen, schedule, producer, warps", [
    ("sm_90a", 3, 200, "random", 0, 4), ("sm_90a", 2, 130, "min", 0, 4),
    ("sm_90a", 4, 64, "random", 0, 4), ("sm_90", 3, 200, "random", 0, 4),
    ("sm_90a", 3, 260, "random", 1, 4), ("sm_90a", 2, 130, "min", 1, 4),
    ("sm_90a", 4, 64, "random", 2, 4), ("sm_90", 2, 260, "random", 1, 4),
    ("sm_90a", 3, 200, "random", 4, 8), ("sm_90", 2, 130, "min", 4, 8)])
def test_generic_pipeliner_on_attention_boxes(tile_translate, tmp_path, target, stages, seqlen,
                                              schedule, producer, warps):
    """test/Transforms/Inputs/attention_boxes.mlir: attention with K and V
    read through TMA tensor maps, the K/V loop pipelined by
    tile-translate --pipeline-loads (TMA rings, one mbarrier per stage, a
    block barrier before each iteration's copies into the stage the
    iteration before read); both dots read K and V where TMA put them.
    With `producer` warps, --warp-specialize too: those warps issue every
    iteration's copies, waiting for the consumers to release each stage
    (a second mbarrier ring), launched beside the kernel's 4. Ragged
    sequence lengths: rows past seqlen are the next head's (masked in S)
    or zero past the tensor. With 8 warps beside a producer warpgroup, on
    sm_90a, setmaxnreg moves registers from the producer (40 per thread)
    to the consumers (232), whose warpgroups the emulator checks execute
    it together."""
    flags = [f"--warp-specialize={producer}"] if producer else []
    path = os.path.join(ROOT, "test", "Transforms", "Inputs", "attention_boxes.mlir")
    if warps != 4:
        with open(path) as f:
            text = f.read().replace("%scale: f32) {",
                                    f"%scale: f32) attributes {{num_warps = {warps} : i32}} {{")
        path = str(tmp_path / "attention_boxes.mlir")
        with open(path, "w") as f:
            f.write(text)
    ptx, remarks, meta = _translate_pipelined(tile_translate, path, target, stages, *flags)
    shared, threads = meta["dynamic_shared_bytes"], meta["threads_per_block"]
    assert "2 tile.load_box(es) through" in remarks
    assert remarks.count("B is read from its buffer: no staging") == 2
    assert ("warp-specialized:" in remarks) == bool(producer)
    assert threads == 32 * (warps + producer)
    budgets = producer == 4 and target == "sm_90a"
    assert ("setmaxnreg: the producer keeps 40 registers per thread, the consumers take 232"
            in remarks) == budgets
    assert ("setmaxnreg.dec.sync.aligned.u32 40;" in ptx) == budgets
    assert ("setmaxnreg.inc.sync.aligned.u32 232;" in ptx) == budgets
    # The rings and their mbarriers (a second ring of them warp-specialized).
    assert shared == stages * (2 * 8192 + 16 * (2 if producer else 1))
    got, want = _tma_attention(
        ptx, "attention_boxes", 64, threads, shared, seqlen, schedule, stages, seqlen + stages,
        lambda q, k, v, kmap, vmap, o, bh, scale: [q, kmap, vmap, o, seqlen, scale])
    np.testing.assert_allclose(got, want, atol=2e-2, rtol=2e-2)


def _tma_attention(ptx, kernel, block_m, threads, shared, seqlen, schedule, seed, data_seed,
                   arguments, causal=False, grid=None):
    """Attention PTX whose K and V come through tensor maps (head 64, 64-row
    boxes of the (2 heads * seqlen) x 64 matrices) on 2 heads in the
    emulator; `arguments(q, k, v, kmap, vmap, o, bh, scale)` lists the
    kernel's arguments; `grid` (default: a block per query block and head).
    Returns (output, NumPy's, causal or not)."""
    bh, head = 2, 64
    rng = np.random.default_rng(data_seed)
    (q_bits, q), (k_bits, k), (v_bits, v) = (_bf16(rng.standard_normal((bh, seqlen, head)))
                                             for _ in range(3))
    mem = ptxemu.Memory()
    gk, gv = mem.alloc(k_bits), mem.alloc(v_bits)
    enc = ptxemu.TensorMapEncoder()
    kmap, vmap = (enc.encode_2d(g, (head, bh * seqlen), (head * 2,), (64, 64)) for g in (gk, gv))
    o = mem.alloc(np.zeros((bh, seqlen, head), np.uint16))
    scale = 1.0 / np.sqrt(head)
    ptxemu.Module(ptx).launch(
        kernel, grid or ((seqlen + block_m - 1) // block_m, bh), (threads,),
        arguments(mem.alloc(q_bits), gk, gv, kmap, vmap, o, bh, scale),
        mem, shared_bytes=shared, schedule=schedule, seed=seed)
    got = (mem.read(o, (bh, seqlen, head), np.uint16).astype(np.uint32) << 16).view(np.float32)
    return got, _attention_reference(q, k, v, scale, causal)


@pytest.mark.parametrize("stages, seqlen, schedule, producer", [
    (3, 192, "random", 0), (2, 128, "min", 1), (3, 256, "random", 1)])
def test_generic_pipeliner_on_causal_attention_boxes(tile_translate, stages, seqlen, schedule,
                                                     producer):
    """test/Transforms/Inputs/attention_boxes_causal.mlir: causal attention
    whose diagonal key block alone masks S, in an scf.if inside the K/V
    loop (its result in the wgmma registers), pipelined (and
    warp-specialized) around it; seqlen a multiple of 64. The blocks before
    the diagonal take the branch that yields S unmasked."""
    flags = [f"--warp-specialize={producer}"] if producer else []
    path = os.path.join(ROOT, "test", "Transforms", "Inputs", "attention_boxes_causal.mlir")
    ptx, remarks, meta = _translate_pipelined(tile_translate, path, "sm_90a", stages, *flags)
    assert "2 tile.load_box(es) through" in remarks
    assert ("warp-specialized:" in remarks) == bool(producer)
    # The mask is behind a branch: the loop's selects of -inf are skipped
    # off the diagonal.
    assert re.search(r"@%p\d+ bra", ptx)
    got, want = _tma_attention(
        ptx, "attention_boxes_causal", 64, meta["threads_per_block"],
        meta["dynamic_shared_bytes"], seqlen, schedule, stages, seqlen + stages,
        lambda q, k, v, kmap, vmap, o, bh, scale: [q, kmap, vmap, o, seqlen, scale], causal=True)
    np.testing.assert_allclose(got, want, atol=2e-2, rtol=2e-2)


def _ping_pong_attention(ptx, threads, shared, seqlen, schedule, seed):
    """test/Transforms/Inputs/attention_tma_m128.mlir's PTX (128 query rows)
    in the emulator: (output, NumPy's)."""
    return _tma_attention(
        ptx, "attention_tma", 128, threads, shared, seqlen, schedule, seed, seqlen + seed,
        lambda q, k, v, kmap, vmap, o, bh, scale: [q, k, v, o, seqlen, bh, np.float32(scale),
                                                   kmap, vmap])


@pytest.mark.parametrize("seqlen, schedule, seed", [(200, "random", 1), (130, "min", 0),
                                                    (300, "random", 2)])
def test_ping_pong(tile_translate, seqlen, schedule, seed):
    """--warp-specialize=4 --ping-pong on the 128-row TMA attention: a
    producer warpgroup issues the copies, and the two consumer warpgroups
    take turns at each dot (named barriers 9 and 10: each waits at its own
    and passes the turn at the other's; warpgroup 1 passes warpgroup 0 the
    first turn, warpgroup 0 meets its barrier once more at the end). Each
    dot is issued async in its turn, which passes once it is issued
    (commit_group, then bar.arrive), and waited for after (wait_group 0).
    Under random schedules against NumPy; without the first turn passed, or
    with a warpgroup passing the turn to itself, the emulator finds the
    warpgroups waiting for each other; without the wait after the turn, it
    finds the softmax reading a wgmma in flight."""
    ptx, remarks, meta = _translate_pipelined(
        tile_translate, os.path.join(ROOT, "test", "Transforms", "Inputs",
                                     "attention_tma_m128.mlir"),
        "sm_90a", 3, "--warp-specialize=4", "--ping-pong")
    assert "its consumer warpgroups take turns at each of its dots" in remarks
    threads, shared = meta["threads_per_block"], meta["dynamic_shared_bytes"]
    assert threads == 384
    # Two dots in the loop: each warpgroup waits for two turns and passes two.
    assert ptx.count("bar.sync 9, 256;") == 3 and ptx.count("bar.sync 10, 256;") == 2
    assert ptx.count("bar.arrive 9, 256;") == 3 and ptx.count("bar.arrive 10, 256;") == 2
    # In the loop (after the first turn a warpgroup waits for): issued,
    # turn passed, then waited for.
    wait = "wgmma.wait_group.sync.aligned 0;"
    start = ptx.index("bar.sync 10, 256;")
    issued = ptx.index("wgmma.commit_group.sync.aligned;", start)
    waited = ptx.index(wait, issued)
    assert issued < ptx.index("bar.arrive", issued) < waited
    got, want = _ping_pong_attention(ptx, threads, shared, seqlen, schedule, seed)
    np.testing.assert_allclose(got, want, atol=2e-2, rtol=2e-2)
    no_wait = ptx[:waited] + ptx[waited + len(wait):]
    with pytest.raises(ptxemu.EmuError, match="in flight|wgmma"):
        _ping_pong_attention(no_wait, threads, shared, 200, "random", seed)
    first = ptx.index("bar.arrive 9, 256;")
    no_first_turn = ptx[:first] + ptx[first + len("bar.arrive 9, 256;"):]
    to_itself = ptx.replace("bar.arrive 10, 256;", "bar.arrive 9, 256;", 1)
    for bad in (no_first_turn, to_itself):
        with pytest.raises(ptxemu.EmuError, match="deadlock|arrived"):
            _ping_pong_attention(bad, threads, shared, 130, "random", seed)


@pytest.mark.parametrize("seqlen, schedule, seed, flags", [
    (200, "random", 1, ("--ping-pong",)), (130, "min", 0, ("--ping-pong",)),
    (64, "random", 2, ("--ping-pong",)), (300, "random", 3, ())])
def test_overlapped_dots(tile_translate, seqlen, schedule, seed, flags):
    """--overlap-dots on the 128-row TMA attention with a producer
    warpgroup: each consumer iteration issues S = Q K^T of its block with
    O += P V of the block before (both wgmma groups in flight), waits for S
    only (wait_group 1), runs the softmax while P V computes, then waits for
    O (wait_group 0); block 0's S runs before the loop and the last block's
    P V after it (seqlen 64: the loop runs no iteration). With and without
    ping-pong turns, under random schedules against NumPy. Without the
    wait for S the softmax reads registers of a wgmma in flight: the
    emulator stops it."""
    ptx, remarks, meta = _translate_pipelined(
        tile_translate, os.path.join(ROOT, "test", "Transforms", "Inputs",
                                     "attention_tma_m128.mlir"),
        "sm_90a", 3, "--warp-specialize=4", "--overlap-dots", *flags)
    assert "dots overlapped:" in remarks
    assert "wgmma.wait_group.sync.aligned 1;" in ptx
    threads, shared = meta["threads_per_block"], meta["dynamic_shared_bytes"]
    got, want = _ping_pong_attention(ptx, threads, shared, seqlen, schedule, seed)
    np.testing.assert_allclose(got, want, atol=2e-2, rtol=2e-2)
    no_wait = ptx.replace("wgmma.wait_group.sync.aligned 1;", "", 1)
    with pytest.raises(ptxemu.EmuError, match="in flight|wgmma"):
        _ping_pong_attention(no_wait, threads, shared, 200, "random", seed)


@pytest.mark.parametrize("seqlen, schedule, seed, flags", [
    (200, "random", 1, ("--ping-pong", "--overlap-dots")), (130, "min", 0, ("--overlap-dots",)),
    (300, "random", 2, ("--ping-pong",)), (64, "random", 3, ("--ping-pong", "--overlap-dots"))])
def test_persistent_attention(tile_translate, tmp_path, seqlen, schedule, seed, flags):
    """test/Transforms/Inputs/attention_tma_m128_persistent.mlir: the 128-row
    TMA attention as a persistent kernel (2 programs loop over the (query
    block, head) tiles) through the generic passes: the K/V rings shared by
    the tiles, the producer warpgroup's own loop over them, the consumer
    warpgroups' turns and overlapped dots inside their loop over tiles.
    Ragged seqlen (the last tile's rows masked; 64: one K/V block), under
    random schedules against NumPy."""
    tile_opt = os.path.join(os.path.dirname(tile_translate), "tile-opt")
    ws = " ping-pong" if "--ping-pong" in flags else ""
    passes = ["--tile-set-target=gpu-name=sm_90a", "--tile-lower-dot",
              "--tile-pipeline-loads=stages=3 remarks",
              f"--tile-warp-specialize=producer-warps=4{ws} remarks"]
    if "--overlap-dots" in flags:
        passes.append("--tile-overlap-dots=remarks")
    path = os.path.join(ROOT, "test", "Transforms", "Inputs", "attention_tma_m128_persistent.mlir")
    r = subprocess.run([tile_opt, *passes, path], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    assert "persistent: the loop over tiles around it shares the rings" in r.stderr
    assert ("take turns" in r.stderr) == bool(ws)
    assert ("dots overlapped" in r.stderr) == ("--overlap-dots" in flags)
    ir = tmp_path / "attention.mlir"
    ir.write_text(r.stdout)
    out = {}
    for emit in ("ptx", "metadata"):
        t = subprocess.run([tile_translate, "--gpu-name=sm_90a", f"--emit={emit}", str(ir),
                            "-o", "-"], capture_output=True, text=True)
        assert t.returncode == 0, t.stderr
        out[emit] = t.stdout
    meta = json.loads(out["metadata"])["kernels"][0]
    got, want = _tma_attention(
        out["ptx"], "attention_tma", 128, meta["threads_per_block"],
        meta["dynamic_shared_bytes"], seqlen, schedule, seed, seqlen + seed,
        lambda q, k, v, kmap, vmap, o, bh, scale: [q, k, v, o, seqlen, bh, np.float32(scale),
                                                   kmap, vmap, bh],
        grid=(2, 1))
    np.testing.assert_allclose(got, want, atol=2e-2, rtol=2e-2)


@pytest.mark.parametrize("name, causal, seqlen", [
    ("attention_boxes", False, 130), ("attention_boxes", False, 64),
    ("attention_boxes_causal", True, 128), ("attention_boxes_causal", True, 256)])
def test_overlapped_dots_one_warpgroup(tile_translate, name, causal, seqlen):
    """--overlap-dots beside one producer warp: one consumer warpgroup, no
    turns; ragged seqlen (masks on every block) and the causal mask in an
    scf.if between the dots (the diagonal block's), under a random
    schedule against NumPy."""
    ptx, remarks, meta = _translate_pipelined(
        tile_translate, os.path.join(ROOT, "test", "Transforms", "Inputs", name + ".mlir"),
        "sm_90a", 3, "--warp-specialize=1", "--overlap-dots")
    assert "dots overlapped:" in remarks
    assert "wgmma.wait_group.sync.aligned 1;" in ptx
    got, want = _tma_attention(
        ptx, name, 64, meta["threads_per_block"], meta["dynamic_shared_bytes"], seqlen,
        "random", 1, seqlen + 1,
        lambda q, k, v, kmap, vmap, o, bh, scale: [q, kmap, vmap, o, seqlen, scale],
        causal=causal)
    np.testing.assert_allclose(got, want, atol=2e-2, rtol=2e-2)


@pytest.mark.parametrize("target, seqlen, schedule, stages", [
    ("sm_80", 130, "min", 3), ("sm_80", 130, "random", 3), ("sm_80", 64, "random", 3),
    ("sm_90a", 130, "min", 3), ("sm_90a", 130, "random", 3), ("sm_90a", 64, "random", 3),
    ("sm_80", 130, "random", 1), ("sm_80", 200, "min", 1), ("sm_90a", 130, "random", 1)])
def test_generic_pipeliner_on_attention(tile_translate, target, seqlen, schedule, stages):
    """examples/attention.mlir with tile-translate --pipeline-loads=3: the
    key/value loop (two dots, the online softmax between) pipelined by the
    generic pass, K and V through 3-stage cp.async rings, both dots reading
    them where they lie (mma.sync with ldmatrix on sm_80; wgmma through
    swizzled descriptors on sm_90a, V MN-major, after a proxy fence); a
    ragged sequence length, against NumPy. With --pipeline-loads=1 one
    buffer each (FlashAttention-2's schedule): V's copy waited for before
    the second dot, the next K's copy issued after the first dot; random
    schedules let copies land late."""
    ptx, remarks, meta = _translate_pipelined(
        tile_translate, os.path.join(ROOT, "examples", "attention.mlir"), target, stages)
    shared = meta["dynamic_shared_bytes"]
    if stages == 1:
        assert "2 tile.load(s) through one cp.async buffer each" in remarks
        # K and V, one 64 x 64 bf16 tile each (and Q's staging before the loop).
        assert shared <= 3 * 8192 + 1024, shared
    else:
        assert "pipelined in the IR: 2 tile.load(s)" in remarks
    assert "cp.async.wait_group 1" in ptx
    if target == "sm_90a" and stages > 1:
        # The wait fences for the async proxy; K and V are never staged
        # from registers (the only st.shared are the copies' slow path and
        # Q's staging before the loop).
        assert re.search(r"cp\.async\.wait_group 1;(\s*// [a-z ]+asm)*\s*fence\.proxy\.async\.shared::cta;", ptx)
        assert ptx.count("wgmma.mma_async") == 8
    bh, head = 2, 64
    rng = np.random.default_rng(seqlen)
    q_bits, q = _bf16(rng.standard_normal((bh, seqlen, head)))
    k_bits, k = _bf16(rng.standard_normal((bh, seqlen, head)))
    v_bits, v = _bf16(rng.standard_normal((bh, seqlen, head)))
    mem = ptxemu.Memory()
    o = mem.alloc(np.zeros((bh, seqlen, head), np.uint16))
    scale = 1.0 / np.sqrt(head)
    ptxemu.Module(ptx).launch("attention", ((seqlen + 63) // 64, bh), (128,),
                              [mem.alloc(q_bits), mem.alloc(k_bits), mem.alloc(v_bits), o,
                               seqlen, scale], mem, shared_bytes=shared, schedule=schedule,
                              seed=2)
    got = (mem.read(o, (bh, seqlen, head), np.uint16).astype(np.uint32) << 16).view(np.float32)
    np.testing.assert_allclose(got, _attention_reference(q, k, v, scale), atol=2e-2, rtol=2e-2)


def test_python_compile_takes_pipeline_loads():
    """tile.compile(..., pipeline_loads=S) is tile-translate --pipeline-loads=S;
    a bad depth is a CompileError naming both spellings."""
    import tile
    path = os.path.join(ROOT, "test", "Transforms", "Inputs", "gemm_scaled.mlir")
    with open(path) as f:
        text = f.read()
    ptx = tile.compile(text, "sm_80", pipeline_loads=4)
    assert "cp.async.wait_group 2" in ptx and "ldmatrix" in ptx
    assert "cp.async.wait_group 2" not in tile.compile(text, "sm_80")
    with pytest.raises(tile.CompileError, match=r"--pipeline-loads \(pipeline_loads\) is 9"):
        tile.compile(text, "sm_80", pipeline_loads=9)
    with pytest.raises(tile.CompileError, match="pipeline_loads must be an int"):
        tile.compile(text, "sm_80", pipeline_loads=True)


def test_python_compile_takes_warp_specialize():
    """tile.compile(..., pipeline_loads=S, warp_specialize=P) is tile-translate
    --pipeline-loads=S --warp-specialize=P: the attention with TMA boxes
    launches 32 P threads more (reqntid, threads_per_block), its consumers
    meet at named barrier 8; bad values are CompileErrors naming both
    spellings."""
    import tile
    with open(os.path.join(ROOT, "test", "Transforms", "Inputs", "attention_boxes.mlir")) as f:
        text = f.read()
    ptx = tile.compile(text, "sm_90a", pipeline_loads=3, warp_specialize=2)
    assert ".reqntid 192" in ptx and "bar.sync 8, 128;" in ptx
    meta = json.loads(tile.compile(text, "sm_90a", emit="metadata", pipeline_loads=3,
                                   warp_specialize=1))
    assert meta["kernels"][0]["threads_per_block"] == 160
    assert "bar.sync 8" not in tile.compile(text, "sm_90a", pipeline_loads=3)
    with pytest.raises(tile.CompileError, match=r"give --pipeline-loads \(pipeline_loads\) too"):
        tile.compile(text, "sm_90a", warp_specialize=1)
    with pytest.raises(tile.CompileError, match=r"--warp-specialize \(warp_specialize\) is 5"):
        tile.compile(text, "sm_90a", pipeline_loads=3, warp_specialize=5)
    with pytest.raises(tile.CompileError, match="warp_specialize must be an int"):
        tile.compile(text, "sm_90a", pipeline_loads=3, warp_specialize=True)


def _scaled_gemm_kernel():
    import tile

    @tile.kernel
    def gemm_scaled(a: tile.ptr(tile.bfloat16), b: tile.ptr(tile.bfloat16),
                    s: tile.ptr(tile.float32), c: tile.ptr(tile.float32),
                    M: tile.int32, N: tile.int32, K: tile.int32,
                    BLOCK_M: tile.constexpr = 64, BLOCK_N: tile.constexpr = 64,
                    BLOCK_K: tile.constexpr = 32):
        pid_n = tile.program_id(0)
        pid_m = tile.program_id(1)
        rows = pid_m * BLOCK_M + tile.arange(0, BLOCK_M)
        cols = pid_n * BLOCK_N + tile.arange(0, BLOCK_N)
        ks = tile.arange(0, BLOCK_K)
        acc = tile.zeros((BLOCK_M, BLOCK_N), tile.float32)
        for k0 in range(0, K, BLOCK_K):
            k = k0 + ks
            a_tile = tile.load(a, rows[:, None] * K + k[None, :],
                               mask=(rows[:, None] < M) & (k[None, :] < K))
            b_tile = tile.load(b, k[:, None] * N + cols[None, :],
                               mask=(k[:, None] < K) & (cols[None, :] < N))
            scale = tile.load(s, (k0 // BLOCK_K) * N + cols, mask=cols < N)
            acc += tile.dot(a_tile, b_tile) * scale[None, :]
        tile.store(c, rows[:, None] * N + cols[None, :], acc,
                   mask=(rows[:, None] < M) & (cols[None, :] < N))

    return gemm_scaled


@pytest.mark.parametrize("schedule", ["min", "random"])
def test_dsl_kernel_compiled_with_pipeline_loads(schedule):
    """A DSL GEMM whose K loop also loads a scale row per iteration (which
    tile-pipeline's templates refuse) compiled with pipeline_loads=3: all
    three loads through cp.async rings, the dot reading A and B from theirs;
    masked sizes, against NumPy in the emulator."""
    kernel = _scaled_gemm_kernel()
    compiled = kernel.compile(target="sm_80", num_warps=4, pipeline_loads=3, cache=False)
    assert "cp.async.wait_group 1" in compiled.ptx and "ldmatrix" in compiled.ptx
    assert "cp.async.wait_group 1" not in kernel.compile(target="sm_80", num_warps=4,
                                                         cache=False).ptx
    assert compiled.options["pipeline_loads"] == 3
    m, n, k = 70, 90, 100
    rng = np.random.default_rng(11)
    a_bits, a, b_bits, b, s = _scaled_gemm_inputs(rng, m, n, k)
    mem = ptxemu.Memory()
    args = [mem.alloc(a_bits), mem.alloc(b_bits), mem.alloc(s),
            mem.alloc(np.zeros((m, n), np.float32)), m, n, k]
    ptxemu.Module(compiled.ptx).launch(compiled.name, ((n + 63) // 64, (m + 63) // 64), (128,),
                                       args, mem, shared_bytes=compiled.dynamic_shared_bytes,
                                       schedule=schedule, seed=4)
    np.testing.assert_allclose(mem.read(args[3], (m, n), np.float32),
                               _scaled_gemm_reference(a, b, s), rtol=1e-4, atol=1e-4)


@pytest.mark.parametrize("m, n, k", [(200, 70, 300), (33, 17, 7), (128, 64, 64)])
@pytest.mark.parametrize("stages, schedule", [(3, "random"), (4, "random"), (3, "min"),
                                              (2, "random")])
def test_generic_pipeliner_keeps_a_gemm_dot_in_flight(tile_translate, m, n, k, stages,
                                                      schedule):
    """examples/gemm_bf16.mlir on sm_90a through tile-opt
    --tile-pipeline-loads: with 3 stages or more the K loop's wgmma dot
    stays in flight across iterations (async, the previous one waited for
    with pending 1 right after it, the last after the loop) and the copies
    go stages - 2 iterations ahead, into the stage the dot of two
    iterations back read; 2 stages keep the dot synchronous. Masked M, N,
    K (K = 7: one iteration, mostly zero-filled; K = 300: 10 iterations,
    every stage refilled), random schedules of the warps."""
    ir, ptx, meta = _opt_then_translate(
        tile_translate, "sm_90a", ["--tile-lower-dot", f"--tile-pipeline-loads=stages={stages}"],
        os.path.join(ROOT, "examples", "gemm_bf16.mlir"))
    in_flight = stages >= 3
    ahead = stages - 2 if in_flight else stages - 1
    assert ir.count("tile.async_copy") == 2 * (ahead + 1)  # prologue + loop
    assert ("kind wgmma async" in ir) == in_flight
    assert f"cp.async.wait_group {ahead - 1};" in ptx
    assert ("wgmma.wait_group.sync.aligned 1;" in ptx) == in_flight
    shared = meta["dynamic_shared_bytes"]
    rng = np.random.default_rng(k + stages)
    a_bits, a = _bf16(rng.standard_normal((m, k)))
    b_bits, b = _bf16(rng.standard_normal((k, n)))
    mem = ptxemu.Memory()
    args = [mem.alloc(a_bits), mem.alloc(b_bits), mem.alloc(np.zeros((m, n), np.float32)),
            m, n, k]
    ptxemu.Module(ptx).launch("gemm_bf16", ((n + 63) // 64, (m + 127) // 128), (128,), args,
                              mem, shared_bytes=shared, schedule=schedule, seed=stages)
    np.testing.assert_allclose(mem.read(args[2], (m, n), np.float32),
                               a.astype(np.float64) @ b, rtol=1e-4, atol=1e-4)


@pytest.mark.parametrize("m, n, k, stages, schedule", [
    (130, 260, 200, 3, "random"), (64, 100, 40, 2, "min"), (200, 70, 136, 4, "random")])
def test_warp_specialized_gemm_keeps_its_dot_in_flight(tile_translate, m, n, k, stages,
                                                       schedule):
    """examples/gemm_bf16_tma.mlir through the generic passes (tile-opt
    --tile-pipeline-loads, --tile-warp-specialize with a producer
    warpgroup, --tile-overlap-dots): the consumers' one wgmma dot stays in
    flight across iterations (async, the previous one waited for with
    pending 1) and each stage is released one iteration later, after that
    wait; the last dot is waited for after the loop. Masked M, N and K
    (TMA zero-fills past the tensors), 2 to 4 stages, random schedules."""
    ir, ptx, meta = _opt_then_translate(
        tile_translate, "sm_90a",
        _ws_gemm_passes(stages),
        os.path.join(ROOT, "examples", "gemm_bf16_tma.mlir"))
    assert "kind wgmma async" in ir and "tile.dot_wait" in ir
    assert "wgmma.wait_group.sync.aligned 1;" in ptx
    mem, a, b, maps = _tma_gemm_inputs(k + stages, m, n, k)
    args = [*maps, mem.alloc(np.zeros((m, n), np.float32)), m, n, k]
    _launch_gemm_blocks(ptx, "gemm_bf16_tma", meta, args, mem, m, n, schedule, stages)
    np.testing.assert_allclose(mem.read(args[2], (m, n), np.float32),
                               a.astype(np.float64) @ b, rtol=1e-4, atol=1e-4)


def _run_int8_tma_gemm(ptx, meta, m, n, k, stages, schedule):
    """Runs examples/gemm_i8_tma.mlir's kernel (`ptx`) on random s8 A and B
    and checks C exactly against NumPy."""
    rng = np.random.default_rng(k + stages)
    a = rng.integers(-128, 128, (m, k), dtype=np.int8)
    b = rng.integers(-128, 128, (k, n), dtype=np.int8)
    mem = ptxemu.Memory()
    args = [*_tma_operands(mem, a, b, 128, 256), mem.alloc(np.zeros((m, n), np.int32)), m, n, k]
    _launch_gemm_blocks(ptx, "gemm_i8_tma", meta, args, mem, m, n, schedule, stages)
    np.testing.assert_array_equal(mem.read(args[2], (m, n), np.int32),
                                  a.astype(np.int64) @ b.astype(np.int64))


@pytest.mark.parametrize("m, n, k, stages, schedule", [
    (200, 150, 384, 4, "random"), (64, 100, 136, 3, "min")])
def test_warp_specialized_int8_gemm_reads_its_rings_in_place(tile_translate, m, n, k, stages,
                                                               schedule):
    """examples/gemm_i8_tma.mlir through the generic passes: the s8 wgmma
    reads A and B (N x K through tile.trans) where the rings hold them,
    K-major as 8-bit wgmma operands must be, so 4 stages of 48 KiB fit (they
    did not while both operands were staged again: 48 KiB more). Exact
    against NumPy (int32 accumulation), masked M, N and K."""
    ir, ptx, meta = _opt_then_translate(
        tile_translate, "sm_90a",
        _ws_gemm_passes(stages),
        os.path.join(ROOT, "examples", "gemm_i8_tma.mlir"))
    assert "kind wgmma async" in ir
    assert "wgmma.mma_async.sync.aligned.m64n256k32.s32.s8.s8" in ptx
    assert "st.shared" not in ptx  # nothing staged: operands read in place
    assert meta["dynamic_shared_bytes"] <= stages * 48 * 1024 + 1024
    _run_int8_tma_gemm(ptx, meta, m, n, k, stages, schedule)


@pytest.mark.parametrize("target, m, n, k, stages, producer", [
    ("sm_100a", 200, 150, 640, 4, 0), ("sm_110a", 64, 100, 136, 2, 4)])
def test_int8_gemm_with_tcgen05_through_the_generic_passes(tile_translate, target, m, n, k,
                                                           stages, producer):
    """examples/gemm_i8_tma.mlir on the targets with tcgen05 kind::i8
    (sm_100a, sm_110a) through the generic passes: s8 boxes read K-major in
    the rings, the s32 accumulator in tensor memory. Exact against NumPy,
    masked M, N and K, random schedules (tensor memory starts as garbage:
    the first MMA must overwrite it)."""
    ir, ptx, meta = _opt_then_translate(
        tile_translate, target, _ws_gemm_passes(stages, producer, overlap=False),
        os.path.join(ROOT, "examples", "gemm_i8_tma.mlir"))
    assert "!tile.tmem<128x256xi32>" in ir
    assert "tcgen05.mma.cta_group::1.kind::i8" in ptx
    _run_int8_tma_gemm(ptx, meta, m, n, k, stages, "random")


@pytest.mark.parametrize("target, m, n, k, stages, producer", [
    ("sm_100f", 150, 270, 520, 3, 0), ("sm_103a", 64, 100, 136, 2, 4)])
def test_fp8_gemm_with_tcgen05_through_the_generic_passes(tile_translate, target, m, n, k,
                                                          stages, producer):
    """examples/gemm_fp8_tma.mlir (e4m3 A and B stored N x K, boxes of 128
    bytes of K) through the generic tcgen05 path: kind::f8f6f4, 4 MMAs of
    K 32 per stage. Against NumPy on the e4m3 values, masked M, N, K,
    random schedules."""
    ir, ptx, meta = _opt_then_translate(
        tile_translate, target, _ws_gemm_passes(stages, producer, overlap=False),
        os.path.join(ROOT, "examples", "gemm_fp8_tma.mlir"))
    assert "tile.tmem_dot" in ir
    assert "tcgen05.mma.cta_group::1.kind::f8f6f4" in ptx
    rng = np.random.default_rng(k + stages)
    a_codes, a = ptxemu.fp8_bits(rng.standard_normal((m, k)))
    b_codes, b = ptxemu.fp8_bits(rng.standard_normal((k, n)))
    mem = ptxemu.Memory()
    args = [*_tma_operands(mem, a_codes, b_codes, 128, 256),
            mem.alloc(np.full((m, n), np.nan, np.float32)), m, n, k]
    _launch_gemm_blocks(ptx, "gemm_fp8_tma", meta, args, mem, m, n, "random", stages)
    np.testing.assert_allclose(mem.read(args[2], (m, n), np.float32),
                               a.astype(np.float64) @ b, rtol=1e-4, atol=1e-4)


@pytest.mark.parametrize("stages, producer, overlap, schedule", [
    (4, 4, True, "random"), (3, 0, False, "min"), (2, 4, False, "random")])
def test_persistent_gemm_drains_its_tma_stores_during_the_next_tile(
        tile_translate, stages, producer, overlap, schedule):
    """bench/gemm/kernels/gemm_bf16_tma_persistent_store.mlir (bf16 C through
    a TMA tensor map in a loop over tiles) through the generic passes:
    tile-allocate-shared keeps the stored tile's buffer its own for the
    loop and marks the store drains_later, so a tile's last copies still
    read shared memory while the next tile's K loop runs; its next store
    waits for them before writing the buffer, and a tile.tma_store_wait
    after the loop before the block exits. Two programs over nine tiles,
    masked edges, random schedules."""
    passes = _ws_gemm_passes(stages, producer, overlap)
    ir, ptx, meta = _opt_then_translate(
        tile_translate, "sm_90a", [*passes, "--tile-allocate-shared"],
        os.path.join(ROOT, "bench", "gemm", "kernels", "gemm_bf16_tma_persistent_store.mlir"))
    assert re.search(r"tile\.store_box .*drains_later", ir), ir
    assert re.search(r"\}\n\s*tile\.tma_store_wait\n", ir), ir
    # The store waits for the copies before writing its buffer, not after.
    assert "cp.async.bulk.wait_group.read" in ptx
    m, n, k = 300, 520, 200
    mem, a, b, maps = _tma_gemm_inputs(stages + producer, m, n, k)
    np_ = (n + 7) // 8 * 8  # C's rows: a multiple of 16 bytes
    c = mem.alloc(np.full((m, np_), 0x7fc0, np.uint16))  # bf16 NaN
    c_map = ptxemu.TensorMapEncoder().encode_2d(c, (n, m), (np_ * 2,), (64, 128))
    args = [*maps, c_map, m, n, k]
    ptxemu.Module(ptx).launch("gemm_bf16_tma_persistent_store", (2, 1),
                              (meta["threads_per_block"],), args, mem,
                              shared_bytes=meta["dynamic_shared_bytes"], schedule=schedule,
                              seed=stages)
    bits = mem.read(c, (m, np_), np.uint16)
    out = (bits.astype(np.uint32) << 16).view(np.float32)
    np.testing.assert_allclose(out[:, :n], a.astype(np.float64) @ b, rtol=1e-2, atol=1e-1)
    assert np.isnan(out[:, n:]).all()  # nothing written past N


CLUSTER_GEMMS = {
    # 1 x 2 clusters whose blocks compute the same columns of C: B shared
    # along y; whole clusters, two block rows of 128 per cluster.
    "cluster": ("examples/gemm_bf16_tma_cluster.mlir", "gemm_bf16_tma_cluster",
                lambda m, n: ((n + 255) // 256, 2 * ((m + 255) // 256))),
    # 2 x 2 clusters: A shared along x (a block row), B along y.
    "2x2": ("bench/gemm/kernels/gemm_bf16_tma_cluster2x2.mlir", "gemm_bf16_tma_cluster2x2",
            lambda m, n: (2 * ((n + 511) // 512), 2 * ((m + 255) // 256))),
    # Persistent: 2 clusters of 2 blocks (along x) over pairs of block rows,
    # the rings shared by the loop over tiles.
    "persistent": ("test/Conversion/TileToNV/Inputs/gemm_persistent_cluster_tma.mlir",
                   "gemm_persistent_cluster", lambda m, n: (4, 1, 1)),
}


@pytest.mark.parametrize("kernel, m, n, k, stages, overlap, schedule", [
    ("cluster", 130, 260, 200, 4, True, "random"), ("cluster", 70, 100, 136, 3, False, "min"),
    ("cluster", 256, 200, 72, 2, True, "random"), ("2x2", 200, 300, 136, 4, True, "lag"),
    ("persistent", 300, 260, 136, 4, True, "lag"), ("persistent", 130, 100, 72, 3, False, "min")])
def test_cluster_gemm_multicasts_its_shared_boxes(tile_translate, kernel, m, n, k, stages,
                                                  overlap, schedule):
    """examples/gemm_bf16_tma_cluster.mlir (1 x 2 clusters whose blocks
    compute the same columns of C), the 2 x 2 bench kernel and a persistent
    cluster GEMM through the generic passes: tile-warp-specialize proves
    which boxes the blocks of a group load alike, so block j mod G copies
    iteration j's box into all of them (.multicast::cluster with the group's
    CTA mask) while each copies the boxes it does not share; a stage is
    refilled once lane r of every consumer warp of every block has arrived
    in block r (mapa, release at cluster scope), and the cluster meets after
    the barriers' initialization and before it exits. Masked M, N and K,
    the clusters' blocks and warps in random orders. (Copies into the
    copier's block alone deadlock here; an "empty" count of one block's
    warps fails with random schedules.)"""
    src, name, grid = CLUSTER_GEMMS[kernel]
    ir, ptx, meta = _opt_then_translate(
        tile_translate, "sm_90a", _ws_gemm_passes(stages, overlap=overlap),
        os.path.join(ROOT, src))
    shared = len(re.findall(r"tile\.async_load_box %arg\d\[[^]]*\], .* if %\S+ multicast %", ir))
    assert shared == (2 if kernel == "2x2" else 1), ir
    assert re.search(r"tile\.barrier_arrive %\S+ cluster :", ir), ir
    assert ptx.count(".multicast::cluster") >= shared  # lines of 128 bytes: one copy a box
    assert "mbarrier.arrive.release.cluster.shared::cluster.b64" in ptx
    mem, a, b, maps = _tma_gemm_inputs(k + stages, m, n, k)
    args = [*maps, mem.alloc(np.zeros((m, n), np.float32)), m, n, k]
    ptxemu.Module(ptx).launch(name, grid(m, n), (meta["threads_per_block"],), args, mem,
                              shared_bytes=meta["dynamic_shared_bytes"], schedule=schedule,
                              seed=stages)
    np.testing.assert_allclose(mem.read(args[2], (m, n), np.float32),
                               a.astype(np.float64) @ b, rtol=1e-4, atol=1e-4)


@pytest.mark.parametrize("kernel, target, m, n, k, stages, producer, schedule", [
    ("cluster", "sm_100a", 130, 260, 200, 4, 1, "random"),
    ("cluster", "sm_100f", 70, 100, 136, 3, 4, "min"),
    ("cluster", "sm_100a", 256, 200, 328, 2, 1, "lag"),
    ("2x2", "sm_100a", 200, 300, 136, 4, 1, "lag"),
    ("persistent", "sm_100a", 300, 260, 136, 4, 1, "lag"),
    ("persistent", "sm_100f", 130, 100, 72, 3, 1, "min")])
def test_cluster_tcgen05_gemm_multicasts_its_shared_boxes(tile_translate, kernel, target, m, n,
                                                          k, stages, producer, schedule):
    """The cluster GEMMs above on tensor-memory targets through the generic
    passes: block j mod G of a group copies iteration j's shared box into
    all of them, and each block's MMAs commit the stage's release to every
    block of the cluster (tcgen05.commit .multicast::cluster), so a stage
    is refilled once the MMAs of every block that read it are done (its
    "empty" barrier counts one commit per block). The commits of the last
    stages land in other blocks asynchronously: the producer waits for
    them before it leaves (a block leaving first is an EmuError), and the
    cluster meets before the partitions and after them. The persistent
    kernel's producer issues the MMAs too, its refills multicast alike.
    (An "empty" count of 1 overflows; commits to the block's own barrier
    alone refill a stage another block still reads.)"""
    src, name, grid = CLUSTER_GEMMS[kernel]
    ir, ptx, meta = _opt_then_translate(
        tile_translate, target, _ws_gemm_passes(stages, producer, overlap=False),
        os.path.join(ROOT, src))
    assert re.search(r"tile\.tmem_commit %\S+ cluster :", ir), ir
    assert re.search(r"tile\.async_load_box %arg\d\[[^]]*\], .* if %\S+ multicast %", ir), ir
    assert "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster" \
        ".multicast::cluster.b64" in ptx
    assert ".multicast::cluster [" in ptx
    mem, a, b, maps = _tma_gemm_inputs(k + stages, m, n, k)
    args = [*maps, mem.alloc(np.full((m, n), np.nan, np.float32)), m, n, k]
    ptxemu.Module(ptx).launch(name, grid(m, n), (meta["threads_per_block"],), args, mem,
                              shared_bytes=meta["dynamic_shared_bytes"], schedule=schedule,
                              seed=stages + k)
    np.testing.assert_allclose(mem.read(args[2], (m, n), np.float32),
                               a.astype(np.float64) @ b, rtol=1e-4, atol=1e-4)


@pytest.mark.parametrize("target, m, n, k, stages, producer, schedule", [
    ("sm_100a", 130, 260, 200, 4, 0, "random"), ("sm_100f", 70, 100, 136, 3, 0, "min"),
    ("sm_100a", 256, 200, 520, 2, 0, "lag"), ("sm_100a", 40, 50, 0, 3, 0, "min"),
    ("sm_100a", 130, 260, 520, 4, 1, "lag"), ("sm_100f", 256, 200, 136, 2, 4, "random"),
    ("sm_100a", 70, 100, 200, 3, 1, "min")])
def test_cta_pair_gemm_through_the_generic_passes(tile_translate, target, m, n, k, stages,
                                                  producer, schedule):
    """examples/gemm_bf16_tcgen05_pair.mlir (cta_group = 2) through
    tile-pipeline-loads: each block copies its A box and half of the B
    box's rows (its N / 2 x K ring) onto the first block's "full"
    barriers, which that block alone arms for both blocks' bytes and waits
    on; its MMAs (M = 256) read both blocks' stages and commit each stage's
    release and "done" to both blocks; the second block refills its stages
    on those commits and waits for the last of them before it leaves. The
    tensor maps' B box is 128 rows (half the tile). Masked M, N and K (K =
    0: no MMA, C = 0), random schedules and a warp held back. (Without the
    pair's commits to both blocks the second block waits forever; an
    expect of one block's bytes completes the stage early, an EmuError.)
    With a producer partition (tile-warp-specialize, 1 or 4 warps) each
    block's producer waits for its stages' releases and copies, the first
    block's alone arming; the tensor memory is allocated before the pair
    meets and the pair meets around the partitions."""
    ir, ptx, meta = _opt_then_translate(
        tile_translate, target, _ws_gemm_passes(stages, producer, overlap=False),
        os.path.join(ROOT, "examples", "gemm_bf16_tcgen05_pair.mlir"))
    assert re.search(r"tile\.tmem_dot .* pair :", ir), ir
    assert re.search(r"tile\.tmem_commit %\S+ pair :", ir), ir
    # A and B of each prologue stage and of the refill (the producer's loop)
    copies = len(re.findall(r"tile\.async_load_box .* pair :", ir))
    assert copies == (2 if producer else 2 * (stages + 1)), ir
    assert ("tile.warp_specialize" in ir) == bool(producer)
    assert meta["threads_per_block"] == 256 + 32 * producer
    assert "tcgen05.mma.cta_group::2" in ptx and "tcgen05.alloc.cta_group::2" in ptx
    assert ".cta_group::2" in ptx[ptx.index("cp.async.bulk.tensor"):]
    rng = np.random.default_rng(k + stages)
    a_bits, a = _bf16(rng.standard_normal((m, k)))
    b_bits, b = _bf16(rng.standard_normal((k, n)))
    mem = ptxemu.Memory()
    maps = _tma_operands(mem, a_bits, b_bits, 128, 128)
    args = [*maps, mem.alloc(np.full((m, n), np.nan, np.float32)), m, n, k]
    ptxemu.Module(ptx).launch("gemm_bf16_tcgen05_pair", ((n + 255) // 256, 2 * ((m + 255) // 256)),
                              (meta["threads_per_block"],), args, mem,
                              shared_bytes=meta["dynamic_shared_bytes"], schedule=schedule,
                              seed=stages + k)
    np.testing.assert_allclose(mem.read(args[2], (m, n), np.float32),
                               a.astype(np.float64) @ b, rtol=1e-4, atol=1e-4)


@pytest.mark.parametrize("target, m, n, k, stages, producer, schedule", [
    ("sm_90", 130, 260, 200, 4, 4, "lag"), ("sm_90", 70, 100, 136, 3, 0, "min"),
    ("sm_120a", 200, 100, 136, 2, 4, "random")])
def test_tma_gemm_with_mma_sync_through_the_generic_passes(tile_translate, target, m, n, k,
                                                           stages, producer, schedule):
    """examples/gemm_bf16_tma.mlir where there is no wgmma (sm_90, sm_120a):
    the same TMA rings and producer warpgroup, the consumers' mma.sync
    reading A and B from the rings with ldmatrix (the 128-byte swizzle TMA
    wrote), each stage released after the iteration that read it. What
    tile-pipeline's TMA + mma.sync template does, as IR; sm_120a's 99 KiB
    hold 2 stages of 48 KiB. Masked M, N and K, random schedules."""
    ir, ptx, meta = _opt_then_translate(
        tile_translate, target, _ws_gemm_passes(stages, producer, overlap=False),
        os.path.join(ROOT, "examples", "gemm_bf16_tma.mlir"))
    assert ("tile.warp_specialize" in ir) == bool(producer)
    assert "mma.sync.aligned.m16n8k16" in ptx and "ldmatrix" in ptx
    assert "wgmma" not in ptx and "st.shared" not in ptx  # read where TMA put them
    mem, a, b, maps = _tma_gemm_inputs(k + stages, m, n, k)
    args = [*maps, mem.alloc(np.zeros((m, n), np.float32)), m, n, k]
    _launch_gemm_blocks(ptx, "gemm_bf16_tma", meta, args, mem, m, n, schedule, stages)
    np.testing.assert_allclose(mem.read(args[2], (m, n), np.float32),
                               a.astype(np.float64) @ b, rtol=1e-4, atol=1e-4)


@pytest.mark.parametrize("target, m, n, k, stages, producer, schedule", [
    ("sm_100a", 130, 260, 600, 4, 0, "random"), ("sm_100f", 70, 100, 136, 2, 0, "min"),
    ("sm_110a", 128, 256, 520, 3, 0, "lag"), ("sm_100a", 40, 50, 0, 4, 0, "min"),
    ("sm_100a", 130, 260, 600, 4, 4, "random"), ("sm_103f", 200, 100, 392, 2, 1, "lag"),
    ("sm_100a", 40, 50, 0, 3, 4, "random")])
def test_tma_gemm_with_tcgen05_through_the_generic_passes(tile_translate, target, m, n, k,
                                                          stages, producer, schedule):
    """examples/gemm_bf16_tma.mlir on tensor-memory targets through
    tile-pipeline-loads: TMA rings, the accumulator in tensor memory
    (tile.tmem_alloc), each iteration's MMAs (tile.tmem_dot) reading the
    stages where TMA put them and committed to the stage's "empty"
    mbarrier, the stage of the iteration before refilled once its MMAs are
    done; the result read back once after the loop. What tile-pipeline's
    tcgen05 template does, as IR. Masked M, N and K (K = 0: no MMA, C = 0;
    K past the stages: refills), random schedules (a stage refilled before
    its MMAs completed is an EmuError). With a producer partition
    (tile-warp-specialize, 1 or 4 warps) the producer waits for each
    stage's commit and refills it, the kernel's warps issue the MMAs and
    read the result. Only the issuing thread waits for the stages: under
    the "lag" schedule (a warp held back) a warp that waited too fell two
    phases behind the refills and hung."""
    ir, ptx, meta = _opt_then_translate(
        tile_translate, target, _ws_gemm_passes(stages, producer, overlap=False),
        os.path.join(ROOT, "examples", "gemm_bf16_tma.mlir"))
    assert "tile.tmem_dot" in ir and "tile.tmem_commit" in ir
    assert ("tile.warp_specialize" in ir) == bool(producer)
    assert meta["threads_per_block"] == 256 + 32 * producer
    assert "tcgen05.mma.cta_group::1.kind::f16" in ptx and "tcgen05.commit" in ptx
    assert "st.shared" not in ptx  # read where TMA put them
    mem, a, b, maps = _tma_gemm_inputs(k + stages, m, n, k)
    args = [*maps, mem.alloc(np.full((m, n), np.nan, np.float32)), m, n, k]
    _launch_gemm_blocks(ptx, "gemm_bf16_tma", meta, args, mem, m, n, schedule, stages)
    np.testing.assert_allclose(mem.read(args[2], (m, n), np.float32),
                               a.astype(np.float64) @ b, rtol=1e-4, atol=1e-4)


@pytest.mark.parametrize("target, m, n, k, stages, producer, schedule", [
    ("sm_100a", 300, 520, 200, 4, 0, "lag"), ("sm_100f", 300, 520, 200, 3, 1, "random"),
    ("sm_103f", 260, 300, 72, 2, 4, "min"), ("sm_100a", 130, 260, 0, 2, 0, "random"),
    ("sm_110a", 300, 520, 520, 3, 4, "lag")])
def test_persistent_tma_gemm_with_tcgen05_through_the_generic_passes(
        tile_translate, target, m, n, k, stages, producer, schedule):
    """examples/gemm_bf16_tma_persistent.mlir on tensor-memory targets
    through the generic passes: the rings, their mbarriers and the
    accumulator in tensor memory are set up once for all tiles, stage and
    phase counting on from tile to tile; each tile waits for its MMAs'
    "done" commit in phase t mod 2, reads the accumulator back, and meets
    the block before the next tile's MMAs overwrite it (tcgen05 fences
    around that barrier). With a producer, it issues the copies and the
    MMAs in its own loop over the tiles: the consumers read each tile back,
    release the accumulator (an mbarrier the producer waits on before the
    next tile's MMAs) and store it while the producer runs on. Two programs over the tiles; K not a multiple of the
    stages (phases change within tiles), K = 0 (no MMA: C = 0), masked
    edges; random schedules (a stage refilled before its MMAs completed, or
    an accumulator read before they did, is an EmuError or NaNs), and
    "lag" (a warp held back: without the barrier between a tile's
    read-back and the next tile's MMAs it falls behind, hangs or reads the
    next tile's sums)."""
    ir, ptx, meta = _opt_then_translate(
        tile_translate, target, _ws_gemm_passes(stages, producer, overlap=False),
        os.path.join(ROOT, "examples", "gemm_bf16_tma_persistent.mlir"))
    # One accumulator before the loop over tiles (both partitions'), freed
    # after the (consumers') loop.
    consumers = ir[ir.index("} consumers {"):] if producer else ir
    assert ir.index("tile.tmem_alloc") < ir.index("scf.for"), ir
    assert consumers.rindex("tile.tmem_dealloc") > consumers.rindex("scf.yield"), ir
    assert ir.count("tile.tmem_alloc") == 1 and ir.count("tile.tmem_dealloc") == 1
    assert "tile.barrier_init" in ir[:ir.index("iter_args(")]
    if producer:
        # The producer issues the copies and the MMAs; the consumers read
        # each tile back and release the accumulator.
        producer_part = ir[ir.index("tile.warp_specialize"):ir.index("} consumers {")]
        assert producer_part.count("scf.for") == 2, producer_part  # tiles, then iterations
        assert "tile.tmem_dot" in producer_part and "tile.tmem_dot" not in consumers
        assert "tile.barrier_arrive" in consumers and "tile.tmem_load" in consumers
    assert meta["threads_per_block"] == 256 + 32 * producer
    # The read-back fenced before the threads' synchronization, the MMAs
    # after it.
    assert "tcgen05.fence::before_thread_sync" in ptx and "tcgen05.fence::after_thread_sync" in ptx
    mem, a, b, maps = _tma_gemm_inputs(k + stages, m, n, k)
    args = [*maps, mem.alloc(np.full((m, n), np.nan, np.float32)), m, n, k]
    ptxemu.Module(ptx).launch("gemm_bf16_tma_persistent", (2, 1),
                              (meta["threads_per_block"],), args, mem,
                              shared_bytes=meta["dynamic_shared_bytes"], schedule=schedule,
                              seed=stages + k)
    np.testing.assert_allclose(mem.read(args[2], (m, n), np.float32),
                               a.astype(np.float64) @ b, rtol=1e-4, atol=1e-4)


@pytest.mark.parametrize("m, n, k, stages, schedule, producer", [
    (300, 520, 200, 4, "random", 0), (520, 260, 328, 3, "lag", 0), (130, 100, 0, 2, "min", 0),
    (260, 300, 72, 2, "min", 0), (300, 520, 200, 4, "random", 1), (520, 260, 328, 3, "lag", 1),
    (130, 100, 0, 2, "min", 1), (260, 300, 136, 2, "random", 1)])
def test_persistent_cta_pair_gemm_through_the_generic_passes(tile_translate, m, n, k, stages,
                                                             schedule, producer):
    """test/Conversion/TileToNV/Inputs/gemm_persistent_pair.mlir (a loop
    over tiles that both blocks of each pair run alike, cta_group = 2)
    through tile-pipeline-loads: the rings, their barriers and the
    accumulator set up once, stage and phase counting on from tile to
    tile; the pair meets (barrier.cluster) after each tile's read-back,
    before the first block's next MMAs overwrite both blocks' tensor
    memory; each block waits for the last releases of all tiles before
    leaving. Two clusters over the tiles; K not a multiple of the stages,
    K = 0; random schedules and a warp held back. (A block barrier instead
    of the pair's meeting lets the first block's MMAs overwrite the
    second's accumulator before it is read back.)

    With a producer warp (tile-warp-specialize) the first block's producer
    issues the MMAs into two accumulators, tile t into t mod 2, once the
    consumers of both blocks released it (one arrival a warp on the first
    block's mbarrier, which counts both blocks' warps), and commits each
    tile to both blocks' "done"; the pair meets only around the partitions.
    (An "accEmpty" counting one block's warps completes twice a round, and
    the MMAs' parity waits on it lose count: a deadlock.)"""
    ir, ptx, meta = _opt_then_translate(
        tile_translate, "sm_100a", _ws_gemm_passes(stages, producer, overlap=False),
        os.path.join(ROOT, "test", "Conversion", "TileToNV", "Inputs",
                     "gemm_persistent_pair.mlir"))
    assert re.search(r"tile\.tmem_dot .* pair fenced :", ir), ir  # read back and rewritten
    # setup, each tile, the end; with a producer: around the partitions
    assert ir.count("tile.cluster_wait") == (2 if producer else 3), ir
    assert bool(re.search(r"tile\.barrier_arrive %\S+ pair :", ir)) == bool(producer), ir
    assert meta["threads_per_block"] == 256 + 32 * producer
    rng = np.random.default_rng(k + stages)
    a_bits, a = _bf16(rng.standard_normal((m, k)))
    b_bits, b = _bf16(rng.standard_normal((k, n)))
    mem = ptxemu.Memory()
    maps = _tma_operands(mem, a_bits, b_bits, 128, 128)
    args = [*maps, mem.alloc(np.full((m, n), np.nan, np.float32)), m, n, k]
    ptxemu.Module(ptx).launch("gemm_persistent_pair", (4, 1, 1), (meta["threads_per_block"],),
                              args, mem, shared_bytes=meta["dynamic_shared_bytes"],
                              schedule=schedule, seed=k + stages)
    np.testing.assert_allclose(mem.read(args[2], (m, n), np.float32),
                               a.astype(np.float64) @ b, rtol=1e-4, atol=1e-4)


@pytest.mark.parametrize("m, n, k, stages, schedule", [
    (256, 512, 200, 4, "random"), (512, 256, 72, 2, "min")])
def test_cta_pair_gemm_kn_through_the_generic_passes(tile_translate, m, n, k, stages, schedule):
    """test/Conversion/TileToNV/Inputs/gemm_pair_kn.mlir (cta_group = 2, B
    row-major K x N: a 64 x 256 box of four 128-byte slabs) through
    tile-pipeline-loads: each block of the pair copies two slabs (columns
    r N/2 on) into its 64 x 128 ring onto the first block's barriers, whose
    MMAs read B MN-major from both blocks. Whole blocks of C (the kernel's
    store is unmasked), K masked."""
    ir, ptx, meta = _opt_then_translate(
        tile_translate, "sm_100a", _ws_gemm_passes(stages, 0, overlap=False),
        os.path.join(ROOT, "test", "Conversion", "TileToNV", "Inputs", "gemm_pair_kn.mlir"))
    assert re.search(r"tile\.tmem_dot .* pair : .*, !tile\.buffer<64x128xbf16", ir), ir
    mem, a, b, maps = _tma_kn_gemm_inputs(k, m, n, k)
    args = [*maps, mem.alloc(np.full((m, n), np.nan, np.float32)), m, n, k]
    ptxemu.Module(ptx).launch("gemm_pair_kn", (m // 128, n // 256), (meta["threads_per_block"],),
                              args, mem, shared_bytes=meta["dynamic_shared_bytes"],
                              schedule=schedule, seed=k)
    np.testing.assert_allclose(mem.read(args[2], (m, n), np.float32),
                               a.astype(np.float64) @ b, rtol=1e-4, atol=1e-4)


@pytest.mark.parametrize("target, m, n, k, stages, producer", [
    ("sm_100a", 130, 264, 520, 4, 0), ("sm_100f", 70, 96, 136, 2, 4)])
def test_tma_gemm_kn_with_tcgen05_through_the_generic_passes(tile_translate, target, m, n, k,
                                                             stages, producer):
    """examples/gemm_bf16_tma_kn.mlir (B row-major, K x N: its 64 x 256
    box lands as 4 slabs of 64 columns) on tensor-memory targets through
    the generic passes: tile.tmem_dot reads B MN-major (the transpose-B
    bit, a slab of K lines between slabs). Masked M, N, K; random
    schedules."""
    ir, ptx, meta = _opt_then_translate(
        tile_translate, target, _ws_gemm_passes(stages, producer, overlap=False),
        os.path.join(ROOT, "examples", "gemm_bf16_tma_kn.mlir"))
    assert "tile.tmem_dot" in ir and "transpose_b" not in ir
    mem, a, b, maps = _tma_kn_gemm_inputs(k, m, n, k)
    args = [*maps, mem.alloc(np.full((m, n), np.nan, np.float32)), m, n, k]
    ptxemu.Module(ptx).launch("gemm_bf16_tma_kn", ((n + 255) // 256, (m + 127) // 128),
                              (meta["threads_per_block"],), args, mem,
                              shared_bytes=meta["dynamic_shared_bytes"], schedule="random",
                              seed=k)
    np.testing.assert_allclose(mem.read(args[2], (m, n), np.float32),
                               a.astype(np.float64) @ b, rtol=1e-4, atol=1e-4)


@pytest.mark.parametrize("causal, seqlen", [(False, 77), (True, 130)])
def test_head_256_attention_on_sm_80_with_one_buffer_per_load(causal, seqlen):
    """examples/python/attention.py at head 256 on sm_80 (8 warps): two
    stages of K and V (128 KiB) do not fit beside Q and the staging, so by
    default K and V are loaded into registers in every iteration. With
    pipeline_loads=1 each gets one cp.async buffer (64 KiB together):
    V's copy lands during S = Q K^T, the next K's during P V
    (FlashAttention-2's schedule), without spills. Against NumPy, random
    schedules."""
    sys.path.insert(0, os.path.join(ROOT, "examples", "python"))
    import attention as example
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        compiled = example.attention.compile("sm_80", num_warps=8, cache=False, HEAD=256,
                                             CAUSAL=causal, remarks=True, pipeline_loads=1)
    assert any("through one cp.async buffer each" in str(w.message) for w in caught)
    assert compiled.dynamic_shared_bytes == 2 * 64 * 256 * 2  # K and V, one block each
    bh, head = 2, 256
    rng = np.random.default_rng(seqlen)
    (q_bits, q), (k_bits, k), (v_bits, v) = (
        _bf16(rng.standard_normal((bh, seqlen, head))) for _ in range(3))
    mem = ptxemu.Memory()
    o = mem.alloc(np.zeros((bh, seqlen, head), np.uint16))
    scale = 1.0 / np.sqrt(head)
    ptxemu.Module(compiled.ptx).launch(
        "attention", ((seqlen + 63) // 64, bh), (256,),
        [mem.alloc(q_bits), mem.alloc(k_bits), mem.alloc(v_bits), o, seqlen, np.float32(scale)],
        mem, shared_bytes=compiled.dynamic_shared_bytes, schedule="random", seed=seqlen)
    got = (mem.read(o, (bh, seqlen, head), np.uint16).astype(np.uint32) << 16).view(np.float32)
    want = example.reference(q.astype(np.float64), k, v, scale, causal)
    np.testing.assert_allclose(got, want, atol=2e-2, rtol=2e-2)


@pytest.mark.parametrize("kernel, target, m, n, k, schedule", [
    ("gemm_bf16_tma", "sm_100a", 130, 260, 600, "random"),
    ("gemm_bf16_tma", "sm_103a", 40, 50, 0, "min"),
    ("gemm_bf16_tma_kn", "sm_100f", 200, 136, 200, "lag"),
    ("gemm_outer_loop", "sm_100a", 130, 260, 328, "random"),
    ("gemm_persistent_bias", "sm_100a", 300, 520, 200, "random"),
    ("gemm_persistent_bias", "sm_110f", 130, 100, 72, "lag"),
    ("gemm_persistent_pair", "sm_100a", 300, 520, 200, "random"),
    ("gemm_persistent_pair", "sm_100a", 130, 100, 0, "lag")])
def test_tile_translate_hands_tma_tcgen05_loops_to_the_generic_passes(
        tile_translate, kernel, target, m, n, k, schedule):
    """What a user compiling a TMA tcgen05 GEMM gets from tile-translate
    without pass flags: tile-pipeline plans the stages and a producer warp,
    tile-pipeline-loads writes the rings and the accumulator in tensor
    memory, tile-warp-specialize the producer (in a loop over tiles it
    issues the MMAs too, into two accumulators; over CTA pairs the first
    block's). The block is the kernel's warps and that one (the metadata
    says so). Examples and lit inputs: a plain GEMM (B N x K and K x N),
    one whose K loop is inside a loop carrying its result (the read-back
    carried in its own layout, nothing through shared memory), a
    persistent GEMM with a bias epilogue stored through a TMA tensor map,
    and the persistent CTA-pair GEMM. Masked edges, K = 0, random
    schedules and a warp held back."""
    paths = {
        "gemm_bf16_tma": os.path.join(ROOT, "examples", "gemm_bf16_tma.mlir"),
        "gemm_bf16_tma_kn": os.path.join(ROOT, "examples", "gemm_bf16_tma_kn.mlir"),
        "gemm_outer_loop": os.path.join(ROOT, "test", "Conversion", "TileToNV", "Inputs",
                                        "gemm_outer_loop_tma.mlir"),
        "gemm_persistent_bias": os.path.join(ROOT, "test", "Conversion", "TileToNV", "Inputs",
                                             "gemm_persistent_bias.mlir"),
        "gemm_persistent_pair": os.path.join(ROOT, "test", "Conversion", "TileToNV", "Inputs",
                                             "gemm_persistent_pair.mlir"),
    }
    ptx, remarks, meta = _translate_default(tile_translate, paths[kernel], target)
    assert "pipelined: TMA + tcgen05" in remarks and "warp-specialized: 1 producer" in remarks
    assert meta["threads_per_block"] == 256 + 32
    seed = k + m
    if kernel == "gemm_bf16_tma_kn":
        mem, a, b, maps = _tma_kn_gemm_inputs(seed, m, n, k)
    elif kernel == "gemm_persistent_pair":
        rng = np.random.default_rng(seed)
        a_bits, a = _bf16(rng.standard_normal((m, k)))
        b_bits, b = _bf16(rng.standard_normal((k, n)))
        mem = ptxemu.Memory()
        maps = _tma_operands(mem, a_bits, b_bits, 128, 128)
    else:
        mem, a, b, maps = _tma_gemm_inputs(seed, m, n, k)
    want = a.astype(np.float64) @ b
    if kernel == "gemm_persistent_bias":
        bias = np.random.default_rng(seed).standard_normal(n).astype(np.float32)
        np_ = (n + 7) // 8 * 8  # C's rows: a multiple of 16 bytes
        c = mem.alloc(np.full((m, np_), 0x7fc0, np.uint16))  # bf16 NaN
        c_map = ptxemu.TensorMapEncoder().encode_2d(c, (n, m), (np_ * 2,), (64, 128))
        args = [*maps, c_map, m, n, k, mem.alloc(bias)]
        ptxemu.Module(ptx).launch(kernel, (2, 1), (meta["threads_per_block"],), args, mem,
                                  shared_bytes=meta["dynamic_shared_bytes"],
                                  schedule=schedule, seed=seed)
        out = (mem.read(c, (m, np_), np.uint16).astype(np.uint32) << 16).view(np.float32)
        np.testing.assert_allclose(out[:, :n], np.maximum(want + bias, 0), rtol=1e-2, atol=1e-1)
        assert np.isnan(out[:, n:]).all()  # nothing written past N
        return
    args = [*maps, mem.alloc(np.full((m, n), np.nan, np.float32)), m, n, k]
    if kernel == "gemm_persistent_pair":
        ptxemu.Module(ptx).launch(kernel, (4, 1, 1), (meta["threads_per_block"],), args, mem,
                                  shared_bytes=meta["dynamic_shared_bytes"],
                                  schedule=schedule, seed=seed)
    else:
        _launch_gemm_blocks(ptx, kernel, meta, args, mem, m, n, schedule, seed)
    np.testing.assert_allclose(mem.read(args[2], (m, n), np.float32), want,
                               rtol=1e-4, atol=1e-4)
