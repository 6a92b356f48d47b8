#!/usr/bin/env python3
"""Differential numerics fuzzer: random DSL kernels, tile vs NumPy.

Each program is a straight-line kernel body over one block of R x C
elements (a grid of programs over the rows): masked loads of two inputs
(zero or another value past the edges), elementwise float math, integer
index arithmetic, comparisons and tile.where, reductions along either axis
kept as R x 1 / 1 x C and broadcast back (some with a combine_fn), flips,
sorts, gathers and running sums/maxima along an axis, float16/bfloat16 round trips,
dots of bf16 (fp16 with f32 or f16 accumulators, tf32, fp8, int8) operands (mma.sync, wgmma or tcgen05
by target), runtime
for-loops (scf.for; some written as while loops: scf.while) carrying a
tile or a row/column vector (a running max or sum of a tile's reductions,
as FlashAttention's m_i and l_i; dots in the loop), and a masked store. The same body text runs twice: traced by tile.kernel (compiled for a
random target and warp count, run in the PTX emulator test/python/ptxemu.py)
and executed by NumPy in float64 on the same inputs, block by block. C must
match within a tolerance that covers float32 rounding, and stay NaN outside
the mask.

A compile error is a *rejection* (counted, not a failure) when it is a
located tile diagnostic, a *failure* otherwise; so is an emulator error or a
mismatch. Failing programs are saved as standalone .py files under --out.

  numerics.py --count 200 --seed 1           # prints a summary, exit 1 on failures
  numerics.py --only 17 --seed 1 --show      # one program: its source and result
"""

import argparse
import importlib.util
import math
import os
import random
import sys
import tempfile
import time
import traceback

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "test", "python"))
import ptxemu  # noqa: E402

TARGETS = ("sm_80", "sm_90a", "sm_100a", "sm_120a", "sm_89")
# Whether CUDA's libdevice is installed (tile.log1p, tile.pow, ... need it).
HAVE_LIBDEVICE = any(
    root and os.path.isfile(os.path.join(root, "nvvm", "libdevice", "libdevice.10.bc"))
    for root in (os.environ.get("CUDA_HOME", ""), "/usr/local/cuda"))

