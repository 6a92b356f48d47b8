"""tile.jit's source rewriting: a kernel's ``for`` / ``while`` / ``if``
statements (and ``and``/``or``/``not``, conditional expressions, ``assert``,
``range``, ``min``/``max``) become calls of the tracing helpers of
:mod:`tile._control`, so that loops with runtime bounds trace into
``scf.for`` / ``scf.while`` with loop-carried variables and runtime
conditions into ``scf.if``. :func:`_rewrite` returns the traceable function.
"""

from __future__ import annotations

import __future__
import ast
import inspect
from typing import Any, Callable, Dict, List, Optional, Tuple

from . import _control, triton_ast


# ---------------------------------------------------------------------------
# Source rewriting: for / if statements -> traced functions
# ---------------------------------------------------------------------------

_PREFIX = "__tile_"
_FOR = "__tile_for"
_IF = "__tile_if"
_WHILE = "__tile_while"
_IF_TAIL = "__tile_if_tail"
_AND, _OR, _NOT, _IFEXP, _ASSERT = ("__tile_and", "__tile_or", "__tile_not", "__tile_ifexp",
                                    "__tile_assert")


class _Escapes(ast.NodeVisitor):
    """Finds break/continue/return/yield/global/nonlocal that would leave
    (or reach outside) a statement list once it is moved into a function."""

    def __init__(self):
        self.found = False
        self.loop_depth = 0

    def visit_FunctionDef(self, node):
        pass  # its own scope

    visit_AsyncFunctionDef = visit_FunctionDef
    visit_Lambda = visit_FunctionDef
    visit_ClassDef = visit_FunctionDef

    def _loop(self, node):
        self.loop_depth += 1
        for child in node.body:
            self.visit(child)
        self.loop_depth -= 1
        for child in node.orelse:
            self.visit(child)
        if isinstance(node, (ast.For, ast.AsyncFor)):
            self.visit(node.iter)
        else:
            self.visit(node.test)

    visit_For = visit_While = visit_AsyncFor = _loop

    def visit_Break(self, node):
        if self.loop_depth == 0:
            self.found = True

    visit_Continue = visit_Break

    def visit_Return(self, node):
        self.found = True

    def visit_Yield(self, node):
        self.found = True

    visit_YieldFrom = visit_Await = visit_Global = visit_Nonlocal = visit_Return


def _escapes(stmts) -> bool:
    v = _Escapes()
    for s in stmts:
        v.visit(s)
    return v.found


class _Assigned(ast.NodeVisitor):
    """Names a statement list binds in its own scope, in order."""

    def __init__(self):
        self.names: Dict[str, None] = {}

    def add(self, name: str):
        if not name.startswith(_PREFIX):
            self.names.setdefault(name, None)

    def visit_Name(self, node):
        if isinstance(node.ctx, ast.Store):
            self.add(node.id)

    def visit_FunctionDef(self, node):
        self.add(node.name)  # binds the name; its body is another scope

    visit_AsyncFunctionDef = visit_ClassDef = visit_FunctionDef

    def visit_Lambda(self, node):
        pass

    def _comprehension(self, node):
        # Only walrus targets escape a comprehension.
        for n in ast.walk(node):
            if isinstance(n, ast.NamedExpr) and isinstance(n.target, ast.Name):
                self.add(n.target.id)

    visit_ListComp = visit_SetComp = visit_DictComp = visit_GeneratorExp = _comprehension

    def visit_Import(self, node):
        for alias in node.names:
            self.add((alias.asname or alias.name).split(".")[0])

    visit_ImportFrom = visit_Import

    def visit_ExceptHandler(self, node):
        if node.name:
            self.add(node.name)
        self.generic_visit(node)


def _assigned(nodes) -> List[str]:
    v = _Assigned()
    for n in nodes:
        v.visit(n)
    return list(v.names)


def _name(id_: str, store: bool = False) -> ast.Name:
    return ast.Name(id=id_, ctx=ast.Store() if store else ast.Load())


def _args(names: List[str]) -> ast.arguments:
    return ast.arguments(posonlyargs=[], args=[ast.arg(arg=n) for n in names], vararg=None,
                         kwonlyargs=[], kw_defaults=[], kwarg=None, defaults=[])


