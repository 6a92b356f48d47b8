"""tile.language's control flow while tracing: ``static_range``, Triton's
``tl.range`` (``_range``), ``for_loop``, and the helpers tile.jit's
source rewriting (:mod:`tile._rewrite`) calls for ``for``, ``while``,
``if``, ``and``/``or``/``not``, conditional expressions, ``assert`` and
``min``/``max``: a Python condition or bound runs the Python code, a
runtime one traces ``scf.for`` / ``scf.while`` / ``scf.if`` with the
variables the body changes carried through.
"""
from __future__ import annotations

from .dtypes import dtype, int1, _promote
from ._trace import _builder, _error, _loc_text, _tracing, _user_position
from ._values import (broadcast_to, cast, Pointer, PointerOffsets, Scalar, Tile, where, _as_index,
                      _binary, _check_defined, _constant, _default_dtype, _index_type, _is_number,
                      _norm, _pretty_type, _Undefined, _Value)
from ._builder import _Block, _proxy_of, _RegionOp, _results_header, _type_key, _type_text
from ._math import cdiv, maximum, minimum
from ._creation import full
from ._reduce import max, min
from ._memory import BlockPointer
from ._debug import device_assert


class static_range:
    """``for i in tile.static_range(...)``: a loop unrolled while tracing
    (bounds must be constexpr ints); ``i`` is a Python int."""

    def __init__(self, *args):
        for a in args:
            if isinstance(a, bool) or not isinstance(a, int):
                raise _error("tile.static_range bounds must be constexpr ints")
        self._range = range(*args)

    def __iter__(self):
        return iter(self._range)

    def __len__(self):
        return len(self._range)


class _RangeSpec:
    """``range(...)`` inside a traced kernel: an ``scf.for`` loop."""

    __slots__ = ("start", "stop", "step", "num_stages")

    def __init__(self, *args, num_stages=None):
        self.num_stages = num_stages
        if not 1 <= len(args) <= 3:
            raise _error(f"range expected 1 to 3 arguments, got {len(args)}")
        if len(args) == 1:
            start, stop, step = 0, args[0], 1
        elif len(args) == 2:
            (start, stop), step = args, 1
        else:
            start, stop, step = args
        for v in (start, stop, step):
            _check_defined(v)
            if isinstance(v, Tile) or not (isinstance(v, Scalar) or
                                           (isinstance(v, int) and not isinstance(v, bool))):
                raise _error(f"range bounds must be ints or integer scalars, got {_pretty_type(v)}")
            if isinstance(v, Scalar) and not v.dtype.is_int:
                raise _error(f"range bounds must be integers, got {_pretty_type(v)}")
        if isinstance(step, int) and step == 0:
            raise _error("range steps must not be zero")
        self.start, self.stop, self.step = start, stop, step

    def _static(self) -> range:
        if all(isinstance(v, int) for v in (self.start, self.stop, self.step)):
            return range(self.start, self.stop, self.step)
        raise _error("a loop over runtime bounds must be a plain `for` statement in a "
                     "@tile.kernel/@tile.func function, without break, continue or return")

    # Outside a rewritten `for` statement, constant bounds act like range().
    def __iter__(self):
        return iter(self._static())

    def __reversed__(self):
        return reversed(self._static())

    def __len__(self):
        return len(self._static())

    def __getitem__(self, index):
        return self._static()[index]


def _tile_range(*args):
    """The ``range`` a traced kernel sees."""
    if not _tracing():
        return range(*args)
    return _RangeSpec(*args)


def _minmax_builtin(python, tiled):
    def fn(*args, **kwargs):
        if len(args) < 2 or kwargs or not any(isinstance(_norm(a), _Value) for a in args):
            return python(*args, **kwargs)
        out = args[0]
        for a in args[1:]:
            out = tiled(out, a)
        return out
    return fn


