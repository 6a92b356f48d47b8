"""Triton compatibility: the language features Triton kernels lean on,
each on a small kernel written here the way Triton kernels write them
(``import tile as tl``, ``@tl.jit``, unannotated parameters), run in the
PTX emulator (the ``emulated`` fixture) and compared with NumPy; what tile
does not support is refused at the kernel's line with a message naming the
Triton feature. docs/python.md, "Triton compatibility", is the table these
tests check.

Several of them compiled and computed the wrong thing before tile knew the
feature (constexpr globals compared unequal to their values, int64 loop
bounds and scalar offsets were narrowed to int32, assertions were compiled
in outside debug mode); they are marked "silent before" below."""

import importlib.util
import os
import re

import numpy as np
import pytest

tl = pytest.importorskip("tile")
triton = tl
ptxemu = pytest.importorskip("ptxemu")

# Module-level constants as Triton kernels declare them.
_MODE_SCALE = tl.constexpr(0)
_MODE_SHIFT = tl.constexpr(1)
_MODE_SQUARE = tl.constexpr(2)
_EPS = tl.constexpr(0.5)
_FILL = tl.constexpr(-7.0)
_FP32 = tl.constexpr(tl.float32)


class _Config:
    BLOCK = tl.constexpr(64)


def _sig(**types):
    return types


# ---------------------------------------------------------------------------
# constexpr objects behave as their values
# ---------------------------------------------------------------------------


def test_constexpr_objects_behave_as_values():
    c = tl.constexpr(3)
    assert c == 3 and 3 == c and c != 4 and not (c != 3)
    assert tl.constexpr(0) == 0 and not tl.constexpr(0)
    assert c + 1 == 4 and 1 + c == 4 and c * c == 9 and c // 2 == 1 and -c == -3
    assert c < 4 and c >= 3 and (c << 1) == 6 and (c & 1) == 1
    assert hash(c) == hash(3) and {3: "x"}[c] == "x" and [0, 1, 2, 3][c] == 3
    assert int(c) == 3 and float(c) == 3.0 and c.value == 3
    assert tl.constexpr(c).value == 3  # not wrapped twice
    assert tl.constexpr((1, 2))[1] == 2 and len(tl.constexpr((1, 2))) == 2
    assert tl.constexpr(tl.float32).is_fp32() and tl.constexpr(abs)(-2) == 2


