"""Triton's specializations: a launch compiles an unannotated integer
parameter whose argument is 1 as the constant (a unit stride is then known
to the compiler), and marks 16-byte aligned pointer arguments and integer
arguments divisible by 16 `tile.divisibility = 16` (vector accesses then
need no run-time alignment test); the kernel is compiled once more for
other arguments, and ``do_not_specialize`` turns both off. Launched
through the PTX emulator's driver (the `emulated` fixture)."""

import numpy as np
import pytest

tile = pytest.importorskip("tile")


def _copy_kernel(**options):
    @tile.jit(**options)
    def strided_copy(x, out, n, stride, BLOCK: tile.constexpr):
        offs = tile.arange(0, BLOCK)
        tile.store(out + offs, tile.load(x + offs * stride, mask=offs < n), mask=offs < n)
    return strided_copy


def _signatures(kernel):
    return sorted(dict(c.options["signature"])["stride"] for c in kernel._compiled.values())


def test_an_argument_of_one_is_compiled_as_the_constant(emulated):
    shim = emulated((8, 0))
    k = _copy_kernel()
    x = np.arange(256, dtype=np.float32)
    for stride in (1, 2, 1):
        out = shim.asarray(np.zeros(64, np.float32))
        k[(1,)](shim.asarray(x), out, 64, stride, BLOCK=64)
        np.testing.assert_array_equal(out.get(), x[:64 * stride:stride])
    # Two compilations: stride = 1 (specialized) and any other stride.
    assert _signatures(k) == ["int32", "int32=1"]
    one = next(c for c in k._compiled.values()
               if dict(c.options["signature"])["stride"] == "int32=1")
    general = next(c for c in k._compiled.values() if c is not one)
    # The parameter stays (the same arguments launch both); only the general
    # kernel multiplies by it.
    assert "%stride: i32" in one.ir and "%stride: i32" in general.ir
    assert "tile.splat %stride" not in one.ir and "tile.splat %stride" in general.ir
    # The specialized kernel launched on its own refuses another stride.
    with pytest.raises(tile.LaunchError, match="compiled for stride = 1"):
        one[(1,)](shim.asarray(x), shim.asarray(np.zeros(64, np.float32)), 64, 2)


@pytest.mark.parametrize("spec", [["stride"], [3]])
def test_do_not_specialize(emulated, spec):
    shim = emulated((8, 0))
    k = _copy_kernel(do_not_specialize=spec)
    x = np.arange(64, dtype=np.float32)
    out = shim.asarray(np.zeros(64, np.float32))
    k[(1,)](shim.asarray(x), out, 64, 1, BLOCK=64)
    np.testing.assert_array_equal(out.get(), x)
    assert _signatures(k) == ["int32"]


def test_do_not_specialize_names_a_parameter(emulated):
    shim = emulated((8, 0))
    k = _copy_kernel(do_not_specialize=["strde"])
    x = shim.asarray(np.zeros(64, np.float32))
    with pytest.raises(tile.CompileError, match="do_not_specialize names 'strde'"):
        k[(1,)](x, x, 64, 1, BLOCK=64)


def test_annotated_and_bool_arguments_are_not_specialized(emulated):
    shim = emulated((8, 0))

    @tile.jit
    def fill(out, n: tile.int32, flag, BLOCK: tile.constexpr):
        offs = tile.arange(0, BLOCK)
        tile.store(out + offs, tile.full((BLOCK,), 1.0, tile.float32) * flag, mask=offs < n)

    out = shim.asarray(np.zeros(64, np.float32))
    fill[(1,)](out, 1, True, BLOCK=64)
    assert out.get()[0] == 1.0 and (out.get()[1:] == 0).all()
    (compiled,) = fill._compiled.values()
    # n is annotated, flag a bool: neither is specialized.
    assert "=1" not in repr(compiled.options["signature"])
    assert dict(compiled.options["signature"])["flag"] == "int1"


@tile.jit
def _rows_copy(x, out, stride, BLOCK: tile.constexpr):
    r = tile.arange(0, 16)[:, None]
    c = tile.arange(0, BLOCK)[None, :]
    tile.store(out + r * BLOCK + c, tile.load(x + r * stride + c))


def _divisible(kernel):
    return sorted(c.options.get("divisible", ()) for c in kernel._compiled.values())


