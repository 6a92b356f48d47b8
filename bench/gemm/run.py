#!/usr/bin/env python3
"""tile GEMM benchmark, GPU side.

Loads the PTX that bench/gemm/prepare.sh compiled on the CPU machine,
checks numerics against a float32 reference, and times tile, torch.matmul
(cuBLAS) and a Triton matmul in the same run on the same inputs. Prints the
ratio tile / cuBLAS per shape and writes bench/results/<gpu>-<date>.json and
a PNG plot. Exits 0 with a message where there is no GPU.

Variants (--variants, default all in the manifest; bench/gemm/README.md):
  tile      examples/gemm_bf16.mlir: C = A @ B with B row-major K x N, plain
            pointer arguments; every target (on sm_90a a cp.async + wgmma
            pipeline in dynamic shared memory: the manifest's
            dynamic_shared_bytes).
  tile_dsl_plain_128x256, tile_dsl_plain_128x128  the same with Triton's
            matmul tutorial written in the DSL (bench/gemm/dsl_kernels.py),
            grouped block order, 8 warps: what a Triton-style kernel gets.
  tile_cp_async  the same kernel built for sm_90a with mma.sync: the
            cp.async pipeline of the mma.sync targets (sm_80 .. sm_120).
  tile_tma  examples/gemm_bf16_tma.mlir, Hopper (sm_90a, compute capability
            9.0) only: C = A @ Bt^T with Bt row-major N x K, read through two
            CUtensorMaps (cuTensorMapEncodeTiled, via cuda-python, else
            libcuda through ctypes) passed by value; launch shape, shared
            memory and parameter layout come from the metadata JSON that
            prepare.sh wrote beside the PTX.

  python3 bench/gemm/run.py [--sizes 1024,2048,4096,8192] [--quick]
        [--variants tile,tile_tma] [--tma-args params|extra]
        [--tma-encoder auto|cuda-python|ctypes] [--timeout 60]
"""
import argparse
import ctypes
import datetime
import json
import math
import os
import re
import struct
import sys
import time
import traceback

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.dirname(HERE))
import benchlib  # noqa: E402  (bench/benchlib.py)

# Boxes of the two tensor maps of the TMA kernels, innermost dimension
# first: their tile.load_box ops read 128 bytes of K (the width of the 128B
# swizzle: 64 bf16 or 128 fp8 elements) by the block's 128 rows of A / 256
# rows of Bt.
TMA_BOX_BYTES = 128
TMA_BOX_A = (64, 128)   # bf16
TMA_BOX_B = (64, 256)

# cuda.h values (CUDA 12.0 .. 13.x), used by the ctypes encoder and to check
# the enum members that cuda-python hands back.
CU_TENSOR_MAP_DATA_TYPE_BFLOAT16 = 9
CU_TENSOR_MAP_DATA_TYPE_FLOAT32 = 7
CU_TENSOR_MAP_DATA_TYPE_UINT8 = 0  # fp8 (e4m3) travels as bytes
CU_TENSOR_MAP_INTERLEAVE_NONE = 0
CU_TENSOR_MAP_SWIZZLE_64B = 2
CU_TENSOR_MAP_SWIZZLE_128B = 3
CU_TENSOR_MAP_L2_PROMOTION_L2_256B = 3
CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE = 0
CU_LAUNCH_PARAM_END = 0
CU_LAUNCH_PARAM_BUFFER_POINTER = 1
CU_LAUNCH_PARAM_BUFFER_SIZE = 2


def parse_shapes(args):
    shapes = [(int(s),) * 3 for s in args.sizes.split(",") if s.strip()]
    for spec in filter(None, args.skinny.split(",")):
        m, n, k = map(int, spec.lower().split("x"))
        shapes.append((m, n, k))
    return shapes


def target_for(capability):
    major, minor = capability
    cc = major * 10 + minor
    # Arch-specific builds run only on their own arch: prefer them there.
    return {90: ["sm_90a", "sm_90"], 100: ["sm_100a", "sm_100f", "sm_100"],
            120: ["sm_120a", "sm_120f", "sm_120"]}.get(cc, ["sm_%d" % cc, "sm_80"])


def triton_matmul():
    """A standard Triton matmul (bf16 in, fp32 accumulate) as the second
    baseline; returns None when Triton is missing."""
    try:
        import triton
        import triton.language as tl
    except ImportError:
        return None

    @triton.jit
    def kernel(a, b, c, M, N, K, sam, sak, sbk, sbn, scm, scn,
               BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr,
               GROUP: tl.constexpr):
        pid = tl.program_id(0)
        num_m = tl.cdiv(M, BM)
        num_n = tl.cdiv(N, BN)
        group = pid // (GROUP * num_n)
        first_m = group * GROUP
        size_m = min(num_m - first_m, GROUP)
        pm = first_m + (pid % (GROUP * num_n)) % size_m
        pn = (pid % (GROUP * num_n)) // size_m
        rm = pm * BM + tl.arange(0, BM)
        rn = pn * BN + tl.arange(0, BN)
        rk = tl.arange(0, BK)
        acc = tl.zeros((BM, BN), dtype=tl.float32)
        for k0 in range(0, tl.cdiv(K, BK)):
            kk = k0 * BK + rk
            ta = tl.load(a + rm[:, None] * sam + kk[None, :] * sak,
                         mask=(rm[:, None] < M) & (kk[None, :] < K), other=0.0)
            tb = tl.load(b + kk[:, None] * sbk + rn[None, :] * sbn,
                         mask=(kk[:, None] < K) & (rn[None, :] < N), other=0.0)
            acc = tl.dot(ta, tb, acc)
        tl.store(c + rm[:, None] * scm + rn[None, :] * scn,
                 acc.to(c.dtype.element_ty),
                 mask=(rm[:, None] < M) & (rn[None, :] < N))

    def run(a, b, c):
        M, K = a.shape
        N = b.shape[1]
        grid = (triton.cdiv(M, 128) * triton.cdiv(N, 256),)
        return kernel[grid](a, b, c, M, N, K, a.stride(0), a.stride(1), b.stride(0),
                            b.stride(1), c.stride(0), c.stride(1), BM=128, BN=256,
                            BK=64, GROUP=8, num_warps=8, num_stages=3)
    return run


