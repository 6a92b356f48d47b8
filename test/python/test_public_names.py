"""The public names of tile and tile.language, as they were before the DSL
was split into modules (ca13237): the split must not add or drop one.

``tile.language`` is the facade over the modules of the DSL (tile._values,
tile._memory, ...); ``from tile.language import *``, ``tl.<name>`` and
``tile.<name>`` must keep working for every name listed here. Names that are
only implementation details of a module (the standard-library modules and
typing helpers it imported) are not part of the API and not compared.
"""

import __future__
import types

import tile
import tile.language as tl

# tile.language.__all__, in its order.
LANGUAGE_ALL = """
    dtype pointer_type ptr constexpr constexpr_function tensor int1 bool_ int8 int16 int32 int64
    uint8 uint16 uint32 uint64 float16 bfloat16 float32 float64 float8e4m3fn float8e5m2
    float8e8m0fnu float4e2m1fn float8e4nv float8e5 Tile Scalar Pointer PointerOffsets TraceError
    program_id num_programs current_target cluster_id num_clusters cluster_block_id arange zeros
    zeros_like full full_like expand_dims broadcast_to broadcast load store load_box store_box
    trans tensor_map tensor_descriptor reshape view ravel join split unpack_fp4 pack_fp4
    make_block_ptr advance BlockPointer gather flip interleave cat sort argsort topk histogram
    permute atomic_add atomic_max atomic_min atomic_xchg atomic_and atomic_or atomic_xor
    atomic_cas dot dot_scaled where maximum minimum gdc_wait gdc_launch_dependents sqrt rsqrt
    abs floor ceil fma cdiv exp exp2 log log2 sin cos tanh sigmoid clamp softmax multiple_of
    max_contiguous max_constancy assume umulhi swizzle2d erf div_rn fdiv sqrt_rn pow atan2 log1p
    expm1 log10 cbrt tan asin acos atan sinh cosh asinh acosh atanh erfc round trunc rint isnan
    isinf cast sum max min prod argmax argmin cumsum cumprod reduce associative_scan xor_sum
    static_range for_loop static_assert device_print device_assert static_print debug_barrier
    inline_asm_elementwise
""".split()

# Public names of tile.language that are not in its __all__.
LANGUAGE_ALSO = """
    CompileError DescriptorSpec Diagnostic TENSOR_METHODS hint_error
""".split()

# tile.__all__, in its order.
TILE_ALL = """
    CompileError TargetError CompileWarning Diagnostic Target compile parse run_pipeline targets
    target_names feature_names format_target_table version_string validate_options EMIT_KINDS
    DOT_KINDS MAX_PTX_VERSION dtype pointer_type ptr constexpr constexpr_function tensor int1
    bool_ int8 int16 int32 int64 uint8 uint16 uint32 uint64 float16 bfloat16 float32 float64
    float8e4m3fn float8e5m2 float8e8m0fnu float4e2m1fn float8e4nv float8e5 Tile Scalar Pointer
    PointerOffsets TraceError program_id num_programs current_target cluster_id num_clusters
    cluster_block_id arange zeros zeros_like full full_like expand_dims broadcast_to broadcast
    load store load_box store_box trans tensor_map tensor_descriptor reshape view ravel join
    split unpack_fp4 pack_fp4 make_block_ptr advance BlockPointer gather flip interleave cat
    sort argsort topk histogram permute atomic_add atomic_max atomic_min atomic_xchg atomic_and
    atomic_or atomic_xor atomic_cas dot dot_scaled where maximum minimum gdc_wait
    gdc_launch_dependents sqrt rsqrt abs floor ceil fma cdiv exp exp2 log log2 sin cos tanh
    sigmoid clamp softmax multiple_of max_contiguous max_constancy assume umulhi swizzle2d erf
    div_rn fdiv sqrt_rn pow atan2 log1p expm1 log10 cbrt tan asin acos atan sinh cosh asinh
    acosh atanh erfc round trunc rint isnan isinf cast sum max min prod argmax argmin cumsum
    cumprod reduce associative_scan xor_sum static_range for_loop static_assert device_print
    device_assert static_print debug_barrier inline_asm_elementwise philox randint randint4x
    rand rand4x randn randn4x uint_to_uniform_float pair_uniform_to_normal Kernel Function
    CompiledKernel kernel jit func cache_dir LaunchError TensorMap TensorDescriptor range
    libdevice math extra Config autotune heuristics testing make_tensor_descriptor set_allocator
""".split()

# Public names of tile that are not in its __all__ (its submodules).
TILE_ALSO = """
    compiler descriptors dtypes language random runtime triton_ast triton_types
""".split()


def _api(module):
    """The public names of ``module``, less the modules and typing helpers a
    module of tile imported for itself (tile.language's ``os``, ``Dict``)."""
    out = set()
    for name in dir(module):
        if name.startswith("_"):
            continue
        value = getattr(module, name)
        if module is tl and isinstance(value, types.ModuleType):
            continue
        if getattr(value, "__module__", None) == "typing" or \
                isinstance(value, __future__._Feature):
            continue
        out.add(name)
    return out


def test_language_all_is_unchanged():
    assert list(tl.__all__) == LANGUAGE_ALL


def test_language_public_names_are_unchanged():
    names = _api(tl)
    assert sorted(names - set(LANGUAGE_ALL + LANGUAGE_ALSO)) == [], "new public names"
    assert sorted(set(LANGUAGE_ALL + LANGUAGE_ALSO) - names) == [], "lost public names"


def test_tile_all_is_unchanged():
    assert list(tile.__all__) == TILE_ALL


def test_tile_public_names_are_unchanged():
    # Every public name, submodules included: the DSL's own modules are
    # underscored (tile._values, ...), so that they add no name to tile.
    names = {n for n in dir(tile) if not n.startswith("_")}
    assert sorted(names - set(TILE_ALL + TILE_ALSO)) == [], "new public names"
    assert sorted(set(TILE_ALL + TILE_ALSO) - names) == [], "lost public names"


def test_star_import_gives_the_same_objects():
    namespace = {}
    exec("from tile.language import *", namespace)
    for name in LANGUAGE_ALL:
        assert namespace[name] is getattr(tl, name) is getattr(tile, name), name
    assert tile.range is not range and tile.range.__module__ == "tile._control"


def test_value_methods_are_bound():
    # Tile/Scalar methods that call operations above tile._values (x.sum(),
    # x @ y, x.exp(), desc.load(...)) find them through tile.language.
    from tile import _values
    assert set(_values._METHODS) == _values._METHOD_NAMES
    for name, fn in _values._METHODS.items():
        assert fn is getattr(tl, name), name