#: The ``min`` and ``max`` a traced kernel sees: Python's, or on runtime
#: values tile.minimum / tile.maximum, as in Triton kernels.
_tile_min = _minmax_builtin(min, lambda a, b: minimum(a, b))
_tile_max = _minmax_builtin(max, lambda a, b: maximum(a, b))


def _truth(v):
    """A runtime value as an i1 (nonzero is true), as Triton's `and`."""
    v = _norm(v)
    if isinstance(v, _Value) and v.dtype is not int1:
        return v != 0
    return v


def _tile_and(lhs, rhs):
    """``a and b`` in a traced kernel: Python's on Python values (``b`` not
    evaluated when ``a`` is false); on a runtime value both sides are
    evaluated and combined as i1 (Triton's logical_and)."""
    if not isinstance(_norm(lhs), _Value):
        return lhs and rhs()
    r = rhs()
    if not isinstance(_norm(r), _Value):
        return _truth(lhs) if r else r
    return _truth(lhs) & _truth(r)


def _tile_or(lhs, rhs):
    """``a or b``: as `_tile_and` (Triton's logical_or)."""
    if not isinstance(_norm(lhs), _Value):
        return lhs or rhs()
    r = rhs()
    if not isinstance(_norm(r), _Value):
        return True if r else _truth(lhs)
    return _truth(lhs) | _truth(r)


def _tile_not(v):
    """``not v``: Python's, or on a runtime value ``v == 0`` (an i1)."""
    n = _norm(v)
    if not isinstance(n, _Value):
        return not v
    return n == 0 if n.dtype is not int1 else n ^ True


def _tile_assert(cond, message):
    """``assert cond, msg``: Python's on a Python value (a TraceError at the
    line); on a runtime value tile.device_assert (Triton's)."""
    c = _norm(cond)
    if not isinstance(c, _Value):
        if not cond:
            text = message() if message is not None else None
            raise _error(f"assertion failed: {text}" if text is not None else "assertion failed")
        return
    device_assert(c, message() if message is not None else "")


def _tile_ifexp(cond, then, other):
    """``a if c else b``: Python's, or on a runtime scalar condition
    tile.where(c, a, b) (both sides evaluated)."""
    c = _norm(cond)
    if not isinstance(c, _Value):
        return then() if cond else other()
    return where(_truth(c), then(), other())


def _range(start, stop=None, step=None, num_stages=None, loop_unroll_factor=None,
           disallow_acc_multi_buffer=False, flatten=False, warp_specialize=False):
    """Triton's ``tl.range`` (exported as ``tile.range``): a runtime loop,
    as ``range`` in a kernel, whose ``num_stages`` (1..16; 1: not
    pipelined) sets the pipeline depth of this loop (``tile.num_stages``),
    capped by the shared memory. Triton's other hints are accepted and
    ignored (tile decides unrolling, buffering and warp specialization)."""
    args = (start,) if stop is None else (start, stop) if step is None else (start, stop, step)
    num_stages = getattr(num_stages, "value", num_stages)
    if num_stages is not None and (isinstance(num_stages, bool) or not isinstance(num_stages, int)
                                   or not 1 <= num_stages <= 16):
        raise _error(f"tile.range num_stages must be an int in 1..16, got {num_stages!r}")
    if not _tracing():
        return range(*args)
    return _RangeSpec(*args, num_stages=num_stages)


class _Unbound:
    """Marks a loop/if variable that had no value before the statement."""

    __slots__ = ()


_UNBOUND = _Unbound()


# --- pytree-ish flattening of carried variables -------------------------------

def _flatten(x):
    if isinstance(x, PointerOffsets):
        return ("P", x.base), [x.offsets]
    if isinstance(x, BlockPointer):
        return (("B", x.base, x.block_shape, x.order),
                list(x.shape) + list(x.strides) + list(x.offsets) + [x.start])
    if type(x) in (tuple, list):
        defs, leaves = [], []
        for e in x:
            d, l = _flatten(e)
            defs.append(d)
            leaves.extend(l)
        return ("T", type(x), tuple(defs)), leaves
    return "L", [x]