# The kernel module: the body refers to F (tile helpers or NumPy ones).
MODULE = '''import tile
from tile import float32, float16, bfloat16

BR, BC = {br}, {bc}


class F:
    """The body's vocabulary, traced by tile."""
    @staticmethod
    def rows(pid):
        return pid * BR + tile.arange(0, BR)[:, None]

    @staticmethod
    def cols():
        return tile.arange(0, BC)[None, :]

    load = staticmethod(lambda p, offs, mask, other: tile.load(p, offs, mask=mask, other=other))
    mod = staticmethod(lambda a, b: a % b)    # remsi: truncating, like C
    div = staticmethod(lambda a, b: a // b)   # divsi
    store = staticmethod(lambda p, offs, v, mask: tile.store(p, offs, v, mask=mask))
    where, maximum, minimum = tile.where, tile.maximum, tile.minimum
    sin, cos, tanh, exp, abs, sqrt = tile.sin, tile.cos, tile.tanh, tile.exp, tile.abs, tile.sqrt
    # libdevice functions (linked from CUDA's libdevice.10.bc).
    log1p, atan, cbrt, erfc = tile.log1p, tile.atan, tile.cbrt, tile.erfc
    pow = staticmethod(lambda a, b: tile.pow(a, b))
    sum = staticmethod(lambda t, axis: tile.sum(t, axis=axis, keep_dims=True))
    max = staticmethod(lambda t, axis: tile.max(t, axis=axis, keep_dims=True))
    min = staticmethod(lambda t, axis: tile.min(t, axis=axis, keep_dims=True))
    sum_all = staticmethod(lambda t: tile.sum(t))
    max_all = staticmethod(lambda t: tile.max(t))
    rsum = staticmethod(lambda t: tile.sum(t, axis=1)[:, None])
    cmax = staticmethod(lambda t: tile.max(t, axis=0)[None, :])
    trans = staticmethod(lambda t: tile.trans(t))
    f32 = staticmethod(lambda t: t.to(float32))
    f16 = staticmethod(lambda t: t.to(float16))
    bf16 = staticmethod(lambda t: t.to(bfloat16))
    dot = staticmethod(lambda a, b: tile.dot(a.to(bfloat16), b.to(bfloat16)))
    dot16 = staticmethod(lambda a, b: tile.dot(a.to(float16), b.to(float16)))
    # f16 accumulators (wgmma .f16 on sm_90a, mma.sync .f16 elsewhere).
    dot16h = staticmethod(lambda a, b: tile.dot(a.to(float16), b.to(float16),
                                                out_dtype=float16).to(float32))
    dot32 = staticmethod(lambda a, b: tile.dot(a, b))   # tf32 on the tensor cores
    dot8 = staticmethod(lambda a, b: tile.dot(a.to(tile.float8e4m3fn), b.to(tile.float8e4m3fn)))
    # int8 x int8 -> int32 (mma.sync, wgmma or tcgen05 kind::i8 by target)
    # of 8 t truncated into [-100, 100], NaN as 0: exact on both sides.
    q8 = staticmethod(lambda t: tile.minimum(tile.maximum(
        tile.where(t == t, t * 8.0, 0.0), -100.0), 100.0).to(tile.int8))
    doti8 = staticmethod(lambda a, b: tile.dot(F.q8(a), F.q8(b)).to(float32))
    flip = staticmethod(lambda t, axis: tile.flip(t, axis))
    sort = staticmethod(lambda t, axis: tile.sort(t, dim=axis))
    gather = staticmethod(lambda t, idx, axis: tile.gather(t, idx, axis))
    cumsum = staticmethod(lambda t, axis: tile.cumsum(t, axis=axis))
    cummax = staticmethod(lambda t, axis: tile.associative_scan(t, axis, tile.maximum))
    rmin = staticmethod(lambda t, axis: tile.reduce(t, axis, tile.minimum, keep_dims=True))

    @staticmethod
    def wsq(p):
        return tile.load(p, tile.arange(0, BC)[:, None] * BC + tile.arange(0, BC)[None, :])


@tile.kernel(num_warps={warps})
def fuzzed(xp: tile.ptr({xtype}), yp: tile.ptr(float32), wp: tile.ptr(float32),
           out: tile.ptr({otype}), n_rows: tile.int32, n_cols: tile.int32,
           n_iter: tile.int32):
    pid = tile.program_id(0)
{body}
'''