# --------------------------------------------------------------------------
# TMA variant: metadata, parameter packing, tensor-map encoding. None of this
# needs a GPU (the encoders need libcuda), so it can be checked anywhere.

class KernelHang(RuntimeError):
    pass


class EncodeError(RuntimeError):
    """cuTensorMapEncodeTiled returned an error: that shape is skipped."""


_PTX_ELEM_BYTES = {"8": 1, "16": 2, "32": 4, "64": 8}


def ptx_entry_params(ptx, name):
    """[(declared align or None, size in bytes)] of the .param list of
    `.entry name` in the PTX text."""
    m = re.search(r"\.entry\s+%s\s*\((.*?)\)" % re.escape(name), ptx, re.S)
    if not m:
        raise RuntimeError(f"no .entry {name} in the PTX")
    out = []
    for decl in filter(str.strip, m.group(1).split(",")):
        toks = decl.split()
        if not toks or toks[0] != ".param":
            raise RuntimeError(f"unexpected PTX parameter declaration {decl.strip()!r}")
        align = int(toks[2]) if len(toks) > 2 and toks[1] == ".align" else None
        ty = next((t for t in toks if re.fullmatch(r"\.[bsuf](8|16|32|64)", t)), None)
        if ty is None:
            raise RuntimeError(f"no type in PTX parameter declaration {decl.strip()!r}")
        count = re.search(r"\[(\d+)\]\s*$", decl.strip())
        out.append((align, _PTX_ELEM_BYTES[ty[2:]] * (int(count.group(1)) if count else 1)))
    return out


def check_tma_metadata(kmeta, ptx, c_map=False):
    """Checks the metadata's parameter list against the kernel signature this
    script packs (two tensor maps, C pointer or with c_map C's tensor map, M,
    N, K), against itself (offsets aligned, increasing, summing to
    param_bytes) and against the PTX .entry."""
    params = kmeta["params"]
    if len(params) != 6:
        raise RuntimeError(f"{kmeta['name']}: expected 6 parameters (map A, map B, C, M, N, K), "
                           f"metadata has {len(params)}")
    want = [(True, 128), (True, 128), (True, 128) if c_map else (False, 8), (False, 4),
            (False, 4), (False, 4)]
    for i, (p, (is_map, size)) in enumerate(zip(params, want)):
        if p.get("index", i) != i or bool(p.get("tensor_map")) != is_map or p["size"] != size:
            raise RuntimeError(f"{kmeta['name']}: parameter {i} is {p}; expected "
                               f"{'a 128-byte tensor map' if is_map else f'a {size}-byte scalar'}")
    end = 0
    for p in params:
        if p["offset"] % p["align"] or p["offset"] < end:
            raise RuntimeError(f"{kmeta['name']}: parameter {p['index']} offset {p['offset']} "
                               f"is misaligned or overlaps the previous one")
        end = p["offset"] + p["size"]
    if kmeta["param_bytes"] != end:
        raise RuntimeError(f"{kmeta['name']}: param_bytes {kmeta['param_bytes']} != {end}")
    if ptx is not None:
        decl = ptx_entry_params(ptx, kmeta["name"])
        if [size for _, size in decl] != [p["size"] for p in params] or any(
                p.get("tensor_map") and align != p["align"] for (align, _), p in zip(decl, params)):
            raise RuntimeError(f"{kmeta['name']}: metadata parameters "
                               f"{[(p['align'], p['size']) for p in params]} do not match the "
                               f"PTX .entry's {decl}; re-run bench/gemm/prepare.sh")


def pack_param(p, value):
    """The bytes of one kernel argument, exactly p['size'] long."""
    if p.get("tensor_map"):
        if not isinstance(value, (bytes, bytearray)) or len(value) != p["size"]:
            raise RuntimeError(f"tensor map argument {p['index']} must be {p['size']} bytes")
        return bytes(value)
    ty = p["ptx_type"]
    fmt = {(".u64", 8): "<Q", (".b64", 8): "<Q", (".s64", 8): "<q",
           (".u32", 4): "<I", (".b32", 4): "<I", (".s32", 4): "<i"}.get((ty, p["size"]))
    if fmt is None:
        raise RuntimeError(f"parameter {p['index']}: cannot pack ptx_type {ty} size {p['size']}")
    return struct.pack(fmt, value)


def aligned_buffer(nbytes, align=128):
    """A zeroed numpy uint8 array of nbytes whose data address is a multiple
    of align (it keeps its over-allocated base alive)."""
    import numpy as np
    base = np.zeros(nbytes + align, dtype=np.uint8)
    off = (-base.ctypes.data) % align
    return base[off:off + nbytes]


def kernel_params_args(kmeta, values):
    """Arguments for cupy's RawKernel call (cuLaunchKernel kernelParams): per
    parameter, a size-one numpy array of dtype void<size> holding its bytes.
    cupy passes such an array by pointer to its data (by value, for the
    kernel), and the driver copies `size` bytes from there into the parameter
    at the offset it knows from the kernel image: no offsets are assumed here."""
    import numpy as np
    args = []
    for p, v in zip(kmeta["params"], values):
        blob = pack_param(p, v)
        buf = aligned_buffer(len(blob))
        buf[:] = np.frombuffer(blob, dtype=np.uint8)
        args.append(buf.view(np.dtype((np.void, len(blob)))))
        assert args[-1].shape == (1,) and args[-1].nbytes == p["size"]
    return tuple(args)


def extra_param_buffer(kmeta, values):
    """The one packed parameter buffer for cuLaunchKernel's `extra`
    (CU_LAUNCH_PARAM_BUFFER_POINTER/_SIZE/_END): each argument's bytes at the
    metadata's offset, param_bytes long. Returns (buffer, extra array, size)."""
    import numpy as np
    buf = aligned_buffer(kmeta["param_bytes"])
    for p, v in zip(kmeta["params"], values):
        blob = pack_param(p, v)
        buf[p["offset"]:p["offset"] + len(blob)] = np.frombuffer(blob, dtype=np.uint8)
    size = ctypes.c_size_t(kmeta["param_bytes"])
    extra = (ctypes.c_void_p * 5)(CU_LAUNCH_PARAM_BUFFER_POINTER, buf.ctypes.data,
                                  CU_LAUNCH_PARAM_BUFFER_SIZE, ctypes.addressof(size),
                                  CU_LAUNCH_PARAM_END)
    return buf, extra, size