def _unflatten(d, it):
    if d == "L":
        return next(it)
    if d[0] == "P":
        return PointerOffsets(d[1], next(it))
    if d[0] == "B":
        rank = len(d[2])
        vals = [next(it) for _ in range(3 * rank + 1)]
        return BlockPointer(d[1], vals[:rank], vals[rank:2 * rank], vals[2 * rank:3 * rank],
                            d[2], d[3], vals[3 * rank])
    return d[1](_unflatten(c, it) for c in d[2])


def _treedef_eq(a, c) -> bool:
    if isinstance(a, str) or isinstance(c, str):
        return a == c if isinstance(a, str) and isinstance(c, str) else False
    if a[0] != c[0]:
        return False
    if a[0] == "P":
        return a[1] is c[1]
    if a[0] == "B":
        return a[1] is c[1] and a[2] == c[2] and a[3] == c[3]
    return a[1] is c[1] and len(a[2]) == len(c[2]) and all(
        _treedef_eq(x, y) for x, y in zip(a[2], c[2]))


def _same_static(a, c) -> bool:
    if a is c:
        return True
    if isinstance(a, (_Value, Pointer, PointerOffsets)) or isinstance(c, (_Value, Pointer, PointerOffsets)):
        return False
    if type(a) is not type(c):
        return False
    if isinstance(a, (int, float, str, bytes, bool, type(None), dtype)):
        return a == c
    return False


def _leaf_to_type(leaf, key, varname, where):
    """Converts a yielded leaf to the carried type ``key`` (or fails)."""
    if isinstance(leaf, _Value) and _type_key(leaf) == key:
        return leaf
    if _is_number(leaf):
        if key[0] == "t":
            return full(key[1], leaf, key[2])
        return _constant(leaf, key[1])
    if isinstance(leaf, Scalar) and key[0] == "t" and leaf.dtype is key[2]:
        return broadcast_to(leaf, key[1])
    got = leaf.ir_type if isinstance(leaf, _Value) else _pretty_type(leaf)
    raise _error(f"{_var(varname)} is {_type_text(key)} {where[0]} but {got} "
                 f"{where[1]}; a value carried through a loop or an if must keep its "
                 "type (convert it with .to())")


def _initial_values(names, scope):
    vals = []
    for n in names:
        v = scope.get(n, _UNBOUND)
        vals.append(_UNBOUND if isinstance(v, _Undefined) else v)
    return vals


def _tile_for(iterable, body, names, targets, scope):
    """Runs a rewritten ``for`` statement; returns the new values of ``names``.

    ``body(item, *values)`` is the loop body as a function of the names the
    body assigns; ``targets`` are the loop variables; ``scope`` is the
    enclosing ``locals()``.
    """
    init = _initial_values(names, scope)
    if not isinstance(iterable, _RangeSpec):
        # A Python iteration (tile.static_range, lists, ...): unrolled.
        vals = init
        for item in iterable:
            vals = list(body(item, *vals))
        return tuple(_Undefined(n, "is not defined (the loop ran no iterations)")
                     if v is _UNBOUND else v for n, v in zip(names, vals))
    return _scf_for(iterable, body, names, targets, init)


_PROMOTE = object()


def _carry(inits, names, targets=()):
    """Per name: None (not carried: a loop variable or unbound) or
    (treedef, leaves); and the leaves that are runtime values (carried)."""
    flat, carried = [], []
    for i, v in enumerate(inits):
        if names[i] in targets or v is _UNBOUND:
            flat.append(None)
            continue
        d, leaves = _flatten(v)
        flat.append((d, leaves))
        carried.extend(leaf for leaf in leaves if isinstance(leaf, _Value))
    return flat, carried