class NumpyF:
    """The same vocabulary in NumPy, in float32 like the kernel (exactly
    rounded transcendentals as the emulator computes them; casts round to
    nearest even)."""

    def __init__(self, br, bc, x, y, w):
        self.br, self.bc, self.x, self.y, self.w = br, bc, x, y, w

    def rows(self, pid):
        return pid * self.br + np.arange(self.br)[:, None]

    def cols(self):
        return np.arange(self.bc)[None, :]

    @staticmethod
    def load(p, offs, mask, other):
        flat = p.reshape(-1)
        return np.where(mask, flat[np.clip(offs, 0, flat.size - 1)], np.float32(other))

    def store(self, p, offs, v, mask):
        self.stored = (offs, np.broadcast_to(v, offs.shape), mask)

    @staticmethod
    def where(c, a, b):
        return np.where(c, a, b).astype(np.float32)

    @staticmethod
    def mod(a, b):
        return np.fmod(a, b)

    @staticmethod
    def div(a, b):
        return (a - np.fmod(a, b)) // b

    maximum, minimum = staticmethod(np.maximum), staticmethod(np.minimum)
    abs = staticmethod(np.abs)
    sin, cos, tanh, exp, sqrt, log1p, atan, cbrt, erfc = (
        staticmethod(lambda t, f=f: f(np.asarray(t, np.float64)).astype(np.float32))
        for f in (np.sin, np.cos, np.tanh, np.exp, np.sqrt, np.log1p, np.arctan, np.cbrt,
                  np.vectorize(math.erfc, otypes=[np.float64])))
    pow = staticmethod(lambda a, b: np.power(np.asarray(a, np.float64),
                                             np.asarray(b, np.float64)).astype(np.float32))
    sum = staticmethod(lambda t, axis: np.sum(np.asarray(t, np.float64), axis=axis,
                                              keepdims=True).astype(np.float32))
    max = staticmethod(lambda t, axis: np.max(t, axis=axis, keepdims=True))
    min = staticmethod(lambda t, axis: np.min(t, axis=axis, keepdims=True))
    sum_all = staticmethod(lambda t: np.float32(np.sum(np.asarray(t, np.float64))))
    max_all = staticmethod(lambda t: np.max(t))
    rsum = staticmethod(lambda t: np.sum(np.asarray(t, np.float64), axis=1).astype(
        np.float32)[:, None])
    cmax = staticmethod(lambda t: np.max(t, axis=0)[None, :])
    trans = staticmethod(lambda t: np.ascontiguousarray(np.asarray(t).T))

    @staticmethod
    def f32(t):
        return np.asarray(t).astype(np.float32)

    @staticmethod
    def f16(t):
        return np.asarray(t, np.float32).astype(np.float16)

    @staticmethod
    def bf16(t):
        return ptxemu.bf16_bits(t)[1]

    def dot(self, a, b):
        return (self.bf16(a).astype(np.float64) @ self.bf16(b).astype(np.float64)).astype(
            np.float32)

    def dot16(self, a, b):
        return (self.f16(a).astype(np.float64) @ self.f16(b).astype(np.float64)).astype(
            np.float32)

    def dot16h(self, a, b):  # rounded to f16 once (the MMAs round per K step)
        return self.f16(self.dot16(a, b)).astype(np.float32)

    @staticmethod
    def _tf32(t):  # the mma reads the top 19 bits (tolerance covers rounding them)
        return (np.asarray(t, np.float32).view(np.uint32) & np.uint32(0xFFFFE000)).view(
            np.float32).astype(np.float64)

    def dot32(self, a, b):
        return (self._tf32(a) @ self._tf32(b)).astype(np.float32)

    @staticmethod
    def _e4m3(t):
        # cvt.rn.satfinite: nearest, ties to even (bf16 inputs often sit
        # exactly between two e4m3 values; rounding those down instead made
        # seed 71's program 161 a false failure), saturated.
        codes = ptxemu._fp8_encode(np.asarray(t, np.float64), "e4m3")
        return ptxemu._fp8(codes, "e4m3")

    def dot8(self, a, b):
        return (self._e4m3(a) @ self._e4m3(b)).astype(np.float32)

    @staticmethod
    def _q8(t):  # as F.q8: float32 8 t, clipped, truncated toward zero
        t = np.asarray(t, np.float32)
        t = np.where(t == t, t * np.float32(8.0), np.float32(0.0))
        return np.trunc(np.clip(t, -100.0, 100.0)).astype(np.int64)

    def doti8(self, a, b):
        return (self._q8(a) @ self._q8(b)).astype(np.float32)

    def wsq(self, p):
        return self.w.reshape(self.bc, self.bc).astype(np.float32)

    flip = staticmethod(lambda t, axis: np.flip(np.asarray(t, np.float32), axis))
    sort = staticmethod(lambda t, axis: np.sort(np.asarray(t, np.float32), axis=axis))
    cumsum = staticmethod(lambda t, axis: np.cumsum(np.asarray(t, np.float64), axis=axis).astype(
        np.float32))
    cummax = staticmethod(lambda t, axis: np.maximum.accumulate(np.asarray(t, np.float32), axis))
    rmin = staticmethod(lambda t, axis: np.min(np.asarray(t, np.float32), axis=axis,
                                               keepdims=True))

    @staticmethod
    def gather(t, idx, axis):  # tile.gather clamps indices to the axis
        t = np.asarray(t, np.float32)
        return np.take_along_axis(t, np.clip(np.asarray(idx, np.int64), 0, t.shape[axis] - 1),
                                  axis)


