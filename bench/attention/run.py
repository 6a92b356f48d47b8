#!/usr/bin/env python3
"""tile attention benchmark, GPU side: FlashAttention forward against torch.

    bench/attention/prepare.sh                      # here: PTX into bench/attention/ptx
    python3 bench/attention/run.py [--seqlens 1024,2048,4096,8192] [--out bench/results]
    python3 bench/attention/run.py --emulate --ptx-dir DIR   # CPU: numerics only, small

Loads the PTX of examples/python/attention.py that prepare.sh compiled (head
64 and 128, causal or not; sm_80 mma.sync on any GPU from sm_80, sm_90a
wgmma on compute capability 9.0; head 64 also with runs of 1, i.e. one
element of a tile per thread and slot, and each default kernel also
through the generic pipeliner, --pipeline-loads=3, _pl3, to compare; and
attention_tma, K and V through TMA tensor maps this script encodes,
pipelined, with FlashAttention-3's producer warpgroup (_ws4), its consumer
warpgroups taking turns at the dots (_ws4_pp), or without; and
attention_fp8, FlashAttention-3's e4m3 forward at head 128 and 64 with one
descale per tensor, V^T through its own map, the same three ways),
checks it against a float64 NumPy
reference on a small problem, then times it and, once per shape, the
baselines of bench/attention/baselines.py (torch's
scaled_dot_product_attention with its default backend, which one it
picked, cuDNN's and the flash backend forced, and Triton's fused-attention
tutorial kernel where Triton is installed) in the same run on the same
bf16 inputs (batch * heads = 32 by default, Q, K, V, O of shape (BH, L,
D) row-major; the fp8 kernels' baselines are the bf16 ones, on the
values the e4m3 codes hold). Prints TFLOP/s (4 BH L^2 D flops, half with the causal
mask) and the ratio tile / each baseline for each shape, and with --out
writes <gpu>-attention-<date>.json there (and a plot). Exits 0 with a
message where there is no GPU (cupy).

The kernels are compiled with EVEN_N (prepare.sh's --even-n: whole key
blocks, what a launch compiles where L is a multiple of BLOCK_N), so every
L must be a multiple of 128; the numerics check runs at L = 256, BH = 2.
--emulate runs the kernels in test/python/ptxemu.py on the CPU: that
check only, no timing.
"""

import argparse
import importlib.util
import json
import math
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.dirname(HERE))
sys.path.insert(0, HERE)
import benchlib  # noqa: E402  (bench/benchlib.py)
NAME = re.compile(r"attention(_tma|_fp8)?_h(\d+)(_causal)?(?:_m(\d+))?_w(\d+)(?:_n(\d+))?"
                  r"(_run1)?(?:_pl(\d))?(?:_ws(\d)(_pp)?(_ov)?)?\.ptx$")
# attention_tma_persistent's files: attention_tma_persist_h... (a program per
# SM looping over the tiles: grid (SMs, 1), the heads after sm_scale).
PERSIST = "_persist"
E4M3_MAX = 448.0
# Every L run.py takes is a multiple of the largest BLOCK_N (prepare.sh
# compiles with EVEN_N); its numerics check runs at CHECK_SEQLEN.
WHOLE_BLOCKS = 128
CHECK_SEQLEN = 256


def bf16_bits(np, x):
    """float -> bf16 bit patterns (round to nearest even), and their values."""
    b = np.asarray(x, np.float32).view(np.uint32).astype(np.uint64)
    bits = ((b + 0x7FFF + ((b >> 16) & 1)) >> 16).astype(np.uint16)
    return bits, (bits.astype(np.uint32) << 16).view(np.float32).astype(np.float64)


def fp8_inputs(np, rng, shape):
    """Random Q, K, V of `shape` as e4m3 codes of x / descale, descale =
    max |x| / 448 per tensor (V's codes transposed: V^T, (BH, D, L)):
    ((q, k, vt) codes, (q, k, v) the values they hold, descales)."""
    try:  # torch's e4m3 rounding: fast at L = 8192 (33M values a tensor)
        import torch

        def fp8_bits(x, fmt):
            c = torch.from_numpy(np.ascontiguousarray(x, np.float32)).to(torch.float8_e4m3fn)
            return c.view(torch.uint8).numpy(), c.float().numpy().astype(np.float64)
    except ImportError:  # the emulator's (NumPy, the PTX ISA's e4m3)
        if os.path.join(ROOT, "test", "python") not in sys.path:
            sys.path.insert(0, os.path.join(ROOT, "test", "python"))
        from ptxemu_formats import fp8_bits
    codes, values, descales = [], [], []
    for _ in range(3):
        x = rng.standard_normal(shape).astype(np.float32)
        ds = float(np.abs(x).max()) / E4M3_MAX
        c, val = fp8_bits(x / ds, "e4m3")
        codes.append(c)
        values.append(val * ds)
        descales.append(ds)
    codes[2] = np.ascontiguousarray(codes[2].transpose(0, 2, 1))
    return tuple(codes), tuple(values), tuple(descales)