def _with_carried(inits, flat, values):
    """``inits`` with their carried leaves replaced by ``values`` in order."""
    it = iter(values)
    out = []
    for i, v in enumerate(inits):
        if flat[i] is None:
            out.append(v)
        else:
            d, leaves = flat[i]
            out.append(_unflatten(d, iter([next(it) if isinstance(leaf, _Value) else leaf
                                           for leaf in leaves])))
    return out


def _loop_yields(inits, flat, keys, results, names):
    """The values the loop body yields (converted to the carried types) and
    the Python numbers it changes ({name index: leaves with _PROMOTE
    markers}), which become runtime values before the body is traced again."""
    yields, promoted = [], {}
    key_iter = iter(keys)
    for i, r in enumerate(results):
        if flat[i] is None:
            continue
        d0, leaves0 = flat[i]
        d1, leaves1 = _flatten(r)
        if not _treedef_eq(d0, d1):
            if _same_static(inits[i], r):
                continue
            if _advanced_pointer(inits[i], r):
                # ``x_ptr += step`` on a pointer parameter: carried as the
                # pointer plus offsets that start at 0.
                promoted[i] = [(_PROMOTE, inits[i], _type_key(r.offsets))]
                for _ in leaves0:
                    if isinstance(_, _Value):
                        next(key_iter)
                continue
            raise _error(f"variable '{names[i]}' changes what it holds inside a loop "
                         f"with runtime bounds ({_pretty_type(inits[i])} before, "
                         f"{_pretty_type(r)} after one iteration); only tiles and scalars "
                         "can be carried (use tile.static_range to unroll the loop)")
        new_leaves = None
        for j, (l0, l1) in enumerate(zip(leaves0, leaves1)):
            if isinstance(l0, _Value) and d0[0] == "P" and _wider_offsets(l0, l1):
                # Pointer offsets that become int64 (``p += stride64``):
                # int64 from the start (a pointer has no offset type in Triton).
                next(key_iter)
                if new_leaves is None:
                    new_leaves = list(leaves0)
                new_leaves[j] = (_PROMOTE, l0, _type_key(l1))
            elif isinstance(l0, _Value):
                yields.append(_leaf_to_type(l1, next(key_iter), names[i],
                                            ("before the loop", "at the end of its body")))
            elif _same_static(l0, l1):
                continue
            elif _is_number(l0) and (_is_number(l1) or isinstance(l1, _Value)):
                if new_leaves is None:
                    new_leaves = list(leaves0)
                key = _type_key(l1) if isinstance(l1, _Value) else ("s", _default_dtype(l0))
                new_leaves[j] = (_PROMOTE, l0, key)
            else:
                raise _error(f"variable '{names[i]}' changes inside a loop with runtime "
                             f"bounds but holds {_pretty_type(l0)}, not a tile value; "
                             "use tile.static_range to unroll the loop")
        if new_leaves is not None:
            promoted[i] = new_leaves
    return yields, promoted


def _promote_changed(inits, flat, promoted):
    """Turns the Python numbers a loop body changes into runtime values
    (made before the loop)."""
    for i, leaves in promoted.items():
        if isinstance(inits[i], Pointer):  # a pointer the body advances
            key = leaves[0][2]
            zero = full(key[1], 0, key[2]) if key[0] == "t" else _constant(0, key[1])
            inits[i] = PointerOffsets(inits[i], zero)
            continue
        conv = []
        for leaf in leaves:
            if isinstance(leaf, tuple) and len(leaf) == 3 and leaf[0] is _PROMOTE:
                _, num, key = leaf
                if isinstance(num, _Value):  # widened pointer offsets
                    conv.append(broadcast_to(cast(num, key[-1]), key[1]) if key[0] == "t"
                                else cast(num, key[1]))
                    continue
                conv.append(full(key[1], num, key[2]) if key[0] == "t"
                            else _constant(num, key[1]))
            else:
                conv.append(leaf)
        inits[i] = _unflatten(flat[i][0], iter(conv))


