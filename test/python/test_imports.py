"""The module graph of python/tile: imports go one way, files stay small.

Every ``from . import x`` / ``from .x import y`` / ``import tile.x`` in
python/tile/*.py, at the top of a module or inside a function (a lazy
import is still a dependency), is an edge of the graph; the graph must be
acyclic, so that every import can sit at the top of its module. An import
inside a function is allowed only of a module outside tile (a heavy
optional dependency such as torch or CuPy), and its line says so with a
comment containing "optional". No python/tile/*.py is over MAX_LINES lines.

The same holds for the modules of the PTX emulator (test/python/ptxemu.py
and ptxemu_*.py) and of the fuzzer (test/fuzz/fuzz.py and fuzz_*.py), which
import each other by absolute name (their lazy imports of the standard
library are not checked).

Also runs as a script, on this tree or on another copy of the package
(e.g. an older commit's files in a temporary directory)::

    python3 test/python/test_imports.py [python/tile]

prints the graph (one line per module: what it imports) and the problems.
"""

import ast
import os
import sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
PACKAGE = os.path.join(ROOT, "python", "tile")
MAX_LINES = 1500
NATIVE = ("_tile",)  # the pybind11 extension: imports no tile module
# (directory, name): the modules name.py and name_*.py of the directory,
# importing each other by absolute name.
FAMILIES = [(os.path.join(ROOT, "test", "python"), "ptxemu"),
            (os.path.join(ROOT, "test", "fuzz"), "fuzz")]


def _modules(package, family=None):
    if family is not None:
        return sorted(n[:-3] for n in os.listdir(package) if n == family + ".py" or
                      (n.startswith(family + "_") and n.endswith(".py")))
    return sorted(set(n[:-3] for n in os.listdir(package) if n.endswith(".py")) | set(NATIVE))


def _family_imports(package, module, modules):
    """[(target module, line, lazy, source line)] of the modules of the
    family that ``module`` imports (``import x``, ``from x import y``)."""
    path = os.path.join(package, module + ".py")
    with open(path, encoding="utf-8") as f:
        text = f.read()
    lines = text.splitlines()
    out = []

    def visit(node, lazy):
        for child in ast.iter_child_nodes(node):
            inner = lazy or isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef,
                                               ast.Lambda))
            names = []
            if isinstance(child, ast.ImportFrom) and child.level == 0 and child.module:
                names = [child.module]
            elif isinstance(child, ast.Import):
                names = [a.name for a in child.names]
            for name in names:
                if name in modules:
                    out.append((name, child.lineno, inner, lines[child.lineno - 1]))
            visit(child, inner)

    visit(ast.parse(text, path), False)
    return out, len(lines)


def _imports(package, module, modules):
    """[(target module, line, lazy, source line)] of the tile modules (and
    of anything else, target None, when lazy) that ``module`` imports."""
    path = os.path.join(package, module + ".py")
    with open(path, encoding="utf-8") as f:
        text = f.read()
    lines = text.splitlines()
    tree = ast.parse(text, path)
    out = []

    def visit(node, lazy):
        for child in ast.iter_child_nodes(node):
            inner = lazy or isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef,
                                               ast.Lambda))
            if isinstance(child, ast.ImportFrom):
                src = lines[child.lineno - 1]
                if child.level == 1 or (child.level == 0 and child.module and
                                        (child.module == "tile" or
                                         child.module.startswith("tile."))):
                    base = child.module if child.level else child.module[len("tile"):].lstrip(".")
                    if base:  # from .x import y (y may be a name of x or a submodule x.y)
                        out.append((base.split(".")[0], child.lineno, inner, src))
                    else:  # from . import x: the module x, or a name of __init__
                        for alias in child.names:
                            target = alias.name if alias.name in modules else "__init__"
                            out.append((target, child.lineno, inner, src))
                elif inner:
                    out.append((None, child.lineno, inner, src))
            elif isinstance(child, ast.Import):
                src = lines[child.lineno - 1]
                for alias in child.names:
                    parts = alias.name.split(".")
                    if parts[0] == "tile":
                        out.append((parts[1] if len(parts) > 1 else "__init__", child.lineno,
                                    inner, src))
                    elif inner:
                        out.append((None, child.lineno, inner, src))
            visit(child, inner)

    visit(tree, False)
    return out, len(lines)