def _function(name: str, params: List[str], body: list, results: List[str]) -> ast.FunctionDef:
    ret = ast.Return(value=ast.Tuple(elts=[_name(n) for n in results], ctx=ast.Load()))
    return ast.FunctionDef(name=name, args=_args(params), body=list(body) + [ret],
                           decorator_list=[], returns=None, type_comment=None)


def _strs(names: List[str]) -> ast.Tuple:
    return ast.Tuple(elts=[ast.Constant(value=n) for n in names], ctx=ast.Load())


def _bind(names: List[str], call: ast.expr) -> ast.stmt:
    if not names:
        return ast.Expr(value=call)
    target = ast.Tuple(elts=[_name(n, store=True) for n in names], ctx=ast.Store())
    return ast.Assign(targets=[target], value=call)


def _locate(nodes, at: ast.AST):
    for node in nodes:
        for n in ast.walk(node):
            if not hasattr(n, "lineno") or getattr(n, "lineno", None) is None:
                ast.copy_location(n, at)
    return nodes


def _rewritten(node, helper: str, args: list, names: List[str], defs: list,
               keyword: str) -> list:
    """The statements replacing ``node``: the function ``defs``, then
    ``names = helper(*args, locals())``, located at the statement (the call
    spans its ``keyword``, where errors point)."""
    call = ast.Call(func=_name(helper),
                    args=args + [ast.Call(func=_name("locals"), args=[], keywords=[])],
                    keywords=[])
    ast.copy_location(call, node)
    call.end_lineno, call.end_col_offset = node.lineno, node.col_offset + len(keyword)
    stmt = _bind(names, call)
    for n in defs + [stmt]:
        ast.copy_location(n, node)
    return _locate(defs + [stmt], node)


def _lambda_safe(node: ast.AST) -> bool:
    """Whether an expression means the same inside a ``lambda:``."""
    return not any(isinstance(n, (ast.NamedExpr, ast.Yield, ast.YieldFrom, ast.Await))
                   for n in ast.walk(node))


def _simple(node: ast.AST) -> bool:
    """An expression evaluating it twice cannot change (a name, a constant,
    an attribute of one)."""
    while isinstance(node, ast.Attribute):
        node = node.value
    return isinstance(node, (ast.Name, ast.Constant))