def _advanced_pointer(before, after) -> bool:
    """``before`` is a pointer parameter and ``after`` that pointer plus
    offsets (Triton's ``ptr += n`` in a loop or a branch)."""
    return (isinstance(before, Pointer) and isinstance(after, PointerOffsets)
            and after.base is before)


def _wider_offsets(before, after) -> bool:
    """Pointer offsets that widen from int32 to int64 (the same shape)."""
    return (isinstance(after, _Value) and after.dtype.is_int and before.dtype.is_int
            and after.dtype.bits > before.dtype.bits and after.shape == before.shape)


def _emit_yield(op, values):
    b = _builder()
    if values:
        b.emit(f"{op} {', '.join(v.name for v in values)} : "
               f"{', '.join(v.ir_type for v in values)}", values, None, pure=False)
    else:
        b.emit(op, (), None, pure=False)


def _loop_results(inits, flat, names, targets, results, outs):
    """The names' values after a loop whose carried results are ``outs``."""
    out_iter = iter(outs)
    final = []
    for i, v in enumerate(inits):
        if names[i] in targets:
            final.append(_Undefined(names[i], "is the variable of a loop with runtime bounds "
                                    "and is not available after the loop"))
        elif flat[i] is None:  # bound only inside the loop
            r = results[i]
            if r is _UNBOUND or any(isinstance(l, (_Value, PointerOffsets))
                                    for l in _flatten(r)[1]):
                final.append(_Undefined(names[i], "was only assigned inside a loop body and is "
                                        "not available after it; assign it before the loop "
                                        "to carry it through the loop"))
            else:
                final.append(r)
        else:
            d, leaves = flat[i]
            final.append(_unflatten(d, iter([next(out_iter) if isinstance(l, _Value) else l
                                             for l in leaves])))
    return tuple(final)


def _trace_loop_body(block, call, inits, flat, keys, names):
    """Traces ``call()`` (the loop body on the carried values) into
    ``block`` and yields what it returns: (results, promoted numbers)."""
    b = _builder()
    b.push(block)
    try:
        results = list(call())
        yields, promoted = _loop_yields(inits, flat, keys, results, names)
        if not promoted:
            _emit_yield("scf.yield", yields)
    finally:
        b.pop()
    return results, promoted


def _scf_for(spec: _RangeSpec, body, names, targets, init):
    """Traces ``body`` once into an ``scf.for`` region.

    Variables holding tiles/scalars (or PointerOffsets, or tuples/lists of
    them) before the loop are loop-carried (``iter_args``). A variable
    holding a Python number that the body changes is turned into a runtime
    value of the type the body gives it and the body is traced again.
    """
    b = _builder()
    if isinstance(spec.step, int) and spec.step < 0:
        # A constant negative step (Triton's range(hi, lo, -s)): a forward
        # loop over the trip count, the loop variable start - k * s.
        s, start, inner = -spec.step, spec.start, body
        trip = cdiv(_binary("sub", start, spec.stop), s)
        body = lambda k, *vals: inner(start - k * s, *vals)  # noqa: E731
        spec = _RangeSpec(0, trip, 1, num_stages=spec.num_stages)
    ivt = _index_type(spec.start, spec.stop, spec.step)  # i64 bounds: an i64 loop
    lo, hi, st = (_as_index(v, ivt) for v in (spec.start, spec.stop, spec.step))
    loc = _loc_text(_user_position())
    inits = list(init)
    for _attempt in range(8):
        flat, carried = _carry(inits, names, targets)
        b.check_operands([lo, hi, st] + carried)
        keys = [_type_key(leaf) for leaf in carried]
        region = _RegionOp("", loc)
        block = _Block()
        region.blocks.append(block)
        b.block.items.append(region)
        res = b.fresh()  # the loop's results
        iv = Scalar(b.fresh(), ivt, block)
        args = [_proxy_of(k, b.fresh(), block) for k in keys]
        results, promoted = _trace_loop_body(
            block, lambda: body(iv, *_with_carried(inits, flat, args)), inits, flat, keys, names)
        if promoted:
            # Python numbers that the body changes become runtime values
            # (made before the loop); trace the body again.
            b.block.items.pop()
            _promote_changed(inits, flat, promoted)
            continue
        # Complete the header now that the results are known.
        lhs, outs = _results_header(res, keys)
        if carried:
            iter_args = ", ".join(f"{a.name} = {leaf.name}" for a, leaf in zip(args, carried))
            region.header = (f"{lhs}scf.for {iv.name} = {lo.name} to {hi.name} step {st.name} "
                             f"iter_args({iter_args}) -> "
                             f"({', '.join(_type_text(k) for k in keys)}) : {ivt.ir}")
        else:
            region.header = (f"scf.for {iv.name} = {lo.name} to {hi.name} step {st.name} : "
                             f"{ivt.ir}")
        stages = spec.num_stages if spec.num_stages is not None else b.num_stages
        if stages is not None:
            region.attrs = f"{{tile.num_stages = {stages} : i32}}"
        return _loop_results(inits, flat, names, targets, results, outs)
    raise _error("the types of the loop-carried variables do not settle; give them explicit "
                 "types before the loop")