def test_aligned_arguments_are_compiled_divisible_by_16(emulated):
    shim = emulated((8, 0))
    _rows_copy._compiled.clear()
    x = np.arange(16 * 80 + 8, dtype=np.float32)
    for stride in (64, 65, 80):
        out = shim.asarray(np.zeros(16 * 64, np.float32))
        _rows_copy[(1,)](shim.asarray(x), out, stride, BLOCK=64)
        want = np.stack([x[r * stride:r * stride + 64] for r in range(16)])
        np.testing.assert_array_equal(out.get().reshape(16, 64), want)
    # Strides 64 and 80 are multiples of 16 (one kernel), 65 is not.
    assert _divisible(_rows_copy) == [("out", "stride", "x"), ("out", "x")]
    aligned = next(c for c in _rows_copy._compiled.values() if "stride" in c.options["divisible"])
    assert "%stride: i32 {tile.divisibility = 16 : i64}" in aligned.ir
    assert ".ptr .global .align 16" in aligned.ptx
    # Every run is one vector access, with no alignment test and no
    # element-by-element path.
    assert "ld.global.v4.b32" in aligned.ptx and "@%tile_v" not in aligned.ptx
    other = next(c for c in _rows_copy._compiled.values() if c is not aligned)
    assert "@%tile_v ld.global.v4.b32" in other.ptx
    # The specialized kernel launched on its own refuses what it was not
    # compiled for.
    with pytest.raises(tile.LaunchError, match="compiled for a multiple of 16"):
        aligned[(1,)](shim.asarray(x), shim.asarray(np.zeros(16 * 64, np.float32)), 65)
    unaligned = shim.asarray(x)
    with pytest.raises(tile.LaunchError, match="compiled for a 16-byte aligned x"):
        aligned[(1,)](unaligned.data.ptr + 4, shim.asarray(np.zeros(16 * 64, np.float32)), 64)


def test_unaligned_pointer_is_not_specialized(emulated):
    """An address 4 bytes into an allocation is not 16-byte aligned: the
    (annotated) pointer is not marked, the kernel tests alignment at run
    time and is still right."""
    shim = emulated((8, 0))

    @tile.jit
    def rows(x: tile.ptr(tile.float32), out: tile.ptr(tile.float32), stride: tile.int32,
             BLOCK: tile.constexpr):
        r = tile.arange(0, 16)[:, None]
        c = tile.arange(0, BLOCK)[None, :]
        tile.store(out + r * BLOCK + c, tile.load(x + r * stride + c))

    x = np.arange(16 * 64 + 8, dtype=np.float32)
    base = shim.asarray(x)
    out = shim.asarray(np.zeros(16 * 64, np.float32))
    rows[(1,)](base.data.ptr + 4, out, 64, BLOCK=64)
    np.testing.assert_array_equal(out.get(), x[1:16 * 64 + 1])
    assert _divisible(rows) == [("out", "stride")]


def test_do_not_specialize_keeps_divisibility_out(emulated):
    shim = emulated((8, 0))

    @tile.jit(do_not_specialize=["stride"])
    def copy(x, out, stride, BLOCK: tile.constexpr):
        offs = tile.arange(0, BLOCK)
        tile.store(out + offs, tile.load(x + offs * stride))

    x = np.arange(64 * 16, dtype=np.float32)
    out = shim.asarray(np.zeros(64, np.float32))
    copy[(1,)](shim.asarray(x), out, 16, BLOCK=64)
    np.testing.assert_array_equal(out.get(), x[::16][:64])
    assert _divisible(copy) == [("out", "x")]


def test_compile_divisible_is_what_a_launch_compiles(emulated):
    """compile(divisible=...) (and ir(divisible=...)): the parameters a
    launch would find 16-byte aligned / multiples of 16, named ahead of
    time (ahead-of-time PTX, bench/attention's --aligned), give the launch's
    kernel; launched with other arguments it refuses them; names that are
    not pointer or integer parameters are errors that list the ones that
    are."""
    shim = emulated((8, 0))
    _rows_copy._compiled.clear()
    x = np.arange(16 * 64, dtype=np.float32)
    out = shim.asarray(np.zeros(16 * 64, np.float32))
    _rows_copy[(1,)](shim.asarray(x), out, 64, BLOCK=64)
    launched = next(iter(_rows_copy._compiled.values()))
    sig = {"x": tile.ptr(tile.float32), "out": tile.ptr(tile.float32), "stride": tile.int32}
    ahead = _rows_copy.compile("sm_80", cache=False, BLOCK=64, signature=sig,
                               divisible=["x", "out", "stride"])
    assert ahead.options["divisible"] == ("out", "stride", "x")
    assert ahead.ptx == launched.ptx and "@%tile_v" not in ahead.ptx
    assert "%stride: i32 {tile.divisibility = 16 : i64}" in _rows_copy.ir(
        BLOCK=64, signature=sig, divisible="stride")
    with pytest.raises(tile.LaunchError, match="compiled for a multiple of 16"):
        ahead[(1,)](shim.asarray(x), out, 65)
    for name, what in (("BLOCK", "a constexpr"), ("nope", "not a parameter")):
        with pytest.raises(tile.CompileError,
                           match=f"'{name}' of kernel '_rows_copy' is {what}; .*: x, out, stride"):
            _rows_copy.compile("sm_80", cache=False, BLOCK=64, signature=sig,
                               divisible=[name])