def import_cuda_driver():
    """cuda-python's driver module: cuda.bindings.driver (cuda-python >= 12.6
    and 13.x) or the older cuda.cuda; None when cuda-python is missing."""
    try:
        from cuda.bindings import driver
        return driver
    except ImportError:
        pass
    try:
        from cuda import cuda as driver
        return driver
    except ImportError:
        return None


def _enum(drv, cls, member, expect):
    e = getattr(getattr(drv, cls, None), member, None)
    if e is None:
        raise RuntimeError(f"cuda-python has no {cls}.{member}; cannot encode tensor maps")
    if int(e) != expect:
        raise RuntimeError(f"cuda-python {cls}.{member} = {int(e)}, cuda.h says {expect}")
    return e


class CudaPythonEncoder:
    name = "cuda-python"

    def __init__(self, drv):
        self.drv = drv
        for f in ("cuTensorMapEncodeTiled", "cuuint64_t", "cuuint32_t"):
            if not hasattr(drv, f):
                raise RuntimeError(f"cuda-python driver module has no {f}")
        # Every element type a tensor map here has: bf16 and fp8 (bytes)
        # operands, f32 and bf16 C (tile.store_box epilogues). f32 was
        # missing once, and tile_tma_store / tile_tma_splitk were skipped
        # on the H200 (KeyError: 7).
        self.dtypes = {
            value: _enum(drv, "CUtensorMapDataType", name, value)
            for name, value in (
                ("CU_TENSOR_MAP_DATA_TYPE_BFLOAT16", CU_TENSOR_MAP_DATA_TYPE_BFLOAT16),
                ("CU_TENSOR_MAP_DATA_TYPE_FLOAT32", CU_TENSOR_MAP_DATA_TYPE_FLOAT32),
                ("CU_TENSOR_MAP_DATA_TYPE_UINT8", CU_TENSOR_MAP_DATA_TYPE_UINT8))}
        # The swizzles tile's boxes are encoded with (the 64-byte one for
        # boxes of 64-byte rows in a pipeline_loads ring).
        self.swizzles = {
            value: _enum(drv, "CUtensorMapSwizzle", name, value)
            for name, value in (("CU_TENSOR_MAP_SWIZZLE_64B", CU_TENSOR_MAP_SWIZZLE_64B),
                                ("CU_TENSOR_MAP_SWIZZLE_128B", CU_TENSOR_MAP_SWIZZLE_128B))}
        self.args = (
            _enum(drv, "CUtensorMapInterleave", "CU_TENSOR_MAP_INTERLEAVE_NONE",
                  CU_TENSOR_MAP_INTERLEAVE_NONE),
            _enum(drv, "CUtensorMapL2promotion", "CU_TENSOR_MAP_L2_PROMOTION_L2_256B",
                  CU_TENSOR_MAP_L2_PROMOTION_L2_256B),
            _enum(drv, "CUtensorMapFloatOOBfill", "CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE",
                  CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE))

    def encode_2d(self, address, dims, strides, box, dtype=CU_TENSOR_MAP_DATA_TYPE_BFLOAT16,
                  swizzle=CU_TENSOR_MAP_SWIZZLE_128B):
        d = self.drv
        dtype = self.dtypes[dtype]
        interleave, l2, oob = self.args
        swizzle = self.swizzles[swizzle]
        # Lists must hold cuuint64_t / cuuint32_t objects, not ints (the
        # binding raises TypeError otherwise); the address may be an int.
        err, tmap = d.cuTensorMapEncodeTiled(
            dtype, 2, address,
            [d.cuuint64_t(int(x)) for x in dims],
            [d.cuuint64_t(int(x)) for x in strides],
            [d.cuuint32_t(int(x)) for x in box],
            [d.cuuint32_t(1), d.cuuint32_t(1)],
            interleave, swizzle, l2, oob)
        if int(err) != 0:
            raise EncodeError(f"cuTensorMapEncodeTiled (cuda-python) failed: {err!r} "
                              f"(dims {dims}, strides {strides}, box {box})")
        if hasattr(tmap, "getPtr"):
            raw = ctypes.string_at(int(tmap.getPtr()), 128)
        else:
            raw = struct.pack("<16Q", *(int(q) for q in tmap.opaque))
        assert len(raw) == 128
        return raw


class CtypesEncoder:
    """cuTensorMapEncodeTiled straight from libcuda (C ABI of cuda.h)."""
    name = "ctypes/libcuda"

    def __init__(self):
        lib = ctypes.CDLL("libcuda.so.1")
        f = lib.cuTensorMapEncodeTiled
        f.restype = ctypes.c_int
        f.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_uint32, ctypes.c_void_p,
                      ctypes.POINTER(ctypes.c_uint64), ctypes.POINTER(ctypes.c_uint64),
                      ctypes.POINTER(ctypes.c_uint32), ctypes.POINTER(ctypes.c_uint32),
                      ctypes.c_int, ctypes.c_int, ctypes.c_int, ctypes.c_int]
        self.f = f

    def encode_2d(self, address, dims, strides, box, dtype=CU_TENSOR_MAP_DATA_TYPE_BFLOAT16,
                  swizzle=CU_TENSOR_MAP_SWIZZLE_128B):
        out = (ctypes.c_uint8 * 256)()  # the map must sit on a 64-byte boundary
        at = ctypes.addressof(out) + (-ctypes.addressof(out)) % 128
        rc = self.f(at, dtype, 2, address,
                    (ctypes.c_uint64 * 2)(*dims), (ctypes.c_uint64 * 1)(*strides),
                    (ctypes.c_uint32 * 2)(*box), (ctypes.c_uint32 * 2)(1, 1),
                    CU_TENSOR_MAP_INTERLEAVE_NONE, swizzle,
                    CU_TENSOR_MAP_L2_PROMOTION_L2_256B, CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE)
        if rc != 0:
            raise EncodeError(f"cuTensorMapEncodeTiled (libcuda) failed: CUresult {rc} "
                              f"(dims {dims}, strides {strides}, box {box})")
        return ctypes.string_at(at, 128)