_MAX_STATIC_WHILE = 4096


def _tile_while(cond, body, names, scope):
    """Runs a rewritten ``while`` statement; returns the new values of
    ``names`` (the variables the body assigns).

    A condition that is a Python bool (constexpr) runs the loop while
    tracing (unrolled, at most 4096 iterations); a runtime scalar condition
    traces the condition and the body once into an ``scf.while``.
    """
    vals = _initial_values(names, scope)
    # Probe the condition in a block that is thrown away: a runtime
    # condition is traced again inside the loop, and its ops (an atomic,
    # say) must not also run once before it.
    b = _builder()
    b.push(_Block())
    try:
        c = cond(*vals)
    finally:
        b.pop()
    _check_defined(c)
    if isinstance(c, Tile):
        raise _error("a `while` condition must be a scalar, not a tile")
    if not isinstance(c, Scalar):
        for _ in range(_MAX_STATIC_WHILE):
            if not c:
                return tuple(_Undefined(n, "is not defined (the loop ran no iterations)")
                             if v is _UNBOUND else v for n, v in zip(names, vals))
            vals = list(body(*vals))
            c = cond(*vals)
            _check_defined(c)
            if isinstance(c, (Tile, Scalar)):
                raise _error("this `while` condition became a runtime value after "
                             "unrolled iterations; make the variables it reads runtime "
                             "values before the loop")
        raise _error(f"a `while` loop on a constexpr condition ran {_MAX_STATIC_WHILE} "
                     "iterations while tracing; use a runtime condition")
    return _scf_while(cond, body, names, vals)