def reference(np, q, k, v, causal):
    s = np.einsum("bmd,bnd->bmn", q, k) / math.sqrt(q.shape[-1])
    if causal:
        n = s.shape[-1]
        s = np.where(np.tril(np.ones((n, n), dtype=bool)), s, -np.inf)
    p = np.exp(s - s.max(-1, keepdims=True))
    return np.einsum("bmn,bnd->bmd", p / p.sum(-1, keepdims=True), v)


def kernels(ptx_dir, targets):
    """[(target, path, head, causal, block_m, warps, run1, stages, tma,
    producer, turns, fp8, overlap, block_n, persistent)] prepare.sh wrote for `targets` (run1:
    compiled with convert-tile-to-llvm{max-run=1}; stages: tile-translate
    --pipeline-loads=stages, 0 without; tma: K and V through tensor maps,
    attention_tma or attention_fp8; producer: --warp-specialize's producer
    warps, 0 without; turns: --ping-pong; fp8: attention_fp8; overlap:
    --overlap-dots; block_n: BLOCK_N where the name says, else 0;
    persistent: attention_tma_persistent)."""
    found = []
    for target in targets:
        folder = os.path.join(ptx_dir, target)
        # FlashAttention-3's structure (TMA, fp8) first, for the same reason.
        names = sorted(os.listdir(folder)) if os.path.isdir(folder) else []
        names.sort(key=lambda n: not n.startswith(("attention_tma", "attention_fp8")))
        for name in names:
            m = NAME.match(name.replace(PERSIST, "", 1))
            if m:
                found.append((target, os.path.join(folder, name), int(m.group(2)),
                              bool(m.group(3)), int(m.group(4) or 64), int(m.group(5)),
                              bool(m.group(7)), int(m.group(8) or 0), bool(m.group(1)),
                              int(m.group(9) or 0), bool(m.group(10)), m.group(1) == "_fp8",
                              bool(m.group(11)), int(m.group(6) or 0), PERSIST in name))
    return found


def kernel_metadata(ptx_path):
    """The kernel's launch metadata, from the .json beside its PTX
    (tile-translate --emit=metadata; {} without one)."""
    meta = os.path.splitext(ptx_path)[0] + ".json"
    if not os.path.exists(meta):
        return {}
    with open(meta) as f:
        return json.load(f)["kernels"][0]


