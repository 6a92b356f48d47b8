"""Source rewrites that give traced kernels Triton's semantics (used by
``tile.jit`` before and after its own ``for``/``while``/``if`` rewriting):

- :func:`restructure_returns`: a ``return`` inside an ``if`` (Triton's early
  exit, ``if row >= n_rows: return``) becomes structured control flow: the
  statements after the ``if`` move into the branch that does not return,
  so on a runtime condition the rest of the kernel is an ``scf.if`` on the
  negated condition; a helper that returns a value on several paths yields
  it out of the ``scf.if``.
- :class:`UnwrapConstexprs`: names and attributes read in the body are
  read through :func:`cv`, so a ``tl.constexpr`` object (a module global
  ``_MODE = tl.constexpr(0)``, a closure variable, a default) is its value
  in the kernel; ``x.value`` is :func:`value_of` (a constexpr's value, and
  the value itself for the plain values tile gives constexpr parameters).

This module imports nothing from tile but :mod:`tile.triton_types`.
"""

from __future__ import annotations

import ast
import copy
from typing import List

from .triton_types import constexpr

#: The variable that carries a helper's return value out of the ``scf.if``s
#: an early return becomes. Not ``__tile_``-prefixed: it is carried as a
#: user variable.
RETURN_VAR = "__tileret"
#: Marks an ``ast.If`` made by :func:`restructure_returns`: nothing follows
#: it, so only ``RETURN_VAR`` leaves it.
TAIL = "tile_tail"
CV = "__tile_cv"
VALUE = "__tile_value"


def cv(x):
    """A name or attribute read in a kernel: a constexpr is its value."""
    return x.value if isinstance(x, constexpr) else x


def value_of(x):
    """``x.value`` in a kernel: Triton's ``constexpr.value`` of a constexpr
    parameter (a plain value while tracing: itself), else the attribute."""
    if isinstance(x, constexpr):
        return x.value
    try:
        return x.value
    except AttributeError:
        return x


# ---------------------------------------------------------------------------
# Early returns
# ---------------------------------------------------------------------------


def _if_returns(node) -> bool:
    """An ``if`` with a ``return`` in it reachable through ``if``s only (a
    return inside a loop, ``with`` or ``try`` is left to Python)."""
    if not isinstance(node, ast.If):
        return False
    return any(isinstance(s, ast.Return) or _if_returns(s) for s in node.body + node.orelse)


def _always_returns(stmts) -> bool:
    for s in stmts:
        if isinstance(s, ast.Return):
            return True
        if isinstance(s, ast.If) and _always_returns(s.body) and _always_returns(s.orelse):
            return True
    return False


class _ValuedReturns(ast.NodeVisitor):
    def __init__(self):
        self.found = False

    def visit_FunctionDef(self, node):
        pass  # its own returns

    visit_AsyncFunctionDef = visit_Lambda = visit_ClassDef = visit_FunctionDef

    def visit_Return(self, node):
        if node.value is not None:
            self.found = True


def _located(new, old):
    ast.copy_location(new, old)
    for n in ast.walk(new):
        if getattr(n, "lineno", None) is None and hasattr(n, "_attributes") and \
                "lineno" in n._attributes:
            ast.copy_location(n, old)
    return new


def _lift(stmts: list, valued: bool) -> list:
    out = []
    for i, s in enumerate(stmts):
        if isinstance(s, ast.Return):
            if valued:
                value = s.value if s.value is not None else ast.Constant(value=None)
                out.append(_located(ast.Assign(
                    targets=[ast.Name(id=RETURN_VAR, ctx=ast.Store())], value=value), s))
            elif not out:
                out.append(_located(ast.Pass(), s))
            return out  # what follows a return is never run
        if _if_returns(s):
            rest = stmts[i + 1:]
            body = s.body if _always_returns(s.body) else s.body + copy.deepcopy(rest)
            orelse = s.orelse if _always_returns(s.orelse) else s.orelse + copy.deepcopy(rest)
            new = ast.If(test=s.test, body=_lift(body, valued) or [_located(ast.Pass(), s)],
                         orelse=_lift(orelse, valued))
            setattr(new, TAIL, True)
            out.append(_located(new, s))
            return out
        out.append(s)
    return out


def restructure_returns(fdef: ast.FunctionDef) -> bool:
    """Rewrites the returns inside ``if`` statements of ``fdef`` (in place)
    into structured control flow; True if there were any."""
    if not any(_if_returns(s) for s in fdef.body):
        return False
    finder = _ValuedReturns()
    for s in fdef.body:
        finder.visit(s)
    valued = finder.found
    body = list(fdef.body)
    end = body[-1]
    if valued and not _always_returns(body):
        body.append(_located(ast.Return(value=None), end))
    body = _lift(body, valued)
    if valued:
        body.append(_located(ast.Return(value=ast.Name(id=RETURN_VAR, ctx=ast.Load())), end))
    fdef.body = body
    return True


# ---------------------------------------------------------------------------
# Constexpr objects read as their values
# ---------------------------------------------------------------------------


class UnwrapConstexprs(ast.NodeTransformer):
    """``name`` -> ``__tile_cv(name)``, ``a.b`` -> ``__tile_cv(a.b)`` and
    ``a.value`` -> ``__tile_value(a)`` for the loads that are not called
    (a callee is left alone: ``tl.load(...)`` stays as it is)."""

    def __init__(self):
        self.used: List[str] = []

    def _wrap(self, helper: str, node: ast.expr, arg: ast.expr) -> ast.Call:
        if helper not in self.used:
            self.used.append(helper)
        call = ast.Call(func=ast.Name(id=helper, ctx=ast.Load()), args=[arg], keywords=[])
        return ast.copy_location(call, node)

    def visit_Call(self, node: ast.Call):
        func = node.func
        if isinstance(func, ast.Attribute):
            func.value = self.visit(func.value)
        elif not isinstance(func, ast.Name):
            node.func = self.visit(func)
        node.args = [self.visit(a) for a in node.args]
        for k in node.keywords:
            k.value = self.visit(k.value)
        return node

    def visit_Name(self, node: ast.Name):
        if not isinstance(node.ctx, ast.Load) or node.id.startswith("__tile_") or \
                node.id == "locals":
            return node
        return self._wrap(CV, node, node)

    def visit_Attribute(self, node: ast.Attribute):
        node.value = self.visit(node.value)
        if not isinstance(node.ctx, ast.Load):
            return node
        if node.attr == "value":
            return self._wrap(VALUE, node, node.value)
        return self._wrap(CV, node, node)

    def visit_FunctionDef(self, node):
        # Decorators, defaults and annotations of nested functions are left
        # alone; their bodies are read like the kernel's.
        node.body = [self.visit(s) for s in node.body]
        return node

    visit_AsyncFunctionDef = visit_FunctionDef

    def visit_Lambda(self, node: ast.Lambda):
        node.body = self.visit(node.body)
        return node