def _scf_while(cond, body, names, init):
    """Traces the condition and the body once into an ``scf.while`` (the
    carried variables as in :func:`_scf_for`)."""
    b = _builder()
    loc = _loc_text(_user_position())
    inits = list(init)
    for _attempt in range(8):
        flat, carried = _carry(inits, names)
        b.check_operands(carried)
        keys = [_type_key(leaf) for leaf in carried]
        region = _RegionOp("", loc)
        region.separators.append("do")
        before, after = _Block(), _Block()
        region.blocks += [before, after]
        b.block.items.append(region)
        res = b.fresh()  # the loop's results
        b.push(before)
        try:
            args = [_proxy_of(k, b.fresh(), before) for k in keys]
            c = cond(*_with_carried(inits, flat, args))
            _check_defined(c)
            if not isinstance(c, Scalar):
                raise _error("this `while` condition does not depend on the loop's runtime "
                             "values on every iteration; give it a runtime value")
            c = c if c.dtype.is_bool else cast(c, int1)
            text = f"scf.condition({c.name})"
            if args:
                text += f" {', '.join(a.name for a in args)} : {', '.join(a.ir_type for a in args)}"
            b.emit(text, [c] + args, None, pure=False)
        finally:
            b.pop()
        params = [_proxy_of(k, b.fresh(), after) for k in keys]
        if params:
            after.items.append(f"^bb0({', '.join(f'{p.name}: {p.ir_type}' for p in params)}):")
        results, promoted = _trace_loop_body(
            after, lambda: body(*_with_carried(inits, flat, params)), inits, flat, keys, names)
        if promoted:
            b.block.items.pop()
            _promote_changed(inits, flat, promoted)
            continue
        lhs, outs = _results_header(res, keys)
        types = ", ".join(_type_text(k) for k in keys)
        assign = ", ".join(f"{a.name} = {leaf.name}" for a, leaf in zip(args, carried))
        region.header = f"{lhs}scf.while ({assign}) : ({types}) -> ({types})"
        return _loop_results(inits, flat, names, (), results, outs)
    raise _error("the types of the loop-carried variables do not settle; give them explicit "
                 "types before the loop")


def for_loop(start, stop, step, init, body):
    """A functional ``scf.for``: ``acc = tile.for_loop(0, K, 32, acc, lambda k, acc: ...)``.

    ``init`` is one value or a tuple of values; ``body(k, *carried)``
    returns the new value(s), of the same types. This needs no source
    rewriting, so it also works in functions that are not decorated.
    """
    single = not isinstance(init, tuple)
    vals = [init] if single else list(init)
    names = tuple(f"carried value #{i}" for i in range(len(vals)))

    def wrapped(iv, *carried):
        out = body(iv, *carried)
        return (out,) if single else tuple(out)

    out = _scf_for(_RangeSpec(start, stop, step), wrapped, names, (), vals)
    return out[0] if single else out


def _tile_if_tail(cond, then_fn, else_fn, names, params, scope):
    """An ``if`` that an early return became (tile.triton_ast): the
    branches take the variables ``params`` and only ``names`` (the return
    value, or nothing) leave it."""
    return _tile_if(cond, then_fn, else_fn, names, scope, params)


def _var(name: str) -> str:
    if name == "__tileret":  # tile.triton_ast.RETURN_VAR
        return "the value of a `return` under a runtime condition"
    return f"variable '{name}'"