class _Rewriter(ast.NodeTransformer):
    def __init__(self):
        self.count = 0
        self.rewrote = False
        self.helpers: Dict[str, None] = {}

    def _call(self, helper: str, args: list, at: ast.AST) -> ast.Call:
        self.helpers[helper] = None
        call = ast.Call(func=_name(helper), args=args, keywords=[])
        return ast.copy_location(call, at)

    @staticmethod
    def _thunk(expr: ast.expr) -> ast.Lambda:
        return ast.copy_location(ast.Lambda(args=_args([]), body=expr), expr)

    # `and`, `or`, `not`, `a if c else b` and comparison chains on runtime
    # values (Triton's logical_and/or/not; a chain `0 <= x < n` is
    # `0 <= x and x < n`): Python's meaning on Python values.
    def visit_BoolOp(self, node: ast.BoolOp):
        self.generic_visit(node)
        if not all(_lambda_safe(v) for v in node.values[1:]):
            return node
        helper = _AND if isinstance(node.op, ast.And) else _OR
        out = node.values[0]
        for v in node.values[1:]:
            out = self._call(helper, [out, self._thunk(v)], node)
        return out

    def visit_UnaryOp(self, node: ast.UnaryOp):
        self.generic_visit(node)
        if not isinstance(node.op, ast.Not):
            return node
        return self._call(_NOT, [node.operand], node)

    def visit_IfExp(self, node: ast.IfExp):
        self.generic_visit(node)
        if not (_lambda_safe(node.body) and _lambda_safe(node.orelse)):
            return node
        return self._call(_IFEXP, [node.test, self._thunk(node.body),
                                   self._thunk(node.orelse)], node)

    def visit_Assert(self, node: ast.Assert):
        self.generic_visit(node)
        if node.msg is not None and not _lambda_safe(node.msg):
            return node
        msg = self._thunk(node.msg) if node.msg is not None else ast.Constant(value=None)
        call = self._call(_ASSERT, [node.test, msg], node)
        return ast.copy_location(ast.Expr(value=call), node)

    def visit_Compare(self, node: ast.Compare):
        self.generic_visit(node)
        if (len(node.ops) < 2 or not all(_simple(c) for c in node.comparators[:-1])
                or not all(_lambda_safe(c) for c in node.comparators)):
            return node
        operands = [node.left] + node.comparators
        parts = [ast.copy_location(ast.Compare(left=operands[i], ops=[op],
                                               comparators=[operands[i + 1]]), node)
                 for i, op in enumerate(node.ops)]
        out = parts[0]
        for p in parts[1:]:
            out = self._call(_AND, [out, self._thunk(p)], node)
        return out

    def visit_For(self, node: ast.For):
        self.generic_visit(node)
        if node.orelse or _escapes(node.body):
            return node
        self.count += 1
        self.rewrote = True
        targets = _assigned([node.target])
        names = targets + [n for n in _assigned(node.body) if n not in targets]
        item = f"{_PREFIX}item"
        body_name = f"{_PREFIX}for_body_{self.count}"
        set_target = ast.Assign(targets=[node.target], value=_name(item))
        ast.copy_location(set_target, node.target)
        fdef = _function(body_name, [item] + names, [set_target] + node.body, names)
        return _rewritten(node, _FOR, [node.iter, _name(body_name), _strs(names), _strs(targets)],
                          names, [fdef], "for")

    def visit_While(self, node: ast.While):
        self.generic_visit(node)
        if node.orelse or _escapes(node.body):
            return node
        self.count += 1
        self.rewrote = True
        names = _assigned(node.body)
        cond_name = f"{_PREFIX}while_cond_{self.count}"
        body_name = f"{_PREFIX}while_body_{self.count}"
        cond_def = ast.FunctionDef(name=cond_name, args=_args(names),
                                   body=[ast.Return(value=node.test)], decorator_list=[],
                                   returns=None, type_comment=None)
        body_def = _function(body_name, names, node.body, names)
        return _rewritten(node, _WHILE, [_name(cond_name), _name(body_name), _strs(names)],
                          names, [cond_def, body_def], "while")

    def visit_If(self, node: ast.If):
        self.generic_visit(node)
        if _escapes(node.body) or _escapes(node.orelse):
            return node
        self.count += 1
        self.rewrote = True
        names = _assigned(node.body + node.orelse)
        then_name = f"{_PREFIX}then_{self.count}"
        else_name = f"{_PREFIX}else_{self.count}"
        if getattr(node, triton_ast.TAIL, False):
            # The rest of the function after an early return: the branches
            # read what they assign, and only the return value leaves them.
            results = [n for n in names if n == triton_ast.RETURN_VAR]
            defs = [_function(then_name, names, node.body, results),
                    _function(else_name, names, node.orelse or [ast.Pass()], results)]
            self.helpers[_IF_TAIL] = None
            return _rewritten(node, _IF_TAIL, [node.test, _name(then_name), _name(else_name),
                                               _strs(results), _strs(names)],
                              results, defs, "if")
        then_def = _function(then_name, names, node.body, names)
        else_def = _function(else_name, names, node.orelse or [ast.Pass()], names)
        return _rewritten(node, _IF, [node.test, _name(then_name), _name(else_name), _strs(names)],
                          names, [then_def, else_def], "if")


_FUTURE_FLAGS = 0
for _feature in __future__.all_feature_names:
    _FUTURE_FLAGS |= getattr(__future__, _feature).compiler_flag


def _function_ast(fn) -> Optional[Tuple[ast.FunctionDef, str, int]]:
    """(FunctionDef with real line/column numbers, filename, first line)."""
    try:
        lines, first = inspect.getsourcelines(fn)
        filename = inspect.getsourcefile(fn) or fn.__code__.co_filename
    except (OSError, TypeError):
        return None
    source = "".join(lines)
    indented = lines and lines[0][:1] in (" ", "\t")
    if indented:
        source = "if 1:\n" + source
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return None
    ast.increment_lineno(tree, first - 1 - (1 if indented else 0))
    body = tree.body[0].body if indented else tree.body
    for node in body:
        if isinstance(node, ast.FunctionDef) and node.name == fn.__name__:
            return node, filename, first
    return None