@tl.jit
def _norm_modes(x_ptr, y_ptr, n, MODE: tl.constexpr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    if MODE == _MODE_SCALE:
        y = x * 2.0
    elif MODE == _MODE_SHIFT:
        y = x + _EPS
    else:
        y = x * x
    tl.store(y_ptr + offs, y, mask=mask)


@pytest.mark.parametrize("capability", [(8, 0), (9, 0)])
def test_constexpr_module_globals(emulated, capability):
    """Silent before: `MODE == _MODE_X` with `_MODE_X = tl.constexpr(i)` was
    False for every mode (the kernel compiled to the same IR for all three
    and computed the wrong one)."""
    shim = emulated(capability)
    x = np.linspace(-2, 2, 50).astype(np.float32)
    want = {0: x * 2, 1: x + 0.5, 2: x * x}
    irs = set()
    for mode in (0, 1, 2):
        y = shim.asarray(np.zeros(50, np.float32))
        _norm_modes[(1,)](shim.asarray(x), y, 50, MODE=mode, BLOCK=64)
        np.testing.assert_allclose(y.get(), want[mode], rtol=1e-6)
        irs.add(_norm_modes.ir(MODE=mode, BLOCK=64, signature=_sig(
            x_ptr=tl.ptr(tl.float32), y_ptr=tl.ptr(tl.float32), n=tl.int32)))
    assert len(irs) == 3


@tl.jit
def _fill_helper(ptrs, mask, other=_FILL):
    return tl.load(ptrs, mask=mask, other=other)


def _closure_kernel(scale):
    SCALE = tl.constexpr(scale)

    @tl.jit
    def kernel(x_ptr, y_ptr, n, DTYPE: tl.constexpr, BLOCK: tl.constexpr = _Config.BLOCK):
        offs = tl.arange(0, BLOCK)
        mask = offs < n
        x = _fill_helper(x_ptr + offs, mask)          # other= a constexpr default
        x = x.to(DTYPE.value) * SCALE                   # .value of a constexpr parameter
        if _FP32.value.is_fp32() and SCALE > 1:         # a dtype constexpr, compared
            x = x + BLOCK.value                         # .value of a plain int
        tl.store(y_ptr + offs, x, mask=mask | (offs < BLOCK))
    return kernel


def test_constexpr_helper_arguments_and_closures(emulated):
    """constexpr objects as a helper's default argument, in a closure, as a
    class attribute (the parameter's default), given at the launch, and
    ``.value`` of constexpr parameters."""
    shim = emulated((8, 0))
    kernel = _closure_kernel(3)
    x = np.arange(64, dtype=np.float32)
    y = shim.asarray(np.zeros(64, np.float32))
    kernel[(1,)](shim.asarray(x), y, 40, DTYPE=tl.constexpr(tl.float32))
    want = np.where(np.arange(64) < 40, x, -7.0) * 3 + 64
    np.testing.assert_array_equal(y.get(), want)


# ---------------------------------------------------------------------------
# Assertions: compiled in only in debug mode
# ---------------------------------------------------------------------------


@tl.jit
def _checked_copy(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs, mask=offs < n, other=0)
    tl.device_assert(x >= 0, "negative input")
    assert n < 10, "n too large"
    tl.store(y_ptr + offs, x + 1, mask=offs < n)


def test_asserts_only_in_debug_mode(emulated, monkeypatch):
    """Silent before: assertions were compiled in by default, so a kernel
    whose assert guards a debug-only invariant aborted the launch. As in
    Triton they are dropped unless debug mode is on (decorator, launch
    option, compile option or $TRITON_DEBUG)."""
    monkeypatch.delenv("TRITON_DEBUG", raising=False)
    monkeypatch.delenv("TILE_DEBUG", raising=False)
    shim = emulated((8, 0))
    x = shim.asarray(np.array([1, -2, 3] + [0] * 13, np.int32))
    y = shim.asarray(np.zeros(16, np.int32))
    _checked_copy[(1,)](x, y, 16, BLOCK=16)
    np.testing.assert_array_equal(y.get()[:3], [2, -1, 4])
    with pytest.raises(ptxemu.DeviceAssertion, match="negative input"):
        _checked_copy[(1,)](x, y, 3, BLOCK=16, debug=True)
    monkeypatch.setenv("TRITON_DEBUG", "1")
    with pytest.raises(ptxemu.DeviceAssertion, match="n too large"):
        _checked_copy[(1,)](shim.asarray(np.ones(16, np.int32)), y, 16, BLOCK=16)
    sig = _sig(x_ptr=tl.ptr(tl.int32), y_ptr=tl.ptr(tl.int32), n=tl.int32)
    assert _checked_copy.ir(BLOCK=16, signature=sig).count("tile.assert") == 2
    monkeypatch.delenv("TRITON_DEBUG")
    assert "tile.assert" not in _checked_copy.ir(BLOCK=16, signature=sig)
    assert "__assertfail" not in _checked_copy.compile("sm_90a", BLOCK=16, signature=sig).ptx
    assert "__assertfail" in _checked_copy.compile("sm_90a", BLOCK=16, signature=sig,
                                                   asserts=True).ptx


# ---------------------------------------------------------------------------
# int64 stays int64
# ---------------------------------------------------------------------------


@tl.jit
def _rows64(out_ptr, start, stop, stride):
    k = 0
    for row in range(start, stop):       # int64 bounds: an int64 loop
        tl.store(out_ptr + k, row * stride)
        k += 1


@pytest.mark.parametrize("capability", [(8, 0), (9, 0)])
def test_int64_loop_bounds(emulated, capability):
    """Silent before: int64 loop bounds were truncated to int32 (the loop
    variable and `row * stride` were computed modulo 2**32)."""
    shim = emulated(capability)
    start = 2**32 + 5
    out = shim.asarray(np.zeros(4, np.int64))
    _rows64[(1,)](out, start, start + 4, 3)
    np.testing.assert_array_equal(out.get(), (start + np.arange(4)) * 3)
    ir = _rows64.ir(signature=_sig(out_ptr=tl.ptr(tl.int64), start=tl.int64, stop=tl.int64,
                                   stride=tl.int32))
    assert "trunci" not in ir and ": i64 {" in ir


@tl.jit
def _far_element(addr: tl.int64, out_ptr, off):
    # addr - 2**34 bytes: an address 2**32 float32 elements before the data,
    # so the data is at the int64 offset `off` (2**32 + i) from it.
    base = (addr - 2**34).to(tl.pointer_type(tl.float32))
    tl.store(out_ptr, tl.load(base + off) * 2.0)
    tl.store(base + off + 1, 5.0)


def test_int64_scalar_offsets(emulated):
    """Silent before: an int64 scalar offset of a load or store was
    truncated to int32 (here: an address 16 GiB off)."""
    shim = emulated((8, 0))
    data = shim.asarray(np.arange(8, dtype=np.float32))
    out = shim.asarray(np.zeros(1, np.float32))
    _far_element[(1,)](data.data.ptr, out, 2**32 + 3)
    assert out.get()[0] == 6.0 and data.get()[4] == 5.0


@tl.jit
def _literal64(out_ptr, n):
    tl.store(out_ptr, n + 2**33)            # n is int32: the sum is int64
    tl.store(out_ptr + 1, (n * 2**31) >> 31)


def test_int64_literals_promote(emulated):
    """An int literal outside int32 is an int64 and widens the other
    operand, as in Triton (it was an error)."""
    shim = emulated((8, 0))
    out = shim.asarray(np.zeros(2, np.int64))
    _literal64[(1,)](out, 7)
    np.testing.assert_array_equal(out.get(), [2**33 + 7, 7])


# ---------------------------------------------------------------------------
# Early return under a runtime condition
# ---------------------------------------------------------------------------


@tl.jit
def _nll_rows(logp_ptr, target_ptr, loss_ptr, n_cols, ignore_index, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    y = tl.load(target_ptr + row)
    if y == ignore_index:           # Triton's early exit: the row is skipped
        tl.store(loss_ptr + row, 0.0)
        return
    cols = tl.arange(0, BLOCK)
    x = tl.load(logp_ptr + row * n_cols + cols, mask=cols < n_cols, other=0.0)
    if y < 0:
        return                      # a second exit, nested
    loss = -tl.sum(tl.where(cols == y, x, 0.0))
    tl.store(loss_ptr + row, loss)


@tl.jit
def _signed_sqrt(x):
    if x < 0:
        return -tl.sqrt(-x)
    return tl.sqrt(x)


@tl.jit
def _early_values(x_ptr, y_ptr):
    i = tl.program_id(0)
    tl.store(y_ptr + i, _signed_sqrt(tl.load(x_ptr + i)))


@pytest.mark.parametrize("capability", [(8, 0), (9, 0)])
def test_early_return(emulated, capability):
    """`return` inside an `if` on a runtime value: the rest of the kernel is
    an scf.if on the negated condition; a helper returning values on several
    paths yields them (both failed to trace before)."""
    shim = emulated(capability)
    rng = np.random.default_rng(1)
    logp = rng.standard_normal((6, 20)).astype(np.float32)
    target = np.array([3, -100, 0, 19, -5, 7], np.int32)
    loss = shim.asarray(np.full(6, 9.0, np.float32))
    _nll_rows[(6,)](shim.asarray(logp), shim.asarray(target), loss, 20, -100, BLOCK=32)
    want = np.array([-logp[r, t] if t >= 0 else (0.0 if t == -100 else 9.0)
                     for r, t in enumerate(target)], np.float32)
    np.testing.assert_allclose(loss.get(), want, rtol=1e-6)
    x = np.array([4.0, -9.0, 0.25, -0.0], np.float32)
    y = shim.asarray(np.zeros(4, np.float32))
    _early_values[(4,)](shim.asarray(x), y)
    np.testing.assert_allclose(y.get(), np.sign(x) * np.sqrt(np.abs(x)), rtol=1e-6)


@pytest.mark.parametrize("body, message", [
    (["for i in range(n):", "    if i == 3:", "        return"],
     "without break, continue or return"),
    (["if n > 0:", "    return tile.arange(0, 8)", "return tile.arange(0, 4)"],
     "the value of a `return` under a runtime condition is tensor<8xi32> in one branch"),
])
def test_early_return_refused(tmp_path, body, message):
    _refused(tmp_path, "x, n", body, message, x=tl.ptr(tl.float32), n=tl.int32)


def _refused(tmp_path, params, body, message, **signature):
    """Compiling ``k(params)`` with ``body`` (from a file, so that it is
    rewritten as kernels are) raises a TraceError with ``message`` located
    in the body."""
    src = tmp_path / "refused_kernel.py"
    src.write_text("import tile\ntl = tile\n\n\n@tile.jit\ndef k(" + params + "):\n" +
                   "".join(f"    {line}\n" for line in body))
    spec = importlib.util.spec_from_file_location("refused_kernel", src)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    with pytest.raises(tl.TraceError, match=re.escape(message)) as err:
        module.k.compile("sm_80", cache=False, signature=signature or None)
    assert err.value.filename == str(src) and err.value.lineno > 6, str(err.value)
    return err.value


_MEAN = tl.constexpr("mean")


@tl.jit
def _nll_loss(x_ptr, x_stride, y_ptr, loss_ptr, n_cols, n_kept, ignore_index,
              reduction: tl.constexpr, BLOCK: tl.constexpr):
    # A cross-entropy forward the way Triton kernels write it: int64 row
    # ids, pointer parameters advanced in place, int64 labels compared with
    # an int32 ignore_index, an early exit, an online logsumexp.
    row = tl.program_id(0).to(tl.int64)
    y_ptr += row
    y = tl.load(y_ptr)
    x_ptr += row * x_stride
    if y == ignore_index:
        for i in range(0, n_cols, BLOCK):
            cols = i + tl.arange(0, BLOCK)
            tl.store(x_ptr + cols, 0.0, mask=cols < n_cols)
        return
    m = float("-inf")
    d = 0.0
    x_y = tl.load(x_ptr + y).cast(tl.float32)
    for i in range(0, n_cols, BLOCK):
        cols = i + tl.arange(0, BLOCK)
        v = tl.load(x_ptr + cols, mask=cols < n_cols, other=float("-inf")).cast(tl.float32)
        m_new = tl.maximum(m, tl.max(v))
        d = d * tl.exp(m - m_new) + tl.sum(tl.exp(v - m_new))
        m = m_new
    loss = m + tl.log(d) - x_y
    if reduction == _MEAN:
        loss = loss / n_kept
    tl.store(loss_ptr + row, loss)


def test_cross_entropy_rows(emulated):
    """The features above together on one kernel (the int32 ignore_index
    is sign-extended against the int64 labels)."""
    shim = emulated((8, 0))
    rows, cols = 5, 300
    x = np.random.default_rng(3).standard_normal((rows, cols)).astype(np.float32)
    y = np.array([3, -100, 299, 0, 150], np.int64)
    loss = shim.asarray(np.full(rows, 7.0, np.float32))
    xd = shim.asarray(x)
    _nll_loss[(rows,)](xd, cols, shim.asarray(y), loss, cols, 4, -100, reduction="mean",
                       BLOCK=128)
    lse = np.log(np.exp(x.astype(np.float64)).sum(1))
    want = np.where(y == -100, 7.0, (lse - x[np.arange(rows), y % cols]) / 4)
    np.testing.assert_allclose(loss.get(), want, rtol=1e-5)
    assert not xd.get()[1].any() and xd.get()[0].any()


# ---------------------------------------------------------------------------
# tl.tensor, tensor methods, casts, dtype predicates
# ---------------------------------------------------------------------------


def _methods_kernel():
    # Made when the test runs: the annotation `-> tl.tensor` is evaluated
    # when the helper is defined (it was an AttributeError).
    @tl.jit
    def program_id(axis) -> tl.tensor:       # a helper annotated as Triton's helpers are
        return tl.program_id(axis)

    @tl.jit
    def methods(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
        pid = program_id(0).cast(tl.int64)     # .cast on a scalar
        offs = tl.arange(0, BLOCK)
        x = tl.load(x_ptr + pid * BLOCK + offs, mask=offs < n, other=0.0)
        tl.static_assert(isinstance(x, tl.tensor) and isinstance(pid, tl.tensor))
        tl.static_assert(isinstance(x_ptr, tl.tensor) and not isinstance(3, tl.tensor))
        y = x.exp().cumsum(0) + x.abs().sqrt() + tl.cast(x, tl.int32).cast(tl.float32)
        tl.store(y_ptr + pid * BLOCK + offs, y, mask=offs < n)
    return methods


def test_tensor_name_and_methods(emulated):
    """`tl.tensor` in annotations and isinstance; Triton's tensor methods
    (`.cast`, `.exp()`, `.cumsum(0)`, ...)."""
    shim = emulated((8, 0))
    x = np.linspace(-3, 3, 20).astype(np.float32)
    y = shim.asarray(np.zeros(32, np.float32))
    _methods_kernel()[(1,)](shim.asarray(x), y, 20, BLOCK=32)
    want = np.cumsum(np.exp(x)) + np.sqrt(np.abs(x)) + np.trunc(x)
    np.testing.assert_allclose(y.get()[:20], want, rtol=2e-5)
    with pytest.raises(TypeError, match="made by tile operations"):
        tl.tensor()


@tl.jit
def _downcasts(x_ptr, h_ptr, b_ptr, bits_ptr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs)
    h = x.to(tl.float16, fp_downcast_rounding="rtz")
    tl.store(h_ptr + offs, h.to(tl.int16, bitcast=True))
    b = tl.cast(x, tl.bfloat16, fp_downcast_rounding="rtz")
    tl.store(b_ptr + offs, b.to(tl.int16, bitcast=True))
    tl.store(bits_ptr + offs, x.to(tl.uint32, bitcast=True).to(tl.int32, bitcast=True))


def _toward_zero_f16(x):
    h = x.astype(np.float16)
    up = np.abs(h.astype(np.float32)) > np.abs(x)
    return np.where(up, np.nextafter(h, np.float16(0)), h)


@pytest.mark.filterwarnings("ignore:overflow encountered in cast:RuntimeWarning")
@pytest.mark.parametrize("capability", [(8, 0), (9, 0)])
def test_to_keywords(emulated, capability):
    """`.to` / `tl.cast` with Triton's keywords: fp_downcast_rounding="rtz"
    (toward zero: float16 and bfloat16), bitcast=True."""
    shim = emulated(capability)
    rng = np.random.default_rng(2)
    x = np.concatenate([rng.standard_normal(56) * 1000, [70000.0, -70000.0, 1e-6, -1e-8,
                                                          np.inf, -np.inf, np.nan, 0.0]])
    x = x.astype(np.float32)
    h, b, bits = (shim.asarray(np.zeros(64, dt)) for dt in (np.int16, np.int16, np.int32))
    _downcasts[(1,)](shim.asarray(x), h, b, bits, BLOCK=64)
    np.testing.assert_array_equal(h.get().view(np.float16), _toward_zero_f16(x))
    want_b = (x.view(np.uint32) >> 16).astype(np.uint16)
    got_b = b.get().view(np.uint16)
    finite = np.isfinite(x)
    np.testing.assert_array_equal(got_b[finite], want_b[finite])
    assert np.isnan((got_b[~np.isfinite(x)].astype(np.uint32) << 16).view(np.float32)).sum() == 1
    np.testing.assert_array_equal(bits.get(), x.view(np.int32))


def test_dtype_predicates():
    """Triton's dtype methods; tile's predicates read as properties too."""
    assert tl.bfloat16.is_bf16() and not tl.float16.is_bf16() and tl.float16.is_fp16()
    assert tl.int64.is_int64() and tl.uint8.is_uint8() and tl.int1.is_int1()
    assert tl.float32.is_floating() and tl.float32.is_floating and not tl.int32.is_floating()
    assert tl.float8e4nv.is_fp8() and tl.float8e4nv.is_fp8e4nv() and tl.float8e5.is_fp8e5()
    assert not tl.float8e4nv.is_fp8e4b15() and tl.float32.is_standard_floating()
    assert tl.int8.is_int_signed() and tl.uint16.is_int_unsigned() and tl.int1.is_bool()
    assert tl.bfloat16.primitive_bitwidth == 16 and tl.bfloat16.fp_mantissa_width == 7
    assert tl.int16.int_bitwidth == 16 and tl.int8.get_int_max_value() == 127
    assert tl.float32.scalar is tl.float32 and tl.ptr(tl.float32).is_ptr()


@tl.jit
def _by_dtype(x_ptr, y_ptr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs)
    if x.dtype.is_int64():
        y = x * 3
    elif x.dtype.is_bf16() or x.dtype.is_fp16():
        y = x.to(tl.float32) * 2.0
    else:
        tl.static_assert(x.dtype.is_int32() and x.dtype.is_int_signed())
        y = x + 1
    tl.store(y_ptr + offs, y)


def test_dtype_predicates_in_kernels(emulated):
    shim = emulated((8, 0))
    for dt, f in ((np.int64, lambda v: v * 3), (np.float16, lambda v: v * 2),
                  (np.int32, lambda v: v + 1)):
        x = np.arange(16).astype(dt)
        y = shim.asarray(np.zeros(16, np.float32 if dt is np.float16 else dt))
        _by_dtype[(1,)](shim.asarray(x), y, BLOCK=16)
        np.testing.assert_array_equal(y.get(), f(x.astype(y.get().dtype)))


# ---------------------------------------------------------------------------
# Cache and eviction hints
# ---------------------------------------------------------------------------


@tl.jit
def _hinted_copy(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs, mask=offs < n, cache_modifier=".cg", eviction_policy="evict_first")
    w = tl.load(x_ptr + offs, mask=offs < n, cache_modifier=".ca", eviction_policy="evict_last",
                volatile=True)
    tl.store(y_ptr + offs, x + w, mask=offs < n, cache_modifier=".cs",
             eviction_policy="evict_first")


def test_cache_and_eviction_hints(emulated, tmp_path):
    """Triton's cache_modifier / eviction_policy / volatile: checked as
    Triton checks them, accepted as hints (no PTX cache operator)."""
    shim = emulated((8, 0))
    x = np.arange(40, dtype=np.float32)
    y = shim.asarray(np.zeros(40, np.float32))
    _hinted_copy[(1,)](shim.asarray(x), y, 40, BLOCK=64)
    np.testing.assert_array_equal(y.get(), 2 * x)
    _refused(tmp_path, "x", ["tl.load(x, cache_modifier='.lu')"],
             "tl.load: cache_modifier must be one of", x=tl.ptr(tl.float32))
    _refused(tmp_path, "x", ["tl.store(x, 1.0, eviction_policy='evict_all')"],
             "tl.store: eviction_policy must be one of", x=tl.ptr(tl.float32))


# ---------------------------------------------------------------------------
# 0-d tensors
# ---------------------------------------------------------------------------


@tl.jit
def _rms(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    eps = tl.full((), 0.25, tl.float32)              # a 0-d tensor
    count = tl.zeros((), dtype=tl.int32) + n
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs, mask=offs < n, other=0.0)
    ms = tl.sum(x * x, axis=0) / count.to(tl.float32)
    r = tl.rsqrt(ms + eps)
    tl.store(y_ptr + offs, x * r, mask=offs < n)
    tl.store(y_ptr + BLOCK + tl.arange(0, 1), r[None])          # s[None]: shape (1,)
    tl.store(y_ptr + BLOCK + 1, tl.zeros_like(r) + tl.full([], 2, tl.int32))


def test_zero_d_tensors(emulated):
    shim = emulated((8, 0))
    x = np.linspace(-1, 2, 30).astype(np.float32)
    y = shim.asarray(np.zeros(34, np.float32))
    _rms[(1,)](shim.asarray(x), y, 30, BLOCK=32)
    r = 1 / np.sqrt(np.mean(x * x) + 0.25)
    np.testing.assert_allclose(y.get()[:30], x * r, rtol=1e-5)
    np.testing.assert_allclose(y.get()[32:34], [r, 2.0], rtol=1e-5)


# ---------------------------------------------------------------------------
# Pointers carried through runtime loops and branches
# ---------------------------------------------------------------------------


@tl.jit
def _walk(x_ptr, y_ptr, n, stride: tl.int64):
    acc = 0.0
    i = 0
    while i < n:                     # the pointer parameter itself advances
        acc += tl.load(x_ptr)
        x_ptr += 2
        i += 1
    p = y_ptr + tl.arange(0, 4)
    for _ in range(n):               # int32 offsets that become int64 (stride)
        tl.store(p, tl.load(p) + acc)
        p += stride
    if n > 2:                        # advanced in one branch only
        y_ptr += 1
    tl.store(y_ptr, -1.0)


@pytest.mark.parametrize("capability", [(8, 0), (9, 0)])
def test_pointers_in_runtime_loops(emulated, capability):
    shim = emulated(capability)
    x = np.arange(20, dtype=np.float32)
    y = shim.asarray(np.zeros(20, np.float32))
    sig = _sig(x_ptr=tl.ptr(tl.float32), y_ptr=tl.ptr(tl.float32), n=tl.int32)
    ir = _walk.ir(signature=sig)
    assert "scf.while" in ir and "tensor<4xi64>) : i32" in ir  # int64 offsets carried
    _walk[(1,)](shim.asarray(x), y, 1, 4)
    want = np.zeros(20, np.float32)
    want[:4] = 0.0
    want[0] = -1.0
    np.testing.assert_array_equal(y.get(), want)
    y = shim.asarray(np.zeros(20, np.float32))
    _walk[(1,)](shim.asarray(x), y, 3, 4)
    acc = x[0] + x[2] + x[4]
    want = np.zeros(20, np.float32)
    want[:12] = acc
    want[1] = -1.0
    np.testing.assert_array_equal(y.get(), want)
    compiled = _walk.compile("sm_90a", signature=sig)
    assert compiled.ptx


# ---------------------------------------------------------------------------
# Tensor descriptors of 1 to 5 dimensions
# ---------------------------------------------------------------------------


@tl.jit
def _batched_scale(x_ptr, y_ptr, B, M, K, BM: tl.constexpr, BK: tl.constexpr):
    b = tl.program_id(0)
    m0 = tl.program_id(1) * BM
    src = tl.make_tensor_descriptor(x_ptr, shape=[B, M, K], strides=[M * K, K, 1],
                                    block_shape=[1, BM, BK])
    dst = tl.make_tensor_descriptor(y_ptr, shape=[B, M, K], strides=[M * K, K, 1],
                                    block_shape=[1, BM, BK])
    tl.static_assert(isinstance(src, tl.tensor_descriptor))
    for k0 in range(0, K, BK):
        blk = src.load([b, m0, k0]).reshape(BM, BK)          # zeros outside the tensor
        dst.store([b, m0, k0], (blk * 2.0 + 1.0).reshape(1, BM, BK))
    flat = tl.make_tensor_descriptor(y_ptr, shape=[B * M * K], strides=[1], block_shape=[8])
    head = flat.load([0])
    flat.store([B * M * K - 8], head - head)


@tl.jit
def _copy5d(x_ptr, y_ptr, D0, D1, D2, D3, D4):
    shape = [D0, D1, D2, D3, D4]
    strides = [D1 * D2 * D3 * D4, D2 * D3 * D4, D3 * D4, D4, 1]
    src = tl.make_tensor_descriptor(x_ptr, shape, strides, [1, 2, 2, 4, 8])
    dst = tl.make_tensor_descriptor(y_ptr, shape, strides, [1, 2, 2, 4, 8])
    i = tl.program_id(0)
    dst.store([i, 1, 0, 2, 0], src.load([i, 1, 0, 2, 0]) * 3.0)


@pytest.mark.parametrize("capability", [(8, 0), (9, 0)])
def test_nd_tensor_descriptors(emulated, capability):
    """`tl.make_tensor_descriptor` with 3-D and 1-D blocks (was refused):
    masked pointer accesses, out-of-bounds elements read as zero and not
    written, as TMA's."""
    shim = emulated(capability)
    B, M, K = 2, 10, 12
    x = np.arange(B * M * K, dtype=np.float32).reshape(B, M, K) / 7
    y = shim.asarray(np.full((B, M, K), -5.0, np.float32))
    _batched_scale[(B, 2)](shim.asarray(x), y, B, M, K, BM=8, BK=8)
    want = (x * 2 + 1).ravel()
    want[-8:] = 0.0
    np.testing.assert_allclose(y.get().ravel(), want, rtol=1e-6)
    # 5-D (TMA's largest): the window [i, 1:3, 0:2, 2:6, 0:8] of a 2x3x2x5x6 tensor
    x5 = np.arange(2 * 3 * 2 * 5 * 6, dtype=np.float32).reshape(2, 3, 2, 5, 6)
    y5 = shim.asarray(np.zeros_like(x5))
    _copy5d[(2,)](shim.asarray(x5), y5, *x5.shape)
    want5 = np.zeros_like(x5)
    want5[:, 1:3, 0:2, 2:5, 0:6] = x5[:, 1:3, 0:2, 2:5, 0:6] * 3
    np.testing.assert_array_equal(y5.get(), want5)


# ---------------------------------------------------------------------------
# Triton's signatures: negative steps, max/min with indices, sum's dtype
# ---------------------------------------------------------------------------


def _signatures_kernel():
    # Made when the test runs (triton.constexpr_function did not exist).
    @triton.constexpr_function
    def _half(n):
        return n // 2

    @tl.jit
    def _signatures(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
        offs = tl.arange(0, BLOCK)
        x = tl.load(x_ptr + offs)
        k = 0
        for i in range(n - 1, -1, -3):            # a negative constant step
            tl.store(out_ptr + k, tl.load(x_ptr + i))
            k += 1
        top, where = tl.max(x, 0, return_indices=True)
        low, at = x.min(axis=0, return_indices=True)
        total = tl.sum(x.to(tl.int8), axis=0, dtype=tl.int32)   # int8 sum in int32
        q = tl.arange(0, 4)
        tl.store(out_ptr + 8 + q, tl.where(q == 0, top, tl.where(q == 1, where.to(tl.float32),
                                           tl.where(q == 2, at.to(tl.float32), total.to(tl.float32)))))
        tl.store(out_ptr + 12, low + _half(BLOCK))
        small = x.to(tl.int8)
        tl.static_assert(tl.sum(small, axis=0).dtype == tl.int32)   # Triton's int32 sum
        tl.store(out_ptr + 13, tl.sum(small, axis=0).to(tl.float32))
        tl.store(out_ptr + 14, tl.sum(tl.cumsum(small, 0), axis=0).to(tl.float32))
    return _signatures


def test_triton_signatures(emulated):
    """`range` with a negative constant step (was refused), `tl.max` /
    `.min` with Triton's argument order and return_indices (the third
    positional argument is return_indices, as in Triton), `tl.sum(dtype=)`,
    sums and prefix sums of int8 in int32 (they were int8: silent overflow)
    and `@triton.constexpr_function`."""
    shim = emulated((8, 0))
    x = np.array([3, 90, -4, 7, 90, 60, -50, 1] * 4, np.float32)  # ties: the first index
    out = shim.asarray(np.zeros(16, np.float32))
    _signatures_kernel()[(1,)](shim.asarray(x), out, 8, BLOCK=32)
    got = out.get()
    np.testing.assert_array_equal(got[:3], x[[7, 4, 1]])
    total = x.astype(np.int8).astype(np.int32).sum()
    np.testing.assert_array_equal(got[8:13], [90, 1, 6, total, -50 + 16])
    np.testing.assert_array_equal(got[13:15], [total, np.cumsum(x.astype(np.int32)).sum()])


# ---------------------------------------------------------------------------
# What tile refuses: located errors that name the Triton feature
# ---------------------------------------------------------------------------


@pytest.mark.parametrize("body, message", [
    (["tl.async_task([0])"], "Triton's tl.async_task is not supported by tile"),
    (["d = tl.make_tensor_descriptor(x, [n, n, n], [n * n, n, 1], [1, 8, 8])",
      "d.gather(tl.arange(0, 8), 0)"], "Triton's desc.gather (tensor descriptor gather) is not"),
    (["d = tl.make_tensor_descriptor(x, [n] * 6, [1] * 6, [1] * 6)"],
     "blocks of 1 to 5 dimensions (TMA's), got 6"),
    (["b = tl.make_block_ptr(x, (n, n, n), (n * n, n, 1), (0, 0, 0), (2, 2, 2), (2, 1, 0))"],
     "tile.make_block_ptr: blocks of 1 or 2 dimensions"),
    (["v = tl.load(x).to(tl.float8e4nv, fp_downcast_rounding='rtz')"],
     "fp_downcast_rounding='rtz' to float8e4m3fn is not supported"),
    (["v = tl.load(x).to(tl.float16, fp_downcast_rounding='rd')"],
     "fp_downcast_rounding must be 'rtne' or 'rtz'"),
    (["for i in range(n):", "    if i == 3:", "        break"], "without break, continue or return"),
])
def test_refused(tmp_path, body, message):
    _refused(tmp_path, "x, n", body, message, x=tl.ptr(tl.float32), n=tl.int32)


def test_host_descriptors_are_2d():
    with pytest.raises(tl.LaunchError, match="make 1-D and 3-D to 5-D descriptors in the kernel"):
        tl.TensorDescriptor(0, (4, 8, 16), (128, 16, 1), (1, 8, 16))