def _tile_if(cond, then_fn, else_fn, names, scope, params=None):
    """Runs a rewritten ``if`` statement; returns the new values of ``names``.

    A Python condition (constexpr) runs one branch; a runtime scalar
    condition traces both into ``scf.if`` and yields the variables either
    branch changes.
    """
    init = _initial_values(names, scope)
    args = init if params is None else _initial_values(params, scope)
    _check_defined(cond)
    if isinstance(cond, Tile):
        raise _error("an `if` condition must be a scalar, not a tile; use tile.where() for "
                     "elementwise selection")
    if not isinstance(cond, Scalar):
        vals = (then_fn if cond else else_fn)(*args)
        return tuple(_Undefined(n, "is not defined on this path") if v is _UNBOUND else v
                     for n, v in zip(names, vals))
    c = cond if cond.dtype.is_bool else cast(cond, int1)
    b = _builder()
    b.check_operands([c])
    region = _RegionOp("", _loc_text(_user_position()))
    region.separators.append("else")
    b.block.items.append(region)
    res = b.fresh()  # the if's results
    outs = []
    for fn in (then_fn, else_fn):
        blk = _Block()
        region.blocks.append(blk)
        b.push(blk)
        try:
            outs.append(list(fn(*args)))
        finally:
            b.pop()
    then_out, else_out = outs
    plan = []  # per name: ("static", v) | ("undef",) | ("yield", treedef, leaf plans)
    for i, name in enumerate(names):
        t, e = then_out[i], else_out[i]
        if t is e:
            plan.append(("static", t))
            continue
        if t is _UNBOUND or e is _UNBOUND:
            plan.append(("undef",))
            continue
        if _advanced_pointer(t, e):  # the pointer advanced in one branch
            t = PointerOffsets(t, 0)
        elif _advanced_pointer(e, t):
            e = PointerOffsets(e, 0)
        dt_, lt = _flatten(t)
        de, le = _flatten(e)
        if not _treedef_eq(dt_, de):
            if _same_static(t, e):
                plan.append(("static", t))
                continue
            raise _error(f"{_var(name)} gets different kinds of values in the two branches "
                         f"of an if on a runtime condition ({_pretty_type(t)} and {_pretty_type(e)})")
        leaf_plans = []
        for x, y in zip(lt, le):
            if x is y or _same_static(x, y):
                leaf_plans.append(("static", x))
            elif dt_[0] == "P" and isinstance(x, _Value) and _wider_offsets(x, y):
                leaf_plans.append(("yield", _type_key(y), x, y, "widen"))  # int64 offsets
            elif dt_[0] == "P" and isinstance(y, _Value) and _wider_offsets(y, x):
                leaf_plans.append(("yield", _type_key(x), x, y, "widen"))
            elif isinstance(x, _Value):
                leaf_plans.append(("yield", _type_key(x), x, y))
            elif isinstance(y, _Value):
                leaf_plans.append(("yield", _type_key(y), x, y))
            elif _is_number(x) and _is_number(y):
                key = ("s", _promote(_default_dtype(x), _default_dtype(y)))
                leaf_plans.append(("yield", key, x, y))
            else:
                raise _error(f"{_var(name)} holds different Python objects in the two "
                             "branches of an if on a runtime condition")
        plan.append(("yield", dt_, leaf_plans))
    # Conversions and yields at the end of each branch.
    for branch, blk in enumerate(region.blocks):
        b.push(blk)
        try:
            ys = []
            for i, p in enumerate(plan):
                if p[0] == "yield":
                    for lp in p[2]:
                        if lp[0] == "yield":
                            leaf = lp[2 + branch]
                            if len(lp) > 4 and isinstance(leaf, _Value):
                                leaf = cast(leaf, lp[1][-1])  # pointer offsets to int64
                            ys.append(_leaf_to_type(leaf, lp[1], names[i],
                                                    ("in one branch of the if",
                                                     "in the other")))
            if ys:
                b.emit(f"scf.yield {', '.join(y.name for y in ys)} : "
                       f"{', '.join(y.ir_type for y in ys)}", ys, None, pure=False)
            else:
                b.emit("scf.yield", (), None, pure=False)
        finally:
            b.pop()
    keys = [lp[1] for p in plan if p[0] == "yield" for lp in p[2] if lp[0] == "yield"]
    if keys:
        lhs = f"{res}:{len(keys)} = " if len(keys) > 1 else f"{res} = "
        region.header = f"{lhs}scf.if {c.name} -> ({', '.join(_type_text(k) for k in keys)})"
        out_iter = iter([_proxy_of(k, f"{res}#{n}" if len(keys) > 1 else res, b.block)
                         for n, k in enumerate(keys)])
    else:
        region.header = f"scf.if {c.name}"
        out_iter = iter(())
    final = []
    for i, p in enumerate(plan):
        if p[0] == "static":
            final.append(_Undefined(names[i], "is not defined") if p[1] is _UNBOUND else p[1])
        elif p[0] == "undef":
            final.append(_Undefined(names[i], "is only assigned in one branch of an if on a "
                                    "runtime condition; assign it before the if"))
        else:
            leaves = [next(out_iter) if lp[0] == "yield" else lp[1] for lp in p[2]]
            final.append(_unflatten(p[1], iter(leaves)))
    return tuple(final)