def gemm_host():
    """bench/gemm/run.py as a module (its tensor-map encoders and parameter
    packing; loaded by path: this file is run.py too)."""
    spec = importlib.util.spec_from_file_location(
        "gemm_run", os.path.join(os.path.dirname(HERE), "gemm", "run.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class TmaLauncher:
    """Launches attention_tma: K and V as (BH * L) x D bf16 tensor maps,
    encoded with the box and swizzle the metadata gives (rows of BLOCK_N,
    slabs of 64 columns), after the kernel's own parameters (q, k, v, o,
    seqlen, kv_heads, sm_scale). attention_fp8 (`fp8`): K (BH * L) x D and
    V^T (BH * D) x L as e4m3 bytes (boxes BLOCK_N x D and D x BLOCK_N,
    slabs of 128 columns), its parameters (q, k, vt, o, seqlen, kv_heads,
    sm_scale, q_descale, k_descale, v_descale). On the GPU each argument
    travels as its bytes (bench/gemm's kernel_params_args: the tensor maps
    by value); in the emulator as values, the maps from
    ptxemu.TensorMapEncoder."""

    def __init__(self, np, cp, kmeta, emulate, fp8=False, persistent=False):
        self.np, self.kmeta, self.emulate, self.fp8 = np, kmeta, emulate, fp8
        self.persistent = persistent
        if emulate:
            import ptxemu
            self.encoder = ptxemu.TensorMapEncoder()
            # Its data types are CUtensorMapDataType's: 0 uint8, 9 bf16.
            self.dtype = 0 if fp8 else 9
        else:
            self.gemm = gemm_host()
            self.encoder = self.gemm.tensor_map_encoders()[0]
            self.dtype = (self.gemm.CU_TENSOR_MAP_DATA_TYPE_UINT8 if fp8
                          else self.gemm.CU_TENSOR_MAP_DATA_TYPE_BFLOAT16)
        maps = [p for p in kmeta["params"] if p.get("tensor_map")]
        if len(maps) != 2 or any(p["box"] is None or p["swizzle"] not in (64, 128)
                                 for p in maps):
            raise RuntimeError(f"{kmeta.get('name')}'s metadata has no K and V boxes: {maps}")
        # Innermost (columns) first; a row wider than the swizzle span is
        # copied as slabs of it (as tile's runtime encodes it). Boxes of
        # 64-byte rows (fp8 K at head 64) lie in 64-byte-swizzled rings.
        elem = 1 if fp8 else 2
        self.boxes = [(min(p["box"][1], p["swizzle"] // elem), p["box"][0]) for p in maps]
        self.swizzles = [{64: 2, 128: 3}[p["swizzle"]] for p in maps]

    def arguments(self, q, k, v, o, seqlen, head, bh, descales=()):
        np = self.np
        if self.fp8:  # K: (BH L) x D; V^T: (BH D) x L, rows of L bytes
            shapes = [((head, bh * seqlen), (head,)), ((seqlen, bh * head), (seqlen,))]
        else:
            shapes = [((head, bh * seqlen), (head * 2,))] * 2
        maps = [self.encoder.encode_2d(x.data.ptr, dims, strides, box, self.dtype, swizzle)
                for x, (dims, strides), box, swizzle in zip((k, v), shapes, self.boxes,
                                                             self.swizzles)]
        values = [q, k, v, o, np.int32(seqlen), np.int32(bh),
                  np.float32(1 / math.sqrt(head))] + [np.float32(d) for d in descales]
        if self.persistent:  # attention_tma_persistent's heads
            values.append(np.int32(bh))
        values += maps
        if self.emulate:
            return tuple(values)
        args = []
        for p, value in zip(self.kmeta["params"], values):
            if p["ptx_type"] == ".f32":
                blob = np.float32(value).tobytes()
            else:
                blob = self.gemm.pack_param(
                    p, value.data.ptr if hasattr(value, "data") and hasattr(value.data, "ptr")
                    else value if isinstance(value, bytes) else int(value))
            buf = self.gemm.aligned_buffer(len(blob))
            buf[:] = np.frombuffer(blob, dtype=np.uint8)
            args.append(buf.view(np.dtype((np.void, len(blob)))))
        return tuple(args)


def write_plot(rows, out, gpu):
    """<out>/<gpu>-attention-<date>.png: per head and mask, TFLOP/s against
    L of tile's best kernel and of each baseline."""
    try:
        import datetime
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
        shapes = sorted({(r["head"], r["causal"]) for r in rows})
        if not shapes:
            raise RuntimeError("no timed rows")
        fig, axes = plt.subplots(1, len(shapes), figsize=(4 * len(shapes), 3.5), squeeze=False)
        for ax, (head, causal) in zip(axes[0], shapes):
            mine = [r for r in rows if (r["head"], r["causal"]) == (head, causal)]
            seqlens = sorted({r["seqlen"] for r in mine})
            at = {L: [r for r in mine if r["seqlen"] == L] for L in seqlens}
            ax.plot(seqlens, [max(r["tile_tflops"] for r in at[L]) for L in seqlens],
                    marker="o", label="tile (best kernel)")
            for name in ("torch", "torch_cudnn", "torch_flash", "triton"):
                ys = [at[L][0].get(f"{name}_tflops") for L in seqlens]
                if any(ys):
                    ax.plot(seqlens, [y or float("nan") for y in ys], marker="s",
                            linestyle="--", label=name)
            ax.set_xscale("log", base=2)
            ax.set_xlabel("L")
            ax.set_title(f"head {head}{', causal' if causal else ''}")
        axes[0][0].set_ylabel("TFLOP/s (bf16)")
        axes[0][-1].legend(fontsize="small")
        fig.suptitle(gpu)
        stem = f"{gpu.replace(' ', '_')}-attention-{datetime.date.today().isoformat()}"
        fig.savefig(os.path.join(out, stem + ".png"), dpi=120, bbox_inches="tight")
    except Exception as e:  # the plot is a convenience, the JSON is the record
        print("bench/attention: no plot:", e)


def parse_args(doc, seqlens, reps, report):
    """The command line of run.py and backward.py (`doc`: the script's
    docstring; the defaults; `report`: the JSON's name)."""
    ap = argparse.ArgumentParser(description=doc.splitlines()[0])
    ap.add_argument("--ptx-dir", default=os.path.join(HERE, "ptx"))
    ap.add_argument("--seqlens", default=seqlens)
    ap.add_argument("--batch-heads", type=int, default=32)
    ap.add_argument("--reps", type=int, default=reps)
    ap.add_argument("--out", help=f"directory for <gpu>-{report}-<date>.json")
    ap.add_argument("--emulate", action="store_true",
                    help="numerics in the CPU emulator (no timing)")
    return ap.parse_args()


def gpu_targets(cp, emulate):
    """The targets whose kernels run here: sm_80's on any GPU, sm_90a's on
    compute capability 9.0, first (issue 38's goals are measured with them:
    timed first, they are in the log even if gpu-session.sh's step runs
    out of time; both in the emulator)."""
    if emulate:
        return ["sm_80", "sm_90a"]
    major = cp.cuda.Device(0).compute_capability[0]
    return (["sm_90a"] if major == "9" or major == 9 else []) + ["sm_80"]


def main() -> int:
    args = parse_args(__doc__, "1024,2048,4096,8192", 20, "attention")
    ragged = [L for L in (int(s) for s in args.seqlens.split(",")) if L % WHOLE_BLOCKS]
    if ragged:
        print(f"bench/attention: --seqlens {ragged} are not multiples of {WHOLE_BLOCKS} (the "
              f"kernels are compiled with EVEN_N: whole key blocks)")
        return 2
    import numpy as np
    cp = benchlib.device("attention", args.emulate)
    if cp is None:
        return 0
    targets = gpu_targets(cp, args.emulate)
    found = kernels(args.ptx_dir, targets)
    if not found:
        print(f"bench/attention: no kernels in {args.ptx_dir}; run bench/attention/prepare.sh")
        return 1
    gpu = benchlib.gpu_name(cp)
    baselines = None
    if not args.emulate:
        try:
            import torch
            import baselines as baseline_module  # bench/attention/baselines.py
            baselines = baseline_module.Baselines(
                np, torch, lambda call: benchlib.median_seconds(cp, call, args.reps),
                reference, bf16_bits)
        except ImportError:
            print("bench/attention: no torch: timing tile alone")

    rng = np.random.default_rng(0)
    failures, rows = 0, []
    inputs = {}  # (BH, L, D) -> bf16 bits of Q, K, V, host and device

    sms = cp.cuda.runtime.getDeviceProperties(0)["multiProcessorCount"]
    for target, path, head, causal, block_m, warps, run1, stages, tma, producer, turns, fp8, \
            overlap, block_n, persistent \
            in found:
        fn = cp.RawModule(path=path).get_function(
            "attention_fp8" if fp8 else "attention_tma_persistent" if persistent
            else "attention_tma" if tma else "attention")
        # The K and V rings in dynamic shared memory (head 128): its size
        # from the metadata prepare.sh wrote beside the PTX; the block size
        # too (producer warps beside the kernel's).
        kmeta = kernel_metadata(path)
        smem = int(kmeta.get("dynamic_shared_bytes", 0))
        threads = int(kmeta.get("threads_per_block", 32 * warps))
        benchlib.allow_dynamic_shared(fn, smem)
        tma_args = TmaLauncher(np, cp, kmeta, args.emulate, fp8, persistent) if tma else None

        def arguments(q, k, v, o, seqlen, head, bh, descales=(), tma_args=tma_args):
            if tma_args:
                return tma_args.arguments(q, k, v, o, seqlen, head, bh, descales)
            return (q, k, v, o, np.int32(seqlen), np.float32(1 / math.sqrt(head)))

        def launch(fn, grid, arguments, smem=smem, threads=threads, persistent=persistent):
            if persistent:  # a program per SM (at most one per tile)
                grid = (min(sms, grid[0] * grid[1]), 1)
            fn(grid, (threads,), arguments, shared_mem=smem)
        label = (f"{target} h{head}{' causal' if causal else ''}"
                 f"{' fp8' if fp8 else ' tma' if tma else ''}"
                 f"{' persistent' if persistent else ''} "
                 f"({block_m} rows, {warps} warps"
                 f"{', runs of 1' if run1 else ''}"
                 f"{f', pipeline-loads {stages}' if stages else ''}"
                 f"{f', {producer} producer warps' if producer else ''}"
                 f"{', ping-pong' if turns else ''}"
                 f"{', overlapped dots' if overlap else ''})")
        if block_n:
            label += f" {block_n}-key blocks"
        # Numerics: a small problem of whole key blocks (EVEN_N), against
        # NumPy.
        bh, seqlen = 2, CHECK_SEQLEN
        descales = ()
        if fp8:
            (qb, kb, vb), (q, k, v), descales = fp8_inputs(np, rng, (bh, seqlen, head))
        else:
            (qb, q), (kb, k), (vb, v) = (bf16_bits(np, rng.standard_normal((bh, seqlen, head)))
                                         for _ in range(3))
        o = cp.zeros((bh, seqlen, head), cp.uint16)
        launch(fn, ((seqlen + block_m - 1) // block_m, bh),
               arguments(cp.asarray(qb), cp.asarray(kb), cp.asarray(vb), o, seqlen, head, bh,
                         descales))
        cp.cuda.runtime.deviceSynchronize()
        got = (o.get().astype(np.uint32) << 16).view(np.float32)
        err = float(np.max(np.abs(got - reference(np, q, k, v, causal))))
        # P and O in bf16; fp8: P in e4m3 (up to 2^-4 of each p off: the
        # emulator finds 1.5e-2 plain, 3.9e-2 causal, whose first rows
        # average few keys).
        ok = err < (8e-2 if fp8 else 1e-2)
        failures += not ok
        print(f"{label:72s} max error {err:.2e} {'OK' if ok else 'MISMATCH'}", flush=True)
        if args.emulate or not ok:
            continue
        for seqlen in (int(s) for s in args.seqlens.split(",")):
            bh = args.batch_heads
            shape = (bh, seqlen, head)
            # One set of inputs per shape for every kernel (drawing 3 x 33M
            # normals at L = 8192, head 128, took seconds per kernel).
            if shape not in inputs:
                host = tuple(bf16_bits(np, rng.standard_normal(shape).astype(np.float32))[0]
                             for _ in range(3))
                inputs[shape] = host + tuple(cp.asarray(x) for x in host)
            qb, kb, vb, dq, dk, dv = inputs[shape]
            descales = ()
            if fp8:  # e4m3 codes of the same shape (the baselines: bf16 above)
                if (shape, "fp8") not in inputs:
                    codes, _, scales = fp8_inputs(np, rng, shape)
                    inputs[shape, "fp8"] = tuple(cp.asarray(x) for x in codes) + (scales,)
                dq, dk, dv, descales = inputs[shape, "fp8"]
            o = cp.zeros(shape, cp.uint16)
            flops = 4.0 * bh * seqlen * seqlen * head * (0.5 if causal else 1.0)

            def time_it(call):
                return benchlib.median_seconds(cp, call, args.reps)

            grid = ((seqlen + block_m - 1) // block_m, bh)
            call_args = arguments(dq, dk, dv, o, seqlen, head, bh, descales)
            t_tile = time_it(lambda: launch(fn, grid, call_args))
            row = {"target": target, "head": head, "causal": causal, "warps": warps,
                   "block_m": block_m, "tma": tma, "fp8": fp8, "producer_warps": producer,
                   "ping_pong": turns, "overlap_dots": overlap, "persistent": persistent,
                   "runs_of_1": run1, "pipeline_loads": stages,
                   "batch_heads": bh, "seqlen": seqlen,
                   "tile_tflops": flops / t_tile / 1e12}
            line = f"{label:72s} L={seqlen:5d}: tile {row['tile_tflops']:7.1f} TFLOP/s"
            if baselines is not None:
                # (1, BH, L, D): the layout SDPA takes; each baseline timed
                # once per shape.
                row.update(baselines.measure(head, causal, seqlen, qb, kb, vb, flops))
                for name in ("torch", "torch_cudnn", "torch_flash", "triton"):
                    other = row.get(f"{name}_tflops")
                    if other:
                        ratio = row["tile_tflops"] / other
                        row["ratio" if name == "torch" else f"ratio_{name}"] = ratio
                        line += f", {name} {other:6.1f} ({ratio:.2f}x)"
                if row.get("torch_backend"):
                    line += f" [torch picked {row['torch_backend']}]"
                if fp8:
                    line += " (baselines in bf16)"
            print(line, flush=True)
            rows.append(row)

    status = benchlib.finish("attention", gpu, rows, len(found) - failures, failures, args.out,
                             args.emulate)
    if args.out and not args.emulate:
        write_plot(rows, args.out, gpu)
    return status


if __name__ == "__main__":
    sys.exit(main())