class Program:
    """A random body: lines of `vN = expr` over 2-D values of shape
    (BR, BC), (BR, 1) or (1, BC), plus a dot operand shape (BC, BC)."""

    def __init__(self, rng):
        self.rng = rng
        self.br = rng.choice([16, 32, 64, 128])
        self.bc = rng.choice([16, 32, 64])
        self.warps = rng.choice([1, 2, 4, 8])
        self.target = rng.choice(TARGETS)
        self.rows = self.br * rng.randint(1, 3) - rng.choice([0, 0, 3, self.br // 2])
        self.cols = self.bc - rng.choice([0, 0, 1, self.bc // 4])
        self.iters = rng.choice([0, 1, 2, 3])
        # Element types of x (converted to f32 on load) and of C (on store).
        self.xtype = rng.choice(["float32", "float32", "bfloat16", "float16"])
        self.otype = rng.choice(["float32", "float32", "float32", "bfloat16", "float16"])
        self.lines = []
        self.pool = []  # (name, shape kind: "t" | "r" | "c", is float)
        self.n = 0
        self.build()

    def new(self, expr, kind, is_float=True):
        name = f"v{self.n}"
        self.n += 1
        self.lines.append(f"{name} = {expr}")
        self.pool.append((name, kind, is_float))
        return name

    def pick(self, floats=True, kinds="trc"):
        cands = [p for p in self.pool if p[2] == floats and p[1] in kinds]
        # Recent values more often: deeper expressions.
        return cands[min(len(cands) - 1, int(len(cands) * self.rng.random() ** 0.5))]

    def build(self):
        r = self.rng
        self.lines += ["rows = F.rows(pid)", "cols = F.cols()",
                       "mask = (rows < n_rows) & (cols < n_cols)",
                       f"offs = rows * {self.bc} + cols"]
        other = r.choice(["0.0", "1.5", "-2.0"])
        self.new(f"F.f32(F.load(xp, offs, mask, {other}))", "t")
        self.new("F.load(yp, offs, mask, 0.0)", "t")
        self.new(f"F.mod(rows * {r.randint(1, 5)} + cols * {r.randint(1, 5)}, "
                 f"{r.randint(2, 9)})", "t", False)
        for _ in range(r.randint(3, 14)):
            self.step()
        # The stored value: the last values computed, and a few others.
        floats = [n for n, k, f in self.pool if f and k != "s"]
        picked = floats[-3:] + r.sample(floats, min(2, len(floats)))
        final = " + ".join(f"{n} * {0.5 ** i}" for i, n in enumerate(dict.fromkeys(picked)))
        self.lines.append(f"F.store(out, offs, {final}, mask)")

    def step(self):
        r = self.rng
        op = r.choice(["bin", "bin", "bin", "un", "un", "red", "red", "where", "int", "dot",
                       "cast" if r.random() < 0.3 else "bin", "loop", "red2", "trans", "perm"])
        if op == "bin":
            (a, ka, _), (b, kb, _) = self.pick(), self.pick()
            f = r.choice(["{a} + {b}", "{a} - {b}", "{a} * {b}", "F.maximum({a}, {b})",
                          "F.minimum({a}, {b})", "{a} / (F.abs({b}) + 1.0)",
                          "{a} * 0.5 + {b} * 0.25"])
            kind = "t" if "t" in (ka, kb) or {ka, kb} == {"r", "c"} else ka
            self.new(f.format(a=a, b=b), kind)
        elif op == "un":
            a, ka, _ = self.pick()
            f = r.choice(["F.sin({a})", "F.cos({a})", "F.tanh({a})", "F.exp(-F.abs({a}))",
                          "F.sqrt(F.abs({a}) + 1.0)", "-{a}", "F.abs({a})", "{a} * 1.25"] +
                         (["F.log1p(F.abs({a}))", "F.atan({a})", "F.cbrt({a})",
                           "F.erfc({a} * 0.5)", "F.pow(F.abs({a}) + 0.5, 0.75)"]
                          if HAVE_LIBDEVICE else []))
            self.new(f.format(a=a), ka)
        elif op == "red":
            a, ka, _ = self.pick(kinds="t")
            axis = r.choice([0, 1])
            f = r.choice(["F.sum", "F.max", "F.min"])
            # Sums grow: scale them back.
            expr = f"{f}({a}, {axis})" + (f" * {1.0 / (self.br if axis == 0 else self.bc)}"
                                          if f == "F.sum" else "")
            self.new(expr, "c" if axis == 0 else "r")
        elif op == "red2":
            a, ka, _ = self.pick(kinds="t")
            f, kind, scale = r.choice([
                ("F.sum_all", "s0", 1.0 / (self.br * self.bc)), ("F.max_all", "s0", 1.0),
                ("F.rsum", "r", 1.0 / self.bc), ("F.cmax", "c", 1.0)])
            # A scalar broadcasts against anything: add it to a tile right away.
            if kind == "s0":
                b, kb, _ = self.pick()
                self.new(f"{b} + {f}({a}) * {scale}", kb)
            else:
                self.new(f"{f}({a}) * {scale}", kind)
        elif op == "perm":
            # Along an axis: flip, sort (bitonic: a gather per round, kept to
            # small blocks), gather at int indices (clamped), running sum or
            # maximum (tile.scan, associative_scan), a combine_fn minimum.
            a, _, _ = self.pick(kinds="t")
            axis = r.choice([0, 1])
            extent = self.br if axis == 0 else self.bc
            f = r.choice(["flip", "gather", "cumsum", "cummax", "rmin"] +
                         (["sort"] if self.br * self.bc <= 2048 else []))
            if f == "gather":
                idx, _, _ = self.pick(floats=False, kinds="t")
                self.new(f"F.gather({a}, {idx}, {axis})", "t")
            elif f == "cumsum":
                self.new(f"F.cumsum({a}, {axis}) * {1.0 / extent}", "t")
            elif f == "rmin":
                self.new(f"F.rmin({a}, {axis})", "c" if axis == 0 else "r")
            else:
                self.new(f"F.{f}({a}, {axis})", "t")
        elif op == "trans" and self.br == self.bc:
            a, ka, _ = self.pick(kinds="t")
            self.new(f"F.trans({a})", "t")
        elif op == "cast":
            a, ka, _ = self.pick()
            self.new(f"F.f32({r.choice(['F.f16', 'F.bf16'])}({a}))", ka)
        elif op == "where":
            (a, ka, _), (b, kb, _), (c, kc, _) = self.pick(), self.pick(), self.pick()
            kinds = {ka, kb, kc}
            kind = "t" if "t" in kinds or {"r", "c"} <= kinds else ka if ka == kb == kc else \
                (kinds - {"t"}).pop()
            self.new(f"F.where({a} < {b}, {a}, {c})", kind)
        elif op == "int":
            a, ka, _ = self.pick(floats=False)
            f = r.choice(["F.mod({a} * 3 + 1, 5)", "F.div({a} + cols, 2)",
                          "{a} * 2 - F.mod(rows, 3)", "F.div({a} * 5 - 7, 3)"])
            self.new(f.format(a=a), "t", False)
            self.new(f"F.f32(v{self.n - 1}) * 0.125", "t")
        elif op == "loop":
            # A runtime loop (scf.for) carrying a tile, row or column vector.
            a, ka, _ = self.pick()
            b, kb, _ = self.pick(kinds="t" if ka == "t" else ka + "t")
            name = f"v{self.n}"
            un = r.choice(["F.sin", "F.tanh", "F.cos", "F.abs"])
            if ka == kb:
                update = r.choice([f"{name} * 0.5 + {un}({b}) * 0.25",
                                   f"F.maximum({name}, {b} * 0.5)",
                                   f"F.where({name} < {b}, {name} + 0.125, {name} * 0.75)"])
                if ka == "t" and r.random() < 0.3:
                    # B loaded in the loop, or before it (staged once); and
                    # sometimes a second dot of the first's result (as
                    # attention's P: A in registers where the layouts allow).
                    b_op = "F.wsq(wp)"
                    if r.random() < 0.5:
                        self.ensure_wsq()
                        b_op = "wsq"
                    inner = f"F.dot({name}, {b_op})"
                    if r.random() < 0.5:
                        inner = f"F.dot(F.exp(-F.abs({inner} * {0.5 / self.bc})), {b_op})"
                    update += f" + {inner} * {0.5 / self.bc}"
            else:  # a vector running over a tile's reductions (FlashAttention's m_i, l_i)
                axis = 1 if ka == "r" else 0
                update = r.choice([f"F.maximum({name}, F.max({b}, {axis}))",
                                   f"{name} * 0.5 + F.sum({un}({b}), {axis}) * "
                                   f"{0.5 / (self.bc if axis == 1 else self.br)}"])
            self.n += 1
            self.lines.append(f"{name} = {a} * 1.0")
            if r.random() < 0.3:  # the same loop as a while (scf.while)
                self.lines.append(f"it = 0\nwhile it < n_iter:\n    {name} = {update}\n"
                                  "    it += 1")
            else:
                self.lines.append(f"for it in range(n_iter):\n    {name} = {update}")
            self.pool.append((name, ka, True))
        elif op == "dot":
            a, _, _ = self.pick(kinds="t")
            self.ensure_wsq()
            dot = r.choice(["F.dot", "F.dot", "F.dot16", "F.dot16h", "F.dot32"] +
                           (["F.dot8"] if self.target != "sm_80" and self.bc >= 32 else []) +
                           (["F.doti8"] if self.bc >= 32 else []))
            if dot == "F.doti8":
                # Of a loaded tile (v0: x, v1: y), whose quantization is
                # exact on both sides (a computed one may round across a
                # truncation step).
                a = r.choice(["v0", "v1"])
            self.new(f"{dot}({a}, {r.choice(['wsq', 'wsq', 'F.trans(wsq)'])}) * {1.0 / self.bc}",
                     "t")

    def ensure_wsq(self):
        if not any(n == "wsq" for n, _, _ in self.pool):
            self.lines.append("wsq = F.wsq(wp)")  # BC x BC, the dot's B
            self.pool.append(("wsq", "s", True))

    def source(self):
        body = "\n".join("    " + line.replace("\n", "\n    ") for line in self.lines)
        return MODULE.format(br=self.br, bc=self.bc, warps=self.warps, body=body,
                             xtype=self.xtype, otype=self.otype)


def numpy_result(prog, x, y, w):
    """C as NumPy computes the body, block by block (NaN outside)."""
    out = np.full((prog.rows, prog.bc), np.nan)
    for pid in range(math.ceil(prog.rows / prog.br)):
        F = NumpyF(prog.br, prog.bc, x, y, w)
        env = {"F": F, "pid": pid, "xp": x, "yp": y, "wp": w, "out": None,
               "n_rows": prog.rows, "n_cols": prog.cols, "n_iter": prog.iters, "np": np}
        exec("\n".join(prog.lines), env)
        offs, v, mask = F.stored
        flat = out.reshape(-1)
        flat[offs[mask]] = v[mask]
    return out


def _bits(a, dtype):
    """float values -> the array of their encoding in dtype (bf16 as uint16)."""
    a = np.asarray(a, np.float64)
    if dtype == "float32":
        return a.astype(np.float32)
    if dtype == "float16":
        return a.astype(np.float32).astype(np.float16)
    return ptxemu.bf16_bits(a)[0]


def _values(raw, dtype):
    """The encoding read back (float32, float16 or bf16 bits) as float64."""
    if dtype == "bfloat16":
        return (raw.astype(np.uint32) << 16).view(np.float32).astype(np.float64)
    if dtype == "float16":
        return raw.view(np.float16).astype(np.float64)
    return raw.astype(np.float64)


def _round(a, dtype):
    return _values(_bits(a, dtype).view(np.uint16) if dtype != "float32" else _bits(a, dtype),
                   dtype)


def run_one(seed, index, show=False):
    """('ok' | 'rejected' | 'failed', message, source) of program index."""
    return evaluate(Program(random.Random(f"{seed}:{index}")), f"{seed}_{index}", index, show)


def evaluate(prog, name, index=0, show=False):
    """Compiles, emulates and checks one program (its lines may have been
    edited: minimizing a failure); inputs from index."""
    src = prog.source()
    if show:
        print(src)
    x = np.random.default_rng(index).standard_normal((prog.rows, prog.bc))
    y = np.random.default_rng(index + 1).standard_normal((prog.rows, prog.bc))
    w = np.random.default_rng(index + 2).standard_normal((prog.bc, prog.bc))
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, f"fuzzed_{name}.py")
        with open(path, "w") as f:
            f.write(src)
        spec = importlib.util.spec_from_file_location(f"fuzzed_{name}", path)
        module = importlib.util.module_from_spec(spec)
        import tile
        try:
            spec.loader.exec_module(module)
            compiled = module.fuzzed.compile(prog.target, cache=False)
        except tile.CompileError as e:
            msg = str(e)
            located = "fuzzed_" in msg or "loc(" in msg or ".py" in msg or "error" in msg
            return ("rejected" if located else "failed"), f"{prog.target}: {msg[:400]}", src
        except Exception:
            return "failed", f"{prog.target}: {traceback.format_exc()[-800:]}", src
    x = _round(x, prog.xtype)
    mem = ptxemu.Memory()
    xs = mem.alloc(_bits(x, prog.xtype))
    ys, ws = (mem.alloc(a.astype(np.float32)) for a in (y, w))
    out = mem.alloc(_bits(np.full((prog.rows, prog.bc), np.nan), prog.otype))
    grid = (math.ceil(prog.rows / prog.br), 1, 1)
    try:
        ptxemu.Module(compiled.ptx).launch(
            "fuzzed", grid, (compiled.num_threads, 1, 1),
            [xs, ys, ws, out, prog.rows, prog.cols, prog.iters],
            mem, shared_bytes=compiled.dynamic_shared_bytes)
    except ptxemu.EmuError as e:
        if "not emulated" in str(e):
            return "rejected", f"{prog.target}: emulator: {str(e)[:300]}", src
        return "failed", f"{prog.target}: emulator: {str(e)[:600]}", src
    got = _values(mem.read(out, (prog.rows, prog.bc),
                           np.float32 if prog.otype == "float32" else np.uint16), prog.otype)
    want = numpy_result(prog, x.astype(np.float32), y.astype(np.float32), w.astype(np.float32))
    want = _round(want, prog.otype)
    inside = ~np.isnan(want)
    if np.isnan(got[~inside]).sum() != (~inside).sum():
        return "failed", f"{prog.target}: wrote outside the mask", src
    scale = 1.0 + np.abs(want[inside]).max(initial=0.0)
    # Both sides round every op to float32; sums and dots add in other
    # orders, and a float16/bfloat16 cast of such a value may round the
    # other way.
    narrow = any(f in src for f in ("F.f16", "F.bf16", "F.dot16", "F.dot32", "F.dot8")) or \
        prog.otype != "float32"
    tol = (2e-2 if narrow else 1e-4) * scale
    err = np.abs(got[inside] - want[inside])
    if not np.isfinite(got[inside]).all() or (err > tol).any():
        worst = int(np.argmax(np.where(np.isfinite(err), err, np.inf)))
        return "failed", (f"{prog.target}, {prog.warps} warps, {prog.br}x{prog.bc}: "
                          f"{int((err > tol).sum())} of {inside.sum()} elements off, worst "
                          f"{err.reshape(-1)[worst]:.3g} (tolerance {tol:.3g})"), src
    return "ok", f"{prog.target}", src


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--count", type=int, default=50)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--only", type=int, help="run program INDEX alone")
    ap.add_argument("--show", action="store_true", help="print each program's source")
    ap.add_argument("--out", help="where failing programs are saved (default a temp dir)")
    args = ap.parse_args(argv)
    indices = [args.only] if args.only is not None else range(args.count)
    counts = {"ok": 0, "rejected": 0, "failed": 0}
    failures = []
    start = time.time()
    for i in indices:
        verdict, msg, src = run_one(args.seed, i, show=args.show)
        counts[verdict] += 1
        if verdict != "ok" and (args.show or verdict == "failed"):
            print(f"program {i}: {verdict}: {msg}")
        if verdict == "failed":
            failures.append((i, msg, src))
    out = args.out or tempfile.mkdtemp(prefix="tile-numerics-")
    for i, msg, src in failures:
        os.makedirs(out, exist_ok=True)
        with open(os.path.join(out, f"program_{args.seed}_{i}.py"), "w") as f:
            f.write(f"# {msg}\n" + src)
    print(f"numerics: {len(indices)} programs, {counts['ok']} agree, {counts['rejected']} "
          f"rejected, {counts['failed']} failed ({time.time() - start:.0f} s)"
          + (f"; failing programs in {out}" if failures else ""))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
