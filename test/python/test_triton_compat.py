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


def test_constexpr_module_globals(emulated):
    """Silent before: `MODE == _MODE_X` with `_MODE_X = tl.constexpr(i)` was
    False for every mode (the kernel compiled to the same IR for all three
    and computed the wrong one)."""
    shim = emulated((8, 0))
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


def test_int64_loop_bounds(emulated):
    """Silent before: int64 loop bounds were truncated to int32 (the loop
    variable and `row * stride` were computed modulo 2**32)."""
    shim = emulated((8, 0))
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


def test_early_return(emulated):
    """`return` inside an `if` on a runtime value: the rest of the kernel is
    an scf.if on the negated condition; a helper returning values on several
    paths yields them (both failed to trace before)."""
    shim = emulated((8, 0))
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