def _rewrite(fn) -> Tuple[Callable, Dict[str, Tuple[int, int]], Tuple[str, int, int]]:
    """The traceable function, parameter locations and the def location."""
    code = fn.__code__
    def_pos = (code.co_filename, code.co_firstlineno, 1)
    found = _function_ast(fn)
    if found is None:
        return fn, {}, def_pos
    fdef, filename, _ = found
    filename = code.co_filename  # what frames report
    def_pos = (filename, fdef.lineno, fdef.col_offset + 1)
    params = {}
    all_args = fdef.args.posonlyargs + fdef.args.args + fdef.args.kwonlyargs
    for a in all_args:
        params[a.arg] = (a.lineno, a.col_offset + 1)
    fdef.decorator_list = []
    # The signature is read from `fn` itself, and the defaults are copied
    # from it below: annotations and defaults are not evaluated again
    # (they may name locals of a function that made the kernel, which the
    # code's free variables do not hold).
    for a in all_args + [fdef.args.vararg, fdef.args.kwarg]:
        if a is not None:
            a.annotation = None
    fdef.returns = None
    fdef.args.defaults = [ast.Constant(value=None) for _ in fdef.args.defaults]
    fdef.args.kw_defaults = [None if d is None else ast.Constant(value=None)
                             for d in fdef.args.kw_defaults]
    returns = triton_ast.restructure_returns(fdef)  # early returns: structured ifs
    rewriter = _Rewriter()
    fdef = rewriter.visit(fdef)
    unwrapper = triton_ast.UnwrapConstexprs()  # constexpr objects read as values
    fdef = unwrapper.visit(fdef)
    for h in unwrapper.used:
        rewriter.helpers[h] = None
    # Python's min/max on runtime values are tile.minimum/maximum (Triton's).
    builtins_used = [n for n in ("min", "max")
                     if n in code.co_names and n not in fn.__globals__]
    if not rewriter.rewrote and not builtins_used and not rewriter.helpers and not returns:
        return fn, params, def_pos
    freevars = list(code.co_freevars)
    helpers = {_AND: _control._tile_and, _OR: _control._tile_or, _NOT: _control._tile_not,
               _IFEXP: _control._tile_ifexp, _ASSERT: _control._tile_assert, _IF_TAIL: _control._tile_if_tail,
               triton_ast.CV: triton_ast.cv, triton_ast.VALUE: triton_ast.value_of}
    inject = [_FOR, _IF, _WHILE] + list(rewriter.helpers)
    if "range" not in fn.__globals__ and "range" not in freevars:
        inject.append("range")
    inject += [n for n in builtins_used if n not in freevars]
    maker_name = f"{_PREFIX}make"
    maker = ast.FunctionDef(name=maker_name, args=_args(inject + freevars),
                            body=[fdef, ast.Return(value=_name(fdef.name))],
                            decorator_list=[], returns=None, type_comment=None)
    ast.copy_location(maker, fdef)
    module = ast.Module(body=[maker], type_ignores=[])
    ast.fix_missing_locations(module)
    try:
        compiled = compile(module, filename, "exec", flags=code.co_flags & _FUTURE_FLAGS,
                           dont_inherit=True)
    except (SyntaxError, ValueError):
        return fn, params, def_pos
    namespace: Dict[str, Any] = {}
    exec(compiled, fn.__globals__, namespace)
    values = [_control._tile_for, _control._tile_if, _control._tile_while] + [helpers[h] for h in rewriter.helpers]
    if "range" in inject:
        values.append(_control._tile_range)
    values += [{"min": _control._tile_min, "max": _control._tile_max}[n] for n in inject
               if n in ("min", "max")]
    for cell in fn.__closure__ or ():
        try:
            values.append(cell.cell_contents)
        except ValueError:  # an empty cell
            values.append(None)
    new_fn = namespace[maker_name](*values)
    new_fn.__defaults__ = fn.__defaults__
    new_fn.__kwdefaults__ = fn.__kwdefaults__
    return new_fn, params, def_pos
