"""Triton's specialization of integer arguments equal to 1: a launch
compiles an unannotated integer parameter whose argument is 1 as the
constant (a unit stride is then known to the compiler), and the kernel once
more for other values; ``do_not_specialize`` turns it off. Launched
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