def graph(package=PACKAGE, family=None):
    """({module: sorted modules it imports}, [problems]) of python/tile, or
    of a family of modules (``family``.py and ``family``_*.py)."""
    modules = _modules(package, family)
    where = "python/tile" if family is None else os.path.relpath(package, ROOT)
    edges = {}
    problems = []
    for m in modules:
        if m in NATIVE:
            continue
        if family is None:
            imports, nlines = _imports(package, m, modules)
        else:
            imports, nlines = _family_imports(package, m, modules)
        if nlines > MAX_LINES:
            problems.append(f"{where}/{m}.py has {nlines} lines (at most {MAX_LINES}): "
                            "split it by concern")
        targets = set()
        for target, line, lazy, src in imports:
            if target is not None:
                if target != m:
                    targets.add(target)
                if lazy:
                    problems.append(f"{m}.py:{line}: a module of the package imported inside "
                                    f"a function (a hidden cycle or a lazy dependency): "
                                    f"{src.strip()}")
            elif "optional" not in src:
                problems.append(f"{m}.py:{line}: an import inside a function that is not a "
                                "heavy optional dependency marked '# optional ...': "
                                f"{src.strip()}")
        edges[m] = sorted(targets)
    for cycle in find_cycles(edges):
        problems.append("import cycle: " + " -> ".join(cycle))
    return edges, problems


def find_cycles(edges):
    """A cycle [a, b, ..., a] through each module that is on one and not on
    one found before."""
    found = []
    seen = set()
    for m in sorted(edges):
        if m in seen:
            continue
        cycle = find_cycle(edges, m)
        if cycle:
            found.append(cycle)
            seen.update(cycle)
    return found


def find_cycle(edges, start):
    """A cycle [start, ..., start] of the graph, or None."""
    state = {}  # 1: visited
    stack = []

    def back(m):  # a path m -> ... -> start
        state[m] = 1
        stack.append(m)
        for n in edges.get(m, ()):
            if n == start:
                return stack + [n]
            if n not in state:
                found = back(n)
                if found:
                    return found
        stack.pop()
        return None

    return back(start)


def test_no_import_cycles_and_no_lazy_tile_imports():
    _, problems = graph()
    assert not [p for p in problems if "lines (at most" not in p], "\n".join(problems)


def test_no_file_over_max_lines():
    _, problems = graph()
    assert not [p for p in problems if "lines (at most" in p], "\n".join(problems)


def test_emulator_and_fuzzer_modules():
    # The PTX emulator and the fuzzer: no cycles, no file over MAX_LINES.
    for directory, family in FAMILIES:
        edges, problems = graph(directory, family)
        assert family in edges and len(edges) > 1, edges
        assert not problems, "\n".join(problems)


def test_the_checker_sees_a_cycle(tmp_path):
    # a -> b at the top, b -> a inside a function: a cycle all the same.
    (tmp_path / "__init__.py").write_text("")
    (tmp_path / "a.py").write_text("from .b import f\n")
    (tmp_path / "b.py").write_text("def f():\n    from . import a\n    return a\n")
    (tmp_path / "c.py").write_text("def g():\n    import torch  # optional: heavy\n"
                                   "    import json\n")
    edges, problems = graph(str(tmp_path))
    assert edges == {"__init__": [], "a": ["b"], "b": ["a"], "c": []}
    assert find_cycles(edges) == [["a", "b", "a"]]
    assert any("import cycle: a -> b -> a" in p for p in problems), problems
    assert any("b.py:2: a module of the package imported inside a function" in p
               for p in problems)
    assert any("c.py:3:" in p for p in problems) and not any("c.py:2:" in p for p in problems)


def test_the_checker_sees_a_long_file(tmp_path):
    (tmp_path / "__init__.py").write_text("")
    (tmp_path / "big.py").write_text("x = 1\n" * (MAX_LINES + 1))
    _, problems = graph(str(tmp_path))
    assert problems == [f"python/tile/big.py has {MAX_LINES + 1} lines (at most {MAX_LINES}): "
                        "split it by concern"]


def test_the_checker_sees_a_family_cycle(tmp_path):
    (tmp_path / "emu.py").write_text("import emu_a\nimport numpy\n")
    (tmp_path / "emu_a.py").write_text("def f():\n    from emu import g\n")
    (tmp_path / "other.py").write_text("import emu\n")
    edges, problems = graph(str(tmp_path), "emu")
    assert edges == {"emu": ["emu_a"], "emu_a": ["emu"]}
    assert any("import cycle: emu -> emu_a -> emu" in p for p in problems), problems


if __name__ == "__main__":
    # test_imports.py [DIR [FAMILY]]: python/tile, or DIR's FAMILY*.py.
    edges, problems = graph(sys.argv[1] if len(sys.argv) > 1 else PACKAGE,
                            sys.argv[2] if len(sys.argv) > 2 else None)
    for m, targets in edges.items():
        print(f"{m}: {', '.join(targets) or '-'}")
    for p in problems:
        print("PROBLEM:", p)
    sys.exit(1 if problems else 0)