def tma_maps(encoder, a_ptr, bt_ptr, M, N, K, elem_bytes=2, block_m=128, block_n=256,
             b_layout="nk", cta_pair=False):
    """The two tensor maps of the kernel: A (M x K, row-major) and Bt (N x K,
    row-major) as rank-2 tensors of bf16 (elem_bytes 2) or fp8 bytes
    (elem_bytes 1), innermost dimension (K) first, the row stride K *
    elem_bytes bytes, boxes of 128 bytes of K by the block's rows.
    b_layout "kn": bt_ptr is B itself (K x N, row-major): innermost N, the
    row stride N * elem_bytes, boxes of one 128-byte slab of N by the K of
    a box of A (tile.load_box copies a wider box slab by slab).
    cta_pair: each block of a CTA pair loads half of the B box."""
    dtype = {2: CU_TENSOR_MAP_DATA_TYPE_BFLOAT16, 1: CU_TENSOR_MAP_DATA_TYPE_UINT8}[elem_bytes]
    bk = TMA_BOX_BYTES // elem_bytes
    a = encoder.encode_2d(a_ptr, (K, M), (K * elem_bytes,), (bk, block_m), dtype)
    if b_layout == "kn":
        b = encoder.encode_2d(bt_ptr, (N, K), (N * elem_bytes,), (bk, bk), dtype)
    else:
        b = encoder.encode_2d(bt_ptr, (K, N), (K * elem_bytes,),
                              (bk, block_n // 2 if cta_pair else block_n), dtype)
    return a, b


def tma_c_argument(encoder, spec, c_ptr, c_elem_bytes, M, N):
    """The kernel's C argument: the pointer, or with c_map (tile.store_box)
    C's own tensor map (M x N row-major, boxes of 128 bytes of N by the
    block's rows)."""
    if not spec.get("c_map"):
        return c_ptr
    return encoder.encode_2d(
        c_ptr, (N, M), (N * c_elem_bytes,), (TMA_BOX_BYTES // c_elem_bytes, spec["block_m"]),
        CU_TENSOR_MAP_DATA_TYPE_FLOAT32 if c_elem_bytes == 4
        else CU_TENSOR_MAP_DATA_TYPE_BFLOAT16)


def tma_grid(spec, kmeta, M, N, sms):
    """The grid of a TMA kernel's launch: one block per block_m x block_n
    tile of C; persistent kernels one per SM (sms) looping over the tiles; a
    whole number of clusters (the extra blocks' boxes lie past the edge: TMA
    reads zeros and their stores are masked); split-K kernels the K splits
    along z, each adding its part into C."""
    grid = (math.ceil(N / spec["block_n"]), math.ceil(M / spec["block_m"]), 1)
    if spec.get("persistent"):
        grid = (min(sms, grid[0] * grid[1]), 1, 1)
    cluster = kmeta.get("cluster_shape") or [1, 1, 1]
    grid = tuple(-(-g // c) * c for g, c in zip(grid, cluster))
    if spec.get("split_k", 0):
        grid = (grid[0], grid[1], spec["split_k"])
    return grid


def tensor_map_encoders(which="auto"):
    """The usable encoders, preferred first. auto: cuda-python, then libcuda
    through ctypes, which takes over if cuda-python fails and otherwise checks
    cuda-python's bytes once."""
    encoders = []
    if which in ("auto", "cuda-python"):
        drv = import_cuda_driver()
        if drv is None:
            print("bench/gemm: cuda-python is not installed (no cuda.bindings.driver or "
                  "cuda.cuda)")
        else:
            try:
                encoders.append(CudaPythonEncoder(drv))
            except Exception as e:
                print(f"bench/gemm: cuda-python unusable for tensor maps ({e})")
    if which in ("auto", "ctypes"):
        try:
            encoders.append(CtypesEncoder())
        except (OSError, AttributeError) as e:
            print(f"bench/gemm: libcuda's cuTensorMapEncodeTiled unavailable ({e})")
    if not encoders:
        raise RuntimeError(f"no way to encode tensor maps (--tma-encoder {which})")
    return encoders


# --------------------------------------------------------------------------


def wait_for_gpu(torch, timeout_s, what):
    """Synchronizes, but gives up after timeout_s: a pipeline whose mbarriers
    never complete spins forever, and the run should say so, not hang."""
    ev = torch.cuda.Event()
    ev.record()
    t0 = time.time()
    while not ev.query():
        if time.time() - t0 > timeout_s:
            raise KernelHang(f"{what} did not finish within {timeout_s} s (deadlock?)")
        time.sleep(0.002)
    torch.cuda.synchronize()


class Watchdog:
    """Ends the process (exit code 3) if the block takes longer than
    `seconds`: a pipeline that deadlocks in one of do_bench's many launches
    blocks in a CUDA synchronize that no Python timeout interrupts."""

    def __init__(self, seconds, what):
        import threading
        self.timer = threading.Timer(seconds, self.fire, args=(seconds, what))
        self.timer.daemon = True

    @staticmethod
    def fire(seconds, what):
        print(f"bench/gemm: {what} did not finish within {seconds:.0f} s (a kernel hung "
              f"in a timed launch?); exiting", flush=True)
        os._exit(3)

    def __enter__(self):
        self.timer.start()
        return self

    def __exit__(self, *exc):
        self.timer.cancel()


def describe_mismatch(torch, c, ref, bm, bn):
    """A line locating wrong output blocks, for a failed numerics check."""
    M, N = ref.shape
    nan = torch.isnan(c)
    bad = nan | ((c - ref).abs() > 1e-2 * (ref.abs() + ref.abs().mean()))
    tm, tn = math.ceil(M / bm), math.ceil(N / bn)
    pad = torch.zeros(tm * bm, tn * bn, dtype=torch.bool, device=c.device)
    pad[:M, :N] = bad
    blocks = pad.view(tm, bm, tn, bn).any(3).any(1).nonzero().tolist()
    return (f"{int(nan.sum())} NaN, {int(bad.sum())} of {M * N} elements off, in "
            f"{len(blocks)} of {tm * tn} {bm}x{bn} blocks (block row, col) {blocks[:6]}"
            f"{' ...' if len(blocks) > 6 else ''}")


def write_plot(results, stem, gpu):
    """TFLOP/s against M = N = K per variant and target, with the baselines."""
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
        rows = [r for r in results["rows"] if r["M"] == r["N"] == r["K"]]
        if not rows:
            raise RuntimeError("no M = N = K rows")
        plt.figure(figsize=(6, 4))
        series = {}
        for r in rows:
            series.setdefault((r["variant"], r["target"]), []).append(r)
        for (v, t), rs in series.items():
            plt.plot([r["M"] for r in rs], [r["tile_tflops"] for r in rs], marker="o",
                     label=f"{v} ({t})")
        for key, label in [("cublas_tflops", "cuBLAS"), ("triton_tflops", "Triton")]:
            first = {}
            for r in rows:
                if r.get("dtype", "bf16") == "bf16":
                    first.setdefault(r["M"], r[key])
            if first and all(first.values()):
                xs = sorted(first)
                plt.plot(xs, [first[x] for x in xs], marker="s", linestyle="--", label=label)
        plt.xscale("log", base=2)
        plt.xlabel("M = N = K")
        plt.ylabel("TFLOP/s (bf16 in, f32 acc)")
        plt.title(gpu)
        plt.legend()
        plt.savefig(stem + ".png", dpi=120, bbox_inches="tight")
    except Exception as e:  # the plot is a convenience, the JSON is the record
        print("bench/gemm: no plot:", e)


def run_isolated(args, variants, manifest):
    """Runs each variant in its own process (a hung or faulting kernel ends
    only its own) and merges their rows into one JSON and plot."""
    import subprocess
    import tempfile
    merged, code = None, 0
    for v in variants:  # in the order asked for (a time limit cuts the last)
        with tempfile.TemporaryDirectory() as tmp:
            cmd = [sys.executable, os.path.abspath(__file__), "--variants", v, "--out", tmp,
                   "--no-isolate", "--ptx-dir", args.ptx_dir, "--sizes", args.sizes,
                   "--skinny", args.skinny, "--timeout", str(args.timeout),
                   "--tma-args", args.tma_args, "--tma-encoder", args.tma_encoder]
            if args.check:
                cmd.append("--check")
            rc = subprocess.run(cmd).returncode
            code = code or rc
            found = [f for f in os.listdir(tmp) if f.endswith(".json")]
            if not found:
                print(f"bench/gemm: variant {v} wrote no results (exit code {rc})")
                continue
            part = json.load(open(os.path.join(tmp, found[0])))
            if rc:
                part.setdefault("aborted", f"exit code {rc}")
            if merged is None:
                merged = dict(part, rows=[], skipped=[], aborted=[])
            merged["rows"] += part["rows"]
            merged["skipped"] += part.get("skipped", [])
            if part.get("aborted"):
                merged["aborted"].append(f"{v}: {part['aborted']}")
            if "tensor_map_check" in part:
                merged["tensor_map_check"] = part["tensor_map_check"]
            # After each variant: a run stopped from outside (a time limit)
            # keeps the variants it finished.
            os.makedirs(args.out, exist_ok=True)
            stem = os.path.join(args.out, f"{merged['gpu'].replace(' ', '_')}-{merged['date']}")
            with open(stem + ".json", "w") as f:
                json.dump(merged, f, indent=1)
    if merged is None:
        return code or 1
    if not args.check:
        write_plot(merged, stem, merged["gpu"])
    bad = [r for r in merged["rows"] if not r["correct"]]
    print(f"bench/gemm: wrote {stem}.json ({len(merged['rows'])} rows, {len(bad)} numerics "
          f"failures, aborted: {merged['aborted'] or 'none'})")
    if merged["rows"] and not args.check:
        print("best tile kernel per shape vs cuBLAS:")
        best = {}
        for r in merged["rows"]:
            key = (r["M"], r["N"], r["K"], r.get("dtype", "bf16"))
            if r["correct"] and (key not in best or r["ratio_vs_cublas"] > best[key]["ratio_vs_cublas"]):
                best[key] = r
        for (M, N, K, dt), r in sorted(best.items()):
            print(f"  {dt:5} {M:6}x{N:6}x{K:6}  {r['variant']:22} {r['tile_tflops']:7.1f} TFLOP/s  "
                  f"cuBLAS {r['cublas_tflops']:7.1f}  ratio {r['ratio_vs_cublas']:.3f}")
    return 1 if bad or code else 0


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--ptx-dir", default=os.path.join(HERE, "ptx"))
    ap.add_argument("--sizes", default="1024,2048,4096,8192")
    ap.add_argument("--skinny", default="8192x256x8192,256x8192x8192,16384x1024x1024,"
                    "4096x4096x8192,1000x3000x1000")
    ap.add_argument("--quick", action="store_true", help="1024 and 2048 only")
    ap.add_argument("--check", action="store_true",
                    help="numerics only, no timing and no Triton: each variant once on "
                         "shapes with partial blocks (default --sizes 1024, --skinny "
                         "1000x3000x1000,256x8192x1024): all variants in a minute or two")
    ap.add_argument("--variants", default="all",
                    help="comma-separated variants from the manifest (tile, tile_tma, "
                         "tile_fp8_tma, ...; default: all)")
    ap.add_argument("--tma-args", choices=["params", "extra"], default="params",
                    help="how tile_tma's arguments reach cuLaunchKernel: kernelParams "
                         "(default: cupy, one pointer per argument) or extra (one buffer "
                         "packed at the metadata's offsets)")
    ap.add_argument("--tma-encoder", choices=["auto", "cuda-python", "ctypes"], default="auto",
                    help="who encodes tile_tma's CUtensorMaps: cuda-python's "
                         "cuTensorMapEncodeTiled, libcuda's through ctypes, or auto (cuda-python, "
                         "falling back to and checked against ctypes)")
    ap.add_argument("--timeout", type=float, default=60.0,
                    help="seconds the first launch of a shape may take before it counts as hung")
    ap.add_argument("--out", default=os.path.join(ROOT, "bench", "results"))
    ap.add_argument("--no-isolate", dest="isolate", action="store_false",
                    help="run every variant in this process (default: one process each, "
                         "so that a hung kernel ends only its own variant)")
    args = ap.parse_args()
    if args.quick:
        args.sizes, args.skinny = "1024,2048", ""
    if args.check:
        if args.sizes == ap.get_default("sizes"):
            args.sizes = "1024"
        if args.skinny == ap.get_default("skinny"):
            args.skinny = "1000x3000x1000,256x8192x1024"
    variants = list(dict.fromkeys(filter(None, args.variants.split(","))))

    try:
        import torch
    except ImportError:
        print("bench/gemm: torch is not installed here; run this on the GPU machine")
        return 0
    if not torch.cuda.is_available():
        print("bench/gemm: no CUDA GPU on this machine; compile with "
              "bench/gemm/prepare.sh here and run this script where there is one")
        return 0
    import cupy
    import numpy as np
    from triton.testing import do_bench
    import faulthandler
    faulthandler.enable()  # a segfault in a binding still says where

    manifest_path = os.path.join(args.ptx_dir, "manifest.json")
    if not os.path.exists(manifest_path):
        print(f"bench/gemm: {manifest_path} is missing; run bench/gemm/prepare.sh first")
        return 1
    manifest = json.load(open(manifest_path))
    if "all" in variants:
        variants = sorted({k.get("variant", "tile") for k in manifest["kernels"]},
                          key=lambda v: (v != "tile", v))
    if args.isolate and len(variants) > 1:
        return run_isolated(args, variants, manifest)
    gpu = torch.cuda.get_device_name()
    cap = torch.cuda.get_device_capability()
    wanted = list(dict.fromkeys(target_for(cap)))  # sm_80 would be listed twice on 8.0
    kernels = [k for t in wanted for k in manifest["kernels"] if k["target"] == t]
    for k in kernels:
        k.setdefault("variant", "tile")
    kernels = [k for k in kernels if k["variant"] in variants]
    # The plain kernels first: a fault in the new TMA kernel poisons the CUDA
    # context, and their numbers should be in the JSON by then.
    kernels.sort(key=lambda k: "metadata" in k)
    if not kernels:
        print(f"bench/gemm: no prepared PTX for {gpu} (wants one of {wanted}, variants {sorted(variants)})")
        return 1
    if "tile_tma" in variants and not any(k["variant"] == "tile_tma" for k in kernels):
        print(f"bench/gemm: tile_tma skipped: it needs sm_90a (compute capability 9.0), "
              f"this is {gpu} ({cap[0]}.{cap[1]}), or prepare.sh did not build sm_90a")
    torch.backends.cuda.matmul.allow_tf32 = False
    tri = None if args.check else triton_matmul()
    results = {"gpu": gpu, "capability": list(cap), "date": datetime.date.today().isoformat(),
               "tile": manifest.get("tile_version"), "commit": manifest.get("commit"),
               "torch": torch.__version__, "cupy": cupy.__version__, "rows": [], "skipped": []}
    failures = 0
    aborted = None
    hung = False

    def bench_shape(spec, M, N, K, launch, a, b_for_matmul, c, ref, extra, cublas=None):
        """Check, time and record one shape; b_for_matmul is K x N (a view);
        cublas, when given, is the cuBLAS baseline (else a @ b_for_matmul)."""
        nonlocal failures
        integer = not c.dtype.is_floating_point
        # Poison C first: NaN, or for int32 C a value no sum here reaches.
        c.fill_(-2**31 if integer else float("nan"))
        launch()
        wait_for_gpu(torch, args.timeout, f"{spec['variant']} {M}x{N}x{K}")
        if integer:  # exact: int8 products summed in int32 (ref in float64)
            c = c.double()
            rel = ((c - ref).norm() / ref.norm()).item()
            ok = bool(torch.equal(c, ref))
        else:
            c = c.float()
            rel = ((c - ref).norm() / ref.norm()).item()
            ok = math.isfinite(rel) and rel < 1e-2 and not torch.isnan(c).any().item()
        failures += not ok
        flops = 2.0 * M * N * K
        v = spec["variant"]
        if args.check:  # numerics only
            row = {"variant": v, "kernel": spec["kernel"], "target": spec["target"],
                   "family": spec["family"], "M": M, "N": N, "K": K, "rel_error": rel,
                   "correct": ok, "tile_tflops": None, "cublas_tflops": None,
                   "triton_tflops": None, "ratio_vs_cublas": None}
            row.update(extra)
            results["rows"].append(row)
            write_json()
            print(f"{v:8} {spec['target']:8} {spec['family']:16} {M:6}x{N:6}x{K:6} "
                  f"err {rel:.2e} {'ok ' if ok else 'BAD'}", flush=True)
            if not ok:
                print("    " + describe_mismatch(torch, c, ref, spec["block_m"],
                                                 spec["block_n"]), flush=True)
            return
        with Watchdog(max(args.timeout, 30), f"timing {spec['variant']} {M}x{N}x{K}"):
            t_tile = do_bench(launch, return_mode="median")
            torch.cuda.synchronize()
        t_cublas = do_bench(cublas or (lambda: a @ b_for_matmul), return_mode="median")
        t_triton = None
        if tri is not None and a.dtype.is_floating_point:
            ct = torch.empty(M, N, device="cuda", dtype=torch.bfloat16)
            try:
                t_triton = do_bench(lambda: tri(a, b_for_matmul, ct), return_mode="median")
            except Exception as e:  # e.g. no fp8 dot in this Triton
                print(f"bench/gemm: no Triton time for {spec['variant']}: {type(e).__name__}: "
                      f"{str(e)[:200]}")
        row = {"variant": v, "kernel": spec["kernel"], "target": spec["target"],
               "family": spec["family"], "M": M, "N": N, "K": K, "rel_error": rel,
               "correct": ok, "tile_tflops": flops / t_tile * 1e-9,
               "cublas_tflops": flops / t_cublas * 1e-9,
               "triton_tflops": flops / t_triton * 1e-9 if t_triton else None}
        row["ratio_vs_cublas"] = row["tile_tflops"] / row["cublas_tflops"]
        row.update(extra)
        results["rows"].append(row)
        write_json()  # a later hang (the watchdog's exit) keeps this row
        print(f"{v:8} {spec['target']:8} {spec['family']:16} {M:6}x{N:6}x{K:6} "
              f"err {rel:.2e} {'ok ' if ok else 'BAD'} {v} {row['tile_tflops']:7.1f} "
              f"cuBLAS {row['cublas_tflops']:7.1f} "
              f"triton {row['triton_tflops'] or 0:7.1f} TFLOP/s  "
              f"{v}/cuBLAS {row['ratio_vs_cublas']:.3f}", flush=True)
        if not ok:
            print("    " + describe_mismatch(torch, c, ref, spec["block_m"], spec["block_n"]),
                  flush=True)

    def run_plain(spec):
        mod = cupy.RawModule(path=os.path.join(args.ptx_dir, spec["ptx"]))
        fn = mod.get_function(spec["kernel"])
        # A cp.async pipeline's stages (sm_90a) live in dynamic shared
        # memory: with the static shared memory beside, above 48 KiB the
        # kernel must be allowed more.
        smem = int(spec.get("dynamic_shared_bytes", 0))
        benchlib.allow_dynamic_shared(fn, smem)
        div = int(spec.get("divisible", 1))
        for (M, N, K) in parse_shapes(args):
            if M % div or N % div or K % div:  # compiled for multiples of div
                results["skipped"].append({"variant": spec["variant"], "M": M, "N": N, "K": K,
                                           "reason": f"compiled for M, N, K multiples of {div}"})
                print(f"{spec['variant']} {M}x{N}x{K} skipped: compiled for M, N, K "
                      f"multiples of {div}", flush=True)
                continue
            g = torch.Generator(device="cuda").manual_seed(M * 7 + N * 3 + K)
            a = torch.randn(M, K, device="cuda", dtype=torch.bfloat16, generator=g)
            b = torch.randn(K, N, device="cuda", dtype=torch.bfloat16, generator=g)
            c = torch.full((M, N), float("nan"), device="cuda", dtype=torch.float32)
            grid = (math.ceil(N / spec["block_n"]), math.ceil(M / spec["block_m"]), 1)
            params = (np.uint64(a.data_ptr()), np.uint64(b.data_ptr()),
                      np.uint64(c.data_ptr()), np.int32(M), np.int32(N), np.int32(K))

            def launch():
                fn(grid, (spec["threads"], 1, 1), params, shared_mem=smem)

            bench_shape(spec, M, N, K, launch, a, b, c, a.float() @ b.float(), {})

    def run_tma(spec):
        nonlocal failures
        # Setup that can fail without touching the GPU: skip the variant.
        if tuple(cap) != (9, 0):
            results["skipped"].append({"variant": spec["variant"], "reason": f"capability {cap}"})
            print(f"bench/gemm: tile_tma skipped: sm_90a code needs compute capability 9.0, not {cap}")
            return
        ptx_path = os.path.join(args.ptx_dir, spec["ptx"])
        meta = json.load(open(os.path.join(args.ptx_dir, spec["metadata"])))
        kmeta = next((k for k in meta["kernels"] if k["name"] == spec["kernel"]), None)
        if kmeta is None:
            raise RuntimeError(f"{spec['metadata']} has no kernel {spec['kernel']}")
        check_tma_metadata(kmeta, open(ptx_path).read(), bool(spec.get("c_map")))
        threads, smem = kmeta["threads_per_block"], kmeta["dynamic_shared_bytes"]
        sms = torch.cuda.get_device_properties(torch.cuda.current_device()).multi_processor_count
        encoders = tensor_map_encoders(args.tma_encoder)
        optin = getattr(torch.cuda.get_device_properties(torch.cuda.current_device()),
                        "shared_memory_per_block_optin", None)
        if optin is not None and smem + kmeta.get("static_shared_bytes", 0) > optin:
            raise RuntimeError(f"tile_tma needs {smem} B of dynamic shared memory, the GPU "
                               f"allows {optin} B per block")
        # Same loading path as the plain kernels (cupy: cuModuleLoad, the
        # driver JIT-compiles the sm_90a PTX); then allow the dynamic shared
        # memory above 48 KiB (cuFuncSetAttribute
        # CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES).
        mod = cupy.RawModule(path=ptx_path)
        fn = mod.get_function(spec["kernel"])
        fn.max_dynamic_shared_size_bytes = smem
        print(f"bench/gemm: tile_tma: {threads} threads, {smem} B dynamic shared memory, "
              f"{fn.num_regs} registers, tensor maps via {encoders[0].name}, arguments via "
              f"{args.tma_args}", flush=True)
        fp8 = spec.get("dtype") == "fp8"
        i8 = spec.get("dtype") == "i8"
        eb = 1 if fp8 or i8 else 2
        c_dtype = {"bf16": torch.bfloat16, "i32": torch.int32}.get(spec.get("c_dtype"),
                                                                   torch.float32)
        one = torch.ones((), device="cuda", dtype=torch.float32)
        for (M, N, K) in parse_shapes(args):
            kn = spec.get("b_layout") == "kn"
            if (K * eb) % 16 or (kn and (N * eb) % 16):
                why = (f"K*{eb} or N*{eb} % 16 != 0: the tensor maps' row stride (bytes) "
                       f"must be a multiple of 16")
                results["skipped"].append({"variant": spec["variant"], "M": M, "N": N, "K": K,
                                           "reason": why})
                print(f"tile_tma {M}x{N}x{K} skipped: {why}")
                continue
            g = torch.Generator(device="cuda").manual_seed(M * 7 + N * 3 + K)
            if i8:
                a = torch.randint(-128, 128, (M, K), device="cuda", dtype=torch.int8, generator=g)
                bt = torch.randint(-128, 128, (N, K), device="cuda", dtype=torch.int8, generator=g)
            else:
                a = torch.randn(M, K, device="cuda", dtype=torch.bfloat16, generator=g)
                bt = torch.randn(N, K, device="cuda", dtype=torch.bfloat16, generator=g)
            if kn:  # B row-major K x N in memory; bt stays its N x K view
                bt = bt.T.contiguous().T
            if fp8:
                a, bt = a.to(torch.float8_e4m3fn), bt.to(torch.float8_e4m3fn)
            c = torch.empty((M, N), device="cuda", dtype=c_dtype)
            # The first encoder that works is used from then on; an encoder
            # failing where a later one works is dropped (cuda-python's
            # CUtensorMap is not guaranteed the 64-byte alignment the driver
            # asks of it, for one).
            maps, errors = None, []
            for enc in list(encoders):
                try:
                    maps = tma_maps(enc, a.data_ptr(), bt.data_ptr(), M, N, K, eb,
                                    spec["block_m"], spec["block_n"],
                                    spec.get("b_layout", "nk"), spec.get("cta_pair", False))
                    break
                except Exception as e:
                    errors.append(f"{enc.name}: {type(e).__name__}: {e}")
            if maps is None:
                failures += 1
                results["skipped"].append({"variant": spec["variant"], "M": M, "N": N, "K": K,
                                           "reason": "; ".join(errors)})
                print(f"tile_tma {M}x{N}x{K} skipped: no tensor maps: {'; '.join(errors)}",
                      flush=True)
                continue
            if errors:
                print(f"bench/gemm: {'; '.join(errors)}; using {enc.name} from now on", flush=True)
                del encoders[:encoders.index(enc)]
            if len(encoders) > 1:  # once: do both encoders agree byte for byte?
                try:
                    other = tma_maps(encoders[1], a.data_ptr(), bt.data_ptr(), M, N, K, eb,
                                     spec["block_m"], spec["block_n"],
                                     spec.get("b_layout", "nk"), spec.get("cta_pair", False))
                    verdict = "agree" if other == maps else f"DIFFER (using {encoders[0].name}'s)"
                except Exception as e:
                    verdict = f"cannot be compared ({encoders[1].name}: {e})"
                print(f"bench/gemm: tensor maps from {encoders[0].name} and {encoders[1].name} "
                      f"{verdict}", flush=True)
                results["tensor_map_check"] = verdict
                del encoders[1:]
            map_a, map_b = maps
            try:
                c_arg = tma_c_argument(encoders[0], spec, c.data_ptr(), c.element_size(), M, N)
            except Exception as e:
                failures += 1
                results["skipped"].append({"variant": spec["variant"], "M": M, "N": N,
                                           "K": K, "reason": f"C's tensor map: {type(e).__name__}: {e}"})
                print(f"tile_tma {M}x{N}x{K} skipped: C's tensor map: {type(e).__name__}: {e}",
                      flush=True)
                continue
            values = (map_a, map_b, c_arg, M, N, K)
            grid = tma_grid(spec, kmeta, M, N, sms)
            split_k = spec.get("split_k", 0)
            block = (threads, 1, 1)
            if args.tma_args == "params":
                kargs = kernel_params_args(kmeta, values)

                def launch():
                    fn(grid, block, kargs, shared_mem=smem)
            else:
                packed = extra_param_buffer(kmeta, values)
                extra_addr = ctypes.addressof(packed[1])
                func_ptr = fn.kernel.ptr

                def launch(_keep_alive=packed):
                    cupy.cuda.driver.launchKernel(
                        func_ptr, grid[0], grid[1], grid[2], block[0], block[1], block[2],
                        smem, cupy.cuda.get_current_stream().ptr, 0, extra_addr)

            if split_k:  # C is added into: zero it first, inside the timing
                kernel_only = launch

                def launch(_kernel=kernel_only, _c=c):
                    _c.zero_()
                    _kernel()

            # fp8: cuBLAS through torch._scaled_mm (unit scales, bf16 out; it
            # wants B column-major, which bt.T is).
            cublas = (lambda: torch._scaled_mm(a, bt.T, scale_a=one, scale_b=one,
                                               out_dtype=torch.bfloat16)) if fp8 else None
            # int8: cuBLAS's int8 GEMM through torch._int_mm (int32 out; B
            # column-major, which bt.T is); the reference is exact in float64.
            if i8:
                cublas = lambda: torch._int_mm(a, bt.T)  # noqa: E731
            ref = a.double() @ bt.double().T if i8 else a.float() @ bt.float().T
            bench_shape(spec, M, N, K, launch, a, bt.T, c, ref,
                        {"threads": threads, "dynamic_shared_bytes": smem,
                         "tma_args": args.tma_args, "tensor_map_encoder": encoders[0].name,
                         "dtype": spec.get("dtype", "bf16"),
                         "c_dtype": spec.get("c_dtype", "f32")}, cublas)

    os.makedirs(args.out, exist_ok=True)
    stem = os.path.join(args.out, f"{gpu.replace(' ', '_')}-{results['date']}")

    def write_json():
        with open(stem + ".json", "w") as f:
            json.dump(results, f, indent=1)

    for spec in kernels:
        runner = run_tma if "metadata" in spec else run_plain
        write_json()  # what was measured so far survives a crash of the next variant
        try:
            runner(spec)
        except KernelHang as e:
            aborted, hung = str(e), True
            print(f"bench/gemm: {e}; writing what was measured and exiting", flush=True)
            break
        except Exception as e:  # a launch error may leave the context unusable: stop
            aborted = f"{spec['variant']} {spec['target']}: {type(e).__name__}: {e}"
            traceback.print_exc()
            print(f"bench/gemm: {aborted}; writing what was measured", flush=True)
            break
    if aborted:
        results["aborted"] = aborted

    write_json()
    if not args.check:
        write_plot(results, stem, gpu)
    print(f"bench/gemm: wrote {stem}.json; {failures} failure(s) (numerics, or shapes "
          f"without tensor maps)"
          + (f"; aborted: {aborted}" if aborted else ""))
    sys.stdout.flush()
    if hung:
        os._exit(3)  # a hung kernel is still running: do not wait for context teardown
    return 1 if failures or aborted else 0


if __name__ == "__main__":
    sys.exit(main())
